"""A seat named by its number between two positions ("UTG opens, seat 5 raises, the button...", "el UTG
abre, el 5 sube, el botón...") cannot be placed by the table's order: it keeps the order it was told in, and
nobody is judged out of turn by a guess."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "1000/2000. the lojack opens 5000, seat 4 makes it 12000, the button silently puts out 14000. "
        "call or raise?",
        "1000/2000. el LJ abre a 5000, el 4 sube a 12000, el botón pone en silencio 14000. ¿paga o sube?",
    ],
)
def test_the_seat_told_between_positions_keeps_its_place(text: str) -> None:
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["LJ", "4", "BTN"]
    assert all(a["out_of_turn"] is not True for a in result["facts"]["actions"])
    # 2,000 over a 12,000 raise is under half the 7,000 raise: a call, the 2,000 back (45)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "BTN",
        "call",
        12000,
        2000,
    )
