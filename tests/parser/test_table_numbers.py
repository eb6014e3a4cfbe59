"""A table's number opening a report ("mesa 12, flop bet 1600") names the table: it is no amount of the
hand, even where the first bet has no player named."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "mesa 14, turn apuesta 2500, el 6 tira dos de mil y una de quinientos sin hablar. ¿call o raise?",
        "table 9, turn bet 2500, seat 6 puts out two 1k and a 500 silently. call or raise?",
    ],
)
def test_a_table_number_is_no_bet(text: str) -> None:
    result = answer(text).result  # 3,500 over 2,500: under half a raise more, a call (45-B)
    assert [a["amount"] for a in result["facts"]["actions"]][0] == 2500
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "call", 2500)
