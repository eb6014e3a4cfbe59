"""Text (and transcribed) reports: rule, record in the audit log, raise a floor call if due, reply.

A reply to one of the bot's rulings answers its question: the answer is appended to the report the
ruling was about (found through the ruling's buttons and the audit log) and the whole is ruled again.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message, Update
from telegram.ext import ContextTypes

from bot.ask import Answer, answer
from bot.storage import AuditEntry, Chat, FloorCall, FloorMessageKind, NewAuditEntry, Role, Room, Store
from bot.telegram.answer_buttons import answer_buttons
from bot.telegram.callback_data import AuditRef, Button, FloorButton, RuleButton, buttons_of
from bot.telegram.floor import call_label, page_due, raise_call, raised_notice
from bot.telegram.formatting import Block, reply_blocks
from bot.telegram.keyboards import ruling_keyboard
from bot.telegram.sending import send_blocks
from bot.telegram.services import Services, room_and_chat, services
from bot.telegram.td_actions import pass_note, resolve_with_decision
from bot.telegram.texts import plural, t
from bot.venues import get_venue
from parser.answers import fact_for_question


@dataclass
class Ruled:
    answer: Answer
    entry: AuditEntry
    call: FloorCall | None = None
    room_has_td: bool = False


@dataclass(frozen=True)
class Extras:
    """What another way in (a voice note, a corrected transcript) adds to a report's reply and audit entry."""

    lead: Sequence[Block] = ()  # shown before the ruling (what was heard)
    timings: Mapping[str, float] = field(default_factory=dict)  # added to the audit entry's timings
    annotations: Mapping[str, Any] = field(default_factory=dict)  # added to the audit entry's ruling JSON
    buttons: Callable[[AuditRef], Sequence[InlineKeyboardButton]] | None = None  # a last row of buttons


NO_EXTRAS = Extras()


FLOOR_INTENTS = ("ruling", "question")  # not an error reply ("empty message", "not understood")


def audit_ref(entry: AuditEntry) -> AuditRef:
    return AuditRef(entry.id, int(entry.created_at.timestamp()))


def find_audit(store: Store, chat_id: int, ref: AuditRef) -> AuditEntry | None:
    """The entry a button names, only if it was written for this chat at the second the button says (else
    a forged or foreign button)."""
    entry = store.get_audit(ref.entry_id)
    if entry is None or entry.chat_id != chat_id or audit_ref(entry) != ref:
        return None
    return entry


def may_raise_floor(chat: Chat) -> bool:
    """Dealers (a dealer's chat or a table's group) call the floor; players see the advice only."""
    return chat.role is Role.DEALER and chat.room_id is not None


def rule_and_record(
    store: Store,
    chat: Chat,
    room: Room | None,
    text: str,
    transcript: str | None = None,
    extras: Extras = NO_EXTRAS,
    user_id: int | None = None,
    message_id: int | None = None,
) -> Ruled:
    """One worker-thread hop: rule, append to the audit log and, when the rules say so, store a floor call."""
    venue = get_venue(room.venue_id if room else None)
    result = answer(text, venue=venue.id)
    entry = store.append_audit(
        NewAuditEntry(
            input_text=text,
            chat_id=chat.chat_id,
            user_id=user_id,
            transcript=transcript,
            parse=_jsonable(result.report),
            ruling={**result.result, **extras.annotations},
            edition=venue.base_edition,
            venue=venue.id,
            timings={**result.timings_ms, **extras.timings},
        )
    )
    ruled = Ruled(result, entry)
    if result.result["floor"] and may_raise_floor(chat):
        ruled.call, ruled.room_has_td = raise_call(
            store, chat, text, transcript, result.result, entry.id, message_id
        )
    return ruled


def _jsonable(value: Any) -> Any:
    """A dataclass tree (the parser's Report) as JSON values; anything exotic as its string."""
    if value is None:
        return None
    return json.loads(json.dumps(dataclasses.asdict(value), default=str))


def ruling_message(ruled: Ruled, chat: Chat) -> tuple[list[Block], InlineKeyboardMarkup | None]:
    """The ruling's blocks (with the floor-call notice when one was raised) and its buttons."""
    lang = ruled.answer.reply.lang
    notice = [raised_notice(ruled.call, ruled.room_has_td, lang)] if ruled.call is not None else []
    markup = ruling_keyboard(
        audit_ref(ruled.entry),
        ruled.answer.result["rules"],
        lang,
        floor_button=ruled.call is None
        and may_raise_floor(chat)
        and ruled.answer.result["intent"] in FLOOR_INTENTS,
        answers=answer_buttons(audit_ref(ruled.entry), ruled.answer.result, lang),
    )
    return reply_blocks(ruled.answer.reply, notice), markup


