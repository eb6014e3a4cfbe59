"""A player named by what he did ("the first limper", "el raiser") is named, not acting again; a wish ("desea
subir", "intends to re-raise") asks about an action not yet made."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "500/1000, two players limp, the SB makes it 5000. the HJ (the second limper) wants to go again, "
        "min?",
        "500/1000, entran dos de limp, la SB sube a 5000. el HJ, que era el segundo limper, quiere resubir, "
        "¿cuánto es el mínimo?",
    ],
)
def test_a_role_noun_is_no_new_action(text: str) -> None:
    result = answer(text).result  # SB raised by 4,000 over the BB: the minimum re-raise is to 9,000
    assert [a["declaration"] for a in result["facts"]["actions"] if a["seat"] == "HJ"] == []
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["min_raise_to"]) == ("HJ", 9000)
    assert "raise" in ruling["options"]


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 200/400. el 3 abre a 1000, el 5 pone all in 1400 total. el 8 desea subir, ¿cuánto mínimo?",
        "blinds 200/400. seat 3 opens to 1000, seat 5 all in 1400 total. seat 8 intends to raise, what's "
        "the min?",
        "ciegas 200/400. el 3 abre a 1000, el 5 pone all in 1400 total. el 8 tiene ganas de subir, ¿mínimo?",
    ],
)
def test_a_wish_is_asked_not_done(text: str) -> None:
    result = answer(text).result  # the short all-in of 400 does not reopen: the full raise of 600 stands
    assert [a["declaration"] for a in result["facts"]["actions"] if a["seat"] == "8"] == []
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("8", 2000)


@pytest.mark.parametrize(
    "text",
    [
        "1k/2k turn. seat 2 bets 5k, seat 4 raises to 15k. seat 7 asks min raise, I said 25k, right?",
        "1k/2k turn. el 2 apuesta 5k, el 4 sube a 15k. el 7 pregunta min raise, le dije 25k, ¿está bien?",
    ],
)
def test_an_action_asked_about_is_not_done(text: str) -> None:
    result = answer(text).result  # raised by 10k: the minimum re-raise is to 25k
    assert [a["declaration"] for a in result["facts"]["actions"] if a["seat"] == "7"] == []
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("7", 25000)


def test_asking_for_the_pot_asks_its_size_then_bets_it() -> None:
    result = answer("PLO 500/1000. flop pot 6000. seat 3 asks for the pot, dealer says 6000, he bets").result
    assert [a["declaration"] for a in result["facts"]["actions"] if a["seat"] == "3"] == ["pot"]
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("bet", 6000)


@pytest.mark.parametrize(
    "text",
    [
        "300/600, the cutoff silently drops one 5k chip over a 1,500 open and the big blind is asking if "
        "that was a raise",
        "300/600, el CO suelta callado una de 5 mil contra una apertura de 1500 y la ciega grande pregunta "
        "si eso es una subida",
    ],
)
def test_asking_whether_it_is_a_raise_is_no_raise(text: str) -> None:
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]][-1] == "CO"
    assert (result["ruling"]["seat"], result["ruling"]["action"]) == ("CO", "call")  # one chip: a call (44)
