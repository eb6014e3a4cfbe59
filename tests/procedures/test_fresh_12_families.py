"""Families the twelfth round of issue 13 fixed, each in both languages and in other words than the fresh
sets' rows (tests/procedures/data/fresh_*.jsonl)."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Last street: seat 8 fires 12k and seat 1 calls. Eight tells him 'you go first, you show first' and "
         "one refuses. Who turns them over?", "8"),
        ("En el river el 6 apuesta 4000 y el 2 paga. El 6 le pide al 2 que enseñe primero, el 2 se niega. "
         "¿Quién las da vuelta?", "6"),
    ],
)  # fmt: skip
def test_a_standoff_at_showdown_is_the_order_of_show(text: str, seat: str) -> None:
    """17-A: with a final bet the last aggressor tables first, and the caller may see that hand (18-B)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("shows_first", seat)
    assert {"tda-2024:17-A", "tda-2024:18-B"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 5 jammed and seat 9 folded, and five now asks me to deal the turn and river just to see if "
        "he'd have got there. Can I?",
        "El 4 fue all in, el 7 se retiró y ahora toda la mesa me pide que saque el resto nomás para ver. "
        "¿Se puede?",
    ],
)
def test_running_out_the_board_after_the_hand_is_rabbit_hunting(text: str) -> None:
    """28: revealing the cards that would have come is not allowed; no fold or all-in is ruled."""
    result = ruled(text)
    assert result["rules"][0] == "tda-2024:28"
    assert (result["ruling"]["action"], result["ruling"]["decision"], result["floor"]) == (None, None, False)


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Button on 6 got one card only and said so at once; there's been a limp and a raise, but he is "
         "yet to act.", "6"),
        ("El botón, el del 2, tiene una sola carta y lo dijo enseguida. Ya hubo una subida y un call, "
         "pero el no actuó todavía.", "2"),
    ],
)  # fmt: skip
def test_the_button_short_a_card_who_has_not_acted_keeps_his_hand(text: str, seat: str) -> None:
    """37: the button's missing card may be replaced even after substantial action while he has not acted."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"][0] == "tda-2024:37"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("I'm seat 4. River, seat 2 bet, seat 7 and I called. I tabled the winner but I want to see what "
         "seat 7 had, he's still got his cards face down.", "7"),
        ("Soy el del 1: en el river apostó el 5 y pagamos el 9 y yo. Gano yo, pero quiero ver lo que "
         "llevaba el 9, que tiene sus cartas boca abajo. ¿Tengo derecho a ver su mano?", "9"),
    ],
)  # fmt: skip
def test_a_request_to_see_another_callers_hand_in_the_first_person_is_the_tds(text: str, seat: str) -> None:
    """18-B: only the last aggressor's hand is the caller's right; another caller's is the TD's call."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == (None, seat)
    assert result["rules"] == ["tda-2024:18-B"]
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Showdown: seat 8 says he plays the board, but he only showed one card and wants his half of the "
         "pot.", "8"),
        ("En el showdown el del 5 dice que juega la mesa, pero solo enseñó una carta y quiere la mitad.",
         "5"),
    ],
)  # fmt: skip
def test_playing_the_board_with_one_card_shown_gets_no_share_yet(text: str, seat: str) -> None:
    """19: to play the board a player must table all his hole cards for part of the pot; no hand decided."""
    result = ruled(text)
    assert result["rules"][0] == "tda-2024:19"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == (None, seat)


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Oops: seat 3 had tabled a straight, clearly the winner, and I raked it in with the muck. The cards "
         "are sitting on top.", "3"),
        ("Error mío: el del 8 tenía color bien mostrado y se las recogí con el muck. Siguen encima, se ven.",
         "8"),
    ],
)  # fmt: skip
def test_a_tabled_winner_the_dealer_swept_in_the_first_person_is_live(text: str, seat: str) -> None:
    """13-C: a dealer cannot kill a properly tabled hand that was obviously the winner (65); the floor
    recovers it."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"][0] == "tda-2024:13-C" and result["floor"]


@pytest.mark.parametrize(
    "text",
    [
        "Seat six, who was the big blind, got back from the toilet after I had finished the deal and picked "
        "his cards up.",
        "El del seis, que era la ciega grande, volvió del baño cuando ya había repartido todo y miró sus "
        "cartas.",
    ],
)
def test_a_position_said_of_a_numbered_seat_is_that_seat(text: str) -> None:
    """30: not at his seat when the last card was dealt, his hand is dead; the seat is named by its number."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", "6")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("At showdown seat 1 announces a flush, so seat 5 pushes his cards forward face down, but they're "
         "away from the muck. Seat 1 had no flush and five wants his hand back.", "5"),
        ("En el showdown el 3 canta escalera y el 6 tira sus cartas boca abajo, pero quedaron lejos del "
         "muck. El 3 no tenía escalera y el 6 pide sus cartas.", "6"),
    ],
)  # fmt: skip
def test_cards_let_go_after_a_miscall_and_still_retrievable_are_live(text: str, seat: str) -> None:
    """14: retrievable discards may still be tabled; 12: cards speak, a hand declared is not binding."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert {"tda-2024:14", "tda-2024:12"} <= set(result["rules"])


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Seat 3 shoved on the flop and got called, then he stepped outside for a smoke before the turn. "
         "What now?", "3"),
        ("El del 8 está all in en el turn con call, y se salió a fumar antes del river. ¿Qué hacemos?", "8"),
    ],
)  # fmt: skip
def test_an_all_in_player_who_steps_outside_is_his_conduct(text: str, seat: str) -> None:
    """31: a player with a live hand must stay at the table, all in too; the penalty is the TD's (71)."""
    result = ruled(text)
    assert result["rules"][:2] == ["tda-2024:31", "tda-2024:71"]
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == (seat, None)
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Seat 6 is in the hand with the phone in her hand, scrolling through it, second warning. Floor?",
         "6"),
        ("El del 2 tiene el celular en la mano mientras juega la mano, ya se le avisó. ¿Qué hago?", "2"),
    ],
)  # fmt: skip
def test_a_phone_in_the_hand_of_a_player_in_the_hand_is_the_tds(text: str, seat: str) -> None:
    """5: no device may be used with live cards; the penalty is the TD's (71)."""
    result = ruled(text)
    assert result["rules"][:2] == ["tda-2024:5", "tda-2024:71"]
    assert (result["ruling"]["seat"], result["floor"], result["confidence"]) == (seat, True, "unsure")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Seat 7 folded ages ago and keeps telling seat 2 what she should do, and says 'she's on a draw' "
         "about the lady in the pot.", "7"),
        ("El del 5, que ya no juega la mano, le está diciendo al 1 lo que tendría que hacer y que el otro "
         "va de proyecto.", "5"),
    ],
)  # fmt: skip
def test_advice_from_a_player_out_of_the_hand_is_the_tds(text: str, seat: str) -> None:
    """67: one player to a hand; advising a player in it is a penalty at the TD's discretion (71)."""
    result = ruled(text)
    assert result["rules"][:2] == ["tda-2024:67", "tda-2024:71"]
    assert (result["ruling"]["seat"], result["ruling"]["decision"], result["floor"]) == (seat, None, True)


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Seat 9 showed his hand to a friend on the rail while deciding whether to call the shove.", "9"),
        ("El del 3, antes de pagar la subida, le enseñó sus cartas a su colega que mira desde el rail.", "3"),
    ],
)  # fmt: skip
def test_cards_shown_to_one_person_with_the_hand_not_asked_about_are_the_tds(text: str, seat: str) -> None:
    """67: one player to a hand; with his hand's fate not asked, no hand is ruled and the penalty is the
    TD's (71)."""
    result = ruled(text)
    assert result["rules"][:2] == ["tda-2024:67", "tda-2024:71"]
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == (seat, None)
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("End of the night, the player in seat 2 was seen putting two 1k chips into his coat pocket.", "2"),
        ("La dealer de la 7 me avisa: el del asiento 4 le gritó e insultó delante de toda la mesa.", "4"),
    ],
)  # fmt: skip
def test_a_report_on_a_players_conduct_names_his_seat(text: str, seat: str) -> None:
    """63, 70: the rules on the topic are the answer; the player the report is about is named."""
    result = ruled(text)
    assert result["ruling"]["seat"] == seat and result["floor"]


