"""A player named in a clause that hangs from another's ("the hijack says call *when* seat 2 had bet
5,000, *but* then slides out only 2,000") does not take over what follows: after "but" / "pero" the main
clause's player goes on, and his words and chips make one action, told after the bet he answered."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "400/800 river. the hijack says call when seat 2 had already bet 5,000, but then slides forward "
        "only 2,000",
        "400/800 river. el HJ dice pago cuando el 2 ya había apostado 5000, pero después solo pone 2000",
    ],
)
def test_the_main_clause_goes_on_after_but(text: str) -> None:
    result = answer(text).result
    actions = result["facts"]["actions"]
    assert [a["seat"] for a in actions] == ["2", "HJ"]
    assert (actions[1]["declaration"], actions[1]["pushed"]) == ("call", 2000)
    # "call" said in turn binds him to the full 5,000 (51-A)
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "HJ",
        "call",
        5000,
    )
    assert result["rules"][0] == "tda-2024:51-A"
