"""What comes in besides text, voice and commands: the flood check, stickers and photos, faults."""

from __future__ import annotations

import logging
import time

from telegram import Update
from telegram.error import TelegramError
from telegram.ext import ApplicationHandlerStop, ContextTypes

from bot.telegram.flood import Verdict
from bot.telegram.services import services
from bot.telegram.texts import t

log = logging.getLogger(__name__)


async def flood_check(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Runs before every other handler; stops messages over the chat's limit and button presses over the
    presser's (a script pressing a button a thousand times costs as much as a thousand messages)."""
    query, message = update.callback_query, update.message or update.edited_message
    if message is None and query is None:
        return
    svc = services(context)
    key = message.chat_id if query is None else ("press", query.from_user.id)
    verdict = svc.flood.check(key, time.monotonic())
    if verdict is Verdict.ALLOW:
        return
    text = None
    if verdict is Verdict.WARN:
        chat = await svc.db(svc.store.find_chat, update.effective_chat.id) if update.effective_chat else None
        text = t(svc.lang_of(update, chat), "flood")
    if query is not None:
        await query.answer(text)  # a press must be answered or the client keeps spinning
    elif text is not None:
        await message.reply_text(text)
    raise ApplicationHandlerStop


async def on_other(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Stickers, photos, files...: say what the bot reads, in a private chat (groups stay quiet)."""
    await _reply_key(update, context, "unsupported")


async def on_unknown_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    await _reply_key(update, context, "unknown_command")


async def _reply_key(update: Update, context: ContextTypes.DEFAULT_TYPE, key: str) -> None:
    svc = services(context)
    chat = await svc.db(svc.store.find_chat, update.effective_chat.id)
    await update.effective_message.reply_text(t(svc.lang_of(update, chat), key))


async def on_error(update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Log the fault; tell the user plainly that nothing was lost and to try again."""
    log.error("update %s failed", getattr(update, "update_id", "?"), exc_info=context.error)
    if not isinstance(update, Update) or update.effective_chat is None:
        return
    svc = services(context)
    try:
        await context.bot.send_message(
            update.effective_chat.id, t(svc.lang_of(update, None), "internal_error")
        )
    except TelegramError:
        pass
