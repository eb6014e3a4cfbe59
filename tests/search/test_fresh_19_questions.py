"""Families the nineteenth round of issue 13 fixed on players' questions (drawn from the eighteenth fresh set,
tests/search/data/fresh_questions_18.jsonl), in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from locales.templates import text as message_text


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # a greeting from a place of three words
        ("Buenas noches desde Mar del Plata", "greeting"),
        ("good evening from Salt Lake City", "greeting"),
        # a joke: a ruling asked on an ex's hand
        ("could you kill my ex's hand please haha", "joke"),
        ("¿me matas la mano de mi ex? jaja", "joke"),
    ],
)
def test_nineteenth_round_chatter(text: str, kind: str) -> None:
    """Small talk gets its short answer, never a rule or a ruling: a place named in up to three words ends a
    greeting; a ruling asked on someone's ex is a joke."""
    result = answer(text)
    assert result.result["intent"] == "chatter"
    assert result.reply.headline == message_text(result.result["lang"], "rulings", f"chatter.{kind}")


@pytest.mark.parametrize(
    "text",
    [
        "Do you have to be sat down to call the clock on another player?",
        "Must you be at your seat to call the clock on another player?",
        "¿Uno tiene que estar en su asiento para pedir reloj al de enfrente?",
    ],
)
def test_a_question_about_calling_the_clock_with_no_table_is_a_rule_question(text: str) -> None:
    """29, 30: who may call the clock, asked with no seat or hand told, is answered with the rule texts, not
    ruled as a clock run out on a player nobody named."""
    result = answer(text).result
    assert result["intent"] == "question"
    assert result["rules"][0] == "tda-2024:29"
    assert not result["ruling"]
