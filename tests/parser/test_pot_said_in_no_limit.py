""""Pot" said in no-limit binds the player to a valid bet or raise (54-D): a raise is his only choice,
at least the minimum."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "NL 500/1000, turn: el 2 apuesta 3000 y el 6 dice 'bote' sin poner nada. aquí no es pot limit. "
        "¿qué tiene que hacer?",
        "NL 500/1000, turn: seat 2 bets 3000 and seat 6 says 'pot' with nothing in. it's no limit. what "
        "must he do?",
    ],
)
def test_pot_said_facing_a_bet_in_no_limit_leaves_only_a_raise(text: str) -> None:
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["options"], ruling["min_raise_to"]) == ("6", ["raise"], 6000)
