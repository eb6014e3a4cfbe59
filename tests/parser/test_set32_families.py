"""Grammar families drawn from set 32 (a bounty event's bubble and a late-night turbo, the fourteenth betting
round's holdout), each tested in both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 4 says 'thirty thousand' and slides out a single 10k chip. Nobody heard it. "
        "Seat 1 calls with a 10k chip. What is the bet?",
        "turn, seat 4 says 'thirty thousand' and slides out a single 10k chip; not everyone heard; "
        "seat 1 calls with a 10k chip",
        "turn, el 4 dice 'treinta mil' y desliza una sola ficha de 10 mil. Nadie lo oyó. "
        "El 1 paga con una de 10 mil. ¿Cuál es la apuesta?",
        "turn, el 4 dice 'treinta mil' y desliza una sola ficha de 10 mil; no se oyó bien; "
        "el 1 paga con una de 10 mil",
    ],
)
def test_a_declaration_told_unheard_in_a_sentence_of_its_own_goes_to_the_floor(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["seat"], result["floor"], result["confidence"]) == ("4", True, "unsure")
    assert "tda-2024:40-A" in result["rules"]
