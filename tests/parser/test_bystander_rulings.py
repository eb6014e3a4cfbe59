"""A ruling that cites no rule about a player who is not the last to act ("seat 3 bets 4,000" where seat 8
raised after him and the report asks about that) restates a fact: the question was missed, so the answer
is not certain and asks which player is meant. (A bet correction told about the first bettor, not read
here, is what leads the ruling to him.)"""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "river seat 3 bets four thousand and seat 8 says raise to ten thousand and throws nothing how much "
        "is it sorry correction the bet of seat three was six thousand not four",
        "river el 3 apuesta cuatro mil y el 8 dice subo a diez mil y no tira nada a cuanto queda perdon "
        "corrijo la apuesta del tres era seis mil no cuatro mil",
    ],
)
def test_a_bystander_restated_is_not_certain(text: str) -> None:
    result = answer(text).result
    if result["ruling"]["seat"] == "3" and not result["rules"]:  # the first bettor ruled on, no rule applied
        assert result["confidence"] != "certain"
        assert "which_player" in result["questions"]
    else:  # the correction read: the raise over the corrected bet is ruled
        assert result["ruling"]["seat"] == "8"
