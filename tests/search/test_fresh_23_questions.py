"""Families the twenty-third round of issue 13 fixed on players' questions (drawn from the twenty-second fresh
set, tests/search/data/fresh_questions_22.jsonl), in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from tests.support.searching import first_found


@pytest.mark.parametrize(
    ("question", "lang", "rule"),
    [
        ("How do they colour up the small chips at the break?", "en", "tda-2024:24"),
        ("¿Cómo es el chip race cuando quitan las fichas pequeñas?", "es", "tda-2024:24"),
        ("¿Lo mínimo que se puede subir es el doble de la apuesta?", "es", "tda-2024:43"),
        ("What's the least I can raise in a no limit game?", "en", "tda-2024:43"),
        ("I called the river bet, can I make the bettor show his hand every time?", "en", "tda-2024:18"),
        ("Si pago en el river, ¿puedo obligar al que apostó a enseñar su mano?", "es", "tda-2024:18"),
    ],
)
def test_players_words_for_colouring_up_the_least_raise_and_the_bettor_shown(
    question: str, lang: str, rule: str
) -> None:
    """24: "colour up the small chips" is the chip race, not a calling method (41); 43: "lo mínimo que se
    puede subir" asks the minimum raise; 18: "make the bettor show his hand", "obligar al que apostó a
    enseñar" ask to see a called hand, not the showing order (17)."""
    assert first_found(question, lang) == rule


@pytest.mark.parametrize(
    "message",
    [
        "Is there a TDA rule for explaining to my wife that the rent money went on a river card?",
        "¿Qué regla me protege cuando mi mujer se entere de que perdí la plata del alquiler en el river?",
    ],
)
def test_a_rule_asked_for_losing_the_rent_money_is_a_joke(message: str) -> None:
    """The rulebook asked to cover a wife finding out about the rent money is a joke: a short human answer,
    not a rule search."""
    assert answer(message).result["intent"] == "chatter"
