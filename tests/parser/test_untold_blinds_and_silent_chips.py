"""With no blinds told, the first chips pushed silently pre-flop are an open at a small big blind and a
call with chips over it at a larger one: the big blind is asked, the likely reading given as conditional."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "new table, no level sheet yet. under the gun slides out two 1k chips and a 500 without a word. "
        "raise or call?",
        "mesa recién abierta, no sé el nivel. el UTG suelta dos de mil y una de quinientos callado, "
        "¿paga o sube?",
    ],
)
def test_silent_first_chips_with_no_blinds_ask_the_blinds(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "conditional"
    assert "blinds" in result["questions"]
    assert result["ruling"]["seat"] == "UTG"
