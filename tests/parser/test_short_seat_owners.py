"""A seat written short with 's ("does s7's bet stand") owns the action the question asks about, as
"seat 7's" does; the Spanish owner is told by "del" ("¿vale la apuesta del J7?")."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "river. s2 checks, s7 bets 6k before s4 acts. s4 then checks too. does s7's bet stand or does he "
        "take it back?",
        "river. J2 pasa, J7 apuesta 6 mil antes de que hable J4. luego J4 pasa. ¿vale la apuesta del J7 o "
        "se la devuelvo?",
    ],
)
def test_the_short_seat_asked_about_is_ruled(text: str) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    # the skipped player checked: the action did not change, the bet out of turn stands (53-A)
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["decision"]) == (
        "7",
        "bet",
        6000,
        "binding",
    )
