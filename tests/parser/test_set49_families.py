"""Grammar and engine families drawn from set 49's rows (a big festival's Day 2: Santo Domingo, Quito,
Asunción, Seville and Valencia, Atlantic City, Texas, Auckland, Glasgow and Malta; one-thumb typing with
typos and abbreviations, voice notes in a noisy room), each tested in both languages in other words than its
rows."""

from __future__ import annotations

from typing import Any

import pytest

from bot.ask import answer


def _ruled(text: str) -> tuple[dict[str, Any], dict[str, Any]]:
    result = answer(text).result
    return result, result["ruling"]


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 1k/2k. The HJ opens to 4k, the button jams for 5.5k, the blinds fold. Action's back on the "
        "HJ, can he 4-bet or is it call/fold only?",
        "ciegas 1k/2k. el HJ abre a 4k, el botón va all in por 5.5k, las ciegas se tiran. puede resubir "
        "el HJ o solamente pagar/foldear?",
    ],
)
def test_a_slash_between_two_actions_offers_a_choice(text: str) -> None:
    """ "call/fold", "pagar/foldear": a slash joining two action words is "or", the choice asked about, no
    fold or call of the player; the 1,500 all-in is short of the 2,000 raise, so call or fold (47-A)."""
    result, ruling = _ruled(text)
    assert (ruling["seat"], ruling["action"]) == ("HJ", None)
    assert ruling["options"] == ["fold", "call"]
    assert any(rule.startswith("tda-2024:47") for rule in result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "blinds 300/600, turn. seat 1 bets 2,000. seat 6 says call, puts the call in, then reaches back to "
        "his stack and adds another 4,000 saying raise",
        "ciegas 300/600, turn. el 1 apuesta 2.000. el 6 dice pago, pone el pago y después vuelve a su "
        "stack y agrega otros 4.000 diciendo subo",
    ],
)
def test_words_then_a_second_trip_return_only_the_second_trip(text: str) -> None:
    """A call said and its chips put out, then more brought in a second motion: the call of 2,000 stands
    (51-A) and only the second trip's 4,000 goes back (56), not the second trip less the call."""
    result, ruling = _ruled(text)
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == ("6", "call", 2000, 4000)
    assert "tda-2024:56" in result["rules"]


