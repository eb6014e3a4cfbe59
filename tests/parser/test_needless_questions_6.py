"""Questions a report had already answered, the sixth round (issue 12): each family tested in both languages
in other words than the betting sets' rows. The ruling stays as it was; only the needless question goes, each
with the fact the report told or the reason it cannot change the ruling."""

from __future__ import annotations

import pytest

from tests.support.rulings import certain


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 200/400, flop. Seat 4 bets 1,300 and seat 9 silently slides out a 2,000 chip and a 100 chip. "
        "Seat 9 says he was only after change. What is it?",
        "Ciegas 200/400, en el flop. El 4 apuesta 1.300 y el 9 tira callado una ficha de 2.000 y una de 100. "
        "El 9 dice que buscaba cambio. ¿Qué es?",
    ],
)
def test_change_wanted_in_other_words_is_change_expected(text: str) -> None:
    """ "after change", "buscaba cambio": the change he wanted (61), no unknown word to ask about; chips
    pushed silently all count whatever he wanted. 45-B: the 100 is not needed for the call of 1,300 and 800
    over it is half the bet, so a raise to 2,600."""
    result = certain(text)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("9", "raise", 2600)
    assert {"tda-2024:61", "tda-2024:45-B"} <= set(result["rules"])
