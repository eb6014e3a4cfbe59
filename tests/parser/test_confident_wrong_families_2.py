"""Families behind confident wrong answers on the older betting sets (issue 12), second round: each in both
languages and in other words than the rows; a fact the words decide is read, or the answer stops being certain
where the facts told cannot all be true."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 100/200. Pre, seat 3 bets 600 and seat 6 says nine hundred.",
        "Ciegas 100/200. Pre, el 3 apuesta 600 y el 6 dice novecientos.",
    ],
)
def test_pre_alone_names_the_street_before_the_flop(text: str) -> None:
    """"Pre" said alone is the pre-flop street: the open's increment over the big blind (400) sizes the
    minimum, so 900 reaches half of it and is a raise to 1,000, not the flop's 1,200."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "raise", 1000)
    assert result["facts"]["street"] == "preflop"
