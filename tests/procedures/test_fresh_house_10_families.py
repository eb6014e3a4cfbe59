"""House-rule families the tenth round of issue 13 fixed, each in both languages and in other words than
the fresh sets' rows (tests/procedures/data/fresh_house*.jsonl)."""

from __future__ import annotations

import pytest

from parser.answers import fact_from_answer
from tests.support.rulings import ruled


def _house_and_tda(text: str, venue: str, house: str | None, tda: str | None) -> tuple[dict, dict]:
    """The report ruled at the venue and under plain TDA, each with the decision expected of it."""
    at_venue, plain = ruled(text, venue), ruled(text)
    assert (at_venue["ruling"]["decision"], plain["ruling"]["decision"]) == (house, tda)
    return at_venue, plain


_BUTTON_AMONG_TIED = [
    ("Bote dividido al final: el botón, que es el 6, es uno de los ganadores y el otro es el 9. Sobra una "
     "ficha de 25. ¿De quién es?", "6"),
    ("Chopped pot on the turn. The button sits in seat 2 and he is one of the two winners, with seat 8. One "
     "spare chip, where does it go?", "2"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "button"), _BUTTON_AMONG_TIED)
def test_the_button_told_as_a_winner_gets_the_odd_chip_nearest_the_button(text: str, button: str) -> None:
    """San Roque 31: the odd chip goes to "la mano más cercana del botón"; the button's own hand, told as one
    of the winners ("is one of the two winners", "es uno de los ganadores"), is the nearest."""
    result = ruled(text, "san-roque")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("odd_chip", button)
    assert result["rules"][0] == "san-roque:31"
    assert "tda-2024:20-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Le explico al jugador: se canceló la mano por dos cartas volteadas. Tú no estabas en tu sitio "
        "cuando se repartió la primera vez, así que en la nueva mano no recibes cartas.",
        "Sir, we called a misdeal because two cards were boxed. You weren't at your seat when the cards were "
        "first dealt, so you don't get cards in the redeal.",
    ],
)
def test_a_player_told_he_was_away_for_the_original_deal_sits_out_the_san_roque_redeal(text: str) -> None:
    """San Roque 41: a re-deal is the same deal, and players who were away do not play it (TDA 35-C deals
    them in): told to the player in the second person, as the floor explains it."""
    result = ruled(text, "san-roque")
    assert result["ruling"]["decision"] == "dead_hand"
    assert result["rules"][:2] == ["san-roque:41", "tda-2024:35-C"]
    assert result["house"]


@pytest.mark.parametrize(
    "text",
    [
        "Mesa 4: después de acabar el reparto le di una tercera carta al del 6, boca abajo. Los demás tienen "
        "sus dos cartas. ¿Qué hago?",
        "After both rounds were out I dealt seat 3 a third card, face down. Everyone else has two.",
    ],
)
def test_one_card_too_many_after_a_correct_deal_is_the_garrido_burn(text: str) -> None:
    """Garrido 2.d: one card too many, the one that would have been the burn, with the deal otherwise right,
    is no misdeal (TDA 35-A-5: a misdeal): told as dealt after both rounds were out."""
    garrido, tda = _house_and_tda(text, "garrido", "play_continues", "misdeal")
    assert garrido["rules"][0] == "garrido-2010:2.d"


@pytest.mark.parametrize(
    "text",
    [
        "Mesa 2: la primera carta se la di al del botón en lugar de a la ciega chica; nadie dijo nada, y "
        "ya se tiraron dos jugadores antes de que nos diéramos cuenta.",
        "I gave the first card to the button instead of the small blind, nobody's said anything yet, and two "
        "players have folded already. Misdeal?",
    ],
)
def test_folds_counted_after_nobody_objected_are_garrido_action_against_a_misdeal(text: str) -> None:
    """Garrido 4.l: any two actions, folds included, stop a misdeal (TDA 36: two folds are not substantial
    action). "Nadie dijo nada" told before the folds is nobody objecting, not no action."""
    garrido, tda = _house_and_tda(text, "garrido", "play_continues", "misdeal")
    assert {"garrido-2010:4.l", "garrido-2010:2.g"} <= set(garrido["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Se tiraron el UTG y el UTG+1, y el del 7, que no había mirado sus cartas hasta que le tocó, "
        "descubre que tiene tres cartas.",
        "UTG folded, UTG+1 folded, and seat 6, who hadn't looked at his cards until his turn, finds he has "
        "three cards.",
    ],
)
def test_a_player_who_looked_only_at_his_turn_holds_the_garrido_illegal_hand(text: str) -> None:
    """Garrido 4.f: a player who does not look at his cards until his turn answers for an illegal hand, dead
    once there was action (two folds at Garrido, 4.l); TDA counts no substantial action: a misdeal."""
    garrido, tda = _house_and_tda(text, "garrido", "dead_hand", "misdeal")
    assert garrido["rules"][0] == "garrido-2010:4.f"
    assert garrido["house"]["tda"]["decision"] == "misdeal"


