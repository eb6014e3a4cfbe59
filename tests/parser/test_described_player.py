"""A lone player told only by a description ("first to act", "the lad", "el primero en hablar", "el pibe"):
the ruling names him by the report's words, and asks "which player?" only where who he is could change it.
Each case in other words than the labelled rows, in both languages."""

from __future__ import annotations

import pytest

from bot.ask import answer
from bot.evaluate import compare


@pytest.mark.parametrize(
    ("text", "seat", "total"),
    [
        (
            "Blinds 300/600, river, pot about 11,000. First to act says 'I bet nine', no chips.",
            "first to act",
            9000,
        ),
        (
            "300/600 on the river with 11k in the middle and the lad says 'bet nine' and nothing else",
            "the lad",
            9000,
        ),
        (
            "Turn, 300-600, pot 11,000, the fella in the corner announces 'nine' and does not move chips.",
            "the fella in the corner",
            9000,
        ),
        (
            "Ciegas 300/600, river, bote de 11.000. El primero en hablar dice 'apuesto nueve'.",
            "el primero en hablar",
            9000,
        ),
        (
            "300-600, en el river hay 11.000 en el bote y el pibe dice 'apuesto nueve', no tira nada",
            "el pibe",
            9000,
        ),
        (
            "Ciegas 300/600, turn, bote 11.000: aquel jugador dice 'nueve' y no pone fichas. ¿900 o 9.000?",
            "aquel jugador",
            9000,
        ),
    ],
)
def test_a_described_bettor_is_named_by_his_words(text: str, seat: str, total: int) -> None:
    """An amount said alone after the flop (57): who says it cannot change it, so no "which player?";
    the ruling and the understood line carry his words."""
    result = answer(text).result
    assert compare({"ruling": {"seat": seat, "action": "bet", "total": total}}, result) == {}
    assert result["confidence"] == "certain"
    assert seat.split()[-1] in result["understood"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("River, nobody has bet, this player says 'raise'. 200/400 blinds.", "this player"),
        ("En el river, ciegas 200/400, nadie apostó y el chaval dice 'subo'.", "el chaval"),
        ("En el turn, ciegas 200/400, sin apuesta delante el man dice 'subo'.", "el man"),
    ],
)
def test_raise_said_facing_no_bet_by_a_described_player(text: str, seat: str) -> None:
    """ "Raise" facing no bet binds a minimum bet (55-B): his only option is to bet, whoever he is."""
    result = answer(text).result
    expected = {"seat": seat, "action": "bet", "total": 400, "options": ["bet"]}
    assert compare({"ruling": expected}, result) == {}
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Blinds 100/200, pre-flop, first to act says 'raise to 500'. Is that legal?", "first to act"),
        ("Ciegas 100/200, preflop, el primero en hablar dice 'subo a 500'. ¿Vale?", "el primero en hablar"),
    ],
)
def test_before_the_flop_who_he_is_still_matters(text: str, seat: str) -> None:
    """Pre-flop his seat decides the blinds he posted and the order: named by his words, still asked."""
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["action"]) == (seat, "raise")
    assert result["confidence"] == "conditional"


def test_the_reply_names_a_described_player_without_the_player_word() -> None:
    """ "The lad: It is a bet of 9,000.", not "Player the lad: ..."."""
    reply = answer("300/600 on the river with 11k in the middle and the lad says 'bet nine'", lang="en")
    headline = reply.result["reply"].splitlines()[1]
    assert headline.startswith("The lad: ")
    reply = answer("Ciegas 300/600, river, bote de 11.000. El primero en hablar dice 'apuesto nueve'.")
    assert reply.result["reply"].splitlines()[1].startswith("El primero en hablar: ")
