"""Families the seventeenth round of issue 13 fixed on players' questions (drawn from the sixteenth fresh
set, tests/search/data/fresh_questions_16.jsonl), in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.rule_search import search


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the small chips taken off the table, said "quitan" and "take away": the chip race (24)
        ("Si quitan las fichas de 25 en el descanso, ¿qué pasa con las que me sobran?", "tda-2024:24"),
        (
            "When they take the small chips away at the color up, what happens to the ones I have left?",
            "tda-2024:24",
        ),
        # cards shown while the hand goes on: 68, not the tabling at showdown (13)
        ("¿Puedo enseñar mis cartas mientras sigue la mano si ya me retiré?", "tda-2024:68"),
        ("Can I show my hand to my friend while the hand is still going if I've folded?", "tda-2024:68"),
        # the all-in with no action left: every hand turned face up (16), no all-in button (RP-1)
        (
            "Un jugador está all-in y ya no queda acción en la mano: ¿se dan vuelta las cartas ahora?",
            "tda-2024:16",
        ),
        (
            "When someone is all in and there's no action left, when do the cards get turned over?",
            "tda-2024:16",
        ),
        # a pot count asked, "cuente el pozo": pot limit's count (54), a pot spread in no limit (RP-21)
        (
            "En el no limit de la sala, ¿el crupier tiene que hacer caso si le piden que cuente el pozo?",
            "tda-2024:54",
        ),
        ("In no limit, does the dealer have to count the pot for him when a player asks?", "tda-2024:54"),
    ],
)
def test_seventeenth_round_question_families_find_their_rule_first(question: str, expected: str) -> None:
    top = search(question, limit=1)[0].id
    assert top == expected or top.startswith(expected + "-"), search(question, limit=3)


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # a rule asked with no question mark, opened by "are" / "está"
        ("are string bets allowed in this tournament", "question"),
        ("está permitido usar el teléfono en la mesa", "question"),
        # thanks with a regional form of address
        ("gracias parce, me salvaste la noche", "chatter"),
        ("cheers bro, you saved my table", "chatter"),
    ],
)
def test_seventeenth_round_intents(text: str, intent: str) -> None:
    assert answer(text).result["intent"] == intent
