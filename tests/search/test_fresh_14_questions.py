"""Families the fourteenth round of issue 13 fixed on players' questions, in both languages and in other words
than the fresh set's rows (tests/search/data/fresh_questions_13.jsonl and the earlier sets)."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.rule_search import search


@pytest.mark.parametrize(
    "question",
    [
        "I showed just one of my cards and the dealer told me both have to be face up to take the pot?",
        "Enseñé una sola carta y el dealer me dice que tengo que mostrar las dos para ganar, ¿es así?",
        "I pushed two 1000 chips against a 1500 bet and the dealer said that's a raise. Is that correct?",
        "Tiré dos fichas de 1000 contra una apuesta de 1500 y el crupier dijo que es subida, ¿es correcto?",
    ],
)
def test_a_player_quoting_the_dealer_asks_the_rule(question: str) -> None:
    """A player who quotes what the dealer told him asks whether that is the rule: what "I" did is his own
    act, not the dealer telling what he did, and the answer is the rule, no ruling of his hand."""
    result = answer(question).result
    assert (result["intent"], result["ruling"]) == ("question", None)
    assert result["rules"]


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        ("The lady in seat 5 wants to know how much is in my stack. Am I obliged to count it?", "question"),
        ("El señor del asiento 4 me pide que cuente mis fichas, ¿estoy obligado a contarlas?", "question"),
        ("Can I ask the player in seat 8 how much he has left before I decide?", "question"),
        # amounts told make it a hand to rule on, whoever tells it
        ("Seat 4 bets 2,000, I have 1,500 in my stack. Do I have to go all in to call?", "ruling"),
    ],
)  # fmt: skip
def test_a_player_asking_his_own_duty_toward_another_player_asks_the_rule(question: str, intent: str) -> None:
    """A player who tells his own chips or decision ("my stack", "before I decide") and asks what he must or
    may do asks the rule, even naming the other player; no dealer has a stack to count."""
    assert answer(question).result["intent"] == intent


@pytest.mark.parametrize(
    ("question", "expected", "other"),
    [
        ("Late reg question: if I sign up late do I get the full stack, and how do they choose my seat?",
         "tda-2024:8", "tda-2024:7"),
        ("Random seating question: if I come in late, how do they choose my seat and do I get a full stack?",
         "tda-2024:7", "tda-2024:8"),
        ("Pregunta de inscripción tardía: si me apunto tarde, ¿me dan el stack completo y cómo es el sorteo "
         "de asientos?",
         "tda-2024:8", "tda-2024:7"),
    ],
)  # fmt: skip
def test_a_topic_announced_in_a_heading_leads(question: str, expected: str, other: str) -> None:
    """ "Late reg question: ...": the topic a short heading announces before a colon is what the question is
    about; the concepts named on the way (the seat) come after it."""
    ids = [hit.id for hit in search(question, limit=3)]
    assert ids[0] == expected, ids
    unannounced = [hit.id for hit in search(question.split(":", 1)[1], limit=3)]
    assert other in unannounced[:2] and expected in unannounced[:2], unannounced
