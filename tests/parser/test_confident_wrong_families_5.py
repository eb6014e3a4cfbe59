"""Families behind confident wrong answers on the older betting sets (issue 12), fifth round: each in both
languages and in other words than the rows; the answer's amount, player and rule are the ones the report's
facts give, or the answer asks about the fact it did not read."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "counted"),
    [
        (
            "el tres va all in tenía unos quince mil el seis dice pago sin que le cuenten después lo "
            "contamos bien y son veintiocho mil el seis tiene como ochenta mil detrás y dice que pagó "
            "quince nada más qué hago",
            "veintiocho mil",
        ),
        (
            "seat three goes all in had about fifteen k seat six says call without a count then we recount "
            "and it's twenty eight thousand seat six has about eighty k behind and claims he called fifteen "
            "only what do i do",
            "twenty eight thousand",
        ),
    ],
)
def test_an_amount_counted_after_the_call_is_no_amount_the_closing_question_offers(
    text: str, counted: str
) -> None:
    """A voice note told in one unmarked run is one sentence, so the question closing it ("qué hago")
    once took in every amount before it as one it offers: what the chips came to when counted after the
    call went unread and the call was ruled certain at no size. The count is a fact the ruling needs (49):
    not read, the answer asks about it."""
    result = answer(text).result
    assert result["confidence"] != "certain"
    assert any(counted in q for q in result["questions"])
