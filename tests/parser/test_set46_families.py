"""Grammar and engine families drawn from set 46's rows (a Quito and Caracas weekend series, a Murcia and Las
Palmas card room, a Manchester, Reno and Johannesburg deepstack; voice notes dictated while the hand is
frozen), each tested in both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "river: el 3 apuesta 2.000, el 7 resube a 6.000, el 3 recoge sus 2.000 como para pagar y luego dice "
        "que no, que se tira. puede?",
        "turn, el 2 apuesta 4.000, el 5 sube a 12.000, el 2 retira sus 4.000 como queriendo igualar y "
        "después dice que no va. se puede?",
        "river: seat 3 bets 2,000, seat 7 re-raises to 6,000, seat 3 pulls his 2,000 back as if to call, "
        "then says no, he folds. allowed?",
        "turn, seat 2 bets 4,000, seat 5 raises to 12,000. seat 2 pulls his 4,000 back like he was going "
        "to call, then says no, I fold. can he?",
    ],
)
def test_an_action_named_as_a_purpose_is_not_done(text: str) -> None:
    """ "como para pagar", "as if to call": what the motion looked like it was for, not an action; the
    prior bet pulled back facing a raise binds him to call or raise (46-B), so he may not fold."""
    result = answer(text).result
    ruling = result["ruling"]
    assert ruling["action"] is None
    assert sorted(ruling["options"]) == ["call", "raise"]
    assert any(rule.startswith("tda-2024:46") for rule in result["rules"])
