"""Families the fifth round of issue 13 fixed, each in both languages and in other words than the fresh sets'
rows (tests/procedures/data/fresh_*_5.jsonl)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.ask import answer


def ruled(text: str, venue: str | None = None) -> dict[str, Any]:
    result = answer(text, venue=venue).result
    assert result["intent"] == "ruling", (text, result["intent"])
    return result


def decided(text: str, venue: str | None = None) -> tuple[str | None, str]:
    """The decision and the first rule cited."""
    result = ruled(text, venue)
    return result["ruling"]["decision"], result["rules"][0]


@pytest.mark.parametrize(
    "text",
    [
        "Iba repartiendo y me salieron dos cartas volteadas, una al 2 y la otra al 6; no ha hablado nadie",
        "While I was dealing two cards came out face up, seat 1 and seat 8 got them. Nobody has acted",
        "La primera carta se la di al 7 y no al 6, que era el que tocaba; nadie habló",
        "I pitched the first card to seat 9, not seat 8 who was first. No action yet",
        "Omaha, al del 3 le llegaron cinco cartas y nadie ha hablado",
        "Pot limit omaha and seat 2 has got five cards, no one has acted yet",
    ],
)
def test_misdeal_causes_in_more_words_are_misdeals_before_action(text: str) -> None:
    result = ruled(text)
    assert result["ruling"]["decision"] == "misdeal", result
    assert "tda-2024:35-A" in result["rules"] and result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Nada más empezar a repartir se me volteó la primera carta del 4",
        "As I started dealing I flipped the first card, it landed face up in front of seat 4",
    ],
)
def test_a_card_exposed_as_the_deal_begins_is_before_any_action(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["confidence"]) == ("misdeal", "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Me he olvidado de quemar antes de abrir el flop y nadie ha hablado todavía",
        "I didn't burn a card before the flop, nobody has acted yet",
    ],
)
def test_a_forgotten_burn_in_more_words_is_ruled(text: str) -> None:
    result = ruled(text)
    assert result["ruling"]["decision"] == "random_burn" and "tda-2024:39-B" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Se tiran UTG y UTG+1, y al del 8 le tocaron tres cartas",
        "Fold, fold, then seat 8 tells me he's holding three cards",
    ],
)
def test_two_folds_told_bare_are_action_at_garrido_and_the_illegal_hand_is_dead(text: str) -> None:
    garrido = ruled(text, venue="garrido")
    assert garrido["ruling"]["decision"] == "dead_hand" and garrido["rules"][0] == "garrido-2010:3.c"
    assert ruled(text)["ruling"]["decision"] == "misdeal"  # TDA 36: two folds are no substantial action


@pytest.mark.parametrize(
    "text",
    [
        "I dealt the um river too early, uh, seat 5 was still to act on the turn",
        "Saqué el eh turn antes de tiempo, el del 3 todavía no había hablado",
    ],
)
def test_hesitation_sounds_do_not_hide_an_incident(text: str) -> None:
    assert ruled(text)["ruling"]["decision"] == "redeal_board"


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        (
            "Torneo turbo. Le pidieron tiempo al del 6 con un all-in delante y dijo pago a los treinta y un "
            "segundos",
            "live_hand",
        ),
        ("Turbo event. Clock on seat 6 facing a shove, he called at thirty-one seconds", "live_hand"),
        (
            "Torneo turbo. Le pidieron tiempo al del 6 con un all-in delante y pagó a los cuarenta segundos",
            "dead_hand",
        ),
    ],
)
def test_seconds_said_in_words_decide_a_house_clock(text: str, decision: str) -> None:
    assert ruled(text, venue="san-roque")["ruling"]["decision"] == decision  # 30 s and a 5 s countdown


@pytest.mark.parametrize(
    "text",
    [
        "On the clock, seat 4 said call just as the count reached zero, same second",
        "Al 4 le cantaron reloj y dijo pago justo cuando la cuenta llegó a cero",
    ],
)
def test_a_call_said_as_the_count_hits_zero_is_a_tie_the_counter_judges(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["action"]) == ("live_hand", "call")
    assert result["floor_reason"] == "staff_applies"


@pytest.mark.parametrize(
    "text",
    [
        "Clock on seat 2 facing a bet, the count hit zero and he still hadn't acted",
        "Reloj al 2 con una apuesta delante, la cuenta llegó a cero y seguía sin hablar",
    ],
)
def test_a_count_reaching_zero_without_a_word_is_time_out_not_a_tie(text: str) -> None:
    assert ruled(text)["ruling"]["decision"] == "dead_hand"


@pytest.mark.parametrize(
    "text",
    [
        "Le cantaron tiempo al 5 sin apuesta delante, se le terminó el minuto y el dealer le mató la mano",
        "Clock on seat 5 with no bet to him, his time ran out and the dealer killed his hand",
    ],
)
def test_a_hand_killed_as_a_garrido_clock_ran_out_is_the_clock(text: str) -> None:
    result = ruled(text, venue="garrido")
    assert result["ruling"]["decision"] == "dead_hand" and result["rules"][:2] == [
        "garrido-2010:3.d",
        "garrido-2010:8.k",
    ]


@pytest.mark.parametrize(
    ("text", "venue", "decision", "first_rule"),
    [
        (
            "En la segunda vuelta se me ha girado una carta del 4, no era ninguna de las dos primeras",
            None,
            "play_continues",
            "tda-2024:35-A",
        ),
        (
            "On the second pass I flipped seat 4's card, it was none of the first two",
            None,
            "play_continues",
            "tda-2024:35-A",
        ),
        (
            "Le repartí dos cartas a la silla vacía del 8 y nadie ha mirado nada",
            None,
            "misdeal",
            "tda-2024:35-A",
        ),
        (
            "I dealt a hand in front of the empty chair in seat 8, nobody's looked or acted",
            None,
            "misdeal",
            "tda-2024:35-A",
        ),
        (
            "La primera carta se la di al 3 en vez de al 2; ya hubo un open y un call",
            None,
            "play_continues",
            "tda-2024:35-D",
        ),
        (
            "I gave the first card to seat 3 instead of seat 2; there was an open and a call",
            None,
            "play_continues",
            "tda-2024:35-D",
        ),
    ],
)
def test_deal_errors_in_the_dealers_words(
    text: str, venue: str | None, decision: str, first_rule: str
) -> None:
    result = ruled(text, venue)
    assert result["ruling"]["decision"] == decision and first_rule in result["rules"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Se me cayó el taco al suelo en el turn y se mezcló con el muck",
        "I dropped the deck on the floor on the turn and it's mixed in with the muck",
    ],
)
def test_a_deck_dropped_in_more_words_is_rebuilt_or_reshuffled(text: str) -> None:
    result = ruled(text)
    assert result["ruling"]["decision"] == "play_continues" and "tda-2024:RP-4" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "El del 2 enseñó color, todos lo vieron, y el dealer se las barrió al muck antes de pagar",
        "Seat 2 tabled a flush face up and the dealer swept it into the muck before pushing the pot",
    ],
)
def test_a_tabled_winner_swept_lives_and_the_floor_recovers_it(text: str) -> None:
    result = ruled(text)
    assert result["ruling"]["decision"] == "live_hand" and result["rules"][0] == "tda-2024:13-C"
    assert (result["floor"], result["floor_reason"], result["confidence"]) == (
        True,
        "staff_applies",
        "certain",
    )


@pytest.mark.parametrize(
    "text",
    [
        "En el showdown el 7 tiró sus cartas boca abajo pero no llegaron al muck, y ahora las quiere mostrar",
        "At showdown seat 7 threw his cards face down but they never reached the muck; now he wants to show",
    ],
)
def test_cards_that_did_not_reach_the_muck_stay_live(text: str) -> None:
    assert ruled(text)["ruling"]["decision"] == "live_hand"


@pytest.mark.parametrize(
    "text",
    [
        "El 2 va all-in en el flop, el 6 paga y dice que no enseña nada hasta que salga el river",
        "Seat 2 is all in on the flop, seat 6 called and wants to muck without showing",
    ],
)
def test_face_up_for_all_ins_in_more_words(text: str) -> None:
    result = ruled(text)
    assert result["ruling"]["decision"] == "table_hands" and "tda-2024:16" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Ya se había repartido la siguiente mano cuando el del 4 dice que leímos mal su mano",
        "I'd already dealt the next hand when seat 4 says we misread his hand",
    ],
)
def test_a_reading_disputed_after_the_next_hand_began_stands(text: str) -> None:
    result = ruled(text)
    assert result["ruling"]["decision"] is None and result["rules"][0] == "tda-2024:22"  # the award stands


@pytest.mark.parametrize(
    "text",
    [
        "Seat 3 was standing behind his chair with his hands on the backrest when the last card went out",
        "El del 3 estaba de pie detrás de su silla con las manos en el respaldo cuando salió la última carta",
    ],
)
def test_hands_on_the_backrest_as_the_deal_ends_are_at_the_seat(text: str) -> None:
    assert ruled(text)["ruling"]["decision"] == "live_hand"  # TDA 30: in reach of the chair
    assert ruled(text, venue="san-roque")["ruling"]["decision"] == "dead_hand"  # seated at the first card


@pytest.mark.parametrize(
    ("text", "kind_rule"),
    [
        ("Están rompiendo la mesa 3 y el del 5 se fue al baño dejando las fichas", "tda-2024:RP-16"),
        ("El del 6 tiene penalización de una vuelta, ¿le reparto?", "tda-2024:71-C"),
        ("El del 4 está mensajeando en el celular con la mano viva", "tda-2024:5"),
        ("Stud: en sexta calle el 2 recoge sus cartas descubiertas con una apuesta delante", "tda-2024:66"),
        ("En el turn el 3 le pide al dealer que le cuente las fichas al del 8", "tda-2024:60"),
    ],
)
def test_procedures_in_more_spanish_words(text: str, kind_rule: str) -> None:
    assert kind_rule in ruled(text)["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "El del 8 llegó cuando repartía, el dealer cree que iba por la segunda vuelta pero no lo tiene claro",
        "Seat 8 sat down while I was dealing, I think it was the first round but I'm not sure",
    ],
)
def test_a_dealer_unsure_of_the_deciding_fact_gets_a_conditional_ruling(text: str) -> None:
    result = ruled(text, venue="san-roque")
    assert result["confidence"] == "conditional" and any(
        q.startswith("confirm_fact") for q in result["questions"]
    )


@pytest.mark.parametrize(
    "text",
    [
        "Empate entre el botón, que es el 6, y el 8; sobra una ficha de 25",
        "Chopped pot between the button, seat 6, and seat 8, one odd chip left over",
    ],
)
def test_the_button_among_the_tied_hands_is_nearest_the_button_at_san_roque(text: str) -> None:
    result = ruled(text, venue="san-roque")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("odd_chip", "6")


@pytest.mark.parametrize(
    "text",
    [
        "Parten el 2 y el 7, botón en el 3, sobra una ficha. El dealer la iba a dar al 7, el primero a la "
        "izquierda del botón",
        "Seats 2 and 7 chop with the button on 3 and a chip left over; the dealer went to give it to seat 7, "
        "first seat left of the button",
    ],
)
def test_the_dealers_left_of_the_button_is_no_reading_of_nearest(text: str) -> None:
    result = ruled(text, venue="san-roque")
    assert (result["ruling"]["seat"], result["confidence"]) == ("2", "conditional")  # or to its left only?


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("El botón está en el 8 pero la mano anterior estaba en el 6; todavía no ha hablado nadie", "7"),
        ("The button is on 8 but last hand it was on 6; nobody has acted yet", "7"),
    ],
)
def test_a_button_moved_two_told_where_it_is_first(text: str, seat: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", seat)


@pytest.mark.parametrize(
    "text",
    [
        "El botón pasó del 5 al 7 por error la mano pasada y nos damos cuenta ahora. ¿Dónde va el botón?",
        "Last hand the button went from 5 to 7 by mistake, we only noticed now. Where does the button go?",
    ],
)
def test_a_moved_button_asked_where_it_goes_is_no_dead_button(text: str) -> None:
    result = ruled(text, venue="garrido")
    assert (result["ruling"]["seat"], result["rules"][0]) == ("6", "garrido-2010:2.p3")


@pytest.mark.parametrize(
    "text",
    [
        "Win the button: botón en el 1, el bote lo gana el asiento 5. ¿Dónde va el botón?",
        "Win the button: button on 1, the pot goes to seat 5. Where does the button go?",
    ],
)
def test_win_the_button_with_the_winner_told_after_the_pot(text: str) -> None:
    result = ruled(text, venue="san-roque")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", "5")


@pytest.mark.parametrize(
    "text",
    [
        "Misdeal at table 3 and seat 5 is sitting out a one round penalty; does he get cards on the redeal?",
        "Mano nula en la 3 y el del 5 está castigado una vuelta, ¿le reparto en el nuevo reparto?",
    ],
)
def test_a_player_on_penalty_is_dealt_into_the_redeal_and_his_hand_killed(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", "5")
    assert result["rules"] == ["tda-2024:35-C", "tda-2024:71-C"]


@pytest.mark.parametrize(
    ("text", "venue", "decision"),
    [
        (
            "Mano nula. El del 4 no estaba en el reparto original y ha vuelto para el nuevo reparto",
            "san-roque",
            "dead_hand",
        ),
        (
            "Misdeal. Seat 4 was away for the original deal and is back for the redeal",
            "san-roque",
            "dead_hand",
        ),
        ("Misdeal. Seat 4 was away for the original deal and is back for the redeal", None, "live_hand"),
    ],
)
def test_a_player_back_for_the_redeal(text: str, venue: str | None, decision: str) -> None:
    assert ruled(text, venue)["ruling"]["decision"] == decision  # San Roque 41 against TDA 35-C


@pytest.mark.parametrize(
    "text",
    [
        "El botón, asiento 4, pagó preflop y en el flop dice que solo tiene una carta",
        "The button, seat 4, called preflop and on the flop says he only has one card",
    ],
)
def test_a_button_short_a_card_who_acted_has_a_dead_hand(text: str) -> None:
    assert ruled(text)["ruling"]["decision"] == "dead_hand"  # 37


@pytest.mark.parametrize(
    "text",
    [
        "En el river, con el 5 todavía por hablar, el 2 le enseñó sus cartas al de al lado. ¿Se le mata la "
        "mano?",
        "On the river, with seat 5 still to speak, seat 2 showed his hand to his neighbour. Is his hand "
        "dead?",
    ],
)
def test_cards_shown_with_a_player_still_to_speak_call_the_floor_for_a_penalty(text: str) -> None:
    """Asked about the hand: it stays live (68); the penalty is the TD's (the twelfth round: not asked about,
    no hand is ruled, see test_fresh_12_families)."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "live_hand" and result["floor_reason"] == "penalty"


