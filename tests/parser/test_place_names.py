"""A word written as a name away from any player ("Floor note, Kahnawake, table 6", "Informe del floor,
Tlaquepaque") is a place or a room, not table slang the lexicon lacks: the answer does not ask about it."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Floor note, Kahnawake, table 6. 1000/2000, flop, seat 2 bets 5000 and seat 7 calls 5000. ruling?",
        "Informe del floor, Tlaquepaque, mesa 2. ciegas 1000/2000, turn: el 2 apuesta 5000 y el 7 iguala",
    ],
)
def test_a_name_away_from_players_is_not_asked(text: str) -> None:
    result = answer(text).result
    assert not [q for q in result["questions"] if q.startswith("unknown_words")]


def test_an_unknown_word_after_says_is_still_asked() -> None:
    result = answer("1000/2000 flop seat 2 bets 5000 and seat 7 says Kahnawake").result
    assert result["confidence"] != "certain"
