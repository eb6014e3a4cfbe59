"""Families the lead drew this round from the older betting sets' confident wrong answers, each tested in
both languages in other words than the rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "blinds 200/400, river, the pot is about 7,500, maybe a touch more. seat 4 says 'eight'. "
        "800 or 8,000?",
        "ciegas 200/400, river, el bote anda por los 7.500, quizá algo más. el 4 dice 'ocho'. ¿800 u 8.000?",
    ],
)
def test_a_bare_number_read_against_a_pot_judged_by_eye_is_conditional(text: str) -> None:
    """57: the highest reasonable amount not over the pot; a pot told roughly just under the larger reading
    may be over it, so the reading stands only if the count agrees, and the pot is asked."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("4", "bet", 800)
    assert "tda-2024:57" in result["rules"]
    assert result["confidence"] == "conditional"
    assert "pot_size" in result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 200/400, river, the pot is about 11,000. seat 4 says 'eight'. 800 or 8,000?",
        "ciegas 200/400, river, el bote anda por los 11.000. el 4 dice 'ocho'. ¿800 u 8.000?",
    ],
)
def test_a_bare_number_well_inside_a_rough_pot_stands(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["total"], result["confidence"]) == (8000, "certain")
