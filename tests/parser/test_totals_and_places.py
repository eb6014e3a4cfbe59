"""Amounts in their frames: chips put "in the middle" are the chips, not the pot; "10k of his 22k" names
the whole stack; a chip list restated as a total that it does not add up to cannot be ruled (the floor
checks what is there); a player's claim of what his action "is" ("dice q nomás es apuesta de 1.200") is
his opinion, not a bet of his."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000, turn. Seat 1 bets 2500 and seat 4 silently puts 1000 in the middle. What is it?",
        "Ciegas 500/1000, turn. El 1 apuesta 2500 y el 4 mete 1000 al bote sin decir nada. ¿Qué es?",
    ],
)
def test_chips_put_in_the_middle_are_no_pot(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["pot"] is None
    assert result["ruling"]["seat"] == "4"


@pytest.mark.parametrize(
    "text",
    [
        "River, seat 1 bets 6000, seat 5 clearly says all in and then pushes only 9,000 of his 30,000. What "
        "is his bet?",
        "River, el 1 apuesta 6000, el 5 dice all in clarito y después empuja solo nueve mil de sus treinta "
        "mil. ¿Cuánto es?",
    ],
)
def test_a_part_of_his_whole_stack_names_the_stack(text: str) -> None:
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "all_in", 30000)


@pytest.mark.parametrize(
    ("text", "floor"),
    [
        ("Flop, seat 2 bets 3000, seat 6 silently tosses in a 1000 and two 500s, that is 5000. Call?", True),
        ("Flop, el 2 apuesta 3000 y el 6 tira una de mil y dos de quinientos, o sea cinco mil. ¿Paga?", True),
        ("Flop, el 2 apuesta 3000 y el 6 tira dos de mil y dos de quinientos, o sea tres. ¿Qué es?", False),
    ],
)
def test_chips_and_the_total_said_must_agree(text: str, floor: bool) -> None:
    result = answer(text).result
    assert result["floor"] is floor
    assert (result.get("floor_reason") == "chips_disagree") is floor


@pytest.mark.parametrize(
    "text",
    [
        "Flop, blinds 600/1200. Checked to the button who drops one 5k chip silently. The BB says that it "
        "was a bet of 1200 only. How much is the bet?",
        "Flop, ciegas 600/1200. Pasan hasta el botón que tira una ficha de 5000 sin decir nada. El BB dice q "
        "nomás es apuesta de 1200. ¿Cuánto es la apuesta?",
    ],
)
def test_what_another_player_says_the_action_is_is_his_opinion(text: str) -> None:
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("BTN", "bet", 5000)
