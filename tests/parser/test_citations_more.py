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


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 2 bets 3,000. Seat 5 says 'all in' clearly, then only pushes 10k of the 26k he has. "
        "Seat 2 already said call. How much is the all-in?",
        "En el turn el 2 apuesta 3.000. El 5 dice 'all in' clarito y luego empuja 10 mil de los 26 mil que "
        "tiene. El 2 ya dijo que paga. ¿De cuánto es el all in?",
    ],
)
def test_the_all_in_named_in_the_question_is_ruled(text: str) -> None:
    """40-B and 51-A: "all in" said first commits his whole stack, whatever he pushed."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "all_in", 26000)
    assert "51-A" in {r.split(":")[1] for r in result["rules"]}


@pytest.mark.parametrize(
    "text",
    [
        "Al contar: el 3 va all in, el 7 me pide cuenta, le digo 14.500 y dice 'pago'. Al contarlo bien son "
        "17.500. El 7 tiene unos 40.000. ¿Cuánto paga?",
        "Turn, seat 2 shoves. Seat 9 asks how much, I tell him 8,000 and he calls. Actual count 11,200. "
        "Seat 9 has about 40k. What does he owe?",
    ],
)
def test_the_real_count_said_plainly_holds_the_caller_to_it(text: str) -> None:
    """49: a caller told a wrong count is held to the correct amount (accepted action)."""
    result = answer(text).result
    assert "49" in {r.split(":")[1] for r in result["rules"]}
