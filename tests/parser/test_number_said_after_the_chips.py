"""A number said once the chips were out ("pushed 4,000 and then said 'nine thousand'", "mete 4000 y
después dice 'nueve mil'") is read, told after the chips: the chips came first and define the bet
(40-A); nothing is left unread."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "flop, seat 7 pushed 4,000 out and then said 'nine thousand' with the chips already in the middle",
        "flop, el 7 mete 4000 y después dice 'nueve mil' con las fichas ya en el medio",
    ],
)
def test_the_chips_first_define_the_bet(text: str) -> None:
    result = answer(text).result
    action = result["facts"]["actions"][-1]
    assert (action["declaration"], action["amount"], action["pushed"]) == ("amount", 9000, 4000)
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("bet", 4000)
    assert result["rules"][0] == "tda-2024:40-A"
    assert result["confidence"] == "certain"
