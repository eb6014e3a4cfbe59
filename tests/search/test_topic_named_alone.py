"""A message that only names a rule's topic ("string bet", "ficha grande") asks about that topic: the rule
texts answer it, as the same words with a question mark are answered, not a request for a hand's facts.
Words that name no topic clearly, and garbage, still get the request for facts."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "lang", "rule"),
    [
        ("string bet", "en", "tda-2024:56"),
        ("oversized chip", "en", "tda-2024:44"),
        ("out of turn", "en", "tda-2024:53"),
        ("ficha grande", "es", "tda-2024:44"),
        ("acción fuera de turno", "es", "tda-2024:53"),
        ("undercall", "es", "tda-2024:51"),
    ],
)
def test_a_topic_named_alone_is_answered_with_its_rules(text: str, lang: str, rule: str) -> None:
    result = answer(text, lang=lang).result
    assert result["intent"] == "question"
    assert result["rules"][0] == rule
    asked = answer(text + "?", lang=lang).result
    assert asked["rules"][0] == rule  # the same answer as the words asked as a question


@pytest.mark.parametrize(("text", "lang"), [("asdf qwer", "es"), ("mesa", "es"), ("zxcv", "en")])
def test_words_that_name_no_topic_still_ask_for_the_facts(text: str, lang: str) -> None:
    result = answer(text, lang=lang).result
    assert result["intent"] == "unclear"
    assert result["rules"] == []


@pytest.mark.parametrize(
    ("text", "lang"), [("I need a table change", "en"), ("necesito fichas de cambio", "es")]
)
def test_a_request_to_the_staff_is_no_rule_question(text: str, lang: str) -> None:
    """ "necesito cambio de mesa": it names a topic, but asks the staff for something, not for a rule."""
    assert answer(text, lang=lang).result["intent"] == "unclear"
