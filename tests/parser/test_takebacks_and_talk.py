"""A "raise" said in turn and then taken back ("subo... no no, pago nomás") binds a raise whose amount
is still his to name, at least the minimum (51-A, 43); a "no" that negates what follows ("dice paso no se
había dado cuenta") takes nothing back; the pot talked of ("el bote no sé exacto", "the pot was about 9k")
is no pot bet; a complaint of a "string bet" is no bet; "he want raise" and "la resubida mínima" are asked,
not done."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text, seat, minimum",
    [
        (
            "ciegas 500/1000, flop, el 3 apuesta 2500 y el 7 dice subo, y enseguida no no, pago nomás",
            "7",
            5000,
        ),
        (
            "500/1000, flop, seat 3 bets 2500, seat 7 says raise then right away 'no sorry, call'. ok?",
            "7",
            5000,
        ),
    ],
)
def test_a_raise_said_then_taken_back_binds_at_least_the_minimum(text: str, seat: str, minimum: int) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["min_raise_to"]) == (seat, "raise", minimum)
    assert result["confidence"] == "certain", result["questions"]


def test_a_no_that_negates_what_follows_takes_nothing_back() -> None:
    text = "turn, el 2 apuesta 5000 y el 6 dice paso, no se había dado cuenta de la apuesta. ¿puede subir?"
    actions = answer(text).result["facts"]["actions"]
    assert [(a["seat"], a["declaration"]) for a in actions] == [("2", "bet"), ("6", "check")]


@pytest.mark.parametrize(
    "text",
    [
        "flop, ciegas 200/400, el 6 dice cinco y no pone fichas, el bote no sé exacto, creo que unos 4 mil",
        "flop, blinds 200/400, seat 6 says five and puts nothing out, the pot was about 4k I think",
    ],
)
def test_the_pot_talked_of_is_no_pot_bet(text: str) -> None:
    actions = answer(text).result["facts"]["actions"]
    assert [a["declaration"] for a in actions] != ["pot"]


def test_a_string_bet_complaint_is_no_bet() -> None:
    text = (
        "turn, seat 1 bets 3k. seat 6 says 'raise to nine thousand', puts out 5k, reaches back and adds 4k "
        "more. seat 1 is yelling string bet. is it?"
    )
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["1", "6"]
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("6", 9000)


@pytest.mark.parametrize(
    "text",
    [
        "blinds 1000/2000, UTG+1 raise to 6000, seat 6 want re-raise, how much minimum?",
        "ciegas 1000/2000, el UTG+1 sube a 6000, el 6 pregunta a cuánto es la resubida mínima",
    ],
)
def test_a_raise_wanted_or_asked_is_not_made(text: str) -> None:
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["UTG+1"]
    assert result["ruling"]["min_raise_to"] == 10000


@pytest.mark.parametrize(
    "text, told",
    [
        (
            "UTG raises to 1100, action's on the cutoff and the button goes call and puts out 1100, then the "
            "cutoff folds. is the button stuck with that call?",
            [("UTG", "raise"), ("BTN", "call"), ("CO", "fold")],
        ),
        (
            "ciegas 300/600, UTG sube a 1800, le toca al UTG+1 pero el HJ dice pago fuera de turno. UTG+1 se "
            "tira. El HJ ahora dice que no quiere pagar, que fue sin querer. ¿Vale esa apuesta?",
            [("UTG", "raise"), ("HJ", "call"), ("UTG+1", "fold")],
        ),
    ],
)
def test_an_action_named_again_is_not_done_again(text: str, told: list[tuple[str, str]]) -> None:
    """ "that call", "esa apuesta", "que fue sin querer": what was told before, named again."""
    actions = answer(text).result["facts"]["actions"]
    assert [(a["seat"], a["declaration"]) for a in actions] == told


@pytest.mark.parametrize(
    "text",
    [
        "river, seat 9 says twelve, just twelve. blinds 400/800, I don't know the exact pot, I just pushed "
        "it in, there's a fair bit out there",
        "river, el 9 dice doce, solo doce. ciegas 400/800, no sé el bote exacto, yo empujé el bote, hay "
        "bastante",
    ],
)
def test_the_dealers_own_hands_and_the_pot_talked_of_are_no_players_action(text: str) -> None:
    actions = answer(text).result["facts"]["actions"]
    assert [(a["seat"], a["declaration"]) for a in actions] == [("9", "amount")]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 1000 2000 flop seat two bets four thousand seat six raises to ten thousand and seat eight "
        "wants to re raise whats the minimum correction seat two bet five thousand not four",
        "ciegas mil dos mil flop el dos apuesta cuatro mil el seis sube a diez mil y el ocho quiere resubir "
        "cuánto es el mínimo (segundo audio) corrijo el dos apostó cinco mil no cuatro",
    ],
)
def test_a_correction_after_the_question_is_read(text: str) -> None:
    result = answer(text).result  # 5,000 raised to 10,000: raised by 5,000, so the minimum is to 15,000
    assert [a["amount"] for a in result["facts"]["actions"] if a["seat"] == "2"] == [5000]
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("8", 15000)


@pytest.mark.parametrize(
    ("text", "bet"),
    [
        (
            "turn, seat 2 bets 5000 and seat 7 says raise to 12000. correction: the bet was 8000 not 5000",
            8000,
        ),
        (
            "flop, el 2 apuesta siete mil y el 5 sube a quince mil. perdón, la apuesta era de seis mil "
            "no de siete",
            6000,
        ),
    ],
)
def test_the_size_of_the_bet_told_again_replaces_it(text: str, bet: int) -> None:
    actions = answer(text).result["facts"]["actions"]
    assert [(a["declaration"], a["amount"]) for a in actions][0] == ("bet", bet)
