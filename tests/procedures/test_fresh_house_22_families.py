"""House-rule families the twenty-second house round of issue 13 fixed (drawn from the twenty-second house
set, tests/procedures/data/fresh_house_22.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import house_decides


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Garrido. Antes del flop se retiró el UTG y el siguiente también; luego el del 6 (el hijack) "
         "avisa de que le falta una carta.", "6"),
        ("Reglas de Garrido. Preflop foldeó el primero y también el que sigue, y el del 7 (el cutoff) "
         "ve que tiene tres cartas.", "7"),
        ("House rules are Garrido's. Pre-flop UTG mucked and so did the next guy, then seat 5 (the hijack) "
         "finds he was dealt only one card.", "5"),
        ("Garrido room. UTG folded, the next player as well, and then seat 6 (the lojack) shows he has "
         "three cards.", "6"),
    ],
)  # fmt: skip
def test_two_folds_told_as_one_and_the_next_one_too(text: str, seat: str) -> None:
    """Garrido 2/4.l: any two actions, folds included, stop a misdeal, and the hand dealt the wrong number of
    cards is dead. The second fold told as the first one's echo ("y el siguiente también", "and so did the
    next guy") is counted, and the player named by his seat with his position in brackets is that seat. TDA
    36: two folds are no substantial action, a misdeal."""
    tda = house_decides(text, "garrido", "garrido-2010:3.c", "dead_hand", seat)
    assert tda["ruling"]["decision"] == "misdeal"
