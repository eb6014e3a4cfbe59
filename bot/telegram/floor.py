"""Floor calls: stored first, then paged to the room's TDs by whoever claims them from the store.

Every page, the first included, goes through ``Store.claim_due_pages``: the handler that raises a call
claims it at once (a TD's phone rings within milliseconds), and a periodic job claims the re-pages.
The timers are columns of the call, so a restarted bot pages what is due; the claim is atomic, so two
claimers never page the same call twice.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import timedelta
from typing import Any

from telegram import Bot
from telegram.error import TelegramError
from telegram.ext import ContextTypes

from bot.render import cited_rules
from bot.storage import Chat, FloorCall, Room, Store
from bot.telegram.formatting import Block, bold, italic, plain, quote, rule_blocks
from bot.telegram.keyboards import td_keyboard
from bot.telegram.sending import send_blocks
from bot.telegram.services import Services, services, utc_now
from bot.telegram.texts import t

log = logging.getLogger(__name__)
PAGE_BATCH = 20
PAGE_JOB = "page-due"


def table_label(table_number: int | None, lang: str) -> str:
    return str(table_number) if table_number is not None else t(lang, "table.none")


def raise_call(
    store: Store,
    chat: Chat,
    report_text: str,
    transcript: str | None = None,
    proposal: dict[str, Any] | None = None,
    audit_id: int | None = None,
) -> tuple[FloorCall, bool]:
    """Store a pending call for the chat's room and table; also say whether the room has a TD to page."""
    call = store.create_floor_call(
        chat.room_id, chat.table_number, chat.chat_id, report_text, transcript, proposal, audit_id=audit_id
    )
    return call, bool(store.tds_of_room(chat.room_id))


def raised_notice(call: FloorCall, has_td: bool, lang: str) -> Block:
    key = "floor.raised" if has_td else "floor.raised_no_td"
    return bold(t(lang, key, table=table_label(call.table_number, lang), call=call.id))


async def page_due(bot: Bot, svc: Services) -> int:
    """Claim every page that is due and send it; the number of calls paged."""
    paged = 0
    while True:
        calls = await svc.db(
            svc.store.claim_due_pages,
            utc_now(),
            svc.worker_id,
            limit=PAGE_BATCH,
            repage_after=timedelta(seconds=svc.config.repage_seconds),
            backup_after_misses=svc.config.backup_after_misses,
        )
        await asyncio.gather(*(page_call(bot, svc, call) for call in calls))
        paged += len(calls)
        if len(calls) < PAGE_BATCH:
            return paged


async def page_job(context: ContextTypes.DEFAULT_TYPE) -> None:
    """Page what is due, then look again ``page_poll_seconds`` after this round ended (rounds never overlap,
    however slow one is, and a failed round does not stop the next)."""
    svc = services(context)
    try:
        await page_due(context.bot, svc)
    finally:
        context.job_queue.run_once(page_job, svc.config.page_poll_seconds, name=PAGE_JOB)


async def page_call(bot: Bot, svc: Services, call: FloorCall) -> None:
    room, targets = await svc.db(_page_targets, svc.store, call)
    if not targets:
        log.warning("floor call %s: room %s has no TD to page", call.id, call.room_id)
    await asyncio.gather(*(_send_page(bot, call, room, td) for td in targets))


def _page_targets(store: Store, call: FloorCall) -> tuple[Room | None, list[Chat]]:
    """The room's TDs; the backup TDs too once the call has been missed enough (or if there is no other)."""
    main = store.tds_of_room(call.room_id, backup=False)
    backups = store.tds_of_room(call.room_id, backup=True)
    targets = main + backups if call.backup_paged or not main else main
    return store.find_room(call.room_id), targets


async def _send_page(bot: Bot, call: FloorCall, room: Room | None, td: Chat) -> None:
    try:
        await send_blocks(
            bot, td.chat_id, page_blocks(call, room, td), markup=td_keyboard(call.id, call.state, td.lang)
        )
    except TelegramError as exc:  # e.g. the TD blocked the bot: the others are still paged
        log.warning("floor call %s: page to %s failed: %s", call.id, td.chat_id, exc)


def page_blocks(call: FloorCall, room: Room | None, td: Chat) -> list[Block]:
    """What the TD reads: table and room, the report (and transcript), the proposed ruling and its rules."""
    lang = td.lang
    title = t(lang, "page.title", table=table_label(call.table_number, lang), room=room.name if room else "?")
    meta = t(lang, "page.meta", call=call.id, attempt=call.attempts)
    if td.td_backup:
        meta += " · " + t(lang, "page.backup")
    blocks = [bold(title), italic(meta), plain(t(lang, "page.report")), quote(call.report_text)]
    if call.transcript and call.transcript != call.report_text:
        blocks += [plain(t(lang, "page.transcript")), quote(call.transcript)]
    proposal = call.proposed_ruling
    if proposal:
        blocks += [plain(t(lang, "page.proposal")), quote(proposal.get("reply", ""))]
        for rule in cited_rules(proposal.get("rules", []), lang):
            blocks += rule_blocks(rule, lang)
    return blocks
