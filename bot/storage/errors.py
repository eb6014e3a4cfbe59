"""Refusals the bot turns into polite replies; anything else is a real fault."""

from __future__ import annotations


class StoreError(Exception):
    """Base of the store's expected refusals."""


class InviteRefused(StoreError):
    """An invite code that cannot be redeemed; ``reason`` is ``unknown``, ``used_up`` or ``expired``."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(f"invite {code!r} refused: {reason}")
        self.code = code
        self.reason = reason


class NotFound(StoreError):
    pass


class NotAllowed(StoreError):
    """The chat may not act on this floor call (not a TD of its room)."""


class InvalidTransition(StoreError):
    """The floor call is not in a state from which the requested one can be reached (stale button, race)."""
