"""A player who wants his action back ("can he take it back?", "se quiere echar atrás"): the ruling is on
his own last action, whatever came after it, and cites 50-A (action in turn binds; its chips stay)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "River: seat 4 bets 2,500, seat 7 calls and then seat 9 jams. Seat 7 changed his mind and wants to "
        "fold, can he take back the call?",
        "River: el 4 apuesta 2.500, el 7 paga y luego el 9 va all in. El 7 se arrepiente y quiere tirarse, "
        "¿puede echarse atrás?",
    ],
)
def test_a_call_in_turn_cannot_be_taken_back(text: str) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("7", "call", 2500)
    assert any(r.endswith(":50-A") for r in result["rules"])
    assert result["confidence"] == "certain"


def test_without_the_wish_to_undo_no_binding_rule_is_added() -> None:
    result = answer("River: seat 4 bets 2,500, seat 7 calls and seat 9 jams. Ruling on seat 7?").result
    assert not any(r.endswith(":50-A") for r in result["rules"])
