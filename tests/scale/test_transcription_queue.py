"""Voice notes on the Celery queue: a transcription worker killed mid-job, the job handed out again and the
note answered exactly once; the model loaded once per worker process."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

from bot.storage import Role, Store
from tests.support.fake_bot_api import FakeBotApi

DEALER = 1001
REPORT = "Ciegas 250-500. El de UTG sube a 1.100 y el siguiente tira callado una de mil y una de quinientos."
NOTE_SECONDS = 3.0  # the stand-in's "transcription" time: the window in which the worker is killed


def seed(store: Store, api: FakeBotApi) -> None:
    room = store.create_room("Festival", "tda")
    store.register_chat(DEALER, "es", Role.DEALER, room.id, 7, "Dealer")
    api.add_chat(DEALER)


def queue_settings(settings: dict, broker_url: str, **extra: object) -> dict:
    return dict(
        settings,
        voice_queue="celery",
        broker_url=broker_url,
        voice_transcriber="tests.scale.stand_in:slow_echo",
        **extra,
    )


def replying_to(message_id: int):
    return lambda call: (call.params.get("reply_parameters") or {}).get("message_id") == message_id


def replies_to(api: FakeBotApi, message_id: int) -> list:
    return list(filter(replying_to(message_id), api.calls_to("sendMessage", chat_id=DEALER)))


def loads(log: Path) -> list[str]:
    return log.read_text().split() if log.exists() else []


def test_a_job_whose_worker_process_is_killed_is_redelivered_and_answered_once(
    fake_bot_api, store, settings, broker_url, processes, tmp_path
):
    seed(store, fake_bot_api)
    config = queue_settings(settings, broker_url)
    load_log = tmp_path / "loads.txt"
    env = {"FLOORCALL_TEST_NOTE_DELAY": str(NOTE_SECONDS), "FLOORCALL_TEST_LOAD_LOG": str(load_log)}
    worker = processes("worker", "transcriber", config, env)
    bot = processes("bot", "bot", config).wait_listening()

    update = fake_bot_api.inject_voice(DEALER, REPORT.encode())
    note = update["message"]["message_id"]
    assert bot.post(update) == 200
    fake_bot_api.wait_for("getFile", timeout=40)  # the job started: the note is being heard
    (pool_process,) = worker.children()
    assert loads(load_log) == [str(pool_process)]  # loaded once, in the process running the job
    os.kill(pool_process, signal.SIGKILL)  # mid-job: the note is still being heard

    fake_bot_api.wait_for("getFile", count=2, timeout=40)  # handed out again, to a new pool process
    fake_bot_api.wait_for("sendMessage", chat_id=DEALER, timeout=NOTE_SECONDS + 20, where=replying_to(note))
    time.sleep(1.0)  # a second answer would come now
    (reply,) = replies_to(fake_bot_api, note)
    assert reply.params["text"].startswith("<i>Heard: " + REPORT[:20])
    assert "1.100" in reply.params["text"]  # ruled like typed text
    assert store.voice_reply_state(DEALER, note) == "answered"
    assert len(store.list_audit()) == 1
    assert len(set(loads(load_log))) == 2 and pool_process not in map(int, loads(load_log)[1:])


def test_a_job_whose_whole_worker_died_is_answered_once_by_another(
    fake_bot_api, store, settings, broker_url, processes, tmp_path
):
    seed(store, fake_bot_api)
    config = queue_settings(settings, broker_url, voice_redeliver_seconds=2.0)
    load_log = tmp_path / "loads.txt"
    env = {"FLOORCALL_TEST_NOTE_DELAY": str(NOTE_SECONDS), "FLOORCALL_TEST_LOAD_LOG": str(load_log)}
    first = processes("worker", "first", config, env)
    bot = processes("bot", "bot", config).wait_listening()
    update = fake_bot_api.inject_voice(DEALER, REPORT.encode())
    note = update["message"]["message_id"]
    assert bot.post(update) == 200
    fake_bot_api.wait_for("getFile", timeout=40)  # the first worker holds the job (prefetch 1, unacked)
    processes("worker", "second", config, env)
    for pid in [*first.children(), first.pid]:  # the machine is gone: main process and pool together
        os.kill(pid, signal.SIGKILL)
    fake_bot_api.wait_for("sendMessage", chat_id=DEALER, timeout=45, where=replying_to(note))
    time.sleep(1.0)
    assert len(replies_to(fake_bot_api, note)) == 1
    assert len(fake_bot_api.calls_to("getFile")) == 2  # heard again by the second worker
    assert store.voice_reply_state(DEALER, note) == "answered"
