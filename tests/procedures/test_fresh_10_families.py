"""Families the tenth round of issue 13 fixed, each in both languages and in other words than the fresh
sets' rows (tests/procedures/data/fresh_*.jsonl)."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        # the verb before the seat that busted: the last hand's big blind keeps clear of a second one
        ("Nos quedamos mano a mano. Última mano: botón el 3, chica el 6, grande el 9, y quedó eliminado el "
         "3. ¿Quién tiene ahora el botón?", "9"),
        ("We're heads-up now. Previous hand the button was seat 5, small blind seat 7, big blind seat 2, and "
         "we knocked out seat 5. Who's got the button?", "2"),
        # the big blind busted: the button moves on to the small blind as usual
        ("Quedan dos. Última mano: botón el 3, chica el 6, grande el 9, y se eliminó el 9. ¿Quién tiene "
         "ahora el botón?", "6"),
    ],
)  # fmt: skip
def test_heads_up_button_reads_the_seat_named_after_the_bust(text: str, seat: str) -> None:
    """34-B: starting heads-up, nobody posts the big blind twice in a row."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", seat)
    assert "tda-2024:34-B" in result["rules"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Eliminamos a la ciega grande, el 7. La mano anterior el botón estaba en el 5, la chica el 6 y la "
         "grande el 7. ¿Dónde pongo el botón?", "6"),
        ("Last hand: button seat 4, small blind seat 5, big blind seat 6. Seat 5 just busted. Where do the "
         "button and the blinds go?", "5"),
    ],
)  # fmt: skip
def test_a_blind_busted_with_the_last_hand_told_gives_the_dead_button_its_seat(text: str, seat: str) -> None:
    """32: a dead button: the button moves to the last hand's small blind's seat, even an empty one; a
    button said where it stood last hand is no button misplaced (34-A)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", seat)
    assert "tda-2024:32" in result["rules"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 4 has the button and was dealt only one card; he hasn't acted yet but UTG raised and two "
        "players called.",
        "El del botón (asiento 6) tiene una sola carta y aún no ha hablado; ya subieron y pagaron dos.",
    ],
)
def test_the_button_short_a_card_who_has_not_acted_keeps_his_hand(text: str) -> None:
    """37: missing button cards may be replaced even after substantial action, until the button acts."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "live_hand"
    assert "tda-2024:37" in result["rules"]