@pytest.mark.parametrize(
    "text",
    [
        "En el showdown, cuando le toca, el del 2 suelta las dos cartas boca abajo delante de él, sin pasar "
        "la línea; se sabe cuáles son. Ahora quiere enseñarlas.",
        "At showdown, his turn to show, seat 8 tosses both cards face down in front of him, short of the "
        "line, clearly his. Now he wants to show them.",
    ],
)
def test_both_cards_thrown_face_down_at_showdown_are_dead_at_san_roque(text: str) -> None:
    """San Roque 48: cards thrown face down at showdown lose the hand even short of the line (TDA 14: live
    while 100% identifiable), told as "las dos cartas", "both cards"."""
    house, tda = ruled(text, "san-roque"), ruled(text)
    assert (house["ruling"]["decision"], house["rules"][0]) == ("dead_hand", "san-roque:48")
    assert tda["ruling"]["decision"] == "live_hand"


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        ("Torneo turbo, le han cantado tiempo al del 6 frente a una apuesta y dijo 'pago' cuando la cuenta "
         "iba por el uno, a unos 34 segundos. El del 2 dice que ya estaba muerta.", "san-roque"),
        ("Turbo event. Time was called on seat 3 facing a bet; he said call when the floor was on two, "
         "around 33 seconds in. Seat 7 says his hand is dead.", "san-roque"),
        ("Tiempo pedido al del 4 con una apuesta delante; a los 55 segundos dice 'veo'. El del 8 protesta "
         "que ya no valía.", "garrido"),
    ],
)  # fmt: skip
def test_an_action_before_the_house_countdown_ends_keeps_the_hand(text: str, venue: str) -> None:
    """San Roque 34 (turbo: 30 s + 5 s) and Garrido 8.k (a minute + 10 s): a call said while the countdown
    still runs ("cuando la cuenta iba por el uno", "when the floor was on two") or within the house minute is
    in time, whatever TDA's 25 + 5 seconds would say; the clock named as "le han cantado tiempo", "tiempo
    pedido al", "time was called on". The staff applies the clock."""
    result = ruled(text, venue)
    assert result["ruling"]["decision"] == "live_hand"
    assert result["rules"][0] in ("san-roque:34", "garrido-2010:3.d", "garrido-2010:8.k")
    assert (result["floor_reason"], result["confidence"]) == ("staff_applies", "certain")


@pytest.mark.parametrize(
    ("text", "venue", "seat"),
    [
        ("El del 2 lleva medio minuto pensando en el river y el del 7 está reclamando reloj. ¿Se lo pongo?",
         "san-roque", "2"),
        ("Seat 5 has been thinking for about 45 seconds on the flop and seat 1 is already demanding a clock. "
         "Do I call it?", "garrido", "5"),
    ],
)  # fmt: skip
def test_a_clock_demanded_before_the_house_wait_is_not_called_yet(text: str, venue: str, seat: str) -> None:
    """San Roque 34 and Garrido 8.k: time may be asked only after two minutes (TDA 29: a reasonable time,
    the TD's judgement): a clock demanded ("reclamando reloj", "demanding a clock") after under a minute
    decides no hand yet; the player on the clock is the one thinking, not the one asking."""
    result = ruled(text, venue)
    assert result["ruling"]["decision"] is None
    assert result["ruling"]["seat"] == seat
    assert result["rules"][0] in ("san-roque:34", "garrido-2010:8.k")
    assert (result["floor_reason"], result["confidence"]) == ("staff_applies", "certain")


