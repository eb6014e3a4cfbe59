"""Families the lead found in session 37's merges and holdout, each in both languages in other words than the
rows that showed them."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "San Roque: seat 3 says raise, pushes out the 2,000 call, then goes back to his stack and adds"
        " 4,000 more. Good raise?",
        "en San Roque el 3 dice subo, pone los 2.000 del call y luego vuelve a su stack y agrega 4.000 más."
        " ¿vale la subida?",
    ],
)
def test_the_amount_naming_the_call_is_the_first_motion_of_a_house_two_motion_raise(text: str) -> None:
    """ "puts out the 2,000 call": the chips are the call of a 2,000 bet, so San Roque 45-c makes the
    second motion part of the raise (6,000 in all), where the bet faced untold left TDA 56's string raise."""
    result = answer(text, venue="san-roque").result
    ruling = result["ruling"]
    assert (ruling["action"], ruling["total"], ruling["decision"]) == ("raise", 6000, "binding")
    assert result["rules"][0] == "san-roque:45"