@pytest.mark.parametrize(
    ("text", "decision", "rules"),
    [
        ("Se pasó el river, el 2 soltó sus cartas boca abajo creyendo que perdía y el dealer se las llevó al "
         "muck. Resulta que ganaba. ¿Se pueden sacar?", "dead_hand", {"tda-2024:14"}),
        ("Checked through on the river, seat 8 flicked his cards face down thinking he'd lost and the dealer "
         "scooped them into the muck. He had the winner. Can we get them back?", "dead_hand",
         {"tda-2024:14", "tda-2024:13-B"}),
        ("En el showdown el 5 empujó sus cartas hacia adelante boca abajo, pero quedaron lejos del muck y no "
         "las toqué. Ahora dice que espera, que las quiere dar vuelta.", "live_hand", {"tda-2024:14"}),
        ("At showdown seat 7 pushed his hand forward face down; it's away from the discards and nobody "
         "touched it. Now he wants to flip them over.", "live_hand", {"tda-2024:14"}),
    ],
)  # fmt: skip
def test_cards_let_go_of_face_down_at_showdown(text: str, decision: str, rules: set[str]) -> None:
    """14: face-down discards stay live while identifiable and retrievable; pushed into the muck, dead. A
    wish to turn them over after is his own hand's, no all-in's (16)."""
    result = ruled(text)
    assert result["ruling"]["decision"] == decision
    assert rules <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "River: el 3 apuesta 5.000, el 8 sigue pensando y el 3 tira sus cartas al muck; el crupier las "
        "mezcla. ¿Qué pasa con la mano del 3 y sus 5.000?",
        "On the river seat 4 bets 3,000, seat 1 is still in the tank and seat 4 throws his cards into the "
        "muck; the dealer mixes them in. What about his hand and his 3,000?",
    ],
)
def test_a_bettor_who_mucks_before_the_call_is_out_with_his_uncalled_bet_back(text: str) -> None:
    """15-B: the rule decides (out, the uncalled bet returned, 65-A); the floor called applies it."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "dead_hand"
    assert {"tda-2024:15-B", "tda-2024:65-A"} <= set(result["rules"])
    assert (result["floor"], result["floor_reason"]) == (True, "staff_applies")
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "sí mira, el botón se quedó en el mismo sitio que la mano anterior y lo vimos cuando ya había "
        "subida y dos calls, ¿lo muevo?",
        "the button stayed put from the previous hand, we only spotted it after a raise and two calls, "
        "do we fix it?",
    ],
)
def test_a_button_error_found_after_substantial_action_stands_and_cites_the_count(text: str) -> None:
    """34-A with 36: found after substantial action, play continues; an opening "sí" (yes) supposes
    nothing."""
    result = ruled(text)
    assert result["intent"] == "ruling"
    assert result["ruling"]["decision"] == "play_continues"
    assert {"tda-2024:34-A", "tda-2024:36"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "El crupier soltó la primera carta al 7 cuando la ciega pequeña está en el 6; nadie ha actuado "
        "todavía.",
        "Dealer started dealing at seat 2 but the small blind is seat 9. Nobody has looked yet.",
    ],
)
def test_the_first_card_off_to_a_seat_other_than_the_small_blind_told_is_a_misdeal(text: str) -> None:
    """35-A-2: the first card to the wrong seat, the small blind's seat said beside it, before action."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "misdeal"
    assert "tda-2024:35-A" in result["rules"]


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("Table 6: the dealer exposed the very first card of the deal, it went to seat 4 face up. Nobody has "
         "acted.", "misdeal"),
        ("Dealing now and seat two's second card lands face up, only that one, all the rest are fine.",
         "play_continues"),
        ("Repartiendo, la segunda carta del 5 quedó boca arriba, solo esa. Nadie ha hablado.",
         "play_continues"),
    ],
)  # fmt: skip
def test_a_card_flipped_on_the_deal_is_one_of_the_first_two_only_when_said_so(
    text: str, decision: str
) -> None:
    """35-A-7: one of the first two cards off the deck exposed is a misdeal; a player's second card never is
    one of them (35-B: the card is replaced, play goes on)."""
    result = ruled(text)
    assert result["ruling"]["decision"] == decision


@pytest.mark.parametrize(
    "text",
    [
        "el del ocho volvió de fumar pero ya había terminado de repartir, ya tenía sus cartas delante; dice "
        "que llegaba justo",
        "seat three got back from the loo but the dealer had already finished dealing, his cards were "
        "already in front of his seat, he says he was just arriving",
    ],
)
def test_a_player_back_after_the_deal_was_done_has_a_dead_hand(text: str) -> None:
    """30: away from the seat when the last card of the initial deal was dealt: the hand is dead."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "dead_hand"
    assert "tda-2024:30" in result["rules"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "El crupier empujó al muck la mano del 3, que estaba bien mostrada y era la ganadora; todavía se ve "
        "encima. ¿Cobra?",
        "Seat 2 tabled a full house, clearly the winner, and the dealer raked his cards into the muck by "
        "mistake; they're still on top. Does he get the pot?",
    ],
)
def test_a_tabled_winner_pushed_into_the_muck_by_the_dealer_is_live(text: str) -> None:
    """13-C: a dealer cannot kill a properly tabled hand that was obviously the winner."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "live_hand"
    assert "tda-2024:13-C" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "En el showdown el del 9 destapó una sola carta, dice que gana, el dealer le pide que muestre la "
        "otra y dice que no hace falta.",
        "showdown, seat 8 flipped just one card that makes his flush, the dealer asked him to turn over the "
        "other and he says there's no need",
    ],
)
def test_one_card_shown_and_the_other_refused_calls_the_floor(text: str) -> None:
    """15-A: the dealer asks for all the cards; if the player refuses, the floor is called."""
    result = ruled(text)
    assert "tda-2024:15-A" in result["rules"]
    assert result["floor"] is True
    assert result["confidence"] != "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Oye, me salió el flop con cuatro cartas, nadie ha hablado. ¿Cómo se hace?",
        "Ojo: el dealer sacó el turn mientras el 4 pensaba. ¿Cómo se soluciona?",
    ],
)
def test_an_incident_told_then_asked_how_to_fix_is_the_tables_case(text: str) -> None:
    """ "¿Cómo se arregla?" after the story: the question is about that table's incident, not the rule."""
    result = ruled(text)
    assert result["ruling"]["decision"] in ("random_burn", "redeal_board")


