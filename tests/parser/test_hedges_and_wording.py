"""What the dealer is unsure of: a player's action he believes (not the level), and the word for a thing
(no fact at all)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "PLO 1k/2k. preflop UTG raised to 6k, CO called, BB called, I think the SB folded. flop BB checks, "
        "UTG bets 10k, CO says pot. how much",
        "PLO 1000/2000. preflop el UTG sube a 6000, el CO paga, la BB paga, creo que la SB se tiró. flop la "
        "BB pasa, el UTG apuesta 10000 y el CO dice bote. ¿cuánto es?",
    ],
)
def test_a_players_fold_believed_makes_the_pot_bet_conditional(text: str) -> None:
    result = answer(text).result  # 54: the pot counts the small blind's chips only if he folded
    assert result["confidence"] == "conditional"
    assert result["facts"]["blinds"] == {"small": 1000, "big": 2000}
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("CO", 49000)


@pytest.mark.parametrize(
    "text",
    [
        "no sé bien cómo se llama esto: ciegas 500/1000, el 2 apuesta 3000 y el 6 pone 3000 y dice pago",
        "not sure how you say it in english: blinds 500/1000, seat 2 bets 3000 and seat 6 says call",
    ],
)
def test_the_word_for_a_thing_unknown_is_no_fact_in_doubt(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "certain"
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 3000)


@pytest.mark.parametrize(
    "text",
    [
        "heads up on the river seat 2 mumbles something like eighteen thousand, half the table missed it, "
        "and pushes a single 5k chip. seat 7 calls 5k and loses. what does seat 7 owe?",
        "heads up en el river el 2 dice algo como dieciocho mil, media mesa no lo oyó, y pone una ficha de "
        "5000. el 7 paga 5000 y pierde. ¿cuánto le debe el 7?",
    ],
)
def test_the_caller_of_an_unclear_bet_named_in_the_question_is_ruled_on(text: str) -> None:
    result = answer(text).result  # 40-A: what the unclear bet was is the TD's, asked about the caller
    assert result["ruling"]["seat"] == "7" and result["floor"] is True


@pytest.mark.parametrize(
    ("text", "pot"),
    [
        (
            "200/400, river, el pozo rondaba los seis mil creo, el 3 dice 'cinco' y nada más. ¿500 o 5000?",
            6000,
        ),
        (
            "200/400 river, not sure of the pot, I think around six thousand. seat 3 just says five. 500 or "
            "5k?",
            6000,
        ),
        (
            "PLO 100/200 turn, el bote no lo conté bien, tendrá unos 3000. el 2 apuesta 1000 y el 6 dice "
            "bote",
            3000,
        ),
    ],
)
def test_a_pot_sized_further_on_with_a_hedge_is_the_pot_believed(text: str, pot: int) -> None:
    result = answer(text).result  # the pot as the dealer believes it, the ruling conditional on it
    assert result["facts"]["pot"] == pot
    assert result["confidence"] == "conditional"


@pytest.mark.parametrize(
    "text",
    [
        "1000/2000, en el river había una apuesta de 6.000 y el 7 tira una ficha de 25.000 callado",
        "1000/2000, on the river there was a bet of 6,000 and seat 7 drops a single 25,000 chip silently",
    ],
)
def test_a_bet_there_was_is_no_pot(text: str) -> None:
    result = answer(text).result  # 44: one chip silently is a call of the 6,000
    assert result["facts"]["pot"] is None
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 6000)


@pytest.mark.parametrize(
    "text",
    [
        "la mano anterior el del 5 dijo pago y se armó lío, pero bueno; esta mano ciegas 500/1000, el 2 "
        "apuesta 3000 y el 7 pone 3000 callado. ¿qué es?",
        "last hand seat 5 said call and there was a row, anyway; this hand blinds 500/1000, seat 2 bets 3000 "
        "and seat 7 silently puts out 3000. ruling?",
    ],
)
def test_the_previous_hand_told_as_context_has_no_action_of_this_one(text: str) -> None:
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["2", "7"]
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "7",
        "call",
        3000,
    )
