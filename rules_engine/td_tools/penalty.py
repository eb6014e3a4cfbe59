"""Missed-round penalties (TDA 2024 rule 71-A): how many hands the offender sits out.

71-A: "the offender will miss one hand for every player (including him or her) at the table when the
penalty is given multiplied by the number of penalty rounds". The count is fixed when the penalty is given:
players who bust or arrive later do not change it. 71-C: while away, cards are dealt to the seat, blinds and
antes are posted and the hand is killed after the deal, so the offender still pays blinds and antes.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import TdToolError

MAX_SEATS = 10  # the largest table the TDA procedures seat (RP-9 final tables are 9 or 10 handed)
MAX_ROUNDS = 10  # longer than ten rounds is a disqualification matter, not a count (71-A escalation)
RULES = ("tda-2024:71-A", "tda-2024:71-C")


@dataclass(frozen=True, slots=True)
class PenaltyHands:
    hands: int
    players: int  # at the table when the penalty is given, offender included
    rounds: int
    rules: tuple[str, ...] = RULES


def missed_round_penalty(players: int, rounds: int) -> PenaltyHands:
    """Hands missed for ``rounds`` penalty rounds at a table of ``players`` (the offender counts)."""
    if not 2 <= players <= MAX_SEATS:
        raise TdToolError("players_out_of_range", max=MAX_SEATS)
    if not 1 <= rounds <= MAX_ROUNDS:
        raise TdToolError("rounds_out_of_range", max=MAX_ROUNDS)
    return PenaltyHands(hands=players * rounds, players=players, rounds=rounds)
