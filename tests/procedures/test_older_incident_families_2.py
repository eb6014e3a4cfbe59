"""Families the second round on the older fresh sets (issue 13, sets 1-18) fixed, each in both languages and
in other words than the sets' rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat", "answered", "decision"),
    [
        ("La jugadora del 4 se arrimó a la mesa cuando la crupier terminaba de repartir, y no tengo claro "
         "si ya estaba en su silla con la última carta. ¿Tiene mano?",
         "4", "La del 4 ya estaba sentada cuando salió la última carta.", "live_hand"),
        ("La jugadora del 4 se arrimó a la mesa cuando la crupier terminaba de repartir, y no tengo claro "
         "si ya estaba en su silla con la última carta. ¿Tiene mano?",
         "4", "El 4 todavía no llegaba a su silla cuando salió la última carta.", "dead_hand"),
        ("Lady in seat 9 wandered back in while our dealer was finishing the deal; nobody saw if she had "
         "her chair by the final card. Does she play?",
         "9", "Seat 9 was already seated when the last card was dealt.", "live_hand"),
        ("Lady in seat 9 wandered back in while our dealer was finishing the deal; nobody saw if she had "
         "her chair by the final card. Does she play?",
         "9", "Seat 9 wasn't at his chair yet when the last card was dealt.", "dead_hand"),
    ],
)  # fmt: skip
def test_a_player_reaching_his_seat_as_the_deal_ends_is_asked_about(
    text: str, seat: str, answered: str, decision: str
) -> None:
    """30: a player told reaching the seat as the deal ended, the dealer unsure which came first: the hand
    is dead unless he was within reach of his chair by the last card, and that is asked (no longer the
    floor's with no ruling); the dealer's answer decides it either way."""
    result = ruled(text)
    assert result["facts"]["incident"] == "at_seat"
    assert result["ruling"]["decision"] == "dead_hand"
    assert result["ruling"]["seat"] == seat
    assert result["rules"][0] == "tda-2024:30"
    assert result["floor"] is False
    assert result["confidence"] == "conditional"
    assert result["questions"] == [f"seated_by_last_card:seat={seat}"]
    told = ruled(f"{text} {answered}")
    assert told["ruling"]["decision"] == decision
    assert told["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "San Roque. El del 2 se acercó a la mesa justo cuando yo terminaba de repartir. ¿Juega?",
        "San Roque event: seat 2 walked up as I was pitching the last round. Is he in?",
    ],
)
def test_the_house_first_card_decides_an_arrival_at_the_deals_end(text: str) -> None:
    """San Roque 38: at the seat on the first card; arriving as the deal ends is late there whichever came
    first, so nothing is asked."""
    result = ruled(text, venue="san-roque")
    assert result["ruling"]["decision"] == "dead_hand"
    assert result["rules"][0] == "san-roque:38"
    assert result["questions"] == []
