"""A Spanish dative taken up by a clitic names the player the clause is about ("al 9 le quedan 40.000",
"al del 5 le quedaban unas 30 lucas"): his stack, not an object of the previous player's action. The
English "he's sat on 180k" is a stack too."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "River, el 3 va all in por 12.000. Al 7 le quedan unos 35.000 y paga. ¿Cuánto pone?",
        "River, el 3 va all in por 12.000 y al del 7 le quedaban como 35.000, y paga. ¿Cuánto pone?",
        "River, seat 3 shoves for 12,000. Seat 7 is sat on about 35k and calls. How much does he put in?",
    ],
)
def test_the_stack_belongs_to_the_player_in_the_dative(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["stacks"].get("7") == 35000
    assert "3" not in result["facts"]["stacks"] or result["facts"]["stacks"]["3"] != 35000
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "7",
        "call",
        12000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 500/1.000. El 3 sube a 3.000 y le toca al 6, que también paga.",
        "Blinds 500/1000. Seat 3 raises to 3,000, action to seat 6, who just calls.",
    ],
)
def test_the_player_the_action_goes_to_acts_in_his_relative_clause(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "6",
        "call",
        3000,
    )


def test_a_relative_clause_about_a_bet_is_no_action() -> None:
    """ "la apuesta del 7, que era de 3.000": what the bet was, not the 7 acting again."""
    result = answer("Flop. La apuesta del 7, que era de 3.000, la paga el 2.").result
    assert [a["seat"] for a in result["facts"]["actions"]].count("7") <= 1


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 1000/2000. El 3 sube a 6000 y el 7 tira callado una de 5000 y cuatro de 1000. Le quedan como "
        "40.000 atrás. ¿Call o raise?",
    ],
)
def test_a_sentence_opening_with_his_stack_goes_on_with_the_last_player(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["stacks"].get("7") == 40000
    assert result["confidence"] == "certain" and result["ruling"]["action"] == "raise"


def test_a_place_after_a_greeting_is_no_unknown_word() -> None:
    text = (
        "Howzit, Montecasino 1k/2k. Flop, s1 opens 3k, s4 raises to 9k, s6 says call and drops 3k. In for 9?"
    )
    result = answer(text).result
    assert not any(q.startswith("unknown_words") for q in result["questions"])
