"""House-rule families the fourteenth house round of issue 13 fixed, each in both languages and in other words
than the fresh sets' rows (tests/procedures/data/fresh_house*.jsonl)."""

from __future__ import annotations

import pytest

from tests.support.rulings import house_decides, ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento Garrido, quedan 3 mesas: la 1 con 8 jugadores y la 6 con 6. En la 1 la siguiente ciega "
         "grande es el puesto 2. ¿Hay que mover?", "2"),
        ("Garrido rules, 4 tables left. Table 2 has 9 and table 5 has 7. Do I move someone? At table 2 the "
         "next big blind goes to seat 3.", "3"),
        ("Reglamento Garrido, quedan 6 mesas, la 3 con 9 y la 8 con 7. El próximo en poner la ciega grande "
         "en la 3 es el asiento 5. ¿Muevo a alguien?", "5"),
        ("Garrido, 5 tables left: table 1 has 9, table 4 has 7. The next player to post the big blind at "
         "table 1 is seat 8. Do I move someone?", "8"),
    ],
)  # fmt: skip
def test_the_next_big_blind_told_by_his_seat_is_the_player_garrido_moves(text: str, seat: str) -> None:
    """Garrido 12.a moves a player at a gap of two with six tables or fewer, and 12.b names him: the one due
    to post the big blind at the fuller table, told here by his seat's word ("es el puesto 2", "goes to seat
    3"). TDA 11-D would not move anyone at a gap of two."""
    result = ruled(text, "garrido")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("move_player", seat)
    assert result["rules"][:2] == ["garrido-2010:12.a", "garrido-2010:12.b"]
    assert not result["floor"] and result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento Garrido. El del 4 levanta mal sus cartas y el del 5 le vio la reina. ¿Tengo que matarle "
         "la mano?", "4"),
        ("Garrido rulebook. Seat 7 picked his cards up carelessly and seat 8 saw his king. Is his hand dead?",
         "7"),
        ("Garrido: el del 3 alcanzó a ver una carta del 4 porque la levantó mucho. ¿Qué hago?", "4"),
        ("Garrido: seat 2 caught sight of seat 1's ace when he peeked. What now?", "1"),
    ],
)  # fmt: skip
def test_a_card_another_player_saw_is_shown_to_the_table_at_garrido(text: str, seat: str) -> None:
    """Garrido 7.f: a card one player saw of another's, for whatever reason, is shown to every player, and
    16.e keeps the hand alive; TDA shows it to nobody (67) and the hand lives too (68)."""
    house, plain = ruled(text, "garrido"), ruled(text)
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("live_hand", seat)
    assert {"garrido-2010:7.f", "garrido-2010:16.e", "tda-2024:67", "tda-2024:68"} <= set(house["rules"])
    assert not house["floor"] and house["confidence"] == "certain"
    assert plain["ruling"]["decision"] == "live_hand" and "tda-2024:68" in plain["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "San Roque, turbo de 10 minutos. En el river nadie ha apostado; al del 3 le piden tiempo, pasan 30 "
        "segundos más la cuenta de 5 y no actúa. ¿Check?",
        "San Roque turbo, 12-minute levels. Seat 3 on the river, nobody has bet, clock called, the 30 "
        "seconds and the five-count go by and he still doesn't act. Check him?",
    ],
)
def test_a_clock_run_out_told_in_the_present_kills_the_hand_at_san_roque(text: str) -> None:
    """San Roque 34: when the countdown ends without a decision the hand is void, facing a bet or not (TDA 29:
    checked when not facing one). "No actúa", "doesn't act": the time ran out."""
    house, plain = ruled(text, "san-roque"), ruled(text)
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("dead_hand", "3")
    assert house["rules"][0] == "san-roque:34"
    assert (plain["ruling"]["decision"], plain["ruling"]["action"]) == ("live_hand", "check")


@pytest.mark.parametrize(
    "text",
    [
        "En San Roque el del 6 tomó asiento mientras el crupier daba la segunda carta a cada uno. ¿Tiene "
        "mano?",
        "San Roque house rules. Seat 6 took his seat while the dealer was on the second round - he was not "
        "there when the first card went out. Live or dead?",
        "San Roque: seat 6 got to his chair just after the first card went out, before the deal ended. Live?",
    ],
)
def test_a_player_seated_after_the_first_card_is_dead_at_san_roque(text: str) -> None:
    """San Roque 38: at the seat "cuando se reparta la primera carta"; seated on the deal's second round
    ("tomó asiento", "took his seat"), the hand is dead. TDA 30 counts the last card: live."""
    plain = house_decides(text, "san-roque", "san-roque:38", "dead_hand", "6")
    assert plain["ruling"]["decision"] == "live_hand"


@pytest.mark.parametrize(
    "text",
    [
        "Torneo de San Roque. El del 5 estuvo escribiendo whatsapps durante el flop, y tiene cartas. ¿Le "
        "anulamos la mano?",
        "San Roque event: seat 5 was messaging on his phone holding live cards on the flop. Can his hand be "
        "killed?",
    ],
)
def test_messaging_with_live_cards_may_cost_the_hand_at_san_roque(text: str) -> None:
    """San Roque 20, 21: a player who uses the phone with cards "corre el riesgo que su mano se considere
    nula", the TD deciding; TDA 5 and 71: a penalty perhaps, the hand stays live."""
    house, plain = ruled(text, "san-roque"), ruled(text)
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("dead_hand", "5")
    assert {"san-roque:20", "san-roque:21", "tda-2024:5"} <= set(house["rules"])
    assert house["floor"] is True
    assert plain["ruling"]["decision"] is None


