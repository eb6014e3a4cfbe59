"""Families the eleventh round of issue 13 fixed on players' questions and chatter, in both languages and in
other words than the fresh set's rows (tests/search/data/fresh_questions_11.jsonl)."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.chatter import Chatter, chatter
from parser.rule_search import search


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # good wishes to the room: no goodbye, a wish back
        ("suerte a todos, muchachos", Chatter.WISHES),
        ("good luck all, lads!", Chatter.WISHES),
        # a microphone test counts out loud: the numbers are part of the phrase
        ("probando probando, 1 2 3", Chatter.PRESENCE),
        ("testing 1 2 3, mate", Chatter.PRESENCE),
        # an acknowledgement that the answer is clear
        ("ok, todo claro, gracias", Chatter.THANKS),
        ("vale, ya está", Chatter.ACK),
    ],
)
def test_more_chatter_gets_a_short_human_answer(text: str, kind: Chatter) -> None:
    assert chatter(text) is kind
    result = answer(text).result
    assert (result["intent"], result["rules"], result["ruling"]) == ("chatter", [], None)
    assert result["reply"] and "tda-" not in result["reply"]


@pytest.mark.parametrize("text", ["mesa 4, 3 jugadores", "seat 1 2 3 all in"])
def test_numbers_outside_a_phrase_are_no_chatter(text: str) -> None:
    assert chatter(text) is None


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("Creo que en la última mano me pagaron mal el bote. ¿Cuánto tiempo tengo yo para reclamar?",
         "tda-2024:22"),
        ("The dealer shipped the pot the wrong way last hand, I think. How long have I got to complain?",
         "tda-2024:22"),
    ],
)  # fmt: skip
def test_a_player_asking_how_long_he_has_on_his_own_case_asks_the_rule(text: str, rule: str) -> None:
    """A player's own case, no seat named, asked as a question: the rule's text answers it."""
    result = answer(text).result
    assert result["intent"] == "question"
    assert rule in result["rules"][:3]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # leaving the table with a live all-in hand while the board is dealt (31), not being seated (30)
        ("Can I pop to the bathroom while I'm all in and they're dealing the board?", "tda-2024:31"),
        ("¿Puedo ir al baño mientras estoy all in y sacan el board?", "tda-2024:31"),
        # the floor colouring a player up when it likes (25-B), not the scheduled race (24)
        ("Is the floor allowed to colour me up in the middle of a level?", "tda-2024:25"),
        ("¿Me pueden cambiar las fichas en medio del nivel sin preguntarme?", "tda-2024:25"),
        # small chips left after the race (24-C)
        ("¿Qué pasa con las fichitas chicas que me quedan cuando ya las sacan del torneo?", "tda-2024:24"),
    ],
)
def test_eleventh_round_question_families_find_their_rule_first(question: str, expected: str) -> None:
    assert search(question, limit=1)[0].id == expected, search(question, limit=3)
