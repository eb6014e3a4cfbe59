"""A policy's shares (the 50% standard of 43-A, the half bet that re-opens limit betting in 47-B, the tiny
chip of 41) are exact ratios of whole numbers, as a venue profile writes them ("2/3", "0.5"), and rule as
such."""

from fractions import Fraction
from math import ceil

import pytest

from bot.venues import _policy
from rules_engine import TDA, Action, Game, Policy, Street, Verbal, rule
from rules_engine.policy import Share
from rules_engine.shorthand import bet, say, seats, street


@pytest.mark.parametrize(
    ("written", "share"),
    [("2/3", Share(2, 3)), ("0.5", Share(1, 2)), (0.25, Share(1, 4)), ("4/8", Share(1, 2)), (1, Share(1, 1))],
)
def test_a_share_a_profile_writes_is_read_in_lowest_terms(written: object, share: Share) -> None:
    policy = _policy({"raise_standard": written, "limit_reopen": written, "tiny_chip": written})
    assert policy.raise_standard == policy.limit_reopen == policy.tiny_chip == share
    assert policy.amount_reading is TDA.amount_reading  # the other knobs stay the TDA's


def test_the_tda_shares_are_a_half_a_half_and_a_tenth() -> None:
    assert (TDA.raise_standard, TDA.limit_reopen, TDA.tiny_chip) == (Share(1, 2), Share(1, 2), Share(1, 10))


@pytest.mark.parametrize("share", [Share(1, 2), Share(2, 3), Share(1, 10), Share(1, 1)])
def test_a_share_of_an_amount_is_rounded_up_exactly(share: Share) -> None:
    ratio = Fraction(share.numerator, share.denominator)
    assert [share.of_rounded_up(amount) for amount in range(0, 3001, 7)] == [
        ceil(amount * ratio) for amount in range(0, 3001, 7)
    ]


@pytest.mark.parametrize(
    ("written", "action", "total"), [(None, Action.RAISE, 2000), ("2/3", Action.CALL, 1000)]
)
def test_a_house_raise_standard_moves_the_line_of_an_amount_said(
    written: str | None, action: Action, total: int
) -> None:
    """Facing a bet of 1,000, 1,600 said is past half the minimum raise (1,500: a raise to the minimum,
    2,000), short of two thirds of it (1,667: a call)."""
    said = say("B", Verbal.AMOUNT, 1600)
    s = street(Game.NLHE, (100, 200), Street.TURN, seats("A", "B", "C"), bet("A", 1000), said)
    policy = TDA if written is None else _policy({"raise_standard": written})
    assert isinstance(policy, Policy)
    r = rule(s, policy=policy)
    assert (r.action, r.total) == (action, total)
