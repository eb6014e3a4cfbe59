"""ICM equities against two independent oracles (every finishing order enumerated; the three-player formula
of Garrido's annex 3), published figures, and the properties any ICM must have."""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations
from math import fsum

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.td_tools import (
    TdToolError,
    chip_chop,
    finish_probabilities,
    icm_equities,
    icm_states,
    keep_for_winner_deal,
    round_keeping_total,
)


def brute_force_equities(stacks: list[int], payouts: list[int]) -> list[Fraction]:
    """Malmuth-Harville by definition: every finishing order, its probability as the product of
    chips / chips still in at each place."""
    equity = [Fraction(0)] * len(stacks)
    for order in permutations(range(len(stacks))):
        chance, left = Fraction(1), sum(stacks)
        for player in order:
            chance *= Fraction(stacks[player], left)
            left -= stacks[player]
        for player, prize in zip(order, payouts, strict=False):  # unpaid places add nothing
            equity[player] += chance * prize
    return equity


def garrido_three_players(a: int, b: int, c: int) -> tuple[Fraction, Fraction, Fraction]:
    """Annex 3: P1(A) = A/T; P2(A) = P1(B)*A/(A+C) + P1(C)*A/(A+B); P3(A) = 1 - P1 - P2 (for player A)."""
    total = a + b + c
    p1 = Fraction(a, total)
    p2 = Fraction(b, total) * Fraction(a, a + c) + Fraction(c, total) * Fraction(a, a + b)
    return p1, p2, 1 - p1 - p2


def rotations(stacks: tuple[int, int, int]) -> list[tuple[int, int, int]]:
    a, b, c = stacks
    return [(a, b, c), (b, c, a), (c, a, b)]


stacks_strategy = st.lists(st.integers(1, 10_000_000), min_size=2, max_size=7)


def payouts_for(draw, players: int) -> list[int]:
    paid = draw(st.integers(1, players))
    return sorted(draw(st.lists(st.integers(0, 100_000), min_size=paid, max_size=paid)), reverse=True)


@st.composite
def tables(draw, max_players: int = 7):
    stacks = draw(st.lists(st.integers(1, 10_000_000), min_size=2, max_size=max_players))
    return stacks, payouts_for(draw, len(stacks))


# --- oracles -------------------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(tables(max_players=6))
def test_exact_equities_equal_every_order_enumerated(table):
    stacks, payouts = table
    assert list(icm_equities(stacks, payouts, exact=True)) == brute_force_equities(stacks, payouts)


@settings(max_examples=25, deadline=None)
@given(tables(max_players=7))
def test_float_equities_match_the_enumeration_to_1e12(table):
    stacks, payouts = table
    expected = brute_force_equities(stacks, payouts)
    got = icm_equities(stacks, payouts)
    scale = max(1, max(payouts))
    assert all(abs(g - float(e)) <= 1e-12 * scale for g, e in zip(got, expected, strict=True))


@pytest.mark.parametrize("stacks", [(5000, 3000, 2000), (1, 1, 1), (123_456, 7, 98_765), (40, 35, 25)])
def test_three_players_match_garrido_annex_formula(stacks):
    probs = finish_probabilities(list(stacks), 3, exact=True)
    for player, rotated in enumerate(rotations(stacks)):
        assert probs[player] == garrido_three_players(*rotated)
    payouts = [50, 30, 20]
    expected = [
        sum(p * q for p, q in zip(garrido_three_players(*r), payouts, strict=True)) for r in rotations(stacks)
    ]
    assert list(icm_equities(list(stacks), payouts, exact=True)) == expected


# --- published and hand-worked figures -------------------------------------------------------------------


def test_5000_3000_2000_with_50_30_20():
    # P2(A) = .3*5/7 + .2*5/8: A = 25 + 30*P2(A) + 20*P3(A) = 1075/28 = 38.39...
    assert icm_equities([5000, 3000, 2000], [50, 30, 20], exact=True) == (
        Fraction(1075, 28),
        Fraction(131, 4),
        Fraction(202, 7),
    )
    assert round_keeping_total(icm_equities([5000, 3000, 2000], [50, 30, 20]), 100) == (
        Fraction("38.39"),
        Fraction("32.75"),
        Fraction("28.86"),
    )


