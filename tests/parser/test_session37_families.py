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
    assert result["rules"][0] == "san-roque:45.c"


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


@pytest.mark.parametrize(
    "text",
    [
        "PLO, turn. El crupier contó el bote en 12 lucas pero había 10. El 5 dice pot y pone 12 mil."
        " ¿Qué hacemos?",
        "PLO turn. the dealer said the pot was 12k but there was only 10. seat 5 says pot and puts in 12k."
        " now what",
    ],
)
def test_a_pot_miscounted_then_corrected_makes_the_pot_bet_the_real_pot(text: str) -> None:
    """The dealer's count of the pot told, then the real pot ("pero había 10", "but there was only 10", said
    without its scale: the count's), before anyone acts: the pot bet is corrected to the real pot (52-B)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["action"], ruling["total"], ruling["returned"]) == ("bet", 10000, 2000)
    assert result["rules"][0] == "tda-2024:52-B"


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 500/1000, el 3 abre a 2500 y el 6 dice subo, pone 2500 y después dice que no, que solo paga",
        "ciegas 500/1000, el 3 abre a 2500, el 6 dice resubo y mete 2500 y luego dice no no, pago nomás",
        "blinds 500/1000, seat 3 raises to 2500, seat 6 says raise, puts in 2500, then says no, just call",
    ],
)
def test_a_raise_said_before_the_chips_stands_when_he_then_says_call(text: str) -> None:
    """ "dice subo, pone 2.500 y después dice que paga": "y después dice" tells a second statement after the
    chips, not that the chips came before the words: the raise said first binds (51-A), at least the minimum.
    """
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "raise", 4000)


@pytest.mark.parametrize(
    "text",
    [
        "river, el 2 va all in por 15 mil y el BB paga. el BB tiene unos cuarenta mil detrás. cuánto paga",
        "river, seat 2 shoves 15k and the BB calls. the BB has about forty k behind. how much does he pay",
    ],
)
def test_what_the_big_blind_has_behind_is_his_stack_not_the_blind(text: str) -> None:
    """ "el BB tiene 40 mil detrás", "the BB has 40k behind": the chips the player in the big blind has, not
    the size of the blind (which would make a 15,000 all-in less than one big blind)."""
    result = answer(text).result
    assert result["facts"]["blinds"] is None
    assert result["facts"]["stacks"] == {"BB": 40000}
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 15000)