@pytest.mark.parametrize(
    ("text", "told", "rule"),
    [
        (
            "Flop, 300/600. Seat 2 bets 1,500, the lad in seat 8 says raise n pushes 3k in one go, then goes "
            "back tae his stack for another 1k.",
            ("8", "raise", 3000, 1000),
            "tda-2024:56",
        ),
        (
            "ciegas 1000/2000. el utg abre a 5000, el del 4 suelta una ficha d 10 mil callado. q es?",
            ("4", "call", 5000, 5000),
            "tda-2024:44",
        ),
        (
            "ciegas 1000/2000. utg sube a 5000 y el 4 pone una sola d 10 mil sin decir nada, q hago?",
            ("4", "call", 5000, 5000),
            "tda-2024:44",
        ),
    ],
)
def test_a_function_word_typed_short_or_in_dialect_is_read(
    text: str, told: tuple[str, str, int, int], rule: str
) -> None:
    """ "goes back *tae* his stack" (Scots "to"), "una ficha *d* 10 mil" ("d" typed for "de"): the word is
    read, so the second trip to the stack is a string bet whose 1,000 goes back (56), and the 10,000 is one
    chip put out silently facing a bet, a call of 5,000 with 5,000 back (44), both certain."""
    result, ruling = _ruled(text)
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == told
    assert rule in result["rules"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Turn, blinds 1k/2k. Seat 4 is first, seat 9 raps the table before seat 4 acts, then seat 4 "
            "checks. Seat 9 now wants to bet, says it was just a nervous habit.",
            "9",
        ),
        (
            "turn, ciegas 1k/2k. habla primero el 4, el 9 da dos golpes en la mesa antes de tiempo y el 4 "
            "pasa. ahora el 9 quiere apostar, dice que fue un tic.",
            "9",
        ),
    ],
)
def test_a_tap_out_of_turn_cites_the_rule_that_makes_it_a_check(text: str, seat: str) -> None:
    """A tap on the table is a check by rule 3; made out of turn and nothing changed by the check after it,
    it binds (53-A): the ruling cites both."""
    result, ruling = _ruled(text)
    assert (ruling["seat"], ruling["action"]) == (seat, "check")
    assert "tda-2024:3" in result["rules"]
    assert any(rule.startswith("tda-2024:53") for rule in result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Flop, blinds 500/1000. Seat 1 checks, seat 6 knocks the table before seat 3 acts, then seat 3 "
        "bets 4,000. Can seat 6 raise now, or not since he checked?",
        "flop, ciegas 500/1000. el 1 pasa, el 6 golpea la mesa antes de que hable el 3 y el 3 apuesta "
        "4.000. puede subir el 6 o no porque ya pasó?",
    ],
)
def test_an_action_given_as_the_reason_is_not_done_again(text: str) -> None:
    """ "or not since he checked", "o no porque ya pasó": the earlier check given as the reason for the
    question is no second check; the bet changed the action, so the tap out of turn does not bind and seat
    6 may fold, call or raise (53-A, 3)."""
    result, ruling = _ruled(text)
    assert ruling["seat"] == "6"
    assert ruling["options"] == ["fold", "call", "raise"]
    assert {"tda-2024:3", "tda-2024:53-A"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "river entre Lucho y el Flaco. Lucho le dice 'si apostás, pago', el Flaco apuesta 9 mil y Lucho "
        "dice q era broma y quiere foldear. qué hago?",
        "River between Davo and Mick. Davo tells him 'if you bet I call'. Mick bets 9k, and now Davo wants "
        "to fold, says he was kidding.",
    ],
)
def test_a_named_players_conditional_statement_goes_to_the_floor(text: str) -> None:
    """A player named by his name ("Lucho le dice", "Davo wants to") who made a conditional statement of
    future action: the TD decides whether it binds (59-A); the bet made after it is not what is ruled."""
    result, ruling = _ruled(text)
    assert ruling["seat"] in ("Lucho", "Davo")
    assert result["floor"] is True
    assert "tda-2024:59-A" in result["rules"]
    assert result["confidence"] == "unsure"


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 1000/2000. el hj abre a 5 mil y el cut tira callado una de 10 mil. q es?",
        "ciegas 1000/2000. el utg sube a 5000 y el cut mete callado una ficha de 10.000, call o raise?",
    ],
)
def test_cut_is_the_cutoff(text: str) -> None:
    """ "el cut": the cutoff's short name, the CO; his single 10,000 chip put out silently is a call (44)."""
    result, ruling = _ruled(text)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("CO", "call", 5000)


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 2000/4000. flop, el 2 apuesta 12 mil, el 5 dice 'pago' y pone los 12. el 7 sube a 40 mil. "
        "qué puede hacer el 5?",
        "blinds 2000/4000. flop, seat 2 bets 12 thousand, seat 5 says call and puts in twelve. seat 7 raises "
        "to 40k. what are seat 5's options?",
    ],
)
def test_a_push_said_short_is_the_amount_told_in_thousands(text: str) -> None:
    """ "pone los 12", "puts in twelve" after a bet of 12 thousand: the call's chips are that bet's 12,000,
    no amount to ask about; facing the raise to 40,000 seat 5 may fold, call or raise, certain."""
    result, ruling = _ruled(text)
    assert ruling["seat"] == "5"
    assert ruling["options"] == ["fold", "call", "raise"]
    assert result["confidence"] == "certain"
    assert not any(q.startswith("amount") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 600/1200. UTG opens 2500, the lassie on the button silently puts out three 1000s and a 500. "
        "What've we got?",
        "mesa 4, heads up en el turn entre el 3 y el 9, ciegas 1000/2000. el 3 apuesta 8.000 y el 9 paga. "
        "qué hay en el bote?",
    ],
)
def test_ordinary_words_of_the_region_are_no_unknown_words(text: str) -> None:
    """ "lassie" (a person noun of the grammar), "What've" (a contraction), "entre" (a preposition, no
    form of "entrar"): ordinary speech, nothing to ask, so the ruling is stated as certain."""
    result, _ = _ruled(text)
    assert not any(q.startswith("unknown_words") for q in result["questions"])
    assert result["confidence"] == "certain"


def test_what_the_table_says_the_minimum_is_is_a_claim() -> None:
    """ "toda la mesa dice que la mínima es cuatro mil ... qué es": the others' claim asks no minimum of
    the straddler; the ruling is on UTG+1's raise, short of the minimum and made up to 4,000 (43-A, 52-A).
    (English words for it, "the rest of the table says the minimum is...", were already read so.)"""
    text = (
        "ciegas quinientos mil el utg pone straddle de dos mil y el utg más uno dice subo y mete tres mil "
        "toda la mesa dice que la mínima es cuatro mil qué es"
    )
    _, ruling = _ruled(text)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("UTG+1", "raise", 4000)


@pytest.mark.parametrize(
    ("text", "chips"),
    [
        (
            "Ciegas 2k/4k. Flop, el del 3 apuesta 8 mil con una de 5 y tres de mil. El del 7 sube a 20 mil.",
            [5000, 1000, 1000, 1000],
        ),
        (
            "Blinds 2k/4k. Flop, seat 3 bets 8k with two 2s and four 1s. Seat 7 raises to 20k.",
            [2000, 2000, 1000, 1000, 1000, 1000],
        ),
    ],
)
def test_a_chips_value_no_chip_in_play_has_is_in_thousands(text: str, chips: list[int]) -> None:
    """ "una de 5", "two 2s" at 2,000/4,000: no chip of 5 or 2 is in play there, so the values are in
    thousands and the chips make the 8,000 told."""
    result, _ = _ruled(text)
    assert result["facts"]["actions"][0]["chips"] == chips
