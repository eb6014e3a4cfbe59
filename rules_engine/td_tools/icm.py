"""ICM (Malmuth-Harville) equities for final-table deals, and the deals built on them.

Garrido 2010, section 18 and annex 3, and San Roque rule 17 settle deals by ICM: a player finishes first with
probability chips / total chips, and, given who finished above, finishes in each next place with probability
chips / chips of the players still in. A player's equity is the sum over places of P(place) * prize(place).

The places are filled top down with a dynamic programme over the set of players still unplaced: every set is
reached once per level (not once per ordering, as enumerating permutations would), so the work is
O(2^n * n) for n paid players, and only the levels of paid places are visited, so more players fit when
fewer places are paid. Probabilities are sums of products of positive ratios (no cancellation), so floats
keep ~15 significant digits; ``exact=True`` gives ``Fraction`` results for checks (slow past 8 players).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb, floor, fsum

from .errors import TdToolError
from .payouts import Money, check_payouts

Number = float | Fraction

# Work limit: the unplaced-player sets of a 10-player table with every place paid (2^10 - 1). More players
# are accepted when fewer places are paid and the count stays within it (20 players, 3 paid: 211 sets).
MAX_STATES = 2**10 - 1
MAX_PLAYERS_ALL_PAID = 10


def icm_states(players: int, paid: int) -> int:
    """How many sets of unplaced players the programme visits: one per subset placed above a paid place."""
    return sum(comb(players, placed) for placed in range(min(paid, players)))


def check_table(stacks: Sequence[int], payouts: Sequence[Money]) -> None:
    """Refuse what no deal can use: no players, empty stacks, negative or rising prizes, too much work."""
    if not stacks:
        raise TdToolError("no_players")
    check_payouts(payouts)
    for seat, chips in enumerate(stacks, 1):
        if chips <= 0:
            raise TdToolError("stack_not_positive", player=seat)
    if len(payouts) > len(stacks):
        # places below the last player left were paid to those already out: not part of this deal
        raise TdToolError("more_payouts_than_players", payouts=len(payouts), players=len(stacks))
    if icm_states(len(stacks), len(payouts)) > MAX_STATES:
        raise TdToolError(
            "too_many_players", players=len(stacks), payouts=len(payouts), max_players=MAX_PLAYERS_ALL_PAID
        )


def finish_probabilities(
    stacks: Sequence[int], places: int, *, exact: bool = False
) -> tuple[tuple[Number, ...], ...]:
    """``p[i][k]``: the probability that player i finishes in place k + 1, for the top ``places`` places."""
    n = len(stacks)
    probs: list[list[Number]] = [[0] * places for _ in range(n)]
    one: Number = Fraction(1) if exact else 1.0  # its type carries through every product below
    # unplaced set (bit mask) -> (probability that exactly these are still unplaced, their chips)
    level: dict[int, tuple[Number, int]] = {(1 << n) - 1: (one, sum(stacks))}
    for place in range(min(places, n)):
        following: dict[int, tuple[Number, int]] = {}
        for unplaced, (reached, chips) in level.items():
            rest = unplaced
            while rest:
                bit = rest & -rest
                rest ^= bit
                player = bit.bit_length() - 1
                share = reached * stacks[player] / chips
                probs[player][place] += share
                left = unplaced ^ bit
                if left:
                    before = following.get(left)
                    following[left] = (share if before is None else before[0] + share, chips - stacks[player])
        level = following
    return tuple(tuple(row) for row in probs)


def icm_equities(
    stacks: Sequence[int], payouts: Sequence[Money], *, exact: bool = False
) -> tuple[Number, ...]:
    """Each player's ICM equity; they add up to the sum of the payouts (to float precision unless exact)."""
    check_table(stacks, payouts)
    probs = finish_probabilities(stacks, len(payouts), exact=exact)
    if exact:
        return tuple(sum((p * q for p, q in zip(row, payouts, strict=True)), Fraction(0)) for row in probs)
    return tuple(fsum(p * float(q) for p, q in zip(row, payouts, strict=True)) for row in probs)


@dataclass(frozen=True, slots=True)
class Deal:
    """A deal leaving ``kept`` to play for: player i takes ``amounts[i]`` now, the winner also ``kept``."""

    amounts: tuple[Number, ...]
    kept: Money
    icm: tuple[Number, ...]  # the plain ICM equities the amounts come from


def keep_for_winner_deal(
    stacks: Sequence[int], payouts: Sequence[Money], kept: Money, *, exact: bool = False
) -> Deal:
    """Garrido annex 3 (and 18.d: deals must leave an amount C to play for): player i takes M_i - C * s_i / S.

    M_i is player i's ICM equity on the full payout table, s_i / S their share of the chips. Under ICM the
    chance of winning the play-on is exactly s_i / S (the chance of finishing first), so C * s_i / S is what
    the C left on the table is worth to them: everyone keeps their ICM value, part now and part in play. The
    amounts add up to the pool minus C, and are ICM on the table with C taken off first place (ICM is linear
    in the prizes and only first place pays C). C may go up to the first prize, so no amount is negative.
    """
    check_table(stacks, payouts)
    if kept < 0 or kept > payouts[0]:
        raise TdToolError("kept_out_of_range", first=payouts[0])
    icm = icm_equities(stacks, payouts, exact=exact)
    total = sum(stacks)
    kept_value: Number = Fraction(kept) if exact else float(kept)
    amounts = tuple(m - kept_value * chips / total for m, chips in zip(icm, stacks, strict=True))
    return Deal(amounts=amounts, kept=kept, icm=icm)


def chip_chop(stacks: Sequence[int], payouts: Sequence[Money]) -> tuple[Fraction, ...]:
    """The "by chips" deal Garrido annex 3 calls incoherent, kept only to compare: everyone takes the last
    prize still to pay and the rest goes in proportion to chips. It equals ICM on a table where first pays
    everything above those guaranteed prizes, so a big stack can get more than the first prize."""
    check_table(stacks, payouts)
    guaranteed = Fraction(payouts[-1]) if len(payouts) == len(stacks) else Fraction(0)
    rest = sum(payouts, Fraction(0)) - guaranteed * len(stacks)
    total = sum(stacks)
    return tuple(guaranteed + rest * chips / total for chips in stacks)


def round_keeping_total(
    values: Sequence[Number], total: Money, unit: Fraction = Fraction(1, 100)
) -> tuple[Fraction, ...]:
    """Round to multiples of ``unit`` (cents) so that the rounded amounts still add up to ``total`` exactly:
    everyone is rounded down and the units left over go to the largest remainders (ties to the earlier)."""
    total = Fraction(total)
    if total % unit:
        raise TdToolError("total_not_in_units")
    floors = [Fraction(floor(Fraction(v) / unit)) * unit for v in values]
    left = int((total - sum(floors, Fraction(0))) / unit)
    if not 0 <= left <= len(values):
        raise TdToolError("values_do_not_add_up")
    by_remainder = sorted(range(len(values)), key=lambda i: (-(Fraction(values[i]) - floors[i]), i))
    for i in by_remainder[:left]:
        floors[i] += unit
    return tuple(floors)
