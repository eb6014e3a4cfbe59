"""The bot side of the transcription queue: a voice note becomes a job for ``floorcall worker`` processes.

The bot only checks that the chat is known and sends the job (file id, not the audio: the worker downloads
it from Telegram itself), so a bot worker spends milliseconds per note whatever the model's size.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from telegram import Update
from telegram.constants import ChatAction
from telegram.ext import ContextTypes

from bot.config import BotConfig
from bot.scale.celery_app import ANSWER_NOTE, make_celery
from bot.scale.voice_jobs import NoteJob
from bot.telegram.services import room_and_chat, services
from bot.telegram.texts import t

Handler = Callable[[Update, ContextTypes.DEFAULT_TYPE], Awaitable[None]]


def queue_voice_handler(config: BotConfig) -> Handler:
    celery = make_celery(config)

    async def queue_voice(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        svc = services(context)
        message = update.effective_message
        chat, _ = await svc.db(room_and_chat, svc.store, message.chat_id)
        lang = svc.lang_of(update, chat)
        if chat is None:
            await message.reply_text(t(lang, "stranger"))
            return
        job = NoteJob(message.chat_id, message.message_id, message.effective_attachment.file_id, lang)
        await asyncio.to_thread(celery.send_task, ANSWER_NOTE, args=[job.to_json()])
        await context.bot.send_chat_action(message.chat_id, ChatAction.TYPING)

    return queue_voice
