"""An action named as what a player saw ("que no vio la resubida", "didn't see the raise") is no action of
his; "says call or all in, not sure which" is one declaration the TD reads (40-A); a big blind taken from
the big-blind ante is asked where the blinds change the answer."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Flop: seat 2 bets 3,000, seat 4 raises to 12,000, seat 6 (who didn't see the raise) says call and "
        "puts out 3,000. Ruling on seat 6?",
        "Flop: el 2 apuesta 3.000, el 4 sube a 12.000, el 6 (que no vio la subida) dice pago y pone 3.000. "
        "¿Qué pasa con el 6?",
    ],
)
def test_what_a_player_saw_is_not_his_action(text: str) -> None:
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "call", 12000)  # 51-A: the full call


@pytest.mark.parametrize(
    "text",
    [
        "River, seat 4 bets 9,000 and seat 1 says call um or all in, I'm not sure which. He has 30k behind.",
        "River, el 4 apuesta 9.000 y el 1 dice pago eh o all in, no sé cuál de las dos. Tiene 30.000 detrás.",
    ],
)
def test_one_of_two_words_said_goes_to_the_floor(text: str) -> None:
    result = answer(text).result
    assert result["ruling"]["seat"] == "1" and result["floor"] is True


def test_a_big_blind_from_the_ante_is_asked() -> None:
    result = answer("BBA 1,500, blinds not told. UTG raises to 3,000, HJ says raise to 4,000. Legal?").result
    assert result["confidence"] == "conditional" and "blinds" in result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "Turn: seat 2 bets 4k, seat 5 calls, seat 8 all in for 7k. Back to seat 2, so he can raise? Options?",
        "Turn: el 2 apuesta 4.000, el 5 paga y el 8 va all in por 7.000. Vuelve al 2, dice que puede subir.",
    ],
)
def test_what_a_player_can_do_is_no_action(text: str) -> None:
    """47-A: a short all-in does not re-open the betting to seat 2, who already acted."""
    ruling = answer(text).result["ruling"]
    assert ruling["seat"] == "2" and sorted(ruling["options"]) == ["call", "fold"]


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000, flop. Seat 2 bets 1,000, seat 5 shoves 4,500, seat 7 wants to raise. Min?",
        "Ciegas 500/1000, flop. El 2 apuesta 1.000, el 5 va all in por 4.500 y el 7 quiere subir. ¿Mínimo?",
    ],
)
def test_the_minimum_after_an_all_in_cites_47(text: str) -> None:
    """43-A with 47-A: a full all-in raise (3,500 over 1,000) sets the increment: the minimum is to 8,000."""
    result = answer(text).result
    assert result["ruling"]["min_raise_to"] == 8000
    assert any(r.endswith(":47-A") for r in result["rules"]) and any(
        r.endswith(":43-A") for r in result["rules"]
    )
