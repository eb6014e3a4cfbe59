"""House events and the clock told in the report, in both languages (issue 13): San Roque's "win the button"
events (11, 33: the winner of the hand takes the button, a tie gives it and the odd chip to the first active
player after the button; TDA has no such format, so the floor decides), phones used with live cards (20, 21),
and how long a player on the clock has."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.answers import fact_from_answer


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


@pytest.mark.parametrize(
    "text",
    [
        "La del 3 contestó una llamada en la mesa con cartas en la mano.",
        "Seat 3 took a call at the table while still in the hand, before acting on the turn.",
    ],
)
def test_a_phone_used_with_live_cards(text: str) -> None:
    """TDA 5: a penalty at the TD's discretion (71), nothing said of the hand; San Roque 20/21: the TD may
    declare the hand void."""
    tda = answer(text, venue="tda").result
    assert (tda["ruling"]["decision"], tda["rules"], tda["floor"]) == (
        None,
        ["tda-2024:5", "tda-2024:71"],
        True,
    )
    house = answer(text, venue="san-roque").result
    assert (house["ruling"]["decision"], house["ruling"]["seat"], house["floor"]) == ("dead_hand", "3", True)
    assert "san-roque:21" in house["rules"]


def test_a_player_who_was_on_his_phone_earlier_is_still_a_betting_report() -> None:
    text = "Blinds 100-200. Seat 2 bets 600, and seat 5, who had been on his phone all orbit, calls."
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["action"]) == ("5", "call")


@pytest.mark.parametrize(
    "text",
    [
        "Le cantaron reloj al del 5, que tiene una apuesta delante. ¿Cuánto tiempo le doy?",
        "Clock called on seat 5, he is facing a bet. How much time does he get?",
    ],
)
def test_asked_how_long_a_player_has_the_ruling_holds_if_the_time_runs_out(text: str) -> None:
    """29: 25 s and a 5 s countdown, then the hand is dead facing a bet; asked before the time ran out, that
    is a condition, and the answer "he acted in time" keeps the hand."""
    result = answer(text, venue="tda").result
    assert (result["ruling"]["decision"], result["confidence"]) == ("dead_hand", "conditional")
    assert result["questions"] == ["time_ran_out"]
    fact = fact_from_answer("time_ran_out", "no", result["lang"])
    assert fact is not None
    assert answer(f"{text} {fact}", venue="tda").result["ruling"]["decision"] == "live_hand"
