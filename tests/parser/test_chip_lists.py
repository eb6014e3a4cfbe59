"""Chips listed one after another with no "y" between ("una de cinco mil una de mil y una de quinientos"):
one list; the same chip said twice ("a five k chip, a five thousand chip") is one chip."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text, chips",
    [
        (
            "ciegas 1000/2000, el utg sube a 5000 y el hj mete sin hablar una de cinco mil una de mil y "
            "una de quinientos, le quedan ochenta mil",
            [5000, 1000, 500],
        ),
        (
            "blinds 500/1000, flop, seat 2 bets 3500 and seat 6 silently drops a five k chip a five thousand "
            "chip, lots behind",
            [5000],
        ),
    ],
)
def test_chips_listed_without_and(text: str, chips: list[int]) -> None:
    assert answer(text).result["facts"]["actions"][-1]["chips"] == chips


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 2 bets 1200, seat 6 drops one yellow 5k chip, no talk at all. Ruling?",
        "Turn, el 2 apuesta 1200 y el 6 tira una amarilla de 5k, ni una palabra. ¿Qué es?",
    ],
)
def test_a_colour_with_its_value_is_that_chip(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["actions"][-1]["chips"] == [5000] and result["facts"]["actions"][-1]["silent"]
    assert (result["ruling"]["action"], result["ruling"]["returned"]) == ("call", 3800)


@pytest.mark.parametrize(
    "text",
    [
        "flop, seat 4 bets 2500 and seat 7 silently puts out three of the 1k chips. call or raise?",
        "flop, el 4 apuesta 2500 y el 7 pone callado tres de las de mil. ¿pago o subida?",
    ],
)
def test_chips_counted_out_of_a_kind(text: str) -> None:
    """ "three of the 1k chips", "tres de las de mil": a count, "of the", the chip."""
    result = answer(text).result
    assert result["facts"]["actions"][-1]["chips"] == [1000, 1000, 1000]
    assert (result["ruling"]["action"], result["ruling"]["returned"]) == ("call", 500)