@pytest.mark.parametrize(
    ("text", "winner"),
    [
        ("Torneo con win the button. El bote se lo llevó el del 5 y he movido el botón al 6 sin pensar. El "
         "del 5 protesta. ¿Dónde va el botón?", "5"),
        ("Win the button event tonight. Seat 2 won the pot and I've moved the button to seat 3 out of habit. "
         "Seat 2 says it's his. Where does it go?", "2"),
        ("Torneo win the button: el botón estaba en el 2 y el del 6 acaba de llevarse el bote. ¿Dónde pongo "
         "el botón?", "6"),
        ("Win the button tonight. Button was on seat 5 and seat 9 just raked the pot. Where does the button "
         "go now?", "9"),
    ],
)  # fmt: skip
def test_in_a_win_the_button_event_the_winner_takes_the_button_the_dealer_moved_on(
    text: str, winner: str
) -> None:
    """San Roque 11: in a "win the button" event the player who wins the hand takes the button, whatever
    move the dealer made in his own words ("he movido el botón", "I've moved the button"); TDA has no such
    format and leaves it to the TD."""
    house, tda = ruled(text, "san-roque"), ruled(text)
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("button", winner)
    assert "san-roque:11" in house["rules"]
    assert (tda["ruling"]["decision"], tda["floor"]) == (None, True)


@pytest.mark.parametrize(
    "text",
    [
        "El del 4 revisa sus cartas levantándolas mucho y el del 5 se las ha visto: dos reinas. Nadie ha "
        "actuado aún. ¿Qué hago con su mano?",
        "Seat 7 keeps lifting his cards way up to look, and seat 8 saw both his cards, ace-king. No action "
        "yet. Do I kill it?",
        "La señora del 6 levanta sus cartas tan alto que el del 7 le ha visto las dos. ¿Qué hago?",
        "Seat 3 holds his cards up so high that seat 4 saw both of them, jacks. Can I kill his hand?",
    ],
)
def test_cards_a_neighbour_sees_as_the_player_lifts_them_may_cost_the_san_roque_hand(text: str) -> None:
    """San Roque 43: a player who shows his cards while looking at them may lose the hand, the dealer's or
    the TD's call (TDA 68: a penalty perhaps, the hand stays live)."""
    house, tda = ruled(text, "san-roque"), ruled(text)
    assert (house["ruling"]["decision"], house["rules"][0]) == ("dead_hand", "san-roque:43")
    assert (house["floor_reason"], house["confidence"]) == ("td_discretion", "unsure")
    assert tda["ruling"]["decision"] == "live_hand"


@pytest.mark.parametrize(
    "text",
    [
        "Turn: el del 2 da un solo golpe en la mesa mientras piensa y el del 6 apuesta enseguida. El del 2 "
        "dice que no pasó.",
        "On the river seat 4 taps the table just once while thinking, and seat 9 bets straight away. Seat 4 "
        "says he never checked.",
    ],
)
def test_one_tap_before_another_players_bet_is_no_garrido_check(text: str) -> None:
    """Garrido 6.e: a check is two taps (TDA 3: one tap is a check). A bet told after the tap is no bet the
    tapping player faced: the tap is the incident, one tap no check by the house's rule, the TD's call."""
    house, tda = ruled(text, "garrido"), ruled(text)
    assert (house["ruling"]["decision"], house["rules"][0]) == ("not_binding", "garrido-2010:6.e")
    assert house["floor"]
    assert (tda["ruling"]["action"], tda["ruling"]["decision"]) == ("check", "binding")


