"""Families the twenty-first round of issue 13 fixed on players' questions (drawn from the twentieth fresh
set, tests/search/data/fresh_questions_20.jsonl), in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from locales.templates import text as message_text
from parser.rule_search import search


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # is the bot there, asked in a word the lists lacked
        ("buenas tardes, ¿anda esto?", "presence"),
        ("hi there, is this on?", "presence"),
        # a riddle's punchline, a waiter's service asked of the rulebook
        ("My mate asked why the TD climbed a ladder: he heard the stakes were so high lol", "joke"),
        (
            "¿Por qué el crupier llevó una escalera a la mesa final? Porque oyó que las apuestas estaban "
            "altas jaja",
            "joke",
        ),
        ("and if the dealer brings me a coffee is that in the TDA rules too? lol", "joke"),
        ("¿Y si el dealer me trae una cerveza eso también lo cubre el reglamento? jaja", "joke"),
    ],
)
def test_twenty_first_round_chatter(text: str, kind: str) -> None:
    """Small talk gets its short answer, never a rule: "¿anda esto?", "is this on?" ask whether the bot is
    there; a riddle's punchline ("heard the stakes were so high") and a drink brought by the dealer asked of
    the rulebook are jokes."""
    result = answer(text)
    assert result.result["intent"] == "chatter"
    assert result.reply.headline == message_text(result.result["lang"], "rulings", f"chatter.{kind}")


@pytest.mark.parametrize(
    "text",
    [
        "Why did the dealer burn a card before the flop?",
        "¿Por qué el crupier quema una carta antes del flop?",
    ],
)
def test_a_why_question_about_the_dealer_stays_a_rule_question(text: str) -> None:
    """A riddle is told by its punchline, not by "why did the dealer": a real question opened so is asked."""
    assert answer(text).result["intent"] == "question"


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("wat is a string bet n why cant u do it", "tda-2024:56"),
        ("q es el chip race y xq me quitan fichas", "tda-2024:24"),
    ],
)
def test_a_question_opened_in_chat_shorthand_is_a_rule_question(text: str, rule: str) -> None:
    """ "wat", "q" open a question as "what", "qué" do: with no "?" and no table told, the rule is asked,
    not an unclear message."""
    result = answer(text).result
    assert result["intent"] == "question"
    assert rule in result["rules"][:3]
    assert not result["ruling"]


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("What is a misdeal exactly?", "tda-2024:35"),
        ("¿Qué es una mano nula exactamente?", "tda-2024:35"),
        ("What's a dead button? Never seen one", "tda-2024:32"),
        ("¿Qué es un botón muerto? Nunca lo vi", "tda-2024:32"),
    ],
)
def test_what_a_term_is_asked_first_is_a_rule_question(text: str, rule: str) -> None:
    """ "What's a...", "¿Qué es un...?" opening the message asks what the term means: the rule texts, not a
    misdeal or a dead button ruled at a table nobody told (after a story it is that table's case)."""
    result = answer(text).result
    assert result["intent"] == "question"
    assert result["rules"][0] == rule
    assert not result["ruling"]


def test_what_a_term_is_asked_after_a_story_is_that_tables_case() -> None:
    """The same words after the table's story ask about that case: the incident is ruled."""
    result = answer("the dealer flashed a card, what's a misdeal anyway? seat 3 wants a new hand").result
    assert result["intent"] == "ruling"
    assert result["facts"]["incident"] == "exposed_card"


@pytest.mark.parametrize(
    ("question", "lang", "expected"),
    [
        ("¿Cuál es lo mínimo que tengo que subir en no limit?", "es", "tda-2024:43"),
        ("what's the least I have to raise in no limit?", "en", "tda-2024:43"),
        ("Si hay chip race y sacan las fichas chicas, ¿me pueden dejar sin fichas?", "es", "tda-2024:24"),
        ("Can the chip race leave me with no chips when they take the small chips out?", "en", "tda-2024:24"),
        ("¿Puedo pedir ver qué cartas habrían salido si la mano ya terminó?", "es", "tda-2024:28"),
        ("Hand's over, can we see what would've come out next?", "en", "tda-2024:28"),
        ("¿Puedo charlar sobre la mano con el de al lado si ya me tiré?", "es", "tda-2024:67"),
        ("Can I chat with my mate about the hand while it's still being played?", "en", "tda-2024:67"),
    ],
)
def test_players_words_for_four_rules_find_them_first(question: str, lang: str, expected: str) -> None:
    """43 (the least one must raise), 24 (a chip race that leaves a player with no chips), 28 (the cards that
    would have come), 67 (chatting about a hand still in play) in players' words (the English of 24 and 28
    was found already)."""
    first = search(question, lang=lang, limit=3)[0].id
    assert first == expected or first.startswith((expected + "-", expected + "/")), first
