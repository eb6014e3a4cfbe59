"""The pot told with its street in between ("pot on the flop is 15,200", "pozo en el flop 9 lucas"), the
question marked with "?" ruling over a question word told in an earlier sentence, and "pot" said with more
chips than the pot (no count told: the word defines the bet, the excess goes back)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("PLO 100/200. Pot on the turn is 6,000. Seat 2 bets 2,000, seat 4 calls and seat 6 says pot. "
         "How much?", 14000),
        ("PLO 100/200. Bote en el turn 6 lucas. El 2 apuesta 2 lucas, el 4 paga y el 6 dice bote. "
         "¿Cuánto pone el 6?", 14000),
    ],
)  # fmt: skip
def test_the_pot_told_with_its_street(text: str, total: int) -> None:
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "raise", total)


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000. Flop: seat 1 bets 2,000, seat 4 says raise and puts out 3,000, seat 6 calls 3,000. "
        "Then we see the minimum raise was to 4,000. What about seat 4?",
        "Ciegas 500/1000. Flop: el 1 apuesta 2.000, el 4 dice subo y pone 3.000, el 6 iguala 3.000. Luego "
        "vemos que la subida mínima era a 4.000. ¿Qué pasa con el 4?",
    ],
)
def test_the_marked_question_names_the_player_asked_about(text: str) -> None:
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("4", "raise", 4000)


@pytest.mark.parametrize(
    "text",
    [
        "PLO, flop, pot 4,000. Seat 3 says pot and pushes 6,000 in chips. How much is the bet?",
        "PLO, flop, bote de 4.000. El 3 dice bote y empuja 6.000 en fichas. ¿Cuánto es la apuesta?",
    ],
)
def test_pot_said_with_too_many_chips_is_the_pot(text: str) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["total"], ruling["returned"]) == (4000, 2000)
    assert any(r.endswith(":40-A") for r in result["rules"])
    assert not any(r.endswith(":52-B") for r in result["rules"])  # no count was told: no miscount
