"""Families found by the lead in session 36 (fix causes, never sentences): the big blind "defended" is a call
of the raise he faced, in both languages."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000. The hijack raises to 2500 and the big blind defends. How much does the BB put in?",
        "Ciegas 500/1000. El hijack sube a 2500 y la ciega grande defiende. ¿Cuánto pone la grande?",
    ],
)
def test_the_big_blind_defended_is_a_call_of_the_raise(text: str) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert ruling["seat"] == "BB"
    assert ruling["action"] == "call"
    assert ruling["total"] == 2500
    assert result["confidence"] == "certain"
