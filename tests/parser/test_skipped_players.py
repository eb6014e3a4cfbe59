"""A player the action passed over, told as it happened or only after ("s5 calls skipping s4", "s4 only
now says he was skipped", "el 4 reclama que se lo saltaron"), with a question about "his hand": the ruling
is about the skipped player, and after substantial action past him it is the floor's (53-B)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "100/200. UTG (seat 3) raises to 600, seat 5 calls skipping seat 4, seat 6 calls too. Seat 4 only "
        "now says he was skipped. What happens to his hand?",
        "Ciegas 100/200. El UTG (asiento 3) sube a 600, el 5 paga, el 6 paga también. Ahí el 4 reclama "
        "que se lo saltaron. ¿Qué hacemos con su mano?",
    ],
)
def test_the_skipped_player_is_asked_about_and_the_floor_decides(text: str) -> None:
    result = answer(text).result
    assert result["ruling"]["seat"] == "4"
    assert "4" not in [a["seat"] for a in result["facts"]["actions"]]
    assert result["floor"] is True