async def reply_to_report(
    message: Message,
    context: ContextTypes.DEFAULT_TYPE,
    chat: Chat,
    room: Room | None,
    text: str,
    transcript: str | None = None,
    extras: Extras = NO_EXTRAS,
    user_id: int | None = None,
) -> Ruled:
    """Rule ``text`` and reply to ``message``; ``user_id``: who reported it (default: its sender)."""
    svc = services(context)
    user_id = user_id if user_id is not None else _sender(message)
    ruled = await svc.db(
        rule_and_record, svc.store, chat, room, text, transcript, extras, user_id, message.message_id
    )
    # The TD's page is claimed before the dealer's reply is even drawn: it need not wait for it.
    paging = asyncio.ensure_future(page_due(context.bot, svc)) if ruled.call is not None else None
    ruling, markup = ruling_message(ruled, chat)
    if extras.buttons is not None:
        rows = markup.inline_keyboard if markup is not None else ()
        markup = InlineKeyboardMarkup([*rows, list(extras.buttons(audit_ref(ruled.entry)))])
    blocks = [*extras.lead, *ruling]
    sending = send_blocks(context.bot, message.chat_id, blocks, reply_to=message.message_id, markup=markup)
    await (sending if paging is None else asyncio.gather(sending, paging))
    return ruled


def addressed_text(message: Message, bot_username: str, bot_id: int) -> str | None:
    """The text meant for the bot: all of it in a private chat; in a group, only with a mention or a reply."""
    text = message.text or ""
    if message.chat.type == "private":
        return text
    mention = f"@{bot_username}"
    if mention.lower() in text.lower():
        start = text.lower().index(mention.lower())
        return (text[:start] + text[start + len(mention) :]).strip()
    if replied_to_bot(message, bot_id) is not None:
        return text
    return None


def _sender(message: Message) -> int | None:
    return message.from_user.id if message.from_user else None


def replied_to_bot(message: Message, bot_id: int) -> Message | None:
    replied = message.reply_to_message
    if replied is not None and replied.from_user is not None and replied.from_user.id == bot_id:
        return replied
    return None


async def on_text(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    message = update.effective_message
    text = addressed_text(message, context.bot.username, context.bot.id)
    if text is None:
        return
    svc = services(context)
    chat, room = await svc.db(room_and_chat, svc.store, message.chat_id, _sender(message))
    if chat is None:
        await message.reply_text(t(svc.lang_of(update, chat), "stranger"))
        return
    replied = replied_to_bot(message, context.bot.id)
    if await _td_words(update, context, chat, replied, text):
        return
    buttons = buttons_of(replied.reply_markup) if replied is not None else []
    await reply_to_report(message, context, chat, room, await _with_earlier_report(svc, chat, buttons, text))


async def _td_words(
    update: Update, context: ContextTypes.DEFAULT_TYPE, chat: Chat, replied: Message | None, text: str
) -> bool:
    """A TD's words about a call, never ruled as a report: a reply to a decision prompt is the decision, a
    reply to a page is a note for the dealer, and a TD with open calls who writes without replying decides
    the one open call (or is asked which). True when handled here."""
    svc = services(context)
    if replied is not None:
        about = await svc.db(svc.store.floor_message, replied.chat_id, replied.message_id)
        if about is not None:
            on_reply = resolve_with_decision if about.kind is FloorMessageKind.PROMPT else pass_note
            await on_reply(update, context, about.call_id, text)
            return True
    if chat.role is not Role.TD or replied is not None:
        return False
    calls = await svc.db(svc.store.calls_of_td, chat.chat_id)
    if len(calls) == 1:
        await resolve_with_decision(update, context, calls[0].id, text)
    elif calls:
        lang = svc.lang_of(update, chat)
        labels = ", ".join(call_label(c, lang) for c in calls)
        count = plural(lang, "calls", len(calls))
        await update.effective_message.reply_text(t(lang, "td.which_call", calls=count, labels=labels))
    return bool(calls)


async def _with_earlier_report(svc: Services, chat: Chat, buttons: list[Button], text: str) -> str:
    """The report a replied-to ruling was about, with this answer appended (as the fact it states when it
    answers the ruling's question: "sí" to "were these his last chips?"); else the text alone."""
    ref = next((b.ref for b in buttons if isinstance(b, RuleButton | FloorButton)), None)
    if ref is None:
        return text
    earlier = await svc.db(find_audit, svc.store, chat.chat_id, ref)
    if earlier is None:
        return text
    return f"{earlier.input_text}\n{answered_fact(earlier, text) or text}"


def answered_fact(earlier: AuditEntry, answer_text: str) -> str | None:
    """The fact `answer_text` states in reply to the first question of the earlier ruling it understands."""
    ruling = earlier.ruling or {}
    lang = ruling.get("lang") or "es"
    for question in ruling.get("questions") or []:
        fact = fact_for_question(question, answer_text, lang)
        if fact is not None:
            return fact
    return None
