"""General capabilities drawn from outside reports (issue 12), each family in both languages.

- Every reference resolved: a clause about a player that gave no fact, though it held a betting word or an
  unknown verb right after the player, makes the ruling conditional and names the words not read.
- A push word whose object is the cards ("aventó sus cartas", "tossed his hand") is a fold.
- "Sin decir cantidad", "without saying how much" say no amount was declared: the player is not silent.
"""

from __future__ import annotations

import pytest

from bot.ask import answer


def _result(text: str) -> dict:
    return answer(text).result


@pytest.mark.parametrize(
    "text",
    [
        "Flop: el 3 apuesta 1.000, el 6 zarandeó las fichas raro y el 8 paga. ¿Qué pasa con el 8?",
        "Flop: seat 3 bets 1,000, seat 6 fiddled weirdly with his stack and seat 8 calls. Ruling on seat 8?",
    ],
)
def test_a_player_clause_not_read_makes_the_ruling_conditional(text: str) -> None:
    result = _result(text)
    assert result["confidence"] == "conditional"
    assert any(q.startswith("unknown_words") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "Flop: el 3 apuesta 1.000, el 6 se tira y el 8 paga. ¿Qué pasa con el 8?",
        "Flop: seat 3 bets 1,000, seat 6 folds and seat 8 calls. Ruling on seat 8?",
    ],
)
def test_every_clause_read_stays_certain(text: str) -> None:
    result = _result(text)
    assert result["confidence"] == "certain"
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "8",
        "call",
        1000,
    )


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Ciegas 100/200. El 7 aventó sus cartas antes de que le tocara, el 4 pasó. ¿Puede jugar el 7?", "7"),
        ("Ciegas 100/200. El 5 botó la mano y el 6 paga 200.", "5"),
        ("Blinds 100/200. Seat 7 tossed his cards before it was his turn, seat 4 checked.", "7"),
        ("Blinds 100/200. Seat 5 chucked his hand in, seat 6 calls 200.", "5"),
    ],
)
def test_throwing_the_cards_is_a_fold(text: str, seat: str) -> None:
    result = _result(text)
    facts = {a["seat"]: a["declaration"] for a in result["facts"]["actions"]}
    assert facts[seat] == "fold"


@pytest.mark.parametrize(
    "text",
    [
        "Turn: el 1 apuesta 1.200, el 4 dice 'subo' y suelta una de 5.000 sin decir cantidad. ¿Cuánto?",
        "Turn: seat 1 bets 1,200, seat 4 says raise and drops a 5k chip without saying how much. What is it?",
    ],
)
def test_no_amount_said_is_not_silence(text: str) -> None:
    """44: raise declared, then one oversized chip with no amount: a raise to the chip's value."""
    ruling = _result(text)["ruling"]
    assert (ruling["action"], ruling["total"], ruling["returned"]) == ("raise", 5000, 0)
