"""A blind pulled back facing a raise whose size is not told ("pulled his blind back facing a raise",
"retiró su ciega frente a una subida") still binds him to call or raise (46-B): the raise is an
opponent's, its size unknown, and the ruling needs none."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "the big blind drags his blind back facing a raise and now says he'll fold. allowed?",
        "la grande retiró su ciega ante una subida y ahora dice que se tira. ¿se puede?",
    ],
)
def test_a_blind_pulled_back_facing_an_untold_raise(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["options"]) == ("BB", ["call", "raise"])
    assert result["rules"][0] == "tda-2024:46-B"  # then 43-A: the raise he may still make
