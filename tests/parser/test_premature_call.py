"""A bet or raise said without its amount, a call before the amount was known, then the bettor's chips
(59-B): the chips are the bet's amount, not the bettor acting twice, and the caller's ruling is the TD's."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "River. Seat 4 says bet and starts counting, seat 9 says call before any amount. Seat 4 then puts "
        "out 45k. Seat 9 wants to call only 10k. What does he owe?",
        "River. El 4 dice apuesto y antes de que diga cuánto el 9 dice pago. Después el 4 mete 45.000. El "
        "9 quiere pagar solo 10.000. ¿Cuánto debe?",
    ],
)
def test_a_call_before_the_amount_is_the_tds(text: str) -> None:
    result = answer(text).result
    assert result["floor"] is True and result["floor_reason"] == "premature_call"
    assert result["ruling"]["seat"] == "9" and "tda-2024:59-B" in result["rules"]