@pytest.mark.parametrize(
    "text",
    [
        "Reglamento de Garrido: la primera carta fue a la ciega grande y no a la chica; nos dimos cuenta "
        "cuando el UTG y el MP ya tiraron. ¿Se repite el reparto?",
        "Garrido rules: the first card went to the big blind, not the small blind; we noticed once UTG and "
        "UTG+1 had mucked. Misdeal?",
    ],
)
def test_two_folds_told_by_their_positions_stop_a_garrido_misdeal(text: str) -> None:
    """Garrido 2 and 4.l: two actions, folds included, are action, and after action there is no misdeal (the
    first card to the wrong seat, 2.g). TDA 36: two folds are no substantial action: a misdeal."""
    plain = house_decides(text, "garrido", "garrido-2010:4.l", "play_continues", None)
    assert "garrido-2010:2.p1" in ruled(text, "garrido")["rules"]  # the clause defining action, cited with it
    assert plain["ruling"]["decision"] == "misdeal"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento Garrido. En la mano anterior el botón estaba en el 6 y el crupier lo movió al 8, "
         "saltándose el 7; la mano se jugó y lo vemos ahora. ¿Dónde ponemos el botón?", "7"),
        ("Garrido rules. Last hand the button was on seat 6 and the dealer moved it to 8, skipping 7. That "
         "hand was played out; we only spotted it now. Where does the button go?", "7"),
        ("Garrido: el dealer adelantó el botón dos puestos, del 3 al 5, y se jugó la mano; ahora nos damos "
         "cuenta. ¿Dónde va?", "4"),
        ("Garrido: last hand the dealer advanced the button two seats, from 3 to 5; it was played out. Where "
         "does it go now?", "4"),
    ],
)  # fmt: skip
def test_a_button_the_dealer_moved_two_seats_goes_between_at_garrido(text: str, seat: str) -> None:
    """Garrido 2.p3-b: a button moved two seats, found on the next hand, goes to the seat in between. TDA
    34-A: the error stands once the hand was played."""
    plain = house_decides(text, "garrido", "garrido-2010:2.p3", "button", seat)
    assert plain["ruling"]["decision"] == "play_continues"


@pytest.mark.parametrize(
    "text",
    [
        "Reglamento Garrido. Al terminar la mano contamos la baraja y solo hay 51 cartas. ¿Repetimos la "
        "mano?",
        "Garrido rules. Mid-hand on the turn we notice the deck is short: only 51 cards. Do we void the "
        "hand?",
        "Reglamento Garrido: al recoger vemos que a la baraja le faltan dos cartas. ¿Qué pasa con las manos "
        "jugadas?",
        "Garrido: the deck came up one card short at the end of the hand. Do we redo it?",
    ],
)
def test_a_deck_found_short_leaves_the_hands_as_played_at_garrido(text: str) -> None:
    """Garrido 4.g: cards found missing from the deck leave every hand played valid, the current one too. TDA
    35-E leaves such a deck to the house: the TD decides."""
    plain = house_decides(text, "garrido", "garrido-2010:4.g", "play_continues", None)
    assert plain["ruling"]["decision"] is None and plain["floor"] is True
    assert "tda-2024:35-E" in plain["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "San Roque: al del 5 le pidieron tiempo cuando llevaba alrededor de un minuto pensando en el turn. "
        "¿Se le pone el reloj?",
        "San Roque: someone called the clock on seat 5 after roughly a minute of thinking on the turn. Do we "
        "start it?",
    ],
)
def test_a_clock_asked_before_two_minutes_is_not_yet_due_at_san_roque(text: str) -> None:
    """San Roque 34: time may be asked "una vez transcurrido un tiempo razonable, nunca menos de dos minutos":
    after about a minute ("alrededor de", "roughly") there is no clock yet, so no hand is ruled dead; the
    staff applies the rule."""
    result = ruled(text, "san-roque")
    assert result["ruling"]["decision"] is None and result["rules"][0] == "san-roque:34"
    assert result["floor"] is True


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("San Roque, evento de win the button: el botón en el 2; el bote se lo ha llevado el nueve. ¿Dónde "
         "va el botón?", "9"),
        ("San Roque, win-the-button night. The button was on seat 1 and seat seven won the hand. Does the "
         "button go to 2 as usual?", "7"),
    ],
)  # fmt: skip
def test_the_winner_told_by_his_seat_in_words_takes_the_button_at_san_roque(text: str, seat: str) -> None:
    """San Roque 11: in a "win the button" event the player who wins the hand takes the button, his seat told
    in words ("el nueve", "seat seven"); TDA has no such format (32: the dead button moves on)."""
    result = ruled(text, "san-roque")
    assert (result["ruling"]["decision"], result["rules"][0]) == ("button", "san-roque:11")
    assert result["ruling"]["seat"] == seat and not result["floor"]


@pytest.mark.parametrize(
    "text",
    [
        "San Roque, mesas de 9. La 2 va con 9 y la mía, la 5, se quedó en 6 después de tres eliminaciones. "
        "¿Paro de repartir?",
        "San Roque, 9-handed tables. Table 2 is full at 9 and mine, table 5, is left with 6 after three "
        "bust-outs. Do I stop dealing?",
    ],
)
def test_a_table_left_three_short_halts_at_san_roque(text: str) -> None:
    """San Roque 28 (as TDA 11-D): play stops on a table three players short of the fullest, told by what the
    table "se quedó en", "is left with"; the staff applies it."""
    result = ruled(text, "san-roque")
    assert (result["ruling"]["decision"], result["rules"][0]) == ("halt_play", "san-roque:28")
    assert result["floor"] is True and result["confidence"] == "certain"
