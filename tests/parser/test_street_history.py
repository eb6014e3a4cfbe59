"""A street told with how it was reached ("flop, después de un raise y un pago preflop", "turn after a bet
and two calls on the flop"): the earlier street is history, the actions told are on the street named
first."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text, street",
    [
        ("100/200, flop después de un raise y un pago preflop. el 3 dice 'cinco' y no tira nada", "flop"),
        ("100/200, flop after a raise and a call preflop. seat 3 says 'five' and puts nothing out", "flop"),
        ("100/200, river tras apuesta y pago en el turn. el 3 apuesta 1000 y el 5 paga. ¿qué es?", "river"),
    ],
)
def test_the_street_reached_is_the_one_ruled_on(text: str, street: str) -> None:
    assert answer(text).result["facts"]["street"] == street
