"""Families the lead drew this round from the betting sets' confident wrong answers, each tested in both
languages in other words than the rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.answers import fact_from_answer


@pytest.mark.parametrize(
    "text, lang",
    [
        ("turn, seat 2 bets 3,000, seat 6 tosses a single 10k chip and goes raise. which is it?", "en"),
        ("turn, el 2 apuesta 3.000, el 6 suelta una ficha de 10.000 y dice subo. ¿qué es?", "es"),
    ],
)
def test_words_after_the_chips_only_in_the_telling_are_asked(text: str, lang: str) -> None:
    """40-A/44: the chips first makes an overchip a call; a report that tells the word after the chip only
    by the order of its sentence does not say when he spoke, so the call stands if he spoke once the chip was
    down, and the dealer is asked."""
    result = answer(text).result
    ruling = result["ruling"]
    told = ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]
    assert told == ("6", "call", 3000, 7000)
    assert result["confidence"] == "conditional"
    assert "spoke_before_chips:seat=6" in result["questions"]
    said_first = fact_from_answer("spoke_before_chips", "before" if lang == "en" else "antes", lang, "6")
    assert said_first is not None
    again = answer(f"{text} {said_first}").result
    redone = again["ruling"]["action"], again["ruling"]["total"], again["confidence"]
    assert redone == ("raise", 10000, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 2 bets 3,000, seat 6 tosses a single 10k chip and once it had landed he goes raise",
        "turn, seat 2 bets 3,000, seat 6 tosses a 10k chip and goes raise, the chip had already landed",
        "turn, el 2 apuesta 3.000, el 6 suelta una ficha de 10.000 y ya en el tapete dice subo",
        "turn, el 2 apuesta 3.000, el 6 suelta una ficha de 10.000 y dice subo, pero la ficha ya había caído",
    ],
)
def test_words_told_once_the_chips_were_down_are_certain(text: str) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["action"], ruling["total"], ruling["returned"]) == ("call", 3000, 7000)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 2 bets 3,000, seat 6 says raise and puts out 13k, the word first and after it the chips",
        "turn, el 2 apuesta 3.000, el 6 dice subo y pone 13.000, primero dijo subo y después puso las fichas",
    ],
)
def test_words_said_first_keep_the_raise(text: str) -> None:
    ruling = answer(text).result["ruling"]
    assert (ruling["action"], ruling["total"]) == ("raise", 13000)
