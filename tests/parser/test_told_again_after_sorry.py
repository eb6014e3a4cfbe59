"""A player's action told again after "sorry"/"perdón" in a later message ("sorry, seat 8 raised to 9,000
not 8,000", "perdón, el 8 subió a 9000 no a 8000") replaces the first telling: one raise, not two."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "flop seat 4 bets 2000, seat 8 raises to 5000, what's the min reraise for seat 1? sorry, seat 8 "
        "raised to 6000 not 5000",
        "flop el 4 apuesta 2000, el 8 sube a 5000, ¿cuánto es el mínimo para el 1? perdón, el 8 subió a "
        "6000 no a 5000",
    ],
)
def test_the_raise_told_again_replaces_the_first(text: str) -> None:
    result = answer(text).result
    assert [(a["seat"], a["amount"]) for a in result["facts"]["actions"]] == [("4", 2000), ("8", 6000)]
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("1", 10000)
