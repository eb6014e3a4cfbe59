"""A stack the staff counted ("seat 6 had 25k when we counted", "al 6 le contamos 25 mil") is the player's
stack: a call of more than it cannot be, and the floor sees to it. ("Counted at" is no stack word: "the pot
counted at 38,000" is the pot.)"""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "seat 3 is all in for 30k. seat 7 had 18k when we counted, he says call and puts 30k in",
        "el 3 va all in por 30 mil. al 7 le contamos 18 mil antes de la mano, dice pago y pone 30 mil",
    ],
)
def test_a_counted_stack_bounds_the_call(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["stacks"]["7"] == 18000
    assert (result["confidence"], result["floor"]) == ("unsure", True)
