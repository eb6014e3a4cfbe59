"""Several players sharing one verb: a list of seats ("seats 6, 7 and 8 call", "pagaron el 6, 7 y 8"), and a
verb that opens its clause before its player after a header or an aside ("flop: apostó el 5 600")."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "callers"),
    [
        ("blinds 50/100. turn: seat 2 bets 400, seats 4, 5 and 9 call. what can seat 1 do?", ["4", "5", "9"]),
        (
            "blinds 50/100. turn: seat 2 bets 400, seat 4, seat 5 and seat 9 call. options for seat 1?",
            ["4", "5", "9"],
        ),
        ("ciegas 50/100. turn: el 2 apuesta 400, pagan el 4, 5 y 9. ¿qué puede hacer el 1?", ["4", "5", "9"]),
        (
            "ciegas 50/100. turn: el 2 apuesta 400, los asientos 4, 5 y 9 pagan. ¿qué puede hacer el 1?",
            ["4", "5", "9"],
        ),
    ],
)
def test_every_seat_of_a_list_takes_the_shared_verb(text: str, callers: list[str]) -> None:
    result = answer(text).result
    actions = [(a["seat"], a["declaration"]) for a in result["facts"]["actions"]]
    assert actions == [("2", "bet"), *((seat, "call") for seat in callers)]
    assert result["ruling"]["seat"] == "1"


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 50/100, river: apostó el 7 900 y pagó el 3. ¿qué puede hacer el 1?",
        "ciegas 50/100. Se le pasó el turno al 1: apostó el 7 900 y pagó el 3. ¿qué puede hacer el 1?",
    ],
)
def test_a_verb_opening_its_clause_belongs_to_the_player_after_it(text: str) -> None:
    result = answer(text).result
    actions = [(a["seat"], a["declaration"], a["amount"]) for a in result["facts"]["actions"]]
    assert actions[:2] == [("7", "bet", 900), ("3", "call", None)]
