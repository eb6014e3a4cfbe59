"""Families the second fresh holdout of issue 13 showed (tests/procedures/data/fresh_*_2.jsonl), each in both
languages and in other words than its rows: an auxiliary verb is nobody's name, a re-deal said with its verb
("antes de que repartamos otra vez", "before we deal it again")."""

from __future__ import annotations

from typing import Any

import pytest

from bot.ask import answer


def ruled(text: str, venue: str | None = None) -> dict[str, Any]:
    result = answer(text, venue=venue).result
    assert result["intent"] == "ruling", (text, result["intent"])
    return result


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Habíamos cantado mano nula y el del 7, que no estaba sentado, volvió antes del nuevo reparto.",
            "7",
        ),
        ("Hemos dado mano nula; el del 3 estaba fumando y ha vuelto para el nuevo reparto.", "3"),
        (
            "They had called a misdeal; seat 4, who was away from the table, came back before the re-deal.",
            "4",
        ),
        ("Had a misdeal. Seat 6 was at the bar and walked back in for the redeal.", "6"),
    ],
)
def test_an_auxiliary_verb_opening_a_sentence_is_no_player(text: str, seat: str) -> None:
    result = ruled(text, venue="san-roque")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["rules"][0] == "san-roque:41"


@pytest.mark.parametrize(
    "text",
    [
        "Mano nula declarada. El del 8 estaba en el baño cuando repartimos, ya tenía las cartas muertas, "
        "y llegó "
        "antes de que volvamos a repartir. Pide cartas.",
        "Mano nula. El del 8 estaba en la barra y llegó antes de que repartamos de nuevo.",
        "We called a misdeal. Seat 8 was in the bathroom for the first deal, his hand was already dead, "
        "and he's "
        "back before we deal it again. He wants cards.",
        "Misdeal called. Seat 8 was outside and got back before we dealt the hand again.",
    ],
)
def test_a_player_absent_from_the_first_deal_does_not_play_the_redeal_however_it_is_said(text: str) -> None:
    result = ruled(text, venue="san-roque")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", "8")
    assert result["rules"][0] == "san-roque:41"


