"""Which floor-call states may follow which: one table, checked before every change."""

from __future__ import annotations

from bot.storage.rows import CallState

ALLOWED: dict[CallState, frozenset[CallState]] = {
    CallState.PENDING: frozenset({CallState.ACKNOWLEDGED, CallState.ON_THE_WAY, CallState.RESOLVED}),
    CallState.ACKNOWLEDGED: frozenset({CallState.ON_THE_WAY, CallState.RESOLVED}),
    CallState.ON_THE_WAY: frozenset({CallState.RESOLVED}),
    CallState.RESOLVED: frozenset(),
}


def can_move(from_state: CallState, to_state: CallState) -> bool:
    return to_state in ALLOWED[from_state]
