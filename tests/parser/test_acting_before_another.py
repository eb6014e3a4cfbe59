"""Acting before another player's turn told with "before" ("taps before seat 4 acts", "tira antes de que
hable el 4") is out of turn (53); the player the others checked to ("checked to seat 4, seat 6 taps") is in
no list with the next one."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "turn, checked to seat 2, seat 5 knocks the table before 2 acts, then seat 2 bets 4000. can 5 raise?",
        "turn. seat 5 checks before seat 2 has acted, then seat 2 bets 4000. can seat 5 raise?",
        "turn, el 5 golpea la mesa antes de que hable el 2, después el 2 apuesta 4000. ¿puede subir el 5?",
    ],
)
def test_a_check_before_another_acts_is_out_of_turn_and_binds_nothing_after_a_bet(text: str) -> None:
    result = answer(text).result  # 53: the action changed (a bet), so the check does not bind
    checks = [a for a in result["facts"]["actions"] if a["seat"] == "5"]
    assert [(a["declaration"], a["out_of_turn"], a["amount"]) for a in checks] == [("check", True, None)]
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["decision"]) == ("5", "not_binding")
    assert "raise" in ruling["options"]


def test_a_clause_opened_by_before_belongs_to_the_next_player() -> None:
    text = "flop: el 3 apuesta 1000, el 4 no va, y antes de que hable el 5 el 7 sube a 3000. vuelvo al 5"
    actions = answer(text).result["facts"]["actions"]
    assert [a["out_of_turn"] for a in actions if a["seat"] == "4"] == [None]  # told in no order
