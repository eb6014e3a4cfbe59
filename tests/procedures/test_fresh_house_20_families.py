"""House-rule families the twentieth house round of issue 13 fixed (drawn from the twentieth house set,
tests/procedures/data/fresh_house_20.jsonl), each in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import house_decides


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento Garrido. Repartí bien las dos vueltas y al acabar le solté una carta más al asiento 8, "
         "la que tocaba quemar. Todavía no habló nadie. ¿Qué hago?", "8"),
        ("Reglamento Garrido. Después de las dos vueltas le di una carta adicional al 8, la que iba a ser la "
         "quemada. No ha hablado nadie.", "8"),
        ("Garrido rules. After giving everyone their two cards properly I dealt an additional card to seat "
         "3, the one meant to be the burn. No action yet, do I redeal?", "3"),
    ],
)  # fmt: skip
def test_one_card_more_that_was_the_burn_is_no_misdeal(text: str, seat: str) -> None:
    """Garrido 2.d: one card too many to a player, the one that would have been burnt before the flop, after a
    deal otherwise right, is no misdeal: it serves as the burn ("una carta más al", "an additional card" told
    as the card given). TDA 35-A-5: a wrong number of cards before substantial action is a misdeal."""
    tda = house_decides(text, "garrido", "garrido-2010:2.d", "play_continues", seat)
    assert tda["ruling"]["decision"] == "misdeal"
