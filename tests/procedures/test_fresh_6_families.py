"""Families the sixth round of issue 13 fixed, each in both languages and in other words than the fresh sets'
rows (tests/procedures/data/fresh_*.jsonl)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.ask import answer


def ruled(text: str, venue: str | None = None) -> dict[str, Any]:
    result = answer(text, venue=venue).result
    assert result["intent"] == "ruling", (text, result["intent"])
    return result


@pytest.mark.parametrize(
    "text",
    [
        "En el river el del 6 quiere que le cuenten las fichas al del 1 antes de decidir; nadie fue all-in",
        "On the turn seat 2 wants the dealer to count seat 5's chips before he bets, no one is all in",
    ],
)
def test_a_count_request_decides_no_hand_and_its_rule_is_the_answer(text: str) -> None:
    """A request, like one to see a hand, decides no hand: the rule that grants the count (Garrido 8.h, at any
    time) or gives only an estimate (TDA 60 with 25) is the answer, and the house line names the TDA rule."""
    tda, house = ruled(text), ruled(text, "garrido")
    assert (tda["ruling"]["decision"], tda["rules"][:2]) == (None, ["tda-2024:60", "tda-2024:25"])
    assert (house["ruling"]["decision"], house["rules"][0]) == (None, "garrido-2010:8.h")
    assert (house["house"]["rule"], house["house"]["tda"]["rule"]) == ("garrido-2010:8.h", "tda-2024:60")
    assert not house["floor"] and house["confidence"] == "certain"
    assert "8.h" in house["reply"] and "60" in house["reply"]


@pytest.mark.parametrize(
    "text",
    [
        "En el flop el del 3 le enseñó sus cartas al de su izquierda y el 7 aún no había hablado. ¿Sigue "
        "viva su mano?",
        "On the river seat 6 flashed his hand to his mate on his right while seat 1 was still deciding. Do "
        "we kill his hand?",
    ],
)
def test_cards_shown_to_one_player_with_action_pending_cite_one_player_to_a_hand(text: str) -> None:
    """Shown to one player while someone still has to act, and his hand asked about: the hand stays live (68),
    showing a hand to another player is what 67 forbids, and the penalty is the TD's call after the hand
    (71)."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "live_hand"
    assert result["rules"][:3] == ["tda-2024:68", "tda-2024:67", "tda-2024:71"]
    assert (result["floor"], result["floor_reason"]) == (True, "penalty")