@pytest.mark.parametrize(
    "text",
    [
        "El 9 subió en el river, el reloj fue pedido para el 4 y se le acabó el tiempo.",
        "Le cantaron tiempo al 4 en el river, el 9 había apostado y se le terminó el tiempo.",
        "Clock on seat 4 on the river after seat 9 raised; his time ran out.",
        "Seat 9 bet the river, the clock was called on seat 4 and he ran out of time.",
    ],
)
def test_a_bet_said_without_its_amount_still_faces_the_player_on_the_clock(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", "4")
    assert result["confidence"] == "certain" and "tda-2024:29" in result["rules"]


@pytest.mark.parametrize(
    ("text", "hedge"),
    [
        (
            "Reloj al del 4 en el river, me parece que el 9 había apostado, y se le acabó el tiempo.",
            "me parece",
        ),
        ("Le pidieron tiempo al 4 en el river; creo que el 9 apostó. Se le terminó el tiempo.", "creo"),
        ("Clock on seat 4 on the river, I think seat 9 had bet, and his time ran out.", "I think"),
        ("Seat 4 got the clock on the river, pretty sure seat 9 bet, and he timed out.", "pretty sure"),
    ],
)
def test_what_the_dealer_only_believes_is_asked_not_ruled_as_certain(text: str, hedge: str) -> None:
    result = ruled(text)
    assert result["confidence"] != "certain" and result["questions"], result
    assert hedge.split()[0].lower() in result["reply"].lower()


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Mano a mano: botón en el 5, el otro es el 1. ¿A quién le doy la primera carta?", "1"),
        ("Quedamos dos, el 4 es la ciega grande y el 9 lleva el botón. ¿Quién recibe la primera carta?", "4"),
        ("Heads up, button is seat 8, the other player is seat 2. Who do I deal first?", "2"),
        (
            "Down to two players: seat 6 is the big blind, seat 10 the button. Where does the first card go?",
            "6",
        ),
    ],
)
def test_heads_up_the_first_card_goes_to_the_big_blind(text: str, seat: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("first_seat_card", seat)
    assert result["rules"] == ["tda-2024:34-B"] and result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Omaha hi-lo: el 4 se lleva la alta y el 9 la baja, sobra una ficha de 25. ¿Para quién?", "4"),
        ("Stud hi-lo, el 8 gana la alta, el 1 la baja; queda una ficha suelta. ¿A quién se la doy?", "8"),
        ("Omaha hi-lo: seat 4 wins the high, seat 9 the low, one odd chip left. Who gets it?", "4"),
        ("O8, seat 7 scoops the high and seat 3 takes the low, there's a chip that won't split.", "7"),
    ],
)
def test_in_hi_lo_the_odd_chip_goes_to_the_high_hand_whoever_is_named_first(text: str, seat: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("odd_chip", seat)
    assert result["rules"] == ["tda-2024:20-C"] and result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Omaha hi-lo, el 4 y el 9 se reparten el bote, sobra una ficha. ¿Para quién?",
        "Hi-lo pot split between seats 4 and 9, one odd chip. Who gets it?",
    ],
)
def test_in_hi_lo_with_the_high_hand_not_said_no_seat_is_given_the_chip(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == (None, None)
    assert result["rules"] == ["tda-2024:20-C"]


@pytest.mark.parametrize(
    "text",
    [
        "Stud, el 8 y el 1 empatan, queda una ficha suelta. ¿A quién se la doy?",
        "Seven card stud, seats 2 and 6 chop, odd chip, who gets it?",
    ],
)
def test_in_stud_with_no_cards_said_no_seat_is_given_the_odd_chip(text: str) -> None:
    result = ruled(text)
    assert result["ruling"]["decision"] is None
    assert result["rules"] == ["tda-2024:20-B"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("El 4 enseñó color, todos la vieron, y yo le maté la mano sin querer antes de darle el bote.", "4"),
        ("El 7 enseñó trío de ases y yo las metí al muck por error antes de pagarle.", "7"),
        (
            "Seat 2 showed a full house, everyone saw it, and I mucked it by mistake before pushing the pot.",
            "2",
        ),
        ("Seat 9 tabled two pair and I scooped his cards into the muck by mistake before the award.", "9"),
    ],
)
def test_a_tabled_winner_the_dealer_mucked_in_his_own_words_stays_live(text: str, seat: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"][0] == "tda-2024:13-C"


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("El 3 tiró sus cartas y cayeron encima de las del 8; sabemos cuáles son las del 8.", "live_hand"),
        (
            "Seat 3 threw his cards and they landed on seat 8's hand, we can tell which are seat 8's.",
            "live_hand",
        ),
        (
            "El 3 tiró sus cartas y cayeron sobre las cartas del 8, ya no se sabe cuáles son de quién.",
            "dead_hand",
        ),
        (
            "Seat 3's cards fell on top of seat 8's cards and got mixed, nobody can tell which are which.",
            "dead_hand",
        ),
    ],
)
def test_a_hand_another_players_cards_fell_on_lives_while_it_can_be_told_apart(
    text: str, decision: str
) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == (decision, "8")
    assert result["rules"] == ["tda-2024:65-B" if decision == "live_hand" else "tda-2024:65-A"]


@pytest.mark.parametrize(
    "text",
    [
        "El del 2 tiró sus cartas y cayeron encima de las del 7, se mezclaron, pero se sabe cuáles son.",
        "Seat 2 threw his cards in and they landed on top of seat 7's cards; we can tell which are his.",
    ],
)
def test_cards_thrown_onto_a_hand_kill_it_at_garrido_not_under_tda(text: str) -> None:
    house = ruled(text, venue="garrido")
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("dead_hand", "7")
    assert house["rules"] == ["garrido-2010:3.f", "tda-2024:65-B"]
    assert "TDA 65-B" in house["reply"]  # what TDA would rule is said
    tda = ruled(text)
    assert (tda["ruling"]["decision"], tda["rules"]) == ("live_hand", ["tda-2024:65-B"])


@pytest.mark.parametrize(
    "text",
    [
        "Al 4 le salió un comodín entre sus dos cartas, nadie ha actuado todavía.",
        "Seat 4 found a joker in his hand before anyone acted.",
    ],
)
def test_a_joker_dealt_before_action_is_an_exposed_card_at_garrido_a_misdeal_under_tda(text: str) -> None:
    house = ruled(text, venue="garrido")
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("play_continues", "4")
    assert house["rules"][:2] == ["garrido-2010:4.e", "garrido-2010:4.j"] and "TDA 35-A" in house["reply"]
    assert ruled(text)["ruling"]["decision"] == "misdeal"


