"""Families the seventeenth round of issue 13 fixed (drawn from the sixteenth fresh set,
tests/procedures/data/fresh_incidents_16.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("Dealer here, seat 6 raised, the big blind was having a ponder and I burned and turned the flop "
         "face up by mistake. What do I do?", "tda-2024:RP-5-A"),
        ("En el preflop el 3 subió, la ciega grande seguía dándole vueltas y yo ya había quemado y sacado el "
         "flop. ¿Qué hago?", "tda-2024:RP-5-A"),
        ("En el turn el 1 apostó 3.000 y mientras el 6 se lo estaba pensando el dealer viró el river. ¿Qué "
         "se hace con esa carta?", "tda-2024:RP-5-C"),
    ],
)  # fmt: skip
def test_a_card_dealt_while_a_player_still_deliberates_is_premature(text: str, rule: str) -> None:
    """RP-5: a board card dealt while a player was still deciding ("having a ponder", "dándole vueltas",
    "se lo estaba pensando") is premature: it goes back and the street is re-dealt; "virar" (Caribbean for
    turning a card over) deals the street as "voltear" does."""
    result = ruled(text)
    assert result["facts"]["incident"] == "premature_card"
    assert result["ruling"]["decision"] == "redeal_board"
    assert result["rules"][0] == rule
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 2 moved all in on the flop and seat 7 called, nobody else in. Seat 7 says he's not flipping "
        "his cards till the river. Is that allowed?",
        "All-in en el flop del 4 y pagó el 9, solos los dos. El del 9 no voltea sus cartas, dice que espera "
        "al river. ¿Tiene que mostrar?",
    ],
)
def test_a_caller_who_will_not_turn_his_cards_after_an_all_in_must(text: str) -> None:
    """16: once a player is all in and the betting is over, every hand is turned up before the next card;
    "no voltea sus cartas" is his refusal, no card exposed (68)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "face_up"
    assert result["ruling"]["decision"] == "table_hands"
    assert result["rules"] == ["tda-2024:16"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Dealing the first round, the card for seat 3 turned face up, like fifth card off the deck. Just "
        "that one. Misdeal?",
        "Al repartir la volteé sin querer, la que iba al asiento 6, sería como sexta carta, las demás bien, "
        "nadie habló. ¿Misdeal o no?",
    ],
)
def test_one_later_card_the_dealer_turns_over_is_no_misdeal(text: str) -> None:
    """35-A-7: only two exposed cards, or one of the first two dealt, make a misdeal; a single card told by
    the seat it was going to ("the card for seat 3", "la que iba al asiento 6") and by its place
    ("fifth card", "sexta carta", with no article) is replaced after the deal and play goes on."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"] == ["tda-2024:35-A"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("River checked through. Seat 6 turns up one card, says straight, and tosses the other face down "
         "into the muck, I can't tell which one it is now. Seat 1 has a set. Who wins?", "6"),
        ("Al final de la mano el del 3 gira una sola carta, canta escalera y avienta la otra a los "
         "descartes; no sé cuál es. El 7 enseña trío. ¿De quién es el bote?", "3"),
    ],
)  # fmt: skip
def test_one_card_turned_up_and_the_other_thrown_away_is_the_tds(text: str, seat: str) -> None:
    """13-B, 14: a hand with one card turned up and the other lost in the muck was never tabled; the TD
    rules it could not be read and it has no claim; the hand its player named wins nothing (12). Told in
    the present ("turns up", "gira", "avienta la otra")."""
    result = ruled(text)
    assert result["facts"]["incident"] == "one_card_shown"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["rules"] == ["tda-2024:13-B", "tda-2024:12", "tda-2024:14"]
    assert result["floor"] is True


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Seat 8 mucked on the flop and keeps commenting on the hand, saying seat 2 is drawing to the flush, "
         "while 2 and 5 are still playing. What do I do?", "8"),
        ("El del 3 ya se había retirado y no para de comentar en voz alta que el del 6 va al color, con la "
         "mano todavía en juego entre el 6 y el 1. ¿Qué hago?", "3"),
    ],
)  # fmt: skip
def test_a_folded_player_talking_about_the_live_hand_is_the_tds(text: str, seat: str) -> None:
    """67: no one discusses a live hand, in it or not; the penalty is the TD's (71). No fold to rule."""
    result = ruled(text)
    assert result["ruling"]["action"] is None and result["ruling"]["seat"] == seat
    assert result["rules"] == ["tda-2024:67", "tda-2024:71"]
    assert result["floor"] is True


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("On the turn seat 1 showed his hand to his mate in seat 2, who had folded, while seat 6 was still "
         "deciding. Seat 6 wants seat 1's hand killed. Should it be killed?", "1"),
        ("En el river el del 2 le enseñó sus cartas a su amigo del 3, que ya se había retirado, mientras el "
         "8 estaba decidiendo. El 8 pide que le maten la mano al 2. ¿Se la mato?", "2"),
    ],
)  # fmt: skip
def test_a_hand_shown_to_a_folded_player_with_action_pending_stays_live(text: str, seat: str) -> None:
    """68, 67: a player who shows his cards with action pending keeps a live hand; showing them to a player
    out of the hand breaks one player to a hand, and the penalty is the TD's after the hand (71)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"] == ["tda-2024:68", "tda-2024:67", "tda-2024:71"]
    assert (result["floor"], result["confidence"]) == (True, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("End of the hand, seats 3, 6 and 8 still in, button on 1. I think they checked the river but I was "
         "looking at the clock. Who shows first?", "3"),
        ("Showdown a tres, botón en el 9, quedan el 2, el 5 y el 7. Creo que pasaron todos en el river, "
         "nadie quiere mostrar primero. ¿Quién enseña primero?", "2"),
    ],
)  # fmt: skip
def test_who_shows_first_when_the_dealer_only_believes_the_river_was_checked(text: str, seat: str) -> None:
    """17-A: with no bet on the river the first player left of the button shows first; the dealer only
    believes it was checked ("I think they checked", "creo que pasaron"), so it is asked."""
    result = ruled(text)
    assert result["facts"]["incident"] == "showdown_order"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("shows_first", seat)
    assert (result["floor"], result["confidence"]) == (False, "conditional")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Seat 3 was chatting at the next table and hurried back after the deal. I think when the last card "
         "went out he still hadn't got to his chair, but I'm not 100% sure. He wants to look at his cards "
         "now, can he?", "3"),
        ("Oye, el del 7 andaba en la barra y volvió cuando ya estaba todo repartido. Creo que cuando salió "
         "la última carta aún no llegaba a su silla, no estoy del todo seguro. Quiere ver sus cartas, ¿lo "
         "dejo?", "7"),
    ],
)  # fmt: skip
def test_a_player_not_yet_at_his_chair_at_the_last_card_has_a_dead_hand(text: str, seat: str) -> None:
    """30: a player out of reach of his chair when the last card of the deal goes out has a dead hand; he
    wants to look at his own cards (no request to see another's, 18); the dealer is not sure, so asked."""
    result = ruled(text)
    assert result["facts"]["incident"] == "at_seat"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["rules"] == ["tda-2024:30"]
    assert (result["floor"], result["confidence"]) == (False, "conditional")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("At showdown seat 4 left his cards face down and unprotected, and I swept them into the muck "
         "thinking he'd folded. They're mixed in now. He had called the river bet. Does he get anything "
         "back?", "4"),
        ("En el showdown el del 5 no protegió su mano y el crupier se la llevó al muck creyendo que había "
         "foldeado. Ya están mezcladas. Había igualado la apuesta. ¿Se le devuelve?", "5"),
    ],
)  # fmt: skip
def test_a_hand_killed_at_showdown_before_it_was_tabled_is_dead(text: str, seat: str) -> None:
    """65-A: a hand the dealer killed that cannot be identified is dead and a called bet is not returned;
    at showdown the player had to protect it while it waited to be read (13-B)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "killed_hand"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["ruling"]["returned"] == 0
    assert result["rules"] == ["tda-2024:65-A", "tda-2024:13-B"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Started the deal and the first card came off flipped, seat 1 got it face up. Nobody acted. What "
        "now?",
        "Empiezo a repartir y la segunda carta me salió dada vuelta, la del asiento 2. Nadie habló. ¿Qué "
        "hago?",
    ],
)
def test_one_of_the_first_two_cards_coming_off_face_up_is_a_misdeal(text: str) -> None:
    """35-A-7: one of the first two cards exposed by the dealer before substantial action is a misdeal;
    "came off flipped", "me salió dada vuelta" tell it."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert result["ruling"]["decision"] == "misdeal"
    assert result["rules"][:2] == ["tda-2024:35-A", "tda-2024:35-C"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Seat 7 sat down while I was on the first round of the deal, before the last card went out. Another "
         "player says his hand is dead because he wasn't there when I started dealing. Is he right?", "7"),
        ("El del 2 se sentó cuando yo iba por la primera vuelta, antes de que saliera la última carta. Otro "
         "dice que tiene la mano muerta porque no estaba al empezar el reparto. ¿Tiene razón?", "2"),
    ],
)  # fmt: skip
def test_a_player_seated_during_the_first_round_of_the_deal_has_a_live_hand(text: str, seat: str) -> None:
    """30: what counts is being at the seat when the last card of the deal goes out, not at the first."""
    result = ruled(text)
    assert result["facts"]["incident"] == "at_seat"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"] == ["tda-2024:30"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("On the river seat 6 bet 3,000 then threw his cards in the muck because he thinks everybody folded, "
         "but seat 2 still had to act. I kept them on top of the muck. What now?", "6"),
        ("En el river el 4 apostó 5.000 y soltó sus cartas porque pensó que todos se tiraron, pero el 1 "
         "todavía no había hablado. Las tengo separadas encima del muck. ¿Qué hago?", "4"),
    ],
)  # fmt: skip
def test_a_bettor_who_discards_thinking_everybody_folded_keeps_an_identified_hand(
    text: str, seat: str
) -> None:
    """15-B: a bettor who throws his cards away thinking everyone folded; cards kept apart stay in play once
    the floor is sure which they are (65-B)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "discard_before_end"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"] == ["tda-2024:15-B", "tda-2024:58", "tda-2024:65-B", "tda-2024:14"]
    assert result["floor"] is True


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("The dealer pulled seat 2's hand into the discards by mistake on the flop; he thinks they're the "
         "two on top but he isn't sure. Seat 2 had bet 4,000, uncalled. What do we do?", "2"),
        ("El dealer se llevó al muck las cartas del 7 sin querer en el turn; cree que son las dos de arriba "
         "pero no está seguro. El 7 había apostado 3.000 y nadie pagó. ¿Qué hacemos?", "7"),
    ],
)  # fmt: skip
def test_a_killed_hand_the_dealer_is_not_sure_of_is_the_tds(text: str, seat: str) -> None:
    """65-A: whether a hand the dealer killed can be identified 100% is the TD's judgement: no ruling stated
    while the dealer is not sure which cards are its own."""
    result = ruled(text)
    assert result["facts"]["incident"] == "killed_hand"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == (None, seat)
    assert result["rules"] == ["tda-2024:65"]
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "A re-entry was just seated in seat 8, between the button on 7 and the small blind on 9, and I dealt "
        "him in already. No one has acted. Can we play on?",
        "Un jugador de registro tardío llegó al asiento 7; el botón está en el 6 y la ciega chica en el 8, y "
        "ya le di cartas. Nadie habló todavía. ¿Está bien?",
    ],
)
def test_a_late_entry_dealt_in_between_the_small_blind_and_the_button_is_a_misdeal(text: str) -> None:
    """8-A, 10-A: a new player is not dealt in between the small blind and the button; dealt in there before
    substantial action, cards went to a seat not entitled to a hand (35-A-3): a misdeal."""
    result = ruled(text)
    assert result["facts"]["incident"] == "new_player_seated"
    assert result["ruling"]["decision"] == "misdeal"
    assert result["rules"][:3] == ["tda-2024:35-A", "tda-2024:8-A", "tda-2024:10-A"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("seat two was on his way back from the bar and I think he was already sitting down when I dealt the "
         "last card, live hand or do I kill it", "2"),
        ("oye el del seis venía de fumar y me parece que ya estaba sentado cuando di la última carta, ¿tiene "
         "mano o se la mato?", "6"),
    ],
)  # fmt: skip
def test_a_player_already_seated_when_the_last_card_went_out_has_a_live_hand(text: str, seat: str) -> None:
    """30: "already sitting down when I dealt the last card", "ya estaba sentado cuando di la última" is in
    time: a live hand; the dealer only believes it ("I think", "me parece que"), so it is asked."""
    result = ruled(text)
    assert result["facts"]["incident"] == "at_seat"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"] == ["tda-2024:30"]
    assert (result["floor"], result["confidence"]) == (False, "conditional")


@pytest.mark.parametrize(
    "text",
    [
        "Seat six the big blind got knocked out last hand, button was on four small blind on five, where "
        "does the button go now",
        "Se eliminó el de la ciega grande, el seis; el botón estaba en el cuatro y la ciega chica en el "
        "cinco. ¿Dónde va el botón ahora?",
    ],
)
def test_the_dead_button_goes_to_the_last_small_blind_told_in_words(text: str) -> None:
    """32: the big blind busted, the button moves on to the last hand's small blind (seat 5): "small blind on
    five", the seat said as a word after "on"."""
    result = ruled(text)
    assert result["facts"]["incident"] == "dead_button"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", "5")
    assert result["rules"][0] == "tda-2024:32"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Balancing: my table has nine, table 2 has six. Seat 8 has the big blind now and the big blind next "
         "hand would be seat 9. Who do I send?", "9"),
        ("Para equilibrar: mi mesa tiene nueve y la 5 tiene seis. El 3 es ciega grande ahora y la ciega "
         "grande de la próxima mano es el 4. ¿A quién mando?", "4"),
    ],
)  # fmt: skip
def test_the_player_due_the_big_blind_next_hand_is_moved_to_balance(text: str, seat: str) -> None:
    """11-A: the player who would be the big blind on the next hand moves; "the big blind next hand would be
    seat 9", "la ciega grande de la próxima mano es el 4" name him, no question about it."""
    result = ruled(text)
    assert result["facts"]["incident"] == "short_table"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("move_player", seat)
    assert result["rules"] == ["tda-2024:11-A"]
    assert (result["floor"], result["confidence"]) == (False, "certain")
