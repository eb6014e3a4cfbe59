"""Families the fourth round on the older fresh sets (issue 13, sets 1-20) fixed, each in both languages and
in other words than the sets' rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("En el river el del 8 apostó 5.000 y antes de que el 3 hablara tiró sus cartas al muck creyendo "
         "que había ganado; ya están mezcladas.", "8"),
        ("River: seat 8 fired out 5,000, and before seat 3 could say anything, 8 threw his cards into the "
         "muck thinking he'd won. They're mixed in, can't get them back.", "8"),
        ("Seat 5 shoved the river, seat 1 was still deciding, and 5 flung his cards face down into the muck "
         "like it was over. Mixed in now.", "5"),
    ],
)  # fmt: skip
def test_the_hand_thrown_away_is_the_bettors_not_a_seat_named_beside_it(text: str, seat: str) -> None:
    """15-B: the player who bet and threw his cards away is the one the words are about; a seat named in a
    clause beside them ("antes de que el 3 hablara", "seat 1 was still deciding") is the one still to act,
    and a bare number right before the verb ("and 5 flung") names the thrower."""
    result = ruled(text)
    assert result["facts"]["incident"] == "discard_before_end"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["rules"][0] == "tda-2024:15-B"
