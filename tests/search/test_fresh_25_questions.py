"""Families the twenty-fifth round of issue 13 fixed on players' questions (drawn from the twenty-fourth fresh
set, tests/search/data/fresh_questions_24.jsonl), in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


def _answers(found: str, rule: str) -> bool:
    """A rule's part answers the rule ("tda-2024:11-A" answers "tda-2024:11")."""
    return found == rule or found.startswith(rule + "-")


@pytest.mark.parametrize(
    "message",
    [
        "testing one two three, anyone?",
        "probando uno dos, ¿me lees?",
        "cheers bru, total legend",
        "so helpful, cheers",
        "gracias carnal, me salvaste la partida",
    ],
)
def test_a_mic_check_count_and_thanks_in_table_slang_are_chatter(message: str) -> None:
    """A mic check counted in words ("one two three", "uno dos") and thanks in regional words ("total
    legend", "so helpful", "carnal", "me salvaste la partida") get a short human answer, not a rule."""
    assert answer(message).result["intent"] == "chatter"


@pytest.mark.parametrize(
    ("question", "rule"),
    [
        (
            "they want to move me to another table right as I'm due the big blind, is that allowed?",
            "tda-2024:11",
        ),
        ("¿me pueden mover de mesa cuando me toca poner la ciega grande?", "tda-2024:11"),
        ("the pot was miscounted last hand, how long do I have to say so?", "tda-2024:22"),
        ("the other two mucked, do I still have to show to win?", "tda-2024:17"),
        ("he announced a straight and I mucked but he had nothing, does what he said count?", "tda-2024:12"),
        ("dijo que tenía escalera y tiré mis cartas, pero no la tenía. ¿Cuenta lo que dijo?", "tda-2024:12"),
    ],
)
def test_a_players_own_case_finds_the_rule_that_decides_it(question: str, rule: str) -> None:
    """Being moved to balance as the big blind comes (11), a miscounted pot found after the push (22),
    having to show when the others mucked (17), a hand announced but not held (12: cards speak): the rule
    comes first."""
    result = answer(question).result
    assert result["intent"] == "question"
    assert _answers(result["rules"][0], rule), result["rules"]
