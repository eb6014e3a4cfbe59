"""The TD's side of a floor call: acknowledge, on my way, resolve with a decision; the dealer hears each.

The store decides who may act (a TD of the call's room) and from which state (a stale button or a
second TD who was slower is refused); nothing in the button is trusted beyond the call id it names.

Only a decision resolves a call: "Resolved" asks for it (a ForceReply prompt; the page's buttons become
"As proposed" / "Other decision"), and a reply to that prompt or the "As proposed" button resolves. Any
other reply to a page is a note for the dealer. When a call moves on, every page of it is edited.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable

from telegram import Bot, CallbackQuery, ForceReply, Message, Update
from telegram.constants import ParseMode
from telegram.error import BadRequest, TelegramError
from telegram.ext import ContextTypes

from bot.storage import (
    CallState,
    Chat,
    FloorCall,
    FloorMessageKind,
    InvalidTransition,
    NotAllowed,
    NotFound,
    Store,
)
from bot.telegram.callback_data import TdAction, TdButton
from bot.telegram.floor import bold_key, call_label, page_blocks, tell_dealer
from bot.telegram.formatting import bold, quote, split_messages
from bot.telegram.keyboards import decision_keyboard, td_keyboard
from bot.telegram.services import Refused, Services, services
from bot.telegram.texts import t

log = logging.getLogger(__name__)

TARGET_STATE = {
    TdAction.ACKNOWLEDGE: CallState.ACKNOWLEDGED,
    TdAction.ON_MY_WAY: CallState.ON_THE_WAY,
    TdAction.AS_PROPOSED: CallState.RESOLVED,
}
ASKS_FOR_DECISION = (TdAction.RESOLVE, TdAction.OTHER)
PAGE_STATUS = {CallState.ACKNOWLEDGED: "page.taken", CallState.ON_THE_WAY: "page.on_the_way"}


def default_decision(store: Store, call: FloorCall) -> str:
    """ "As proposed" with the proposed ruling's first line, or "resolved at the table" without one."""
    proposal = call.proposed_ruling
    if proposal and proposal.get("reply"):
        lang = proposal.get("lang")
        return t(lang, "decision.as_proposed", ruling=proposal["reply"].splitlines()[0])
    dealer = store.find_chat(call.dealer_chat)
    return t(dealer.lang if dealer else None, "decision.at_table")


def act(
    store: Store, call_id: int, by_user: int, action: TdAction, decision: str | None, where: int
) -> FloorCall:
    """Move the call on behalf of the person ``by_user`` acting from chat ``where``; Refused for a foreign,
    forged or stale button."""
    try:
        if action is TdAction.AS_PROPOSED and decision is None:
            call = store.get_floor_call(call_id)
            if call is None:
                raise NotFound(call_id)
            decision = default_decision(store, call)
        return store.transition(
            call_id, TARGET_STATE[action], where, final_decision=decision, by_user=by_user
        )
    except (NotFound, NotAllowed):
        raise Refused("td.not_allowed") from None
    except InvalidTransition:
        raise Refused("td.stale") from None


def open_call_for(store: Store, call_id: int, by_user: int) -> FloorCall:
    """The call if ``by_user`` is a TD of its room and it is still open; else Refused."""
    call = store.get_floor_call(call_id)
    if call is None or not store.td_can_act(by_user, call_id):
        raise Refused("td.not_allowed")
    if call.state is CallState.RESOLVED:
        raise Refused("td.stale")
    return call


async def answer_quietly(query: CallbackQuery, text: str | None = None, alert: bool = False) -> None:
    """Answer a press; a press handled late (the bot was down) is still acted on, only its answer is lost."""
    try:
        await query.answer(text, show_alert=alert)
    except BadRequest as exc:  # "query is too old": the toast cannot be shown any more
        log.info("late button press answered without a toast: %s", exc)


async def on_td_button(update: Update, context: ContextTypes.DEFAULT_TYPE, button: TdButton) -> None:
    query = update.callback_query
    svc = services(context)
    by = query.from_user.id
    where = query.message.chat.id if query.message else by  # a TD group, or the TD's own chat
    td = await svc.db(svc.store.acting_chat, where, by)
    lang = svc.lang_of(update, td)
    try:
        if button.action in ASKS_FOR_DECISION:
            call = await svc.db(open_call_for, svc.store, button.call_id, by)
            await answer_quietly(query)
            await _ask_for_decision(context.bot, svc, query, call, lang, button.action is TdAction.RESOLVE)
            return
        call = await svc.db(act, svc.store, button.call_id, by, button.action, None, where)
    except Refused as refused:
        await answer_quietly(query, t(lang, refused.key), alert=True)
        return
    await answer_quietly(query, t(lang, f"td.done.{call.state.value}"))
    pressed = query.message if isinstance(query.message, Message) else None
    await call_moved_on(context.bot, svc, call, td, pressed)


async def resolve_with_decision(
    update: Update, context: ContextTypes.DEFAULT_TYPE, call_id: int, decision: str
) -> None:
    """A TD's reply to the decision prompt (or a decision typed for their one open call)."""
    svc, message, td, lang = await _writer(update, context)
    call = await _or_refuse(
        message,
        lang,
        svc.db(
            act,
            svc.store,
            call_id,
            message.from_user.id,
            TdAction.AS_PROPOSED,
            decision.strip(),
            message.chat_id,
        ),
    )
    if call is None:
        return
    await message.reply_text(t(lang, "td.done.resolved"))
    await call_moved_on(context.bot, svc, call, td, None)


