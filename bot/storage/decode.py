"""Rows as the engines return them, made into the store's dataclasses (times aware UTC, JSON decoded).

Shared by ``sql_store.py`` and its mixins (``people.py``...), so none of them imports another for this.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any, overload

from bot.storage.rows import AuditEntry, CallState, Chat, FloorCall, Invite, Role, Room, StateChange, Table

Row = dict[str, Any]


@overload
def as_utc(value: datetime | str) -> datetime: ...
@overload
def as_utc(value: None) -> None: ...
def as_utc(value: datetime | str | None) -> datetime | None:
    """Aware UTC datetime from what an engine returns (SQLite: ISO text; PostgreSQL: datetime)."""
    if value is None:
        return None
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    if value.tzinfo is None:
        raise ValueError(f"naive datetime {value!r}: the store keeps times in UTC only")
    return value.astimezone(UTC)


def loads(text: str | None) -> Any:
    return None if text is None else json.loads(text)


def as_room(r: Row) -> Room:
    return Room(id=r["id"], name=r["name"], venue_id=r["venue_id"], created_at=as_utc(r["created_at"]))


def as_table(r: Row) -> Table:
    return Table(room_id=r["room_id"], number=r["number"], label=r["label"])


def as_chat(r: Row) -> Chat:
    return Chat(
        chat_id=r["chat_id"],
        lang=r["lang"],
        role=Role(r["role"]),
        room_id=r["room_id"],
        table_number=r["table_number"],
        display_name=r["display_name"],
        td_backup=bool(r["td_backup"]),
        created_at=as_utc(r["created_at"]),
    )


def as_invite(r: Row) -> Invite:
    return Invite(
        code=r["code"],
        role=Role(r["role"]),
        room_id=r["room_id"],
        uses_left=r["uses_left"],
        expires_at=as_utc(r["expires_at"]),
        td_backup=bool(r["td_backup"]),
    )


def as_floor_call(r: Row) -> FloorCall:
    return FloorCall(
        id=r["id"],
        room_id=r["room_id"],
        table_number=r["table_number"],
        dealer_chat=r["dealer_chat"],
        report_text=r["report_text"],
        transcript=r["transcript"],
        proposed_ruling=loads(r["proposed_ruling"]),
        state=CallState(r["state"]),
        assigned_td=r["assigned_td"],
        backup_paged=bool(r["backup_paged"]),
        next_page_at=as_utc(r["next_page_at"]),
        attempts=r["attempts"],
        final_decision=r["final_decision"],
        claimed_by=r["claimed_by"],
        audit_id=r["audit_id"],
        dealer_message_id=r["dealer_message_id"],
        created_at=as_utc(r["created_at"]),
        updated_at=as_utc(r["updated_at"]),
    )


def as_state_change(r: Row) -> StateChange:
    return StateChange(
        call_id=r["call_id"],
        by_chat=r["by_chat"],
        from_state=CallState(r["from_state"]) if r["from_state"] else None,
        to_state=CallState(r["to_state"]),
        at=as_utc(r["at"]),
    )


def as_audit(r: Row) -> AuditEntry:
    return AuditEntry(
        id=r["id"],
        created_at=as_utc(r["created_at"]),
        chat_id=r["chat_id"],
        user_id=r["user_id"],
        input_text=r["input_text"],
        transcript=r["transcript"],
        parse=loads(r["parse_json"]),
        ruling=loads(r["ruling_json"]),
        edition=r["edition"],
        venue=r["venue"],
        timings=loads(r["timings_json"]),
        final_decision=r["final_decision"],
    )