@pytest.mark.parametrize(
    ("text", "decision", "first_rule"),
    [
        # a card the dealer turned on the deal, told as coming out face up
        ("Mesa 3. La segunda carta que he repartido ha salido boca arriba y no se ha dado nada más.",
         "misdeal", "tda-2024:35-A"),
        ("Table 5, I'm pitching and two cards came out face up together, both boxed.", "misdeal",
         "tda-2024:35-A"),
        # cards dealt to a seat left empty, in the dealer's words
        ("Le repartí al asiento 7, que quedó vacío porque el chico se eliminó la mano anterior. Nadie habló.",
         "misdeal", "tda-2024:35-A"),
        ("I pitched a hand to seat two but the chair's empty, he busted last hand. Nobody has acted yet.",
         "misdeal", "tda-2024:35-A"),
        # a single card exposed well into the deal
        ("Repartiendo se me levantó una carta, la sexta más o menos, del asiento 2. ¿Es misdeal?",
         "play_continues", "tda-2024:35-A"),
    ],
)  # fmt: skip
def test_the_deal_in_the_dealers_own_words(text: str, decision: str, first_rule: str) -> None:
    """35-A: two boxed cards, a card to a seat not entitled, one of the first two cards exposed before
    substantial action are misdeals; one later card is not."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0]) == (decision, first_rule)
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "River: seat 6 bet, then threw his cards into the muck as if he'd won with seat 1 still to act; "
        "they're mixed in with the muck now.",
        "En el river apostó el 4 y tiró sus cartas al muck pensando que había ganado, el 9 todavía no había "
        "hablado; se mezclaron con el muck y no se sabe cuáles son.",
    ],
)
def test_a_bettor_who_mucks_before_the_call_gets_his_bet_back_whatever_it_was(text: str) -> None:
    """15-B: his hand is dead and only his uncalled bet goes back (65-A); no amount is made up for a bet
    told without one."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "dead_hand" and result["ruling"]["returned"] is None
    assert result["rules"] == ["tda-2024:15-B", "tda-2024:65-A"]
    assert (result["floor"], result["confidence"]) == (True, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Parce, saqué el flop sin quemar y el primero ya pasó. ¿Lo repito?",
        "Dealer on 3 put the flop out without burning, and seat 1 had already checked. Do we redo it?",
    ],
)
def test_a_flop_without_a_burn_after_a_check_plays(text: str) -> None:
    """39-B: once any action (even one check) has occurred, play proceeds with the three cards."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0]) == ("play_continues", "tda-2024:39-B")
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Clock on seat 2, he was facing a 40k bet on the river; we did the five second count and he just "
        "sat there.",
        "Le pusieron el reloj al del 6, que enfrentaba una apuesta en el turn; hicimos la cuenta de cinco y "
        "no hizo nada.",
    ],
)
def test_a_player_facing_a_bet_who_lets_the_count_end_has_a_dead_hand(text: str) -> None:
    """29: time run out facing a bet kills the hand; the staff applies it."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0]) == ("dead_hand", "tda-2024:29")


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("Just noticed on the river that the button was moved two seats when the hand started. There's been "
         "betting on every street. Do we fix it?", "play_continues"),
        ("Estaba barajando, ya había hecho el primer riffle, y justo sonó el reloj del nivel nuevo. ¿Esta "
         "mano va con las ciegas nuevas?", "play_continues"),
    ],
)  # fmt: skip
def test_a_story_the_dealer_tells_before_asking_is_his_tables_case(text: str, decision: str) -> None:
    """34-A (a button error found after substantial action stands) and 23 (a hand begins with the first
    riffle): the dealer's own story, no rule asked in general."""
    assert ruled(text)["ruling"]["decision"] == decision


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("El del 7 se calentó y tiró sus cartas volando, una cayó boca arriba, y quedaban tres por hablar.",
         "7"),
        ("Seat 4 flung his cards in a huff and one landed face up, with two players still to act.", "4"),
    ],
)  # fmt: skip
def test_cards_flung_with_one_face_up_are_the_tds_penalty(text: str, seat: str) -> None:
    """68: a card turned over as the player throws his hand away shows no hand; the TD's penalty (71)."""
    result = ruled(text)
    assert result["rules"][:2] == ["tda-2024:68", "tda-2024:71"]
    assert (result["ruling"]["seat"], result["ruling"]["decision"], result["floor"]) == (seat, None, True)


