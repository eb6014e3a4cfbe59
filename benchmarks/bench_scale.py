"""Past one machine: text rulings per second through 1 and 2 webhook bot workers on one PostgreSQL, and voice
notes per minute through one transcription worker (Celery, Redis) with a ``base``-size whisper of random
weights, decoding capped at 20 tokens per note (a realistic 5-second Spanish report is 15-25 tokens).

Everything runs on this machine against the fake Bot API: the workers, PostgreSQL, Redis, the fake Telegram
and the load generator share the same cores, so these are floors for a real deployment, not ceilings.
Telegram's overall limit (about 30 messages a second per bot, ``bot/telegram/throttling.py``) is lifted in
the text run to measure the workers themselves; a real bot cannot send faster than that whatever the number
of workers, and each worker process applies the limit on its own (see the note in the final report).

Run: python benchmarks/bench_scale.py [--updates 300] [--notes 6]

Measured (2 cores, everything on the same machine, other suites running at times):

    text rulings, 1 webhook worker:   70 updates/s (300 updates; 97/s in a run of 120)
    text rulings, 2 webhook workers: 168 updates/s (300 updates; 215/s in a run of 120)
    voice notes, 1 transcription worker, base random weights, <= 20 tokens: 41.5 notes/min (~1.45 s each)

Two workers give more than twice one: parsing and ruling are pure Python, so one process uses about one core
(the GIL) and a second process on the same machine uses the other. Add workers per machine up to its cores.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.config import BotConfig  # noqa: E402
from bot.scale.transcribers import whisper_transcriber  # noqa: E402
from bot.scale.voice_jobs import NoteTranscriber  # noqa: E402
from bot.storage import Role, open_store  # noqa: E402
from tests.scale.servers import REPO, BotWorker, TranscriptionWorker, free_port  # noqa: E402
from tests.support.fake_bot_api import FakeBotApi  # noqa: E402
from tests.support.postgres_server import fresh_schema, postgres_url  # noqa: E402

REPORTS = [
    "Ciegas 250-500. El de UTG sube a 1.100 y el siguiente tira callado una de mil y una de quinientos.",
    "Blinds 500-1000. UTG raises to 2,500 and the next player silently puts out a single 5,000 chip.",
    "Ciegas 100-200. UTG sube a 600 y el siguiente pone una ficha de 1.000 sin decir nada.",
]
SPOKEN = (
    "Ciegas doscientos cincuenta quinientos. El de UTG sube a mil cien y el siguiente tira una ficha de mil."
)
CHATS = range(5001, 5061)
MAX_TOKENS = 20


class UnthrottledBot(BotWorker):
    """A webhook worker with Telegram's overall send limit lifted (the fake Bot API has none)."""

    launcher = [
        "-c",
        "import sys, bot.telegram.throttling as t; t.OVERALL_SLOTS = 10**6;"
        " from bot.cli import main; sys.argv[0] = 'floorcall'; sys.exit(main(sys.argv[1:]))",
    ]


def capped_whisper(config: BotConfig) -> NoteTranscriber:
    """``voice_transcriber`` for the benchmark: the real pipeline, at most MAX_TOKENS decoded per window."""
    return whisper_transcriber(config, max_tokens_per_window=MAX_TOKENS)


def replied(api: FakeBotApi) -> set[tuple[int, int]]:
    return {
        (c.params["chat_id"], c.params["reply_parameters"]["message_id"])
        for c in api.calls_to("sendMessage")
        if c.params.get("reply_parameters")
    }


def wait_all(api: FakeBotApi, wanted: set[tuple[int, int]], timeout: float) -> float:
    deadline = time.monotonic() + timeout
    while not wanted <= replied(api):
        if time.monotonic() > deadline:
            raise TimeoutError(f"{len(wanted - replied(api))} of {len(wanted)} not answered")
        time.sleep(0.02)
    return time.monotonic()


def seed(database: str, api: FakeBotApi) -> None:
    store = open_store(database)
    room = store.create_room("Festival", "tda")
    for i, chat_id in enumerate(CHATS):
        store.register_chat(chat_id, "es", Role.DEALER, room.id, i + 1)
        api.add_chat(chat_id)
    store.close()


