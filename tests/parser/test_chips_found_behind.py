"""A chip found hidden after an all-in was called (62), told by where it was: "a 5k chip sitting behind his
water bottle", "under seat 2's card protector", "una ficha de cinco mil debajo de la servilleta": the TD
decides whether it plays; no total is printed for an all-in whose amount was never told."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "seat 4 shoves, seat 8 calls and then there's a five thousand chip sitting behind his water bottle. "
        "does it play?",
        "el 4 va all in, el 8 paga y después aparece detrás de la botella de agua una ficha de 5000. ¿juega?",
        "seat 2 says all in and pushes 18k, seat 5 calls. there's a 5k chip under seat 2's card protector.",
    ],
)
def test_a_hidden_chip_after_the_call_is_the_floors(text: str) -> None:
    result = answer(text).result
    assert (result["floor"], result["ruling"]["action"]) == (True, "all_in")
    assert "tda-2024:62" in result["rules"]