def test_cards_shown_to_the_table_with_action_pending_are_no_disclosure_to_one_player() -> None:
    result = ruled(
        "Seat 4 turned his cards face up on the turn while seat 8 was still deciding whether to call"
    )
    assert result["ruling"]["decision"] == "live_hand" and "tda-2024:67" not in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "En el river el 2 apostó y el 5 pagó; el 2 quiere tirar sin mostrar y el 5, que aún tiene sus "
        "cartas, pide verlas.",
        "River bet by seat 1, seat 7 called and is still holding his cards; seat 1 wants to muck unseen and "
        "seat 7 asks to see it.",
    ],
)
def test_a_caller_still_holding_his_cards_sees_the_aggressor_table_first(text: str) -> None:
    """The caller has not shown: the last aggressor tables first (17-A), the hand the caller paid to see
    (18-B)."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "shows_first"
    assert {"tda-2024:18-B", "tda-2024:17-A"} <= set(result["rules"])


def test_a_caller_who_showed_asks_for_the_aggressor_hand_by_18_b_alone() -> None:
    result = ruled(
        "River: seat 1 bets, seat 7 calls and tables trips, seat 1 mucks unseen and 7 asks to see it."
    )
    assert result["ruling"]["decision"] is None and "tda-2024:17-A" not in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Hubo apuesta en el river y pagaron, quedan el 3 y el 8 con el botón en el 1. ¿Quién enseña primero?",
        "There was a river bet and a call, seats 4 and 9 left, button on 2. Who shows first?",
    ],
)
def test_a_river_bet_by_a_player_not_named_leaves_the_showdown_order_asked(text: str) -> None:
    """17-A: the last aggressor shows first; a bet told without its bettor decides nothing by the button."""
    result = ruled(text)
    assert result["ruling"]["decision"] is None and result["floor"] is True


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "En la 6 se eliminó el de la ciega grande, el 8; el botón estaba en el 6 y la chica en el 7. "
            "¿Dónde va ahora el botón?",
            "7",
        ),
        (
            "The guy in the big blind busted last hand, seat 8; button was on 6, small blind 7. "
            "Where should the button go?",
            "7",
        ),
    ],
)
def test_a_blind_busted_told_by_the_player_in_it_moves_the_button_by_the_dead_button_rule(
    text: str, seat: str
) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["rules"][0]) == (
        "button",
        seat,
        "tda-2024:32",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Se acabó la mano, el 5 se tiró y pide que saquen el turn y el river para ver qué hubiera venido",
        "Hand's over, seat 3 folded to the shove and now wants the dealer to put out the turn and river",
    ],
)
def test_dealing_the_rest_of_the_board_after_the_hand_is_rule_28(text: str) -> None:
    result = ruled(text)
    assert result["rules"][0] == "tda-2024:28" and result["ruling"]["action"] is None


@pytest.mark.parametrize(
    "text",
    [
        "El board es escalera real, el 4 dice 'juego la mesa' y desliza sus cartas boca abajo, la dealer las "
        "barrió. Pide la mitad del bote.",
        "Seat 6 says he is playing the board, throws his cards face down and the dealer scoops them.",
    ],
)
def test_playing_the_board_with_the_cards_the_dealer_mucked_is_a_dead_hand(text: str) -> None:
    """19: to play the board every card must be tabled; cards the dealer swept into the muck are dead (13-B,
    14)."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "dead_hand" and "tda-2024:19" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Stud: repartiendo la tercera calle le volteé al 6 su segunda carta tapada. ¿Misdeal?",
        "Seven card stud, on the initial deal I flipped seat 2's second downcard. Is it a misdeal?",
    ],
)
def test_the_word_misdeal_asked_with_no_cause_is_about_the_incident_told(text: str) -> None:
    """ "Misdeal?" names no cause: the stud downcard exposed on the deal is the incident (RP-10-A), no
    misdeal."""
    result = ruled(text)
    assert result["ruling"]["decision"] != "misdeal" and result["rules"][0] == "tda-2024:RP-10-A"


@pytest.mark.parametrize(
    "text",
    [
        "En la mano anterior el botón tenía que ir del 6 al 7 pero el crupier lo puso en el 8, y se jugó "
        "entera. Antes de la siguiente lo vemos. ¿Dónde va el botón?",
        "Last hand the button should have gone to seat 7 but the dealer put it on 8; the hand was played "
        "out. Where does it go now?",
    ],
)
def test_a_button_put_past_the_seat_it_should_have_gone_to_is_set_there_at_garrido(text: str) -> None:
    """Garrido 2.p3: a button moved two seats, found on the next hand, goes to the seat it skipped (the one
    the report says it should have gone to); TDA 34-A lets the error stand."""
    garrido, tda = ruled(text, "garrido"), ruled(text)
    assert (garrido["ruling"]["decision"], garrido["ruling"]["seat"]) == ("button", "7")
    assert garrido["rules"][0] == "garrido-2010:2.p3"
    assert tda["ruling"]["decision"] == "play_continues"


