""" "Nothing else said" after a number said ("says 'four thousand' and pushes it, nothing else said", "dice
cuatro mil y los pone, no dijo nada más") keeps the number as his declaration: he said only that, he
was not silent."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "1000/2000 preflop. seat 1 opens 5000, seat 6 says 'eight thousand', puts it in, said nothing else",
        "1000/2000 preflop. el 1 abre a 5000, el 6 dice ocho mil y los mete, no dice nada más",
    ],
)
def test_a_number_said_with_nothing_else_is_declared(text: str) -> None:
    result = answer(text).result
    action = result["facts"]["actions"][-1]
    assert (action["seat"], action["amount"], action["silent"]) == ("6", 8000, False)
    # 8,000 said over a 5,000 open: an increment of 3,000, a full raise (43); no chip reading (45)
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 8000)
