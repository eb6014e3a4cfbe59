"""Questions a report had already answered, or whose answer cannot change the ruling (issue 12): each family
tested in both languages in other words than the betting sets' rows. The ruling stays as it was; only the
needless question goes, each with the reason it cannot change the ruling."""

from __future__ import annotations

import pytest

from bot.ask import answer


def _certain(text: str) -> dict[str, object]:
    result = answer(text).result
    assert result["confidence"] == "certain", result["questions"]
    ruling = result["ruling"]
    assert isinstance(ruling, dict)
    return ruling


@pytest.mark.parametrize(
    ("text", "total"),
    [
        (
            "Blinds 100/200, river, the pot is 2,000. Seat 4 says only 'three', nothing else. The lady beside "
            "him says is 3000. What's the bet?",
            300,
        ),
        (
            "Blinds 100/200, river, the pot is 5,000. Seat 4 says only 'three', nothing else. The lady beside "
            "him says is 300. What's the bet?",
            3000,
        ),
        (
            "Turn, ciegas 100-200, pozo de 3000. La del 6 dice 'cuatro' y más tarde intenta poner 4 lucas; el "
            "del 2 dice q son 400. ¿Cuál vale?",
            400,
        ),
        (
            "Turn, ciegas 100-200, pozo de 6000. La del 6 dice 'cuatro' y más tarde intenta poner 400; el del "
            "2 dice q son 4 lucas. ¿Cuál vale?",
            4000,
        ),
    ],
)
def test_a_reading_of_a_bare_number_told_by_another_is_no_stray_amount(text: str, total: int) -> None:
    """A magnitude of the bare number another player argues for, or the player wants to put in, is one of
    the readings 57 chooses among, whichever the pot makes it: placed, not asked about."""
    ruling = _certain(text)
    assert ruling["action"] == "bet" and ruling["total"] == total


@pytest.mark.parametrize(
    "text",
    [
        "Flop, 500/1000. Seat 2 bets 3,000, seat 6 say 'raise nine thousand' and put chips. Other guy say "
        "he mean nine more so 12000 total. What is total?",
        "Flop, 500/1000. El 2 apuesta 3000, el 6 dice 'subo 9000' y pone las fichas. Un vecino de mesa "
        "dice q serian 12000 total. Cuanto es?",
    ],
)
def test_a_raise_read_as_by_an_amount_is_the_reading_43b_settles(text: str) -> None:
    """ "Raise nine thousand" over 3,000 is a raise to 9,000 (43-B); the 12,000 another argues for is the
    amount added to the bet, the reading 43-B rules out: no amount left unplaced."""
    ruling = _certain(text)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "raise", 9000)
