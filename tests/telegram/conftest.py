"""The real bot Application, polling the fake Bot API, on an SQLite store in tmp.

``RunningBot`` runs the Application in its own thread and event loop, so the tests stay plain and
synchronous: inject an update, then ``api.wait_for`` what the bot sends. Every test also checks that
nothing the bot sent broke Telegram's broadcast limits: overall and per group always; one message a
second per chat where the test keeps the real spacing (``REAL_CHAT_INTERVAL``). The others space a
chat's messages by 50 ms, so that a test of five steps in one chat does not take five seconds.
"""

from __future__ import annotations

import asyncio
import threading
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from bot.config import BotConfig
from bot.storage import Role, Room, Store, open_store
from bot.telegram.app import ALLOWED_UPDATES, build_application
from bot.telegram.voice import VoiceHandler
from tests.support.fake_bot_api import FakeBotApi

ADMIN_CODE = "INSTALL-TEST-CODE"
REAL_CHAT_INTERVAL = BotConfig.chat_send_interval_seconds
FAST_CHAT_INTERVAL = 0.05
# A report the engine sends to the floor (an undercall: the TD decides), and a plain one.
FLOOR_REPORT = "Ciegas 1000-2000. En el flop A apuesta 2.000, B sube a 8.000 y C pone 2.000 sin decir nada."
PLAIN_REPORT = (
    "Ciegas 250-500. El de UTG sube a 1.100 y el siguiente tira callado una de mil y una de quinientos."
)


class RunningBot:
    def __init__(self, api: FakeBotApi, config: BotConfig, voice_handler: VoiceHandler | None = None):
        self.api, self.config, self.voice_handler = api, config, voice_handler
        self.store: Store = open_store(config.database)
        self._ready = threading.Event()
        self._failed: BaseException | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> RunningBot:
        self._thread = threading.Thread(target=self._run, name="bot-under-test", daemon=True)
        self._thread.start()
        if not self._ready.wait(15) or self._failed:
            raise RuntimeError(f"the bot did not start: {self._failed!r}")
        return self

    def stop(self) -> None:
        if self._thread is None:
            return
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(15)
        self._thread = None
        self.store.close()

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # reported by start()
            self._failed = exc
            self._ready.set()

    async def _main(self) -> None:
        self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
        app = build_application(self.config, self.store, self.voice_handler)
        async with app:
            await app.post_init(app)  # run_polling would; the test drives start and stop itself
            await app.start()
            await app.updater.start_polling(poll_interval=0, timeout=2, allowed_updates=ALLOWED_UPDATES)
            self._ready.set()
            await self._stop.wait()
            await app.updater.stop()
            await app.stop()


@dataclass
class CardRoom:
    """A room with a dealer at table 12, two TDs (one a backup, in English) and a player."""

    room: Room
    dealer: int = 101
    td: int = 201
    backup: int = 202
    player: int = 301


def seed_room(store: Store, api: FakeBotApi) -> CardRoom:
    room = store.create_room("Casino Norte", "tda")
    card = CardRoom(room)
    store.register_chat(card.dealer, "es", Role.DEALER, room.id, 12, "Dealer Marta")
    store.register_chat(card.td, "es", Role.TD, room.id, display_name="Ana")
    store.register_chat(card.backup, "en", Role.TD, room.id, display_name="Bob", td_backup=True)
    store.register_chat(card.player, "es", Role.PLAYER, room.id, display_name="Jugador")
    for chat_id in (card.dealer, card.td, card.backup, card.player):
        api.add_chat(chat_id)  # they have all /started the bot: it may write to them
    return card


@pytest.fixture
def config(fake_bot_api: FakeBotApi, tmp_path: Path) -> BotConfig:
    return BotConfig(
        token=fake_bot_api.token,
        database=str(tmp_path / "floorcall.sqlite3"),
        admin_code=ADMIN_CODE,
        base_url=fake_bot_api.base_url,
        base_file_url=fake_bot_api.base_file_url,
        page_poll_seconds=0.05,
        chat_send_interval_seconds=FAST_CHAT_INTERVAL,
    )


@pytest.fixture
def start_bot(fake_bot_api: FakeBotApi, config: BotConfig):
    """Start the bot (with config overrides); every bot started is stopped, and limits are checked."""
    started: list[RunningBot] = []

    def start(voice_handler: VoiceHandler | None = None, **overrides: Any) -> RunningBot:
        bot = RunningBot(fake_bot_api, replace(config, **overrides), voice_handler).start()
        started.append(bot)
        return bot

    yield start
    for bot in started:
        bot.stop()
    real_spacing = all(b.config.chat_send_interval_seconds >= 1 for b in started)
    assert fake_bot_api.limit_breaches(chat_per_s=1 if real_spacing else None) == []


@pytest.fixture
def bot(start_bot) -> RunningBot:
    return start_bot()


@pytest.fixture
def card(bot: RunningBot, fake_bot_api: FakeBotApi) -> CardRoom:
    return seed_room(bot.store, fake_bot_api)


def buttons(message: dict[str, Any]) -> list[tuple[str, str]]:
    """(label, callback data) of a sent message's inline keyboard, row by row."""
    rows = (message.get("reply_markup") or {}).get("inline_keyboard", [])
    return [(b["text"], b["callback_data"]) for row in rows for b in row]


def button_data(message: dict[str, Any], label: str) -> str:
    return next(data for text, data in buttons(message) if text == label)
