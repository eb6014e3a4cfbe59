"""Who is speaking and where, and players by name: words that are no fact of the hand and must not make an
answer unsure. A greeting and the dealer's own name before the level ("hello um this is jiwoo on table
three"), a player's name in brackets after his seat ("seat 8 (Declan)"), a name before "who" and the action
("Shazza who just plonks a chip in")."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "hello um this is minseo on table four uh blinds five hundred one thousand seat two bets two "
        "thousand and seat six says call",
        "hola eh soy yurena de la mesa cuatro eh ciegas quinientos mil el dos apuesta dos mil y el seis dice "
        "pago",
    ],
)
def test_the_dealers_own_name_in_a_greeting_is_no_unknown_word(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "certain", result["questions"]
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "6",
        "call",
        2000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Flop, 500/1000. Seat 2 bets 3000 and seat 7 (Ingrid) says call. What is it?",
        "Flop, 500/1000. El 2 apuesta 3000 y el 7 (Anselmo) dice pago. ¿Qué es?",
    ],
)
def test_a_name_in_brackets_after_the_seat(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "certain", result["questions"]
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("7", 3000)


@pytest.mark.parametrize(
    "text",
    [
        "River, 400/800. Checked to Bazza who just lobs in one 5k chip, says nothing. What is his bet?",
        "River, 400/800. Pasan todos hasta Maripili que tira una sola ficha de 5000 sin decir nada. ¿Cuánto "
        "apuesta?",
    ],
)
def test_a_name_before_who_and_the_action_is_the_player(text: str) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert ruling["seat"] in {"Bazza", "Maripili"}
    assert (ruling["action"], ruling["total"]) == ("bet", 5000)
