"""Point 11: Telegram's send limits hold for all webhook workers together when a broker is configured.

Two real Applications (two workers) send at once through the fake Bot API, which checks every window:
30 messages a second overall, one a second per chat. Without the shared limiter each worker keeps its own
count and together they break the limit (the control case); with it they stay within."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import pytest

from bot.config import BotConfig
from bot.storage import open_store
from bot.telegram.app import build_application
from tests.support.fake_bot_api import FakeBotApi

PER_WORKER = 40  # 80 messages: two workers at 29 a second each would send 58 in one second
SAME_CHAT = 3  # three messages each to one chat: one a second for the pair, not for each worker


async def _two_workers_send(config: BotConfig, chats: range, shared_chat: int) -> None:
    workers = [build_application(config, open_store(config.database)) for _ in range(2)]
    for app in workers:
        await app.initialize()
    try:
        sends = [
            app.bot.send_message(chat, f"worker {n}, chat {chat}")
            for n, app in enumerate(workers)
            for chat in [*chats[n * PER_WORKER : (n + 1) * PER_WORKER], *[shared_chat] * SAME_CHAT]
        ]
        await asyncio.gather(*sends)
    finally:
        for app in workers:
            await app.shutdown()


@pytest.fixture
def worker_config(fake_bot_api: FakeBotApi, tmp_path) -> BotConfig:
    return BotConfig(
        token=fake_bot_api.token,
        database=str(tmp_path / "fc.sqlite3"),
        base_url=fake_bot_api.base_url,
        base_file_url=fake_bot_api.base_file_url,
    )


def _send(api: FakeBotApi, config: BotConfig) -> list[str]:
    chats = range(7000, 7000 + 2 * PER_WORKER)
    for chat in [*chats, 6999]:
        api.add_chat(chat)
    asyncio.run(_two_workers_send(config, chats, 6999))
    assert len(api.sent_messages()) == 2 * PER_WORKER + 2 * SAME_CHAT  # nothing lost
    return api.limit_breaches(chat_per_s=1)


def test_two_workers_share_one_limit_through_redis(fake_bot_api, worker_config, broker_url):
    assert _send(fake_bot_api, replace(worker_config, broker_url=broker_url)) == []


def test_without_the_shared_limiter_two_workers_break_the_limit(fake_bot_api, worker_config):
    breaches = _send(fake_bot_api, worker_config)  # the control: each worker counts only its own
    assert any("overall" in b for b in breaches) and any("chat 6999" in b for b in breaches)