@pytest.mark.parametrize(
    "text",
    [
        "Pagaron dos y uno subió; entonces la dealer cantó misdeal sin motivo y recogió las cartas del 2 y "
        "del 9. ¿Qué hacemos?",
        "Two players called and one raised, then the dealer called a misdeal by mistake and collected the "
        "cards of seats 2 and 9. What now?",
    ],
)
def test_a_misdeal_called_in_error_with_the_cards_collected_by_the_dealer(text: str) -> None:
    """Garrido 2.p4: a misdeal called in error after action, cards gone because of it, stands; TDA 35-D
    leaves it to the TD."""
    garrido, tda = ruled(text, "garrido"), ruled(text)
    assert (garrido["ruling"]["decision"], garrido["rules"][0]) == ("misdeal", "garrido-2010:2.p4")
    assert tda["ruling"]["decision"] is None and tda["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "Cuando se rompió la mesa 2, el del 6 llevó dos fichas de 25.000 en su bolsillo y el dealer se "
        "las vio sacar.",
        "When table 4 broke, the guy from seat 2 walked over with two 25k chips in his jacket pocket; the "
        "dealer saw him take them out.",
    ],
)
def test_chips_carried_in_a_pocket_are_chips_out_of_view_not_an_exposed_card(text: str) -> None:
    """63: chips must stay in view; carried in a pocket they are the TD's to deal with (71), whatever the
    words ("se las vio", "saw") an incident's phrases would read."""
    result = ruled(text)
    assert result["rules"][:2] == ["tda-2024:63", "tda-2024:71"] and result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "En el turn aparecen dos rey de tréboles, uno en la mesa y otro en la mano del 7.",
        "At showdown there's two queen of clubs, one on the flop and one in seat 2's hand.",
    ],
)
def test_a_duplicate_card_said_in_the_singular_fouls_the_deck_and_the_floor_stops_play(text: str) -> None:
    """35-E: play stops and every bet is returned; the rule decides, the floor applies it (staff_applies)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0]) == ("misdeal", "tda-2024:35-E")
    assert (result["floor"], result["floor_reason"], result["confidence"]) == (
        True,
        "staff_applies",
        "certain",
    )


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("Al del 3 le cantaron tiempo con un all-in delante; acabó la cuenta y no dijo nada.", "dead_hand"),
        ("Seat 5 was put on the clock with nothing to call; the count ran out without a word.", "live_hand"),
    ],
)
def test_the_tda_clock_is_decided_by_29_and_applied_by_the_floor(text: str, decision: str) -> None:
    """29 decides the hand when time runs out (dead facing a bet, checked otherwise); the TD called the clock
    and a staff member counts it down, as at the houses: the floor applies it (staff_applies), certain."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0]) == (decision, "tda-2024:29")
    assert (result["floor"], result["floor_reason"], result["confidence"]) == (
        True,
        "staff_applies",
        "certain",
    )


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("Se me cayó el talón en el turn y se desparramó; no se mezcló con el muck.", True),
        (
            "I dropped the rest of the deck before the river and lost the order; none mixed with the muck.",
            False,
        ),
    ],
)
def test_a_dropped_stub_in_more_words_is_rebuilt_or_reshuffled_by_the_floor(text: str, asked: bool) -> None:
    """RP-4: rebuild the stub if its order can be told, else a new stub of the stub cards; the floor
    oversees it (staff_applies), and whether the order can be rebuilt is asked when not told."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0]) == ("play_continues", "tda-2024:RP-4")
    assert (result["floor"], result["floor_reason"]) == (True, "staff_applies")
    assert ("stub_order" in result["questions"]) is asked


@pytest.mark.parametrize(
    "text",
    [
        "Torneo win the button. Botón en el 2. Reparten bote el 5 y el 8, sobra una ficha. ¿Quién se queda "
        "la ficha y a quién le va el botón?",
        "Win-the-button event, button on 2. Seats 5 and 8 chop, one chip over. Who does the button go to, "
        "and the chip?",
    ],
)
def test_win_the_button_with_the_chip_and_the_button_asked_gives_both_to_one_player(text: str) -> None:
    """San Roque 33: a tie gives the odd chip and the button to the first player after the button."""
    result = ruled(text, "san-roque")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", "5")


@pytest.mark.parametrize(
    "text",
    [
        "Al abrir la mesa, sorteando el botón, el 3 saca as de picas y el 8 as de corazones. ¿Quién va?",
        "New table, drawing cards for the button: seat 3 the ace of spades, seat 8 the ace of hearts.",
    ],
)
def test_the_button_draw_in_more_words_is_broken_by_suit_at_garrido(text: str) -> None:
    result = ruled(text, "garrido")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", "3")
    assert result["rules"][0] == "garrido-2010:8.c"


@pytest.mark.parametrize(
    "text",
    [
        "El dealer leyó mal las manos y le dio el bote al 4; el 7 reclama que tenía escalera.",
        "The dealer misread the hands and pushed the pot to seat 4; seat 7 says his flush was better.",
    ],
)
def test_a_hand_misread_cites_cards_speak_beside_the_time_to_dispute(text: str) -> None:
    result = ruled(text)
    assert result["rules"][:2] == ["tda-2024:22", "tda-2024:12"]


@pytest.mark.parametrize(
    ("text", "rules", "floor"),
    [
        ("El 3 y el 8 son pareja y nunca se apuestan; la mesa dice que es juego blando.", ["69", "71"], True),
        (
            "Seats 2 and 6 are mates and keep checking it down; the others call it soft play.",
            ["69", "71"],
            True,
        ),
        ("El 5 le pide al dealer una baraja nueva porque no le entra nada.", ["26"], False),
        ("Seat 5 keeps asking the dealer for a new deck because he's running bad.", ["26"], False),
    ],
)
def test_soft_play_and_deck_changes_are_answered_with_their_rules(
    text: str, rules: list[str], floor: bool
) -> None:
    """69: soft play is penalised, the TD's call; 26: decks change on the push or the level, never on a
    player's request. The betting words in them ("apuestan", "checking") are no play."""
    result = ruled(text)
    assert result["rules"][: len(rules)] == [f"tda-2024:{r}" for r in rules]
    assert result["floor"] is floor and result["ruling"]["action"] is None


