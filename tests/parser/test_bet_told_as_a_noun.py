"""A bet told as a noun with its size before it and nobody named ("ocho mil de apuesta en el river",
"there's a 6k bet") is the bet the named player then faced."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "river, seis mil de apuesta y el 4 dice pago y suelta una ficha de diez mil",
        "river, there's a 6k bet and seat 4 says call and drops a 10k chip",
    ],
)
def test_the_bet_noun_sizes_the_bet_faced(text: str) -> None:
    result = answer(text).result
    first = result["facts"]["actions"][0]
    assert (first["declaration"], first["amount"]) == ("bet", 6000)
    # "call" said: a call of 6,000, the other 4,000 of the chip given back (51-A)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "4",
        "call",
        6000,
        4000,
    )
