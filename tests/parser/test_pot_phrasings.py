"""The pot told in everyday phrasings ("en el bote habrá unos 9.000", "el bote anda por unos 3.200", "the
pot's sitting around 9k") feeds rule 57; an amount the header read (a straddle told before the flop) is
placed, never an unread amount."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "total"),
    [
        (
            "500/1.000, river, en el bote habrá unos 9.000. El 7 dice 'cinco' y no mueve fichas.",
            5000,
        ),
        (
            "Ciegas 200/400, turn, el bote anda por unos 3.200 y el 7 dice cinco y nada más. ¿500 o 5.000?",
            500,
        ),
        (
            "Blinds 500/1,000, river, the pot is sitting around 9k. Seat 7 says 'five', no chips. Ruling?",
            5000,
        ),
    ],
)
def test_the_pot_said_loosely_reads_a_bare_number(text: str, total: int) -> None:
    result = answer(text).result
    assert result["ruling"]["total"] == total and result["confidence"] == "certain"


def test_a_straddle_before_the_flop_is_no_unread_amount() -> None:
    text = "Blinds 500/1k, UTG straddled to 2k. Flop: seat 2 bets 3k, seat 5 raises to 8k, seat 7 min-raises."
    result = answer(text).result
    assert result["ruling"]["total"] == 13000 and result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("Flop, seat 2 bets 3k, seat 5 says 'raise 7000' and puts it in. Now he says he meant 7000 more "
         "(10k total). Which is it?", 7000),
        ("Flop, el 2 apuesta 3.000 y el 5 dice 'subo siete mil' y los pone. Ahora dice que quería decir "
         "7.000 más, o sea 10.000. ¿Cuánto es?", 7000),
    ],
)  # fmt: skip
def test_what_a_player_says_he_meant_is_no_fact(text: str, total: int) -> None:
    """43-B: a raise declared with an amount is the total; the amount he meant afterwards is his claim."""
    result = answer(text).result
    assert result["ruling"]["total"] == total and result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "pot_bet"),
    [
        (
            "PLO 200/400. En el flop había 5400. El 3 apuesta 1200, el 5 paga y el 8 dice bote. ¿Cuánto?",
            10200,
        ),
        (
            "PLO 200/400. On the flop there's 5400. Seat 3 bets 1200, seat 5 calls, seat 8 says pot. How?",
            10200,
        ),
    ],
)
def test_there_is_an_amount_is_the_pot(text: str, pot_bet: int) -> None:
    """ "había 5.400", "there's 5400": the pot (a count of players is no pot: "hay tres jugadores")."""
    assert answer(text).result["ruling"]["total"] == pot_bet


def test_a_count_of_players_or_a_bet_had_is_no_pot() -> None:
    for text in (
        "Flop, hay tres jugadores. El 3 apuesta 1200 y el 5 sube a 4000. ¿Qué es?",
        "Turn, el 2 había apostado 2500 y el 6 va all in por 3200. ¿Puede el 2 volver a subir?",
    ):
        assert answer(text).result["facts"]["pot"] is None, text


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 1000/2000 river, el bote lo tenemos contado en 38000 y el 4 dice 'cinco'. ¿5000 o 50000?",
        "blinds 1000/2000 river, the pot counted at 38000, seat 4 says five. 5000 or 50000?",
    ],
)
def test_a_pot_told_as_counted_is_the_pot_rule_57_reads_against(text: str) -> None:
    result = answer(text).result  # 57: 50,000 is over the 38,000 pot: the bet is 5,000
    assert result["facts"]["pot"] == 38000
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("4", 5000)
    assert result["confidence"] == "certain", result["questions"]
