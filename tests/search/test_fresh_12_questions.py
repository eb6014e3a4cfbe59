"""Families the twelfth round of issue 13 fixed on players' questions, in both languages and in other words
than the fresh set's rows (tests/search/data/fresh_questions_12.jsonl)."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.rule_search import search


@pytest.mark.parametrize(
    "text",
    [
        # what the table does whenever some player is all in: a case in general, not this table's
        "Do we turn our hands over right away whenever somebody shoves and gets called?",
        "¿Damos vuelta las cartas enseguida cuando alguien va all in y le pagan?",
        # who may do something, asked of any player
        "Floor question: who can ask for a count, anybody or only the players in the hand?",
        "Pregunta: ¿quién puede pedir tiempo, cualquier jugador o solo los de la mano?",
        # a player's own case, naming no seat
        "I only tabled one of my cards at showdown, did I lose the pot?",
        "Solo enseñé una carta en el showdown, ¿pierdo el bote?",
    ],
)
def test_a_case_put_of_anyone_is_a_rule_question(text: str) -> None:
    result = answer(text).result
    assert result["intent"] == "question" and result["ruling"] is None and result["rules"]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the dealer killing a hand its player was not protecting (65)
        ("Si no protejo mi mano y el dealer me la mata, ¿qué pasa?", "tda-2024:65"),
        ("What happens if I'm not protecting my hand and the dealer mucks it?", "tda-2024:65"),
        # having to show when called on the river (18, 17)
        ("Si me pagan en el river, ¿estoy obligado a mostrar?", "tda-2024:18"),
        ("If I'm called on the river, must I show my hand?", "tda-2024:18"),
        # showing one's cards to a neighbour while the hand goes on (67)
        ("¿Se le pueden enseñar las cartas al de al lado si la mano sigue?", "tda-2024:67"),
        # the level and the dealer change (23)
        ("The blinds went up during the dealer change: which level does the new dealer deal?", "tda-2024:23"),
        # how late one may register (8)
        ("Until what level can I still register for the event?", "tda-2024:8"),
        # big chips kept in view (25)
        ("Must players keep their big chips in front where people can see them?", "tda-2024:25"),
    ],
)
def test_twelfth_round_question_families_find_their_rule_first(question: str, expected: str) -> None:
    assert search(question, limit=1)[0].id.startswith(expected), search(question, limit=3)
