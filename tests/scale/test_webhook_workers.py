"""Two webhook bot workers on one PostgreSQL: each update answered once, floor calls re-paged by whichever
worker is alive, and the database restarted under them."""

from __future__ import annotations

import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from bot.storage import Role, Store
from bot.telegram.texts import t
from tests.scale.servers import BotWorker
from tests.support.fake_bot_api import FakeBotApi

FLOOR_REPORT = "Ciegas 1000-2000. En el flop A apuesta 2.000, B sube a 8.000 y C pone 2.000 sin decir nada."
REPORTS = [
    "Ciegas 250-500. El de UTG sube a 1.100 y el siguiente tira callado una de mil y una de quinientos.",
    "Ciegas 100-200. UTG sube a 600 y el siguiente pone una ficha de 1.000 sin decir nada.",
    "Blinds 500-1000. UTG raises to 2,500 and the next player silently puts out a single 5,000 chip.",
]
DEALERS = range(1001, 1007)
TD = 2001


def seed(store: Store, api: FakeBotApi) -> None:
    room = store.create_room("Festival", "tda")
    for i, chat_id in enumerate(DEALERS):
        store.register_chat(chat_id, "es", Role.DEALER, room.id, i + 1, f"Dealer {i + 1}")
        api.add_chat(chat_id)
    store.register_chat(TD, "es", Role.TD, room.id, display_name="TD")
    api.add_chat(TD)


def replies_to(api: FakeBotApi, chat_id: int, message_id: int) -> list[Any]:
    return [
        c
        for c in api.calls_to("sendMessage", chat_id=chat_id)
        if (c.params.get("reply_parameters") or {}).get("message_id") == message_id
    ]


def answered(api: FakeBotApi, updates: list[dict[str, Any]]) -> Counter:
    """How many replies each update's message got."""
    return Counter(
        {
            u["update_id"]: len(replies_to(api, u["message"]["chat"]["id"], u["message"]["message_id"]))
            for u in updates
        }
    )


def wait_answered(api: FakeBotApi, updates: list[dict[str, Any]], timeout: float = 30) -> Counter:
    deadline = time.monotonic() + timeout
    while True:
        counts = answered(api, updates)
        if all(counts[u["update_id"]] for u in updates) or time.monotonic() > deadline:
            time.sleep(0.5)  # a duplicate would come now
            return answered(api, updates)
        time.sleep(0.1)


def post_to_all(workers: list[BotWorker], updates: list[dict[str, Any]]) -> None:
    """Every update to every worker at once, the order of the workers turning with each update."""
    with ThreadPoolExecutor(max_workers=16) as pool:
        jobs = [
            pool.submit(worker.post, update)
            for i, update in enumerate(updates)
            for worker in workers[i % len(workers) :] + workers[: i % len(workers)]
        ]
        assert all(job.result() == 200 for job in jobs)


def reports(api: FakeBotApi, per_chat: int) -> list[dict[str, Any]]:
    return [
        api.inject_message(chat_id, REPORTS[(chat_id + n) % len(REPORTS)])
        for n in range(per_chat)
        for chat_id in DEALERS
    ]


def test_two_workers_fed_the_same_updates_answer_each_once(fake_bot_api, store, settings, processes):
    seed(store, fake_bot_api)
    workers = [processes("bot", name, settings) for name in ("a", "b")]
    for worker in workers:
        worker.wait_listening()
    updates = reports(fake_bot_api, per_chat=4)
    post_to_all(workers, updates)
    counts = wait_answered(fake_bot_api, updates)
    assert set(counts.values()) == {1}, counts  # none lost, none answered twice
    handled_by = Counter(store.update_worker(u["update_id"]) for u in updates)
    assert set(handled_by) == {w.worker_id() for w in workers}  # both took a share
    assert len(store.list_audit()) == len(updates)  # one ruling recorded per update


def test_a_floor_call_whose_worker_died_is_paged_again_by_the_other(fake_bot_api, store, settings, processes):
    seed(store, fake_bot_api)
    settings = dict(settings, repage_seconds=2.0)
    a, b = (processes("bot", name, settings) for name in ("a", "b"))
    a.wait_listening(), b.wait_listening()
    update = fake_bot_api.inject_message(DEALERS[0], FLOOR_REPORT)
    assert a.post(update) == 200
    fake_bot_api.wait_for("sendMessage", chat_id=TD, timeout=20)  # the first page
    (call,) = store.open_floor_calls()
    # Either worker may send the first page: a's handler claims the call at once, but b's paging round
    # can come between the insert and that claim. Whichever paged it dies; the other must page again.
    by_worker = {a.worker_id(): (a, b), b.worker_id(): (b, a)}
    assert call.claimed_by in by_worker
    paged_first, survivor = by_worker[call.claimed_by]
    paged_first.kill()
    pages = fake_bot_api.wait_for("sendMessage", count=2, chat_id=TD, timeout=20)
    again = store.get_floor_call(call.id)
    assert again.claimed_by == survivor.worker_id() and again.attempts >= 2
    assert "B sube a 8.000" in pages[-1].params["text"]  # the page carries the report


def test_the_workers_recover_when_the_database_restarts(
    fake_bot_api, store, settings, processes, scale_postgres
):
    seed(store, fake_bot_api)
    workers = [processes("bot", name, settings) for name in ("a", "b")]
    for worker in workers:
        worker.wait_listening()
    before = reports(fake_bot_api, per_chat=1)
    post_to_all(workers, before)
    assert set(wait_answered(fake_bot_api, before).values()) == {1}
    scale_postgres.restart()
    time.sleep(0.5)  # a few paging rounds against the new server
    after = reports(fake_bot_api, per_chat=2)
    post_to_all(workers, after)
    counts = wait_answered(fake_bot_api, after)
    assert set(counts.values()) == {1}, counts
    faults = [t(lang, "internal_error") for lang in ("es", "en")]
    assert not [c for c in fake_bot_api.calls_to("sendMessage") if c.params["text"] in faults]
