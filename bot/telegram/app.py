"""The python-telegram-bot Application: handlers, limits, the paging job, the command menu."""

from __future__ import annotations

import asyncio

from telegram import Bot, Update
from telegram.error import InvalidToken, NetworkError
from telegram.ext import (
    Application,
    CallbackQueryHandler,
    CommandHandler,
    MessageHandler,
    TypeHandler,
    filters,
)

from bot.ask import answer
from bot.config import BotConfig
from bot.storage import Store
from bot.telegram.callbacks import on_callback
from bot.telegram.commands import COMMANDS
from bot.telegram.flood import FloodGuard
from bot.telegram.floor import schedule_page_round
from bot.telegram.intake import flood_check, on_error, on_other, on_unknown_command
from bot.telegram.menus import set_default_menus
from bot.telegram.reports import on_text
from bot.telegram.retention import schedule_retention
from bot.telegram.services import SERVICES_KEY, Services
from bot.telegram.throttling import PerChatUpdateProcessor, TelegramRateLimiter
from bot.telegram.voice import VoiceHandler
from bot.telegram.voice_notes import (
    CORRECTION_REPLY,
    FIX_CALLBACK,
    VOICE_MEDIA,
    on_correction,
    on_fix_button,
    on_voice,
)

ALLOWED_UPDATES = [Update.MESSAGE, Update.EDITED_MESSAGE, Update.CALLBACK_QUERY]
WARM_UP_REPORT = "Ciegas 250-500. UTG sube a 1.100."


def token_problem(config: BotConfig) -> bool:
    """True when the Bot API rejects the token: checked before the Application starts, whose own failure
    is a traceback that prints the token."""

    async def rejected() -> bool:
        try:
            async with Bot(config.token, base_url=_api_url(config.base_url)):  # initialising asks getMe
                return False
        except InvalidToken:
            return True
        except NetworkError:  # the network may come back: the Application retries
            return False

    return asyncio.run(rejected())


def _api_url(base_url: str | None) -> str:
    return base_url or "https://api.telegram.org/bot"


def build_application(
    config: BotConfig, store: Store, voice_handler: VoiceHandler | None = None
) -> Application:
    if not config.token:
        raise ValueError("no bot token configured")
    builder = (
        Application.builder()
        .token(config.token)
        .rate_limiter(
            TelegramRateLimiter(
                config.send_retries, config.chat_send_interval_seconds, shared_url=config.broker_url
            )
        )
        .concurrent_updates(PerChatUpdateProcessor())
        .post_init(_post_init)
        .post_shutdown(_post_shutdown)
    )
    if config.base_url:
        builder = builder.base_url(config.base_url).base_file_url(config.base_file_url or config.base_url)
    app = builder.build()
    if voice_handler is None and config.voice_enabled:
        voice_handler = VoiceHandler(config.voice_config())
    app.bot_data[SERVICES_KEY] = Services(
        config, store, FloodGuard(config.flood_burst, config.flood_per_minute), voice_handler
    )
    _add_handlers(app)
    schedule_page_round(app.job_queue, 0.0)
    schedule_retention(app, config.audit_retention_days)
    return app


def _add_handlers(app: Application) -> None:
    app.add_handler(TypeHandler(Update, flood_check), group=-1)
    for name, handler in COMMANDS.items():
        app.add_handler(CommandHandler(name, handler, filters=filters.UpdateType.MESSAGE))
    new_messages = filters.UpdateType.MESSAGE
    app.add_handler(MessageHandler(CORRECTION_REPLY, on_correction))  # before on_text: replies to a prompt
    app.add_handler(MessageHandler(new_messages & filters.TEXT & ~filters.COMMAND, on_text))
    edited = filters.UpdateType.EDITED_MESSAGE & filters.TEXT & ~filters.COMMAND
    app.add_handler(MessageHandler(edited, on_text))  # a corrected report is ruled again
    app.add_handler(MessageHandler(new_messages & VOICE_MEDIA, _voice_entry(app)))
    private = new_messages & filters.ChatType.PRIVATE
    app.add_handler(MessageHandler(private & filters.COMMAND, on_unknown_command))
    app.add_handler(MessageHandler(private & ~filters.StatusUpdate.ALL & ~filters.COMMAND, on_other))
    app.add_handler(CallbackQueryHandler(on_fix_button, pattern=FIX_CALLBACK))
    app.add_handler(CallbackQueryHandler(on_callback))
    app.add_error_handler(on_error)


def _voice_entry(app: Application):
    """Voice notes transcribed here (inline), or queued for ``floorcall worker`` processes (celery)."""
    config = app.bot_data[SERVICES_KEY].config
    if config.voice_queue == "celery":
        from bot.scale.enqueue import queue_voice_handler

        return queue_voice_handler(config)
    return on_voice


async def _post_init(app: Application) -> None:
    svc: Services = app.bot_data[SERVICES_KEY]
    if svc.voice_handler is not None:
        svc.voice_handler.start()  # the model loads in a thread while text is already served
    await set_default_menus(app.bot, svc.config)
    await asyncio.to_thread(answer, WARM_UP_REPORT)  # load the corpus and lexicons before the first user


async def _post_shutdown(app: Application) -> None:
    voice: VoiceHandler | None = app.bot_data[SERVICES_KEY].voice_handler
    if voice is not None:
        voice.close()
