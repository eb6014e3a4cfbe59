"""A raise short of the minimum that the others then called or folded to (52-A): the report asks about that
raise, whoever spoke last; it is corrected to the minimum for every bettor while the street lasts."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text, seat, total",
    [
        (
            "blinds 250/500, flop: seat 3 bets 1,500, seat 8 makes it 2,200 and seat 1 calls the 2,200, "
            "seat 3 calls too, then somebody says it was light. what do we do",
            "8",
            3000,
        ),
        (
            "ciegas 300/600, en el flop el 2 apuesta 1.200, el 6 dice subo a 1.800 y lo pone, el 9 paga y "
            "el 2 también paga, ahí se dan cuenta que era poco. ¿cómo se arregla?",
            "6",
            2400,
        ),
    ],
)
def test_the_short_raise_is_the_question(text: str, seat: str, total: int) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == (seat, "raise", total)
    assert "tda-2024:52-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 1500/3000, preflop UTG raises to 5500, seat 6 silently pushes two 5k chips. call or raise?",
        "ciegas 1500/3000, preflop el UTG sube a 5500 y el 6 empuja callado dos fichas de 5000. ¿call o "
        "subida?",
    ],
)
def test_an_answer_with_its_own_question_stays_the_question(text: str) -> None:
    """The last player's silent chips are an incident of their own: the ruling is his, not the raise's."""
    assert answer(text).result["ruling"]["seat"] == "6"
