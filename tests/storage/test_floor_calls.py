"""Floor calls: stored first, TD-only transitions with history, atomic claims of due pages."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

import pytest

from bot.storage import CallState, InvalidTransition, NotAllowed, NotFound, Role, open_store

NOW = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)
MINUTE = timedelta(seconds=60)
RULING = {"action": "call", "total": 1100, "rules": ["tda-2024:45-A"], "floor": True}


@pytest.fixture
def room(store):
    """Room A with a dealer at table 12, a TD, a backup TD, a player; and a TD of another room."""
    a, b = store.create_room("A"), store.create_room("B")
    store.register_chat(-500, "es", Role.DEALER, a.id, 12)
    store.register_chat(10, "es", Role.TD, a.id)
    store.register_chat(11, "es", Role.TD, a.id, td_backup=True)
    store.register_chat(20, "es", Role.PLAYER, a.id)
    store.register_chat(30, "en", Role.TD, b.id)
    return a


def new_call(store, room, now=NOW, **kw):
    return store.create_floor_call(
        room.id, 12, -500, "el del 5 tira una de mil", proposed_ruling=RULING, now=now, **kw
    )


def test_create_stores_everything_pending_and_due_now(store, room):
    call = new_call(store, room, transcript="el del cinco tira una de mil")
    stored = store.get_floor_call(call.id)
    assert stored == call
    assert (stored.state, stored.attempts, stored.next_page_at, stored.backup_paged) == (
        CallState.PENDING,
        0,
        NOW,
        False,
    )
    assert stored.proposed_ruling == RULING and stored.transcript == "el del cinco tira una de mil"
    assert [(h.from_state, h.to_state, h.by_chat) for h in store.history(call.id)] == [
        (None, CallState.PENDING, -500)
    ]
    assert [c.id for c in store.open_floor_calls(room.id)] == [call.id]


def test_only_a_td_of_that_room_can_act(store, room):
    call = new_call(store, room)
    assert store.td_can_act(10, call.id) and store.td_can_act(11, call.id)
    assert not store.td_can_act(20, call.id)  # player of the room
    assert not store.td_can_act(-500, call.id)  # the dealer
    assert not store.td_can_act(30, call.id)  # TD of another room
    assert not store.td_can_act(999, call.id)  # stranger
    assert not store.td_can_act(10, call.id + 1000)  # no such call
    for chat in (20, 30, 999):
        with pytest.raises(NotAllowed):
            store.transition(call.id, CallState.RESOLVED, chat, now=NOW)
    assert store.get_floor_call(call.id).state is CallState.PENDING
    assert len(store.history(call.id)) == 1


def test_transitions_record_history_and_stop_paging(store, room):
    call = new_call(store, room)
    acked = store.transition(call.id, CallState.ACKNOWLEDGED, 10, now=NOW + timedelta(seconds=20))
    assert (acked.state, acked.assigned_td, acked.next_page_at) == (CallState.ACKNOWLEDGED, 10, None)
    store.transition(call.id, CallState.ON_THE_WAY, 10, now=NOW + timedelta(seconds=25))
    done = store.transition(
        call.id, CallState.RESOLVED, 11, now=NOW + timedelta(seconds=90), final_decision="as proposed"
    )
    assert (done.state, done.final_decision, done.assigned_td) == (CallState.RESOLVED, "as proposed", 10)
    assert [(h.by_chat, h.from_state, h.to_state, h.at - NOW) for h in store.history(call.id)] == [
        (-500, None, CallState.PENDING, timedelta(0)),
        (10, CallState.PENDING, CallState.ACKNOWLEDGED, timedelta(seconds=20)),
        (10, CallState.ACKNOWLEDGED, CallState.ON_THE_WAY, timedelta(seconds=25)),
        (11, CallState.ON_THE_WAY, CallState.RESOLVED, timedelta(seconds=90)),
    ]
    assert store.open_floor_calls() == []
    assert store.claim_due_pages(NOW + timedelta(hours=1), "w") == []


@pytest.mark.parametrize(
    "path, refused",
    [
        ([CallState.RESOLVED], CallState.ACKNOWLEDGED),  # stale "Acknowledge" after resolution
        ([CallState.RESOLVED], CallState.RESOLVED),  # double tap
        ([CallState.ON_THE_WAY], CallState.ACKNOWLEDGED),  # no going back
        ([CallState.ACKNOWLEDGED], CallState.ACKNOWLEDGED),  # a second TD acknowledging
        ([], CallState.PENDING),
    ],
)
def test_disallowed_transitions_change_nothing(store, room, path, refused):
    call = new_call(store, room)
    for state in path:
        store.transition(call.id, state, 10, now=NOW)
    before = store.get_floor_call(call.id)
    with pytest.raises(InvalidTransition):
        store.transition(call.id, refused, 11, now=NOW + MINUTE)
    assert store.get_floor_call(call.id) == before
    assert len(store.history(call.id)) == 1 + len(path)


def test_decision_only_with_resolution_and_unknown_calls(store, room):
    call = new_call(store, room)
    with pytest.raises(ValueError):
        store.transition(call.id, CallState.ACKNOWLEDGED, 10, final_decision="x")
    with pytest.raises(NotFound):
        store.transition(call.id + 1000, CallState.ACKNOWLEDGED, 10)


def test_paging_schedule_first_page_repage_then_backup(store, room):
    call = new_call(store, room)
    assert store.claim_due_pages(NOW - timedelta(seconds=1), "w1") == []  # not due yet
    first = store.claim_due_pages(NOW, "w1", repage_after=MINUTE)
    assert [(c.id, c.attempts, c.backup_paged, c.claimed_by) for c in first] == [(call.id, 1, False, "w1")]
    assert first[0].next_page_at == NOW + MINUTE
    assert store.claim_due_pages(NOW + timedelta(seconds=59), "w1") == []  # claimed: not due again yet
    second = store.claim_due_pages(NOW + MINUTE, "w2", repage_after=MINUTE)
    assert [(c.attempts, c.backup_paged) for c in second] == [(2, False)]  # first miss: page again
    third = store.claim_due_pages(NOW + 2 * MINUTE, "w1", repage_after=MINUTE)
    assert [(c.attempts, c.backup_paged) for c in third] == [(3, True)]  # second miss: backup TD too
    store.transition(call.id, CallState.ACKNOWLEDGED, 11, now=NOW + 2 * MINUTE)
    assert store.claim_due_pages(NOW + 10 * MINUTE, "w1") == []


def test_claims_respect_limit_and_due_order(store, room):
    calls = [new_call(store, room, first_page_at=NOW + timedelta(seconds=i)) for i in (3, 1, 2)]
    got = store.claim_due_pages(NOW + timedelta(seconds=5), "w", limit=2)
    assert sorted(c.id for c in got) == sorted([calls[1].id, calls[2].id])  # the two due earliest
    assert [c.id for c in store.claim_due_pages(NOW + timedelta(seconds=5), "w", limit=2)] == [calls[0].id]


def test_pending_calls_survive_reopening(store, store_target, room):
    call = new_call(store, room)
    store.claim_due_pages(NOW, "before-restart", repage_after=MINUTE)
    store.close()
    reopened = open_store(store_target)
    try:
        assert [c.id for c in reopened.open_floor_calls()] == [call.id]
        again = reopened.claim_due_pages(NOW + MINUTE, "after-restart")
        assert [(c.id, c.attempts) for c in again] == [(call.id, 2)]
    finally:
        reopened.close()


def test_concurrent_workers_each_page_a_call_once(store, store_target, room):
    calls = [new_call(store, room) for _ in range(40)]
    claimed: dict[str, list[int]] = {}
    barrier = threading.Barrier(4)

    def work(worker: str) -> None:
        own = open_store(store_target)
        mine: list[int] = []
        try:
            barrier.wait()
            while batch := own.claim_due_pages(NOW, worker, limit=3, repage_after=MINUTE):
                mine.extend(c.id for c in batch)
        finally:
            own.close()
        claimed[worker] = mine

    threads = [threading.Thread(target=work, args=(f"w{i}",)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    every_claim = [i for ids in claimed.values() for i in ids]
    assert sorted(every_claim) == sorted(c.id for c in calls)  # each call exactly once
    assert all(store.get_floor_call(c.id).attempts == 1 for c in calls)
    owners = {store.get_floor_call(i).claimed_by: None for i in every_claim}
    assert set(owners) <= set(claimed)


def test_concurrent_acknowledgements_one_wins(store, store_target, room):
    call = new_call(store, room)
    outcomes: list[str] = []
    barrier = threading.Barrier(2)

    def ack(td: int) -> None:
        own = open_store(store_target)
        try:
            barrier.wait()
            own.transition(call.id, CallState.ACKNOWLEDGED, td, now=NOW)
            outcomes.append("ok")
        except InvalidTransition:
            outcomes.append("refused")
        finally:
            own.close()

    threads = [threading.Thread(target=ack, args=(td,)) for td in (10, 11)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == ["ok", "refused"]
    assert len(store.history(call.id)) == 2
