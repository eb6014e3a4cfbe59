"""Questions a report had already answered, the fifth round (issue 12): each family tested in both languages
in other words than the betting sets' rows. The ruling stays as it was; only the needless question goes, each
with the fact the report told or the reason it cannot change the ruling."""

from __future__ import annotations

import pytest

from tests.support.rulings import certain


@pytest.mark.parametrize(
    ("text", "seat", "total"),
    [
        (
            "Level 1k/2k, preflop, four players still in. UTG+1 puts out a single 1,000 chip and says "
            "nothing, I guess he believes he is the small blind. What does he have to do?",
            "UTG+1",
            2000,
        ),
        (
            "Ciegas 500/1.000, preflop, quedan cinco jugadores. El UTG pone una sola ficha de 500 sin decir "
            "nada, creo que él cree que es la ciega chica. ¿Qué tiene que hacer?",
            "UTG",
            1000,
        ),
    ],
)
def test_a_hedge_on_what_the_player_believes_confirms_nothing(text: str, seat: str, total: int) -> None:
    """ "I guess he believes", "creo que él cree": the dealer's hedge is on the player's belief, which no rule
    reads (his chips and words do): nothing to confirm. 51-B: an undercall of the big blind multi-way is a
    full call."""
    result = certain(text)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == (seat, "call", total)
    assert result["rules"][0] == "tda-2024:51-B"
