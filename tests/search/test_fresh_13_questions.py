"""Families the thirteenth round of issue 13 fixed on players' questions, in both languages and in other words
than the fresh set's rows (tests/search/data/fresh_questions_13.jsonl)."""

from __future__ import annotations

import pytest

from parser.rule_search import search


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the Spanish "antes" (before) names no ante
        ("Si hay all in y le pagan, ¿se ponen las cartas boca arriba antes del turn?", "tda-2024:16"),
        ("¿Qué ciegas se juegan en una mano que empezó antes de que subiera el nivel?", "tda-2024:23"),
        # a broken table said of one's own ("my table")
        ("Rompieron mi mesa y me sientan en otra, ¿me puede tocar la ciega grande?", "tda-2024:10"),
        ("My table broke and they moved me, can I land right on the big blind?", "tda-2024:10"),
        # folding when no one had bet (58)
        ("¿Está mal que me tiré cuando nadie había apostado?", "tda-2024:58"),
        ("Is it wrong that I folded when no one had bet?", "tda-2024:58"),
        # a friend advising from behind the chair (67)
        ("¿Puede un amigo darme consejos desde detrás de mi silla?", "tda-2024:67"),
        ("Can a friend coach me from behind my chair during the event?", "tda-2024:67"),
        # one card turned over, both asked for (13, 15)
        ("I flipped over one card, do I need to show both to win?", ("tda-2024:13", "tda-2024:15")),
    ],
)
def test_thirteenth_round_question_families_find_their_rule_first(
    question: str, expected: str | tuple[str, ...]
) -> None:
    expected = expected if isinstance(expected, tuple) else (expected,)
    top = search(question, limit=1)[0].id
    assert any(top == rule or top.startswith(rule + "-") for rule in expected), search(question, limit=3)
