"""Telegram's send limits shared by every webhook worker, in Redis (issue 14, point 11).

Telegram counts what the *bot* sends, whichever process sends it: two workers pacing themselves at 29 a
second each send 58. With a broker configured, every window gate (see ``throttling.py``) lives in Redis
instead: a sorted set per gate whose members are the slots taken, scored by when each slot is free again.
Taking a slot and giving it back are each one Lua script, atomic in Redis, timed by Redis's own clock
(workers' clocks may differ). A slot in flight is scored a lease ahead, so a worker killed mid-send
frees its slots after ``LEASE_SECONDS``.
"""

from __future__ import annotations

import asyncio
import uuid

from redis.asyncio import Redis

KEY_PREFIX = "floorcall:send:"
LEASE_SECONDS = 30.0  # a request still in flight after this belongs to a dead worker
POLL_SECONDS = (0.005, 0.05)  # how long a refused request waits before asking again (min, max)

# KEYS[1] gate; ARGV: slots, lease seconds, member. Returns -1 when taken, else seconds until a slot frees.
_TAKE = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1e6
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
  redis.call('PEXPIRE', KEYS[1], math.ceil(tonumber(ARGV[2]) * 1000) + 60000)
  return -1
end
local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return tostring(tonumber(first[2]) - now)
"""
# KEYS[1] gate; ARGV: window seconds, member. The slot stays taken for one window after the request ended.
_GIVE_BACK = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1e6
redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[2])
return 1
"""


class SharedGates:
    """Makes window gates backed by one Redis (``redis://host:port/db``)."""

    def __init__(self, url: str) -> None:
        self._redis = Redis.from_url(url)
        self._take = self._redis.register_script(_TAKE)
        self._give_back = self._redis.register_script(_GIVE_BACK)

    def gate(self, name: str, slots: int, window: float) -> SharedGate:
        return SharedGate(self, KEY_PREFIX + name, slots, window)

    async def close(self) -> None:
        await self._redis.aclose()


class SharedGate:
    """At most ``slots`` requests, of all workers together, reach Telegram in any ``window`` seconds."""

    def __init__(self, gates: SharedGates, key: str, slots: int, window: float) -> None:
        self._gates, self.key, self.slots, self.window = gates, key, slots, window
        self._member = uuid.uuid4().hex

    async def __aenter__(self) -> None:
        while True:
            wait = float(
                await self._gates._take(keys=[self.key], args=[self.slots, LEASE_SECONDS, self._member])
            )
            if wait < 0:
                return
            await asyncio.sleep(min(max(wait, POLL_SECONDS[0]), POLL_SECONDS[1]))

    async def __aexit__(self, *exc: object) -> None:
        await self._gates._give_back(keys=[self.key], args=[self.window, self._member])
