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
