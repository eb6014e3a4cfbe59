"""Seats after the gun named by their offset alone ("the plus one raises", "el del más dos iguala"), as
dealers say once under the gun is named, are UTG+1 and UTG+2."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("300/600, under the gun limps, the plus one raises to 1800, what's the min for the hijack", "UTG+1"),
        ("300/600, el UTG paga, el del más dos sube a 1800, ¿cuánto es lo mínimo para el HJ?", "UTG+2"),
    ],
)
def test_the_plus_seat_is_read(text: str, seat: str) -> None:
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["UTG", seat]
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("HJ", 3000)
