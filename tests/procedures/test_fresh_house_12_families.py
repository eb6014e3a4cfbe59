"""House-rule families the twelfth round of issue 13 fixed, each in both languages and in other words than
the fresh sets' rows (tests/procedures/data/fresh_house*.jsonl)."""

from __future__ import annotations

import pytest

from bot.ask import answer
from tests.support.rulings import ruled


@pytest.mark.parametrize(
    "text",
    [
        "Quedan tres en la final y la sala cierra a las 4; son las 3:35. ¿Seguimos jugando como siempre?",
        "Three left at the final table, the casino shuts at 5 and it's 4:40 already. What do we do now?",
    ],
)
def test_the_casino_closing_time_is_san_roque_17_applied_by_the_staff(text: str) -> None:
    """San Roque 17: half an hour before the casino closes the last round is played, then an ICM deal among
    the players left; the staff carries it out (TDA has no closing time: the TD decides, 1)."""
    house, plain = ruled(text, "san-roque"), ruled(text)
    assert house["rules"][:2] == ["san-roque:17", "tda-2024:1"]
    assert (house["floor"], house["floor_reason"], house["confidence"]) == (True, "staff_applies", "certain")
    assert plain["rules"][0] == "tda-2024:1"
    assert (plain["floor"], plain["floor_reason"]) == (True, "td_discretion")


@pytest.mark.parametrize(
    "text",
    [
        "¿Y si el casino cierra antes de que termine el torneo, qué se hace?",
        "What happens if the casino closes before the tournament is over?",
    ],
)
def test_the_closing_time_asked_as_a_supposition_is_answered_with_san_roque_17(text: str) -> None:
    """Put as a supposition, the closing time is a rule question: San Roque 17 answers it there."""
    result = answer(text, venue="san-roque").result
    assert result["intent"] == "question"
    assert result["rules"][0] == "san-roque:17"
    assert "san-roque:17" not in answer(text, venue="garrido").result["rules"]
