"""Button presses: show a cited rule, call the floor from a ruling, a TD's action on a floor call.

The data is parsed strictly and every row it names is looked up again in the store for the chat the
button was pressed in; anything else gets a polite refusal and changes nothing.
"""

from __future__ import annotations

from telegram import CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup, Message, Update
from telegram.error import BadRequest
from telegram.ext import ContextTypes

from bot.render import cited_rules
from bot.storage import Chat, FloorCall, Store
from bot.telegram.answer_buttons import on_answer_button
from bot.telegram.callback_data import AnswerButton, FloorButton, JoinButton, RuleButton, TdButton, parse
from bot.telegram.floor import call_label, page_due, raise_call, raised_notice
from bot.telegram.formatting import rule_blocks
from bot.telegram.keyboards import ruling_keyboard
from bot.telegram.onboarding import on_join_button
from bot.telegram.reports import find_audit, may_raise_floor
from bot.telegram.sending import send_blocks
from bot.telegram.services import Refused, services
from bot.telegram.td_actions import answer_quietly, on_td_button
from bot.telegram.texts import t


async def on_callback(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    query = update.callback_query
    svc = services(context)
    button = parse(query.data)
    message = query.message if isinstance(query.message, Message) else None  # None: too old to touch
    try:
        if isinstance(button, TdButton):
            await on_td_button(update, context, button)
        elif isinstance(button, JoinButton):
            await on_join_button(update, context, button)
        elif message is None or button is None:
            raise Refused("button.invalid")
        elif isinstance(button, AnswerButton):
            await on_answer_button(update, context, message, button)
        elif isinstance(button, RuleButton):
            await _show_rule(context, query, message, button)
        else:
            await _call_floor(context, query, message, button)
    except Refused as refused:
        chat = await svc.db(svc.store.find_chat, query.from_user.id)
        await answer_quietly(query, t(svc.lang_of(update, chat), refused.key), alert=True)


async def _show_rule(
    context: ContextTypes.DEFAULT_TYPE, query: CallbackQuery, message: Message, button: RuleButton
) -> None:
    svc = services(context)
    entry = await svc.db(find_audit, svc.store, message.chat_id, button.ref)
    rules = (entry.ruling or {}).get("rules", []) if entry is not None else []
    if button.index >= len(rules):
        raise Refused("button.invalid")
    lang = entry.ruling.get("lang")
    cited = cited_rules([rules[button.index]], lang)
    if not cited:
        raise Refused("button.invalid")
    await query.answer()
    await send_blocks(
        context.bot,
        message.chat_id,
        rule_blocks(cited[0], lang, expandable=False),
        reply_to=message.message_id,
    )


class CallAgain(Exception):
    """The ruling's floor call was resolved already: the dealer is offered a new one."""

    def __init__(self, call: FloorCall) -> None:
        super().__init__(call.id)
        self.call = call


def _raise_from_ruling(
    store: Store, chat_id: int, user_id: int, button: FloorButton, reported_in: int | None
) -> tuple[Chat, FloorCall, bool]:
    chat = store.acting_chat(chat_id, user_id)  # the presser must be a dealer there, not just anyone
    entry = find_audit(store, chat_id, button.ref) if chat is not None else None
    if chat is None or entry is None or not may_raise_floor(chat):
        raise Refused("button.invalid")
    already = any(
        c.dealer_chat == chat_id and c.report_text == entry.input_text
        for c in store.open_floor_calls(chat.room_id)
    )
    if already:
        raise Refused("floor.already")
    earlier = store.resolved_call_of(entry.id)
    if earlier is not None and not button.again:  # the ruling's call was decided: ask, do not page blindly
        raise CallAgain(earlier)
    call, has_td = raise_call(
        store, chat, entry.input_text, entry.transcript, entry.ruling, entry.id, reported_in
    )
    return chat, call, has_td


async def _call_floor(
    context: ContextTypes.DEFAULT_TYPE, query: CallbackQuery, message: Message, button: FloorButton
) -> None:
    svc = services(context)
    report = message.reply_to_message.message_id if message.reply_to_message else message.message_id
    try:
        chat, call, has_td = await svc.db(
            _raise_from_ruling, svc.store, message.chat_id, query.from_user.id, button, report
        )
    except CallAgain as again:
        await _offer_new_call(query, message, button, again.call, svc)
        return
    proposal = call.proposed_ruling or {}
    lang = proposal.get("lang", chat.lang)
    await answer_quietly(query, t(lang, "floor.called"))
    await page_due(context.bot, svc)
    # The ruling keeps its rule buttons; the floor button goes, the call is made.
    markup = ruling_keyboard(button.ref, proposal.get("rules", []), lang, floor_button=False)
    try:
        await message.edit_reply_markup(markup)
    except BadRequest:  # an old ruling (or unchanged buttons): the call is made all the same
        pass
    await send_blocks(
        context.bot, message.chat_id, [raised_notice(call, has_td, lang)], reply_to=message.message_id
    )


async def _offer_new_call(
    query: CallbackQuery, message: Message, button: FloorButton, earlier: FloorCall, svc
) -> None:
    chat = await svc.db(svc.store.find_chat, message.chat_id)
    lang = svc.lang_of_chat(chat)
    await answer_quietly(query)
    again = InlineKeyboardMarkup(
        [
            [
                InlineKeyboardButton(
                    t(lang, "button.call_again"), callback_data=FloorButton(button.ref, True).data()
                )
            ]
        ]
    )
    text = t(
        lang, "floor.resolved_before", label=call_label(earlier, lang), decision=earlier.final_decision or ""
    )
    await message.reply_text(text, reply_markup=again)