@pytest.mark.parametrize(
    "text",
    [
        "La mesa 2 se ha quedado en 5 jugadores y la 6 tiene 9. La grande no llega a ningún asiento vacío. "
        "¿Paro la mesa 2?",
        "Table 2 is down to 5 players and table 6 has 9; should I halt play on table 2?",
    ],
)
def test_a_short_table_cites_the_house_rule_and_tda(text: str) -> None:
    result = ruled(text, venue="san-roque")
    assert result["ruling"]["decision"] == "halt_play"
    assert result["rules"][:2] == ["san-roque:28", "tda-2024:11-D"]


@pytest.mark.parametrize(
    "text",
    [
        "Preflop el UTG sube y el 4 paga; el dealer canta 'misdeal' y el 7 ya tiró sus cartas",
        'Preflop UTG raises and seat 4 calls; the dealer yelled "misdeal" and seat 7 threw his cards away',
    ],
)
def test_a_misdeal_called_in_quotes_after_action_stands_at_garrido(text: str) -> None:
    result = ruled(text, venue="garrido")
    assert result["ruling"]["decision"] == "misdeal" and result["rules"][0] == "garrido-2010:2.p4"


@pytest.mark.parametrize(
    "text",
    [
        "En el turn el 5 le pide al dealer que le cuente las fichas al del 1 antes de apostar",
        "On the turn seat 5 asks the dealer to count seat 1's chips before betting",
    ],
)
def test_a_count_asked_before_betting_is_the_request_not_a_bet(text: str) -> None:
    result = ruled(text, venue="garrido")
    assert result["rules"][0] == "garrido-2010:8.h" and result["ruling"]["action"] is None


