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
    """ "Pre" said alone is the pre-flop street: the open's increment over the big blind (400) sizes the
    minimum, so 900 reaches half of it and is a raise to 1,000, not the flop's 1,200."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "raise", 1000)
    assert result["facts"]["street"] == "preflop"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "level five hundred one thousand the button raises to three thousand and big blonde in seat nine "
            "drops a five thousand chip without a word",
            "9",
        ),
        (
            "ciegas quinientos mil el botón sube a tres mil y la big blonde tira una ficha de cinco mil "
            "sin decir nada",
            "BB",
        ),
    ],
)
def test_big_blind_heard_as_big_blonde_is_the_big_blind(text: str, seat: str) -> None:
    """A voice note's "big blonde" is the big blind: his single overchip over his posted 1,000 is a call of
    3,000 (44), and what comes back counts the blind already in front."""
    result = answer(text).result
    ruling = result["ruling"]
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == (seat, "call", 3000, 3000)
    assert result["confidence"] == "certain"
