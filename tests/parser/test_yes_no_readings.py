"""A yes/no question that names no player and restates an action ("Is bet 30000?", "¿Es subida a
30000?") asks about a reading: it is nobody's action, and the chips told before are ruled alone."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "flop 1000/2000, the first player put one chip 25000 in front, no talk. Is bet 25000?",
        "flop 1000/2000, el primer jugador pone una ficha de 25000 sin hablar. ¿Es apuesta de 25000?",
    ],
)
def test_the_question_adds_no_action(text: str) -> None:
    result = answer(text).result
    assert [a["pushed"] for a in result["facts"]["actions"]] == [25000]
    # one chip, nothing bet before: the chip's full value is the bet (44)
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("bet", 25000)
