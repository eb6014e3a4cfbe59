"""Families the sixth round on the older fresh sets (issue 13, sets 1-22) fixed, each in both languages and
in other words than the sets' rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from tests.support.rulings import ruled


@pytest.mark.parametrize(
    "text",
    [
        # told with no table named and a question framed in general words ("how does ... work")
        "We went hand for hand with 40 left and 36 paid. Two players went broke on the same hand at "
        "different tables. How does the money work out?",
        "Hand for hand started at 61 left, 60 get paid. Then on that same hand two guys busted at "
        "different tables. How does it work for them?",
        # the places paid told with the verb before the number ("pagan 18"): no bet of anyone
        "Mano por mano en la burbuja, pagan 36 y somos 38; en la misma mano se fueron dos, en mesas "
        "diferentes. ¿Qué les toca?",
        "Ya vamos mano por mano en la burbuja, pagan 45 y quedaban 47 y en la misma mano cayeron dos en "
        "mesas distintas. ¿Qué cobran?",
    ],
)  # fmt: skip
def test_busts_told_on_one_hand_of_hand_for_hand_are_rp_8_a_however_the_question_is_put(text: str) -> None:
    """RP-8-A: players out on one same hand of hand for hand share the place. A report that tells it as what
    happened is that case, even with no table named and its question framed in general words, and the
    places paid ("pagan 18") are no wager of a player: RP-8-A first, the staff applies it, certain."""
    result = ruled(text)
    assert result["rules"][:2] == ["tda-2024:RP-8-A", "tda-2024:RP-8"]
    assert (result["floor"], result["floor_reason"]) == (True, "staff_applies")
    assert result["confidence"] == "certain"
    assert result["ruling"]["action"] is None  # no bet read in the places paid
    # supposed ("if...", "si se caen...") or asked as the rule ("¿cómo funciona...?"), the same case is asked
    # about in general: the rule texts answer it, no ruling of the TD's procedure
    for supposed in (
        "If two players bust on the same hand while we're hand for hand, how are they paid?",
        "¿Cómo funciona el mano por mano si se caen dos en la misma mano?",
    ):
        general = answer(supposed).result
        assert general["intent"] == "question" and "tda-2024:RP-8" in general["rules"]
        assert not general["floor"]


@pytest.mark.parametrize(
    "text",
    [
        "El dealer le dio el bote al 3, pero el que ganaba era el 8 con escalera. Ya se repartió la mano "
        "siguiente y hubo subida y call.",
        "Le empujé el bote al 6 y el ganador era el 1, que tenía color. Ya barajé y repartí la otra mano.",
        "Dealer pushed the pot to seat 1 but seat 4 should have won with a full house. The next hand was "
        "already dealt and there was a raise and a call.",
        "I misread the board and gave the pot to seat 9, then shuffled and dealt the next one. Now seat 2 "
        "says his straight beat him.",
    ],
)  # fmt: skip
def test_a_pot_given_to_the_wrong_hand_is_a_disputed_reading_the_floor_settles(text: str) -> None:
    """22 and 12: a reading may be disputed until the next hand begins; told after it began ("pero el que
    ganaba era el 8", "should have won"), the award stands, and the floor is called to settle it with the
    players (no bet is read in the story, nothing is asked)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "dispute"
    assert result["rules"][:2] == ["tda-2024:22", "tda-2024:12"]
    assert (result["floor"], result["floor_reason"]) == (True, "staff_applies")
    assert result["confidence"] == "certain" and result["ruling"]["decision"] is None
