"""Families the nineteenth round of issue 13 fixed (drawn from the eighteenth fresh set,
tests/procedures/data/fresh_incidents_18.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import house_decides, ruled


@pytest.mark.parametrize(
    "text",
    [
        "Pitching the cards, the first one has flipped over on me, seat 2's. Nobody has acted. What now?",
        "Repartiendo se me han dado vuelta la primera carta del reparto, la del 3. Nadie habló todavía. ¿Qué "
        "hacemos?",
    ],
)
def test_the_first_card_of_the_deal_told_flipped_in_the_perfect_tense_is_a_misdeal(text: str) -> None:
    """35-A-7: one of the first two cards exposed by the dealer, before any action, is a misdeal; "has
    flipped over on me", "se me han dado vuelta" tell the dealer's exposure as "se me volteó" does."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert result["ruling"]["decision"] == "misdeal"
    assert result["rules"][0] == "tda-2024:35-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Seat 3 was outside when I finished dealing. He got back with action on seat 7. Does he play?", "3"),
        ("El del 2 estaba fuera cuando acabé de dar cartas; volvió con la acción ya en el 5. ¿Juega?", "2"),
    ],
)
def test_the_seat_the_action_is_on_is_not_the_player_who_came_back(text: str, seat: str) -> None:
    """30: the player away when the last card went out has a dead hand; "with action on seat 7", "con la
    acción ya en el 5" name where the action stands when he came back, not whose hand is ruled."""
    result = ruled(text)
    assert result["facts"]["incident"] == "at_seat"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["rules"] == ["tda-2024:30"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 6 was out smoking when I pitched the cards and only sat down a minute later, nobody had acted "
        "yet. Is his hand live?",
        "El del 8 estaba en la terraza cuando terminé de dar las cartas, se sentó un rato después y todavía "
        "nadie había hablado. ¿Tiene mano?",
    ],
)
def test_a_player_away_while_the_cards_were_pitched_has_a_dead_hand(text: str) -> None:
    """30: away "when I pitched the cards", "cuando terminé de dar las cartas": not at his seat when the last
    card was dealt, his hand is killed, however soon he came back and whether anyone had acted or not."""
    result = ruled(text)
    assert result["facts"]["incident"] == "at_seat"
    assert result["ruling"]["decision"] == "dead_hand"
    assert result["rules"] == ["tda-2024:30"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 5 showed his hole cards to his mate on his left who had already folded, with the turn still to "
        "come. Do we kill seat 5's hand?",
        "El del 3 le enseñó su mano al de su derecha, que ya se había tirado, y aún falta el turn. ¿Le "
        "matamos la mano?",
    ],
)
def test_a_live_hand_shown_to_a_folded_player_with_a_street_to_come(text: str) -> None:
    """68: cards shown with action pending leave the hand live; shown to one player it breaks one player to
    a hand (67) and the penalty is the TD's (71). "The turn still to come", "aún falta el turn": the betting
    is not over."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert result["ruling"]["decision"] == "live_hand"
    assert set(result["rules"]) == {"tda-2024:68", "tda-2024:67", "tda-2024:71"}
    assert result["floor"] is True


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Seat 9 has only one card, she's the button, she hasn't acted; UTG limped and seat 3 raised. Can "
            "she get her second card?",
            "9",
        ),
        (
            "El del 4 tiene una sola carta, es el botón, todavía no habló; el UTG pagó y el 6 subió. ¿Le "
            "damos la carta que le falta?",
            "4",
        ),
    ],
)
def test_a_player_short_a_card_told_to_be_the_button_in_passing(text: str, seat: str) -> None:
    """37: the button's missing card may be replaced even after substantial action, as long as the button has
    not acted; "she's the button", "es el botón" said right after the seat tell whose the button is."""
    result = ruled(text)
    assert result["facts"]["incident"] == "misdeal"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"][0] == "tda-2024:37"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "At showdown seat 7 turned over a single card, then the dealer swept his hand and pushed the pot to "
        "seat 1. Seat 7 says he had quads and his cards are sitting on top of the muck.",
        "En el showdown el del 6 enseñó una sola carta y el crupier le recogió las cartas y le dio el bote "
        "al 2. El 6 dice que tenía escalera y las cartas se ven arriba del muck.",
    ],
)
def test_a_hand_part_tabled_and_mucked_by_the_dealer_is_the_tds_call(text: str) -> None:
    """13-B: a player who tables one card does so at his own risk, and whether the hand was tabled enough is
    the TD's final decision; 65-A: a hand the dealer kills by mistake has no redress unless it can be
    identified. Not a live hand stated as certain."""
    result = ruled(text)
    assert result["facts"]["incident"] == "one_card_shown"
    assert result["ruling"]["decision"] is None
    assert {"tda-2024:13-B", "tda-2024:15-A", "tda-2024:65-A"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "The river went out unburnt, I only realised after seat 4 checked and seat 1 bet 3,000. What now?",
        "El river salió sin quemar, me di cuenta cuando el 6 ya había pasado y el 2 apostado. ¿Y ahora?",
    ],
)
def test_a_turn_or_river_dealt_unburnt_after_action_is_the_tds(text: str) -> None:
    """39-B settles a flop dealt unburnt (action stands); for a turn or river no rule does: the card bet on
    likely stands, one burn a street (38), but the TD decides in the interest of the game (1)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "no_burn"
    assert result["ruling"]["decision"] == "play_continues"
    assert {"tda-2024:38", "tda-2024:1"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "I boxed two cards pitching, seat 2 and seat 6 each have one face up. Nobody has acted.",
        "Repartiendo volteé dos cartas, una del 3 y otra del 7, las dos quedaron boca arriba. Nadie ha "
        "hablado.",
    ],
)
def test_two_cards_the_dealer_boxed_on_the_deal_are_a_misdeal(text: str) -> None:
    """35-A-1: two or more boxed cards on the initial deal, before any action, are a misdeal; "I boxed two
    cards", "volteé dos cartas" tell it in the dealer's own first person."""
    result = ruled(text)
    assert result["facts"]["incident"] == "misdeal"
    assert result["ruling"]["decision"] == "misdeal"
    assert result["rules"][0] == "tda-2024:35-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "We're on the river, bet and call, and the deck counts 51 when I check it, no duplicate cards. Carry "
        "on?",
        "En el river con apuesta y call vemos que en la baraja faltan cartas, no hay cartas repetidas. "
        "¿Seguimos?",
    ],
)
def test_a_deck_short_a_card_after_action_is_no_fouled_deck(text: str) -> None:
    """35-E: only two cards of the same suit and rank foul a deck; a card missing is the house's to define.
    After substantial action the hand likely proceeds (35-D), the floor deciding (1): not a misdeal stated as
    certain."""
    result = ruled(text)
    assert result["facts"]["incident"] == "fouled_deck"
    assert result["ruling"]["decision"] == "play_continues"
    assert {"tda-2024:35-E", "tda-2024:1"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "After the hand we found two jacks of clubs in the deck; seat 1 took the pot and the next hand's "
        "been dealt already. Can anything be done?",
        "Al contar la baraja después de la mano había dos ases de picas. El bote ya se lo llevó el 3 y ya "
        "estamos en la siguiente mano. ¿Se puede hacer algo?",
    ],
)
def test_a_fouled_deck_found_once_the_next_hand_began_leaves_the_pot_where_it_went(text: str) -> None:
    """35-E: once a hand concludes, the right to dispute it on a fouled deck ends as rule 22 says: the next
    hand begun, the pot stands. The rule decides: certain, no floor."""
    result = ruled(text)
    assert result["facts"]["incident"] == "fouled_deck"
    assert result["ruling"]["decision"] is None
    assert result["rules"][:2] == ["tda-2024:22", "tda-2024:35-E"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Seat 2 goes all in on the flop, gets called and then goes out to smoke before the turn. Do we "
         "carry on?", "2"),
        ("El del 5 va all in en el flop, le pagan y se va afuera a fumar antes del turn. ¿Seguimos?", "5"),
    ],
)  # fmt: skip
def test_an_all_in_player_who_goes_out_to_smoke_is_his_conduct(text: str, seat: str) -> None:
    """31: a player with a live hand, all in too, must stay at the table; leaving it is subject to a penalty,
    the TD's (71). "Goes out to smoke", "se va afuera a fumar": no betting to rule."""
    result = ruled(text)
    assert result["rules"][:2] == ["tda-2024:31", "tda-2024:71"]
    assert result["ruling"]["seat"] == seat
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "The button got moved two seats by mistake; we caught it on the river after a few bets. Do we stop "
        "and fix it?",
        "Nos dimos cuenta de que el botón estaba mal puesto, un asiento de más, en el flop tras varias "
        "apuestas. ¿Lo corregimos ya?",
    ],
)
def test_a_wrong_button_found_after_several_bets_stands(text: str) -> None:
    """34-A: a wrong button is corrected before substantial action; "after a few bets", "tras varias
    apuestas" tell that action came first: play continues and the error stands."""
    result = ruled(text)
    assert result["facts"]["incident"] == "button_moved"
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"][0] == "tda-2024:34-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Seat 7 had three cards, spotted only after UTG raised and two players called. What now?", "7"),
        ("Oye, el del 4 tenía tres cartas, nos dimos cuenta después de que el UTG subió y pagaron dos. ¿Qué "
         "hacemos con él?", "4"),
    ],
)  # fmt: skip
def test_a_hand_that_had_a_card_too_many_after_action_is_dead(text: str, seat: str) -> None:
    """35-D, 38: once substantial action has occurred no misdeal can be called, and a hand with the wrong
    number of cards is dead; "had three cards", "tenía tres cartas" tell the count in the past."""
    result = ruled(text)
    assert result["facts"]["incident"] == "misdeal"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert {"tda-2024:35-D", "tda-2024:38"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("We have to move one from table 6 to table 2, which player goes? Seat 7 is the big blind now, next "
         "big blind is seat 8.", "8"),
        ("Hay que pasar uno de la mesa 3 a la 9, ¿qué jugador se va? La grande ahora es el 2, la próxima "
         "grande es el 4.", "4"),
    ],
)  # fmt: skip
def test_the_player_moved_to_balance_is_the_next_big_blind_told(text: str, seat: str) -> None:
    """11-A: to balance, the player to be big blind next moves; "which player goes", "¿qué jugador se va?"
    ask who, and "la próxima grande es el 4" tells him."""
    result = ruled(text)
    assert result["facts"]["incident"] == "short_table"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("move_player", seat)
    assert result["rules"] == ["tda-2024:11-A"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Table 8 here, we're down to five here and the biggest table has eight; the big blind is on an empty "
        "seat next hand. Keep going?",
        "Mesa 7: nos quedamos cinco acá y la mesa más llena tiene ocho, la ciega grande cae en un asiento "
        "vacío la próxima mano. ¿Paramos?",
    ],
)
def test_a_table_three_short_of_the_fullest_halts_once_the_blinds_are_hit(text: str) -> None:
    """11-D: play halts on a table three or more players short of the fullest once the blinds are impacted;
    "the biggest table has eight", "la mesa más llena tiene ocho" tell the fullest table."""
    result = ruled(text)
    assert result["facts"]["incident"] == "short_table"
    assert result["ruling"]["decision"] == "halt_play"
    assert result["rules"] == ["tda-2024:11-D"]


@pytest.mark.parametrize(
    "text",
    [
        "Garrido rules: the turn went out unburnt and we only saw it after seat 2 bet and seat 6 called. "
        "Does the board stand?",
        "Reglamento de Garrido: el river salió sin quemar y nos dimos cuenta cuando el 4 ya había apostado y "
        "el 8 pagado. ¿Vale el board?",
    ],
)
def test_garrido_keeps_a_board_dealt_unburnt_on_any_street_once_acted_on(text: str) -> None:
    """Garrido 5.e: a burn missed on any street, found after action on it, leaves the board valid; TDA 39-B
    says so of the flop only, and a turn or river is the TD's (38, 1)."""
    tda = house_decides(text, "garrido", "garrido-2010:5.e", "play_continues")
    assert tda["ruling"]["decision"] == "play_continues"
    assert (tda["floor"], tda["confidence"]) == (True, "unsure")