@pytest.mark.parametrize(
    "text",
    [
        "Al 4 le salió un comodín después de que el 5 subió y el 6 pagó.",
        "Seat 4 found a joker in his hand after seat 5 raised and seat 6 called.",
    ],
)
def test_a_joker_found_after_action_kills_the_hand_at_garrido(text: str) -> None:
    house = ruled(text, venue="garrido")
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("dead_hand", "4")
    # 4.l: the house's count of action (two actions, folds too, as 2.p1 defines it) decides that it came after
    # action
    assert house["rules"] == [
        "garrido-2010:4.e",
        "garrido-2010:4.l",
        "garrido-2010:2.p1",
        "tda-2024:36",
        "tda-2024:35-D",
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 500-1.000. En el turn el 2 apuesta 5.000 y el 7 mete dos fichas de 5.000 sin hablar.",
        "Blinds 500-1000. On the turn seat 2 bets 5,000 and seat 7 silently puts out two 5,000 chips.",
    ],
)
def test_same_chips_that_only_match_the_bet_less_one_are_a_call_at_garrido_a_raise_under_tda(
    text: str,
) -> None:
    house = ruled(text, venue="garrido")
    assert (house["ruling"]["action"], house["ruling"]["total"]) == ("call", 5000)
    assert house["rules"] == ["garrido-2010:6.j", "tda-2024:45-B"] and "10" in house["reply"]
    tda = ruled(text)
    assert (tda["ruling"]["action"], tda["ruling"]["total"]) == ("raise", 10000)


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("El 4 apostó en el turn, el 7 todavía estaba pensando y saqué el river.", "tda-2024:RP-5-C"),
        ("Pagaron dos y quemé y abrí el flop sin que la ciega grande hablase.", "tda-2024:RP-5-A"),
        ("Seat 4 bet the flop, seat 9 hasn't acted yet and I put out the turn.", "tda-2024:RP-5-B"),
        (
            "Seat 2 bet the turn, seat 5 was still tanking and I burned and turned the river.",
            "tda-2024:RP-5-C",
        ),
    ],
)
def test_a_card_the_dealer_says_he_dealt_before_the_action_ended_is_premature(text: str, rule: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0]) == ("redeal_board", rule)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("El 3 estaba en la barra; cuando acabé de repartir todavía no había vuelto.", "3"),
        (
            "El 2 se había ido al baño; cuando terminé de repartir no estaba, y llegó justo antes de hablar.",
            "2",
        ),
        ("Seat 6 was outside having a smoke and only got back after I'd finished dealing.", "6"),
        ("Seat 1 was at the bar when I finished the deal and wants to play his cards now.", "1"),
    ],
)
def test_away_when_the_dealer_says_he_finished_dealing_the_hand_is_dead(text: str, seat: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["rules"] == ["tda-2024:30"] and result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("El 3 va all-in en el turn y el 8 paga, no queda nadie más. ¿Les hago voltear ya?", "table_hands"),
        (
            "Seat 2 shoves the flop, seat 6 calls, everyone else folded. Do I flip them all up now?",
            "table_hands",
        ),
        (
            "Seat 2 shoves preflop, seats 6 and 9 call with big stacks behind. Do I make them show now?",
            "play_continues",
        ),
        (
            "El 1 va all-in, pagan el 4 y el 7 que tienen muchas fichas. ¿Les hago mostrar ya?",
            "play_continues",
        ),
    ],
)
def test_the_dealer_asking_to_have_the_hands_turned_up_gets_rule_16(text: str, decision: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"]) == (decision, ["tda-2024:16"])


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("El botón tenía que estar en el 6 y lo puse en el 7; nadie ha hablado todavía.", "6"),
        ("Corrí el botón del 3 al 5 por error; solo se tiró el UTG.", "4"),
        ("Button's in the wrong spot, should be on seat 2 but it's on seat 3. Only UTG has folded.", "2"),
        ("I moved the button two seats, from 8 to 10, and nobody has acted yet.", "9"),
    ],
)
def test_a_misplaced_button_is_corrected_before_action_and_a_misdeal_at_garrido(text: str, seat: str) -> None:
    tda = ruled(text)
    assert (tda["ruling"]["decision"], tda["ruling"]["seat"], tda["rules"]) == (
        "button",
        seat,
        ["tda-2024:34-A", "tda-2024:36"],  # corrected before substantial action, which 36 counts
    )
    house = ruled(text, venue="garrido")
    assert (house["ruling"]["decision"], house["rules"][0]) == ("misdeal", "garrido-2010:2.f")


@pytest.mark.parametrize(
    "text",
    [
        "Le di la primera carta al asiento equivocado; cuando me di cuenta el 3 y el 4 ya se habían tirado.",
        "Repartí la primera carta al asiento equivocado y el 3 y el 4 ya se tiraron.",
        "I dealt the first card to the wrong seat; when I noticed, UTG and the next player had both folded.",
    ],
)
def test_two_folds_told_subject_first_are_action_at_garrido_not_under_tda(text: str) -> None:
    assert ruled(text, venue="garrido")["ruling"]["decision"] == "play_continues"  # Garrido 4.l: two actions
    assert ruled(text)["ruling"]["decision"] == "misdeal"  # TDA 36: two folds are no substantial action


