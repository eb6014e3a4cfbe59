"""Voice-transcript and dialect forms: a seat's number written as its homophone ("seat for folded"), dialect
spellings of ordinary words ("roond", "alante"), "hijack's all in" as "the hijack is all in", an action
named with its owner ("¿vale el call del 5?") and a player who "already" acted while another had the turn."""

from __future__ import annotations

import pytest

from bot.ask import answer


def _told(text: str) -> list[tuple[str, str | None]]:
    return [(a["seat"], a["declaration"]) for a in answer(text).result["facts"]["actions"]]


def test_a_seat_number_heard_as_its_homophone() -> None:
    told = _told("flop, seat two bets two thousand, seat three calls and seat for folded. whats next")
    assert told == [("2", "bet"), ("3", "call"), ("4", "fold")]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 1000/2000, UTG raises to 5000, it's folded roond to the big blind. can he raise?",
        "ciegas 500/1000, la BB tiene su ficha de mil alante, el botón sube a 3500 y la BB pone una de 5000 "
        "sin hablar. ¿call o raise?",
    ],
)
def test_dialect_spellings_are_ordinary_words(text: str) -> None:
    result = answer(text).result
    assert not any(str(q).startswith("unknown_words") for q in result["questions"]), result["questions"]
    assert result["confidence"] == "certain"


def test_a_clause_opening_with_a_players_s_and_an_action() -> None:
    told = _told(
        "blinds 500/1000, UTG limps 1000, hijack's all in for 9000 and the button calls. BB options?"
    )
    assert told == [("UTG", "call"), ("HJ", "all_in"), ("BTN", "call")]
    assert _told("blinds 500/1000, hijack shoves 9000 and the button calls the hijack's all in")[-1] == (
        "BTN",
        "call",
    )


@pytest.mark.parametrize(
    "text",
    [
        "flop, el 2 apuesta 2000, le toca al 4 pero el 5 ya pagó, después el 4 se tira. ¿el call del 5 vale?",
        "flop, seat 2 bets 2000, the action is on seat 4 but seat 5 already called, then seat 4 folds. "
        "does the call of seat 5 stand?",
    ],
)
def test_already_acted_while_another_had_the_turn(text: str) -> None:
    result = answer(text).result
    assert _told(text) == [("2", "bet"), ("5", "call"), ("4", "fold")]
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "5",
        "call",
        2000,
    )
