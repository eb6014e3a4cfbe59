"""A push whose object is nothing ("shove nothing", "empuja nada") moves no chips: the number said
alone is read by rule 57, not as an all-in of that size."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "200/400 flop, pot 3,000. seat 2 says 'six' only, push nothing yet. 600 or 6000?",
        "200/400 flop bote 3000. el 2 dice seis y empuja nada todavía. ¿600 o 6000?",
    ],
)
def test_a_push_of_nothing_leaves_the_number_said(text: str) -> None:
    result = answer(text).result
    action = result["facts"]["actions"][-1]
    assert (action["seat"], action["pushed"], action["chips"]) == ("2", None, [])
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("bet", 600)  # 6,000 is over the pot
    assert "tda-2024:57" in result["rules"]
