"""An amount said "without saying raise" ("dice diez mil sin decir subo"): the amount was declared (40-C:
the same as pushing it silently), only the raise word was not; the player is not silent."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "action", "total"),
    [
        (
            "Flop, seat 2 bets 3,000. Seat 6 says 'four thousand' without saying raise. What is it?",
            "call",
            3000,
        ),
        ("Flop, el 2 apuesta 3.000. El 6 dice 'cuatro mil' sin decir que sube. ¿Qué es?", "call", 3000),
        (
            "Flop, seat 2 bets 3,000. Seat 6 says 'five thousand' without saying raise. What is it?",
            "raise",
            6000,
        ),
        ("Flop, el 2 apuesta 3.000. El 6 dice cinco mil sin decir subo. ¿Qué es?", "raise", 6000),
    ],
)
def test_an_amount_said_without_the_raise_word(text: str, action: str, total: int) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", action, total)
    assert any(r.endswith(":40-C") for r in result["rules"])
