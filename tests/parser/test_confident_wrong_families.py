"""Families behind confident wrong answers on the older betting sets (issue 12), each in both languages and in
other words than the rows: the answer is conditional or asks where a fact that decides it was not told."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "seat", "first", "second"),
    [
        (
            "River, checked round to seat 4. He slides out 3,000, reaches back into his stack and adds 6,000 "
            "more. What stands?",
            "4",
            3000,
            6000,
        ),
        (
            "En el turn nadie ha apostado. El 6 mete 4.000, vuelve a su pila y echa 2.000 más. ¿Qué vale?",
            "6",
            4000,
            2000,
        ),
    ],
)
def test_an_opening_bet_in_two_motions_with_speech_untold_is_conditional(
    text: str, seat: str, first: int, second: int
) -> None:
    """56: only the first motion counts, unless the whole amount was said first (42-B); a report that tells
    nothing of what was said leaves that open, so the ruling asks it."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        seat,
        "bet",
        first,
        second,
    )
    assert result["confidence"] == "conditional"
    assert any(q.startswith("said_anything") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "River, checked round to seat 4. He silently slides out 3,000, reaches back into his stack and adds "
        "6,000 more. What stands?",
        "En el turn nadie ha apostado. El 6 mete 4.000 sin decir nada, vuelve a su pila y echa 2.000 más.",
    ],
)
def test_the_same_push_with_speech_told_stays_certain(text: str) -> None:
    """Silence told: nothing was said before the chips, and the first motion is the bet."""
    result = answer(text).result
    assert result["ruling"]["action"] == "bet"
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("turn seat two drops a five k chip then goes back and adds another five k so what's his bet", "2"),
        (
            "on the flop seat seven puts in two thousand and then reaches back for two more "
            "so is the bet two or four",
            "7",
        ),
        (
            "en el turn el dos suelta una de cinco mil y luego vuelve a por otras cinco y cuál es la apuesta",
            "2",
        ),
        (
            "en el flop el siete mete dos mil y después vuelve a por dos mil más "
            "entonces es la apuesta de dos o de cuatro",
            "7",
        ),
    ],
)
def test_the_bet_named_in_a_run_on_question_is_no_declaration(text: str, seat: str) -> None:
    """A question closing a voice note without a mark ("so is the bet...", "y cuál es la apuesta") names the
    action as a noun: the player did not say "bet"."""
    result = answer(text).result
    mine = [a for a in result["facts"]["actions"] if a["seat"] == seat]
    assert mine and all(a["declaration"] is None for a in mine)
    assert result["confidence"] != "certain"


@pytest.mark.parametrize(
    "text",
    [
        "blinds 1500 3000 the cutoff shoves out of turn so we go back to the UTG and the UTG raises to ten "
        "thousand the hijack folds and now the cutoff doesnt want to shove anymore what are his options",
        "ciegas 1500/3000 el CO va all in fuera de turno volvemos al UTG y el UTG sube a diez mil "
        "el HJ se tira y el CO ahora no quiere ir all in que puede hacer",
    ],
)
def test_a_player_the_action_went_back_to_is_no_bystander_asked_about(text: str) -> None:
    """ "Back to the UTG and the UTG raises": the UTG named before his own action is not who a run-on
    question asks about; the player named last, whose out-of-turn action changed (53), is."""
    ruling = answer(text).result["ruling"]
    assert ruling["seat"] == "CO"
    assert sorted(ruling["options"]) == ["call", "fold", "raise"]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 200/400, the cutoff makes it 1200, the big blind, who had posted one 500 chip, "
        "adds a 1000 chip to it silently. call or raise?",
        "ciegas 200/400, el CO sube a 1200 y la ciega grande, que había puesto una ficha de 500, "
        "añade una de 1000 sin decir nada. ¿call o subida?",
    ],
)
def test_chips_told_as_posted_earlier_are_prior_chips(text: str) -> None:
    """ "who had posted one 500 chip", "que había puesto una de 500": the blind in front (46), not the push;
    with the 1,000 chip added the 1,500 in front call 1,200 and 300 come back (44)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "BB",
        "call",
        1200,
        300,
    )
