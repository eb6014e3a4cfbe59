"""Rooms, tables, chats and invite codes, on both engines."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

import pytest

from bot.storage import InviteRefused, NotFound, Role, open_store
from bot.storage.schema import LATEST_VERSION

NOW = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)


def test_schema_is_migrated_once_and_reopening_keeps_data(store, store_target):
    assert store.schema_version() == LATEST_VERSION
    room = store.create_room("Casino Gran Vía", venue_id="san-roque")
    again = open_store(store_target)  # migrating an up-to-date database is a no-op
    try:
        assert again.schema_version() == LATEST_VERSION
        assert again.find_room(room.id) == room
    finally:
        again.close()


def test_rooms_venues_and_tables(store):
    room = store.create_room("Sala A", now=NOW)
    assert room.venue_id == "tda" and room.created_at == NOW
    assert store.set_room_venue(room.id, "san-roque").venue_id == "san-roque"
    assert store.room_by_name("Sala A").venue_id == "san-roque"
    store.add_table(room.id, 12)
    store.add_table(room.id, 3, label="Final table")
    store.add_table(room.id, 12)  # idempotent
    assert [(t.number, t.label) for t in store.tables_of_room(room.id)] == [(3, "Final table"), (12, None)]
    assert [r.name for r in store.list_rooms()] == ["Sala A"]
    with pytest.raises(NotFound):
        store.set_room_venue(room.id + 100, "tda")


def test_register_find_and_update_chat(store):
    room = store.create_room("Sala A")
    chat = store.register_chat(-100123, "es", Role.DEALER, room.id, 7, "Mesa 7", now=NOW)
    assert store.find_chat(-100123) == chat
    assert (chat.role, chat.room_id, chat.table_number, chat.created_at) == (Role.DEALER, room.id, 7, NOW)
    assert [t.number for t in store.tables_of_room(room.id)] == [7]  # binding a table creates it
    assert store.set_chat_lang(-100123, "en").lang == "en"
    assert store.set_chat_table(-100123, 9).table_number == 9
    moved = store.register_chat(-100123, "en", Role.PLAYER, room.id)  # re-registering replaces the role
    assert (moved.role, moved.table_number, moved.created_at) == (Role.PLAYER, None, NOW)
    assert store.find_chat(555) is None
    with pytest.raises(NotFound):
        store.set_chat_lang(555, "es")


def test_chat_constraints_are_enforced(store):
    room = store.create_room("Sala A")
    with pytest.raises(Exception):  # noqa: B017 - each engine raises its own IntegrityError
        store.register_chat(1, "fr", Role.PLAYER, room.id)
    with pytest.raises(Exception):  # noqa: B017 - foreign key: no such room
        store.register_chat(2, "es", Role.PLAYER, room.id + 1)
    assert store.find_chat(1) is None and store.find_chat(2) is None


def test_tds_of_room_with_backups(store):
    a, b = store.create_room("A"), store.create_room("B")
    store.register_chat(10, "es", Role.TD, a.id)
    store.register_chat(11, "en", Role.TD, a.id, td_backup=True)
    store.register_chat(12, "es", Role.TD, b.id)
    store.register_chat(13, "es", Role.DEALER, a.id, 1)
    assert [c.chat_id for c in store.tds_of_room(a.id)] == [10, 11]
    assert [c.chat_id for c in store.tds_of_room(a.id, backup=False)] == [10]
    assert [c.chat_id for c in store.tds_of_room(a.id, backup=True)] == [11]


def test_redeem_invite_gives_role_and_room_and_spends_uses(store):
    room = store.create_room("Sala A")
    store.create_invite("TD-7Q2", Role.TD, room.id, uses=2, expires_at=NOW + timedelta(days=1), now=NOW)
    td = store.redeem_invite("TD-7Q2", 42, "es", "Laura", now=NOW)
    assert (td.role, td.room_id, td.display_name) == (Role.TD, room.id, "Laura")
    assert store.find_invite("TD-7Q2").uses_left == 1
    store.redeem_invite("TD-7Q2", 43, "en", now=NOW)
    with pytest.raises(InviteRefused) as refused:
        store.redeem_invite("TD-7Q2", 44, "en", now=NOW)
    assert refused.value.reason == "used_up"
    assert store.find_chat(44) is None
    assert store.find_invite("TD-7Q2").uses_left == 0


def test_expired_and_unknown_invites_are_refused(store):
    room = store.create_room("Sala A")
    store.create_invite("OLD", Role.DEALER, room.id, uses=5, expires_at=NOW)
    with pytest.raises(InviteRefused) as expired:
        store.redeem_invite("OLD", 1, "es", now=NOW)  # expiry is exclusive: at the instant it is over
    assert expired.value.reason == "expired"
    with pytest.raises(InviteRefused) as unknown:
        store.redeem_invite("NOPE", 1, "es", now=NOW)
    assert unknown.value.reason == "unknown"
    assert store.find_invite("OLD").uses_left == 5


def test_concurrent_redemptions_never_exceed_the_uses(store, store_target):
    room = store.create_room("Sala A")
    store.create_invite("RACE", Role.PLAYER, room.id, uses=3)
    winners, refusals, lock = [], [], threading.Lock()
    barrier = threading.Barrier(8)

    def redeem(chat_id: int) -> None:
        own = open_store(store_target)  # its own connections, like another process
        try:
            barrier.wait()
            try:
                own.redeem_invite("RACE", chat_id, "es")
                with lock:
                    winners.append(chat_id)
            except InviteRefused:
                with lock:
                    refusals.append(chat_id)
        finally:
            own.close()

    threads = [threading.Thread(target=redeem, args=(100 + i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(winners) == 3 and len(refusals) == 5
    assert store.find_invite("RACE").uses_left == 0
    assert sorted(c for c in range(100, 108) if store.find_chat(c)) == sorted(winners)


def test_a_dropped_connection_is_replaced(store, store_target):
    if not store_target.startswith("postgresql://"):
        pytest.skip("server connections only")
    import psycopg

    room = store.create_room("Sala A")
    pid = store._conns.get().info.backend_pid  # the connection this thread uses
    with psycopg.connect(store_target, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
    # The dropped connection fails at BEGIN, before any statement ran: it is replaced and the call succeeds.
    assert store.find_room(room.id) == room
    assert store._conns.get().info.backend_pid != pid
