"""Grammar families drawn from set 32 (a bounty event's bubble and a late-night turbo, the fourteenth betting
round's holdout), each tested in both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 4 says 'thirty thousand' and slides out a single 10k chip. Nobody heard it. "
        "Seat 1 calls with a 10k chip. What is the bet?",
        "turn, seat 4 says 'thirty thousand' and slides out a single 10k chip; not everyone heard; "
        "seat 1 calls with a 10k chip",
        "turn, el 4 dice 'treinta mil' y desliza una sola ficha de 10 mil. Nadie lo oyó. "
        "El 1 paga con una de 10 mil. ¿Cuál es la apuesta?",
        "turn, el 4 dice 'treinta mil' y desliza una sola ficha de 10 mil; no se oyó bien; "
        "el 1 paga con una de 10 mil",
    ],
)
def test_a_declaration_told_unheard_in_a_sentence_of_its_own_goes_to_the_floor(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["seat"], result["floor"], result["confidence"]) == ("4", True, "unsure")
    assert "tda-2024:40-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "seat 3 tells seat 8, if you raise I call, then seat 8 raises to 20k and seat 3 says nah, actually "
        "I fold. allowed?",
        "el 3 le dice al 8 'si vas all in te pago', el 8 va all in y el 3 dice que en realidad se tira. "
        "¿puede?",
    ],
)
def test_another_action_said_actually_after_a_later_wager_is_a_new_turn(text: str) -> None:
    """The conditional statement stays told (59-A): the fold answers the wager made since, it restates
    nothing."""
    result = answer(text).result
    assert (result["ruling"]["seat"], result["floor"]) == ("3", True)
    assert "tda-2024:59-A" in result["rules"]
    assert [a["declaration"] for a in result["facts"]["actions"] if a["seat"] == "3"] == ["call", "fold"]


@pytest.mark.parametrize(
    "text, action, total, returned",
    [
        (
            "turn, blinds 1k/2k, seat 2 bets eight thousand, seat six drops one twenty five thousand chip "
            "without a word, what is it?",
            "call",
            8000,
            17000,
        ),
        (
            "turn, blinds 1k/2k, seat six opens by silently dropping a twenty five thousand chip",
            "bet",
            25000,
            0,
        ),
        (
            "turn, ciegas 1k/2k, el 2 apuesta ocho mil y el seis suelta una ficha de veinticinco mil sin "
            "decir nada, ¿qué es?",
            "call",
            8000,
            17000,
        ),
    ],
)
def test_one_chip_counted_before_its_value_in_thousands(
    text: str, action: str, total: int, returned: int
) -> None:
    """ "one twenty five thousand chip" is one chip of 25,000, not 120 said without "hundred" (44)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "6",
        action,
        total,
        returned,
    )


@pytest.mark.parametrize(
    "text",
    [
        "turn: seat 2 bets 3,000, seat 4 makes it 9,000, seat 6 announces call and slides out just 3,000. "
        "how much more does he put in?",
        "turn: el 2 apuesta 3.000, el 4 resube a 9.000, el 6 dice 'pago' y pone solo 3.000. "
        "¿cuánto tiene que poner?",
    ],
)
def test_call_said_with_the_chips_of_the_bet_a_raise_replaced_cites_accepted_action(text: str) -> None:
    """The caller determines the amount he calls (49); his word commits him to the raise (51-A)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "call", 9000)
    assert {"tda-2024:49", "tda-2024:51-A"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 1 checks, action is on seat 4 but seat 6 double taps before him, then seat 4 checks. "
        "can 6 bet now?",
        "turn, seat 1 checks, it's seat 4's turn and seat 6 knocks on the table first, seat 4 checks. "
        "can 6 bet?",
        "turn, el 1 pasa, le toca al 4 pero el 6 da dos golpes en la mesa antes, y el 4 pasa. "
        "¿puede apostar el 6?",
    ],
)
def test_a_tap_on_the_table_out_of_turn_is_a_binding_check(text: str) -> None:
    """A tap is a check (3); out of turn it binds when the action does not change (53-A)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["decision"]) == ("6", "check", "binding")
    assert "tda-2024:53-A" in result["rules"]


@pytest.mark.parametrize(
    "text, cited",
    [
        (
            "flop seat one bets four thousand and seat five says raise how much must he make it at least",
            "tda-2024:51-A",
        ),
        (
            "flop el uno apuesta cuatro mil y el cinco dice resubo cuánto tiene que poner como mínimo",
            "tda-2024:51-A",
        ),
        (
            "no limit, flop seat one bets four thousand and seat five says pot how much at least",
            "tda-2024:54-D",
        ),
        (
            "no limit, flop el uno apuesta cuatro mil y el cinco dice pot cuánto tiene que poner mínimo",
            "tda-2024:54-D",
        ),
    ],
)
def test_a_raise_said_without_its_size_then_the_minimum_asked_unpunctuated(text: str, cited: str) -> None:
    """The words commit him to raise (51-A, 54-D): the minimum asked is his, at least 8,000 (43-A)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["min_raise_to"]) == ("5", "raise", 8000)
    assert {cited, "tda-2024:43-A"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 200/400, la ciega grande tenía sus 400 puestos, el botón sube a 1.400 y la grande mete "
        "callado una de 500 y cinco de 100 encima de lo que tenía. ¿qué es?",
        "blinds 200/400, the big blind had his 400 out, the button raises to 1,400 and the big blind "
        "silently drops a 500 and five 100s on top of what he had. what is it?",
    ],
)
def test_chips_added_on_top_of_what_he_had_leave_the_prior_chips_in(text: str) -> None:
    """ "Encima de lo que tenía" places the new chips on the prior ones: no last chips, nothing pulled back
    to ask about (46-C1): every chip is needed, a call."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], result["confidence"]) == (
        "BB",
        "call",
        1400,
        "certain",
    )


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 1000/2000, la chica tenía su ficha de 1000 puesta, el UTG sube a 6000 y la chica agarra su "
        "ficha. ¿puede tirarse?",
        "ciegas 1000/2000, la chica tenía su ficha de 1000 puesta, el UTG sube a 6000 y la chica se la "
        "lleva a su stack. ¿se puede tirar?",
        "blinds 1000/2000, the small blind had his 1000 chip out, UTG raises to 6000 and the small blind "
        "grabs his chip back. can he fold?",
    ],
)
def test_a_blind_chip_grabbed_back_facing_a_raise_binds_to_call_or_raise(text: str) -> None:
    """46-B: clearly pulling back a prior bet chip facing a raise: call or raise, no fold."""
    result = answer(text).result
    ruling = result["ruling"]
    options = sorted(ruling["options"])
    assert (ruling["seat"], options, ruling["min_raise_to"]) == ("SB", ["call", "raise"], 10000)
    assert "tda-2024:46-B" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "turn ciegas quinientos mil el dos apuesta dos mil el cuatro paga el seis va all in por tres mil y "
        "algo todavía no lo hemos contado y vuelve al dos que quiere subir puede",
        "turn blinds 500 1000 seat two bets two thousand seat four calls seat six goes all in for three "
        "thousand something, we haven't counted it yet, back to seat two who wants to raise, can he",
    ],
)
def test_an_all_in_not_counted_yet_makes_the_reopening_conditional(text: str) -> None:
    """Under 4,000 the all-in does not re-open (47-A); its count decides it, so the answer asks."""
    result = answer(text).result
    assert (result["ruling"]["seat"], sorted(result["ruling"]["options"])) == ("2", ["call", "fold"])
    assert result["confidence"] == "conditional"
