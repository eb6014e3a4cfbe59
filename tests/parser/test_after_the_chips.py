"""Words said once the chips are out ("pushes two 5k chips without a word, then says 'raise'"): the chips
came first and define the bet (40-A); chips put out for change are at risk (61, "esperando que le dé el
vuelto"); "sin decir monto" is a raise without an amount, not silence; a stack told with an earlier
street's action is what is left for the street ruled on."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Turn. Seat 3 bets 6,000. Seat 7 pushes two 5k chips in without a word, then says 'raise'. Ruling?",
        "Turn. El 3 apuesta 6.000. El 7 empuja dos fichas de 5.000 sin decir nada y luego dice 'subo'.",
    ],
)
def test_words_after_silent_chips_leave_the_chips_to_decide(text: str) -> None:
    """45-A: without one 5k the 6,000 call is short: every chip is needed, a call with 4,000 back."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["action"], ruling["total"], ruling["returned"]) == ("call", 6000, 4000)
    assert any(r.endswith(":40-A") for r in result["rules"])


def test_chips_put_out_for_change_cite_61() -> None:
    text = "Flop, el 4 apuesta 1.300 y el 8 pone una de 5.000 y una de 100 esperando que le den el vuelto."
    result = answer(text).result
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 5100)
    assert any(r.endswith(":61") for r in result["rules"])


def test_raise_said_without_the_amount_is_no_silence() -> None:
    """44: raise declared, no amount: the chip's value; 5,000 is short of the 6,000 minimum, so the raise is
    made the full minimum (43-A)."""
    result = answer(
        "Flop, el 2 apuesta 3.000. El 5 dice 'subo' y tira una ficha de 5.000, sin decir monto."
    ).result
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 6000)


@pytest.mark.parametrize(
    "text",
    [
        "Flop. Seat 6 started the hand with 12,000 and called 2,000 preflop. On the flop seat 2 bets 15,000 "
        "and seat 6 calls the 15,000 and still has chips. All in or not?",
        "Flop. El 6 arrancó la mano con 12.000 y pagó 2.000 preflop. En el flop el 2 apuesta 15.000 y el 6 "
        "paga los 15.000 y le quedan fichas. ¿Es all in o no?",
    ],
)
def test_a_stack_told_with_an_earlier_street_is_what_is_left(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["stacks"]["6"] == 10000
    assert result["floor"] is True and result["floor_reason"] == "over_stack"


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 3 bets 1,300 and seat 8 silently puts out a 5k chip and a 100. He wanted change.",
        "Flop, el 3 apuesta 1.300 y el 8 pone callado una de 5.000 y una de 100. Él esperaba el vuelto.",
    ],
)
def test_change_wanted_told_afterwards_still_cites_61(text: str) -> None:
    result = answer(text).result
    assert "61" in {r.split(":")[1] for r in result["rules"]}
