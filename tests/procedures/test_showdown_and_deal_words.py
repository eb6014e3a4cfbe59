"""Who shows first, and the button dealt two cards in a row, in people's words (issue 13): a river "sin
apuestas" or "checked down" is no bet (the first seat left of the button shows), two players named "X against
Y" are the hand, a bet by a player the report does not name is asked, never ruled as seat "?"; the button
given its two cards one after the other is no misdeal (35-B)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Showdown con el 3, el 5 y el 8, river sin apuestas, el botón en el 4. ¿Quién enseña?", "5"),
        ("Nadie apostó en el river; siguen el 1 y el 6, botón en el 6. ¿Quién muestra primero?", "1"),
        ("They checked it down, seats 2, 4 and 9 still in, button is seat 3. Who has to show first?", "4"),
        ("Nobody bet the river, seats 5 and 10 left, button on seat 7. Who tables first?", "10"),
    ],
)
def test_a_river_without_bets_in_words_is_no_river_bet(text: str, seat: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("shows_first", seat)


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "River checked down, seat 5 on the button against seat 9; seats 1 to 4 folded. Who shows?",
            "9",
        ),
        (
            "Pasaron el river, el del 8 con el botón contra el del 3, los demás se tiraron. ¿Quién enseña?",
            "3",
        ),
    ],
)
def test_two_players_named_against_each_other_are_the_hand(text: str, seat: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("shows_first", seat)


def test_a_bet_by_an_unnamed_player_is_asked_not_ruled_as_an_unknown_seat() -> None:
    result = answer(
        "Hubo apuesta en el river y un call, quedan el 2 y el 7, botón en el 5. ¿Quién muestra?"
    ).result
    ruling = result["ruling"] or {}
    assert ruling.get("seat") != "?"
    assert ruling.get("decision") is None or result["floor"] is True or result["confidence"] != "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Me salté al del botón en la primera vuelta y le di sus dos cartas seguidas al final. ¿Es mano nula?",
        "Dealer missed the button first time round and then pitched him two in a row at the end, misdeal?",
    ],
)
def test_the_button_dealt_two_cards_in_a_row_is_no_misdeal(text: str) -> None:
    result = answer(text).result
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"][:2] == ["tda-2024:35-B", "tda-2024:37"]


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("Hubo mano nula en la 3 y llegó un jugador nuevo de otra mesa. ¿Juega el nuevo reparto?", None),
        ("Misdeal on 14, a new player from a broken table sat down before we redealt. Cards for him?", None),
        (
            "Misdeal on 14; seat 6 was in the bathroom on the original deal and is back before we redeal.",
            "live_hand",
        ),
    ],
)
def test_a_redeal_seats_no_new_player_but_deals_in_one_who_was_away(text: str, decision: str | None) -> None:
    """35-C: the re-deal replays the original deal: no new players; those dealt in while away play it."""
    result = answer(text).result
    assert (result["ruling"]["decision"], result["rules"][0], result["floor"]) == (
        decision,
        "tda-2024:35-C",
        False,
    )
    assert "nuevo reparto repite" in result["reply"] or "re-deal is an exact replay" in result["reply"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Mano nula; el botón está en el 7. ¿Hay que mover el botón antes de volver a repartir?",
            "7",
        ),
        ("Misdeal on table 2. Button is on seat 9. Do we move the button before the redeal?", "9"),
    ],
)
def test_the_button_does_not_move_for_a_redeal(text: str, seat: str) -> None:
    """35-C: the re-deal is an exact replay, the button stays."""
    result = answer(text).result
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["rules"]) == (
        "button",
        seat,
        ["tda-2024:35-C"],
    )


@pytest.mark.parametrize(
    ("text", "decision", "floor"),
    [
        (
            "Hay un all-in en el turn y los otros dos siguen apostando. ¿Damos vuelta las cartas?",
            "play_continues",
            False,
        ),
        (
            "One player is all in on the flop and two others can still bet. Do I turn his cards up?",
            "play_continues",
            False,
        ),
        ("Seat 4 is all in. Should I turn the cards up?", None, True),
    ],
)
def test_hands_are_turned_up_only_when_the_betting_is_over(
    text: str, decision: str | None, floor: bool
) -> None:
    """16: with an all-in, the hands are tabled once all betting action is complete; with nobody else told,
    the floor is called rather than tabling on a guess."""
    result = answer(text).result
    assert (result["ruling"]["decision"], result["floor"], result["rules"][0]) == (
        decision,
        floor,
        "tda-2024:16",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Quedan dos en la final y el botón es el 6. ¿Quién pone la ciega pequeña?",
        "We're down to two players, button on seat 6. Who posts the small blind and acts first preflop?",
    ],
)
def test_heads_up_the_button_is_the_small_blind(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["rules"]) == (
        "button",
        "6",
        ["tda-2024:34-B"],
    )


def test_heads_up_told_as_context_of_a_bet_is_a_betting_report() -> None:
    result = answer("Estamos heads up en el river. El 2 apuesta 2.000 y el 5 paga.").result
    assert result["ruling"]["decision"] != "button"
