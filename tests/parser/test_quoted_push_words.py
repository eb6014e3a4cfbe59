"""A push word that opens a quotation of what the player said ("dice 'meto seis'", "says 'I put in six'")
is his words, no chips moved: the number said alone is read by rule 57."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "500/1000 river, pot 9,000. seat 4 says 'I put in six' and keeps his hands still. 600 or 6000?",
        "500/1000 river, bote 9.000. el 4 dice 'meto seis' y no mueve las manos. ¿600 o 6000?",
    ],
)
def test_a_quoted_push_word_is_said(text: str) -> None:
    result = answer(text).result
    action = result["facts"]["actions"][-1]
    assert (action["declaration"], action["amount"], action["pushed"]) == ("amount", 6, None)
    # 600 is under the big blind: 6,000, within the 9,000 pot, is the reading (57)
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("bet", 6000)
    assert "tda-2024:57" in result["rules"]
