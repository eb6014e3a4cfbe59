"""/calls (a TD's open calls) and /cancel (a dealer withdraws a call)."""

from __future__ import annotations

from telegram import Update
from telegram.ext import ContextTypes

from bot.storage import FloorCall, NotFound, Role
from bot.telegram.floor import call_label
from bot.telegram.onboarding import asker_of, say
from bot.telegram.td_actions import call_moved_on
from bot.telegram.texts import plural, t


def _line(call: FloorCall, lang: str) -> str:
    return t(lang, "calls.line", label=call_label(call, lang), state=t(lang, f"state.{call.state.value}"))


async def calls_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    who = await asker_of(update, context)
    if who.chat is None or who.chat.role is not Role.TD:
        await say(update, t(who.lang, "calls.tds_only"))
        return
    calls = await who.svc.db(who.svc.store.calls_of_td, who.chat.chat_id)
    if not calls:
        await say(update, t(who.lang, "calls.none"))
        return
    lines = [t(who.lang, "calls.title", calls=plural(who.lang, "calls", len(calls)))]
    lines += [_line(call, who.lang) for call in calls]
    await say(update, "\n".join(lines))


async def cancel_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Withdraw the dealer's open call (the one, or ``/cancel N`` when there are several)."""
    who = await asker_of(update, context)
    if who.chat is None or who.chat.role is not Role.DEALER:
        await say(update, t(who.lang, "floor.dealers_only"))
        return
    store = who.svc.store
    calls = [
        c for c in await who.svc.db(store.open_floor_calls, who.chat.room_id) if c.dealer_chat == who.chat_id
    ]
    wanted = context.args[0].lstrip("#") if context.args else ""
    chosen = [c for c in calls if str(c.id) == wanted] if wanted else calls
    if len(chosen) != 1:
        key = "cancel.none" if not calls else "cancel.which"
        labels = ", ".join(call_label(c, who.lang) for c in calls)
        await say(update, t(who.lang, key, labels=labels))
        return
    decision = t(who.lang, "cancel.decision")
    try:
        call = await who.svc.db(store.withdraw_call, chosen[0].id, who.chat_id, decision)
    except NotFound:  # a TD resolved it in the meantime
        await say(update, t(who.lang, "cancel.none"))
        return
    await say(update, t(who.lang, "cancel.done", label=call_label(call, who.lang)))
    await call_moved_on(context.bot, who.svc, call, who.chat, None, tell_the_dealer=False)
