"""Families the twenty-fourth round of issue 13 fixed on players' questions (drawn from the twenty-third fresh
set, tests/search/data/fresh_questions_23.jsonl), in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from tests.support.searching import first_found


def _answers(found: str, rule: str) -> bool:
    """A rule's part answers the rule ("tda-2024:35-A" answers "tda-2024:35")."""
    return found == rule or found.startswith(rule + "-")


@pytest.mark.parametrize(
    ("question", "rule"),
    [
        ("the dealer flipped my first card on the deal, misdeal?", "tda-2024:35"),
        ("el crupier me mató las cartas porque fui al baño, ¿es legal eso?", "tda-2024:30"),
        ("I mucked my cards face down, can I still see what the other guy had?", "tda-2024:18"),
        ("Pagué el river y el otro no enseñó, ¿tengo derecho a verlas?", "tda-2024:18"),
        ("they called time on me, how long do I get", "tda-2024:29"),
        ("me van a cambiar de mesa para equilibrar y me toca la grande, ¿es justo?", "tda-2024:11"),
    ],
)
def test_a_player_asking_about_his_own_case_gets_the_rule(question: str, rule: str) -> None:
    """A player's own case told in the first person and naming no seat by number ("my first card", "me mató
    las cartas", "on me", "tengo derecho") is a rule question, asked with or without a question mark: the
    rule that decides it comes first."""
    result = answer(question).result
    assert result["intent"] == "question"
    assert _answers(result["rules"][0], rule), result["rules"]


@pytest.mark.parametrize(
    "message",
    [
        "¿eres un bot o una persona de verdad?",
        "haha is this a bot or a real person",
        "gracias crack, me salvaste con esa",
        "you're a legend mate",
        "can you tell me if the guy in seat 2 is bluffing lol",
        "jaja dime si el 4 está faroleando",
    ],
)
def test_asking_whether_it_is_a_bot_thanks_and_reading_a_bluff_are_chatter(message: str) -> None:
    """Asking whether a person answers, thanks ("you're a legend", "me salvaste con esa") and asking to read
    a player's bluff get a short human answer, not a rule nor a ruling."""
    assert answer(message).result["intent"] == "chatter"


@pytest.mark.parametrize(
    ("question", "lang", "rule"),
    [
        ("can I check my texts between hands?", "en", "tda-2024:5"),
        ("My mate is still playing, can I tell him what I had after I folded?", "en", "tda-2024:67"),
        ("¿Por qué no puedo ver qué carta salía en el turn?", "es", "tda-2024:28"),
        ("¿Qué carta salía en el river? ¿me la puedes enseñar?", "es", "tda-2024:28"),
        ("what card was coming on the river, can you show me?", "en", "tda-2024:28"),
        ("Dealer put the flop out before the big blind acted, is that allowed?", "en", "tda-2024:RP-5"),
        ("el dealer sacó el flop antes de que hablara la ciega grande, ¿y ahora?", "es", "tda-2024:RP-5"),
        ("how long after a hand can I still argue the pot was split wrong?", "en", "tda-2024:22"),
        ("Can I ask the dealer how big the pot is?", "en", "tda-2024:54"),
        ("siempre me cambian de mesa a mi, ¿eso es legal?", "es", "tda-2024:11"),
    ],
)
def test_players_words_for_texts_telling_a_hand_rabbit_hunting_disputes_and_balancing(
    question: str, lang: str, rule: str
) -> None:
    """5: reading texts is using a device; 67: telling a friend one's folded hand; 28: the card that was
    coming; RP-5: a flop out before the big blind acted; 22: how long to complain of a wrong payout; 54: the
    pot asked of the dealer; 11: moved when the big blind comes."""
    assert _answers(first_found(question, lang), rule)
