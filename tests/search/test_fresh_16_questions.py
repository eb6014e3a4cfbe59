"""Families the sixteenth round of issue 13 fixed on players' questions (drawn from the fifteenth fresh set,
tests/search/data/fresh_questions_15.jsonl), in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.rule_search import search


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a rebuy asked in the middle of a hand: 27 (no hand missed), not a re-entry's "rebuy in"
        ("¿Vale hacer una recompra en mitad de la mano si casi no me quedan fichas?", "tda-2024:27"),
        ("Is a rebuy in the middle of the hand allowed when I am nearly out of chips?", "tda-2024:27"),
        # making a caller's opponent show: asking to see a hand (18)
        ("Si apuestan en el river y pago, ¿puedo hacer que enseñe su mano?", "tda-2024:18"),
        ("I called his river bet. Can I make them show before I show mine?", "tda-2024:18"),
        # shown before the river after an all-in is called: face up for all-ins (16), no request to see (18)
        ("Si me pagan el all in en el flop, ¿tengo que enseñar mis cartas antes del river?", "tda-2024:16"),
        ("If I go all in and get called, do I have to show my cards before the river?", "tda-2024:16"),
    ],
)
def test_sixteenth_round_question_families_find_their_rule_first(question: str, expected: str) -> None:
    top = search(question, limit=1)[0].id
    assert top == expected or top.startswith(expected + "-"), search(question, limit=3)


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # what a term means: a question about the rules, though it names an incident ("dead button")
        ("¿Qué significa botón muerto en un torneo?", "question"),
        ("What does a dead button mean in tournament poker?", "question"),
        # thanks for saving the night or the day
        ("gracias máquina, me has salvado el día", "chatter"),
        ("Thanks man, you saved my night", "chatter"),
    ],
)
def test_sixteenth_round_intents(text: str, intent: str) -> None:
    assert answer(text).result["intent"] == intent
