"""A call of a small number that, in thousands, is an amount told before ("raises to sixteen thousand...
seat 2 calls sixteen", "sube a dieciséis mil... el 2 paga dieciséis") calls that amount; offered as one of
two readings ("¿paga doce o catorce?") it is still the dealer's question."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "river seat five bets eight thousand seat eight makes it sixteen thousand and seat two calls sixteen",
        "river el cinco apuesta ocho mil el ocho sube a dieciséis mil y el dos paga dieciséis",
    ],
)
def test_a_call_said_short_calls_the_amount_told(text: str) -> None:
    result = answer(text).result
    last = result["facts"]["actions"][-1]
    assert (last["seat"], last["declaration"], last["amount"]) == ("2", "call", 16000)
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 16000)


@pytest.mark.parametrize(
    "text",
    [
        "river seat 5 bets eight thousand seat 8 makes it sixteen thousand and seat 2 calls the sixteen",
        "river el cinco apuesta ocho mil el ocho sube a dieciséis mil y el dos paga las dieciséis",
    ],
)
def test_a_call_of_the_amount_named_short(text: str) -> None:
    result = answer(text).result
    last = result["facts"]["actions"][-1]
    assert (last["seat"], last["declaration"], last["amount"]) == ("2", "call", None)  # the bet, named
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 16000)
