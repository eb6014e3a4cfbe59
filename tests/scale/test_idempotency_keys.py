"""The exactly-once keys on both engines: updates claimed once, voice replies claimed once with a lease."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

import pytest

from bot.storage import open_store
from bot.storage.idempotency import ReplyClaim
from tests.support.postgres_server import fresh_schema

NOW = datetime(2025, 3, 1, 20, 0, tzinfo=UTC)
LEASE = timedelta(seconds=60)


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request, tmp_path):
    if request.param == "sqlite":
        s = open_store(tmp_path / "fc.sqlite3")
        yield s
        s.close()
        return
    with fresh_schema(request.getfixturevalue("postgres_base_url")) as url:
        s = open_store(url)
        yield s
        s.close()


def test_an_update_is_claimed_by_one_of_many_racing_workers(store):
    winners: list[str] = []
    start = threading.Barrier(8)

    def race(worker: str) -> None:
        start.wait()
        if store.claim_update(777, worker, NOW):
            winners.append(worker)

    threads = [threading.Thread(target=race, args=(f"w{i}",)) for i in range(8)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert len(winners) == 1
    assert store.update_worker(777) == winners[0]
    assert store.claim_update(778, "w0", NOW)  # another update is free


def test_old_update_keys_are_forgotten(store):
    store.claim_update(1, "a", NOW - timedelta(days=3))
    store.claim_update(2, "a", NOW)
    assert store.forget_updates(NOW - timedelta(days=2)) == 1
    assert store.update_worker(1) is None and store.update_worker(2) == "a"


def test_a_voice_reply_is_claimed_once_then_answered(store):
    assert store.claim_voice_reply(5, 9, "a", NOW, LEASE).outcome is ReplyClaim.CLAIMED
    busy = store.claim_voice_reply(5, 9, "b", NOW + timedelta(seconds=10), LEASE)
    assert busy.outcome is ReplyClaim.BUSY and busy.retry_after == timedelta(seconds=50)
    assert store.voice_reply_state(5, 9) == "answering"
    store.finish_voice_reply(5, 9, 42, NOW + timedelta(seconds=11))
    assert store.voice_reply_state(5, 9) == "answered"
    late = store.claim_voice_reply(5, 9, "b", NOW + timedelta(hours=1), LEASE)
    assert late.outcome is ReplyClaim.ANSWERED


def test_a_claim_whose_worker_died_is_taken_over_after_its_lease(store):
    store.claim_voice_reply(5, 9, "dead", NOW, LEASE)
    after = NOW + LEASE + timedelta(seconds=1)
    assert store.claim_voice_reply(5, 9, "b", after, LEASE).outcome is ReplyClaim.CLAIMED
    assert store.claim_voice_reply(5, 9, "c", after, LEASE).outcome is ReplyClaim.BUSY
