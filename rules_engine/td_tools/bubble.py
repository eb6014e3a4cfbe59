"""Players eliminated in the same hand: which places they take and what each is paid.

TDA 2024 RP-8-A: once hand-for-hand is announced, players who bust on the same hand share the prizes of the
places they cover ("52 players remain, 50 are paid, 3 bust: all 3 share the 50th place payout"). TDA 2024 has
no rule for simultaneous eliminations outside hand-for-hand, so there the TD decides (floor).
Garrido 2010 ranks by chips at the start of the hand instead: the bigger stack takes the better place at the
same table (10.b) and across tables in hand-for-hand (10.c); only across tables outside hand-for-hand do they
split (10.d). Equal starting stacks cannot be ranked, so those players share their places (Garrido is silent).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from itertools import groupby

from .errors import TdToolError
from .payouts import Money, check_payouts, prize


class Rulebook(StrEnum):
    TDA = "tda-2024"
    GARRIDO = "garrido-2010"


@dataclass(frozen=True, slots=True)
class Bust:
    name: str
    starting_stack: int  # chips at the start of the hand


@dataclass(frozen=True, slots=True)
class BubbleShare:
    name: str
    places: tuple[int, ...]  # the places whose prizes this player shares in, best first
    amount: Fraction


@dataclass(frozen=True, slots=True)
class BubbleRuling:
    shares: tuple[BubbleShare, ...]  # best place first
    rules: tuple[str, ...]
    by_starting_stack: bool  # ranked by chips at the start of the hand (else one equal split)
    floor: bool  # the rulebook does not settle this case: the TD decides


def split_simultaneous_busts(
    payouts: Sequence[Money],
    remaining: int,
    busts: Sequence[Bust],
    rulebook: Rulebook = Rulebook.TDA,
    *,
    same_table: bool = True,
    hand_for_hand: bool = True,
) -> BubbleRuling:
    """Prizes for ``busts``, eliminated in one hand with ``remaining`` players left when the hand began."""
    _check(payouts, remaining, busts)
    best = remaining - len(busts) + 1  # the busted players cover places best..remaining
    if rulebook is Rulebook.GARRIDO:
        rule = "10.b" if same_table else "10.c" if hand_for_hand else "10.d"
        ranked = rule != "10.d"
        floor = False
    else:
        rule, ranked, floor = "RP-8-A", False, not hand_for_hand
    if ranked:
        ordered = sorted(busts, key=lambda b: -b.starting_stack)
        groups = [list(g) for _, g in groupby(ordered, key=lambda b: b.starting_stack)]
    else:
        groups = [list(busts)]
    shares: list[BubbleShare] = []
    for group in groups:
        places = tuple(range(best, best + len(group)))
        amount = Fraction(sum(prize(payouts, p) for p in places)) / len(group)
        shares += [BubbleShare(b.name, places, amount) for b in group]
        best += len(group)
    return BubbleRuling(tuple(shares), (f"{rulebook}:{rule}",), by_starting_stack=ranked, floor=floor)


def _check(payouts: Sequence[Money], remaining: int, busts: Sequence[Bust]) -> None:
    check_payouts(payouts)
    if not busts:
        raise TdToolError("no_busts")
    if len(busts) >= remaining:
        raise TdToolError("busts_not_below_remaining", busts=len(busts), remaining=remaining)
    names = [b.name for b in busts]
    if len(set(names)) != len(names) or not all(names):
        raise TdToolError("bust_names_not_unique")
    for b in busts:
        if b.starting_stack <= 0:
            raise TdToolError("bust_stack_not_positive", player=b.name)
