"""A tournament's payout table: prize by place (1 = winner), checked once for every tool."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from .errors import TdToolError

Money = int | Fraction  # whole units, or exact fractions of them (cents)


def check_payouts(payouts: Sequence[Money]) -> None:
    """Prizes are given best place first, none negative and none above the place before it."""
    if not payouts:
        raise TdToolError("no_payouts")
    for place, prize in enumerate(payouts, 1):
        if prize < 0:
            raise TdToolError("payout_negative", place=place)
        if place > 1 and prize > payouts[place - 2]:
            raise TdToolError("payouts_rising", place=place)


def prize(payouts: Sequence[Money], place: int) -> Money:
    """The prize for ``place``; nothing below the last paid place."""
    return payouts[place - 1] if place <= len(payouts) else 0
