"""Families the sixteenth round of issue 13 fixed (drawn from the fifteenth fresh set,
tests/procedures/data/fresh_incidents_15.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    "text",
    [
        "Chopped pot, seats 3 and 6 both have a straight. Button is on 4. Odd 100 chip, smallest we have. "
        "Who gets it?",
        "Bote partido entre los asientos 3 y 6, botón en el 4. Queda una ficha impar de 100, la más chica en "
        "juego. ¿Para quién?",
    ],
)
def test_an_odd_chip_told_with_its_value_goes_left_of_the_button(text: str) -> None:
    """20-A: the odd chip of a split board pot goes to the first winner left of the button; "odd 100 chip"
    (its value between the words) is the odd chip, no rule question."""
    result = ruled(text)
    assert result["facts"]["incident"] == "odd_chip"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("odd_chip", "6")
    assert result["rules"] == ["tda-2024:20-A"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "river checked through seats three five and eight button on four who has to show first",
        "river pasado, quedan los asientos tres cinco y ocho, el botón en el cuatro, quién enseña primero",
    ],
)
def test_seats_listed_in_words_without_commas_are_all_in_the_showdown(text: str) -> None:
    """17-A: with no bet on the river the first player left of the button shows first: of seats 3, 5 and 8
    with the button on 4, seat 5 (the list said in words with no commas, as a voice note gives it)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "showdown_order"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("shows_first", "5")
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Seat 3 came back from the bar and sat down before I dealt the last card. Does he have a hand or do "
         "I kill it?", "3"),
        ("El del 4 volvió del baño y se sentó antes de que diera la última carta. ¿Tiene mano o se la mato?",
         "4"),
    ],
)  # fmt: skip
def test_a_player_seated_before_the_last_card_has_a_live_hand(text: str, seat: str) -> None:
    """30: a player at his seat when the last card of the deal goes out has a live hand; "before I dealt the
    last card" tells when he sat down, and "¿o se la mato?" asks whether to kill it, no kill done."""
    result = ruled(text)
    assert result["facts"]["incident"] == "at_seat"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"] == ["tda-2024:30"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 2 got back from the smoking area. The dealer says he was sitting when the last card went out, "
        "seat 8 says he was still walking over. Live hand?",
        "El del 2 volvía de fumar. La dealer dice que ya estaba sentado cuando salió la última carta, pero "
        "el otro jugador dice que todavía venía caminando. ¿Mano viva?",
    ],
)
def test_two_accounts_of_the_fact_that_decides_go_to_the_floor(text: str) -> None:
    """When the dealer and a player tell the deciding fact otherwise (where he was at the last card), no
    ruling is stated: the floor hears both and decides (1), under the incident's rule (30)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "at_seat"
    assert result["ruling"]["decision"] is None
    assert result["rules"] == ["tda-2024:30", "tda-2024:1"]
    assert (result["floor"], result["confidence"]) == (True, "unsure")
    assert result["floor_reason"] == "accounts_differ"


@pytest.mark.parametrize(
    "text",
    [
        "River, seat 4 threw his cards in face down thinking he'd won and the dealer pulled them into the "
        "muck, they're all mixed in now. Does he get the pot?",
        "En el river el 4 tiró sus cartas boca abajo creyéndose ganador y la dealer las metió al muck, ya no "
        "se distinguen. ¿Se lleva el bote?",
    ],
)
def test_cards_let_go_at_showdown_then_swept_into_the_muck_are_dead(text: str) -> None:
    """14 and 13-B: a player who lets his untabled cards go thinking he won does so at his own risk; swept
    into the muck and no longer identifiable, they are dead. His own discard, no kill of the dealer's (65)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "mucked"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", "4")
    assert result["rules"] == ["tda-2024:14", "tda-2024:13-B"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 4 have three cards, he look only now. Seat 1 raised, seat 2 called. What I do?",
        "El del 4 tiene tres cartas, recién se dio cuenta. El 1 subió y el 2 pagó. ¿Qué hago?",
    ],
)
def test_a_wrong_card_count_found_after_substantial_action_kills_that_hand(text: str) -> None:
    """35-D: after substantial action (a raise and a call, 36) no misdeal: the hand dealt the wrong number of
    cards is dead and play goes on, one burn a street (38). "He have three cards", as a dealer writing in a
    second language says it, is the count."""
    result = ruled(text)
    assert result["facts"]["incident"] == "misdeal"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", "4")
    assert result["rules"] == ["tda-2024:35-D", "tda-2024:38", "tda-2024:36"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "The clock was called on seat 7, who had a 3,000 bet in front of him on the turn. The countdown "
        "ended and he said nothing. Dead hand?",
        "Le cantaron el reloj al del 7, que tenía delante una apuesta de 3.000 en el turn. Se acabó la "
        "cuenta atrás y no dijo nada. ¿Mano muerta?",
    ],
)
def test_a_bet_in_front_of_the_player_on_the_clock_is_one_he_faces(text: str) -> None:
    """29: time run out facing a bet kills the hand. "Had a 3,000 bet in front of him", "tenía delante una
    apuesta": the bet he faced, no bet of his (which would leave him checked, his hand live)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "clock"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", "7")
    assert result["rules"] == ["tda-2024:29"]


@pytest.mark.parametrize(
    "text",
    [
        "Turbo side event with a 20-second shot clock. Seat 3 was facing a raise on the turn, had already "
        "used his time bank, and the clock hit zero before he said a word. Is his hand dead?",
        "Evento con shot clock de 20 segundos. El del 3 tenía delante una subida en el turn, ya había "
        "gastado su time bank y el reloj llegó a cero antes de que dijera nada. ¿Mano muerta?",
    ],
)
def test_a_shot_clock_run_out_facing_a_bet_kills_the_hand(text: str) -> None:
    """29 with the house's time (a shot clock, one of RP-19's ways to stop stalling): facing a bet when time
    expires, the hand is dead; a time bank used up is no bounty or clock token bet (RP-22)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "clock"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", "3")
    assert result["rules"] == ["tda-2024:29", "tda-2024:RP-19"]