@pytest.mark.parametrize(
    "text",
    [
        "Reloj al 2 en el turn, sin apuesta; le dieron sus 30 segundos y la cuenta atrás y no hizo nada.",
        "Clock on seat 2 on the turn, no bet. He got his 30 seconds and the countdown and did nothing.",
    ],
)
def test_the_seconds_of_a_clock_that_ran_out_are_not_the_time_he_took(text: str) -> None:
    tda = ruled(text)
    assert (tda["ruling"]["decision"], tda["ruling"]["seat"]) == ("live_hand", "2")  # 29: checked, not facing
    house = ruled(text, venue="san-roque")
    assert (house["ruling"]["decision"], house["rules"][0]) == ("dead_hand", "san-roque:34")


@pytest.mark.parametrize(
    "text",
    [
        "El 5 se sentó cuando yo ya había dado la primera vuelta, antes de la última carta.",
        "Seat 5 wandered back and sat down halfway through the deal, before the last card.",
    ],
)
def test_seated_part_way_through_the_deal_is_late_at_san_roque_in_time_under_tda(text: str) -> None:
    assert ruled(text)["ruling"]["decision"] == "live_hand"  # 30: at the seat by the last card
    house = ruled(text, venue="san-roque")
    assert (house["ruling"]["decision"], house["rules"][0]) == ("dead_hand", "san-roque:38")  # the first card


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Al repartir aparecieron dos cartas volteadas dentro del mazo, para el 1 y el 5; nadie habló.", "1"),
        ("While dealing, two cards came out flipped over in the deck, to seats 3 and 8. No action yet.", "3"),
    ],
)
def test_two_cards_face_up_inside_the_deck_make_a_misdeal(text: str, seat: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("misdeal", seat)
    assert result["rules"][0] == "tda-2024:35-A"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Stud: el 6 enfrentaba una apuesta en quinta calle y levantó todas sus cartas descubiertas.",
            "6",
        ),
        ("Stud game, seat 2 is facing a bet on sixth street and picked up all her up cards.", "2"),
    ],
)
def test_stud_upcards_picked_up_facing_a_bet_kill_the_hand(text: str, seat: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["rules"]) == (
        "dead_hand",
        seat,
        ["tda-2024:66"],
    )


@pytest.mark.parametrize(
    "text",
    [
        "El 4 apostó el river y tiró sus cartas al muck pensando que ya había ganado, pero el 9 "
        "no había hablado; ya no se pueden sacar.",
        "Seat 4 bet the river and tossed his cards in thinking he'd won before seat 9 acted; "
        "they got mixed into the muck.",
    ],
)
def test_a_hand_thrown_away_thinking_it_had_won_is_dead(text: str) -> None:
    """15-B, with 65-A for the bet nobody called, returned."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["rules"]) == (
        "dead_hand",
        "4",
        ["tda-2024:15-B", "tda-2024:65-A"],
    )


@pytest.mark.parametrize(
    "text",
    [
        "En el river el 5 apostó y, mientras el 2 estaba pensando si pagar, el 5 dio vuelta sus cartas.",
        "On the river seat 5 bet and, while seat 2 was still thinking about calling, seat 5 flipped a card.",
    ],
)
def test_cards_a_player_shows_with_action_pending_are_his_own_exposure_not_a_misdeal(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", "5")
    assert result["rules"] == ["tda-2024:68", "tda-2024:71"]


@pytest.mark.parametrize(
    "text",
    [
        "El 8, al mirar sus cartas, las levanta tanto que el 9 vio una reina; todavía no habló.",
        "Seat 8 lifts his cards so high when he looks at them that seat 9 saw a queen. He hasn't acted yet.",
    ],
)
def test_cards_seen_as_their_player_looks_at_them_are_his_exposure(text: str) -> None:
    tda = ruled(text)
    assert (tda["ruling"]["decision"], tda["ruling"]["seat"], tda["rules"][0]) == (
        "live_hand",
        "8",
        "tda-2024:68",
    )
    house = ruled(text, venue="san-roque")  # art. 43: the TD may kill it
    assert (house["ruling"]["decision"], house["rules"][0], house["floor"]) == (
        "dead_hand",
        "san-roque:43",
        True,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Terminó la mano y el 6 me pide ver qué carta venía en el turn.",
        "Se acabó la mano y el 3 quiere que saque el river para ver si habría ligado.",
        "Hand's done, seat 4 asks me to show what was coming on the river.",
        "Everyone folded to seat 2 and seat 7 wants me to peel the turn for him.",
    ],
)
def test_a_player_asking_to_see_the_cards_to_come_after_the_hand_gets_rule_28(text: str) -> None:
    result = ruled(text)
    assert (result["rules"], result["ruling"]["decision"], result["floor"]) == (["tda-2024:28"], None, False)