def test_wikipedia_example_50_30_20_percent_chips_paying_70_30():
    # en.wikipedia.org/wiki/Independent_Chip_Model gives about 45, 32 and 22 (rounded down there)
    a, b, c = icm_equities([50, 30, 20], [70, 30], exact=True)
    assert (a, b, c) == (Fraction(1265, 28), Fraction(129, 4), Fraction(158, 7))
    assert int(a) == 45 and int(b) == 32 and int(c) == 22


def test_published_four_handed_three_paid():
    # a public ICM calculator's worked example: 5000/3000/1500/500 chips, 500/300/200 paid
    got = round_keeping_total(icm_equities([5000, 3000, 1500, 500], [500, 300, 200]), 1000)
    assert [float(x) for x in got] == [377.78, 312.89, 225.60, 83.73]


# --- properties ------------------------------------------------------------------------------------------


@settings(max_examples=80, deadline=None)
@given(tables(max_players=9))
def test_equities_add_up_to_the_pool(table):
    stacks, payouts = table
    assert fsum(icm_equities(stacks, payouts)) == pytest.approx(sum(payouts), rel=1e-12, abs=1e-9)
    assert sum(round_keeping_total(icm_equities(stacks, payouts), sum(payouts))) == sum(payouts)


@settings(max_examples=40, deadline=None)
@given(tables(max_players=6))
def test_exact_equities_add_up_exactly(table):
    stacks, payouts = table
    assert sum(icm_equities(stacks, payouts, exact=True)) == sum(payouts)


@settings(max_examples=60, deadline=None)
@given(tables(max_players=8), st.randoms(use_true_random=False))
def test_equity_follows_the_player_not_the_seat(table, rnd):
    stacks, payouts = table
    order = list(range(len(stacks)))
    rnd.shuffle(order)
    base = icm_equities(stacks, payouts)
    moved = icm_equities([stacks[i] for i in order], payouts)
    assert [moved[k] for k in range(len(order))] == pytest.approx([base[i] for i in order], rel=1e-12)


def test_equal_stacks_get_equal_shares():
    assert icm_equities([7, 7, 7, 7], [40, 30, 20, 10], exact=True) == (Fraction(25),) * 4


@settings(max_examples=60, deadline=None)
@given(tables(max_players=8))
def test_more_chips_never_means_less_equity(table):
    stacks, payouts = table
    equity = icm_equities(stacks, payouts)
    for i in range(len(stacks)):
        for j in range(len(stacks)):
            if stacks[i] > stacks[j]:
                assert equity[i] >= equity[j] - 1e-9


@given(st.integers(1, 10**9), st.integers(1, 10**9), st.integers(0, 10**6), st.integers(0, 10**6))
def test_heads_up_is_chip_proportional(a, b, first, second):
    first, second = max(first, second), min(first, second)
    assert icm_equities([a, b], [first, second], exact=True) == chip_chop([a, b], [first, second])
    assert icm_equities([a, b], [first, second], exact=True)[0] == second + Fraction(a, a + b) * (
        first - second
    )


def test_winner_takes_all_is_chip_proportional():
    assert icm_equities([6, 3, 1], [100], exact=True) == (60, 30, 10)


# --- the deal that keeps an amount for the winner (Garrido annex 3) -----------------------------------


