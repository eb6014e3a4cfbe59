"""SQLite engine: a file, WAL mode, foreign keys on; every write transaction is BEGIN IMMEDIATE."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bot.storage.connections import PerThread
from bot.storage.sql_store import Row, SqlStore, Tx

BUSY_TIMEOUT_S = 10.0


def _param(value: Any) -> Any:
    # Fixed-width ISO-8601 in UTC, so text comparison in SQL is time order.
    if isinstance(value, datetime):
        if value.tzinfo is None:
            raise ValueError(f"naive datetime {value!r}: the store keeps times in UTC only")
        return value.astimezone(UTC).isoformat(timespec="microseconds")
    return value


class _SqliteTx:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def execute(self, sql: str, params: tuple[Any, ...] = ()) -> list[Row]:
        cur = self._conn.execute(sql, tuple(_param(p) for p in params))
        return [dict(r) for r in cur.fetchall()]


class SqliteStore(SqlStore):
    ddl_types = {"id": "INTEGER PRIMARY KEY AUTOINCREMENT", "ts": "TEXT"}

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if str(path) == ":memory:":
            raise ValueError(
                "use a file: each thread has its own connection and would see its own empty database"
            )
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._conns = PerThread(self._connect, lambda c: c.close())
        self.migrate()

    def _connect(self) -> sqlite3.Connection:
        # isolation_level=None: we issue BEGIN ourselves, so the transaction boundaries are explicit.
        conn = sqlite3.connect(
            self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False
        )
        conn.row_factory = sqlite3.Row
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA foreign_keys = ON")
        # Safe with WAL: a power cut may lose the last commits, never corrupt the file.
        conn.execute("PRAGMA synchronous = NORMAL")
        return conn

    @contextmanager
    def _transaction(self, write: bool) -> Iterator[_SqliteTx]:
        conn = self._conns.get()
        # IMMEDIATE takes the write lock up front: no deadlock-prone upgrade from a read lock later.
        conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
        try:
            yield _SqliteTx(conn)
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def _lock_for_migration(self, tx: Tx) -> None:
        """Nothing to do: BEGIN IMMEDIATE already excludes other writers."""

    def close(self) -> None:
        self._conns.close_all()
