"""Whose turn the report says it was ("le toca al 3", "action's on seat 4", "while seat 4 is still
thinking"): another player acting before that player acts out of turn (53-A), in both languages; and a
clause whose player is a bare number the parser did not take for a seat is never ruled as certain."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Turn. Seat 1 checks and while seat 3 is still thinking, seat 8 bets 2,000. Seat 3 then checks. "
        "Does the bet of seat 8 stand?",
        "Turn. El 1 pasa y mientras el 3 está pensando el 8 apuesta 2.000. Después el 3 pasa. "
        "¿Vale la apuesta del 8?",
        "Turn, seat 1 checks, action is on seat 3 and seat 8 bets 2,000. Seat 3 checks. Is the bet binding?",
        "Turn, el 1 pasa, le toca al 3 y el 8 apuesta 2.000. El 3 pasa. ¿Es vinculante la apuesta?",
    ],
)
def test_acting_while_another_player_has_the_turn_is_out_of_turn(text: str) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("8", "bet", 2000)
    assert ruling["decision"] == "binding"  # the skipped player checked: the action did not change
    assert any(r.endswith(":53-A") for r in result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Flop, 3 players. 2 checks, seat 5 bets 900 and 7 calls. Ruling on seat 7?",
        "Flop a tres. 2 pasa, el 5 apuesta 900 y 7 paga. ¿Qué pasa con el 7?",
    ],
)
def test_an_action_whose_bare_number_player_was_not_read_is_not_certain(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] != "certain" or result["ruling"]["seat"] == "7"


def test_two_limpers_are_no_seat() -> None:
    result = answer("Ciegas 100/200. Dos limpers, el CO sube a 700 y la SB paga. ¿Cuánto pone la SB?").result
    assert not any(q.startswith("unknown_words") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 2 bets 2,500. Seat 3 is sitting right there, but seat 4 calls out of turn and seat 7 "
        "raises to 9k out of turn. Then seat 3 says it's on him. What happens to seat 3?",
        "Flop, el 2 apuesta 2.500. Se saltan al 3: el 4 paga fuera de turno y el 7 sube a 9.000 fuera de "
        "turno. Recién ahí el 3 dice que le tocaba. ¿Qué pasa con el 3?",
    ],
)
def test_a_player_skipped_by_substantial_action_is_for_the_floor(text: str) -> None:
    """53-B with 36: substantial action out of turn passed him; the TD decides how to treat his hand."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "3" and result["floor"] is True
    assert any(r.endswith(":53-B") for r in result["rules"]) and any(
        r.endswith(":36") for r in result["rules"]
    )


def test_two_folds_out_of_turn_are_no_substantial_action() -> None:
    """36: two folds are not substantial: the skipped player keeps every option (53-A)."""
    result = answer(
        "Blinds 1000-2000. UTG raises to 5,000, seat 4 is thinking but seat 5 folds and seat 6 folds, out of "
        "turn. Can seat 4 still re-raise?"
    ).result
    assert result["floor"] is False and "raise" in result["ruling"]["options"]


@pytest.mark.parametrize(
    "text",
    [
        "Turn, three players. Seat 2 checks. Seat 5 is thinking, seat 7 says check early, not his turn. Then "
        "seat 5 also checks. Now seat 7 wants to bet 5000. Is it OK?",
        "Turn, tres jugadores. El 2 pasa. El 5 está pensando y el 7 dice paso antes de tiempo, no era su "
        "turno. Luego el 5 también pasa. Ahora el 7 quiere apostar 5000. ¿Puede?",
    ],
)
def test_his_turn_is_no_street_and_the_amount_wanted_is_asked(text: str) -> None:
    """ "not his turn": the turn to act, not the fourth card (the actions before it stay on the street);
    "wants to bet 5000": what is asked, no amount left unread. The check out of turn binds (53)."""
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["2", "7", "5"]
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], result["confidence"]) == ("7", "check", "certain")
