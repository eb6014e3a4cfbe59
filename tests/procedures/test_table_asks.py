"""A message that asks what to do now at the table ("¿por dónde empiezo?", "should I let the new dealer sit
in?") tells a situation even when it names no seat (issue 13): it is answered as a ruling with the rules on
its topic and no decision made up, while the same topic asked in general stays a rule question."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("Hay que hacer el chip race de las de 100, ¿por dónde empiezo?", "tda-2024:24"),
        ("We have to race off the 25s now, who do I give the first card to?", "tda-2024:24"),
        ("El cambio de crupier toca justo antes del descanso, ¿qué hago, mando al nuevo?", "tda-2024:RP-7"),
        (
            "The dealer change is due right before the break, should I let the new dealer sit in now?",
            "tda-2024:RP-7",
        ),
    ],
)
def test_asking_what_to_do_here_is_a_situation(text: str, rule: str) -> None:
    result = answer(text).result
    assert result["intent"] == "ruling"
    assert result["rules"][0] == rule
    assert result["ruling"]["decision"] is None and result["ruling"]["action"] is None


@pytest.mark.parametrize("text", ["¿Cuándo se hace el chip race?", "When is the chip race done?"])
def test_the_same_topic_asked_in_general_is_a_rule_question(text: str) -> None:
    result = answer(text).result
    assert (result["intent"], result["ruling"], result["rules"][0]) == ("question", None, "tda-2024:24")


@pytest.mark.parametrize(
    "text",
    [
        "Subió el nivel cuando el crupier ya estaba barajando. ¿Esta mano se juega con las ciegas nuevas?",
        "The level changed when the dealer was already shuffling. Does this hand use the new blinds?",
    ],
)
def test_a_story_told_before_the_question_is_a_situation(text: str) -> None:
    """A framing word in the story ("cuando", "when") does not make the question general: the hand had
    begun with the shuffle, so the new level is for the next hand (23)."""
    result = answer(text).result
    assert (result["intent"], result["ruling"]["decision"], result["rules"]) == (
        "ruling",
        "play_continues",
        ["tda-2024:23"],
    )


def test_a_question_framed_in_general_stays_general() -> None:
    result = answer("¿Qué pasa cuando sube el nivel con la mano ya barajada?").result
    assert (result["intent"], result["ruling"]) == ("question", None)
