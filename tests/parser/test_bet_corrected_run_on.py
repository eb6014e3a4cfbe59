"""The bet's size told again after a correction cue with no mark before it ("...call or raise sorry the
bet was six thousand not seven", "...call o raise perdón la apuesta era de seis mil no de siete") replaces
the first size, and the first size is accounted for, not left unread."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "river seat 3 bets nine thousand and seat 8 drops a twenty five thousand chip silent what is it "
        "sorry the bet was eight thousand not nine",
        "river el 3 apuesta nueve mil y el 8 tira una de veinticinco mil callado que es perdón la apuesta "
        "era de ocho mil no de nueve",
    ],
)
def test_the_bet_told_again_replaces_the_first(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["actions"][0]["amount"] == 8000
    assert not [q for q in result["questions"] if q.startswith("unknown_words")]
    # one chip over an 8,000 bet, nothing said: a call, 17,000 back (44)
    assert (result["ruling"]["action"], result["ruling"]["total"], result["ruling"]["returned"]) == (
        "call",
        8000,
        17000,
    )
