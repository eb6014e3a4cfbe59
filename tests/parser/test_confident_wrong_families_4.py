"""Families behind confident wrong answers on the older betting sets (issue 12), fourth round: each in both
languages and in other words than the rows; the answer's amount, player and rule are the ones the report's
facts give."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "raised_to", "caller"),
    [
        (
            "blinds two hundred four hundred turn seat one leads eight hundred seat six makes it two "
            "thousand three calls is that a legal raise",
            2000,
            "3",
        ),
        (
            "ciegas doscientos cuatrocientos en el turn el uno abre ochocientos el seis sube a dos mil "
            "tres paga cuál es la subida del seis",
            2000,
            "3",
        ),
    ],
)
def test_a_seat_number_right_after_an_amount_opens_the_next_clause(
    text: str, raised_to: int, caller: str
) -> None:
    """In a voice note with no "seat" before each number, a unit after an amount said with its scale and
    right before an action is the player who acts ("makes it two thousand | three calls"), not the hundreds
    of that amount (2,300) nor its units (2,003)."""
    result = answer(text).result
    said = [(a["seat"], a["declaration"], a["amount"]) for a in result["facts"]["actions"]]
    assert ("6", "raise", raised_to) in said
    assert (caller, "call", None) in said
    assert result["ruling"]["seat"] == "6"
    assert result["ruling"]["total"] == raised_to


@pytest.mark.parametrize(
    "text",
    [
        "blinds one hundred two hundred flop seat two bets five hundred seat five raises to eight hundred "
        "six and nine call is that raise legal",
        "ciegas cien doscientos flop el dos apuesta quinientos el cinco sube a ochocientos seis y nueve "
        "pagan vale esa subida",
    ],
)
def test_an_underraise_told_before_a_list_of_callers_keeps_its_amount(text: str) -> None:
    """ "raises to eight hundred | six and nine call": the raise is to 800 (not 806), short of the minimum
    over a 500 bet, so it is corrected to 1,000 (52-A)."""
    result = answer(text).result
    said = [(a["seat"], a["declaration"], a["amount"]) for a in result["facts"]["actions"]]
    assert ("5", "raise", 800) in said
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "raise", 1000)


@pytest.mark.parametrize(
    "text",
    [
        "River, seat 4 is first to speak and says 'call' though there's no bet yet. Then seat 8 bets 6,000. "
        "Does seat 4 now have to call the 6,000?",
        "River, el 4 habla primero y dice 'pago' aunque nadie apostó todavía. Luego el 8 apuesta 6.000. "
        "¿El 4 queda obligado a pagar los 6.000?",
    ],
)
def test_a_call_said_facing_no_bet_is_a_check_that_leaves_every_option(text: str) -> None:
    """55-A: "call" with no bet to call is a check; the bet made after it faces him with all his options
    (fold, call, raise), not the call he seemed to say."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"]) == ("4", "check")
    assert sorted(ruling["options"]) == ["call", "fold", "raise"]
    assert "tda-2024:55" in result["rules"]


@pytest.mark.parametrize(
    ("told", "disputed", "asked"),
    [
        (
            "Turn, seat 2 bets 2,000. Seat 6 says 'five thousand, no, six thousand' and puts out 6,000.",
            " Seat 2 insists the first amount counts.",
            " What is it?",
        ),
        (
            "Turn, el 2 apuesta 2.000. El 6 dice 'cinco mil, no, seis mil' y pone 6.000.",
            " El 2 reclama que vale lo primero.",
            " ¿Qué es?",
        ),
    ],
)
def test_a_self_correction_another_player_holds_him_to_the_first_amount_goes_to_the_floor(
    told: str, disputed: str, asked: str
) -> None:
    """A voice self-correction stands (the amount said last), unless another player holds him to the first
    amount he said: what was declared is disputed, and the TD decides it (40-A, Rule 1)."""
    plain = answer(told + asked).result
    assert (plain["ruling"]["action"], plain["ruling"]["total"], plain["floor"]) == ("raise", 6000, False)
    result = answer(told + disputed + asked).result
    assert result["floor"] is True
    assert result["confidence"] == "unsure"
    assert "tda-2024:40-A" in result["rules"]


def test_stick_it_in_is_an_unofficial_im_in_the_td_reads() -> None:
    """ "I'll stick it in" (UK table slang) is the "I'm in" of the lexicon: a call or all in, at the player's
    own risk (57); said with no chips to tell which, what it meant is the TD's (40-A)."""
    result = answer(
        "River, seat 2 bets 3,500. Seat 9 mutters 'fine, I'll stick it in' and sits back, no chips out, "
        "about 60k behind. What is his action?"
    ).result
    assert result["ruling"]["seat"] == "9"
    assert (result["floor"], result["confidence"]) == (True, "unsure")
    assert {"tda-2024:57", "tda-2024:40-A"} <= set(result["rules"])
    # told of him ("sticks it in"), it is his chips going in: the amount he said is read as pushed (40-C)
    ruling = answer(
        "Flop, seat 1 bets 5,000 and seat 4 says 'seven thousand' and sticks it in without saying raise."
    ).result["ruling"]
    said = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert said == ("4", "call", 5000, 2000)


def test_me_prendo_is_the_spanish_im_in() -> None:
    """ "me prendo" (Río de la Plata, "I'm in") is read as "voy" is: a call of the bet faced, in a
    non-standard word (51-A)."""
    result = answer(
        "River, el 2 apuesta 3.500. El 9 dice 'dale, me prendo' sin poner fichas, tiene unos 60 mil. "
        "¿Qué hizo?"
    ).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("9", "call", 3500)
    assert "tda-2024:51-A" in result["rules"]
