"""A stack told at the start of the hand, less what the player put in on earlier streets, is what he has on
the street ruled on: a call there spent that street's bet. Acting beyond it is a fact that cannot be; an
all-in of another hand ("el all in de la mano anterior") is no action of this one."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "el 3 tiene 6 lucas en total. en el flop el 5 apuesta 9 lucas y el 3 dice pago. en el turn el 3 "
        "apuesta 4 lucas más y el 5 paga. ¿qué hago?",
        "seat 3 has 6k total. on the flop seat 5 bets 9k and seat 3 calls. on the turn seat 3 bets 4k more "
        "and seat 5 calls. what now?",
    ],
)
def test_acting_after_a_call_that_took_every_chip_cannot_be(text: str) -> None:
    result = answer(text).result
    assert (result["facts"]["stacks"], result["floor"]) == ({"3": 0}, True)


def test_a_call_on_an_earlier_street_spends_that_streets_bet() -> None:
    text = "seat 6 has 12k. flop: seat 2 bets 3k, seat 6 calls. turn: seat 2 bets 4k, seat 6 calls"
    assert answer(text).result["facts"]["stacks"] == {"6": 9000}


def test_an_all_in_of_the_previous_hand_is_no_action() -> None:
    text = (
        "Ciegas 500/1000. El 6 empezó la mano con 8000 exactos (se contó por el all in de la mano anterior). "
        "En el flop el 2 apuesta 12.000 y el 6 paga los 12 mil. ¿Cómo queda?"
    )
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["2", "6"]
    assert result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "seat 6 has 12,000 total, seat 1 bets 15,000 and seat 6 calls and he's still got 4,000 behind",
        "el 6 tiene 12.000 en total, el 1 apuesta 15.000 y el 6 paga y todavía le quedan 4.000",
    ],
)
def test_a_stack_left_after_the_call_that_cannot_be(text: str) -> None:
    result = answer(text).result
    assert (result["floor"], result["confidence"]) == (True, "unsure")


def test_a_stack_left_after_the_call_that_adds_up() -> None:
    text = "seat 6 has 20,000 total, seat 1 bets 15,000 and seat 6 calls and he's still got 5,000 behind. ok?"
    assert answer(text).result["floor"] is False