@settings(max_examples=60, deadline=None)
@given(tables(max_players=6), st.data())
def test_keep_deal_is_icm_minus_the_kept_share_and_adds_up(table, data):
    stacks, payouts = table
    kept = data.draw(st.integers(0, payouts[0]))
    deal = keep_for_winner_deal(stacks, payouts, kept, exact=True)
    total = sum(stacks)
    icm = icm_equities(stacks, payouts, exact=True)
    assert deal.amounts == tuple(m - kept * Fraction(s, total) for m, s in zip(icm, stacks, strict=True))
    assert sum(deal.amounts) + kept == sum(payouts)
    assert all(a >= 0 for a in deal.amounts)
    # the same as ICM on the table with C taken off first place (the docstring's claim); that table may
    # rise after first place, which icm_equities refuses as input, so it is summed from the probabilities
    reduced = [payouts[0] - kept, *payouts[1:]]
    probs = finish_probabilities(stacks, len(payouts), exact=True)
    assert deal.amounts == tuple(sum(p * q for p, q in zip(row, reduced, strict=True)) for row in probs)


def test_keep_deal_worked_example():
    deal = keep_for_winner_deal([5000, 3000, 2000], [50, 30, 20], 10, exact=True)
    assert deal.amounts == (Fraction(1075, 28) - 5, Fraction(131, 4) - 3, Fraction(202, 7) - 2)
    assert round_keeping_total(keep_for_winner_deal([5000, 3000, 2000], [50, 30, 20], 10).amounts, 90) == (
        Fraction("33.39"),
        Fraction("29.75"),
        Fraction("26.86"),
    )


@pytest.mark.parametrize("kept", [-1, 51])
def test_keep_deal_refuses_amounts_outside_zero_to_first_prize(kept):
    with pytest.raises(TdToolError) as err:
        keep_for_winner_deal([5000, 3000, 2000], [50, 30, 20], kept)
    assert err.value.code == "kept_out_of_range" and err.value.values == {"first": 50}


# --- the chip chop Garrido calls incoherent --------------------------------------------------------------


def test_chip_chop_is_icm_of_the_table_garrido_describes():
    # annex 3: 10,000/5,000/3,000/2,000 chopped by chips is ICM on 14,000/2,000/2,000/2,000
    stacks = [70_000, 20_000, 6_000, 4_000]
    chop = chip_chop(stacks, [10_000, 5_000, 3_000, 2_000])
    assert chop == icm_equities(stacks, [14_000, 2_000, 2_000, 2_000], exact=True)
    assert chop[0] > 10_000  # more than first prize: why Garrido calls it incoherent
    assert chop == (Fraction(10_400), Fraction(4_400), Fraction(2_720), Fraction(2_480))


def test_chip_chop_with_places_unpaid_guarantees_nothing():
    assert chip_chop([3, 1], [100]) == (75, 25)


# --- refusals --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stacks", "payouts", "code"),
    [
        ([], [10], "no_players"),
        ([5, 5], [], "no_payouts"),
        ([5, 0], [10], "stack_not_positive"),
        ([5, -3], [10], "stack_not_positive"),
        ([5, 5], [10, -1], "payout_negative"),
        ([5, 5], [10, 20], "payouts_rising"),
        ([5, 5], [30, 20, 10], "more_payouts_than_players"),
        ([1] * 11, [11 - k for k in range(11)], "too_many_players"),
        ([1] * 11, [11 - k for k in range(10)], "too_many_players"),
    ],
)
def test_refusals(stacks, payouts, code):
    with pytest.raises(TdToolError) as err:
        icm_equities(stacks, payouts)
    assert err.value.code == code


def test_ten_players_all_paid_is_accepted_and_more_fit_when_fewer_are_paid():
    assert icm_states(10, 10) == 2**10 - 1
    ten = icm_equities(list(range(1, 11)), list(range(10, 0, -1)))
    assert fsum(ten) == pytest.approx(55)
    twenty = icm_equities([1000 + k for k in range(20)], [50, 30, 20])
    assert fsum(twenty) == pytest.approx(100) and twenty[19] > twenty[0]


def test_round_keeping_total_gives_leftover_cents_to_largest_remainders():
    assert round_keeping_total([Fraction(100, 3)] * 3, 100) == (
        Fraction("33.34"),
        Fraction("33.33"),
        Fraction("33.33"),
    )
    assert round_keeping_total([0.5, 0.5], 1, unit=Fraction(1)) == (1, 0)
