"""The messages the bot sent about each floor call (issue 14): pages to TDs and decision prompts.

When one TD takes a call every other page is edited to say so; a reply to a prompt is the decision and a
reply to a page is a note for the dealer. Both need to know, for a (chat, message), which call it was.
"""

from __future__ import annotations

from abc import abstractmethod
from contextlib import AbstractContextManager
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.storage.sql_store import Tx


class FloorMessageKind(StrEnum):
    PAGE = "page"
    PROMPT = "prompt"  # "reply with the final decision"


@dataclass(frozen=True)
class FloorMessage:
    chat_id: int
    message_id: int
    call_id: int
    kind: FloorMessageKind


class FloorMessages:
    """Mixed into ``SqlStore``: the same SQL on both engines."""

    @abstractmethod
    def _transaction(self, write: bool) -> AbstractContextManager[Tx]: ...

    def record_floor_message(
        self, chat_id: int, message_id: int, call_id: int, kind: FloorMessageKind
    ) -> None:
        with self._transaction(write=True) as tx:
            tx.execute(
                "INSERT INTO floor_messages (chat_id, message_id, call_id, kind) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (chat_id, message_id) DO NOTHING",
                (chat_id, message_id, call_id, FloorMessageKind(kind).value),
            )

    def floor_message(self, chat_id: int, message_id: int) -> FloorMessage | None:
        with self._transaction(write=False) as tx:
            rows = tx.execute(
                "SELECT * FROM floor_messages WHERE chat_id = ? AND message_id = ?", (chat_id, message_id)
            )
        return _message(rows[0]) if rows else None

    def floor_messages_of(self, call_id: int, kind: FloorMessageKind) -> list[FloorMessage]:
        with self._transaction(write=False) as tx:
            rows = tx.execute(
                "SELECT * FROM floor_messages WHERE call_id = ? AND kind = ? ORDER BY chat_id, message_id",
                (call_id, FloorMessageKind(kind).value),
            )
        return [_message(r) for r in rows]


def _message(r: dict) -> FloorMessage:
    return FloorMessage(r["chat_id"], r["message_id"], r["call_id"], FloorMessageKind(r["kind"]))
