"""San Roque's "win the button" events (11, 33), told in the report, in both languages (issue 13): the
winner of the hand takes the button, a tie gives it (and the odd chip) to the first active player after the
button; TDA has no such format, so under TDA the floor decides."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "seat", "rule"),
    [
        (
            "Torneo win the button: el del 8 ganó la mano y el botón estaba en el 4. ¿Dónde pongo el botón?",
            "8",
            "san-roque:11",
        ),
        (
            "Win the button event, seat 5 won the pot, button was on 9. Who gets the button?",
            "5",
            "san-roque:11",
        ),
        (
            "En el win the button empataron el 6 y el 2, el botón en el 4. ¿Quién se lleva el botón?",
            "6",
            "san-roque:33",
        ),
        (
            "Win-the-button game: seats 3 and 9 chopped, button on seat 5. Who gets the button?",
            "9",
            "san-roque:33",
        ),
    ],
)
def test_the_winner_takes_the_button(text: str, seat: str, rule: str) -> None:
    result = answer(text, venue="san-roque").result
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["floor"]) == (
        "button",
        seat,
        False,
    )
    assert rule in result["rules"] and result["rules"][0].startswith("san-roque:")


def test_tda_has_no_win_the_button_format() -> None:
    result = answer(
        "Win the button event, seat 5 won the pot, button was on 9. Who gets the button?", venue="tda"
    ).result
    assert (result["ruling"]["decision"], result["floor"]) == (None, True)


def test_a_win_the_button_tie_gives_the_odd_chip_to_the_first_after_the_button() -> None:
    text = "Torneo win the button: bote partido entre el 2 y el 6, el botón en el 3. ¿La ficha impar?"
    result = answer(text, venue="san-roque").result
    assert (result["ruling"]["seat"], result["confidence"], result["rules"][0]) == (
        "6",
        "certain",
        "san-roque:33",
    )
