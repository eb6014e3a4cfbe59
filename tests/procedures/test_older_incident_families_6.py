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
