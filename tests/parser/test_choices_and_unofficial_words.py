"""The dealer's closing choice is no action ("is he all in or is it a call?", "¿es all in o es call?"),
and an unofficial word said alone facing a bet ("I'm in", nothing pushed) is the TD's to read (57, 40-A)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 2 bets 5,000 and seat 6 puts out one 5,000 chip. Is he all in or is it a call?",
        "Turn, el 2 apuesta 5.000 y el 6 pone una ficha de 5.000. ¿Es all in o es un call?",
    ],
)
def test_the_choice_asked_is_not_the_players_action(text: str) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "call", 5000)


def test_im_in_with_nothing_pushed_is_for_the_floor() -> None:
    result = answer("River: seat 1 bets 8,000 and seat 4 just says I'm in, no chips yet. He has 40k.").result
    assert result["floor"] is True and result["ruling"]["action"] is None
    assert any(r.endswith(":57") for r in result["rules"])


def test_voy_alone_stays_a_call_in_spanish() -> None:
    """ "Voy" is the usual call in Spanish card rooms: alone it is read as a call."""
    result = answer("River: el 1 apuesta 8.000 y el 4 dice voy.").result
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 8000)
