"""Per-chat flood limit: a small token bucket per chat; the first refused message gets one polite reply.

In memory on purpose: a flood limit protects this process for the next minute, nothing to keep.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from enum import Enum

MAX_TRACKED_CHATS = 10_000


class Verdict(Enum):
    ALLOW = "allow"
    WARN = "warn"  # refused, and the chat has not been told yet
    DROP = "drop"  # refused, already told


@dataclass
class _Bucket:
    tokens: float
    at: float
    warned: bool = False


class FloodGuard:
    def __init__(self, burst: int, per_minute: float) -> None:
        self.burst = burst
        self.rate = per_minute / 60.0  # tokens per second
        self._buckets: dict[Hashable, _Bucket] = {}

    def check(self, chat_id: Hashable, now: float) -> Verdict:
        bucket = self._buckets.get(chat_id)
        if bucket is None:
            self._forget_idle(now)
            bucket = self._buckets[chat_id] = _Bucket(float(self.burst), now)
        bucket.tokens = min(self.burst, bucket.tokens + (now - bucket.at) * self.rate)
        bucket.at = now
        if bucket.tokens >= 1:
            bucket.tokens -= 1
            bucket.warned = False
            return Verdict.ALLOW
        if bucket.warned:
            return Verdict.DROP
        bucket.warned = True
        return Verdict.WARN

    def _forget_idle(self, now: float) -> None:
        """Drop the buckets that have refilled (they behave like new ones) once there are many."""
        if len(self._buckets) < MAX_TRACKED_CHATS:
            return
        full_after = self.burst / self.rate
        self._buckets = {k: b for k, b in self._buckets.items() if now - b.at < full_after}
