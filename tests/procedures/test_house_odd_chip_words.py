"""A house's odd chip "to the hand nearest the button" (San Roque 31), in both languages (issue 13): when
counting either way round names another seat than the first on the button's left, the ruling holds under
that reading and asks it; the button's own player among the tied hands is the nearest."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.answers import fact_from_answer


@pytest.mark.parametrize(
    ("text", "seat", "left"),
    [
        ("Bote dividido entre el 2 y el 6, el botón en el 3. ¿Para quién es la ficha que sobra?", "2", "6"),
        ("Split pot between seat 9 and seat 5, button's on seat 10. Who takes the odd chip?", "9", "5"),
    ],
)
def test_nearest_either_way_is_a_condition_when_it_is_not_the_left_seat(
    text: str, seat: str, left: str
) -> None:
    result = answer(text, venue="san-roque").result
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("odd_chip", seat)
    assert result["confidence"] == "conditional"
    assert result["questions"] == [f"nearest_button_either_way:seat={left}"]
    assert result["rules"][0] == "san-roque:31"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Bote dividido entre el 4 y el 7, el botón en el 3. ¿La ficha impar?", "4"),  # both readings agree
        ("Empatan el del botón, que es el 6, y el del 2. Sobra una ficha, ¿para quién?", "6"),
        ("The button and seat 8 chop, button is seat 5. Odd chip to whom?", "5"),
    ],
)
def test_no_condition_when_the_readings_agree(text: str, seat: str) -> None:
    result = answer(text, venue="san-roque").result
    assert (result["ruling"]["seat"], result["confidence"]) == (seat, "certain")


def test_tda_gives_the_first_seat_left_of_the_button_without_a_condition() -> None:
    result = answer(
        "Bote dividido entre el 2 y el 6, el botón en el 3. ¿Para quién es la ficha impar?", venue="tda"
    ).result
    assert (result["ruling"]["seat"], result["confidence"]) == ("6", "certain")


@pytest.mark.parametrize(
    ("answer_text", "lang", "seat"),
    [
        ("a los dos lados", "es", "2"),
        ("solo a la izquierda", "es", "6"),
        ("both ways round", "en", "2"),
        ("only to the left", "en", "6"),
    ],
)
def test_the_answer_to_the_question_settles_the_seat(answer_text: str, lang: str, seat: str) -> None:
    """The dealer's answer, written back as the sentence that states it, rules without the condition."""
    report = "Bote dividido entre el 2 y el 6, el botón en el 3. ¿Para quién es la ficha que sobra?"
    fact = fact_from_answer("nearest_button_either_way", answer_text, lang)
    assert fact is not None
    result = answer(f"{report} {fact}", venue="san-roque").result
    assert (result["ruling"]["seat"], result["confidence"]) == (seat, "certain")
