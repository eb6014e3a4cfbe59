"""Families the eleventh round of issue 13 fixed, each in both languages and in other words than the fresh
sets' rows (tests/procedures/data/fresh_*.jsonl)."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        # the player who keeps his cards, named by a bare number, is the one who asks
        ("River: seat 2 bets, seat 8 calls. Two says 'you win' and wants to throw it away unseen, and "
         "eight's still holding his cards, asking for a look.", "2"),
        ("En el river el asiento 5 apuesta y el asiento 1 paga. El 5 quiere tirar sin enseñar y el uno, "
         "que todavía tiene sus cartas, pide verlas.", "5"),
    ],
)  # fmt: skip
def test_the_caller_who_keeps_his_cards_sees_the_aggressors_hand(text: str, seat: str) -> None:
    """18-B: a river caller who kept his cards may have the last aggressor's hand tabled; 17-A: first."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("shows_first", seat)
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "River bet by seat 1, seat 4 calls, seat 6 calls. Four shows and loses; six is still holding his "
        "cards and wants a look at 4's hand as well.",
    ],
)
def test_a_request_to_see_another_callers_hand_is_the_tds(text: str) -> None:
    """18-B: only the last aggressor's hand is the caller's right; any other request is the TD's call."""
    result = ruled(text)
    assert (result["ruling"]["seat"], result["floor_reason"], result["confidence"]) == (
        "4",
        "td_discretion",
        "unsure",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Cuando acabó la mano el del 3 echó su mano al muck sin enseñarla, y ahora quiere ver las cartas "
        "con las que le ganaron.",
        "At the end of the hand seat 9 slid his cards into the muck face down, and now he's asking to see "
        "the winner's hand.",
    ],
)
def test_a_player_who_mucked_his_own_cards_loses_the_right_to_see(text: str) -> None:
    """18-A: a player who mucked face down without tabling has no right to ask to see any hand."""
    result = ruled(text)
    assert result["rules"][0] == "tda-2024:18-A"
    assert (result["floor"], result["confidence"], result["ruling"]["decision"]) == (False, "certain", None)
