"""Stacks told in big blinds ("tiene unas 30 ciegas", "about 25 bbs behind", "40 big blinds (40k)"): the
stack in chips once the blinds are known, never a stack of 30 chips; a stack told both ways gives the big
blind when the report does not (asked, as any blind not told)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 100/200. Seat 3 bets 600, seat 5 has about 25 bbs behind and silently puts out 900.",
        "Ciegas 100/200. El 3 apuesta 600 y el 5, que tiene unas 25 ciegas detrás, pone 900 callado.",
    ],
)
def test_a_stack_in_big_blinds_is_chips(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["stacks"]["5"] == 5000
    assert result["floor"] is False  # no stack of 25 chips, so no impossible push


@pytest.mark.parametrize(
    "text",
    [
        "UTG raises to 2,500 and the HJ, who has about 40 big blinds (40k), silently puts out a 2,000 and "
        "three 500s. Call or raise?",
        "UTG sube a 2.500 y el HJ, que tiene como 40 ciegas (40k), pone una de 2.000 y tres de 500 callado. "
        "¿Call o subida?",
    ],
)
def test_a_stack_told_both_ways_gives_the_big_blind(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 4000)  # big blind 1,000
    assert result["confidence"] == "conditional" and "blinds" in result["questions"]
