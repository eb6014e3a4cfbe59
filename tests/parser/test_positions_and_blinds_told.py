"""A seat told with where it sits ("seat 3 on the button", "el 3 en la ciega grande") is one player, named
as the report names him; an all-in told in big blinds is in chips at the level told, and when the chips told
beside it do not match, one of the two is wrong: the floor."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "blinds 200/400. HJ opens to 1000, seat 6 on the button silently puts out one 5000 chip. call?",
        "ciegas 200/400. el HJ abre a 1000 y el 6 en el botón pone en silencio una ficha de 5000. ¿call?",
    ],
)
def test_a_seat_told_with_its_position_is_one_player(text: str) -> None:
    result = answer(text).result  # 44: one oversized chip without a word is a call
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "6",
        "call",
        1000,
        4000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "blinds 2000/4000. UTG opens 10000, the CO is all in for 8 big blinds. can UTG re-raise?",
        "ciegas 2000/4000. el UTG abre a 10000 y el CO va all in por 8 ciegas. ¿puede resubir el UTG?",
    ],
)
def test_an_all_in_in_big_blinds_is_in_chips_at_the_level(text: str) -> None:
    result = answer(text).result  # 32,000 over 10,000: a full raise, UTG may re-raise to 54,000
    assert result["facts"]["actions"][1]["amount"] in (None, 32000)
    assert result["ruling"]["options"] == ["fold", "call", "raise"]
    assert result["ruling"]["min_raise_to"] == 54000


@pytest.mark.parametrize(
    "text",
    [
        "blinds 2000/4000. UTG opens 10000, the CO is all in for 8 bigs, 60000. can UTG re-raise?",
        "ciegas 2000/4000. el UTG abre a 10000 y el CO va all in con su stack, 8 ciegas o sea 60000. ¿puede "
        "resubir el UTG?",
    ],
)
def test_an_all_in_whose_blinds_and_chips_disagree_goes_to_the_floor(text: str) -> None:
    result = answer(text).result  # 8 x 4,000 = 32,000 is not 60,000
    assert result["confidence"] == "unsure"
    assert result["floor"] is True


def test_blinds_opening_the_next_clause_are_no_unit_of_the_all_in() -> None:
    result = answer(
        "blinds 500/1000. utg raises to 2500, button goes all in for thirty two hundred blinds both fold. "
        "can utg re-raise?"
    ).result  # 700 over 2,500 is no full raise: UTG may only call or fold
    assert result["ruling"]["options"] == ["fold", "call"]


@pytest.mark.parametrize(
    "text",
    [
        "small blind is 1200 this level and the big blind 600. UTG makes it 2000, min raise for HJ?",
        "la ciega chica es 1200 y la grande 600. el UTG sube a 2000, ¿cuál es el mínimo para el HJ?",
    ],
)
def test_each_blind_told_and_reversed_is_the_floors(text: str) -> None:
    result = answer(text).result  # no level has a small blind twice the big one: a misheard level
    assert result["facts"]["blinds"] == {"small": 1200, "big": 600}
    assert (result["confidence"], result["floor"]) == ("unsure", True)


@pytest.mark.parametrize(
    "text",
    [
        "blinds 500/1000. the HJ, seat 6, raises to 2500 and the button drops a 5000 chip silently",
        "ciegas 500/1000. el HJ, asiento 6, sube a 2500 y el botón tira una de 5000 sin hablar",
    ],
)
def test_a_seat_between_commas_after_a_position_is_the_same_player(text: str) -> None:
    result = answer(text).result  # one oversized chip: a call of 2,500 (44)
    assert [(a["seat"], a["declaration"], a["amount"]) for a in result["facts"]["actions"]][0] == (
        "6",
        "raise",
        2500,
    )
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 2500)


def test_positions_listed_between_commas_stay_a_list() -> None:
    text = "blinds 500/1000, UTG opens 2500, HJ, CO and BTN call. what's the pot?"
    seats = [a["seat"] for a in answer(text).result["facts"]["actions"]]
    assert seats == ["UTG", "HJ", "CO", "BTN"]
