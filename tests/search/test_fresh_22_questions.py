"""Families the twenty-second round of issue 13 fixed on players' questions (drawn from the twenty-first fresh
set, tests/search/data/fresh_questions_21.jsonl), in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from locales.templates import text as message_text
from tests.support.searching import first_found


@pytest.mark.parametrize(
    ("question", "lang", "rule"),
    [
        ("Can I ask a friend on the rail for advice while I'm in a hand?", "en", "tda-2024:67"),
        ("¿Puedo pedirle consejo a un amigo del rail mientras estoy dentro de la mano?", "es", "tda-2024:67"),
        ("What if I'm in the toilet when the dealer deals the cards?", "en", "tda-2024:30"),
        ("If I say I'm in, is that a call?", "en", "tda-2024:3"),
        ("Si digo 'estoy dentro', ¿es un call?", "es", "tda-2024:3"),
    ],
)
def test_being_in_a_hand_or_a_place_is_no_betting_term(question: str, lang: str, rule: str) -> None:
    """ "I'm in", "estoy dentro" said as a betting term is rule 3's (official terms); "while I'm in a hand",
    "if I'm in the toilet" are no term at all: the rule the rest asks comes first."""
    assert first_found(question, lang) == rule


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Can a player who just sat down at our table be dealt in straight away on the big blind?", "en"),
        (
            "Un jugador nuevo que se sienta en nuestra mesa, ¿puede recibir cartas enseguida aunque le toque "
            "la ciega grande?",
            "es",
        ),
    ],
)
def test_a_new_player_dealt_in_straight_away_asks_rule_10(question: str, lang: str) -> None:
    """10-A: where a new player is dealt in; "straight away" alone is no all-in's hands turned up (16)."""
    assert first_found(question, lang).startswith("tda-2024:10")


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("If I say 'straight' out loud at showdown but I don't have it, does that count?", "en"),
        ("Si en el showdown digo en voz alta 'color' pero no lo tengo, ¿cuenta?", "es"),
    ],
)
def test_a_hand_said_out_loud_at_showdown_asks_cards_speak(question: str, lang: str) -> None:
    """12: cards speak; a hand called out loud at showdown that the cards do not hold."""
    assert first_found(question, lang) == "tda-2024:12"


@pytest.mark.parametrize(
    "text",
    ["what's a dead button and do we play it at this event", "qué es un botón muerto y lo usamos aquí"],
)
def test_what_a_term_is_typed_without_a_question_mark_is_a_rule_question(text: str) -> None:
    """ "What's a dead button and..." opening a message typed with no "?" and no seat asks what the term is:
    the rule texts, no dead button ruled at a table nobody told."""
    result = answer(text).result
    assert result["intent"] == "question"
    assert result["rules"][0] == "tda-2024:32"
    assert not result["ruling"]


@pytest.mark.parametrize(
    "text", ["could you rule my bad beat doesn't count please lol", "¿puedes anular mi bad beat? jaja"]
)
def test_asking_to_rule_a_bad_beat_away_is_a_joke(text: str) -> None:
    """A bad beat asked to be ruled away is small talk: its short answer, never a rule."""
    result = answer(text)
    assert result.result["intent"] == "chatter"
    assert result.reply.headline == message_text(result.result["lang"], "rulings", "chatter.joke")
