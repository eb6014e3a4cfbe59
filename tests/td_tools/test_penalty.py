"""Missed-round penalties, TDA 2024 71-A: one hand per player at the table (offender included) per round."""

from __future__ import annotations

import pytest

from rules_engine.td_tools import TdToolError, missed_round_penalty


@pytest.mark.parametrize(
    ("players", "rounds", "hands"),
    [(9, 1, 9), (9, 2, 18), (10, 3, 30), (6, 1, 6), (2, 4, 8), (8, 10, 80)],
)
def test_one_hand_per_player_including_the_offender_per_round(players, rounds, hands):
    result = missed_round_penalty(players, rounds)
    assert (result.hands, result.players, result.rounds) == (hands, players, rounds)


def test_cites_the_count_and_what_happens_while_away():
    assert missed_round_penalty(9, 1).rules == ("tda-2024:71-A", "tda-2024:71-C")


@pytest.mark.parametrize(
    ("players", "rounds", "code"),
    [
        (1, 1, "players_out_of_range"),  # the offender alone is not a table
        (0, 1, "players_out_of_range"),
        (11, 1, "players_out_of_range"),
        (9, 0, "rounds_out_of_range"),
        (9, -2, "rounds_out_of_range"),
        (9, 11, "rounds_out_of_range"),
    ],
)
def test_refusals(players, rounds, code):
    with pytest.raises(TdToolError) as err:
        missed_round_penalty(players, rounds)
    assert err.value.code == code