@pytest.mark.parametrize(
    "text",
    [
        "Win the button, botón en el 2. Empatan el 5 y el 8, sobra una ficha. ¿Y el botón?",
        "Win the button, button on 2. Seats 5 and 8 chop with an odd chip. Who gets the chip and the button?",
    ],
)
def test_the_odd_chip_and_the_next_button_asked_together(text: str) -> None:
    result = ruled(text, venue="san-roque")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", "5")
    assert "tda-2024:20-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "El del 6 lleva un minuto pensando y el 1 ya le está pidiendo tiempo. ¿Le pongo el reloj?",
        "Seat 6 has been thinking for a minute and seat 1 wants the clock on him. Do I put the clock on?",
    ],
)
def test_a_clock_asked_before_san_roques_two_minutes_is_not_yet_due(text: str) -> None:
    result = ruled(text, venue="san-roque")
    assert result["ruling"]["decision"] is None and result["floor"] is True
    assert result["rules"][0] == "san-roque:34"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Eliminaron al 6, que era ciega pequeña. Botón en el 5, la grande en el 7. ¿Dónde va el botón?",
            "6",
        ),
        (
            "Seat 6, who was the small blind, busted. Button on 5, big blind on 7. Where does the button go?",
            "6",
        ),
    ],
)
def test_a_blind_named_after_its_seat_with_que_or_who(text: str, seat: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", seat)  # 32: a dead button


@pytest.mark.parametrize(
    "text",
    [
        "Tras una subida y un call le matamos la mano al 2 por tres cartas. ¿Quemo dos para volver al orden?",
        "Seat 2's hand was killed for three cards after a raise and a call. Burn two to keep proper order?",
    ],
)
def test_burning_more_to_restore_the_order_is_answered_by_one_burn_a_street(text: str) -> None:
    result = ruled(text)
    assert result["rules"][0] == "tda-2024:38" and result["ruling"]["decision"] == "play_continues"


@pytest.mark.parametrize(
    "text",
    [
        "El del 4 llega corriendo del baño cuando ya había terminado de repartir",
        "Seat 4 came running back from the bathroom after I finished dealing",
    ],
)
def test_a_player_running_back_after_the_deal_has_a_dead_hand(text: str) -> None:
    assert ruled(text)["ruling"]["decision"] == "dead_hand"  # 30


@pytest.mark.parametrize(
    "text",
    [
        "Showdown: seat 3 flipped one card, then chucked both in the muck; the other one is mixed in now",
        "En el showdown el 3 mostró una carta y luego tiró las dos al muck; la otra ya se mezcló",
    ],
)
def test_one_card_shown_and_the_other_mucked_unretrievable_is_the_tds_call(text: str) -> None:
    result = ruled(text)
    assert result["ruling"]["decision"] == "dead_hand" and result["rules"][0] == "tda-2024:13-B"
    assert result["floor_reason"] == "td_discretion"


@pytest.mark.parametrize(
    ("text", "returned"),
    [
        (
            "Seat 2 bet 5,000 on the river; before seat 8 acted the dealer swept seat 2's cards away",
            5000,
        ),
        ("El 2 apostó 5.000 en el river y antes de que hablara el 8 el dealer le mató la mano al 2", 5000),
    ],
)
def test_the_hand_a_dealer_kills_is_the_one_his_words_name(text: str, returned: int) -> None:
    result = ruled(text)
    assert (result["ruling"]["seat"], result["ruling"]["returned"]) == ("2", returned)  # 65-A


@pytest.mark.parametrize(
    "text",
    [
        "Se adelantó el turn: salió antes de que acabara el flop. Ya acabó, ¿cómo sacamos el river?",
        "The dealer put the turn out before flop action finished; now how do we deal the river?",
    ],
)
def test_the_premature_card_is_the_street_its_own_words_name(text: str) -> None:
    result = ruled(text, venue="garrido")
    assert result["rules"][0] == "garrido-2010:5.d"  # a premature turn, though the river is asked about


@pytest.mark.parametrize(
    "text",
    [
        "En el showdown el 3 pasó y ahora quiere que le enseñe las cartas del ganador, que no las mostró",
        "At showdown seat 3 wants me to show the winner's cards; the winner took the pot without showing",
    ],
)
def test_asking_the_dealer_to_show_the_winners_cards_is_a_request_to_see_a_hand(text: str) -> None:
    result = ruled(text)
    assert result["rules"][0].startswith("tda-2024:18") and result["ruling"]["decision"] is None


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("Encontramos unas fichas en el piso junto a la mesa 3 y nadie las reclama", "tda-2024:64"),
        ("We found some chips on the floor by table 3 and nobody claims them", "tda-2024:64"),
        ("El del 2 se va al baño cuando le toca la ciega grande, siempre igual", "tda-2024:33"),
        ("Seat 2 heads to the toilet right as his big blind comes round, every time", "tda-2024:33"),
        ("El del 6 está all-in y se levantó a fumar antes del turn", "tda-2024:31"),
        ("Seat 6 is all in and just walked off to the bar before the turn", "tda-2024:31"),
        (
            "Seat 3 folded and now says he would have flopped a set, while two players are still betting",
            "tda-2024:67",
        ),
        (
            "El 3 se tiró y ahora comenta que habría ligado trío, con dos jugadores todavía apostando",
            "tda-2024:67",
        ),
    ],
)
def test_conduct_in_more_words_names_its_rule(text: str, rule: str) -> None:
    assert ruled(text)["rules"][0] == rule