async def pass_note(update: Update, context: ContextTypes.DEFAULT_TYPE, call_id: int, note: str) -> None:
    """A TD's reply to a page that is not a decision ("voy en 2 minutos"): for the dealer, nothing changes."""
    svc, message, td, lang = await _writer(update, context)
    call = await _or_refuse(message, lang, svc.db(open_call_for, svc.store, call_id, message.from_user.id))
    if call is None:
        return
    name = _name(td)
    await tell_dealer(
        context.bot,
        svc,
        call,
        [lambda dl: bold(t(dl, "note.to_dealer", td=name or t(dl, "td.someone"))), lambda _: quote(note)],
    )
    await message.reply_text(t(lang, "note.sent"))


async def _writer(
    update: Update, context: ContextTypes.DEFAULT_TYPE
) -> tuple[Services, Message, Chat | None, str]:
    """The TD who wrote a message: as they act in that chat, and their language."""
    svc = services(context)
    message = update.effective_message
    td = await svc.db(svc.store.acting_chat, message.chat_id, message.from_user.id)
    return svc, message, td, svc.lang_of(update, td)


async def _or_refuse(message: Message, lang: str, work: Awaitable[FloorCall]) -> FloorCall | None:
    """The call ``work`` gives, or None after telling the writer why it was refused."""
    try:
        return await work
    except Refused as refused:
        await message.reply_text(t(lang, refused.key))
        return None


async def _ask_for_decision(
    bot: Bot, svc: Services, query: CallbackQuery, call: FloorCall, lang: str, from_page: bool
) -> None:
    """A ForceReply prompt (the TD's keyboard opens on a reply to it); on the page, the decision buttons."""
    chat_id = query.message.chat.id
    has_proposal = bool(call.proposed_ruling)
    prompt = await bot.send_message(
        chat_id,
        t(
            lang,
            "decision.prompt" if has_proposal else "decision.prompt_manual",
            label=call_label(call, lang),
        ),
        reply_markup=ForceReply(input_field_placeholder=t(lang, "decision.placeholder")),
    )
    await svc.db(svc.store.record_floor_message, chat_id, prompt.message_id, call.id, FloorMessageKind.PROMPT)
    if from_page and isinstance(query.message, Message):
        await _edit_markup(query.message, decision_keyboard(call.id, lang, has_proposal))


async def _edit_markup(message: Message, markup) -> None:
    try:
        await message.edit_reply_markup(markup)
    except BadRequest:  # the message is gone or already shows these buttons: nothing to fix
        pass


def _name(td: Chat | None) -> str | None:
    return td.display_name if td else None


async def call_moved_on(
    bot: Bot,
    svc: Services,
    call: FloorCall,
    td: Chat | None,
    pressed: Message | None,
    tell_the_dealer: bool = True,
) -> None:
    """Tell the dealer, and bring every page of the call up to date: the page pressed keeps what is left
    to do; the others say who took it and lose their buttons; once resolved every page shows the decision."""
    name = _name(td)

    def who(lang: str) -> str:
        return name or t(lang, "td.someone")

    lines = [lambda dl: bold(t(dl, f"floor.{call.state.value}", td=who(dl)))]
    if call.state is CallState.RESOLVED and call.final_decision:
        lines.append(lambda _: quote(call.final_decision))
    if tell_the_dealer:
        await tell_dealer(bot, svc, call, lines)
    pages, room = await svc.db(_pages_and_room, svc.store, call)
    for page, reader in pages:
        lang = reader.lang if reader else svc.config.default_lang
        is_pressed = pressed is not None and (page.chat_id, page.message_id) == (
            pressed.chat_id,
            pressed.message_id,
        )
        if call.state is not CallState.RESOLVED and is_pressed:
            await _edit_markup(pressed, td_keyboard(call.id, call.state.value, lang))
            continue
        status = (
            t(lang, "page.resolved", td=who(lang), decision=call.final_decision or "")
            if call.state is CallState.RESOLVED
            else t(lang, PAGE_STATUS[call.state], td=who(lang))
        )
        await _edit_page(bot, call, room, reader, page.chat_id, page.message_id, status)


def _pages_and_room(store: Store, call: FloorCall):
    pages = store.floor_messages_of(call.id, FloorMessageKind.PAGE)
    return [(p, store.find_chat(p.chat_id)) for p in pages], store.find_room(call.room_id)


async def _edit_page(
    bot: Bot, call, room, reader: Chat | None, chat_id: int, message_id: int, status: str
) -> None:
    if reader is None:  # the TD's role was revoked: their page keeps no buttons
        reader_blocks = [bold(status)]
    else:
        reader_blocks = [*page_blocks(call, room, reader), bold(status)]
    text = split_messages(reader_blocks)[-1]
    try:
        await bot.edit_message_text(text, chat_id, message_id, parse_mode=ParseMode.HTML)  # buttons go
    except TelegramError as exc:  # deleted by the TD, or unchanged: the others are still updated
        log.info("floor call %s: page %s/%s not edited: %s", call.id, chat_id, message_id, exc)


__all__ = ["bold_key", "call_moved_on", "on_td_button", "pass_note", "resolve_with_decision"]
