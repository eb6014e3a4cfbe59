"""The TD's side of a floor call: acknowledge, on my way, resolve with a decision; the dealer hears each.

The store decides who may act (a TD of the call's room) and from which state (a stale button or a
second TD who was slower is refused); nothing in the button is trusted beyond the call id it names.
"""

from __future__ import annotations

import logging

from telegram import CallbackQuery, Update
from telegram.error import BadRequest, TelegramError
from telegram.ext import ContextTypes

from bot.storage import CallState, Chat, FloorCall, InvalidTransition, NotAllowed, NotFound, Store
from bot.telegram.callback_data import TdAction, TdButton
from bot.telegram.floor import table_label
from bot.telegram.formatting import bold, quote
from bot.telegram.keyboards import decision_keyboard, td_keyboard
from bot.telegram.sending import send_blocks
from bot.telegram.services import Refused, Services, services
from bot.telegram.texts import t

log = logging.getLogger(__name__)

TARGET_STATE = {
    TdAction.ACKNOWLEDGE: CallState.ACKNOWLEDGED,
    TdAction.ON_MY_WAY: CallState.ON_THE_WAY,
    TdAction.AS_PROPOSED: CallState.RESOLVED,
}


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


def check_can_resolve(store: Store, call_id: int, by_chat: int) -> FloorCall:
    call = store.get_floor_call(call_id)
    if call is None or not store.td_can_act(by_chat, call_id):
        raise Refused("td.not_allowed")
    if call.state is CallState.RESOLVED:
        raise Refused("td.stale")
    return call


async def on_td_button(update: Update, context: ContextTypes.DEFAULT_TYPE, button: TdButton) -> None:
    query = update.callback_query
    svc = services(context)
    by = query.from_user.id
    where = query.message.chat.id if query.message else by  # a TD group, or the TD's own chat
    td = await svc.db(svc.store.acting_chat, where, by)
    lang = svc.lang_of(update, td)
    try:
        if button.action is TdAction.RESOLVE:
            call = await svc.db(check_can_resolve, svc.store, button.call_id, by)
            await _ask_for_decision(query, call, lang)
            return
        call = await svc.db(act, svc.store, button.call_id, by, button.action, None, where)
    except Refused as refused:
        await query.answer(t(lang, refused.key), show_alert=True)
        return
    await query.answer(t(lang, f"td.done.{call.state.value}"))
    await _show_remaining_buttons(query, call, lang)
    await _tell_dealer(context, svc, call, td)


async def resolve_with_decision(
    update: Update, context: ContextTypes.DEFAULT_TYPE, call_id: int, decision: str
) -> None:
    """A TD's reply to the decision prompt (or to the page): resolve with that text."""
    svc = services(context)
    message = update.effective_message
    by = update.effective_user.id
    td = await svc.db(svc.store.acting_chat, message.chat_id, by)
    lang = svc.lang_of(update, td)
    try:
        call = await svc.db(
            act, svc.store, call_id, by, TdAction.AS_PROPOSED, decision.strip(), message.chat_id
        )
    except Refused as refused:
        await message.reply_text(t(lang, refused.key))
        return
    await message.reply_text(t(lang, "td.done.resolved"))
    await _tell_dealer(context, svc, call, td)


async def _ask_for_decision(query: CallbackQuery, call: FloorCall, lang: str) -> None:
    await query.answer()
    has_proposal = bool(call.proposed_ruling)
    key = "decision.prompt" if has_proposal else "decision.prompt_manual"
    await query.message.reply_text(
        t(lang, key, call=call.id, table=table_label(call.table_number, lang)),
        reply_markup=decision_keyboard(call.id, lang, has_proposal),
    )


async def _show_remaining_buttons(query: CallbackQuery, call: FloorCall, lang: str) -> None:
    try:
        await query.edit_message_reply_markup(td_keyboard(call.id, call.state.value, lang))
    except BadRequest:  # the message is gone or already shows these buttons: nothing to fix
        pass


async def _tell_dealer(
    context: ContextTypes.DEFAULT_TYPE, svc: Services, call: FloorCall, td: Chat | None
) -> None:
    dealer = await svc.db(svc.store.find_chat, call.dealer_chat)
    lang = dealer.lang if dealer else svc.config.default_lang
    td_name = (td.display_name if td else None) or t(lang, "td.someone")
    line = t(
        lang,
        f"floor.{call.state.value}",
        table=table_label(call.table_number, lang),
        td=td_name,
        call=call.id,
    )
    blocks = [bold(line)]
    if call.state is CallState.RESOLVED and call.final_decision:
        blocks.append(quote(call.final_decision))
    try:
        await send_blocks(context.bot, call.dealer_chat, blocks)
    except TelegramError as exc:  # the call is stored either way; the TD sees it resolved
        log.warning("floor call %s: telling dealer %s failed: %s", call.id, call.dealer_chat, exc)
