"""A blind named with its seat number ("BB (seat 9)", "la ciega grande, asiento 2") is one player: the
numbered seat posts the blind and acts last pre-flop, however many others the report names."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "100/200. UTG opens to 600, HJ makes it 1500, CO 3000, BTN raises to 6000. the BB (seat 2) wants to "
        "go again, what's the least he can make it?",
        "100/200. el UTG abre a 600, el HJ sube a 1500, el CO a 3000, el BTN sube a 6000. el BB (asiento 2) "
        "quiere resubir, ¿cuál es el mínimo?",
    ],
)
def test_a_big_blind_named_by_its_seat_acts_last_and_has_posted(text: str) -> None:
    result = answer(text).result  # raises of 400, 900, 1,500, 3,000: the minimum re-raise is to 9,000
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["min_raise_to"]) == ("2", 9000)
    assert result["facts"]["posted"] == {"2": 200}


@pytest.mark.parametrize(
    "text",
    [
        "1k/2k. UTG opens to 5k and while HJ thinks the guy in seat seven, he's on the button, shoves out of "
        "turn for 30k. HJ then calls 5k. does the shove stand?",
        "1k/2k. el UTG abre a 5k y mientras el HJ piensa el del asiento siete, que está en el botón, va all "
        "in fuera de turno por 30k. el HJ paga 5k. ¿vale el all in?",
    ],
)
def test_a_seat_told_with_where_he_sits_is_one_player(text: str) -> None:
    actions = answer(text).result["facts"]["actions"]
    assert [(a["seat"], a["declaration"], a["out_of_turn"]) for a in actions][1] == ("7", "all_in", True)


@pytest.mark.parametrize(
    "text",
    [
        "turbo 1k/2k. seat 4 had 9k (I counted it at the color up). flop seat 1 bets 12k, seat 4 calls and "
        "puts 12k in. what now",
        "turbo 1k/2k. el 4 tenía 9k (lo conté en el color up). flop el 1 apuesta 12k y el 4 paga y mete 12k. "
        "¿y ahora?",
    ],
)
def test_a_topic_named_in_passing_gives_way_to_the_betting_round(text: str) -> None:
    result = answer(text).result  # a call bigger than the stack told: facts that cannot both be true
    assert [a["seat"] for a in result["facts"]["actions"]] == ["1", "4"]
    assert (result["confidence"], result["floor"]) == ("unsure", True)
