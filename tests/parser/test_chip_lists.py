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
