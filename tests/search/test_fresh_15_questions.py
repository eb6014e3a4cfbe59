"""Families the fifteenth round of issue 13 fixed on players' questions (drawn from the fourteenth fresh set,
tests/search/data/fresh_questions_14.jsonl), in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.rule_search import search


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "tu asiento", said to a player, and stepping away to the toilet: at your seat (30)
        ("¿Cuenta como estar en tu asiento si estás de pie detrás de la silla?", "tda-2024:30"),
        ("Si voy al baño justo antes de que repartan, ¿me matan las cartas?", "tda-2024:30"),
        # the small chips taken off the table: the chip race (24)
        ("Cuando se retiran las fichas chicas, ¿cómo se reparten los restos?", "tda-2024:24"),
        ("What happens with my leftover chips when they take the small chips off the table?", "tda-2024:24"),
        # everyone else mucks: an uncontested showdown (17-B)
        ("Si todos tiran sus cartas en el river, ¿tengo que mostrar para llevarme el bote?", "tda-2024:17"),
        ("When everyone else mucks on the river, must I show to take the pot?", "tda-2024:17"),
    ],
)
def test_fifteenth_round_question_families_find_their_rule_first(question: str, expected: str) -> None:
    top = search(question, limit=1)[0].id
    assert top == expected or top.startswith(expected + "-"), search(question, limit=3)


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # "at what point", "en qué momento": a question about the rule, not a table's case
        ("At what point do the hands get turned face up when there's an all-in and a call?", "question"),
        ("Con un all in pagado, ¿en qué momento se destapan las cartas?", "question"),
        # thanks with praise, and asking whether the bot is on
        ("Gracias fiera, me has salvado la vida", "chatter"),
        ("Thanks mate, you saved my table", "chatter"),
        ("¿Sigues activo?", "chatter"),
        ("Hi, are you working?", "chatter"),
    ],
)
def test_fifteenth_round_intents(text: str, intent: str) -> None:
    assert answer(text).result["intent"] == intent
