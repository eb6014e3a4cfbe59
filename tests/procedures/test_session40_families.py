"""The lead's families of the session-40 round, each in both languages in other words than any row.

- A procedure that decides where the button goes but not whose seat that is (the last hand's blinds
  untold) says where by the rule and asks the one fact, instead of naming a seat it made up ("seat BTN", or
  the seat that busted) with the floor called.
- The floor called because a fact is missing is never a *certain* ruling: it is conditional on the fact it
  asks, or unsure.
"""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.answers import fact_from_answer


def _result(text: str) -> dict:
    return answer(text).result


@pytest.mark.parametrize(
    "text",
    [
        "Dead button tonight?? A guy busted, where do I put the button now",
        "se nos fue uno en la mano anterior, botón muerto, ¿dónde pongo el botón?",
    ],
)
def test_dead_button_with_the_blinds_untold_asks_them(text: str) -> None:
    result = _result(text)
    assert result["ruling"]["decision"] == "button"
    assert result["ruling"]["seat"] is None  # no seat made up
    assert result["confidence"] == "conditional"
    assert result["questions"] == ["last_blinds"]
    assert result["floor"] is False  # the dealer knows who posted the blinds: no TD needed
    assert result["rules"][0] == "tda-2024:32"
    assert "BTN" not in result["reply"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Dead button: seat 7 was the small blind last hand and busted, seat 8 the big blind. Button?", "7"),
        ("botón muerto: el 3 era la ciega chica y quedó eliminado, el 4 la grande. ¿Dónde va el botón?", "3"),
    ],
)
def test_dead_button_with_the_small_blind_told_goes_to_his_seat(text: str, seat: str) -> None:
    result = _result(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", seat)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Quedan dos en la final: en la mano anterior se eliminó uno. ¿Dónde pongo el botón?",
        "We're heads-up now, one player busted on the last hand. Who gets the button?",
    ],
)
def test_heads_up_button_with_the_blinds_untold_is_asked_not_certain(text: str) -> None:
    result = _result(text)
    assert result["ruling"]["decision"] == "button"
    assert result["ruling"]["seat"] is None
    assert result["confidence"] == "conditional"
    assert "last_blinds" in result["questions"]
    assert result["rules"] == ["tda-2024:34-B"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Win the button: button on 3, the pot went to seat 6. Where does the button go?", "6"),
        ("Win the button tonight. Button was on 4 and the pot was awarded to seat 9, where does it go?", "9"),
    ],
)
def test_win_the_button_with_the_pot_going_to_a_seat(text: str, seat: str) -> None:
    """ "the pot went to seat 8": the winner told as where the pot goes, not only as who won it."""
    result = answer(text, venue="san-roque").result
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", seat)


@pytest.mark.parametrize(
    ("answer_text", "lang", "report"),
    [
        (
            "seat 4 was the small blind and busted, seat 5 the big blind",
            "en",
            "Dead button, where does it go?",
        ),
        ("el 4 era la ciega chica y se fue, el 5 la grande", "es", "Botón muerto, ¿dónde va el botón?"),
    ],
)
def test_the_dealers_answer_on_the_last_blinds_settles_the_button(
    answer_text: str, lang: str, report: str
) -> None:
    fact = fact_from_answer("last_blinds", answer_text, lang)
    assert fact is not None and answer_text in fact
    result = answer(f"{report} {fact}").result
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", "4")
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "El del 5 está contra una subida del 1 y, antes de decidir, voltea una de sus cartas. ¿Qué pasa?",
            "5",
        ),
        ("Seat 3 is facing a bet from seat 9 and shows one of his cards before acting. What happens?", "3"),
    ],
)
def test_the_player_facing_a_bet_who_shows_a_card_is_the_one_ruled_on(text: str, seat: str) -> None:
    """ "el 5 contra una subida del 1", "seat 3 facing a bet from seat 9": the seat after the bet's words is
    the bettor, his companion in the clause, not the player who exposed the card (68: live hand)."""
    result = answer(text).result
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"][0] == "tda-2024:68"
