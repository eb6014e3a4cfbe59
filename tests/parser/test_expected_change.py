"""The change a player hoped for ("wanting 300 back", "esperando que le devuelva 2.000", "quería 2.900 de
vuelta") is no chip of the bet: it is read as over-betting expecting change (61), never left unplaced as
an amount the reading might have missed."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 4 bets 1,600. Seat 9 quietly drops a 5k chip and a 100, hoping for 3,400 back. Ruling?",
        "En el turn el 4 apuesta 1.600 y el 9 suelta una de 5.000 y una de 100 sin hablar, quería 3.400 de "
        "vuelta. ¿Qué es?",
        "Turn: seat 4 bets 1,600, seat 9 silently puts out a 5,000 and a 100 expecting change of 3,400.",
    ],
)
def test_the_change_hoped_for_is_read_and_every_chip_counts(text: str) -> None:
    result = answer(text).result
    # 5,100 facing 1,600: the 100 is not needed for the call, 3,500 over is at least half of 1,600 (45-B)
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 5100)
    assert "tda-2024:61" in result["rules"]
    assert result["confidence"] == "certain"


def test_chips_pulled_back_are_not_change_hoped_for() -> None:
    """ "pulls 500 back" is what the player did with his chips: it stays a fact to read."""
    result = answer("Flop, seat 2 bets 1,000, seat 5 puts out 2,000 then pulls 500 back. Ruling?").result
    assert "tda-2024:61" not in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Bogotá, 300/600, flop. El 2 apuesta 1300. El 7 pone una de 1000 y dos de 500 sin hablar y pide 700 "
        "de vueltas. ¿Le doy vueltas?",
        "1k/2k flop seat 3 bet 2,200. seat 8 put one 5k and one 500 without speak, he say he was waiting "
        "change of 3,300. is it raise?",
        "100/200, flop seat 2 bet 700, seat 5 put one 1000 chip and one 200 chip together silent, now he say "
        "he want 500 change",
    ],
)
def test_the_change_asked_for_in_other_words_is_no_amount_of_the_bet(text: str) -> None:
    result = answer(text).result
    assert not [q for q in result["questions"] if q.startswith("unknown_words")], result["questions"]
    assert (result["ruling"]["action"], result["confidence"]) == ("raise", "certain")


@pytest.mark.parametrize(
    "text",
    [
        "turn, checked to seat 7 who silently flicks a single 25k chip in. Now says he meant to bet 10k and "
        "wanted change. What's his bet?",
        "turn, pasan hasta el 7 que tira callado una ficha de 25 mil. Ahora dice que quería apostar 10 mil y "
        "esperaba cambio. ¿Cuál es su apuesta?",
    ],
)
def test_change_hoped_for_told_in_a_later_sentence(text: str) -> None:
    """Told after the chips and inside his claim, hoping for change is still 61's fact about them."""
    result = answer(text).result
    assert "tda-2024:61" in result["rules"]
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "7",
        "bet",
        25000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "1000/2000, turn. seat 2 bets 2500, seat 6 silently pushes a 5000 and a 1000, says he expects "
        "the change",
        "1000/2000, turn. seat 2 bets 2500, seat 6 silently pushes a 5000 and a 1000, he was waiting "
        "for his change",
        "1000/2000, turn. el 2 apuesta 2500, el 6 tira una de 5000 y una de 1000 sin hablar, pide su vuelto",
    ],
)
def test_change_wanted_in_more_words_cites_61(text: str) -> None:
    result = answer(text).result
    assert "tda-2024:61" in result["rules"]
