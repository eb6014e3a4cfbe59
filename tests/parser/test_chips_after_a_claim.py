"""Chips pushed right after a player's claim, joined by "and" ("says he's calling and pushes out 15k", "dice
que iguala y pone 15 lucas"), are what the dealer saw: they are read, and checked against his stack."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "1000/2000. seat 5 started the hand with 10k. flop seat 2 bets 4k and seat 5 says he's calling and "
        "pushes out 14k",
        "1000/2000. el 5 empezó la mano con 10 mil. en el flop el 2 apuesta 4 mil y el 5 dice que paga y "
        "pone 14 mil",
    ],
)
def test_chips_after_a_claim_are_read(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["actions"][-1]["pushed"] == 14000
    # 14,000 pushed from a 10,000 stack cannot be: the floor sees to it, no ruling stated as certain
    assert (result["confidence"], result["floor"]) == ("unsure", True)