@pytest.mark.parametrize(
    "text",
    [
        "Antes de la mano el del 3 dijo que iba a recomprar; ganó el bote y ahora ya no quiere recomprar",
        "Seat 3 declared a rebuy before the hand, won it, and now no longer wants to rebuy",
        "Before the hand seat 3 said 'I'll rebuy after this', won the pot and now says he won't",
    ],
)
def test_a_rebuy_declared_before_the_hand_is_binding(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["rules"]) == (
        "binding",
        "3",
        ["tda-2024:27"],
    )
    assert "tda-2019:27" in ruled_in(text, "tda-2019")["rules"]


def ruled_in(text: str, edition: str) -> dict[str, Any]:
    return answer(text, edition=edition).result


@pytest.mark.parametrize(
    "text",
    [
        "Seat 2 is standing at the bar and shouts across for the clock on seat 7",
        "El del 2 está en la barra y desde lejos pide que le pongan el reloj al 7",
    ],
)
def test_a_clock_asked_from_away_from_the_seat_is_no_request(text: str) -> None:
    result = ruled(text)
    assert result["ruling"]["decision"] is None and result["rules"] == ["tda-2024:29", "tda-2024:30"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Seat 4 folded face down at showdown and now he wants to see seat 9's hand",
        "En el showdown el 4 tiró boca abajo y ahora quiere ver la mano del 9",
    ],
)
def test_a_player_who_mucked_has_no_right_to_see_a_hand(text: str) -> None:
    result = ruled(text)
    assert result["rules"] == ["tda-2024:18-A"] and result["floor"] is False


