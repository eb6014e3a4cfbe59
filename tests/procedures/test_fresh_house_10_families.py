"""House-rule families the tenth round of issue 13 fixed, each in both languages and in other words than
the fresh sets' rows (tests/procedures/data/fresh_house*.jsonl)."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled

_BUTTON_AMONG_TIED = [
    ("Bote dividido al final: el botón, que es el 6, es uno de los ganadores y el otro es el 9. Sobra una "
     "ficha de 25. ¿De quién es?", "6"),
    ("Chopped pot on the turn. The button sits in seat 2 and he is one of the two winners, with seat 8. One "
     "spare chip, where does it go?", "2"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "button"), _BUTTON_AMONG_TIED)
def test_the_button_told_as_a_winner_gets_the_odd_chip_nearest_the_button(text: str, button: str) -> None:
    """San Roque 31: the odd chip goes to "la mano más cercana del botón"; the button's own hand, told as one
    of the winners ("is one of the two winners", "es uno de los ganadores"), is the nearest."""
    result = ruled(text, "san-roque")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("odd_chip", button)
    assert result["rules"][0] == "san-roque:31"
    assert "tda-2024:20-A" in result["rules"]
