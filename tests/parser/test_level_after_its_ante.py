"""A level said right after its big-blind-ante label ("bba 3k/6k", "ante de la grande tres mil seis mil")
is the blinds, and the big-blind ante is the big blind: the label's first number is not the ante's size."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "BBA 3k/6k. turn, seat 5 bets 14k and seat 1 makes it 22k silently",
        "bb ante three k six k turn seat five bets fourteen k seat one puts in twenty two k no word",
        "ante de ciega grande 3000-6000, en el turn el 5 apuesta 14 mil y el 1 pone 22 mil sin hablar",
    ],
)
def test_the_level_after_its_ante_label_is_the_blinds(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["blinds"] == {"small": 3000, "big": 6000}
    assert result["facts"]["big_blind_ante"] == 6000
    # 22k over a 14k bet: 8k more, under the 14k a raise needs and over half of it: a raise to 28k (45)
    assert (result["ruling"]["seat"], result["ruling"]["action"]) == ("1", "raise")