@pytest.mark.parametrize(
    "text",
    [
        "Seat 1 flips his kings face up in the middle of the hand while seat 6 is still to act. Seat 6 wants "
        "it dead.",
    ],
)
def test_a_hand_turned_up_with_action_pending_stays_live(text: str) -> None:
    """68: exposing cards with action pending may be penalised but does not kill the hand."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["rules"][0]) == (
        "live_hand",
        "1",
        "tda-2024:68",
    )


@pytest.mark.parametrize(
    "text",
    [
        "El 3 fue all in preflop, pagaron el 5 y el 9, que tiene más fichas. Ya no hay más acción y el 9 "
        "dice que no tiene por qué mostrar.",
        "Seat 2 shoved preflop, seats 4 and 8 called; no more action is possible and seat 8 says he doesn't "
        "have to show.",
    ],
)
def test_with_an_all_in_and_no_more_action_every_hand_is_tabled(text: str) -> None:
    """16: once an all-in's betting is over, all hands are tabled."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0]) == ("table_hands", "tda-2024:16")


@pytest.mark.parametrize(
    "text",
    [
        "En la 4 un jugador me pide que cambie la baraja porque dice que está gafada. ¿Se la cambio?",
        "Seat 9 keeps asking me to change the deck because it's cold. Do I have to?",
    ],
)
def test_a_player_asking_for_a_deck_change_is_answered_by_the_rule(text: str) -> None:
    """26: deck changes come with the dealer push or the level, or per house policy; no player's request."""
    result = ruled(text)
    assert result["rules"][0] == "tda-2024:26"
    assert (result["ruling"]["action"], result["ruling"]["decision"]) == (None, None)


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("The lady in seat 2 has played two hands on table 5, but her card actually says table 8 seat 2.",
         "2"),
        ("La señora del asiento 2 lleva dos manos en la mesa 5, pero su tarjeta dice mesa 8 asiento 2.", "2"),
    ],
)  # fmt: skip
def test_a_seat_card_for_another_table_moves_the_player(text: str, seat: str) -> None:
    """7: a player who started in a wrong seat moves to the right one with his current stack."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["rules"][0]) == (
        "move_player",
        seat,
        "tda-2024:7",
    )
