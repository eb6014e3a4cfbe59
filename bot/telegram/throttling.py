"""Telegram's broadcast limits on what the bot sends, and one-at-a-time updates per chat.

PTB's AIORateLimiter takes care of the overall and per-group limits and of 429 answers (wait, retry).
Its limiters are leaky buckets: with a capacity of 30 they let 30 messages out at once and then 30 a
second more, i.e. up to 60 within one second. Telegram counts any window, so here each bucket holds
a single message and leaks at the allowed rate, with a 10 % margin: evenly spaced sends that stay
inside every window. On top, each chat gets at most one message a second, which AIORateLimiter does
not do: a chat's next message starts only a second after the previous one *finished*, so waiting in
the overall queue can never bunch two of them together.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any

from telegram import Update
from telegram.ext import AIORateLimiter, BaseUpdateProcessor

OVERALL_PER_SECOND = 30
GROUP_PER_MINUTE = 20
MARGIN = 0.9
MAX_CHAT_GATES = 4096


@dataclass
class _ChatGate:
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    free_at: float = 0.0  # loop time from which the chat's next message may go


class TelegramRateLimiter(AIORateLimiter):
    def __init__(self, max_retries: int = 3, chat_interval_seconds: float = 1.05) -> None:
        super().__init__(
            overall_max_rate=1,
            overall_time_period=1 / (OVERALL_PER_SECOND * MARGIN),
            group_max_rate=1,
            group_time_period=60 / (GROUP_PER_MINUTE * MARGIN),
            max_retries=max_retries,
        )
        self._chat_interval = chat_interval_seconds
        self._chat_gates: dict[int, _ChatGate] = {}

    async def process_request(
        self,
        callback: Callable[..., Coroutine[Any, Any, Any]],
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> Any:
        def forward() -> Coroutine[Any, Any, Any]:
            return AIORateLimiter.process_request(
                self, callback, args, kwargs, endpoint, data, rate_limit_args
            )

        chat_id = _int_or_none(data.get("chat_id"))
        if chat_id is None or not _is_delivery(endpoint):
            return await forward()
        loop = asyncio.get_running_loop()
        gate = self._chat_gate(chat_id, loop.time())
        async with gate.lock:
            wait = gate.free_at - loop.time()
            if wait > 0:
                await asyncio.sleep(wait)
            try:
                return await forward()
            finally:
                gate.free_at = loop.time() + self._chat_interval

    def _chat_gate(self, chat_id: int, now: float) -> _ChatGate:
        gate = self._chat_gates.get(chat_id)
        if gate is None:
            if len(self._chat_gates) >= MAX_CHAT_GATES:  # forget the chats that are free again
                self._chat_gates = {
                    k: g for k, g in self._chat_gates.items() if g.free_at > now or g.lock.locked()
                }
            gate = self._chat_gates[chat_id] = _ChatGate()
        return gate


def _int_or_none(value: Any) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _is_delivery(endpoint: str) -> bool:
    """What Telegram counts as a message (a chat action or a callback answer is not one)."""
    return (endpoint.startswith("send") and endpoint != "sendChatAction") or endpoint.startswith(
        "editMessage"
    )


class PerChatUpdateProcessor(BaseUpdateProcessor):
    """Updates of different chats run concurrently; those of one chat run in the order they came.

    A dealer who sends ``/table 12`` and then a report gets the report ruled for table 12, while a
    hundred other chats are served at the same time.
    """

    def __init__(self, max_concurrent_updates: int = 256) -> None:
        super().__init__(max_concurrent_updates)
        self._locks: dict[int | None, asyncio.Lock] = {}
        self._waiting: dict[int | None, int] = {}

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        key = _chat_key(update)
        lock = self._locks.setdefault(key, asyncio.Lock())
        self._waiting[key] = self._waiting.get(key, 0) + 1
        try:
            async with lock:
                await coroutine
        finally:
            self._waiting[key] -= 1
            if not self._waiting[key]:  # nobody else queued for this chat: forget it
                del self._waiting[key], self._locks[key]

    async def initialize(self) -> None:
        pass

    async def shutdown(self) -> None:
        pass


def _chat_key(update: object) -> int | None:
    if isinstance(update, Update) and update.effective_chat is not None:
        return update.effective_chat.id
    return None
