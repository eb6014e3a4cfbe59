"""Conduct and other topics the TD decides (issue 13): reports whose betting words would read a fold, a
check or an all-in ("le tiró las cartas al dealer", "walked off to the rail while all in") are answered with
the rules on the conduct, no decision stated, and the floor called where the TD decides; in both languages."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.conduct import conduct_topic


@pytest.mark.parametrize(
    ("text", "rules"),
    [
        ("El del 6 perdió el bote y le lanzó las cartas al dealer, luego lo insultó.", ["70", "71"]),
        ("Seat 2 lost the hand, cursed at the dealer and threw his cards at her.", ["70", "71"]),
        ("Seat 8 gets up and goes for a smoke every time his big blind comes round.", ["33", "71"]),
        ("La del 3 se levanta cuando le toca la ciega grande y vuelve dos manos después.", ["33", "71"]),
        (
            "El del 1 va all in y se fue a la barra mientras los otros dos siguen jugando el river.",
            ["31", "71"],
        ),
        ("Seat 4 shoved and then wandered off to the bar while the other two played on.", ["31", "71"]),
        ("El del 7 cantó escalera pero solo tenía una pareja, y el del 2 tiró sus cartas.", ["12", "71"]),
        ("Seat 5 said full house but only had two pair, and seat 1 threw his hand away.", ["12", "71"]),
        ("El del 9 puso su ficha del reloj en el bote para pagar.", ["RP-22"]),
        ("Seat 3 tossed his clock token into the pot to call.", ["RP-22"]),
    ],
)
def test_a_conduct_report_cites_the_rules_and_calls_the_floor(text: str, rules: list[str]) -> None:
    result = answer(text).result
    assert result["intent"] == "ruling"
    assert result["rules"][: len(rules)] == [f"tda-2024:{r}" for r in rules]
    assert result["ruling"]["action"] is None and result["ruling"]["decision"] is None
    assert (result["floor"], result["floor_reason"], result["confidence"]) == (
        True,
        "td_discretion",
        "unsure",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Seat 6 is covering his big chips with his arm, seat 2 complains.",
        "El del 4 tapa sus fichas grandes con la mano.",
    ],
)
def test_chips_kept_out_of_sight_cite_rule_25_without_the_floor(text: str) -> None:
    result = answer(text).result
    assert (result["intent"], result["rules"][0], result["floor"]) == ("ruling", "tda-2024:25", False)


@pytest.mark.parametrize(
    "text",
    [
        "Seat 3 bets 500, seat 7 calls, seat 3 announces a flush and tables it.",  # declared right, bets
        "El del 2 apuesta 1.000 y el del 5 insulta al dealer; ¿cuánto puede subir el 5?",  # an amount: play
        "¿Qué pasa si un jugador insulta al dealer?",  # a rule question in general
    ],
)
def test_play_and_rule_questions_are_not_conduct_reports(text: str) -> None:
    result = answer(text).result
    assert not (result["intent"] == "ruling" and result["rules"][:1] == ["tda-2024:70"])


def test_the_house_rule_on_the_same_point_leads_the_citation() -> None:
    result = answer("El del 3 le gritó al dealer y tiró las fichas.", venue="san-roque").result
    assert "tda-2024:70" in result["rules"] and result["floor"] is True


def test_both_languages_phrases_are_searched() -> None:
    assert conduct_topic("el del 4 helicoptered his cards") == conduct_topic(
        "el del 4 tiró las cartas como helicóptero"
    )


@pytest.mark.parametrize(
    "text",
    [
        "mate if I fold face down at showdown can I change my mind and show them",
        "if I throw my hand in without showing can I still win the pot",
        "oye si tiro las cartas boca abajo en el showdown las puedo recuperar",
        "y si foldeo sin enseñar luego puedo reclamar el bote",
    ],
)
def test_play_supposed_in_general_is_a_rule_question(text: str) -> None:
    """A fold put as a supposition with no player named and no amount asks about the rule, not a ruling."""
    result = answer(text).result
    assert (result["intent"], result["ruling"]) == ("question", None)
    assert result["rules"], result


def test_a_pot_limit_question_about_the_reports_numbers_stays_a_ruling() -> None:
    result = answer("PLO 100/200, UTG limps and the button says pot. How much is it?").result
    assert result["intent"] == "ruling" and result["ruling"]["total"] is not None


@pytest.mark.parametrize(
    "text",
    [
        "We're hand for hand with 40 left and 36 paid; table 3 has an all-in and a call. Do I run the board?",
        "Vamos mano a mano en la burbuja, quedan 20 y pagan 18; en la 4 hay all-in y call, ¿saco el board?",
        "Jugamos mano por mano y en la 6 hay un all-in pagado. ¿Doy vuelta las cartas?",
    ],
)
def test_hand_for_hand_is_the_tds_procedure_even_with_amounts(text: str) -> None:
    """RP-8: the counts of players and places are no bets; an all-in called hand for hand keeps its cards face
    down and no card is dealt until the floor says so (RP-8-F: play halts, the staff applies it; no 71)."""
    result = answer(text).result
    assert (result["intent"], result["rules"][0], result["floor"]) == ("ruling", "tda-2024:RP-8-F", True)
    assert (result["ruling"]["decision"], result["confidence"]) == ("halt_play", "certain")
    assert "tda-2024:71" not in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Tras el river adelantado la crupier está mezclando boca arriba el resto del mazo. ¿Está bien?",
        "After the premature river the dealer is reshuffling face up on the felt. Is that ok?",
    ],
)
def test_a_stub_reshuffled_face_up_is_answered_with_39_d(text: str) -> None:
    """39-D: any reshuffle during a hand is done face down; the premature card the story mentions is not
    what is asked."""
    result = answer(text).result
    assert (result["intent"], result["rules"][:2], result["floor"]) == (
        "ruling",
        ["tda-2024:39-D", "tda-2024:RP-5"],
        False,
    )
