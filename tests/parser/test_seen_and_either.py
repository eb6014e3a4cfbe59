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
