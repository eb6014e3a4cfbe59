"""Situations of the TDA worked examples shared by several test modules (2024 and 2019 texts, PokerKit
differential, variations). Fixtures returning builders take the parts that vary."""

import pytest

from rules_engine import Game, Street, Verbal
from rules_engine.shorthand import (
    all_in,
    bet,
    call,
    fold,
    preflop_seats,
    raise_to,
    say,
    seats,
    silent,
    street,
)


@pytest.fixture
def utg_raises_to_1100():
    """Addendum 45 Examples 1-B..3: NLHE 250-500, UTG raises to 1100, then `event` (usually UTG+1)."""

    def build(event, stacks=None):
        return street(
            Game.NLHE,
            (250, 500),
            Street.PREFLOP,
            preflop_seats("UTG", "UTG+1", "CO", "BTN", "SB", "BB", sb=250, bb=500, stacks=stacks),
            raise_to("UTG", 1100),
            event,
        )

    return build


@pytest.fixture
def bb_faces_a_raise():
    """Addendum 46: the big blind, prior-bet chips `bb_chips` in front, faces a raise, then `event`."""

    def build(event, raise_total=600, blinds=(25, 50), bb_chips=(25, 25)):
        sb, bb = blinds
        return street(
            Game.NLHE,
            blinds,
            Street.PREFLOP,
            preflop_seats("BTN", "SB", "BB", sb=sb, bb=bb, posted_chips={"BB": bb_chips}),
            raise_to("BTN", raise_total),
            fold("SB"),
            event,
        )

    return build


@pytest.fixture
def example_47_3():
    """Addendum 47 Example 3: NLHE 2000-4000, A calls, B folds, C all-in 7500, SB folds; then `more`."""

    def build(*more, question=None):
        return street(
            Game.NLHE,
            (2000, 4000),
            Street.PREFLOP,
            preflop_seats("A", "B", "C", "SB", "BB", sb=2000, bb=4000, stacks={"C": 7500}),
            call("A"),
            fold("B"),
            all_in("C"),
            fold("SB"),
            *more,
            question=question,
        )

    return build


@pytest.fixture
def bets_five():
    """Rule 57 example: NLHE 200-400, "I bet five" with `pot` in the middle."""

    def build(pot):
        return street(
            Game.NLHE,
            (200, 400),
            Street.FLOP,
            seats("A", "B"),
            say("A", Verbal.BET, 5, bare_number=True),
            pot=pot,
        )

    return build


@pytest.fixture
def tiny_chip_41():
    """Rule 41 example: blinds 2k-4k, A bets 50k, B silently puts out one 1k chip."""
    return street(
        Game.NLHE, (2000, 4000), Street.TURN, seats("A", "B", "C"), bet("A", 50000), silent("B", 1000)
    )


@pytest.fixture
def fourteen_hundred_43a():
    """Rule 43-A example: the opening bet is 1000, B declares "fourteen hundred"."""
    return street(
        Game.NLHE,
        (200, 400),
        Street.FLOP,
        seats("A", "B", "C"),
        bet("A", 1000),
        say("B", Verbal.AMOUNT, 1400),
    )


@pytest.fixture
def raise_eight_thousand_43b():
    """Rule 43-B example: A opens for 2000, B declares "raise, eight thousand"."""
    return street(
        Game.NLHE, (500, 1000), Street.FLOP, seats("A", "B", "C"), bet("A", 2000), raise_to("B", 8000)
    )


@pytest.fixture
def multi_chip_45a_1():
    """Rule 45-A Ex-1: A opens 400, B raises to 1100, C silently puts out one 500 and one 1000 chip."""
    return street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C"),
        bet("A", 400),
        raise_to("B", 1100),
        silent("C", 500, 1000),
    )


@pytest.fixture
def last_chips_45a_2():
    """Rule 45-A Ex-2: NLHE 25-50 post-flop, A opens 1050, B puts out his last chips (two 1000s)."""
    return street(
        Game.NLHE,
        (25, 50),
        Street.FLOP,
        seats("A", "B", stacks={"B": 2000}),
        bet("A", 1050),
        silent("B", 1000, 1000),
    )


@pytest.fixture
def change_61():
    """Rule 61 example: the bet is 325, A silently puts out 525 (one 500 and one 25)."""
    return street(Game.NLHE, (100, 200), Street.FLOP, seats("O", "A"), bet("O", 325), silent("A", 500, 25))