@pytest.mark.parametrize(
    "text",
    [
        "Matamos la mano del 6 por tres cartas el dealer quiere quemar dos para mantener el orden",
        "Seat 6's hand was killed for three cards after action; dealer wants to burn two to keep the order",
    ],
)
def test_burning_two_to_keep_the_order_is_one_burn_and_play_goes_on(text: str) -> None:
    assert decided(text) == ("play_continues", "tda-2024:38")


@pytest.mark.parametrize(
    "text",
    [
        "The button, seat 4, just told me he's only got one card; nobody has acted. Is that a misdeal?",
        "El botón, asiento 4, me dice que solo tiene una carta; todavía no habló nadie. ¿Es mano nula?",
    ],
)
def test_an_incident_is_read_where_its_words_first_stand_not_at_a_question_naming_it(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0]) == (
        "live_hand",
        "tda-2024:37",
    )  # the button's card


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Cantamos misdeal; el 6 dice que el botón le toca a él. El botón estaba en el 5. ¿Lo muevo?",
            "5",
        ),
        (
            "We called a misdeal; seat 6 says the button should move to him. Button was on 5. Do I move it?",
            "5",
        ),
    ],
)
def test_the_button_stays_for_a_misdeals_redeal(text: str, seat: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["rules"]) == (
        "button",
        seat,
        ["tda-2024:35-C"],
    )


