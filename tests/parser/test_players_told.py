"""Facts that cannot all be true: the report says how many players are in the hand ("heads up", "mano a
mano", "3-way") and more players than that act. The floor must look; the reply asks how many there were."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "heads up on the turn, seat 2 bets 6k, seat 5 makes it 14k, seat 8 calls. what's the action?",
        "mano a mano en el river, el uno apuesta diez lucas, el tres paga y el cinco sube a treinta",
    ],
)
def test_a_third_player_in_a_heads_up_hand_is_the_floors(text: str) -> None:
    result = answer(text).result
    assert (result["floor"], result["confidence"]) == (True, "unsure")
    assert [q for q in result["questions"] if q.startswith("players_in_hand")]


@pytest.mark.parametrize(
    "text",
    [
        "heads up on the river, seat 4 bets 6k and seat 9 calls. what now?",
        "3-way flop, seat 1 bets 2k, seat 4 calls and seat 6 folds. what's next?",
    ],
)
def test_as_many_players_as_told_is_no_doubt(text: str) -> None:
    assert answer(text).result["floor"] is False


def test_the_player_asked_about_counts_among_the_players() -> None:
    text = "heads up on the flop, seats 2 and 5. seat 2 bets 4000, seat 8 calls. can seat 5 raise?"
    assert answer(text).result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "flop seat two bets fifteen hundred action's on seat four and seat five jumps the gun raises to four "
        "thousand then seat four folds what happens with five",
        "flop el dos apuesta mil quinientos le toca al cuatro y el cinco se mandó antes y sube a cuatro mil "
        "luego el cuatro se tira qué pasa con cinco",
    ],
)
def test_the_player_asked_by_a_bare_number_after_the_question(text: str) -> None:
    """ "what happens with five", "qué pasa con cinco": a bare number after a question and its preposition
    is the player asked about; "jumps the gun", "se mandó antes": out of turn (53-A binds it)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "raise", 4000)
    assert [a["out_of_turn"] for a in result["facts"]["actions"] if a["seat"] == "5"] == [True]


@pytest.mark.parametrize(
    "text",
    [
        "flop el uno abre tres mil el dos sube a nueve mil y el cuatro pone tres mil calladito pensando que "
        "era la apuesta del uno ahora quiere tirarse puede",
        "flop seat 1 opens 3000, seat 2 raises to 9000 and seat 4 quietly puts in 3000 thinking it was the "
        "bet of seat 1, now he wants to fold, can he?",
    ],
)
def test_a_player_named_as_the_owner_of_a_bet_is_not_the_one_who_wants(text: str) -> None:
    """ "la apuesta del uno", "the bet of seat 1": seat 1 owns the bet named; the one who wants is seat 4."""
    assert answer(text).result["ruling"]["seat"] == "4"
