"""Families the twentieth round of issue 13 fixed (drawn from the nineteenth fresh set,
tests/procedures/data/fresh_incidents_19.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat", "decision", "rules"),
    [
        (
            "Seat 4, who isn't the button, only got one card. UTG raised and the next guy called, so two "
            "actions with chips. What happens to his hand?",
            "4",
            "dead_hand",
            ["tda-2024:35-D", "tda-2024:38", "tda-2024:36"],
        ),
        (
            "El jugador del 4, que no es el botón, tiene una sola carta; ya hubo dos acciones con fichas, "
            "subió el UTG y pagó el siguiente. ¿Qué pasa con su mano?",
            "4",
            "dead_hand",
            ["tda-2024:35-D", "tda-2024:38", "tda-2024:36"],
        ),
        (
            "Seat 8 (not the button) noticed he only has one card. UTG folded and UTG+1 folded, nobody else "
            "has acted. Misdeal?",
            "8",
            "misdeal",
            ["tda-2024:35-A", "tda-2024:35-C", "tda-2024:36"],
        ),
        (
            "El 8, que no es el botón, se dio cuenta de que tiene una sola carta; se tiraron el UTG y el "
            "UTG+1 y nadie más habló. ¿Mano nula?",
            "8",
            "misdeal",
            ["tda-2024:35-A", "tda-2024:35-C", "tda-2024:36"],
        ),
    ],
)
def test_a_seat_denied_the_button_short_a_card_is_not_the_button(
    text: str, seat: str, decision: str, rules: list[str]
) -> None:
    """37 replaces only the button's missing card; "que no es el botón", "who isn't the button", "(not the
    button)" say the seat short a card is another: a misdeal before substantial action, dead after it (35,
    36, 38). "Two actions with chips", "dos acciones con fichas" are substantial action (36)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "misdeal"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == (decision, seat)
    assert result["rules"] == rules
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Reno, table 3: the button was dealt only one card and found out as the action came to him after a "
        "bet and a call. He hasn't done anything yet I think. Can we give him a card?",
        "Al botón le llegó una sola carta; lo vio cuando le tocó hablar, después de una apuesta y un call. "
        "No ha hecho nada todavía me parece. ¿Se la reponemos?",
    ],
)
def test_the_button_not_acted_said_with_a_trailing_hedge_is_conditional(text: str) -> None:
    """37: the button's missing card is replaced unless he has acted; "yet I think", "todavía me parece"
    said after it leave that fact the dealer's belief: the live hand holds if it is confirmed."""
    result = ruled(text)
    assert result["facts"]["incident"] == "misdeal"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", "BTN")
    assert result["rules"][0] == "tda-2024:37"
    assert (result["floor"], result["confidence"]) == (False, "conditional")


@pytest.mark.parametrize(
    ("text", "rules"),
    [
        (
            "En el showdown el del 2 enseñó su mano en un segundo y la tiró boca abajo; el crupier la mandó "
            "al muck. Asegura que tenía escalera, pero nadie las vio bien. ¿Qué hacemos?",
            ["tda-2024:13-B", "tda-2024:14"],
        ),
        (
            "At showdown seat 3 flashed his hand for a split second and threw it face down, the dealer took "
            "it into the muck. He says he had a full house, seat 7 says nobody got a good look. What now?",
            ["tda-2024:13-B", "tda-2024:14"],
        ),
        (
            "At showdown seat 2 turned up one card and pushed the other face down; the dealer scooped it "
            "into the discards. Seat 2 claims a flush. Can he get it back?",
            ["tda-2024:13-B", "tda-2024:15-A", "tda-2024:65-A", "tda-2024:12", "tda-2024:14"],
        ),
        (
            "En el showdown el del 4 enseñó una carta y empujó la otra boca abajo; el dealer le barrió la "
            "otra hacia el muck. Dice que tenía color. ¿La recuperamos?",
            ["tda-2024:13-B", "tda-2024:15-A", "tda-2024:65-A", "tda-2024:14"],
        ),
    ],
)
def test_a_hand_mucked_before_it_was_read_is_the_tds_call(text: str, rules: list[str]) -> None:
    """13-B: whether a hand flashed and mucked ("nadie las vio bien", "nobody got a good look") or shown one
    card and the other swept by the dealer ("the dealer scooped it", "le barrió la otra") was tabled is the
    TD's final call; a hand the dealer kills has no redress unless it can be identified (65-A). No live or
    dead hand stated as certain."""
    result = ruled(text)
    assert result["ruling"]["decision"] is None
    assert result["rules"] == rules
    assert (result["floor"], result["floor_reason"]) == (True, "td_discretion")
    assert result["confidence"] == "unsure"