@pytest.mark.parametrize(
    "text",
    [
        "Seat 4 faces a 6k bet and drops his bounty token in the pot without a word. Call or what?",
        "Al del 4 le apuestan 6.000 y tira su ficha de bounty al bote sin decir nada. ¿Es call?",
    ],
)
def test_a_bounty_chip_put_in_against_a_bet_is_the_houses_or_rule_1(text: str) -> None:
    """RP-22: a bet of an item with no value is read per house policy or Rule 1, a call or all-in at the TD's
    discretion: no action is stated, the floor decides, whatever amount the bet faced was."""
    result = ruled(text)
    assert result["ruling"]["decision"] is None and result["ruling"]["action"] is None
    assert result["rules"] == ["tda-2024:RP-22", "tda-2024:1"]
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 5's cards got mixed up with seat 6's mucked hand when seat 6 folded. The dealer isn't 100% "
        "sure which two belong to seat 5. Is he still in?",
        "Las cartas del 5 se mezclaron con las del 6, que acababa de tirarse. La dealer no está 100% segura "
        "de cuáles son del 5. ¿Sigue en la mano?",
    ],
)
def test_a_hand_mixed_with_folded_cards_and_not_surely_told_apart_is_the_tds(text: str) -> None:
    """65: a fouled hand stays in play only if it can be identified with 100% certainty, in the TD's judgement
    (65-A); the hand told first ("seat 5's cards got mixed with...") is the one at stake, and "got mixed"
    tells how it was fouled, not that it is lost."""
    result = ruled(text)
    assert result["facts"]["incident"] == "killed_hand"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == (None, "5")
    assert result["rules"] == ["tda-2024:65"]
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "On the flop seat 2 folded and his cards slid onto seat six's cards, both face down. Seat 6 is "
        "facing a bet. Live?",
        "En el flop el 2 se tiró y sus cartas cayeron encima de las del 6, boca abajo. El 6 tiene apuesta. "
        "¿Sigue viva?",
    ],
)
def test_folded_cards_that_slid_onto_a_seat_said_in_words_foul_that_hand(text: str) -> None:
    """65-B: a hand another player's folded cards landed on stays in play if it can be told apart (asked),
    the seat said in words ("seat six's cards") as in digits; no kill of the dealer's (65-A)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "killed_hand"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", "6")
    assert result["rules"] == ["tda-2024:65-B"]
    assert result["confidence"] == "conditional"


@pytest.mark.parametrize(
    "text",
    [
        "El del 3 va all-in en el flop, el 7 paga y ya no hay más jugadores. El 7 no quiere virar sus cartas "
        "hasta el final. ¿Se viran ya?",
        "Seat 3 is all-in on the flop, seat 7 calls, nobody else left. Seat 7 won't flip his cards over till "
        "the river. Do they have to go face up now?",
    ],
)
def test_cards_turned_over_said_virar_are_tabled_at_once_after_an_all_in(text: str) -> None:
    """16: once a player is all-in and the betting is over, every hand is tabled without delay. "Virar las
    cartas" (the Caribbean's "voltear") is turning them up."""
    result = ruled(text)
    assert result["facts"]["incident"] == "face_up"
    assert result["ruling"]["decision"] == "table_hands"
    assert result["rules"] == ["tda-2024:16"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Table 3: the button got bumped two spots by mistake, it belongs on 4 and sits on 6. We're on the "
        "flop, preflop there was a raise and two calls. Fix it next hand?",
        "Mesa 3: el botón se corrió dos lugares por error, tenía que estar en el 4 y está en el 6. Ya "
        "estamos en el flop, preflop hubo una subida y dos calls. ¿Lo arreglo la próxima mano?",
    ],
)
def test_a_button_moved_two_seats_found_after_substantial_action_stands(text: str) -> None:
    """34-A: a button moved wrong is corrected before substantial action; after it (a raise and two calls,
    36) play continues and the button is not backed up ("got bumped", "se corrió": the button moved)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "button_moved"
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"] == ["tda-2024:34-A", "tda-2024:36"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Dealing six-handed I flashed the fourth card, seat 4's first one, face up. Just that card. Misdeal?",
        "Repartiendo se me dio vuelta la cuarta carta, la primera del 4. Solo esa. ¿Es misdeal?",
    ],
)
def test_one_card_exposed_on_the_deal_after_the_first_two_is_no_misdeal(text: str) -> None:
    """35-A-7: only one of the first two cards off the deck, or two downcards, exposed by the dealer make a
    misdeal; a single later card ("the fourth card", "la cuarta carta") does not: the deal goes on."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"] == ["tda-2024:35-A"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "The dealer burned and turned over the turn while seat 6 still had to act on the flop, thinking "
        "about a bet. What do we do with that card?",
        "El dealer quemó y dio vuelta el turn cuando todavía faltaba hablar el 6 en el flop, que estaba "
        "pensando contra una apuesta. ¿Qué hacemos con esa carta?",
    ],
)
def test_a_turn_turned_over_with_a_player_still_to_act_is_premature(text: str) -> None:
    """RP-5-B: a turn dealt before the flop's action ended goes back to the stub, which is reshuffled; the
    burn stays ("dio vuelta el turn": the dealer turned it over)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "premature_card"
    assert result["ruling"]["decision"] == "redeal_board"
    assert result["rules"][0] == "tda-2024:RP-5-B"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 5 mucked and she is telling everyone she folded queens and that seat 2 should fold too, the "
        "hand is still going on the flop.",
        "Todavía falta el river: el del 2 se tiró y está diciendo a todos que se tiró con ases y que el 6 "
        "debería tirarse también. ¿Qué hago?",
    ],
)
def test_a_folded_player_telling_his_hand_and_advising_is_conduct(text: str) -> None:
    """67: nobody may discuss a mucked hand or advise play while the hand goes on; the penalty is the TD's
    (71). The fold told is no play to rule on."""
    result = ruled(text)
    assert result["ruling"]["decision"] is None and result["ruling"]["action"] is None
    assert result["rules"] == ["tda-2024:67", "tda-2024:71"]
    assert result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "chopped pot between seats two and six, the button I think was on four, one odd 25 chip left, who "
        "gets it",
        "bote partido entre el dos y el seis, el botón creo que estaba en el cuatro, y sobra una ficha de "
        "25, a quién se la doy",
    ],
)
def test_a_button_said_with_a_hedge_still_places_the_odd_chip(text: str) -> None:
    """20-A: the odd chip goes to the first winner left of the button (on 4: seat 6); "the button I think was
    on four" names the button's seat, and the dealer's doubt makes the ruling conditional on it."""
    result = ruled(text)
    assert result["facts"]["incident"] == "odd_chip"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("odd_chip", "6")
    assert result["rules"] == ["tda-2024:20-A"]
    assert (result["floor"], result["confidence"]) == (False, "conditional")


