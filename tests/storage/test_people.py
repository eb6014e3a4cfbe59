"""Roles per person, offboarding, the install code's single use and wrong-code counting, on both engines."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.storage import CallState, InviteRefused, NotAllowed, Role

NOW = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)
GROUP = -100900


def test_a_code_redeemed_in_a_group_gives_the_role_to_that_member_only(store):
    room = store.create_room("Sala A")
    store.create_invite("TDCODE", Role.TD, room.id, uses=1, td_backup=True)
    acting = store.redeem_invite("TDCODE", GROUP, "es", "Floors", NOW, user_id=7, user_name="Ana")
    assert (acting.chat_id, acting.role, acting.td_backup, acting.display_name) == (
        GROUP,
        Role.TD,
        True,
        "Ana",
    )
    assert store.acting_chat(GROUP, 7).role is Role.TD
    assert store.acting_chat(GROUP, 8) is None  # another member of the group
    assert [c.chat_id for c in store.tds_of_room(room.id)] == [GROUP]  # the group is paged
    call = store.create_floor_call(room.id, None, GROUP, "x")
    with pytest.raises(NotAllowed):
        store.transition(call.id, CallState.ACKNOWLEDGED, GROUP, by_user=8)
    taken = store.transition(call.id, CallState.ACKNOWLEDGED, GROUP, by_user=7)
    assert (taken.state, taken.assigned_td) == (CallState.ACKNOWLEDGED, GROUP)


def test_a_person_with_a_role_in_the_room_keeps_it_in_the_rooms_groups(store):
    room, other = store.create_room("Sala A"), store.create_room("Sala B")
    store.register_chat(5, "es", Role.TD, room.id)
    store.register_chat(GROUP, "es", Role.DEALER, room.id, 3)
    store.register_chat(GROUP - 1, "es", Role.DEALER, other.id, 3)
    assert store.acting_chat(GROUP, 5).role is Role.TD
    assert store.acting_chat(GROUP - 1, 5) is None


def test_people_of_a_room_and_revoking_them(store):
    room = store.create_room("Sala A")
    store.register_chat(5, "es", Role.DEALER, room.id, display_name="Marta")
    store.register_chat(GROUP, "es", Role.TD, room.id)
    store.add_member(GROUP, 6, Role.TD, display_name="Luis")
    people = store.room_people(room.id)
    assert [(p.user_id, p.chat_id, p.role, p.display_name) for p in people] == [
        (5, 5, Role.DEALER, "Marta"),
        (6, GROUP, Role.TD, "Luis"),
    ]
    assert store.revoke_person(room.id, 5) and store.revoke_person(room.id, 6)
    assert not store.revoke_person(room.id, 5)
    assert store.find_chat(5) is None and store.acting_chat(GROUP, 6) is None
    assert store.room_people(room.id) == []
    store.create_invite("AGAIN", Role.DEALER, room.id)
    assert store.redeem_invite("AGAIN", 5, "es").role is Role.DEALER  # a new code brings them back


def test_invites_listed_expired_and_revoked(store):
    room = store.create_room("Sala A")
    store.create_invite("OPEN1", Role.DEALER, room.id, 2, NOW + timedelta(days=7), NOW)
    store.create_invite("OLD1", Role.DEALER, room.id, 2, NOW - timedelta(seconds=1), NOW - timedelta(days=7))
    assert [i.code for i in store.open_invites(room.id, NOW)] == ["OPEN1"]
    with pytest.raises(InviteRefused):
        store.redeem_invite("OLD1", 5, "es", now=NOW)
    assert store.revoke_invite(room.id, "OPEN1") and not store.revoke_invite(room.id, "OPEN1")
    with pytest.raises(InviteRefused):
        store.redeem_invite("OPEN1", 5, "es", now=NOW)


def test_install_claim_once_and_code_failures(store):
    assert store.claim_install(1, NOW) and not store.claim_install(2, NOW)
    for minutes in (90, 30, 1):
        store.record_code_failure(9, 9, NOW - timedelta(minutes=minutes))
    assert store.code_failures_since(NOW - timedelta(hours=1)) == 2


def test_the_final_decision_and_the_person_reach_the_audit_entry(store):
    from bot.storage import NewAuditEntry

    room = store.create_room("Sala A")
    store.register_chat(GROUP, "es", Role.DEALER, room.id, 4)
    store.register_chat(5, "es", Role.TD, room.id)
    entry = store.append_audit(NewAuditEntry(input_text="r", chat_id=GROUP, user_id=77))
    call = store.create_floor_call(room.id, 4, GROUP, "r", audit_id=entry.id)
    store.transition(call.id, CallState.RESOLVED, 5, final_decision="Call de 2.000")
    logged = store.get_audit(entry.id)
    assert (logged.chat_id, logged.user_id, logged.final_decision) == (GROUP, 77, "Call de 2.000")


def test_a_second_dealer_joining_a_table_group_keeps_its_table(store):
    room = store.create_room("Sala A")
    store.create_invite("D1", Role.DEALER, room.id, uses=2)
    store.redeem_invite("D1", GROUP, "es", "Mesa 4", NOW, user_id=7)
    store.set_chat_table(GROUP, 4)
    second = store.redeem_invite("D1", GROUP, "es", "Mesa 4", NOW, user_id=8)
    assert (second.table_number, second.role) == (4, Role.DEALER)
    assert store.acting_chat(GROUP, 7).table_number == 4
