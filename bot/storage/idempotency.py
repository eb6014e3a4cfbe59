"""Exactly-once keys for work that several processes may be handed twice.

- A Telegram update posted to two webhook workers (a load balancer retry, Telegram's own redelivery):
  the first worker to insert its ``update_id`` handles it, the others drop it.
- A voice note whose transcription job is redelivered after its worker died: the job that claims
  (chat id, message id) answers; a claim is kept as ``answering`` until the reply is sent, then
  ``answered``. A claim left ``answering`` past its lease belongs to a worker that died between the claim
  and the send, and may be taken over.

Both are one ``INSERT ... ON CONFLICT`` statement, atomic on either engine (SQLite serialises writers;
PostgreSQL's unique index decides between concurrent inserts).
"""

from __future__ import annotations

from abc import abstractmethod
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import Enum
from typing import TYPE_CHECKING

from bot.storage.decode import as_utc

if TYPE_CHECKING:
    from bot.storage.sql_store import Tx


class ReplyClaim(Enum):
    CLAIMED = "claimed"  # this job answers
    ANSWERED = "answered"  # answered already: drop the job
    BUSY = "busy"  # another job claimed it and its lease runs: try again after ``retry_after``


@dataclass(frozen=True)
class ReplyClaimResult:
    outcome: ReplyClaim
    retry_after: timedelta = timedelta(0)


class IdempotencyKeys:
    """Mixed into ``SqlStore``: the same SQL on both engines."""

    @abstractmethod
    def _transaction(self, write: bool) -> AbstractContextManager[Tx]: ...

    def claim_update(self, update_id: int, worker_id: str, now: datetime) -> bool:
        """True for the one caller that may handle this update."""
        with self._transaction(write=True) as tx:
            rows = tx.execute(
                "INSERT INTO processed_updates (update_id, worker, claimed_at) VALUES (?, ?, ?)"
                " ON CONFLICT (update_id) DO NOTHING RETURNING update_id",
                (update_id, worker_id, now),
            )
        return bool(rows)

    def update_worker(self, update_id: int) -> str | None:
        """The worker that claimed an update, if any."""
        with self._transaction(write=False) as tx:
            rows = tx.execute("SELECT worker FROM processed_updates WHERE update_id = ?", (update_id,))
        return rows[0]["worker"] if rows else None

    def forget_updates(self, before: datetime) -> int:
        """Drop the keys of updates claimed before ``before`` (Telegram gives up redelivering after a day)."""
        with self._transaction(write=True) as tx:
            rows = tx.execute(
                "DELETE FROM processed_updates WHERE claimed_at < ? RETURNING update_id", (before,)
            )
        return len(rows)

    def claim_voice_reply(
        self, chat_id: int, message_id: int, worker_id: str, now: datetime, lease: timedelta
    ) -> ReplyClaimResult:
        with self._transaction(write=True) as tx:
            claimed = tx.execute(
                "INSERT INTO voice_replies (chat_id, message_id, state, worker, claimed_at)"
                " VALUES (?, ?, 'answering', ?, ?)"
                " ON CONFLICT (chat_id, message_id) DO UPDATE SET worker = excluded.worker,"
                " claimed_at = excluded.claimed_at"
                " WHERE voice_replies.state = 'answering' AND voice_replies.claimed_at < ?"
                " RETURNING chat_id",
                (chat_id, message_id, worker_id, now, now - lease),
            )
            if claimed:
                return ReplyClaimResult(ReplyClaim.CLAIMED)
            held = tx.execute(
                "SELECT state, claimed_at FROM voice_replies WHERE chat_id = ? AND message_id = ?",
                (chat_id, message_id),
            )[0]
        if held["state"] == "answered":
            return ReplyClaimResult(ReplyClaim.ANSWERED)
        return ReplyClaimResult(ReplyClaim.BUSY, as_utc(held["claimed_at"]) + lease - now)

    def finish_voice_reply(
        self, chat_id: int, message_id: int, reply_message_id: int | None, now: datetime
    ) -> None:
        with self._transaction(write=True) as tx:
            tx.execute(
                "UPDATE voice_replies SET state = 'answered', answered_at = ?, reply_message_id = ?"
                " WHERE chat_id = ? AND message_id = ?",
                (now, reply_message_id, chat_id, message_id),
            )

    def voice_reply_state(self, chat_id: int, message_id: int) -> str | None:
        """``answering``, ``answered``, or None when no job has claimed the note."""
        with self._transaction(write=False) as tx:
            rows = tx.execute(
                "SELECT state FROM voice_replies WHERE chat_id = ? AND message_id = ?", (chat_id, message_id)
            )
        return rows[0]["state"] if rows else None