@pytest.mark.parametrize(
    "text",
    [
        "En el flop, al del 7 se le ve una de sus cartas con reverso verde, y la baraja de la mesa es roja. "
        "Ya han apostado dos jugadores.",
        "On the turn seat 3's card flips and its back is blue, while our deck is red. Three players have "
        "put chips in.",
    ],
)
def test_a_card_with_another_back_in_a_hand_voids_it_at_garrido(text: str) -> None:
    """Garrido 4.b: a card with a back of another colour in a hand voids it and the chips go back, whatever
    the action; TDA 35-E leaves decks fouled other than by duplicates to the house (the TD's call)."""
    house, tda = ruled(text, "garrido"), ruled(text)
    assert (house["ruling"]["decision"], house["rules"][0]) == ("misdeal", "garrido-2010:4.b")
    assert (house["floor_reason"], house["confidence"]) == ("staff_applies", "certain")
    assert (tda["floor_reason"], tda["confidence"]) == ("td_discretion", "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "He quemado dos cartas antes del turn sin darme cuenta y ya apostaron el 2 y el 6. ¿Vale el turn? "
        "¿Qué quemo en el river?",
        "I burned two before the flop by mistake and seats 1 and 4 have already acted. Does the flop stand? "
        "What do I burn for the turn?",
    ],
)
def test_two_burns_found_after_action_leave_the_board_at_garrido(text: str) -> None:
    """Garrido 5.e: two cards burned and found after action, the board stands and the extra burn is put back
    on the stub as the next street's burn (TDA 38: the board stands, one burn a street). "Ya apostaron",
    "have already acted" is the action that makes the board stand."""
    result = ruled(text, "garrido")
    assert (result["ruling"]["decision"], result["rules"][0]) == ("play_continues", "garrido-2010:5.e")
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "skipped"),
    [
        ("Se saltaron al del 6: el 7 pagó, el 8 se tiró y el 9 pagó, y recién ahí el 6 dijo que no había "
         "hablado. ¿Qué puede hacer?", "6"),
        ("Seat 4 got skipped: seat 5 called, seat 6 folded and seat 7 raised, and only then seat 4 said he "
         "hadn't acted. What can he do?", "4"),
    ],
)  # fmt: skip
def test_a_player_skipped_by_three_actions_told_after_the_skip_may_only_call_or_fold(
    text: str, skipped: str
) -> None:
    """Garrido 6.g: a player passed over while three players acted may no longer act aggressively (TDA 53-B:
    the floor decides). The skip told first and a call or a fold told next: those actions passed him, out of
    turn, not a bet he faced first."""
    house, tda = ruled(text, "garrido"), ruled(text)
    assert house["ruling"]["seat"] == skipped
    assert (house["ruling"]["decision"], house["ruling"]["options"]) == ("live_hand", ["fold", "call"])
    assert house["rules"][0] == "garrido-2010:6.g"
    assert (tda["floor"], tda["floor_reason"]) == (True, "skipped_player")


@pytest.mark.parametrize(
    "text",
    [
        "Mesa final: el casino cierra dentro de media hora y el torneo sigue. El que más fichas tiene no "
        "quiere ningún pacto. ¿Qué hacemos?",
        "Table 1 here, the casino closes in 30 minutes and the tournament hasn't finished. Seat 2 refuses an "
        "ICM deal. What now?",
    ],
)
def test_a_tournament_running_into_closing_time_calls_the_floor_to_apply_san_roque_17(text: str) -> None:
    """San Roque 17: half an hour before the casino closes the last round is played and an ICM deal made
    among the players left, whatever one of them wants (TDA has no closing time: the TD decides, 1). The
    staff carries the house rule out: the floor is called to apply it, not to decide; under TDA alone the TD
    decides (1)."""
    result = ruled(text, "san-roque")
    assert result["rules"][0] == "san-roque:17"
    assert (result["floor"], result["floor_reason"]) == (True, "staff_applies")
    assert result["confidence"] == "certain"
    assert ruled(text)["floor_reason"] == "td_discretion"


@pytest.mark.parametrize(
    "text",
    [
        "Me parece que el UTG (asiento 3) y el del 4 ya se habían tirado cuando el del 7 avisa que no le "
        "llegaron cartas. ¿Es misdeal?",
        "I reckon UTG (seat 3) and seat 4 had folded when seat 7 said he never got any cards. Misdeal?",
    ],
)
def test_two_folds_the_dealer_only_believes_stop_a_garrido_misdeal_under_that_condition(text: str) -> None:
    """Garrido 4.l: two folds are action, and a misdeal can no longer be called (a seat dealt out, 2.i). The
    folders named with their seats beside them ("el UTG (asiento 3) y el del 4") still count; what the
    dealer only believes ("me parece que", "I reckon") is asked, the ruling stated under it."""
    result = ruled(text, "garrido")
    assert (result["ruling"]["decision"], result["rules"][0]) == ("play_continues", "garrido-2010:4.l")
    assert result["confidence"] == "conditional"
    assert any(q.startswith("confirm_fact") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "Quedan 4 mesas. Mi mesa tiene 8 y la de al lado 6. ¿Movemos a alguien?",
        "Five tables left. Table 2 has 9 and the other one 7. Do we move someone?",
    ],
)
def test_the_other_tables_count_told_after_the_first_balances_by_garrido_12(text: str) -> None:
    """Garrido 12.a: with six tables or fewer a gap of two players moves one (TDA 11-D: play halts only at
    three). The second table's count said after the first ("y la de al lado 6", "and the other one 7")."""
    house, tda = ruled(text, "garrido"), ruled(text)
    assert (house["ruling"]["decision"], house["rules"][0]) == ("move_player", "garrido-2010:12.a")
    assert tda["ruling"]["decision"] == "play_continues"


