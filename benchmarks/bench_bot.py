"""Telegram bot latency through the real python-telegram-bot Application and the local fake Bot API.

1. Update to reply: a text report injected as an update -> the bot's sendMessage with the ruling
   reaches the server (getUpdates long poll, parse, rule, audit append on SQLite, HTML, rate limiter).
2. Floor call: a dealer's report whose ruling goes to the floor -> the TD's page reaches the server
   (as 1, plus storing the call and claiming its first page).
Both times are taken at the server (when the update is queued, when the request arrives). Reports are
spaced 60 ms apart and come from different chats, so Telegram's pacing (30 a second overall, one a
second per chat) never holds a message back: what is measured is the bot's own latency.

Run: python benchmarks/bench_bot.py [--reports N]
Targets (issue 6): update-to-reply median < 30 ms; dealer message to TD page < 100 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.config import BotConfig  # noqa: E402
from bot.storage import Role, Store, open_store  # noqa: E402
from bot.telegram.app import ALLOWED_UPDATES, build_application  # noqa: E402
from tests.support.fake_bot_api import FakeBotApi  # noqa: E402

PLAIN_REPORT = (
    "Ciegas 250-500. El de UTG sube a 1.100 y el siguiente tira callado una de mil y una de quinientos."
)
FLOOR_REPORT = "Ciegas 1000-2000. En el flop A apuesta 2.000, B sube a 8.000 y C pone 2.000 sin decir nada."
SPACING_SECONDS = 0.06


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary(name: str, values: list[float], target: float) -> str:
    median = statistics.median(values)
    verdict = "ok" if median < target else "OVER TARGET"
    return (
        f"{name}: median {median:.1f} ms, p90 {percentile(values, 0.9):.1f} ms, max {max(values):.1f} ms "
        f"over {len(values)} (target median < {target:g} ms: {verdict})"
    )


def seed(store: Store, api: FakeBotApi, count: int) -> tuple[list[int], list[tuple[int, int]]]:
    """Players of one room, and (dealer, TD) pairs each in a room of their own."""
    room = store.create_room("Bench")
    players = list(range(10_000, 10_000 + count))
    for chat_id in players:
        store.register_chat(chat_id, "es", Role.PLAYER, room.id)
    pairs = []
    for i in range(count):
        own = store.create_room(f"Bench {i}")
        dealer, td = 20_000 + i, 30_000 + i
        store.register_chat(dealer, "es", Role.DEALER, own.id, 1)
        store.register_chat(td, "es", Role.TD, own.id)
        api.add_chat(td)
        pairs.append((dealer, td))
    return players, pairs


async def measure(api: FakeBotApi, chat_id: int, text: str, target_chat: int) -> float:
    queued = time.monotonic()
    api.inject_message(chat_id, text)
    (call,) = await api.wait_for_async("sendMessage", chat_id=target_chat, timeout=10)
    return (call.at - queued) * 1000


async def run(reports: int) -> None:
    with tempfile.TemporaryDirectory() as tmp, FakeBotApi() as api:
        config = BotConfig(
            token=api.token,
            database=str(Path(tmp) / "bench.sqlite3"),
            base_url=api.base_url,
            base_file_url=api.base_file_url,
        )
        store = open_store(config.database)
        players, pairs = seed(store, api, reports)
        app = build_application(config, store)
        async with app:
            await app.post_init(app)
            await app.start()
            await app.updater.start_polling(poll_interval=0, timeout=5, allowed_updates=ALLOWED_UPDATES)
            replies, pages = [], []
            for chat_id in players:
                replies.append(await measure(api, chat_id, PLAIN_REPORT, chat_id))
                await asyncio.sleep(SPACING_SECONDS)
            for dealer, td in pairs:
                pages.append(await measure(api, dealer, FLOOR_REPORT, td))
                await asyncio.sleep(SPACING_SECONDS)
            await app.updater.stop()
            await app.stop()
        store.close()
        assert api.violations == [], api.violations
        assert api.limit_breaches() == [], api.limit_breaches()
    print(summary("update to reply (text report)", replies, 30))
    print(summary("dealer message to TD page", pages, 100))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--reports", type=int, default=100)
    asyncio.run(run(parser.parse_args().reports))


if __name__ == "__main__":
    main()
