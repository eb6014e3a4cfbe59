"""A single chip the report names ("it's a ten thousand chip", "con la ficha de 5k en la mano") is the chip
that went in, not a number the player said: "raise" declared before it lands is a raise to its value (44)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "flop seat two bets four thousand and seat five says raise while the chip is still in the air, "
        "it's a twenty five thousand chip and it lands right after he says it. raise to twenty five?",
        "En el turn el 2 apuesta 4.000 y el 5 dice 'subo' con la ficha de 25.000 todavía en la mano, la "
        "suelta después. No dice cantidad. ¿A cuánto queda la subida?",
    ],
)
def test_raise_said_before_a_single_chip_lands_is_a_raise_to_its_value(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["actions"][-1]["chips"] == [25000]
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 25000)
    assert "tda-2024:44" in result["rules"]


def test_a_chip_found_is_not_a_chip_put_in() -> None:
    text = "seat 6 shoved the turn, got called, and then we find a 5k chip hidden behind his card protector"
    assert answer(text).result["floor"] is True
