"""Players eliminated in one hand: TDA 2024 RP-8-A shares, Garrido 2010 10.b-d ranks by starting stack."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules_engine.td_tools import Bust, Rulebook, TdToolError, split_simultaneous_busts

# 50 paid; only 50th place matters in the RP-8-A example, the rest are there to make the table realistic
FIFTY_PAID = [10_000, 6_000, 4_000] + [1_000] * 37 + [400] * 10


def amounts(ruling) -> dict[str, Fraction]:
    return {s.name: s.amount for s in ruling.shares}


def test_rp8a_example_three_bust_with_52_left_share_50th_place():
    busts = [Bust("A", 20_000), Bust("B", 5_000), Bust("C", 12_000)]
    ruling = split_simultaneous_busts(FIFTY_PAID, 52, busts)
    assert amounts(ruling) == {"A": Fraction(400, 3), "B": Fraction(400, 3), "C": Fraction(400, 3)}
    assert all(s.places == (50, 51, 52) for s in ruling.shares)
    assert ruling.rules == ("tda-2024:RP-8-A",) and not ruling.floor and not ruling.by_starting_stack


def test_tda_shares_every_paid_place_covered():
    payouts = [100, 60, 40, 30, 20]
    ruling = split_simultaneous_busts(payouts, 6, [Bust("A", 1), Bust("B", 2), Bust("C", 3)])
    assert set(amounts(ruling).values()) == {Fraction(20 + 30, 3)}  # places 4, 5 (paid) and 6 (not)


def test_tda_outside_hand_for_hand_is_for_the_floor():
    ruling = split_simultaneous_busts([100, 50], 4, [Bust("A", 1), Bust("B", 2)], hand_for_hand=False)
    assert ruling.floor and ruling.rules == ("tda-2024:RP-8-A",)


def test_garrido_same_table_bigger_starting_stack_places_higher():
    busts = [Bust("A", 5_000), Bust("B", 20_000), Bust("C", 12_000)]
    ruling = split_simultaneous_busts(FIFTY_PAID, 52, busts, Rulebook.GARRIDO)
    assert [(s.name, s.places, s.amount) for s in ruling.shares] == [
        ("B", (50,), 400),
        ("C", (51,), 0),
        ("A", (52,), 0),
    ]
    assert ruling.rules == ("garrido-2010:10.b",) and ruling.by_starting_stack and not ruling.floor


def test_garrido_equal_starting_stacks_share_their_places():
    payouts = [100, 60, 40, 30, 20]
    busts = [Bust("A", 9), Bust("B", 5), Bust("C", 5)]
    ruling = split_simultaneous_busts(payouts, 6, busts, Rulebook.GARRIDO)
    assert amounts(ruling) == {"A": 30, "B": 10, "C": 10}
    assert [s.places for s in ruling.shares] == [(4,), (5, 6), (5, 6)]


def test_garrido_different_tables_hand_for_hand_ranks_by_stack():
    busts = [Bust("A", 1_000), Bust("B", 3_000)]
    ruling = split_simultaneous_busts([100, 60, 40], 4, busts, Rulebook.GARRIDO, same_table=False)
    assert amounts(ruling) == {"B": 40, "A": 0} and ruling.rules == ("garrido-2010:10.c",)


def test_garrido_different_tables_outside_hand_for_hand_split():
    busts = [Bust("A", 1_000), Bust("B", 3_000)]
    ruling = split_simultaneous_busts(
        [100, 60, 40], 4, busts, Rulebook.GARRIDO, same_table=False, hand_for_hand=False
    )
    assert amounts(ruling) == {"A": 20, "B": 20} and ruling.rules == ("garrido-2010:10.d",)
    assert not ruling.floor


def test_garrido_same_table_outside_hand_for_hand_still_ranks():
    busts = [Bust("A", 1_000), Bust("B", 3_000)]
    ruling = split_simultaneous_busts([100, 60, 40], 4, busts, Rulebook.GARRIDO, hand_for_hand=False)
    assert amounts(ruling) == {"B": 40, "A": 0} and ruling.rules == ("garrido-2010:10.b",)


@pytest.mark.parametrize("rulebook", list(Rulebook))
def test_the_prizes_of_the_covered_places_are_paid_out_exactly(rulebook):
    payouts = [900, 500, 300, 200, 150, 100, 70]
    busts = [Bust("A", 10), Bust("B", 10), Bust("C", 30), Bust("D", 20)]
    ruling = split_simultaneous_busts(payouts, 9, busts, rulebook)
    assert sum(amounts(ruling).values()) == 100 + 70  # places 6 to 9; 8 and 9 unpaid


@pytest.mark.parametrize(
    ("remaining", "busts", "payouts", "code"),
    [
        (52, [], FIFTY_PAID, "no_busts"),
        (2, [Bust("A", 1), Bust("B", 1)], FIFTY_PAID, "busts_not_below_remaining"),
        (9, [Bust("A", 1), Bust("A", 2)], FIFTY_PAID, "bust_names_not_unique"),
        (9, [Bust("", 1)], FIFTY_PAID, "bust_names_not_unique"),
        (9, [Bust("A", 0)], FIFTY_PAID, "bust_stack_not_positive"),
        (9, [Bust("A", 10)], [10, 20], "payouts_rising"),
        (9, [Bust("A", 10)], [], "no_payouts"),
    ],
)
def test_refusals(remaining, busts, payouts, code):
    with pytest.raises(TdToolError) as err:
        split_simultaneous_busts(payouts, remaining, busts)
    assert err.value.code == code
