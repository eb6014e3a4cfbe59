"""Grammar families drawn from set 37's English rows (a high-roller side event in Barcelona and Lima with
regulars who abbreviate everything, a bar-league final in Texas and Manchester told by volunteer dealers),
each tested in both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Preflop, seat 3 says to seat 7: no matter how much you bet, I'm calling. On the turn seat 7 bets "
        "4,000 and seat 3 mucks. Is that allowed?",
        "Seat 1 tells the guy in seat 4 before the river: whatever you bet there I'm calling. Seat 4 bets "
        "20k on the river and seat 1 folds. Ruling?",
        "El 4 le dice al 8 antes del turn: apuestes lo que apuestes, voy. En el turn el 8 apuesta 6.000 y el "
        "4 tira las cartas. ¿Vale?",
        "En el flop el 2 le avisa al 6 'lo que subas te lo pago'. El 6 sube a 9.000 y el 2 se retira. "
        "¿Puede?",
    ],
)
def test_a_promise_for_whatever_is_bet_is_a_conditional_statement(text: str) -> None:
    """ "whatever you bet, I call", "apuestes lo que apuestes, voy": a promise that depends on the other's
    bet, with no "if", is a conditional statement of future action: the TD's (59-A)."""
    result = answer(text).result
    assert "tda-2024:59-A" in result["rules"]
    assert result["floor"] is True
    assert result["ruling"]["action"] is None
