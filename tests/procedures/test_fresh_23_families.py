"""Families the twenty-third round of issue 13 fixed (drawn from the twenty-second fresh set,
tests/procedures/data/fresh_incidents_22.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Antes del flop el 2 pagó y el 5 se tiró, y el 8 avisa: oye, tengo tres cartas. "
            "¿Qué hago con su mano?",
            "8",
        ),
        (
            "Preflop UTG raised and seat 3 called, then seat 6 lifts his cards: "
            "'mate, I'm holding three cards'.",
            "6",
        ),
    ],
)
def test_a_player_telling_his_own_wrong_card_count_after_action_has_a_dead_hand(text: str, seat: str) -> None:
    """35-D, 38: "tengo tres cartas" said by the player himself is a wrong card count, not a bet of 3; after a
    call and a fold (substantial action) his hand is dead."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["rules"][:2] == ["tda-2024:35-D", "tda-2024:38"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Se pasó el river, quedaron el 1 y el 5, el botón estaba en el 3. Nadie quería voltear. "
            "¿Quién tenía que enseñar primero?",
            "5",
        ),
        (
            "River checked through, seats 2 and 7 left, the button was on seat 5. Nobody wanted to show "
            "first. Who should have?",
            "7",
        ),
        ("On the river seat 4 bets and seat 9 calls; neither of them will turn them over. Who's first?", "4"),
    ],
)
def test_who_had_to_show_told_in_the_past_with_where_the_button_was(text: str, seat: str) -> None:
    """17-A: "nadie quería voltear", "nobody wanted to show first" ask the showdown order; where the button
    was says who shows first with no river bet, no misplaced button."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("shows_first", seat)
    assert result["rules"][0] == "tda-2024:17-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Bote partido entre el 1 y el 5 con la misma escalera; sobraba una ficha de 100 que no se podía "
            "partir, el botón estaba en el 3 y se la dieron al 1. ¿A quién le tocaba?",
            "5",
        ),
        (
            "Split pot between seats 3 and 8, same straight, there was one chip that couldn't be split, the "
            "button was on seat 6 and the dealer gave it to seat 3. Right?",
            "8",
        ),
    ],
)
def test_an_odd_chip_told_in_the_past_goes_left_of_the_button(text: str, seat: str) -> None:
    """20-A: "sobraba una ficha que no se podía partir" is the odd chip; it goes to the first seat left of the
    button, not a misplaced button."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("odd_chip", seat)
    assert result["rules"][0] == "tda-2024:20-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "El del 2 volvió del baño y cuando se sentó yo estaba dando la primera vuelta, no perdona, "
            "ya había terminado de repartir. ¿Le vale la mano?",
            "2",
        ),
        (
            "seat 5 was at the bar and he sat down while I was pitching, no wait, I'd finished dealing "
            "already. What about his hand?",
            "5",
        ),
    ],
)
def test_a_moment_the_dealer_takes_back_is_not_the_one_ruled(text: str, seat: str) -> None:
    """30: "no perdona", "no wait" take back the words before them; the arrival after the deal stands, the
    hand is dead."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["rules"] == ["tda-2024:30"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "repartiendo me encontré una sola carta boca arriba en el mazo no perdón dos cartas boca arriba, "
        "nadie ha hablado, ¿qué hago?",
        "dealing the first round there was one card face up in the deck oh wait no two face up ones, nobody "
        "has acted yet",
    ],
)
def test_boxed_cards_counted_again_by_the_dealer_are_the_later_count(text: str) -> None:
    """35-A: one boxed card taken back for two is two boxed cards before any action, a misdeal."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "misdeal"
    assert result["rules"][0] == "tda-2024:35-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")
