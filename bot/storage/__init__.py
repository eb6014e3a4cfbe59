"""FloorCall's store: chats and roles, rooms, tables, invite codes, floor calls with history, audit log.

``open_store(target)`` gives SQLite for a file path and PostgreSQL for a ``postgresql://`` DSN; both
implement :class:`Store` with the same SQL (``sql_store.py``) and the same tests.

Sync, on purpose. The bot (python-telegram-bot, asyncio) calls it through ``asyncio.to_thread``:
one implementation serves both engines (stdlib sqlite3 and psycopg are synchronous at heart), the
CLI (``floorcall audit``) uses it directly, and the tests drive real concurrency with plain threads.
Each call is a short transaction (well under a millisecond on SQLite), so a thread hop costs little;
each worker thread keeps its own connection.
"""

from __future__ import annotations

from pathlib import Path

from bot.storage.errors import InvalidTransition, InviteRefused, NotAllowed, NotFound, StoreError
from bot.storage.floor_messages import FloorMessage, FloorMessageKind
from bot.storage.interface import Store
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

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def open_store(target: str | Path) -> Store:
    """A migrated store: PostgreSQL for a ``postgresql://`` DSN, otherwise an SQLite file at ``target``."""
    if str(target).startswith(POSTGRES_SCHEMES):
        from bot.storage.postgres_engine import PostgresStore  # psycopg is needed only for PostgreSQL

        return PostgresStore(str(target))
    from bot.storage.sqlite_engine import SqliteStore

    return SqliteStore(target)


__all__ = [
    "AuditEntry",
    "AuditFilter",
    "CallState",
    "Chat",
    "FloorCall",
    "FloorMessage",
    "FloorMessageKind",
    "Invite",
    "InvalidTransition",
    "InviteRefused",
    "NewAuditEntry",
    "NotAllowed",
    "NotFound",
    "Role",
    "Room",
    "StateChange",
    "Store",
    "StoreError",
    "Table",
    "open_store",
]
