"""Words as a voice note or a non-native dealer gives them: "all in" transcribed "ol in"/"al in", and a
declaration said very quietly or not heard by the player who answered it (40-A: the floor)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 500/1000 turn el 4 apuesta 3000 y el 9 se va ol in por 7000 puede resubir el 4",
        "ciegas 500/1000 turn el 4 apuesta 3000 y el 9 va al in por 7000 puede resubir el 4",
    ],
)
def test_all_in_heard_otherwise_is_all_in(text: str) -> None:
    result = answer(text).result  # 7,000 over 3,000: a full raise, the 4 may re-raise to 11,000
    assert [(a["seat"], a["declaration"]) for a in result["facts"]["actions"]] == [
        ("4", "bet"),
        ("9", "all_in"),
    ]
    assert result["ruling"]["min_raise_to"] == 11000


@pytest.mark.parametrize(
    "text",
    [
        "turn. seat 2 say 'twelve' very quiet and push one 1000 chip. seat 5 not hear, call 1000. the bet?",
        "turn. el 2 dice 'doce' muy bajo y pone una ficha de 1000. el 5 no lo oyó y paga 1000. ¿la apuesta?",
    ],
)
def test_a_declaration_not_clearly_heard_goes_to_the_floor(text: str) -> None:
    result = answer(text).result
    assert result["floor"] is True
    assert result["confidence"] == "unsure"


@pytest.mark.parametrize(
    "text",
    [
        "river mano a mano. el 2 murmura algo como treinta mientras empuja una torre de 9 mil. el 6 paga.",
        "river heads up. seat 2 mumbles something like thirty while pushing out a stack that's 9k. "
        "seat 6 calls.",
    ],
)
def test_a_mumbled_number_with_a_heap_of_other_chips_goes_to_the_floor(text: str) -> None:
    result = answer(text).result  # 40-A: unclear words against the chips pushed with them
    assert result["facts"]["actions"][0]["pushed"] == 9000
    assert result["floor"] is True
    assert result["rules"][0] == "tda-2024:40-A"


@pytest.mark.parametrize(
    "text",
    [
        "river mano a mano, 1000/2000, bote de 40.000. el 3 dice 'veintiséis' y después tira una ficha de "
        "5000. el 8 paga 5000. ¿cuál es la apuesta?",
        "river heads up, 1k/2k, pot 40k. seat 3 says 'twenty six' and then tosses one 5k chip. seat 8 calls "
        "5k. what's the bet?",
    ],
)
def test_a_number_said_alone_against_other_chips_goes_to_the_floor(text: str) -> None:
    result = answer(text).result  # 40-A: 26,000 by 57's reading, 5,000 in chips: contradictory, the TD's
    assert result["floor"] is True
    assert result["rules"][:2] == ["tda-2024:57", "tda-2024:40-A"]
