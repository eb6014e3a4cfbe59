"""Chips as dealers list them aloud: a value said in the plural after its count ("four one thousands"), a
list taken back and told again ("two of the 1k, no wait, three"), a colour whose value is said beside it
once the set is known, and "can he put in a raise" asking what a player may do."""

from __future__ import annotations

import pytest

from bot.ask import answer


def _chips(text: str, seat: str) -> list[int]:
    actions = answer(text).result["facts"]["actions"]
    return next(a["chips"] for a in actions if a["seat"] == seat)


@pytest.mark.parametrize(
    "text",
    [
        "turn seat 3 bets 4000 and seat 7 silently drops four one thousands and three hundreds. call?",
        "turn seat 3 bets 4000 and seat 7 silently drops 4 one thousands and three one hundreds. call?",
    ],
)
def test_a_value_said_in_the_plural_after_its_count(text: str) -> None:
    assert _chips(text, "7") == [1000, 1000, 1000, 1000, 100, 100, 100]


@pytest.mark.parametrize(
    "text",
    [
        "river el 1 apuesta 2000 y el 6 tira callado una roja de quinientos no espera dos rojas de "
        "quinientos y una verde de cien",
        "river el 1 apuesta 2000 y el 6 tira callado una ficha de quinientos, no perdón, dos fichas de "
        "quinientos y una de cien",
        "river seat 1 bets 2000 and seat 6 silently puts out one 500 chip, no wait, two 500 chips and a 100",
    ],
)
def test_a_chip_list_taken_back_is_read_as_told_again(text: str) -> None:
    assert _chips(text, "6") == [500, 500, 100]


def test_an_amount_corrected_after_a_preposition_stays_an_amount() -> None:
    result = answer("preflop el UTG sube a dos mil no perdón a dos mil quinientos y el 5 paga").result
    assert [a["amount"] for a in result["facts"]["actions"]][0] == 2500


@pytest.mark.parametrize(
    "text",
    [
        "flop el 2 apuesta 3000 y el 5 pone dos negras de mil y dos azules de quinientos. las negras son de "
        "mil y las azules de quinientos",
        "flop seat 2 bets 3000 and seat 5 puts out two blacks of 1000 and two blues of 500. blacks are 1000 "
        "and blues are 500",
    ],
)
def test_a_colour_with_its_value_said_beside_it(text: str) -> None:
    assert _chips(text, "5") == [1000, 1000, 500, 500]


@pytest.mark.parametrize(
    "text",
    [
        "turn blinds 1000/2000 seat 2 bets 4000 and seat 6 goes all in for 5000. can seat two put in a "
        "re-raise?",
        "turn ciegas 1000/2000 el 2 apuesta 4000 y el 6 va all in por 5000. ¿puede el 2 hacer una resubida?",
    ],
)
def test_can_he_put_in_a_raise_asks_his_options(text: str) -> None:
    result = answer(text).result  # 1,000 over 4,000 is no full raise: the 2 may not re-raise (47-A)
    assert result["ruling"]["seat"] == "2"
    assert result["ruling"]["options"] == ["fold", "call"]