@pytest.mark.parametrize(
    "text",
    [
        "Seat 1 is all in, seats 3 and 6 called and they've still got chips; 1 wants everyone's cards up",
        "El 1 está all-in, el 3 y el 6 pagaron y todavía tienen fichas; el 1 quiere que destapen ya",
    ],
)
def test_hands_stay_down_while_players_with_chips_can_still_bet(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"]) == ("play_continues", ["tda-2024:16"])


@pytest.mark.parametrize(
    "text",
    [
        "Dealer burned two cards before the flop; we only caught it after the flop went bet and call.",
        "El dealer quemó dos cartas antes del flop y nos dimos cuenta cuando ya hubo apuesta y call.",
    ],
)
def test_a_story_the_dealer_tells_is_a_report_not_a_rule_question(text: str) -> None:
    assert decided(text, venue="garrido") == ("play_continues", "garrido-2010:5.e")


@pytest.mark.parametrize(
    ("text", "venue", "decision"),
    [
        (
            "The level went up but this hand was dealt at the old blinds; UTG raised and two players called",
            None,
            "play_continues",
        ),
        (
            "Subió el nivel, la mano se repartió con las ciegas viejas; UTG subió y dos jugadores pagaron",
            None,
            "play_continues",
        ),
    ],
)
def test_players_only_counted_as_calling_put_chips_in(text: str, venue: str | None, decision: str) -> None:
    result = ruled(text, venue)
    assert (result["ruling"]["decision"], result["rules"]) == (decision, ["tda-2024:23", "tda-2024:36"])


@pytest.mark.parametrize(
    ("text", "confidence"),
    [
        (
            "Turbo. Le pusieron el reloj al 3 con apuesta delante, dijo pago más o menos a los 34 segundos",
            "conditional",
        ),
        ("Turbo event. Clock on seat 3 facing a bet, he said call at about 34 seconds", "conditional"),
        (
            "Turbo. Le pusieron el reloj al 3 con apuesta delante, dijo pago más o menos a los 15 segundos",
            "certain",
        ),
        ("Turbo event. Clock on seat 3 facing a bet, he said call at about 15 seconds", "certain"),
    ],
)
def test_an_approximate_time_near_the_clocks_end_is_asked(text: str, confidence: str) -> None:
    result = ruled(text, venue="san-roque")  # turbo: 30 s and a 5 s countdown
    assert (result["ruling"]["decision"], result["confidence"]) == ("live_hand", confidence)


@pytest.mark.parametrize(
    "text",
    [
        "On the turn seat 2 shows me a joker; he had called a raise preflop and there was a flop bet",
        "En el turn el 2 me enseña un comodín entre sus cartas; preflop hubo una subida y dos llamadas",
    ],
)
def test_a_joker_found_after_a_raise_and_calls_is_no_misdeal(text: str) -> None:
    assert decided(text) == ("play_continues", "tda-2024:35-D")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Stud, sixth street: seat 2 faces a bet and scooped his upcards off the felt",
            ("dead_hand", "tda-2024:66"),
        ),
        (
            "Board plays. Seat 4 says he's playing the board and chucks his cards face down into the muck",
            ("dead_hand", "tda-2024:14"),
        ),
    ],
)
def test_stud_upcards_scooped_and_the_board_played_without_tabling(
    text: str, expected: tuple[str, str]
) -> None:
    assert decided(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "El del 2 se retiró tirando las cartas como helicóptero y se le volteó una",
        "Seat 2 helicoptered his cards into the muck when he folded and one flipped over",
    ],
)
def test_a_card_turned_over_in_a_careless_fold_is_68_and_the_tds_penalty(text: str) -> None:
    result = ruled(text)
    assert (result["rules"], result["floor_reason"]) == (["tda-2024:68", "tda-2024:71"], "td_discretion")
