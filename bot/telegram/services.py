"""What every handler needs: the configuration, the store (called off the event loop), the flood guard."""

from __future__ import annotations

import asyncio
import os
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from telegram import Update
from telegram.ext import ContextTypes

from bot.config import BotConfig
from bot.storage import Chat, Room, Store
from bot.telegram.flood import FloodGuard
from bot.telegram.texts import user_lang
from bot.telegram.voice import VoiceHandler

T = TypeVar("T")
SERVICES_KEY = "floorcall"


class Refused(Exception):
    """An action the store turned down (a foreign, forged or stale button); ``key`` names the polite reply."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


@dataclass
class Services:
    config: BotConfig
    store: Store
    flood: FloodGuard
    voice_handler: VoiceHandler | None = None
    worker_id: str = field(default_factory=lambda: f"{socket.gethostname()}:{os.getpid()}")

    async def db(self, fn: Callable[..., T], *args: object, **kwargs: object) -> T:
        """Run a store call in a worker thread: the store is synchronous (see bot/storage)."""
        return await asyncio.to_thread(fn, *args, **kwargs)

    def lang_of_chat(self, chat: Chat | None) -> str:
        return chat.lang if chat is not None else self.config.default_lang

    def lang_of(self, update: Update, chat: Chat | None) -> str:
        """The chat's chosen language, else the user's Telegram language, else the default."""
        if chat is not None:
            return chat.lang
        user = update.effective_user
        return user_lang(user.language_code if user else None, self.config.default_lang)


def services(context: ContextTypes.DEFAULT_TYPE) -> Services:
    return context.application.bot_data[SERVICES_KEY]


def room_and_chat(store: Store, chat_id: int, user_id: int | None = None) -> tuple[Chat | None, Room | None]:
    """The chat as ``user_id`` acts in it (see ``Store.acting_chat``) and its room, in one worker-thread
    hop. Without ``user_id``: the chat's own row (a job that names only the chat)."""
    chat = store.acting_chat(chat_id, user_id)
    room = store.find_room(chat.room_id) if chat is not None and chat.room_id is not None else None
    return chat, room