@pytest.mark.parametrize(
    "text",
    [
        "Turbo. Le pidieron tiempo al del 7 con una apuesta delante; el floor le dio sus treinta segundos, "
        "contó cinco, cuatro, y en el cuatro dijo pago. El que apostó dice que ya estaba fuera de tiempo.",
        "Turbo event. Clock called on seat 2 facing a bet; the floor gave him his thirty seconds, counted "
        "five, four, three, and on three he said call. The bettor says he was out of time.",
    ],
)
def test_a_call_on_a_number_of_the_countdown_is_in_time_whatever_the_bettor_claims(text: str) -> None:
    """San Roque 34 (turbo: 30 s and a 5 s countdown): a call said on a number of the countdown ("en el
    cuatro dijo pago", "on three he said call") is in time; the bettor's "fuera de tiempo" is his claim."""
    result = ruled(text, "san-roque")
    assert (result["ruling"]["decision"], result["ruling"]["action"]) == ("live_hand", "call")
    assert result["rules"][0] == "san-roque:34"
    assert (result["floor_reason"], result["confidence"]) == ("staff_applies", "certain")


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        ("Le pidieron tiempo al del 3, que tiene una apuesta delante. El floor le contó 25 segundos y 5 de "
         "cuenta y le mató la mano a los 30 segundos, sin que hablara. El del 3 dice que aquí el reloj es de "
         "un minuto.", "san-roque"),
        ("Clock on seat 6 facing a bet. The floor gave him 25 seconds and a 5-second count, then killed his "
         "hand at 30 seconds; he hadn't acted. Seat 6 says the house clock is a minute.", "garrido"),
    ],
)  # fmt: skip
def test_a_hand_killed_on_tdas_thirty_seconds_lives_under_a_house_minute(text: str, venue: str) -> None:
    """San Roque 34 and Garrido 8.k give a minute before the countdown: a hand killed "a los 30 segundos"
    on TDA's 25 + 5 (29) had time left, live; under TDA the kill at the countdown's end stands."""
    house, tda = _house_and_tda(text, venue, "live_hand", "dead_hand")
    assert house["house"]["tda"]["decision"] == "dead_hand"


@pytest.mark.parametrize(
    "text",
    [
        "El del 9 tiene cartas en el river y se pone a responder un mensaje en el móvil. Le avisé y sigue. "
        "¿Le anulan la mano?",
        "Seat 5 still has cards on the turn and starts replying to a WhatsApp at the table. I warned him and "
        "he kept going. Can they void his hand?",
    ],
)
def test_a_message_answered_with_live_cards_may_void_the_san_roque_hand(text: str) -> None:
    """San Roque 20-21: a player who texts or answers messages with live cards risks his hand, the TD's
    call (TDA 5 with 71: a penalty, the hand stays live). "Tiene cartas", "still has cards" is a live hand;
    "responder un mensaje", "replying to a WhatsApp" the phone."""
    house, tda = ruled(text, "san-roque"), ruled(text)
    assert (house["ruling"]["decision"], house["rules"][0]) == ("dead_hand", "san-roque:20")
    assert (house["floor_reason"], house["confidence"]) == ("td_discretion", "unsure")
    assert tda["ruling"]["decision"] is None and "tda-2024:71" in tda["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Seat 2 registered but never showed up; the dealer has been posting his blinds. Level 4 just ended, "
        "the level the TD set. What do we do with his stack?",
        "El del asiento 7 pagó la entrada pero no ha aparecido en toda la tarde; su stack sigue en la mesa "
        "pagando ciegas. Acaba el nivel 4, que es el que marcó el director. ¿Lo dejamos ahí?",
    ],
)
def test_a_registered_player_who_never_came_cites_san_roque_9_with_its_blinding_rule(text: str) -> None:
    """San Roque 9 pulls a no-show's stack at the level the TD set (TDA 71-A: blinded off); until then, San
    Roque 8 deals his chips in and takes his blinds from them, cited beside it."""
    result = ruled(text, "san-roque")
    assert result["rules"][:3] == ["san-roque:9", "san-roque:8", "tda-2024:71-A"]
    assert (result["floor_reason"], result["confidence"]) == ("staff_applies", "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Preflop is over; I burn and flop and five cards come off stuck together, all five face up. "
        "What now?",
        "Acabó el preflop, quemo y abro el flop y salen cinco cartas pegadas, las cinco quedan boca arriba. "
        "¿Qué hago?",
    ],
)
def test_five_cards_stuck_together_on_the_flop_are_dealt_again_at_garrido(text: str) -> None:
    """Garrido 5.c: a flop of more than four cards is dealt again as a premature one (5.a); TDA 39 covers
    four cards only, so the TD designs a remedy (RP-14), cited beside the house rule."""
    house, tda = ruled(text, "garrido"), ruled(text)
    assert (house["ruling"]["decision"], house["rules"][0]) == ("redeal_board", "garrido-2010:5.c")
    assert {"garrido-2010:5.a", "tda-2024:39"} <= set(house["rules"])
    assert (tda["ruling"]["decision"], tda["floor_reason"]) == (None, "td_discretion")


