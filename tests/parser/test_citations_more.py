"""The rules the question turns on are cited: a string of trips after the amount was said (42 with 56),
"call" said with more chips out (51-A with 41), an out-of-turn call returned when the action changed (53-A
with 43-A for the raise he may now make), and "can he 3-bet?" asked after the player is named."""

from __future__ import annotations

import pytest

from bot.ask import answer


def _rules(text: str) -> list[str]:
    return [r.split(":")[1] for r in answer(text).result["rules"]]


def test_trips_to_the_stack_after_the_amount_was_said_cite_42_and_56() -> None:
    rules = _rules(
        "Flop, seat 2 bets 4,000. Seat 5 says twelve thousand, puts out 5,000 and goes back for 7,000."
    )
    assert "42" in rules and "56" in rules


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 4 bets 5,000 and seat 7 says call, then puts out 12,000. What is it?",
        "Turn, el 4 apuesta 5.000 y el 7 dice pago y luego pone 12.000. ¿Qué es?",
    ],
)
def test_call_said_with_more_chips_cites_51a(text: str) -> None:
    assert "51-A" in _rules(text)


def test_an_out_of_turn_call_returned_cites_the_minimum_raise() -> None:
    text = "Blinds 1k/2k. UTG is thinking, UTG+1 calls 2,000 out of turn, then UTG raises to 6,000. UTG+1?"
    result = answer(text).result
    assert result["ruling"]["decision"] == "not_binding"
    assert {"53-A", "43-A"} <= {r.split(":")[1] for r in result["rules"]}


@pytest.mark.parametrize(
    "text",
    [
        "Turn: seat 2 bets 5,000, seat 4 calls, seat 7 shoves 9,000. Back to seat two, can he three-bet?",
        "Turn: el 2 apuesta 5.000, el 4 paga y el 7 va all in por 9.000. Vuelve al 2, ¿puede él resubir?",
    ],
)
def test_can_he_after_the_player_named_asks_his_options(text: str) -> None:
    ruling = answer(text).result["ruling"]
    assert ruling["seat"] == "2" and sorted(ruling["options"]) == ["call", "fold"]
