"""One connection per thread, all closed together: the store is called from asyncio.to_thread workers."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

C = TypeVar("C")


class PerThread(Generic[C]):
    def __init__(
        self,
        connect: Callable[[], C],
        close: Callable[[C], None],
        usable: Callable[[C], bool] = lambda conn: True,
    ) -> None:
        self._connect = connect
        self._close = close
        self._usable = usable
        self._local = threading.local()
        self._all: list[C] = []
        self._lock = threading.Lock()

    def get(self) -> C:
        conn = getattr(self._local, "conn", None)
        if conn is not None and not self._usable(conn):
            # e.g. the database server restarted: replace the dead connection instead of failing forever.
            with self._lock:
                self._all.remove(conn)
            conn = self._local.conn = None  # forgotten even if the reconnect below fails (server down)
        if conn is None:
            conn = self._local.conn = self._connect()
            with self._lock:
                self._all.append(conn)
        return conn

    def close_all(self) -> None:
        with self._lock:
            conns, self._all = self._all, []
        for conn in conns:
            self._close(conn)
        self._local = threading.local()
