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


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 1000/2000. Preflop el 3 abre a 5000, el 5 resube a 14000, el 7 a 30000. ¿Mínimo para el 9?",
        "Blinds 1000/2000. Preflop seat 3 opens to 5000, seat 5 raises to 14000, seat 7 to 30000. Min for "
        "seat 9?",
    ],
)
def test_a_verb_said_once_for_a_list_of_players(text: str) -> None:
    """ "el 5 resube a 14.000, el 7 a 30.000": the raise said once, each player to his own amount."""
    result = answer(text).result
    assert [(a["seat"], a["amount"]) for a in result["facts"]["actions"]] == [
        ("3", 5000),
        ("5", 14000),
        ("7", 30000),
    ]
    assert result["ruling"]["min_raise_to"] == 46000
