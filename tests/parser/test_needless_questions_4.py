"""Questions a report had already answered, the fourth round (issue 12): each family tested in both
languages in other words than the betting sets' rows. The ruling stays as it was; only the needless question
goes, each with the fact the report told or the reason it cannot change the ruling."""

from __future__ import annotations

import pytest

from tests.support.rulings import certain


@pytest.mark.parametrize(
    "text",
    [
        "River, seat 4 shoves. Seat 9 wants a count, dealer tells him 9,200, seat 9 calls. On the recount "
        "the shove is 11,200, the dealer skipped a few 1ks. Seat 9 has 50k and says he only called 9,200. "
        "What does he pay?",
        "River, seat 4 shoves. Seat 9 wants a count, dealer tells him 9,200, seat 9 calls. On the recount "
        "the shove is 11,200, the dealer missed two chips in the 1k stacks. Seat 9 has 50k and says he "
        "only called 9,200. What does he pay?",
        "River, el 4 va all in. El 9 pide conteo, el dealer le dice 9.200 y el 9 paga. Al recontar el all in "
        "es de 11.200, al dealer se le pasaron las de mil. El 9 tiene 50 mil y dice que solo pagó 9.200. "
        "¿Cuánto paga?",
    ],
)
def test_chips_of_a_value_in_no_told_number_are_no_amount(text: str) -> None:
    """ "a few 1ks", "the 1k stacks", "las de mil": a chip's value named for chips of it whose number is not
    told (where the dealer's count went wrong): no amount, so nothing for a fact to hold; 49: the call
    accepted against a wrong count is the real all-in, 11,200."""
    ruling = certain(text)["ruling"]
    assert isinstance(ruling, dict)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("9", "call", 11200)
