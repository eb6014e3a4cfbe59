"""A bet named after its amount with a preposition of facing ("puts 7k on a 3k bet") is the bet faced, not
one made; an action word the dealer asks to confirm at the end ("call right", "es pago ¿verdad?") is his
reading, not another action."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 4 silently puts seven 1k chips in on a 3k bet. what is it",
        "turn, seat 4 silently slides seven 1k chips into the 3k bet. what is it",
    ],
)
def test_a_bet_named_after_a_preposition_is_faced(text: str) -> None:
    result = answer(text).result  # 7,000 over a 3,000 bet: 4,000 more, a full raise (45-B)
    assert [a["declaration"] for a in result["facts"]["actions"] if a["seat"] == "4"] == [None]
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("4", "raise", 7000)


@pytest.mark.parametrize(
    "text",
    [
        "river seat 2 bets 4000, seat 6 drops one 10k chip silently on the 4k bet, call right",
        "river el 2 apuesta 4000, el 6 tira en silencio una ficha de 10 mil, es pago verdad",
    ],
)
def test_an_action_asked_to_confirm_is_the_dealers_reading(text: str) -> None:
    result = answer(text).result  # one oversized chip, nothing said: a call (44)
    assert [a["declaration"] for a in result["facts"]["actions"] if a["seat"] == "6"] == [None]
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "call", 4000)
