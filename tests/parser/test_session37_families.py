"""Families the lead found in session 37's merges and holdout, each in both languages in other words than the
rows that showed them."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "San Roque: seat 3 says raise, pushes out the 2,000 call, then goes back to his stack and adds"
        " 4,000 more. Good raise?",
        "en San Roque el 3 dice subo, pone los 2.000 del call y luego vuelve a su stack y agrega 4.000 más."
        " ¿vale la subida?",
    ],
)
def test_the_amount_naming_the_call_is_the_first_motion_of_a_house_two_motion_raise(text: str) -> None:
    """ "puts out the 2,000 call": the chips are the call of a 2,000 bet, so San Roque 45-c makes the
    second motion part of the raise (6,000 in all), where the bet faced untold left TDA 56's string raise."""
    result = answer(text, venue="san-roque").result
    ruling = result["ruling"]
    assert (ruling["action"], ruling["total"], ruling["decision"]) == ("raise", 6000, "binding")
    assert result["rules"][0] == "san-roque:45"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "ciegas 1000/2000, el HJ abre a 5000 y el del botón el Pelado suelta una ficha de 25 mil callado",
            "BTN",
        ),
        ("blinds 1k/2k, the hijack opens 5k, the button, Tommo, drops a 25k chip and says nothing", "BTN"),
        (
            "ciegas 1000/2000, el 3 abre a 5000 y el del seis (el Rulo) tira una ficha de 25 mil sin hablar",
            "6",
        ),
    ],
)
def test_a_players_name_beside_his_seat_is_the_same_player(text: str, seat: str) -> None:
    """ "el del botón la Negra", "the button, Tommo,": the name and the place are one player, not a second one
    who skipped the first: a single oversized chip without a word is his call (44), with nothing to ask."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == (seat, "call", 5000)
    assert not result["questions"]