@pytest.mark.parametrize(
    "text",
    [
        "El 2 apostó el river y, mientras el 6 pensaba, tiró sus cartas creyendo que había ganado.",
        "Seat 2 bet the river and, while seat 6 was still deciding, threw his cards in thinking he'd won.",
    ],
)
def test_the_player_named_in_a_while_clause_is_not_the_one_who_discarded(text: str) -> None:
    """15-B: the bettor who discarded thinking he had won is the hand ruled on, not the player still deciding
    named in passing."""
    assert ruled(text)["ruling"]["seat"] == "2"


@pytest.mark.parametrize(
    "text",
    [
        "La primera carta se la di al 5 y no al 4; UTG y 8 tiraron sus cartas y ahí avisaron.",
        "I pitched the first card to seat 5, not seat 4; UTG and 8 both folded before anyone noticed.",
    ],
)
def test_two_folds_listed_without_articles_are_action_for_garrido(text: str) -> None:
    """Garrido 4.l: any two actions, folds included, stop a misdeal; TDA 36 needs chips in: a misdeal."""
    garrido, tda = ruled(text, "garrido"), ruled(text)
    assert garrido["ruling"]["decision"] == "play_continues" and "garrido-2010:4.l" in garrido["rules"]
    assert tda["ruling"]["decision"] == "misdeal"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "En el showdown el 4 dice 'tengo color' y da vuelta sus cartas; el 8 tira las suyas boca abajo "
            "al muck. El 4 solo tenía pareja; las del 8 ya se mezclaron.",
            "8",
        ),
        (
            "At showdown seat 1 says he's got a straight and turns over his cards; seat 5 threw his face "
            "down into the muck, already mixed in. Seat 1 only had two pair.",
            "5",
        ),
    ],
)
def test_a_hand_mucked_after_a_miscall_at_showdown_is_dead_and_the_miscall_the_tds(
    text: str, seat: str
) -> None:
    """12: cards speak, a declaration is not binding: the hand mucked beyond retrieval is dead (14, 13-B); a
    deliberate miscall may be penalised, the TD's call (71). The other player tabled his cards: no
    exposure with action pending (68)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert "tda-2024:12" in result["rules"] and (result["floor"], result["floor_reason"]) == (True, "penalty")


@pytest.mark.parametrize(
    "text",
    [
        "En el flop el 3 todavía no había hablado y la dealer ya abrió el turn. ¿Qué hacemos con esa carta?",
        "On the flop seat 3 hadn't acted yet and the dealer already turned the turn card. What now?",
    ],
)
def test_a_garrido_premature_turn_cites_39_c_beside_rp_5(text: str) -> None:
    """Garrido 5.d sets the premature turn aside; TDA 39-C sends premature cards to RP-5: both cited."""
    result = ruled(text, "garrido")
    assert result["ruling"]["decision"] == "redeal_board" and result["rules"][0] == "garrido-2010:5.d"
    assert "tda-2024:39-C" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "El 4 volvió del baño y creo que ya le había dado la segunda carta al botón cuando se sentó, no "
        "estoy seguro.",
        "Seat 4 got back from the bathroom and I think the button had his second card when he sat, not 100 "
        "percent.",
    ],
)
def test_a_player_seated_after_the_buttons_second_card_is_late_as_the_dealer_believes(text: str) -> None:
    """30: a player not at his seat when the last card goes out (the button's second) has a dead hand; the
    dealer's doubt makes it the likely reading, asked."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["confidence"]) == ("dead_hand", "conditional")


@pytest.mark.parametrize(
    "text",
    [
        "La dealer leyó mal las manos y le dio el bote al 3; el 6 tenía escalera. Todavía no ha barajado.",
        "The dealer read the hands wrong and pushed it to seat 3; seat 6 had the straight. No shuffle yet.",
    ],
)
def test_a_dealer_who_read_the_hands_wrong_is_a_dispute_in_time(text: str) -> None:
    """22: a reading may be disputed until the next hand begins: the floor settles the award (no action to
    decide); 12 cited."""
    result = ruled(text)
    assert result["rules"][:2] == ["tda-2024:22", "tda-2024:12"]
    assert result["ruling"]["decision"] is None
    assert (result["floor_reason"], result["confidence"]) == ("staff_applies", "certain")


@pytest.mark.parametrize(
    "text",
    [
        "El dealer le pagó de menos al 4 en el bote anterior; ya estamos en la siguiente, con una subida y "
        "un call.",
        "Dealer shorted seat 4 on the last pot; the next hand is already going, a raise and a call in.",
    ],
)
def test_a_pot_paid_short_found_after_action_on_the_next_hand_is_too_late(text: str) -> None:
    """22: an accounting error may be corrected until substantial action on the next hand; after it the award
    stands: nothing is decided, and 36 is cited."""
    result = ruled(text)
    assert result["ruling"]["decision"] is None and result["rules"][:2] == ["tda-2024:22", "tda-2024:36"]


@pytest.mark.parametrize(
    "text",
    [
        "Repartiendo la segunda vuelta se me levantó la carta del 3 y quedó a la vista un rey. Nadie habló.",
        "Repartiendo, la carta del 8 se levantó y quedó a la vista una dama; es la única, nadie ha hablado.",
    ],
)
def test_a_card_that_lifted_on_the_deal_is_a_single_exposed_card(text: str) -> None:
    """35-A: one card exposed by the dealer, not one of the first two, is no misdeal: play continues."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "play_continues" and result["ruling"]["action"] is None


@pytest.mark.parametrize(
    "text",
    [
        "The button should be on 3 but it's on 4; I don't think anyone has acted, except maybe UTG folding.",
        "El botón debería estar en el 3 y está en el 4; creo que nadie ha hablado, salvo quizás el UTG.",
    ],
)
def test_a_dealer_who_does_not_think_anyone_acted_is_asked_whether_anyone_did(text: str) -> None:
    """34-A: corrected before substantial action; the dealer only believes nobody acted: the likely reading,
    conditional, with his words confirmed."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", "3")
    assert result["confidence"] == "conditional" and result["questions"][0].startswith("confirm_fact")


