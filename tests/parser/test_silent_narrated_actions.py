"""An action word the report calls silent ("makes it 9k without a word", "el 3 calladito resube a nueve
mil") is the dealer's word for what the chips did: the amount was pushed silently and the chip rules
(43, 45) size it; it is no declaration and no lost amount."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "blinds 500/1000, river, seat 6 bets 4k and seat 3 makes it 5500 without a word",
        "ciegas 500/1000 river el 6 apuesta cuatro mil y el 3 calladito resube a cinco mil quinientos",
        "500 1000 river seat six bets four thousand and three silently raises to fifty five hundred",
    ],
)
def test_a_silent_raise_word_is_the_chips_pushed(text: str) -> None:
    result = answer(text).result
    action = result["facts"]["actions"][-1]
    assert (action["seat"], action["declaration"], action["pushed"], action["silent"]) == (
        "3",
        None,
        5500,
        True,
    )
    # 1,500 over the call is under half of the 4,000 bet: a call, the 1,500 returned (45)
    assert (result["ruling"]["action"], result["ruling"]["total"], result["ruling"]["returned"]) == (
        "call",
        4000,
        1500,
    )
