"""Interpretation parameters a venue profile may override. The defaults are the TDA's."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction


class AmountReading(StrEnum):
    """How a bare number ("five") is read when it can legally mean several amounts (rule 57)."""

    HIGHEST = "highest"  # TDA 57: highest reasonable amount <= the pot
    LOWEST = "lowest"  # e.g. San Roque: the lowest legal amount


@dataclass(frozen=True, slots=True)
class Policy:
    """Knobs of the interpretation rules.

    raise_standard: share of the minimum raise that turns a silent or amount-only raise into a raise (43-A).
    limit_reopen: share of a full limit bet that re-opens betting for players who already acted (47-B).
    tiny_chip: a silent push at most this share of the call is "relatively tiny" (41, TD's discretion).
    amount_reading: how rule 57 reads a bare number.
    amount_rule: rule id cited for that reading ("57" for the TDA; a house rule id such as "san-roque:19").
    limit_bets_per_round: the house cap on bets in limit (a bet and three raises), lifted heads-up
        when only two players remain in the event (48).
    """

    raise_standard: Fraction = Fraction(1, 2)
    limit_reopen: Fraction = Fraction(1, 2)
    tiny_chip: Fraction = Fraction(1, 10)
    amount_reading: AmountReading = AmountReading.HIGHEST
    amount_rule: str = "57"
    limit_bets_per_round: int = 4


TDA = Policy()
