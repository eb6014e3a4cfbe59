"""Floor calls: stored first, then paged to the room's TDs by whoever claims them from the store.

Every page, the first included, goes through ``Store.claim_due_pages``: the handler that raises a call
claims it at once (a TD's phone rings within milliseconds), and a periodic job claims the re-pages.
The timers are columns of the call, so a restarted bot pages what is due; the claim is atomic, so two
claimers never page the same call twice.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from datetime import timedelta
from typing import Any

from telegram import Bot
from telegram.error import TelegramError
from telegram.ext import ContextTypes, JobQueue

from bot.clock import utc_now
from bot.render import cited_rules
from bot.storage import Chat, FloorCall, FloorMessageKind, Room, Store
from bot.telegram.formatting import Block, bold, italic, plain, quote, rule_blocks
from bot.telegram.keyboards import td_keyboard
from bot.telegram.late_jobs import RUN_HOWEVER_LATE
from bot.telegram.sending import send_blocks
from bot.telegram.services import Services, services
from bot.telegram.texts import t

log = logging.getLogger(__name__)
PAGE_BATCH = 20
PAGE_JOB = "page-due"


def table_label(table_number: int | None, lang: str) -> str:
    return str(table_number) if table_number is not None else t(lang, "table.none")


def call_label(call: FloorCall, lang: str) -> str:
    """How every notice names a call: "#12 · mesa 12"."""
    return t(lang, "call.label", call=call.id, table=table_label(call.table_number, lang))


def raise_call(
    store: Store,
    chat: Chat,
    report_text: str,
    transcript: str | None = None,
    proposal: dict[str, Any] | None = None,
    audit_id: int | None = None,
    dealer_message_id: int | None = None,
) -> tuple[FloorCall, bool]:
    """Store a pending call for the chat's room and table; also say whether the room has a TD to page."""
    call = store.create_floor_call(
        chat.room_id,
        chat.table_number,
        chat.chat_id,
        report_text,
        transcript,
        proposal,
        audit_id=audit_id,
        dealer_message_id=dealer_message_id,
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
            repage_cap=svc.config.repage_cap,
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
        schedule_page_round(context.job_queue, svc.config.page_poll_seconds)


def schedule_page_round(job_queue: JobQueue, delay: float) -> None:
    """The next paging round, ``delay`` seconds from now, run however late it starts (late_jobs.py)."""
    job_queue.run_once(page_job, delay, name=PAGE_JOB, job_kwargs=RUN_HOWEVER_LATE)


async def page_call(bot: Bot, svc: Services, call: FloorCall) -> None:
    last = call.attempts > svc.config.repage_cap  # the claim scheduled no further page
    room, targets = await svc.db(_page_targets, svc.store, call, last)
    if not targets:
        log.warning("floor call %s: room %s has no TD to page", call.id, call.room_id)
    await asyncio.gather(*(_send_page(bot, svc, call, room, td, last) for td in targets))
    if last:
        await tell_dealer(bot, svc, call, [bold_key("floor.no_answer", pages=call.attempts - 1)])


def _page_targets(store: Store, call: FloorCall, last: bool) -> tuple[Room | None, list[Chat]]:
    """The room's TDs; the backup TDs too once the call has been missed enough (or if there is no other),
    and on the last page."""
    main = store.tds_of_room(call.room_id, backup=False)
    backups = store.tds_of_room(call.room_id, backup=True)
    targets = main + backups if call.backup_paged or last or not main else main
    return store.find_room(call.room_id), targets


async def _send_page(
    bot: Bot, svc: Services, call: FloorCall, room: Room | None, td: Chat, last: bool
) -> None:
    blocks = page_blocks(call, room, td)
    if last:
        blocks.insert(1, bold(t(td.lang, "page.last")))
    try:
        sent = await send_blocks(bot, td.chat_id, blocks, markup=td_keyboard(call.id, call.state, td.lang))
    except TelegramError as exc:  # e.g. the TD blocked the bot: the others are still paged
        log.warning("floor call %s: page to %s failed: %s", call.id, td.chat_id, exc)
        return
    # The part with the buttons is the one edited later and the one a reply answers.
    await svc.db(
        svc.store.record_floor_message, td.chat_id, sent[-1].message_id, call.id, FloorMessageKind.PAGE
    )


def bold_key(key: str, **values: object) -> Callable[[str], Block]:
    """A bold notice in whatever language its reader gets it."""
    return lambda lang: bold(t(lang, key, **values))


async def tell_dealer(
    bot: Bot, svc: Services, call: FloorCall, lines: Sequence[Callable[[str], Block]]
) -> None:
    """A notice to the dealer about a call: named ("#12 · mesa 12") and replying to the original report."""
    dealer = await svc.db(svc.store.find_chat, call.dealer_chat)
    lang = dealer.lang if dealer else svc.config.default_lang
    blocks = [italic(call_label(call, lang)), *(line(lang) for line in lines)]
    try:
        await send_blocks(bot, call.dealer_chat, blocks, reply_to=call.dealer_message_id)
    except TelegramError as exc:  # the call is stored either way
        log.warning("floor call %s: telling dealer %s failed: %s", call.id, call.dealer_chat, exc)


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