@pytest.mark.parametrize(
    ("text", "seat", "decision"),
    [
        (
            "El del 7 venía de la barra y se sentó cuando ya estaban todas las cartas repartidas; ya habían "
            "hablado dos. ¿Tiene mano?",
            "7",
            "dead_hand",
        ),
        (
            "Seat 2 was coming back from the bar and sat down once all the cards were out, action was on "
            "seat 5. Does he have a hand?",
            "2",
            "dead_hand",
        ),
        (
            "El del 3 venía del servicio y se sentó a mitad del reparto; el del botón reclama que esa mano "
            "está muerta. ¿Juega?",
            "3",
            "live_hand",
        ),
        (
            "Seat 9 was coming back from the toilet and sat down halfway through the deal; seat 1 disputes "
            "the hand, says it should be dead. Is it live?",
            "9",
            "live_hand",
        ),
    ],
)
def test_a_player_coming_back_is_ruled_by_when_he_sat_down(text: str, seat: str, decision: str) -> None:
    """30: a player "coming back from the bar", "venía del servicio" is at his seat or not by the last card
    of the deal: dead once "all the cards were out", "ya estaban todas las cartas repartidas", live if he sat
    mid-deal, whatever another player claims ("reclama que esa mano está muerta", "disputes the hand")."""
    result = ruled(text)
    assert result["facts"]["incident"] == "at_seat"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == (decision, seat)
    assert result["rules"] == ["tda-2024:30"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Heads up, seat 2 shoves on the turn and seat 7 calls. Seat 2 says she'll wait for the river "
        "before she shows. Does she have to flip now?",
        "En el flop el del 2 va all in y el del 5 paga, no queda nadie más. El del 2 no quiere voltear "
        "hasta que salga el turn y el river. ¿Las damos vuelta ya?",
    ],
)
def test_an_all_in_player_who_would_wait_for_the_river_tables_now(text: str) -> None:
    """16: once a player is all in and the betting is over, every hand is turned up before the board is
    dealt; "wait for the river before she shows", "no quiere voltear hasta que salga el river" ask it."""
    result = ruled(text)
    assert result["facts"]["incident"] == "face_up"
    assert result["ruling"]["decision"] == "table_hands"
    assert result["rules"] == ["tda-2024:16"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "floor table nine the button jumped from seat three to seat five last hand and on this hand "
        "we're on the turn already bets and calls on the flop what do we do",
        "mesa seis el botón pasó del dos al cuatro en la mano anterior por error y en esta mano ya "
        "estamos en el flop hubo subida y call antes del flop lo arreglamos",
    ],
)
def test_a_button_moved_wrong_last_hand_is_this_hands_incident(text: str) -> None:
    """34-A: a button moved wrong is corrected only before substantial action; told of the last hand ("last
    hand", "en la mano anterior") with this hand's betting after it, it is this hand's button, not an
    earlier hand's incident: the betting done, play continues."""
    result = ruled(text)
    assert result["facts"]["incident"] == "button_moved"
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"][0] == "tda-2024:34-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Balancing: table 8 is down to five and table 1 has eight. The next big blind on table 1 is "
            "seat 7. Who do we send?",
            "7",
        ),
        (
            "Hay que equilibrar: la mesa 4 tiene 5 jugadores y la 2 tiene 8. La próxima ciega grande de la "
            "mesa 2 es el asiento 6. ¿A quién mando?",
            "6",
        ),
    ],
)
def test_the_next_big_blind_named_at_a_table_is_who_moves(text: str, seat: str) -> None:
    """11-A: the player due to be big blind next at the full table moves; "the next big blind on table 1 is
    seat 7", "la próxima ciega grande de la mesa 2 es el asiento 6" name him with the table between."""
    result = ruled(text)
    assert result["facts"]["incident"] == "short_table"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("move_player", seat)
    assert result["rules"] == ["tda-2024:11-A"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "At showdown seat 5 flipped both cards face up, clearly the winner with a flush, and the dealer "
        "accidentally swept them into the muck. Can we get them back?",
        "En el showdown el del 5 volteó las dos cartas boca arriba, ganaba claramente con color, y el "
        "dealer sin querer las empujó al muck. ¿Se recuperan?",
    ],
)
def test_a_tabled_winner_the_dealer_pushed_into_the_muck_is_live(text: str) -> None:
    """13-C: a hand properly tabled and clearly the winner cannot be killed; the dealer who "accidentally
    swept them into the muck", "sin querer las empujó al muck" killed nothing: the floor recovers it (65-A).
    Turned face up at showdown, it is no card exposed in play (68)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "killed_hand"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", "5")
    assert result["rules"] == ["tda-2024:13-C", "tda-2024:65-A"]
    assert (result["floor"], result["confidence"]) == (True, "certain")
