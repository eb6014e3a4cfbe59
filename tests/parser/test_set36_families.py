"""Grammar families drawn from set 36 (a charity event's first-time players and a streamed final table told
with exact counts), each tested in both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "On the turn seat 6 acts first and pushes his cards face down into the middle, nobody has bet. Now "
        "he wants to check instead. Can he?",
        "Turn, nobody has bet, seat 6 is first and pushes his hand to the middle. Can he take it back?",
        "En el turn el 6 habla primero y empuja sus cartas boca abajo, nadie apostó. ¿Puede recuperarlas?",
    ],
)
def test_cards_pushed_forward_on_a_street_before_the_river_are_a_fold(text: str) -> None:
    """A push whose object is the cards is no all-in, and letting them go on the turn, with no bet to him,
    is a binding fold in the betting (58), no showdown muck."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], result["confidence"]) == ("6", "fold", "certain")
    assert "tda-2024:58" in result["rules"]