@pytest.mark.parametrize(
    "text",
    [
        "Dealer pitched the first card to seat 4 instead of seat 3, nobody noticed until there was a call "
        "and a raise preflop. Do we redeal?",
        "La dealer dio la primera carta al 4 en vez de al 3 y no lo vimos hasta que hubo un call y una "
        "subida en el preflop. ¿Se reparte de nuevo?",
    ],
)
def test_a_misdeal_cause_found_after_a_call_and_a_raise_is_played_on(text: str) -> None:
    """35-D: once substantial action occurred (a call and a raise: two actions in turn with chips, 36) no
    misdeal is declared, whatever order the two actions are told in."""
    result = ruled(text)
    assert result["facts"]["incident"] == "misdeal"
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"] == ["tda-2024:35-D", "tda-2024:36"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "At the end of the hand we counted the deck: 51 cards, the four of spades is gone. Do the hands "
        "played stand?",
        "Al final de la mano contamos el mazo y faltan dos cartas, no sabemos desde cuándo. ¿Valen las manos "
        "jugadas?",
    ],
)
def test_a_deck_found_short_at_the_end_of_the_hand_is_the_floors(text: str) -> None:
    """35-E names only duplicate cards as a fouled deck; other conditions are the house's, so the floor
    decides (1), and a hand already over is disputed within 22's limit. No decision is stated."""
    result = ruled(text)
    assert result["facts"]["incident"] == "fouled_deck"
    assert result["ruling"]["decision"] is None
    assert result["rules"] == ["tda-2024:22", "tda-2024:35-E", "tda-2024:1"]
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "The river is the jack of clubs and seat 5 says he has the jack of clubs too. There was betting on "
        "every street. What now?",
        "El river es la jota de tréboles y el del 5 dice que también tiene la jota de tréboles. Hubo "
        "apuestas en todas las calles. ¿Qué hago?",
    ],
)
def test_a_card_a_player_holds_as_well_as_the_board_is_a_fouled_deck(text: str) -> None:
    """35-E: two cards of the same suit and rank foul the deck: play stops and all bets are returned, whatever
    the action; the floor applies it ("has the jack of clubs too" is the second jack)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "fouled_deck"
    assert result["ruling"]["decision"] == "misdeal"
    assert result["rules"] == ["tda-2024:35-E"]
    assert result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "Quedan dos mesas: la 1 con 9 jugadores y la mía con 5 tras dos eliminaciones. La ciega grande ya "
        "llega a los puestos vacíos. ¿Paro el juego hasta que me manden a alguien?",
        "Two tables left: table 1 has 9 players and mine has 5 after two knockouts. The big blind has "
        "reached the empty seats. Do I halt play until they send someone over?",
    ],
)
def test_a_table_four_short_halts_once_the_blinds_reach_the_empty_seats(text: str) -> None:
    """11-D: play halts on a table 3 or more players short of the fullest once the blinds are impacted; the
    TD applies or waives it. "¿Paro el juego?" asks it, no rule question."""
    result = ruled(text)
    assert result["facts"]["incident"] == "short_table"
    assert result["ruling"]["decision"] == "halt_play"
    assert result["rules"] == ["tda-2024:11-D"]
    assert result["floor"] is True
