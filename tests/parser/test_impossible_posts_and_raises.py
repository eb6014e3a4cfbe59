"""Facts no table allows go to the floor, never to a confident ruling: blinds posted the wrong way round
("the SB posted 800 and the BB 400") and a raise to no more than the bet it raises."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Level 500/1000, but the small blind posted 1,000 and the big blind posted 500. UTG raises to 3,000. "
        "What does the big blind need to call?",
        "Nivel 500/1000, pero la ciega pequeña puso 1.000 y la grande puso 500. El UTG sube a 3.000. "
        "¿Cuánto le falta a la grande para pagar?",
    ],
)
def test_blinds_posted_the_wrong_way_round_go_to_the_floor(text: str) -> None:
    result = answer(text).result
    assert result["floor"] is True and result["confidence"] == "unsure"
    assert result["floor_reason"] == "invalid_blinds"


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 2 bets 4,000 and seat 5 raises to 3,500. How much must he put in?",
        "Turn, el 2 apuesta 4.000 y el 5 sube a 3.500. ¿Cuánto tiene que poner?",
    ],
)
def test_a_raise_to_less_than_the_bet_goes_to_the_floor(text: str) -> None:
    result = answer(text).result
    assert result["floor"] is True and result["floor_reason"] == "raise_not_above"
    assert result["ruling"]["action"] is None


def test_an_underraise_above_the_bet_is_still_ruled() -> None:
    """52-A: a raise to more than the bet but less than the minimum is corrected, not sent to the floor."""
    result = answer("Turn, seat 2 bets 4,000 and seat 5 raises to 6,000. Ruling on seat 5?").result
    assert result["floor"] is False and result["ruling"]["total"] == 8000


@pytest.mark.parametrize(
    "text",
    [
        "Seat 9 started the hand with exactly 12,000. On the turn seat 3 bets 20,000 and seat 9 says call "
        "and puts out 15,000, and he still has chips. How much is his call?",
        "El 9 empezó la mano con 12.000 justos. En el turn el 3 apuesta 20.000 y el 9 dice pago y pone "
        "15.000 y aún le quedan fichas. ¿Cuánto es su call?",
    ],
)
def test_more_chips_than_the_stack_told_cites_rule_1(text: str) -> None:
    result = answer(text).result
    assert result["floor"] is True and result["floor_reason"] == "over_stack"
    assert result["rules"][-1].endswith(":1")  # the facts cannot all be true: the TD decides (Rule 1)
