"""An unnamed bet told first and a player named after it with a verb of his own ("turn bet eight k seat
two says eleven thousand...", "turn apuesta de ocho mil el dos dice once mil...") is the bet he faced, not
his: a verb before a player is his only where he has none after him."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "turn bet eight k seat two says eleven thousand and puts it in never said raise what is it",
        "turn apuesta de ocho mil el dos dice once mil y los pone nunca dijo subo que es",
    ],
)
def test_the_bet_told_first_is_faced(text: str) -> None:
    result = answer(text).result
    assert [(a["seat"], a["declaration"], a["amount"]) for a in result["facts"]["actions"]][-1] == (
        "2",
        "amount",
        11000,
    )
    # 11,000 said over an 8,000 bet: 3,000 more, under half the bet: a call, 3,000 back (40-C, 45-B)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "2",
        "call",
        8000,
        3000,
    )
