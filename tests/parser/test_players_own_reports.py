"""A player writing about his own hand: he names his seat (at the opening or at the end), tells what he did
in the first person ("dije 'pago'", "tiré una de 10", "I said 1300"), and his opinions and what he did not
see are his case, not the dealer's doubts. The dealer's own doings ("dealer made it a call", "me devolvió
300") are no player's action; the event's numbers (buy-in, hour) are no chips."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "seat", "action", "total"),
    [
        (
            "soy el del asiento 5. ciegas 200/400, turn: el 2 apuesta 1500, el 4 sube a 4000 y no me di "
            "cuenta, dije 'pago'. la dealer me obliga a poner 4000. ¿es así?",
            "5",
            "call",
            4000,
        ),
        (
            "blinds 200/400. turn seat 2 bets 1500, I said 'call' and put out 1500, dealer says it's fine. "
            "just checking my call is 1500? im seat 5",
            "5",
            "call",
            1500,
        ),
        (
            "Hola, juego en el asiento 3. Ciegas 500/1000, flop: el 6 apuesta 3000 y tiré una de 5000 sin "
            "decir nada esperando que me den cambio. El dealer dice que es call. ¿Es así?",
            "3",
            "call",
            3000,
        ),
    ],
)
def test_the_writers_first_person_is_his_seat(text: str, seat: str, action: str, total: int) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == (seat, action, total)
    assert result["confidence"] == "certain", result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 100/200. flop seat 2 bets 900 and I said 'twelve hundred' and put it out. the dealer made it "
        "a call and gave me 300 back. that seems wrong to me, I wanted to raise. im seat 6",
        "ciegas 100/200. flop el 2 apuesta 900 y yo dije 'mil doscientos' y los puse. la dealer lo hizo call "
        "y me devolvió 300. me parece injusto, yo quería subir. soy el 6",
    ],
)
def test_the_dealers_doings_and_the_players_complaint_are_no_facts_in_doubt(text: str) -> None:
    result = answer(text).result  # 45: 300 over the call is under half the 900 raise: a call
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == ("6", "call", 900, 300)
    assert result["confidence"] == "certain", result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "the 80 dollar daily, 7pm start. blinds 100/200, UTG opens 500 and the HJ silently puts out one 1000 "
        "chip. call or raise?",
        "torneo de $80 de las 19hs. ciegas 100/200, el UTG abre a 500 y el HJ pone en silencio una ficha de "
        "1000. ¿call o raise?",
    ],
)
def test_a_buy_in_and_an_hour_are_no_chips(text: str) -> None:
    result = answer(text).result  # 44: one oversized chip without a word is a call
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "HJ",
        "call",
        500,
    )
    assert result["confidence"] == "certain", result["questions"]