@pytest.mark.parametrize(
    "text",
    [
        "El del 2 se tiró y le enseñó sus cartas al del 3, que sigue jugando la mano. El del 8 pide verlas "
        "también. ¿Tiene derecho?",
        "Seat 6 folded and then showed his hand to seat 7, who's still in the pot. Seat 1 wants to see those "
        "cards too. Does he get to?",
    ],
)
def test_cards_a_folded_player_showed_one_neighbour_are_shown_to_all_at_garrido(text: str) -> None:
    """Garrido 7.f: a card one player saw must be seen by every player, the dealer seeing to it; the penalty
    stays the TD's (TDA 67 with 71: one player to a hand, the penalty the TD's call, nothing shown)."""
    house, tda = ruled(text, "garrido"), ruled(text)
    # 16.g, the rulebook's own equivalent of 67 (reading another's hand may be sanctioned), cited with 7.f
    assert house["rules"][:3] == ["garrido-2010:7.f", "garrido-2010:16.g", "tda-2024:67"]
    assert (house["floor_reason"], house["confidence"]) == ("penalty", "certain")
    assert (tda["floor_reason"], tda["confidence"]) == ("td_discretion", "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "Heads-up final: el del 1 le enseña una carta al rival mientras este piensa si pagar. ¿Se le "
        "sanciona?",
        "Heads-up final: seat 2 shows one of his cards to the other player, who is still thinking. Any "
        "penalty?",
    ],
)
def test_a_card_shown_in_the_final_heads_up_is_legal_at_garrido_citing_the_rule_lifted(text: str) -> None:
    """Garrido 14.e makes 16.e's ban on showing one's hand no cause for a penalty in the final heads-up (TDA
    68 with 71: a penalty may apply): both house rules cited, nothing to rule, no floor."""
    house, tda = ruled(text, "garrido"), ruled(text)
    assert {"garrido-2010:14.e", "garrido-2010:16.e"} <= set(house["rules"])
    assert (house["floor"], house["ruling"]["decision"]) == (False, None)
    assert (tda["floor_reason"], "tda-2024:71" in tda["rules"]) == ("penalty", True)


_NO_SHOW_LEVEL_UNTOLD = [
    ("El jugador del asiento 3 está inscrito pero todavía no ha aparecido; ya acabó el tercer nivel. ¿Le "
     "retiramos el stack?", "es"),
    ("Seat 9 registered but never came; his stack is being blinded. Level 3 is over now. Do we pull his "
     "chips?", "en"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "lang"), _NO_SHOW_LEVEL_UNTOLD)
def test_the_level_that_pulls_a_no_shows_stack_is_asked_where_the_td_set_it(text: str, lang: str) -> None:
    """San Roque 9: a no-show's stack is pulled after the third or the fourth level, as the TD decides for
    the event: with the level not said to be his, the ruling is stated under that condition and asked."""
    result = ruled(text, "san-roque")
    assert result["rules"][0] == "san-roque:9"
    assert (result["confidence"], result["questions"]) == ("conditional", ["no_show_level"])


@pytest.mark.parametrize(("text", "lang"), _NO_SHOW_LEVEL_UNTOLD)
def test_the_dealers_answer_about_the_tds_level_settles_the_no_show(text: str, lang: str) -> None:
    """The TD's level reached: the stack is pulled (9), the staff applying it; a later one set: the stack
    stays, dealt in and blinded (San Roque 8)."""
    yes = fact_from_answer("no_show_level", "sí" if lang == "es" else "yes", lang)
    no = fact_from_answer("no_show_level", "no", lang)
    assert yes and no
    pulled, kept = ruled(f"{text} {yes}", "san-roque"), ruled(f"{text} {no}", "san-roque")
    assert (pulled["rules"][0], pulled["floor_reason"], pulled["confidence"]) == (
        "san-roque:9",
        "staff_applies",
        "certain",
    )
    assert (kept["rules"][0], kept["floor"], kept["confidence"]) == ("san-roque:8", False, "certain")