@pytest.mark.parametrize(
    "text",
    [
        "La mano pasada la dealer pasó el botón del 6 directamente al 8, salteando al 7; se jugó entera. "
        "¿Dónde va el botón en esta mano?",
        "Last hand the dealer moved the button straight from 6 to 8, skipping seat 7, and it was played out. "
        "Where does the button go this hand?",
    ],
)
def test_a_button_passed_straight_over_a_seat_last_hand_goes_to_that_seat_at_garrido(text: str) -> None:
    garrido = ruled(text, "garrido")
    assert (garrido["ruling"]["decision"], garrido["ruling"]["seat"]) == ("button", "7")
    assert garrido["rules"][0] == "garrido-2010:2.p3"


@pytest.mark.parametrize(
    ("text", "decision", "seat"),
    [
        # 20-A: the odd chip to the first winner left of the button, its seat said with la, silla, box
        (
            "Reparten el bote la silla 2 y la silla 8 y sobra una ficha. El botón está en la silla 6.",
            "odd_chip",
            "8",
        ),
        (
            "Empate entre el 3 y el 9 y sobra una ficha; el botón lo tiene la 4... perdón, está en la 4.",
            "odd_chip",
            "9",
        ),
        ("Chopped pot between seats 2 and 8, one chip left over, the button's in box 6.", "odd_chip", "8"),
        # 17-A: the last river aggressor tables first; with no river bet, the first left of the button
        (
            "River: el 4 apuesta 9.000, el 1 paga y el 6 paga. Ninguno quiere voltear. ¿A quién le toca?",
            "shows_first",
            "4",
        ),
        (
            "Turn and river checked, seat 2 and seat 8 left, button on seat 5. Neither wants to turn first.",
            "shows_first",
            "8",
        ),
        ("Last street, seat 6 bet, seat 9 called; no one wants to table. Who goes?", "shows_first", "6"),
        # 34-A: a button misplaced this hand, before action, goes where it belongs
        (
            "El botón debería estar en el 3 pero el dealer lo puso en el 4; nadie ha hablado todavía.",
            "button",
            "3",
        ),
        ("The button should be in seat 3 but the dealer moved it to 4. Nobody has acted yet.", "button", "3"),
        # 34-A: moved two seats on the hand just dealt: corrected to the seat it skipped
        (
            "El botón quedó en el 8 y en la mano anterior estaba en el 6; el 7 está ocupado. Acabo de "
            "repartir y nadie ha hablado.",
            "button",
            "7",
        ),
        (
            "The button ended up on 5 and last hand it was on 3, seat 4 is occupied; I just dealt and "
            "nobody has acted.",
            "button",
            "4",
        ),
        # 34-A: passed past a seat by the dealer before the deal
        ("Pasé el botón del 6 al 8 en vez de al 7, y el 7 está ocupado. Aún no he repartido.", "button", "7"),
        (
            "I moved the button from 6 to 8 instead of 7, seat 7 is occupied. Haven't dealt yet.",
            "button",
            "7",
        ),
    ],
)
def test_families_in_more_words_decide_for_their_seat(text: str, decision: str, seat: str) -> None:
    """The odd chip, the showdown order and the button, told in more words: the decision and its seat,
    stated as certain."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == (decision, seat), result
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "decision", "rule"),
    [
        # 11-D: play halts on the short table when the big blind reaches the empty seat (no card dealt to it)
        (
            "La mesa 12 se quedó con 6 jugadores y la más llena está a 9; la grande llega al asiento vacío.",
            "halt_play",
            "tda-2024:11-D",
        ),
        (
            "Table 7 is down to 5 players and the fullest table has 9; the big blind hits the empty seat.",
            "halt_play",
            "tda-2024:11-D",
        ),
        # 16: with a player all-in and no betting left, every hand is tabled now
        (
            "El 2 va all-in en el flop y el 5 paga; nadie más. ¿Ya boca arriba o al final?",
            "table_hands",
            "tda-2024:16",
        ),
        (
            "Seat 3 shoves the turn, seat 7 calls, nobody else left. Shouldn't they be face up?",
            "table_hands",
            "tda-2024:16",
        ),
        # 66: upcards picked up facing action kill the hand
        (
            "Stud: el 6 tiene una apuesta delante en quinta calle y juntó sus cartas descubiertas.",
            "dead_hand",
            "tda-2024:66",
        ),
        (
            "Razz, sixth street, seat 2 facing a bet gathered up his up-cards while he thought about it",
            "dead_hand",
            "tda-2024:66",
        ),
        # 23: a new level is for the next hand, a hand begun plays on
        (
            "Sonó el cambio de nivel en plena mano, con el 4 y el 9 en el turn. ¿Se cambian las ciegas?",
            "play_continues",
            "tda-2024:23",
        ),
        (
            "The level went up in the middle of a hand, seat 2 facing a river bet. New blinds now?",
            "play_continues",
            "tda-2024:23",
        ),
        # 30: seated after the last card, a dead hand (his own cards, no request to see a hand)
        (
            "El 6 venía del baño y llegó corriendo cuando ya había soltado la última carta; quiere "
            "ver sus cartas.",
            "dead_hand",
            "tda-2024:30",
        ),
        (
            "Seat 6 came back from the restroom after I had pitched the last card and wants his cards.",
            "dead_hand",
            "tda-2024:30",
        ),
    ],
)
def test_families_in_more_words_decide_by_their_rule(text: str, decision: str, rule: str) -> None:
    """Incidents already ruled, told in the words the seventh set used and others: the decision and the rule
    it rests on."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0]) == (decision, rule)


@pytest.mark.parametrize(
    "text",
    [
        "Cambió el nivel en el cambio de dealer; la dealer nueva todavía no había barajado. ¿Qué ciegas?",
        "The level went up on the dealer push and the relief dealer hasn't riffled yet. Which blinds?",
    ],
)
def test_a_new_level_at_the_dealer_push_is_the_rule_that_says_which_level(text: str) -> None:
    """TDA 23: at a dealer push the incoming dealer deals one hand at the prior level; San Roque 26: a hand
    begins with the first riffle, so the new level applies. Both answer with the rule; the house line says
    what TDA would have ruled."""
    tda, house = ruled(text), ruled(text, "san-roque")
    assert (tda["ruling"]["decision"], tda["rules"], tda["floor"]) == (None, ["tda-2024:23"], False)
    assert (house["ruling"]["decision"], house["rules"][0]) == (None, "san-roque:26")
    assert house["house"]["tda"]["rule"] == "tda-2024:23" and tda["confidence"] == "certain"
