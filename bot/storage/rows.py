"""Rows the store hands out: plain frozen dataclasses, times always timezone-aware UTC."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any


class Role(StrEnum):
    DEALER = "dealer"
    PLAYER = "player"
    TD = "td"
    ADMIN = "admin"


class CallState(StrEnum):
    PENDING = "pending"
    ACKNOWLEDGED = "acknowledged"
    ON_THE_WAY = "on_the_way"
    RESOLVED = "resolved"


@dataclass(frozen=True)
class Room:
    id: int
    name: str
    venue_id: str  # a venue profile id (bot/venues): the house rules and edition this room plays under
    created_at: datetime


@dataclass(frozen=True)
class Table:
    room_id: int
    number: int
    label: str | None


@dataclass(frozen=True)
class Chat:
    chat_id: int  # Telegram chat id (negative for groups)
    lang: str
    role: Role
    room_id: int | None = None
    table_number: int | None = None
    display_name: str | None = None
    td_backup: bool = False  # a backup TD is paged only after the room's TDs missed the call twice
    created_at: datetime | None = None


@dataclass(frozen=True)
class Invite:
    code: str
    role: Role
    room_id: int | None
    uses_left: int
    expires_at: datetime | None
    td_backup: bool = False  # a TD invite that makes a backup TD


@dataclass(frozen=True)
class FloorCall:
    id: int
    room_id: int
    table_number: int | None
    dealer_chat: int
    report_text: str
    transcript: str | None
    proposed_ruling: dict[str, Any] | None
    state: CallState
    assigned_td: int | None
    backup_paged: bool
    next_page_at: datetime | None  # None once a TD took the call: nothing left to page
    attempts: int  # pages sent (claimed) so far
    final_decision: str | None
    claimed_by: str | None
    created_at: datetime
    updated_at: datetime
    audit_id: int | None = None  # the ruling the call came from; its audit entry gets the final decision
    dealer_message_id: int | None = None  # the dealer's report: notices about the call reply to it


@dataclass(frozen=True)
class StateChange:
    call_id: int
    by_chat: int | None  # None for the store itself (creation)
    from_state: CallState | None
    to_state: CallState
    at: datetime


@dataclass(frozen=True)
class AuditEntry:
    id: int
    created_at: datetime
    chat_id: int | None  # None for the CLI; no foreign key: the log must never refuse a ruling
    input_text: str
    transcript: str | None
    parse: dict[str, Any] | None
    ruling: dict[str, Any] | None
    edition: str | None
    venue: str | None
    timings: dict[str, float] | None
    user_id: int | None = None  # who sent it (in a group, the chat is not the person)
    final_decision: str | None = None  # the TD's decision, when the ruling went to the floor


@dataclass(frozen=True)
class NewAuditEntry:
    """What the caller supplies; the store adds id and (unless given) created_at."""

    input_text: str
    chat_id: int | None = None
    user_id: int | None = None
    transcript: str | None = None
    parse: dict[str, Any] | None = None
    ruling: dict[str, Any] | None = None
    edition: str | None = None
    venue: str | None = None
    timings: dict[str, float] | None = None
    created_at: datetime | None = None


@dataclass(frozen=True)
class AuditFilter:
    since: datetime | None = None  # inclusive
    until: datetime | None = None  # exclusive
    chat_id: int | None = None
    venue: str | None = None
    edition: str | None = None
    limit: int | None = None
