"""Chips said short where the table counts in thousands, and told with their total ("una de 10, una de 5 y
cuatro de a luca (19 lucas)"); "otras 4 de 5 mil" as four more chips, not 4,000; the player's own last
chips ("mis últimas fichas", "my last chips")."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "flop el 2 apuesta 8 lucas y el 5 tira sin decir nada una de 5, dos de a luca y cuatro de 500 "
        "(9 lucas). ¿call o raise?",
        "flop seat 2 bets 8k and seat 5 silently puts out a 5, two 1k and four 500s, 9k in total. call?",
    ],
)
def test_chips_said_short_are_in_thousands_when_their_total_says_so(text: str) -> None:
    result = answer(text).result  # 1,000 over the call is under half of 8,000: a call, 1,000 back
    chips = result["facts"]["actions"][1]["chips"]
    assert sum(chips) == 9000
    assert (result["ruling"]["action"], result["ruling"]["total"], result["ruling"]["returned"]) == (
        "call",
        8000,
        1000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 1000/2000. flop el 2 apuesta 6000. el 7 sin decir nada pone 2 de 5 mil y luego vuelve a su "
        "stack y mete otras 2 de 5 mil. ¿cómo queda?",
        "blinds 1000/2000. flop seat 2 bets 6000. seat 7 silently puts out two 5k chips then goes back to "
        "his stack for another 2 of 5k. what is it?",
    ],
)
def test_more_chips_of_a_value_after_another_are_a_count(text: str) -> None:
    result = answer(
        text
    ).result  # 56: the second motion is a string; 10,000 in one motion is a raise to 12,000
    assert sum(result["facts"]["actions"][1]["added_chips"]) == 10000


@pytest.mark.parametrize(
    "text",
    [
        "soy el del 4. el 1 apuesta 3000 y yo tiro mis últimas fichas, 3500, sin decir nada. ¿qué es?",
        "im in seat 4. seat 1 bets 3000 and I push my last chips, 3500, without a word. what is it?",
    ],
)
def test_my_last_chips_are_all_in(text: str) -> None:
    result = answer(text).result  # 500 over a 3,000 bet is no full raise: an all-in for 3,500
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "4",
        "all_in",
        3500,
    )


@pytest.mark.parametrize(
    ("text", "chips"),
    [
        (
            "blinds 100/200 flop seat 2 bets 600 and seat 5 silently puts out a five hundred and two fifties",
            600,
        ),
        ("blinds 100/200 flop seat 2 bets 600 and seat 5 silently puts out four twenty fives and a 500", 600),
    ],
)
def test_a_count_then_a_value_said_in_the_plural_are_chips(text: str, chips: int) -> None:
    result = answer(text).result
    assert sum(result["facts"]["actions"][1]["chips"]) == chips
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 600)


@pytest.mark.parametrize(
    "text",
    [
        "blinds 1000/2000. UTG raises to 5000, the button grabs a 5k chip and a 1k and puts them out. call?",
        "blinds 1000/2000. UTG raises to 5000, the button grabs one 5k and one 1k chip, puts them in. call?",
    ],
)
def test_chips_taken_then_put_out_are_one_motion(text: str) -> None:
    # 1,000 over the call is under half of the 3,000 raise: a call. (Spanish "agarra" is no motion word:
    # "agarra sus fichas" pulls them back.)
    result = answer(text).result
    assert sum(result["facts"]["actions"][1]["chips"]) == 6000
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["returned"]) == (
        "BTN",
        "call",
        1000,
    )


def test_el_grande_is_the_big_blind() -> None:
    result = answer(
        "ciegas 100/200. el grande tiene puesta una de 200. el UTG sube a 700 y el grande sin decir nada "
        "pone una de 1000 encima de su ciega. ¿call o raise?"
    ).result  # 44: one chip on top of the posted blind, 1,200 facing 700: a call, 500 back
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == ("BB", "call", 700, 500)
