"""Families the eighteenth round of issue 13 fixed on players' questions (drawn from the seventeenth fresh
set, tests/search/data/fresh_questions_17.jsonl), in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from locales.templates import text as message_text
from parser.rule_search import search


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the cards that would have come, "hubieran salido", asked as "pedir ver": rabbit hunting (28), not a
        # request to see a hand (18)
        ("¿puedo pedir ver qué cartas hubieran salido despues de que todos pasan?", "tda-2024:28"),
        ("can I ask to see what would have come on the river?", "tda-2024:28"),
        # an all-in with no more bets: every hand turned up at once (16), no all-in button (RP-1)
        ("Si alguien va all in y no hay más apuestas, ¿cuándo se voltean las cartas?", "tda-2024:16"),
        ("Someone's all in and there are no more bets, do the cards get flipped now?", "tda-2024:16"),
        # a folded player telling what he threw away: one player to a hand (67)
        ("¿Está bien que el de al lado, que ya se tiró, me diga qué cartas tiró?", "tda-2024:67"),
        ("My mate's out of the hand, is he allowed to tell me what he threw away?", "tda-2024:67"),
    ],
)
def test_eighteenth_round_question_families_find_their_rule_first(question: str, expected: str) -> None:
    top = search(question, limit=1)[0].id
    assert top == expected or top.startswith(expected + "-"), search(question, limit=3)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # thanks with a compliment on the answer
        ("mil gracias fiera, excelente respuesta", "thanks"),
        ("thanks mate, really helpful", "thanks"),
        # a greeting and the city it comes from
        ("Buenas tardes desde Bogotá", "greeting"),
        ("Hi everyone from Manchester", "greeting"),
        # a joke: a request to be dealt aces, "asking for a friend", whatever else it says
        ("Could you deal me aces on the next hand, please?", "joke"),
        ("¿Me repartes ases en la próxima? jaja", "joke"),
        ("¿Hay alguna regla para que el river deje de odiarme? Pregunto por un amigo", "joke"),
    ],
)
def test_eighteenth_round_chatter(text: str, kind: str) -> None:
    """Small talk gets its short answer, never a rule: a city after a greeting ends it only when nothing else
    is said ("Hello from Dublin, can seat 4 still raise?" is a report)."""
    result = answer(text)
    assert result.result["intent"] == "chatter"
    assert result.reply.headline == message_text(result.result["lang"], "rulings", f"chatter.{kind}")
