"""Every store operation, written once in SQL both engines run; engines supply connections and dialect.

SQL here uses ``?`` placeholders; the PostgreSQL engine rewrites them. Each public method is one
transaction, so a failure leaves nothing half-written.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from contextlib import AbstractContextManager
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any, Protocol

from bot.clock import utc_now
from bot.storage.decode import (
    Row,
    as_audit,
    as_chat,
    as_floor_call,
    as_invite,
    as_room,
    as_state_change,
    as_table,
)
from bot.storage.errors import InvalidTransition, InviteRefused, NotAllowed, NotFound
from bot.storage.floor_messages import FloorMessages
from bot.storage.idempotency import IdempotencyKeys
from bot.storage.people import ACTIVE_CHAT, People
from bot.storage.rows import (
    AuditEntry,
    AuditFilter,
    CallState,
    Chat,
    FloorCall,
    Invite,
    NewAuditEntry,
    Role,
    Room,
    StateChange,
    Table,
)
from bot.storage.schema import MIGRATIONS, SCHEMA_VERSION_TABLE
from bot.storage.transitions import can_move

DEFAULT_REPAGE_AFTER = timedelta(seconds=60)
OPEN_STATES = (CallState.PENDING.value, CallState.ACKNOWLEDGED.value, CallState.ON_THE_WAY.value)


class Tx(Protocol):
    """One open transaction: run a statement, get its rows (empty for statements without a result)."""

    def execute(self, sql: str, params: tuple[Any, ...] = ()) -> list[Row]: ...


def _dumps(value: Any) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False)


class SqlStore(IdempotencyKeys, People, FloorMessages, ABC):
    """The shared implementation of :class:`bot.storage.interface.Store`."""

    # Column types that differ between engines, substituted into schema.py's statements.
    ddl_types: dict[str, str]
    # Appended to the claim sub-select; PostgreSQL locks rows so concurrent workers skip them.
    claim_lock_clause: str = ""

    @abstractmethod
    def _transaction(self, write: bool) -> AbstractContextManager[Tx]: ...

    @abstractmethod
    def _lock_for_migration(self, tx: Tx) -> None: ...

    @abstractmethod
    def close(self) -> None: ...

    # ---- schema

    def migrate(self) -> int:
        with self._transaction(write=True) as tx:
            self._lock_for_migration(tx)
            tx.execute(SCHEMA_VERSION_TABLE.format(**self.ddl_types))
            current = self._version(tx)
            for version, statements in MIGRATIONS:
                if version <= current:
                    continue
                for statement in statements:
                    tx.execute(statement.format(**self.ddl_types))
                tx.execute(
                    "INSERT INTO schema_version (version, applied_at) VALUES (?, ?)", (version, utc_now())
                )
            return self._version(tx)

    def schema_version(self) -> int:
        with self._transaction(write=False) as tx:
            return self._version(tx)

    @staticmethod
    def _version(tx: Tx) -> int:
        return tx.execute("SELECT COALESCE(MAX(version), 0) AS v FROM schema_version")[0]["v"]

    # ---- rooms, venues, tables

    def create_room(self, name: str, venue_id: str = "tda", now: datetime | None = None) -> Room:
        with self._transaction(write=True) as tx:
            rows = tx.execute(
                "INSERT INTO rooms (name, venue_id, created_at) VALUES (?, ?, ?) RETURNING *",
                (name, venue_id, now or utc_now()),
            )
        return as_room(rows[0])

    def find_room(self, room_id: int) -> Room | None:
        return self._one(as_room, "SELECT * FROM rooms WHERE id = ?", (room_id,))

    def room_by_name(self, name: str) -> Room | None:
        return self._one(as_room, "SELECT * FROM rooms WHERE name = ?", (name,))

    def list_rooms(self) -> list[Room]:
        return self._all(as_room, "SELECT * FROM rooms ORDER BY id")

    def set_room_venue(self, room_id: int, venue_id: str) -> Room:
        with self._transaction(write=True) as tx:
            rows = tx.execute("UPDATE rooms SET venue_id = ? WHERE id = ? RETURNING *", (venue_id, room_id))
        return as_room(_found(rows, f"room {room_id}"))

    def add_table(self, room_id: int, number: int, label: str | None = None) -> Table:
        with self._transaction(write=True) as tx:
            return as_table(self._ensure_table(tx, room_id, number, label))

    @staticmethod
    def _ensure_table(tx: Tx, room_id: int, number: int, label: str | None = None) -> Row:
        tx.execute(
            "INSERT INTO room_tables (room_id, number, label) VALUES (?, ?, ?) "
            "ON CONFLICT (room_id, number) DO NOTHING",
            (room_id, number, label),
        )
        if label is not None:
            tx.execute(
                "UPDATE room_tables SET label = ? WHERE room_id = ? AND number = ?", (label, room_id, number)
            )
        return tx.execute("SELECT * FROM room_tables WHERE room_id = ? AND number = ?", (room_id, number))[0]

    def tables_of_room(self, room_id: int) -> list[Table]:
        return self._all(as_table, "SELECT * FROM room_tables WHERE room_id = ? ORDER BY number", (room_id,))

    # ---- chats

    def register_chat(
        self,
        chat_id: int,
        lang: str,
        role: Role,
        room_id: int | None = None,
        table_number: int | None = None,
        display_name: str | None = None,
        td_backup: bool = False,
        now: datetime | None = None,
    ) -> Chat:
        with self._transaction(write=True) as tx:
            return self._upsert_chat(
                tx,
                chat_id,
                lang,
                Role(role),
                room_id,
                table_number,
                display_name,
                td_backup,
                now or utc_now(),
            )

    def _upsert_chat(
        self,
        tx: Tx,
        chat_id: int,
        lang: str,
        role: Role,
        room_id: int | None,
        table_number: int | None,
        display_name: str | None,
        td_backup: bool,
        now: datetime,
    ) -> Chat:
        if room_id is not None and table_number is not None:
            self._ensure_table(tx, room_id, table_number)
        rows = tx.execute(
            "INSERT INTO chats (chat_id, lang, role, room_id, table_number, display_name, td_backup,"
            " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (chat_id) DO UPDATE SET lang = excluded.lang, role = excluded.role,"
            " room_id = excluded.room_id, table_number = excluded.table_number,"
            " display_name = excluded.display_name, td_backup = excluded.td_backup,"
            " updated_at = excluded.updated_at, active = TRUE RETURNING *",
            (chat_id, lang, role.value, room_id, table_number, display_name, td_backup, now, now),
        )
        return as_chat(rows[0])

    def find_chat(self, chat_id: int) -> Chat | None:
        return self._one(as_chat, ACTIVE_CHAT, (chat_id,))

    def set_chat_lang(self, chat_id: int, lang: str) -> Chat:
        with self._transaction(write=True) as tx:
            rows = tx.execute(
                "UPDATE chats SET lang = ?, updated_at = ? WHERE chat_id = ? RETURNING *",
                (lang, utc_now(), chat_id),
            )
        return as_chat(_found(rows, f"chat {chat_id}"))

    def set_chat_table(self, chat_id: int, table_number: int | None) -> Chat:
        """Bind a chat to a table of its own room (creating the table), or unbind it with ``None``."""
        with self._transaction(write=True) as tx:
            chat = as_chat(
                _found(tx.execute("SELECT * FROM chats WHERE chat_id = ?", (chat_id,)), f"chat {chat_id}")
            )
            if chat.room_id is None:
                raise NotFound(f"chat {chat_id} has no room")
            if table_number is not None:
                self._ensure_table(tx, chat.room_id, table_number)
            rows = tx.execute(
                "UPDATE chats SET table_number = ?, updated_at = ? WHERE chat_id = ? RETURNING *",
                (table_number, utc_now(), chat_id),
            )
        return as_chat(rows[0])

    def set_chat_room(self, chat_id: int, room_id: int) -> Chat:
        """Move a chat to a room (unbinding its table, which belonged to the old room)."""
        with self._transaction(write=True) as tx:
            rows = tx.execute(
                "UPDATE chats SET room_id = ?, table_number = NULL, updated_at = ?"
                " WHERE chat_id = ? AND active RETURNING *",
                (room_id, utc_now(), chat_id),
            )
        return as_chat(_found(rows, f"chat {chat_id}"))

    def tds_of_room(self, room_id: int, backup: bool | None = None) -> list[Chat]:
        sql = "SELECT * FROM chats WHERE room_id = ? AND role = ? AND active"
        params: tuple[Any, ...] = (room_id, Role.TD.value)
        if backup is not None:
            sql, params = sql + " AND td_backup = ?", (*params, backup)
        return self._all(as_chat, sql + " ORDER BY chat_id", params)

    # ---- invite codes

    def create_invite(
        self,
        code: str,
        role: Role,
        room_id: int | None,
        uses: int = 1,
        expires_at: datetime | None = None,
        now: datetime | None = None,
        td_backup: bool = False,
    ) -> Invite:
        with self._transaction(write=True) as tx:
            rows = tx.execute(
                "INSERT INTO invite_codes (code, role, room_id, uses_left, expires_at, created_at, td_backup)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *",
                (code, Role(role).value, room_id, uses, expires_at, now or utc_now(), td_backup),
            )
        return as_invite(rows[0])

    def find_invite(self, code: str) -> Invite | None:
        return self._one(as_invite, "SELECT * FROM invite_codes WHERE code = ?", (code,))

    def redeem_invite(
        self,
        code: str,
        chat_id: int,
        lang: str,
        display_name: str | None = None,
        now: datetime | None = None,
        user_id: int | None = None,
        user_name: str | None = None,
    ) -> Chat:
        """Spend one use of ``code`` and give its role and room, in one transaction: to the chat itself
        (a private chat), or in a group (``user_id`` not the chat) to that member alone; the group joins
        the room and, redeemed as TD, is paged. Returns the chat as that user acts in it.

        The conditional decrement is the atomic step: two chats racing for the last use cannot both
        get a row back, whatever the engine.
        """
        now = now or utc_now()
        with self._transaction(write=True) as tx:
            rows = tx.execute(
                "UPDATE invite_codes SET uses_left = uses_left - 1 WHERE code = ? AND uses_left > 0"
                " AND (expires_at IS NULL OR expires_at > ?) RETURNING *",
                (code, now),
            )
            if not rows:
                raise InviteRefused(code, self._refusal_reason(tx, code, now))
            invite = as_invite(rows[0])
            if user_id is None or user_id == chat_id:
                return self._upsert_chat(
                    tx, chat_id, lang, invite.role, invite.room_id, None, display_name, invite.td_backup, now
                )
            before = tx.execute(ACTIVE_CHAT, (chat_id,))  # a table group keeps its table in its room
            same_room = before and before[0]["room_id"] == invite.room_id
            table = before[0]["table_number"] if same_room else None
            group = self._upsert_chat(
                tx, chat_id, lang, invite.role, invite.room_id, table, display_name, invite.td_backup, now
            )
            self._add_member(tx, chat_id, user_id, invite.role, invite.td_backup, user_name, now)
            return replace(group, display_name=user_name or display_name)

    @staticmethod
    def _refusal_reason(tx: Tx, code: str, now: datetime) -> str:
        rows = tx.execute("SELECT * FROM invite_codes WHERE code = ?", (code,))
        if not rows:
            return "unknown"
        invite = as_invite(rows[0])
        if invite.expires_at is not None and invite.expires_at <= now:
            return "expired"
        return "used_up"

    # ---- floor calls

    def create_floor_call(
        self,
        room_id: int,
        table_number: int | None,
        dealer_chat: int,
        report_text: str,
        transcript: str | None = None,
        proposed_ruling: dict[str, Any] | None = None,
        now: datetime | None = None,
        first_page_at: datetime | None = None,
        audit_id: int | None = None,
        dealer_message_id: int | None = None,
    ) -> FloorCall:
        """Store a new pending call, due for its first page at ``first_page_at`` (default: now).

        Every page, the first included, goes through :meth:`claim_due_pages`, so a crash between
        storing and sending loses nothing: the call is still due.
        """
        now = now or utc_now()
        with self._transaction(write=True) as tx:
            if table_number is not None:
                self._ensure_table(tx, room_id, table_number)
            rows = tx.execute(
                "INSERT INTO floor_calls (room_id, table_number, dealer_chat, report_text, transcript,"
                " proposed_ruling, state, next_page_at, created_at, updated_at, audit_id, dealer_message_id)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *",
                (
                    room_id,
                    table_number,
                    dealer_chat,
                    report_text,
                    transcript,
                    _dumps(proposed_ruling),
                    CallState.PENDING.value,
                    first_page_at or now,
                    now,
                    now,
                    audit_id,
                    dealer_message_id,
                ),
            )
            call = as_floor_call(rows[0])
            self._record_change(tx, call.id, dealer_chat, None, CallState.PENDING, now)
        return call

    def get_floor_call(self, call_id: int) -> FloorCall | None:
        return self._one(as_floor_call, "SELECT * FROM floor_calls WHERE id = ?", (call_id,))

    def open_floor_calls(self, room_id: int | None = None) -> list[FloorCall]:
        sql = "SELECT * FROM floor_calls WHERE state IN (?, ?, ?)"
        params: tuple[Any, ...] = OPEN_STATES
        if room_id is not None:
            sql, params = sql + " AND room_id = ?", (*params, room_id)
        return self._all(as_floor_call, sql + " ORDER BY id", params)

    def resolved_call_of(self, audit_id: int) -> FloorCall | None:
        """The latest resolved call raised from this ruling, if any."""
        return self._one(
            as_floor_call,
            "SELECT * FROM floor_calls WHERE audit_id = ? AND state = ? ORDER BY id DESC LIMIT 1",
            (audit_id, CallState.RESOLVED.value),
        )

    def calls_of_td(self, chat_id: int) -> list[FloorCall]:
        """The open calls a TD chat is dealing with: those it took, and those of its room nobody took."""
        return self._all(
            as_floor_call,
            "SELECT f.* FROM floor_calls f JOIN chats c ON c.chat_id = ? AND c.active"
            " WHERE f.state IN (?, ?, ?) AND (f.assigned_td = c.chat_id"
            " OR (f.assigned_td IS NULL AND f.room_id = c.room_id AND c.role = ?)) ORDER BY f.id",
            (chat_id, *OPEN_STATES, Role.TD.value),
        )

    def td_can_act(self, chat_id: int, call_id: int) -> bool:
        with self._transaction(write=False) as tx:
            return self._td_can_act(tx, chat_id, call_id)

    @staticmethod
    def _td_can_act(tx: Tx, user_id: int, call_id: int) -> bool:
        """A person is a TD of the call's room: registered as one in their own chat, or as a member of
        one of the room's groups (a group's own role never makes its members TDs)."""
        rows = tx.execute(
            "SELECT 1 AS ok FROM floor_calls f WHERE f.id = ? AND ("
            " EXISTS (SELECT 1 FROM chats c WHERE c.chat_id = ? AND c.role = ? AND c.active"
            "  AND c.room_id = f.room_id)"
            " OR EXISTS (SELECT 1 FROM chat_members m JOIN chats g ON g.chat_id = m.chat_id"
            "  WHERE m.user_id = ? AND m.role = ? AND g.active AND g.room_id = f.room_id))",
            (call_id, user_id, Role.TD.value, user_id, Role.TD.value),
        )
        return bool(rows)

    def transition(
        self,
        call_id: int,
        to_state: CallState,
        by_chat: int,
        now: datetime | None = None,
        final_decision: str | None = None,
        by_user: int | None = None,
    ) -> FloorCall:
        """Move a call to ``to_state`` on behalf of a TD of its room, recording who, from, to and when.

        ``by_user`` is the person who must be a TD (default ``by_chat``, a private chat); ``by_chat`` the
        chat they acted from (a TD group), recorded as the call's TD and in its history.

        Raises NotFound, NotAllowed (not a TD of that room) or InvalidTransition (the state moved on,
        e.g. a stale button or a second TD who was faster). A call taken by a TD stops being paged.
        """
        to_state = CallState(to_state)
        if final_decision is not None and to_state is not CallState.RESOLVED:
            raise ValueError("a final decision is recorded only when resolving")
        now = now or utc_now()
        with self._transaction(write=True) as tx:
            current = as_floor_call(
                _found(tx.execute("SELECT * FROM floor_calls WHERE id = ?", (call_id,)), f"call {call_id}")
            )
            if not self._td_can_act(tx, by_chat if by_user is None else by_user, call_id):
                raise NotAllowed(f"chat {by_chat} is not a TD of the room of call {call_id}")
            if not can_move(current.state, to_state):
                raise InvalidTransition(f"call {call_id}: {current.state} -> {to_state} is not allowed")
            # The state in the WHERE clause is the compare-and-set: a concurrent change makes it miss.
            rows = tx.execute(
                "UPDATE floor_calls SET state = ?, assigned_td = COALESCE(assigned_td, ?),"
                " next_page_at = NULL, final_decision = COALESCE(?, final_decision), updated_at = ?"
                " WHERE id = ? AND state = ? RETURNING *",
                (to_state.value, by_chat, final_decision, now, call_id, current.state.value),
            )
            if not rows:
                raise InvalidTransition(f"call {call_id} changed state concurrently")
            self._record_change(tx, call_id, by_chat, current.state, to_state, now)
            if final_decision is not None and current.audit_id is not None:  # the record keeps the outcome
                tx.execute(
                    "UPDATE audit_log SET final_decision = ? WHERE id = ?", (final_decision, current.audit_id)
                )
        return as_floor_call(rows[0])

    def withdraw_call(
        self, call_id: int, dealer_chat: int, decision: str, now: datetime | None = None
    ) -> FloorCall:
        """The dealer who raised an open call withdraws it: resolved with ``decision``, paging stops.
        NotFound when it is not theirs or no longer open (a TD resolved it first)."""
        now = now or utc_now()
        with self._transaction(write=True) as tx:
            rows = tx.execute(
                "UPDATE floor_calls SET state = ?, next_page_at = NULL, final_decision = ?, updated_at = ?"
                " WHERE id = ? AND dealer_chat = ? AND state IN (?, ?, ?) RETURNING *",
                (CallState.RESOLVED.value, decision, now, call_id, dealer_chat, *OPEN_STATES),
            )
            if not rows:
                raise NotFound(f"no open call {call_id} of chat {dealer_chat}")
            call = as_floor_call(rows[0])
            history = tx.execute(
                "SELECT to_state FROM floor_call_history WHERE call_id = ? ORDER BY id DESC LIMIT 1",
                (call_id,),
            )
            self._record_change(
                tx, call_id, dealer_chat, CallState(history[0]["to_state"]), CallState.RESOLVED, now
            )
        return call

    @staticmethod
    def _record_change(
        tx: Tx,
        call_id: int,
        by_chat: int | None,
        from_state: CallState | None,
        to_state: CallState,
        at: datetime,
    ) -> None:
        tx.execute(
            "INSERT INTO floor_call_history (call_id, by_chat, from_state, to_state, at)"
            " VALUES (?, ?, ?, ?, ?)",
            (call_id, by_chat, from_state.value if from_state else None, to_state.value, at),
        )

    def history(self, call_id: int) -> list[StateChange]:
        return self._all(
            as_state_change, "SELECT * FROM floor_call_history WHERE call_id = ? ORDER BY id", (call_id,)
        )

    def claim_due_pages(
        self,
        now: datetime,
        worker_id: str,
        limit: int = 10,
        repage_after: timedelta = DEFAULT_REPAGE_AFTER,
        backup_after_misses: int = 2,
        repage_cap: int | None = None,
    ) -> list[FloorCall]:
        """Claim up to ``limit`` pending calls whose page is due, for this worker only.

        With ``repage_cap``, the page after the cap is the last one (no next page is scheduled): the
        caller sends it to every TD of the room and tells the dealer nobody answered.

        Claiming counts the page (``attempts``), schedules the next one ``repage_after`` later and,
        from the page that follows ``backup_after_misses`` unanswered ones, sets ``backup_paged``:
        the caller then pages the backup TD too. One UPDATE does it all, so a call is claimed by one
        worker per due time (SQLite: writers are serialised; PostgreSQL: FOR UPDATE SKIP LOCKED).
        """
        rows: list[Row] = []
        with self._transaction(write=True) as tx:
            rows = tx.execute(
                "UPDATE floor_calls SET attempts = attempts + 1,"
                " next_page_at = CASE WHEN attempts >= ? THEN NULL ELSE ? END, claimed_by = ?,"
                " updated_at = ?, backup_paged = CASE WHEN attempts >= ? THEN TRUE ELSE backup_paged END"
                " WHERE id IN (SELECT id FROM floor_calls WHERE state = ? AND next_page_at <= ?"
                f" ORDER BY next_page_at, id LIMIT ?{self.claim_lock_clause}) RETURNING *",
                (
                    repage_cap if repage_cap is not None else 2**31 - 1,
                    now + repage_after,
                    worker_id,
                    now,
                    backup_after_misses,
                    CallState.PENDING.value,
                    now,
                    limit,
                ),
            )
        return sorted((as_floor_call(r) for r in rows), key=lambda c: c.id)

    # ---- audit log

    def append_audit(self, entry: NewAuditEntry) -> AuditEntry:
        with self._transaction(write=True) as tx:
            rows = tx.execute(
                "INSERT INTO audit_log (created_at, chat_id, user_id, input_text, transcript, parse_json,"
                " ruling_json, edition, venue, timings_json)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *",
                (
                    entry.created_at or utc_now(),
                    entry.chat_id,
                    entry.user_id,
                    entry.input_text,
                    entry.transcript,
                    _dumps(entry.parse),
                    _dumps(entry.ruling),
                    entry.edition,
                    entry.venue,
                    _dumps(entry.timings),
                ),
            )
        return as_audit(rows[0])

    def prune_raw_texts(self, before: datetime) -> int:
        """Blank the words of audit entries and of resolved floor calls older than ``before`` (a retention
        policy): rulings, rules, times and decisions stay for the record."""
        with self._transaction(write=True) as tx:
            pruned = tx.execute(
                "UPDATE audit_log SET input_text = '', transcript = NULL, parse_json = NULL"
                " WHERE created_at < ? AND input_text <> '' RETURNING id",
                (before,),
            )
            tx.execute(
                "UPDATE floor_calls SET report_text = '', transcript = NULL"
                " WHERE created_at < ? AND state = ? AND report_text <> ''",
                (before, CallState.RESOLVED.value),
            )
        return len(pruned)

    def get_audit(self, entry_id: int) -> AuditEntry | None:
        return self._one(as_audit, "SELECT * FROM audit_log WHERE id = ?", (entry_id,))

    def list_audit(self, filters: AuditFilter | None = None) -> list[AuditEntry]:
        """Entries matching every given filter, oldest first."""
        f = filters or AuditFilter()
        clauses, params = [], []
        for clause, value in (
            ("created_at >= ?", f.since),
            ("created_at < ?", f.until),
            ("chat_id = ?", f.chat_id),
            ("venue = ?", f.venue),
            ("edition = ?", f.edition),
        ):
            if value is not None:
                clauses.append(clause)
                params.append(value)
        sql = "SELECT * FROM audit_log"
        if clauses:
            sql += " WHERE " + " AND ".join(clauses)
        sql += " ORDER BY created_at, id"
        if f.limit is not None:
            sql += " LIMIT ?"
            params.append(f.limit)
        return self._all(as_audit, sql, tuple(params))

    # ---- helpers

    def _one(self, make, sql: str, params: tuple[Any, ...] = ()):
        found = self._all(make, sql, params)
        return found[0] if found else None

    def _all(self, make, sql: str, params: tuple[Any, ...] = ()) -> list:
        with self._transaction(write=False) as tx:
            return [make(r) for r in tx.execute(sql, params)]


def _found(rows: list[Row], what: str) -> Row:
    if not rows:
        raise NotFound(f"{what} not found")
    return rows[0]