@pytest.mark.parametrize(
    "text",
    [
        "Un jugador que ya había tirado sus cartas ahora quiere que el ganador muestre. ¿Qué le digo?",
        "A guy who already mucked at showdown now wants the winner to show his hand. Does he get to see it?",
    ],
)
def test_a_show_request_told_then_asked_names_no_seat_yet_is_a_case(text: str) -> None:
    """18: a player who mucked has no right to see a hand; told as a story, it is ruled on, not searched."""
    result = ruled(text)
    assert "tda-2024:18-A" in result["rules"]
    assert result["ruling"]["decision"] is None


@pytest.mark.parametrize(
    "text",
    [
        "En el descanso un jugador se llevó un puñado de fichas en el bolsillo a su mesa nueva. ¿Qué pasa "
        "con ellas?",
        "On the break a lad walked to his new table with a handful of chips in his jacket. What happens to "
        "them?",
    ],
)
def test_chips_carried_off_told_then_asked_about_are_a_case_for_the_floor(text: str) -> None:
    """63: chips out of view are forfeited; the TD's penalty (71): the floor is called."""
    result = ruled(text)
    assert {"tda-2024:63", "tda-2024:71"} <= set(result["rules"])
    assert result["floor"] is True


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("En el river apostó el 2, pagó el 7 y el 2 quiere tirar sin enseñar; el 7 sigue con las cartas y "
         "pide verla.", "2"),
        ("River: seat 5 bets, seat 1 calls; seat 5 wants to muck unseen and seat 1 still holds his cards and "
         "asks to see it.", "5"),
    ],
)  # fmt: skip
def test_a_river_caller_holding_his_cards_sees_the_aggressor_first(text: str, seat: str) -> None:
    """18-B with 17-A: the caller who has not shown may ask; the last aggressor shows first."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("shows_first", seat)
    assert "tda-2024:18-B" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "all-in del 3 en el turn, el 8 paga y no hay nadie más, las manos siguen boca abajo, ¿se muestran "
        "ya?",
        "all in on the turn from seat two, seat six called, no one else left; hands still face down, do they "
        "flip now?",
    ],
)
def test_an_all_in_called_with_nobody_left_tables_the_hands_now(text: str) -> None:
    """16: with an all-in and no betting left, every hand is tabled at once; the all-in's seat said after
    the words ("all-in del 3", "from seat two")."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "table_hands"
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Se le acabó el tiempo al 6, que está frente al all in del 2; terminó la cuenta de cinco y no dijo "
        "nada.",
        "time's up on seat seven, she's facing the shove from seat one, the countdown's done and not a word",
    ],
)
def test_the_clock_out_facing_the_all_in_kills_the_hand(text: str) -> None:
    """29: facing a bet when the time runs out, the hand is dead; the floor who counted applies it."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "dead_hand"
    assert (result["floor"], result["confidence"]) == (True, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Un mirón que ni siquiera está sentado está pidiendo el reloj para el del 5. ¿Se lo pongo?",
        "A railbird who isn't even seated keeps shouting for the clock on seat 8. Do I call it?",
    ],
)
def test_a_clock_asked_by_someone_not_seated_is_no_request_and_the_tds_call(text: str) -> None:
    """29 with 30: players must be at their seats to call for a clock; the TD may still call it."""
    result = ruled(text)
    assert {"tda-2024:29", "tda-2024:30"} <= set(result["rules"])
    assert result["ruling"]["decision"] is None
    assert result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "El del 3 no está, tiene las ciegas puestas y le repartieron cartas, ¿se las mato?",
        "seat five's not here, his blinds are posted and the dealer dealt him in, do I muck them?",
    ],
)
def test_an_absent_player_dealt_in_has_his_hand_killed_and_is_blinded_off(text: str) -> None:
    """30: not at his seat when the deal ends, his hand is killed; 71-A: away, he is blinded off."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "dead_hand"
    assert {"tda-2024:30", "tda-2024:71-A"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "El del 4 se fue al baño; cuando repartí la última carta venía caminando, estaba a un paso de la "
        "silla.",
        "Seat 2 went to the bathroom; as the last card went out he was walking back, a step away from his "
        "chair.",
    ],
)
def test_a_player_a_step_from_his_chair_at_the_last_card_is_not_at_his_seat(text: str) -> None:
    """30: "at your seat" means in reach of the chair when the last card of the initial deal is dealt."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "dead_hand"
    assert "tda-2024:30" in result["rules"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Hay que pasar uno de la mesa 3 a la 7 para equilibrar. En la 3 la ciega grande esta mano es el 2, "
         "así que el 4 es la ciega grande en la siguiente. ¿A quién envío?", "4"),
        ("We have to balance table 2 with one player from table 5. On 5 the big blind this hand is seat 9, "
         "so seat 10 is big blind next. Who do we send?", "10"),
    ],
)  # fmt: skip
def test_the_next_big_blind_named_is_the_player_moved_to_balance(text: str, seat: str) -> None:
    """11-A: the player to be big blind next moves; said outright, no seat is left to ask about."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("move_player", seat)
    assert "tda-2024:11-A" in result["rules"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Se pasó el river, quedan el 3 y el 7, el botón está en el 5. Ninguno de los dos quiere enseñar "
         "primero.", "7"),
        ("River goes check check, seats 4 and 8 left, button on 2. Neither one wants to show.", "4"),
    ],
)  # fmt: skip
def test_neither_wanting_to_show_asks_the_showdown_order(text: str, seat: str) -> None:
    """17-A: with no river bet, the first player left of the button shows first."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("shows_first", seat)


@pytest.mark.parametrize(
    "text",
    [
        "El del 9 tiene cartas y se puso a escribir en el móvil en mitad de la mano; el del 1 pide que se la "
        "maten. ¿Qué hago?",
        "Seat 3 has live cards and started texting on his mobile mid-hand. Seat 7 wants his hand killed. "
        "What's the call?",
    ],
)
def test_a_phone_used_with_live_cards_is_the_tds_penalty(text: str) -> None:
    """5: no device with live cards; the penalty (71) is the TD's."""
    result = ruled(text)
    assert {"tda-2024:5", "tda-2024:71"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "El crupier leyó mal la mano y le dio el bote al 2, pero el 5 tenía escalera; lo reclama ahora.",
        "The dealer misread the hand and pushed the pot to seat 4; seat 9 actually had the flush and says "
        "so right away.",
    ],
)
def test_a_misread_hand_disputed_at_once_is_the_floors_to_settle(text: str) -> None:
    """22 with 12: a reading may be disputed until the next hand begins; cards speak."""
    result = ruled(text)
    assert {"tda-2024:22", "tda-2024:12"} <= set(result["rules"])
    assert result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "El botón quedó un puesto atrasado; repartí y solo ha foldeado el UTG. ¿Lo corrijo?",
        "The button was left a seat behind; I dealt and only UTG has folded. Should we fix it?",
    ],
)
def test_a_button_left_a_seat_behind_before_substantial_action_is_corrected(text: str) -> None:
    """34-A: a wrong button found before substantial action (one fold is not) is corrected."""
    result = ruled(text)
    assert result["ruling"]["decision"] in ("button", "misdeal")
    assert {"tda-2024:34-A", "tda-2024:36"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Repartiendo la segunda vuelta se me cayeron boca arriba dos cartas, la del 4 y la del 9. Nadie ha "
        "hablado.",
        "Dealing the second round, two cards fell face up, seat 3's and seat 8's, not the first two off the "
        "deck. Nobody has acted.",
    ],
)
def test_two_downcards_exposed_by_the_dealer_are_a_misdeal(text: str) -> None:
    """35-A-7: in flop games any two downcards exposed by dealer error are a misdeal, before action."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "misdeal"
    assert "tda-2024:35-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Al cobrar, el crupier le dio al 3 parte del bote lateral, que era solo entre el 6 y el 9. Ya se "
        "repartió la siguiente mano y solo foldeó el UTG. El 6 reclama, ¿está a tiempo?",
        "The dealer gave seat 2 part of the side pot by mistake; it was only between seats 5 and 8. The next "
        "hand is dealt and only UTG has folded. Seat 5 complains: is he in time?",
    ],
)
def test_side_pot_chips_paid_to_the_wrong_player_may_be_claimed_until_substantial_action(text: str) -> None:
    """22: an accounting error may be disputed until substantial action on the next hand (36: one fold is
    none); the floor corrects it."""
    result = ruled(text)
    assert {"tda-2024:22", "tda-2024:36"} <= set(result["rules"])
    assert result["ruling"]["decision"] is None
    assert (result["floor"], result["confidence"]) == (True, "certain")
