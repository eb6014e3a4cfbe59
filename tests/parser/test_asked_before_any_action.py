"""What a named player may do before anyone has acted ("UTG wants to raise, what's the minimum?", "checked
to seat 4, who wants to pot: how much?") is a ruling on the table as it stands, not a rule search; "wants to
pot" asks the pot-limit maximum; "3 of us saw the flop for 1,500 each" tells the pot."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 100/200, preflop. UTG wants to raise, what's the minimum?",
        "Ciegas 100/200, preflop. El UTG quiere subir, ¿cuál es el mínimo?",
    ],
)
def test_a_players_options_before_any_action_are_ruled(text: str) -> None:
    result = answer(text).result
    assert result["intent"] == "ruling"
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("UTG", 400)


@pytest.mark.parametrize(
    "text",
    [
        "PLO 250/500. 3 of us saw the flop for 1500 each, checked to the turn, now seat 4 wants to pot. How "
        "much?",
        "PLO 250/500. Vimos el flop tres jugadores, 1500 cada uno, en el turn pasan hasta el 4 que quiere "
        "apostar el bote. ¿Cuánto?",
    ],
)
def test_wanting_to_pot_asks_the_pot_told_by_what_each_put_in(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["pot"] == 4500
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "4",
        "bet",
        4500,
    )


def test_the_pot_limit_maximum_with_the_pot_untold_asks_for_the_pot() -> None:
    result = answer("PLO 250/500, turn, checked to seat 4 who wants to pot. How much?").result
    assert result["confidence"] != "certain" and "pot_size" in " ".join(result["questions"])
