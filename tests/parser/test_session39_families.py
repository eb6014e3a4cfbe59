"""Families the lead drew from the holdout (betting set 50) after its one measurement, in both languages
and in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Pot limit Omaha, ciegas 100/200. La ciega chica está muerta porque el jugador se fue."
        " El BB puso sus 200. El UTG dice pozo. ¿Cuánto es?",
        "PLO 100/200. The small blind is dead because the player went home. The BB posted his 200."
        " UTG says pot. How much?",
    ],
)
def test_an_action_told_as_the_reason_for_a_dead_blind_is_no_fold_of_this_hand(text: str) -> None:
    """A past action after "porque"/"because" whose subject is a player noun ("porque el jugador se fue")
    is the reason a blind is dead, not the small blind folding now: the big blind's posted 200 stays his
    blind and the pot-limit bet is 700 (54-B), never a pot swollen by a made-up action."""
    result = answer(text).result
    assert result["ruling"]["total"] == 700
    assert "SB" not in result["understood"]
    assert "tda-2024:54-B" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 9 checks. Seat 2 bets 3k. Now 9 wants to raise. Can he?",
        "Turn, seat 9 checks, seat 2 bets 3k and 9 wants to raise now. Can he do that?",
        "Turn: el 9 pasa, el 2 apuesta 3.000. Ahora 9 quiere subir, ¿puede?",
    ],
)
def test_a_bare_seat_number_before_the_question_it_asks_is_that_player(text: str) -> None:
    """A seat number said alone as a clause's subject before the words that ask ("Now 9 wants to raise",
    "ahora 9 quiere subir") is the player asked about, as before an action, not a ruling on the last
    bettor."""
    ruling = answer(text).result["ruling"]
    assert ruling["seat"] == "9"
    assert sorted(ruling["options"]) == ["call", "fold", "raise"]
