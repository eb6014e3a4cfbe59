"""Families the fifth round on the older fresh sets (issue 13, sets 1-21) fixed, each in both languages and
in other words than the sets' rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat", "returned"),
    [
        ("The dealer swept seat 6's cards into the muck by mistake after seat 6 had bet 3,000 on the flop "
         "and nobody had called. Now I can't tell which two they were.", "6", 3000),
        ("El crupier metió por error las cartas del 6 en el muck; el 6 había apostado 3.000 en el flop y "
         "nadie había pagado. Ya no se distingue cuáles eran.", "6", 3000),
        ("Dealer pulled seat 2's cards into the muck thinking he was done, but he'd called a raise. They're "
         "all jumbled up, can't tell which two are his.", "2", 0),
    ],
)  # fmt: skip
def test_a_hand_the_dealer_killed_that_cannot_be_told_apart_is_dead_for_certain(
    text: str, seat: str, returned: int
) -> None:
    """65-A: "If the dealer kills a hand by mistake ... the player has no redress": that the cards cannot be
    told apart is the fact the rule turns on, not the dealer's doubt of one; the hand is dead, stated as
    certain with no floor, and only a bet nobody called goes back."""
    result = ruled(text)
    assert result["facts"]["incident"] == "killed_hand"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["ruling"]["returned"] == returned
    assert result["rules"][0] == "tda-2024:65-A"
    assert not result["floor"] and result["confidence"] == "certain", result["questions"]


@pytest.mark.parametrize(
    ("text", "venue", "seat"),
    [
        ("Two tables left to balance: table 3 has 9 players, table 8 has 6. On table 3 the button is seat 6, "
         "small blind 7, big blind 8. Who moves?", None, "9"),
        ("Hay que equilibrar: la mesa 3 tiene 9 jugadores y la 8 tiene 6. En la 3 el botón está en el 6, la "
         "ciega chica en el 7 y la grande en el 8. ¿A quién muevo?", None, "9"),
        ("Garrido rules, 4 tables left. Table 1 has 9 players, table 2 has 7. On table 1 the button is "
         "seat 1, small blind 2, big blind 3. Do we balance, and who goes?", "garrido", "4"),
    ],
)  # fmt: skip
def test_a_full_table_names_the_next_big_blind_without_asking(
    text: str, venue: str | None, seat: str
) -> None:
    """11-A: the player to be big blind next moves. At a table of nine there is no empty seat after the big
    blind, so the seat after it is that player: no question whether it is taken."""
    result = ruled(text, venue)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("move_player", seat)
    assert "tda-2024:11-A" in result["rules"]
    assert not result["floor"] and result["confidence"] == "certain", result["questions"]
    # a table whose count is not told may have an empty seat there: that is still asked
    asked = ruled(
        "I have to send one player from my table to balance another. Button is seat 6, small blind 7, big "
        "blind 8. Who do I send?"
    )
    assert asked["ruling"]["seat"] == "9" and asked["confidence"] == "conditional"
    # San Roque's tables seat ten (24: "hasta el puesto 10"): nine players there may leave that seat empty
    house = ruled(
        "Mesas a equilibrar en San Roque: la 3 tiene 9 jugadores y la 8 tiene 6. En la 3 el botón está en el "
        "6, la ciega chica en el 7 y la grande en el 8. ¿A quién muevo?",
        "san-roque",
    )
    assert house["ruling"]["seat"] == "9" and house["confidence"] == "conditional"


@pytest.mark.parametrize(
    "text",
    [
        "We're hand for hand on the bubble, 33 left and 32 paid. On the hand we were already playing, seat 2 "
        "at table 4 and seat 8 at table 6 both went broke. What does each one get?",
        "Estamos en mano a mano en la burbuja, quedan 33 y cobran 32. En la misma mano se quedaron sin "
        "fichas dos jugadores, uno en mi mesa y otro en la 7. ¿Qué cobra cada uno?",
    ],
)
def test_busts_on_one_hand_of_hand_for_hand_are_decided_by_rp_8_a(text: str) -> None:
    """RP-8-A: players who bust on the hand being played when hand for hand was announced (or on one hand of
    it) share the place paid: the rule decides; the floor is called only to apply it, and the answer is
    stated as certain, where a question about hand for hand in general is left to the TD."""
    result = ruled(text)
    assert result["rules"][0] == "tda-2024:RP-8-A"
    assert (result["floor"], result["floor_reason"]) == (True, "staff_applies")
    assert result["confidence"] == "certain"
    # hand for hand with no busts told stays the TD's
    other = ruled(
        "We're hand for hand on the bubble at table 4, the players keep standing up. Anything to do?"
    )
    assert other["floor_reason"] == "td_discretion"
