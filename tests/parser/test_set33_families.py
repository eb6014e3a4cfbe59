"""Grammar families drawn from set 33 (a festival main event's day 2 and cash-game dealers new to tournament
rules), each tested in both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 7 jams 31,000 and seat 2 calls. seat 7 has the best hand. what does seat 2 owe?",
        "turn, seat 7 jams 31,000, seat 2 calls and seat 7 has the nuts. what does seat 2 owe?",
        "turn, el 7 va all in por 31.000 y el 2 paga. el 7 tiene la mejor mano. ¿cuánto pone el 2?",
        "turn, el 7 va all in por 31.000, el 2 paga y el 7 tiene la ganadora. ¿cuánto pone el 2?",
    ],
)
def test_who_won_at_showdown_is_no_unread_fact_of_the_betting(text: str) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("2", "call", 31000)
    assert (result["confidence"], result["questions"]) == ("certain", [])
