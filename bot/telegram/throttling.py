"""Telegram's broadcast limits on what the bot sends, and one-at-a-time updates per chat.

Telegram counts the messages it *receives* in any window: 30 a second overall, 20 a minute per group,
about one a second per chat. PTB's AIORateLimiter paces the moment a request *starts* with leaky
buckets (30 at once, then 30 a second: up to 60 in one second), and a busy event loop can bunch
evenly started requests on the way to the server. So the pacing here is by windows that cannot be
fooled: a request takes a slot when it starts and gives it back one window after it *ends*. Any
requests that reach Telegram within one window were all started before the first of them ended plus
that window, so they all held a slot at once: never more than the slots. AIORateLimiter is kept for
what it does well: on a 429 answer it holds every request for ``retry_after`` and retries.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Coroutine
from contextlib import AsyncExitStack
from typing import Any

from telegram import Update
from telegram.ext import AIORateLimiter, BaseUpdateProcessor

from bot.telegram.shared_limits import SharedGate, SharedGates

# Slots per window, one under Telegram's figure: 30 a second overall, 20 a minute per group.
OVERALL_SLOTS, OVERALL_WINDOW = 29, 1.0
GROUP_SLOTS, GROUP_WINDOW = 19, 60.0
MAX_IDLE_GATES = 4096


class WindowGate:
    """At most ``slots`` requests reach the server in any ``window`` seconds (see the module's note)."""

    def __init__(self, slots: int, window: float) -> None:
        self.slots, self.window = slots, window
        self._free = asyncio.Semaphore(slots)
        self.held = 0  # slots taken, including those waiting out their window

    async def __aenter__(self) -> None:
        self.held += 1
        await self._free.acquire()

    async def __aexit__(self, *exc: object) -> None:
        asyncio.get_running_loop().call_later(self.window, self._give_back)

    def _give_back(self) -> None:
        self.held -= 1
        self._free.release()


class TelegramRateLimiter(AIORateLimiter):
    """``shared_url``: a Redis every worker of the bot uses, so that the limits hold for all of them
    together (``shared_limits.py``); without it each process keeps its own gates."""

    def __init__(
        self, max_retries: int = 3, chat_interval_seconds: float = 1.05, shared_url: str | None = None
    ) -> None:
        # No pacing in AIORateLimiter itself (rates 0): the gates below do it. Its 429 handling stays.
        super().__init__(overall_max_rate=0, group_max_rate=0, max_retries=max_retries)
        self._chat_interval = chat_interval_seconds
        self._shared_url = shared_url
        self._shared: SharedGates | None = None
        self._local: dict[str, WindowGate] = {}  # made in the running loop, on first use

    async def process_request(
        self,
        callback: Callable[..., Coroutine[Any, Any, Any]],
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> Any:
        chat_id = _int_or_none(data.get("chat_id"))
        if chat_id is None or not _is_delivery(endpoint):
            return await super().process_request(callback, args, kwargs, endpoint, data, rate_limit_args)
        async with AsyncExitStack() as gates:  # always chat, group, overall: no two requests wait crosswise
            for gate in self._gates_for(chat_id):
                await gates.enter_async_context(gate)
            return await super().process_request(callback, args, kwargs, endpoint, data, rate_limit_args)

    def _gates_for(self, chat_id: int) -> list[WindowGate | SharedGate]:
        """The chat's gate, its group's, the overall one; in Redis when shared."""
        wanted = [(f"chat:{chat_id}", 1, self._chat_interval)]
        if chat_id < 0:
            wanted.append((f"group:{chat_id}", GROUP_SLOTS, GROUP_WINDOW))
        wanted.append(("overall", OVERALL_SLOTS, OVERALL_WINDOW))
        if self._shared_url is not None:
            if self._shared is None:  # made in the running loop, on first use
                self._shared = SharedGates(self._shared_url)
            return [self._shared.gate(*gate) for gate in wanted]
        return [_gate(self._local, *gate) for gate in wanted]

    async def shutdown(self) -> None:
        if self._shared is not None:
            await self._shared.close()
        await super().shutdown()


def _gate(gates: dict[str, WindowGate], key: str, slots: int, window: float) -> WindowGate:
    gate = gates.get(key)
    if gate is None:
        if len(gates) >= MAX_IDLE_GATES:  # forget the chats with nothing in flight or in a window
            for idle in [k for k, g in gates.items() if g.held == 0]:
                del gates[idle]
        gate = gates[key] = WindowGate(slots, window)
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
