"""Families the twenty-fifth round of issue 13 fixed (drawn from the twenty-fourth fresh set,
tests/procedures/data/fresh_incidents_24.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Mesa 2. El del 6 volvió del baño mientras yo repartía. No sé si ya estaba en su silla cuando "
            "salió la última carta. ¿Qué hago con su mano?",
            "6",
        ),
        (
            "Seat 9 got back from the bar mid-deal. Not sure if she was in her seat before the last card, "
            "she's peeking at her cards now.",
            "9",
        ),
    ],
)
def test_a_dealer_who_cannot_say_whether_the_player_was_seated_asks_it(text: str, seat: str) -> None:
    """30: a live hand needs the player at his seat by the last card; the dealer does not know which came
    first: dead unless he was, and that is asked (conditional, not a live hand stated as certain)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["rules"] == ["tda-2024:30"]
    assert result["confidence"] == "conditional"
    assert any(q.startswith("seated_by_last_card") for q in result["questions"])


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Mesa 5: el del 3 volvió de fumar; creo que se sentó después de que repartí la última carta, "
            "pero él asegura que ya estaba sentado. ¿Tiene mano?",
            "3",
        ),
        (
            "Seat 2 lady was away at the cage. I reckon he sat down after I'd dealt the last card, but she "
            "insists she was already in her chair.",
            "2",
        ),
    ],
)
def test_a_moment_only_believed_or_disputed_is_asked(text: str, seat: str) -> None:
    """30: the dealer only believes the player sat down after the deal, or the player says otherwise: the
    hand is dead as told, and whether he was within reach of his chair by the last card is asked."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["confidence"] == "conditional"
    assert any(q.startswith("seated_by_last_card") for q in result["questions"])


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Oye, al del 6 le acabo de contar tres cartas y dice que ni cuenta se dio. ¿Mano nula?", "6"),
        ("Al del 9 le encontré tres cartas y dice que no se había dado cuenta. ¿Mano nula?", "9"),
    ],
)
def test_a_card_count_is_no_bet_and_the_action_before_it_is_asked(text: str, seat: str) -> None:
    """35-A-5: a seat dealt three cards is a misdeal only before substantial action (36); the count told
    after a clitic ("le ... tres cartas") was read as a bet by no player named, which hid that the report
    gives no action: whether there was some is asked. (English reads "he has three cards" as no bet: the
    same report in English was already asked about.)"""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("misdeal", seat)
    assert {"tda-2024:35-A", "tda-2024:36"} <= set(result["rules"])
    assert result["confidence"] == "conditional"
    assert "substantial_action" in result["questions"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Turn: el 7 pagó una apuesta y seguía en la mano, pero me llevé sus cartas sin querer. Quedaron "
            "encima del muck. ¿Qué hago?",
            "7",
        ),
        (
            "Flop, seat 2 called a bet and was still in, and I swept his cards by mistake. They're resting "
            "on the muck now. What's the call?",
            "2",
        ),
    ],
)
def test_a_hand_the_dealer_killed_lying_on_the_muck_asks_whether_it_is_identifiable(
    text: str, seat: str
) -> None:
    """65-A: a hand the dealer kills by mistake has no redress; 65-B: one that can be identified stays in
    play. Lying on the discards with nobody saying they are told apart: dead unless identified, asked and
    the floor called (was: live, certain)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert {"tda-2024:65-A", "tda-2024:65-B"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (True, "conditional")
    assert "identifiable" in result["questions"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Turn, tres en el bote: el 5 dio vuelta sus dos cartas boca arriba cuando el 9 todavía estaba "
            "pensando contra una apuesta. El 9 pide que le maten la mano.",
            "5",
        ),
        (
            "River, four way. Seat 6 put his cards face up while seat 1 was still mulling a bet, and seat 1 "
            "wants that hand killed.",
            "6",
        ),
    ],
)
def test_cards_shown_while_another_still_thinks_stay_live_with_a_penalty_to_weigh(
    text: str, seat: str
) -> None:
    """68: exposing cards with action pending may bring a penalty (71, from the end of the hand) but not a
    dead hand: a player still thinking on a bet is action pending."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert {"tda-2024:68", "tda-2024:71"} <= set(result["rules"])
    assert (result["floor"], result["floor_reason"]) == (True, "penalty")


@pytest.mark.parametrize(
    ("text", "seat", "returned"),
    [
        (
            "River: el 4 apuesta 15.000, creyendo que ya se había acabado la mano tiró sus cartas y se "
            "mezclaron con los descartes. El 8 todavía no había hablado. ¿Qué pasa con los 15.000?",
            "4",
            15000,
        ),
        (
            "Turn: seat 3 bets 8,000, figured it was over and pitched his hand, it's mixed in with the "
            "discards now. Seat 9 still had to act. What happens to the 8,000?",
            "3",
            8000,
        ),
    ],
)
def test_a_bettor_who_discards_thinking_it_was_over_loses_the_hand_but_not_his_uncalled_bet(
    text: str, seat: str, returned: int
) -> None:
    """15-B: a player who bets then discards thinking the hand is over is out when the cards cannot be
    retrieved, and his uncalled bet is returned (65-A); the floor is called to apply it."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["ruling"]["returned"] == returned
    assert result["rules"][0] == "tda-2024:15-B" and "tda-2024:65-A" in result["rules"]
    assert result["floor"] is True


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Showdown: el 3 tenía su full ya leído, claramente la mejor, y el dealer le barrió las cartas al "
            "muck y empezó a empujarle el bote al 8. ¿Qué hacemos?",
            "3",
        ),
        (
            "At showdown seat 9's tabled cards were a flush, obviously the best, and the dealer mucked them "
            "and started pushing the pot to seat 4.",
            "9",
        ),
    ],
)
def test_a_tabled_winner_the_dealer_mucked_is_not_dead(text: str, seat: str) -> None:
    """13-C: a dealer cannot kill a properly tabled hand that was obviously the winner (was: dead, 65-A,
    certain)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"][0] == "tda-2024:13-C"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "River: el 3 apuesta 4.000, el 9 paga y tira sus cartas boca abajo, ya se mezclaron con el muck. "
            "Ahora el 9 reclama que el 3 le tocaba enseñar primero y quiere recuperar su mano.",
            "9",
        ),
        (
            "River: seat 2 bets 5,000, seat 7 calls and right away pitches his hand face down into the muck, "
            "it's mixed in. Now 7 says seat 2 was supposed to show first and wants his hand back.",
            "7",
        ),
    ],
)
def test_a_caller_who_mucked_then_says_the_bettor_had_to_show_first(text: str, seat: str) -> None:
    """14: the mucked hand is dead; 17-B: the one left need not table; 18-A: the player who mucked lost the
    right to see it: the order of showing he claims was never reached."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert {"tda-2024:14", "tda-2024:17-B", "tda-2024:18-A"} <= set(result["rules"])
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Mesa 7: nos quedamos con cinco jugadores y la mesa 2 tiene ocho, las ciegas ya llegaron al asiento "
        "vacío. ¿Paramos o seguimos repartiendo?",
        "Table 3 has five players left and table 8 has nine, and the big blind has reached the empty seat. "
        "Do we keep going or stop?",
    ],
)
def test_a_short_table_whose_blinds_reached_the_empty_seat_halts(text: str) -> None:
    """11-D: a table three or more players short halts once the blinds reach the empty seat, unless the TD
    waives it (the floor applies it); the blinds on an empty seat are no cards dealt to one (was: a misdeal,
    certain, or rules 32 and 10)."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "halt_play"
    assert result["rules"][0] == "tda-2024:11-D"
    assert result["floor"] is True


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Mesa 4: la mano anterior el botón estaba en el 2, la chica en el 3 y la grande en el 4, y al de "
            "la ciega grande lo eliminaron. Los jugadores dicen que el botón tiene que saltar al 4.",
            "3",
        ),
        (
            "Last hand the button was seat 7, small blind seat 8, big blind seat 9, and seat 1 knocked out "
            "the big blind. The table says the button jumps to seat 9.",
            "8",
        ),
    ],
)
def test_the_big_blind_eliminated_is_a_dead_button(text: str, seat: str) -> None:
    """32: with a dead button the big blind moves on to the next player, so the button moves only to the old
    small blind (was: a misplaced button, 34-A, play continues)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", seat)
    assert result["rules"][0] == "tda-2024:32"
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Showdown, sin all-in: el 6 creyó que perdía y soltó sus cartas boca abajo junto al muck, pero "
            "separadas, se sabe perfectamente cuáles son. Ahora quiere enseñarlas.",
            "6",
        ),
        (
            "Showdown, no all in. Seat 5 thought he'd lost and threw his hand face down, it landed next to "
            "the muck but separate, we know perfectly well which ones they are. He wants to show now.",
            "5",
        ),
    ],
)
def test_cards_let_go_beside_the_muck_but_told_apart_stay_live(text: str, seat: str) -> None:
    """14: cards discarded face down are not killed while 100% identifiable and retrievable; beside the muck
    but told apart ("se sabe perfectamente cuáles son") nothing is left to ask (was: asked, floor called)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"][0] == "tda-2024:14"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "River: el 3 apuesta, el 7 todavía no había hablado y el 3 tira sus cartas creyendo que ya ganó; "
            "se las agarré, las tengo separadas, se sabe cuáles son.",
            "3",
        ),
        (
            "River: seat 4 bets, seat 8 still had to act, and 4 throws his cards thinking he'd won; I "
            "grabbed them, I've kept them aside, we know which ones they are.",
            "4",
        ),
    ],
)
def test_a_bettors_discard_held_apart_and_known_is_live_with_nothing_to_ask(text: str, seat: str) -> None:
    """15-B: the dealer holds the cards and calls the floor; cards he says he knows are the player's stay in
    play (65-B): no question whether they were kept apart."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"][0] == "tda-2024:15-B"
    assert (result["floor"], result["confidence"], result["questions"]) == (True, "certain", [])


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Omaha hi-lo, bote partido: el cuatro se lleva la alta y el siete la baja, y sobra una ficha de "
            "500, que es la más chica. ¿Para quién es?",
            "4",
        ),
        (
            "Stud eight or better, split pot: seat five takes the high, seat one the low, one odd 100 chip "
            "left, the smallest in play. Who gets it?",
            "5",
        ),
    ],
)
def test_the_high_hand_said_in_words_takes_the_odd_chip_of_a_hi_lo_split(text: str, seat: str) -> None:
    """20-C: in a high-low split the odd chip goes to the high hand; its seat said in words ("el cuatro se
    lleva la alta", "seat five takes the high") is read (was: the rule alone, no seat)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("odd_chip", seat)
    assert result["rules"] == ["tda-2024:20-C"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "River: el 4 apostó y el 8 pagó, y se quedan mirando los dos sin enseñar. "
            "¿Quién tiene que virar?",
            "4",
        ),
        (
            "river now, seat one bet and seat six called, the two of them just staring at each other, who's "
            "gotta table first",
            "1",
        ),
    ],
)
def test_who_has_to_turn_the_cards_in_slang_is_the_showdown_order(text: str, seat: str) -> None:
    """17-A: at a non-all-in showdown the last aggressor on the final round tables first; asked in table
    slang ("¿quién tiene que virar?", "who's gotta table first") it is no call said early (was: unsure)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("shows_first", seat)
    assert result["rules"][0] == "tda-2024:17-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "El floor pide uno de la mesa 2 (nueve jugadores) para la mesa 6 (siete jugadores). En la 2 el "
            "botón está en el 7, ciegas 8 y 9, así que el 1 sería la grande en la próxima. ¿Cuál se va?",
            "1",
        ),
        (
            "The floor needs one from table 3 (9 players) for table 8 (6 players). Button on seat 4, blinds "
            "5 and 6, so seat 7 is big blind next hand. Which one do I send?",
            "7",
        ),
    ],
)
def test_the_floor_asking_for_one_player_from_a_table_moves_the_next_big_blind(text: str, seat: str) -> None:
    """11-A: to balance, the player to be big blind next moves (was: a question about the rules, or rule
    30 with no decision)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("move_player", seat)
    assert result["rules"][0] == "tda-2024:11-A"
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "En la final, a la señora de la tarjeta 3 la sentaron en el 7 y ya lleva varias manos jugadas. "
            "¿Qué hacemos?",
            "7",
        ),
        (
            "After the redraw they seated him in seat 2, but his card said 6, and he's played four hands "
            "there. Do we move him?",
            "2",
        ),
    ],
)
def test_a_player_seated_apart_from_his_seat_card_moves_to_it(text: str, seat: str) -> None:
    """7: a player who started in a seat other than the one his card assigns moves to the correct seat with
    his current stack, however many hands he played there (was: a betting ruling, a penalty or a 57)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("move_player", seat)
    assert result["rules"] == ["tda-2024:7"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Mesa 5: el jugador nuevo que viene de la mesa rota se sentó en el 3, que está entre la chica y "
            "el botón, y ya le he dado cartas. Nadie habló todavía.",
            "3",
        ),
        (
            "ok so a new player moved from the broken table sits in seat 8, between the small blind and the "
            "button, and I've dealt him cards already, no action yet",
            "8",
        ),
    ],
)
def test_a_new_player_dealt_in_between_the_small_blind_and_the_button_is_a_misdeal(
    text: str, seat: str
) -> None:
    """10-A: a new player is not dealt in between the small blind and the button; dealt in already ("le he
    dado cartas", "I've dealt him cards") before substantial action, cards went to a seat not entitled to a
    hand: a misdeal (35-A-3)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("misdeal", seat)
    assert {"tda-2024:35-A", "tda-2024:10-A"} <= set(result["rules"])
    assert result["confidence"] == "certain"
