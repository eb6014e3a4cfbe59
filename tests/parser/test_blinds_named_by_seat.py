"""A blind named with its seat number ("BB (seat 9)", "la ciega grande, asiento 2") is one player: the
numbered seat posts the blind and acts last pre-flop, however many others the report names."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "100/200. UTG opens to 600, HJ makes it 1500, CO 3000, BTN raises to 6000. the BB (seat 2) wants to "
        "go again, what's the least he can make it?",
        "100/200. el UTG abre a 600, el HJ sube a 1500, el CO a 3000, el BTN sube a 6000. el BB (asiento 2) "
        "quiere resubir, ¿cuál es el mínimo?",
    ],
)
def test_a_big_blind_named_by_its_seat_acts_last_and_has_posted(text: str) -> None:
    result = answer(text).result  # raises of 400, 900, 1,500, 3,000: the minimum re-raise is to 9,000
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["min_raise_to"]) == ("2", 9000)
    assert result["facts"]["posted"] == {"2": 200}