def text_rate(tmp: Path, api: FakeBotApi, settings: dict[str, Any], workers: int, updates: int) -> float:
    """Updates per second, posted round-robin (a load balancer) by 16 client threads."""
    bots = [UnthrottledBot(tmp, f"bot{workers}-{i}", settings) for i in range(workers)]
    try:
        for bot in bots:
            bot.wait_listening(60)
        time.sleep(2.0)  # post_init's warm-up report
        batch = [api.inject_message(CHATS[i % len(CHATS)], REPORTS[i % len(REPORTS)]) for i in range(updates)]
        wanted = {(u["message"]["chat"]["id"], u["message"]["message_id"]) for u in batch}
        start = time.monotonic()
        with ThreadPoolExecutor(16) as pool:
            list(pool.map(lambda iu: bots[iu[0] % workers].post(iu[1]), enumerate(batch)))
        return updates / (wait_all(api, wanted, 300) - start)
    finally:
        for bot in bots:
            bot.stop()


def voice_rate(tmp: Path, api: FakeBotApi, settings: dict[str, Any], notes: int, broker: str) -> float:
    from bot.voice import synthetic

    checkpoint = synthetic.write_random_checkpoint("base", tmp / "base-random.pt")
    note = synthetic.write_spoken_note(SPOKEN, "es", tmp / "note.ogg").read_bytes()
    config = dict(
        settings,
        voice_queue="celery",
        broker_url=broker,
        voice_model=str(checkpoint),
        voice_transcriber="benchmarks.bench_scale:capped_whisper",
    )
    worker = TranscriptionWorker(tmp, "transcriber", config, {})
    bot = BotWorker(tmp, "voice-bot", config)
    try:
        bot.wait_listening(60)
        first = api.inject_voice(CHATS[0], note, duration=5)  # waits for the model to load; not timed
        bot.post(first)
        wait_all(api, {(CHATS[0], first["message"]["message_id"])}, 300)
        batch = [api.inject_voice(CHATS[1 + i], note, duration=5) for i in range(notes)]
        start = time.monotonic()
        for update in batch:
            bot.post(update)
        wanted = {(u["message"]["chat"]["id"], u["message"]["message_id"]) for u in batch}
        return notes / (wait_all(api, wanted, 600) - start) * 60
    finally:
        bot.stop()
        worker.stop()


def redis_server(stack: ExitStack) -> str:
    import os
    import subprocess

    env = dict(os.environ, FLOORCALL_REDIS_PORT=str(free_port()), FLOORCALL_REDIS_DIR=tempfile.mkdtemp())
    script = str(REPO / "scripts" / "ci" / "redis.sh")
    started = subprocess.run(["bash", script], env=env, capture_output=True, text=True, check=True)
    stack.callback(subprocess.run, ["bash", script, "stop"], env=env, capture_output=True)
    return started.stdout.strip().rpartition("=")[2]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--updates", type=int, default=300)
    parser.add_argument("--notes", type=int, default=6)
    args = parser.parse_args()
    with ExitStack() as stack:
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        api = stack.enter_context(FakeBotApi())
        base = stack.enter_context(postgres_url())
        for workers in (1, 2):
            database = stack.enter_context(fresh_schema(base))
            seed(database, api)
            settings = dict(
                token=api.token,
                database=database,
                base_url=api.base_url,
                base_file_url=api.base_file_url,
                chat_send_interval_seconds=0.05,
                flood_burst=100,
            )
            rate = text_rate(tmp, api, settings, workers, args.updates)
            print(f"text rulings, {workers} webhook worker(s): {rate:.0f} updates/s ({args.updates} updates)")
        per_minute = voice_rate(tmp, api, settings, args.notes, redis_server(stack))
        label = f"base, random weights, <= {MAX_TOKENS} tokens"
        print(f"voice notes, 1 transcription worker ({label}): {per_minute:.1f}/min")


if __name__ == "__main__":
    main()
