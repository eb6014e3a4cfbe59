"""Families behind confident wrong answers on the older betting sets (issue 12), sixth round: each in both
languages and in other words than the rows; the answer's amount, player and rule are the ones the report's
facts give, or the answer asks about the fact it did not read."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "river, seat 2 bets 6000, seat 5 pushes 6000 then reaches back to his stack and adds five thousand, "
        "five thousand more, no words. what is it?",
        "river, el 2 apuesta 6000, el 5 mete 6000 y después vuelve a su stack y añade cinco mil, cinco mil "
        "más, callado. qué es?",
    ],
)
def test_an_amount_said_twice_over_a_comma_is_one_amount(text: str) -> None:
    """A voice note says the second motion's amount again after a comma ("five thousand, five thousand
    more"): it is the one amount, not two chips of it, so the string bet's call sends back 5,000, not
    10,000 (56: the first motion is the call, what came after goes back)."""
    ruling = answer(text).result["ruling"]
    assert [ruling[k] for k in ("seat", "action", "total", "returned")] == ["5", "call", 6000, 5000]


@pytest.mark.parametrize(
    ("text", "player"),
    [
        (
            "flop, seat 3 bets 2500, Lucky counts out 2500 and slides it forward, then goes back to his "
            "stack for another 3000, never says a word. what do I rule?",
            "Lucky",
        ),
        (
            "flop, el 3 apuesta 2500, el Turco saca 2500 y los empuja, después vuelve a su stack por otros "
            "3000 sin decir palabra. qué hago?",
            "Turco",
        ),
    ],
)
def test_chips_counted_out_are_chips_pushed(text: str, player: str) -> None:
    """ "Counts out 2500" is chips put forward, as "saca 2500" is: the player named by a nickname acted,
    and the ruling is his (a call of 2,500, the second motion's 3,000 back: 56), not the bettor's."""
    ruling = answer(text).result["ruling"]
    assert [ruling[k] for k in ("seat", "action", "total", "returned")] == [player, "call", 2500, 3000]
