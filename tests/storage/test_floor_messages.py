"""What the lifecycle needs from the store, on both engines: messages about a call, a TD's open calls,
the re-paging cap, the resolved call of a ruling."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.storage import CallState, FloorMessageKind, NewAuditEntry, NotFound, Role

NOW = datetime(2026, 4, 1, 21, 0, tzinfo=UTC)
MINUTE = timedelta(minutes=1)


def _room(store):
    room = store.create_room("Sala A")
    store.register_chat(1, "es", Role.DEALER, room.id, 5)
    store.register_chat(2, "es", Role.TD, room.id)
    store.register_chat(3, "es", Role.TD, room.id)
    return room


def test_messages_about_a_call_are_found_by_chat_and_message(store):
    room = _room(store)
    call = store.create_floor_call(room.id, 5, 1, "r", dealer_message_id=77)
    assert call.dealer_message_id == 77
    store.record_floor_message(2, 10, call.id, FloorMessageKind.PAGE)
    store.record_floor_message(3, 10, call.id, FloorMessageKind.PAGE)
    store.record_floor_message(2, 11, call.id, FloorMessageKind.PROMPT)
    store.record_floor_message(2, 11, call.id, FloorMessageKind.PROMPT)  # idempotent
    assert store.floor_message(2, 11).kind is FloorMessageKind.PROMPT
    assert store.floor_message(3, 11) is None
    assert [(m.chat_id, m.message_id) for m in store.floor_messages_of(call.id, FloorMessageKind.PAGE)] == [
        (2, 10),
        (3, 10),
    ]


def test_a_tds_open_calls_are_those_it_took_and_those_nobody_took(store):
    room = _room(store)
    first = store.create_floor_call(room.id, 5, 1, "a")
    second = store.create_floor_call(room.id, 5, 1, "b")
    store.transition(first.id, CallState.ACKNOWLEDGED, 3)
    assert [c.id for c in store.calls_of_td(2)] == [second.id]
    assert [c.id for c in store.calls_of_td(3)] == [first.id, second.id]
    store.transition(second.id, CallState.RESOLVED, 2, final_decision="ok")
    assert store.calls_of_td(2) == []
    assert store.calls_of_td(1) == []  # a dealer has none


def test_re_paging_stops_after_the_cap(store):
    room = _room(store)
    call = store.create_floor_call(room.id, 5, 1, "r", now=NOW)
    attempts = []
    for n in range(5):
        claimed = store.claim_due_pages(NOW + n * MINUTE, "w", repage_after=MINUTE, repage_cap=2)
        attempts.append([(c.attempts, c.next_page_at is None) for c in claimed])
    assert attempts == [[(1, False)], [(2, False)], [(3, True)], [], []]
    assert store.get_floor_call(call.id).state is CallState.PENDING


def test_the_resolved_call_of_a_ruling(store):
    room = _room(store)
    entry = store.append_audit(NewAuditEntry(input_text="r", chat_id=1))
    call = store.create_floor_call(room.id, 5, 1, "r", audit_id=entry.id)
    assert store.resolved_call_of(entry.id) is None
    store.transition(call.id, CallState.RESOLVED, 2, final_decision="ok")
    assert store.resolved_call_of(entry.id).id == call.id


def test_the_dealer_withdraws_only_their_own_open_call(store):
    room = _room(store)
    call = store.create_floor_call(room.id, 5, 1, "r", now=NOW)
    with pytest.raises(NotFound):
        store.withdraw_call(call.id, 2, "x")  # not the dealer who raised it
    done = store.withdraw_call(call.id, 1, "Retirada por el dealer.", now=NOW + MINUTE)
    assert (done.state, done.final_decision, done.next_page_at) == (
        CallState.RESOLVED,
        "Retirada por el dealer.",
        None,
    )
    assert [(h.by_chat, h.from_state, h.to_state) for h in store.history(call.id)][-1] == (
        1,
        CallState.PENDING,
        CallState.RESOLVED,
    )
    with pytest.raises(NotFound):
        store.withdraw_call(call.id, 1, "again")
