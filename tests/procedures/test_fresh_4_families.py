"""Families the fourth round of issue 13 fixed, each in both languages and in other words than the fresh sets'
rows: durations and level numbers are no blinds and no chips ("niveles de 30 minutos", "level 4"); Garrido
6.g applied to a player skipped as told after the fact; the button named with his seat is the one short a
card (37); face up for all-ins asked, not ruled, when who is all-in is not read; a player's claim about the
minimum raise is no question about it (San Roque's two-motion raise, TDA 56 cited as set aside)."""

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
        "Torneo de niveles de 20 minutos. En el turn el del 6 apuesta 4.000 y el del 2 paga.",
        "Deepstack with 40-minute levels. On the turn seat 6 bets 4,000 and seat 2 calls.",
        "Vamos por el nivel 7. En el turn el del 6 apuesta 4.000 y el del 2 paga.",
        "We're in level 7 now. On the turn seat 6 bets 4,000 and seat 2 calls.",
    ],
)
def test_a_duration_or_a_level_number_is_no_blinds_and_no_chips(text: str) -> None:
    result = ruled(text)
    assert result["floor_reason"] != "invalid_blinds"
    assert result["facts"]["blinds"] is None or result["facts"]["blinds"]["big"] not in (7, 20, 40)
    assert [(a["seat"], a["amount"]) for a in result["facts"]["actions"]] == [("6", 4000), ("2", None)]
    assert result["confidence"] != "unsure"


@pytest.mark.parametrize(
    "text",
    [
        "Nivel 6: 300/600. UTG sube a 1.500.",
        "Level 6 300/600, UTG opens to 1,500.",
    ],
)
def test_a_level_followed_by_its_blinds_still_gives_them(text: str) -> None:
    result = ruled(text)
    assert result["facts"]["blinds"]["big"] == 600


SKIPPED_BY_TWO = [
    "Turn. El 1 apuesta 2.000. Al del 3 se lo saltaron: el 4 paga y el 6 se retira. El 3 protesta que no "
    "había hablado. ¿Qué opciones tiene?",
    "Turn. Seat 1 bets 2,000. The action skipped seat 3: seat 4 calls and seat 6 folds, then seat 3 says he "
    "never acted. What are his options?",
]
SKIPPED_BY_THREE = [
    "Turn. El 1 apuesta 2.000. Al del 3 se lo saltaron: el 4 paga, el 6 se retira y el 8 sube a 6.000. El 3 "
    "protesta que no había hablado. ¿Qué opciones tiene?",
    "Turn. Seat 1 bets 2,000. The action skipped seat 3: seat 4 calls, seat 6 folds and seat 8 raises to "
    "6,000, then seat 3 says he never acted. What are his options?",
]


@pytest.mark.parametrize("text", SKIPPED_BY_TWO)
def test_garrido_6g_a_player_skipped_by_fewer_than_three_keeps_every_option(text: str) -> None:
    result = ruled(text, "garrido")
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["decision"]) == ("3", "live_hand")
    assert ruling["options"] == ["fold", "call", "raise"]
    assert result["rules"][0] == "garrido-2010:6.g"
    assert (result["floor"], result["confidence"]) == (False, "certain")
    assert result["house"]["tda"]["rule"].startswith("tda-2024:53")


@pytest.mark.parametrize("text", SKIPPED_BY_THREE)
def test_garrido_6g_a_player_skipped_by_three_told_after_the_fact_may_only_call_or_fold(text: str) -> None:
    result = ruled(text, "garrido")
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["decision"], ruling["options"]) == ("3", "live_hand", ["fold", "call"])
    assert result["rules"][:2] == ["garrido-2010:6.g", "tda-2024:53-B"]
    assert result["floor"] is False


@pytest.mark.parametrize("text", SKIPPED_BY_TWO + SKIPPED_BY_THREE)
def test_under_tda_the_skipped_players_hand_is_the_floors_and_the_question_is_about_him(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["seat"], result["floor_reason"]) == ("3", "skipped_player")


@pytest.mark.parametrize(
    ("text", "seat", "decision"),
    [
        ("El del botón, el 8, tiene una sola carta; ya pagaron dos y él todavía no habló.", "8", "live_hand"),
        (
            "The button, seat 8, has only one card; two players have called and he hasn't acted yet.",
            "8",
            "live_hand",
        ),
        ("El botón, asiento 4, igualó la subida y después dijo que tenía una sola carta.", "4", "dead_hand"),
        ("The button, seat 4, only had one card and said so after he called the raise.", "4", "dead_hand"),
    ],
)
def test_the_button_named_with_his_seat_is_the_one_short_a_card(text: str, seat: str, decision: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == (seat, decision)
    assert result["rules"][0] == "tda-2024:37"


@pytest.mark.parametrize(
    "text",
    [
        # the third player's part untold (an all-in told on an earlier street is his part: tabled, see
        # tests/procedures/test_fresh_8_families.py)
        "Bote a tres con el 2 también en la mano. En el flop el 5 va all-in y el 9 paga. ¿Destapo todo ya o "
        "espero?",
        "Seat 3 is all in and seat 6 calls; seat 8 is in the hand too. Do I flip everything up now?",
    ],
)
def test_a_face_up_question_with_a_player_whose_part_is_not_told_is_not_ruled_as_certain(text: str) -> None:
    result = ruled(text)
    assert result["rules"][0] == "tda-2024:16"
    assert (result["ruling"]["decision"], result["floor_reason"]) == (None, "missing_fact")


@pytest.mark.parametrize(
    "text",
    [
        "El 3 va all-in y el 6 paga. ¿Destapo todo ya?",
        "Seat 3 is all in and seat 6 calls. Do I turn everything up now?",
    ],
)
def test_all_in_and_called_the_hands_are_tabled(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0], result["confidence"]) == (
        "table_hands",
        "tda-2024:16",
        "certain",
    )


@pytest.mark.parametrize(
    ("text", "seat", "total"),
    [
        (
            'Ciegas 500/1.000. El 2 abre a 2.500. El 6 dice "subo", pone 2.500 de una vez, vuelve a su '
            "stack y añade 4.000 más. El 2 dice que es string bet y que solo vale la subida mínima. "
            "¿De cuánto es?",
            "6",
            6500,
        ),
        (
            'Blinds 500/1,000. Seat 2 opens to 2,500. Seat 6 says "raise", puts in 2,500 in one motion, '
            "goes back to his stack and adds 4,000 more. Seat 2 says it is a string bet, only the min "
            "raise. How much is it?",
            "6",
            6500,
        ),
    ],
)
def test_a_claim_about_the_minimum_raise_is_not_the_question_san_roque_two_motions(
    text: str, seat: str, total: int
) -> None:
    result = ruled(text, "san-roque")
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == (seat, "raise", total)
    assert result["rules"][0] == "san-roque:45.c" and "tda-2024:56" in result["rules"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Torneo win the button, el botón en el 5. El 3 y el 8 se reparten el bote y sobra una ficha. "
            "¿Para quién es la ficha y dónde va el botón?",
            "8",
        ),
        (
            "Win-the-button event, button on seat 5. Split pot between seat 3 and seat 8 with an odd chip "
            "left. Who gets the chip and who gets the button?",
            "8",
        ),
    ],
)
def test_win_the_button_tie_gives_the_odd_chip_and_the_button_to_the_first_after_it(
    text: str, seat: str
) -> None:
    result = ruled(text, "san-roque")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", seat)
    assert {"san-roque:33", "san-roque:11"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Bote partido entre el 3 y el 8, el botón está en el 5, y sobra una ficha de 25. ¿Para quién es?",
        "Pot split between seat 3 and seat 8, the button is on seat 5, one odd 25 chip. Who gets it?",
    ],
)
def test_the_two_who_split_are_the_odd_chips_candidates(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("odd_chip", "8")


@pytest.mark.parametrize(
    "text",
    [
        "En la 6 se me escapó el turn: el del 3 había apostado y el del 8 todavía no había contestado.",
        "Mesa 2, quemé y di el river cuando el 4 todavía no había pagado la apuesta del 1.",
        "Table 6, I burned and flipped the turn while seat 8 hadn't answered seat 3's bet yet. What now?",
        "Seat 1 bet the river... no, the turn, and I flipped the river while seat 4 hadn't called yet.",
    ],
)
def test_a_board_card_the_dealer_put_out_while_a_player_had_still_to_answer_is_premature(text: str) -> None:
    result = ruled(text)
    assert result["ruling"]["decision"] == "redeal_board"
    assert any(r.startswith("tda-2024:RP-5") for r in result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Reglamento Garrido. Preflop se tiran el 4 y el 5, y el 7 descubre un comodín entre sus cartas.",
        "Garrido rules. Preflop seat 4 and seat 5 fold, then seat 7 finds a joker among his cards.",
    ],
)
def test_garrido_a_joker_after_two_folds_cites_its_definition_of_action(text: str) -> None:
    result = ruled(text, "garrido")
    assert result["ruling"]["decision"] == "dead_hand"
    assert result["rules"][:2] == ["garrido-2010:4.e", "garrido-2010:4.l"]


@pytest.mark.parametrize(
    ("text", "tda_seat"),
    [
        ("Empatan el asiento 2, que tiene el botón, y el 6. Sobra una ficha. ¿Para quién?", "6"),
        ("Chop between seat 2, who has the button, and seat 6. One odd chip. Who gets it?", "6"),
    ],
)
def test_a_winner_who_has_the_button_is_named_by_his_seat(text: str, tda_seat: str) -> None:
    assert ruled(text)["ruling"]["seat"] == tda_seat  # TDA 20-A: the first seat left of the button
    assert ruled(text, "san-roque")["ruling"]["seat"] == "2"  # San Roque 31: the hand nearest the button


@pytest.mark.parametrize(
    "text",
    [
        "El del 5 estaba de pie hablando con el del 6 cuando repartí la primera carta. Se sentó a mitad del "
        "reparto. ¿Mano viva?",
        "Seat 5 was standing up chatting with seat 6 when I dealt the first card. He sat down halfway "
        "through the deal. Is he live?",
    ],
)
def test_a_player_named_as_company_is_not_whom_the_incident_is_about(text: str) -> None:
    result = ruled(text, "san-roque")
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == ("5", "dead_hand")


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("Al del 2 le pusieron el reloj viendo una apuesta del 7 y se le acabó el tiempo.", "dead_hand"),
        ("Seat 2 was put on the clock staring at a bet from seat 7 and his time ran out.", "dead_hand"),
        ("Al del 2 le pusieron el reloj; es el primero y nadie apostó. Se le acabó el tiempo.", "live_hand"),
        ("Seat 2 was on the clock, first to act and nobody bet, and his time ran out.", "live_hand"),
    ],
)
def test_whether_the_player_on_the_clock_faced_a_bet_in_other_words(text: str, decision: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == ("2", decision)
    assert result["rules"][0] == "tda-2024:29"


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        (
            "El 3 ya se tiró y ahora le dice al 7, que sigue en la mano, que se tire, que le ganan.",
            "tda-2024:67",
        ),
        ("Seat 3 has folded and now he's telling seat 7, who's still in, to fold.", "tda-2024:67"),
        (
            "El 8 va all-in y le pagan en el flop, y se levantó y se fue a la barra a ver la tele.",
            "tda-2024:31",
        ),
        ("Seat 8 is all in and called, then he got up and wandered over to the rail.", "tda-2024:31"),
    ],
)
def test_conduct_told_as_play_is_named_with_its_rule_and_the_floor(text: str, rule: str) -> None:
    result = ruled(text)
    assert (result["rules"][0], result["floor"], result["confidence"]) == (rule, True, "unsure")
    assert result["ruling"]["action"] is None


@pytest.mark.parametrize(
    "text",
    [
        "En el river el 6 apostó y, con el 2 todavía pensando, el 6 tiró sus cartas al muck como si la mano "
        "hubiera terminado. Se mezclaron.",
        "Seat 4 bet the turn and mucked his cards while seat 9 hadn't acted. They're mixed in.",
    ],
)
def test_cards_thrown_away_while_another_player_had_still_to_act_are_15(text: str) -> None:
    result = ruled(text)
    assert result["rules"][0].startswith("tda-2024:15")
    assert result["ruling"]["decision"] == "dead_hand"
    assert result["confidence"] != "certain" or result["floor"]


@pytest.mark.parametrize("text", ["gracias, eso lo aclara", "cheers, that settles it"])
def test_thanks_with_an_everyday_closing_is_chatter(text: str) -> None:
    assert answer(text).result["intent"] == "chatter"


@pytest.mark.parametrize("text", ["¿Cómo funciona lo de la ficha impar?", "How does the odd chip rule work?"])
def test_how_a_rule_works_is_a_rule_question(text: str) -> None:
    result = answer(text).result
    assert result["intent"] == "question"
    assert any(r.startswith("tda-2024:20") for r in result["rules"])


BUTTON_DRAWS = [
    "Mesa nueva, sorteo del botón: el del 3 saca reina de corazones y el del 8 reina de tréboles. Después "
    "les doy otra carta: al 3 un cuatro y al 8 una jota. ¿Quién se queda el botón?",
    "New table, we drew for the button: seat 3 got the queen of hearts and seat 8 the queen of clubs. I gave "
    "them a second card, seat 3 a four and seat 8 a jack. Who has the button?",
]


@pytest.mark.parametrize("text", BUTTON_DRAWS)
def test_a_tie_in_the_button_draw_is_broken_as_each_house_says(text: str) -> None:
    garrido, san_roque, tda = ruled(text, "garrido"), ruled(text, "san-roque"), ruled(text)
    # Garrido 8.c: the suit breaks the tie (hearts over clubs); San Roque 24: the second card (a jack)
    assert (garrido["ruling"]["decision"], garrido["ruling"]["seat"], garrido["rules"][0]) == (
        "button",
        "3",
        "garrido-2010:8.c",
    )
    assert (san_roque["ruling"]["decision"], san_roque["ruling"]["seat"], san_roque["rules"][0]) == (
        "button",
        "8",
        "san-roque:24",
    )
    assert (tda["ruling"]["decision"], tda["floor_reason"]) == (None, "td_discretion")  # no TDA rule


@pytest.mark.parametrize(
    "text",
    [
        "Sorteo del botón en la mesa nueva: el del 5 saca un as y el del 9 un rey.",
        "Button draw at the new table: seat 5 drew an ace and seat 9 a king.",
    ],
)
def test_the_highest_card_of_the_button_draw_wins_it(text: str) -> None:
    for venue in ("garrido", "san-roque"):
        assert ruled(text, venue)["ruling"]["seat"] == "5"


@pytest.mark.parametrize(
    ("text", "garrido", "tda"),
    [
        (
            "Se reparte, se tira el 4, se tira el 5 y el del 7 avisa que tiene una sola carta.",
            "dead_hand",  # Garrido 4.l: two folds are action, no misdeal
            "misdeal",  # TDA 36: two folds are no substantial action
        ),
        ("Seat 4 folds, seat 5 folds, then seat 7 says he only has one card.", "dead_hand", "misdeal"),
        ("El 3, el 4 y el 5 se tiran y entonces el 7 dice que tiene tres cartas.", "dead_hand", "dead_hand"),
        ("Seats 3, 4 and 5 all folded, then seat 7 says he has three cards.", "dead_hand", "dead_hand"),
    ],
)
def test_folds_told_one_by_one_or_in_a_list_count_as_action(text: str, garrido: str, tda: str) -> None:
    assert ruled(text, "garrido")["ruling"]["decision"] == garrido
    assert ruled(text)["ruling"]["decision"] == tda


@pytest.mark.parametrize(
    "text",
    [
        "River. El 2, primero en hablar, da un solo golpecito en la mesa; el 5 apuesta 3.000 y el 2 dice que "
        "no había pasado.",
        "River. Seat 2 is first to act and gives the table just one tap; seat 5 bets 3,000 and seat 2 says "
        "he never checked.",
    ],
)
def test_one_tap_by_the_first_to_act_is_a_check_at_tda_and_the_floors_at_garrido(text: str) -> None:
    garrido, tda = ruled(text, "garrido"), ruled(text)
    assert (garrido["floor_reason"], garrido["confidence"]) == ("td_discretion", "unsure")
    assert (garrido["ruling"]["seat"], garrido["ruling"]["decision"], garrido["rules"][0]) == (
        "2",
        "not_binding",
        "garrido-2010:6.e",
    )
    assert (tda["ruling"]["seat"], tda["ruling"]["decision"], tda["rules"][0]) == (
        "2",
        "binding",
        "tda-2024:3",
    )


@pytest.mark.parametrize(
    "text",
    [
        "El 4 pagó la subida y el 5 se tiró; al recoger el descarte del 5 me llevé también las suyas al "
        "muck y ya no se distinguen.",
        "Seat 4 called the raise and seat 5 folded; picking up seat 5's fold I swept his cards too, they're "
        "mixed in the muck now.",
    ],
)
def test_the_hand_swept_with_a_fold_is_the_player_still_in(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == ("4", "dead_hand")
    assert result["rules"][0].startswith("tda-2024:65")


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        (
            "El del 2 se pone a escribir un WhatsApp con las cartas en la mano, antes de hablar.",
            "san-roque:20",
        ),
        ("Seat 2 is typing a message on his phone while holding his cards, before he acts.", "san-roque:20"),
        ("Rompemos la mesa 5 y el del 3 salió a fumar; sus fichas siguen ahí.", "tda-2024:RP-16"),
        ("Table 5 is breaking and seat 3 is on a smoke break, his chips are still there.", "tda-2024:RP-16"),
    ],
)
def test_a_phone_and_an_absence_in_more_words(text: str, rule: str) -> None:
    result = ruled(text, "san-roque")
    assert rule in result["rules"]
    assert result["ruling"]["seat"] in ("2", "3")


@pytest.mark.parametrize(
    "text",
    [
        "En el turn el del 3 ha puesto sus cartas boca arriba cuando todavía le quedaba hablar al 8. ¿Su "
        "mano está muerta?",
        "On the turn seat 3 laid his cards face up while seat 8 still had to act. Is his hand dead?",
    ],
)
def test_a_player_who_tables_his_hand_with_action_pending_keeps_it_68(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["seat"], result["ruling"]["decision"], result["rules"][0]) == (
        "3",
        "live_hand",
        "tda-2024:68",
    )


@pytest.mark.parametrize(
    "text",
    [
        "El 2 se tira y sus cartas caen encima de las del 3 y se mezclan, aunque se sabe cuáles son.",
        "Seat 2 folds and his cards land on top of seat 3's cards and get mixed, but you can tell which are "
        "which.",
    ],
)
def test_cards_thrown_onto_a_hand_told_in_the_present(text: str) -> None:
    garrido, tda = ruled(text, "garrido"), ruled(text)
    assert (garrido["ruling"]["seat"], garrido["ruling"]["decision"], garrido["rules"][0]) == (
        "3",
        "dead_hand",
        "garrido-2010:3.f",
    )
    assert (tda["ruling"]["seat"], tda["ruling"]["decision"]) == ("3", "live_hand")


@pytest.mark.parametrize(
    "text",
    [
        "Quedan 4 mesas. La mesa 1 está a 9 y la mesa 3 se ha quedado a 7. ¿Movemos ya a alguien?",
        "Four tables left. Table 1 is at 9 and table 3 is down to 7. Do we move someone now?",
    ],
)
def test_table_sizes_in_more_words_and_the_count_of_tables_is_no_table(text: str) -> None:
    garrido, tda = ruled(text, "garrido"), ruled(text)
    assert (garrido["ruling"]["decision"], garrido["rules"][0]) == ("move_player", "garrido-2010:12.a")
    assert tda["ruling"]["decision"] == "play_continues"  # TDA 11-D: two short, no halt


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("Llevo media vuelta repartida y se me dio vuelta la primera carta, la del 3.", "misdeal"),
        ("Halfway through the deal I flipped the first card, seat 3's.", "misdeal"),
        ("En la segunda pasada se me dio vuelta la carta del 6; nadie habló todavía.", "play_continues"),
        ("On the second pass I flipped seat 6's card; nobody has acted yet.", "play_continues"),
    ],
)
def test_a_card_flipped_on_the_deal_is_ruled_without_asking_about_action(text: str, decision: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["confidence"]) == (decision, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Sonó el cambio de nivel cuando entraba a la mesa y todavía no he barajado. ¿Reparto con las ciegas "
        "nuevas?",
        "The level changed as I sat down at the table and I haven't shuffled yet. New blinds for this hand?",
    ],
)
def test_a_new_level_before_the_shuffle_asks_nothing(text: str) -> None:
    result = ruled(text)
    assert (result["rules"][0], result["ruling"]["decision"], result["confidence"]) == (
        "tda-2024:23",
        None,
        "certain",
    )


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        (
            "No es turbo. El del 5 está pensando hace un minuto y el del 2 ya le pide reloj. ¿Se lo ponemos?",
            None,
        ),
        (
            "Not a turbo. Seat 5 has been thinking for a minute and seat 2 already wants the clock. Do we?",
            None,
        ),
        (
            "Le piden tiempo al del 5, que es el primero y nadie apostó; a los 50 segundos empieza la cuenta "
            "atrás y se acaba sin que diga nada.",
            "dead_hand",
        ),
        (
            "Seat 5 is put on the clock, first to act and nobody bet; at 50 seconds the countdown starts and "
            "it ends without a word from him.",
            "dead_hand",
        ),
    ],
)
def test_san_roque_clock_too_early_in_a_normal_event_and_run_out_after_the_countdown(
    text: str, decision: str | None
) -> None:
    result = ruled(text, "san-roque")
    assert (result["ruling"]["decision"], result["rules"][0]) == (decision, "san-roque:34")


@pytest.mark.parametrize(
    "text",
    [
        "River: el 1 apuesta 20.000 y el 5 paga. El 1 tira sus cartas boca abajo y el 5 quiere ver "
        "qué tenía, "
        "dice que pagó para ver.",
        "River: seat 1 bets 20k and seat 5 calls. Seat 1 mucks face down without showing and seat 5 "
        "wants to see "
        "what he had, says he paid to see it.",
    ],
)
def test_a_caller_who_wants_to_see_a_mucked_hand_is_a_request_to_see(text: str) -> None:
    garrido, tda = ruled(text, "garrido"), ruled(text)
    assert (
        garrido["rules"][:2] == ["garrido-2010:7.e", "tda-2024:18-B"]
        and garrido["ruling"]["decision"] is None
    )
    assert tda["rules"][0] == "tda-2024:18-B"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Enseñé una carta cuando todavía quedaba gente por hablar, ¿me matan la mano?", "question"),
        ("I flashed a card while the others still had to act, is my hand dead?", "question"),
        ("El del 4 enseñó una carta con acción pendiente, ¿le matan la mano?", "ruling"),
        ("Seat 4 flashed a card while others still had to act, is his hand dead?", "ruling"),
    ],
)
def test_a_player_asking_about_his_own_case_asks_the_rule(text: str, intent: str) -> None:
    result = answer(text).result
    assert result["intent"] == intent
    assert "tda-2024:68" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Mano anterior: botón en el 2, chica el 3, grande el 4. El del 3 quedó eliminado. ¿Dónde va "
        "el botón?",
        "Last hand: button on 2, small 3, big 4. Seat 3 busted. Where does the button go now?",
    ],
)
def test_the_blinds_named_short_give_the_dead_button(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["floor"]) == ("button", "3", False)


@pytest.mark.parametrize(
    "text",
    [
        "Nos quedamos dos, heads-up. El del 6 tiene el botón. ¿Quién pone la ciega pequeña?",
        "We're heads-up at the final, seat 6 has the button. Who posts the small blind?",
    ],
)
def test_heads_up_the_button_posts_the_small_blind_in_either_spelling(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["rules"][0]) == (
        "button",
        "6",
        "tda-2024:34-B",
    )


@pytest.mark.parametrize(
    "text",
    [
        "el botón está en el cinco y empatan el del tres y el del ocho, sobra una ficha, ¿para quién?",
        "the button is on five and seats three and eight chop it, one odd chip, who gets it?",
    ],
)
def test_seats_said_in_words_place_the_button_and_the_tie(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("odd_chip", "8")  # TDA 20-A


@pytest.mark.parametrize(
    "text",
    [
        "Mesa 2: el botón estaba en el 3 la mano pasada y ahora está en el 5. Ya repartí pero nadie habló.",
        "Table 2: the button was on seat three last hand and now it's on five. Cards are out, nobody "
        "has acted.",
    ],
)
def test_a_button_that_jumped_a_seat_told_from_where_it_was_is_corrected_before_action(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["rules"][0]) == (
        "button",
        "4",
        "tda-2024:34-A",
    )


@pytest.mark.parametrize(
    "text",
    [
        "El 3 me pide que cuente el stack del 7. Nadie está all-in, el 3 solo está pensando en "
        "apostar en el flop.",
        "Seat 3 wants me to count down seat 7's stack. Nobody's all-in, seat 3 is just thinking about a bet.",
    ],
)
def test_a_count_asked_while_only_thinking_about_a_bet_is_a_count_request(text: str) -> None:
    garrido, tda = ruled(text, "garrido"), ruled(text)
    assert (garrido["ruling"]["decision"], garrido["rules"][0]) == (None, "garrido-2010:8.h")
    assert (tda["ruling"]["decision"], tda["rules"][:2]) == (None, ["tda-2024:60", "tda-2024:25"])


@pytest.mark.parametrize(
    "text",
    [
        "Torneo win the button. El botón estaba en el 2 y gana la mano el del asiento 6. El dealer "
        "pasó el botón "
        "al 3. ¿Está bien?",
        "Win-the-button event: the button was on seat 2 and seat 6 won the hand. The dealer moved "
        "the button to "
        "3 as usual. Is that right?",
    ],
)
def test_win_the_button_the_winner_takes_it_whatever_move_the_dealer_made(text: str) -> None:
    result = ruled(text, "san-roque")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", "6")
    assert "san-roque:11" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Cantamos misdeal. El del 2 estaba en el aseo en el primer reparto y ya ha vuelto. ¿Le reparto en el "
        "nuevo reparto?",
        "We called a misdeal. Seat 2 was in the loo for the original deal, he's back now. Does he "
        "get cards on "
        "the redeal?",
    ],
)
def test_a_player_away_for_the_original_deal_and_back_for_the_redeal(text: str) -> None:
    tda, san_roque = ruled(text), ruled(text, "san-roque")
    assert (tda["ruling"]["seat"], tda["ruling"]["decision"]) == ("2", "live_hand")  # TDA 35-C: dealt in
    assert (san_roque["ruling"]["decision"], san_roque["rules"][0]) == ("dead_hand", "san-roque:41")


@pytest.mark.parametrize(
    "text",
    [
        "El del 9 se fue hace dos vueltas y no ha vuelto; sus fichas siguen ahí. ¿Le sigo repartiendo y "
        "poniéndole las ciegas?",
        "Seat 9 left two orbits ago and hasn't come back, his chips are still there. Do I keep "
        "dealing him in "
        "and posting his blinds?",
    ],
)
def test_a_player_away_for_hands_is_dealt_in_dead_and_blinded(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == ("9", "dead_hand")
    assert result["rules"][:2] == ["tda-2024:30", "tda-2024:71-A"]


@pytest.mark.parametrize(
    "text",
    [
        "Se empezó la mano con las ciegas viejas, 200/400 en vez de 300/600. Pagaron dos y uno subió "
        "antes de "
        "que nadie se diera cuenta.",
        "Hand got started at the old blinds, 200/400 instead of 300/600. Two players have called and one's "
        "raised before anyone noticed.",
    ],
)
def test_actions_only_counted_are_substantial_action(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][:2]) == (
        "play_continues",
        ["tda-2024:23", "tda-2024:36"],
    )


@pytest.mark.parametrize(
    ("text", "venue", "first"),
    [
        (
            "Carrera de fichas en la 3: al del 2 le quedan dos fichas de 25 y no gana ninguna. "
            "¿Queda eliminado?",
            None,
            "tda-2024:24",
        ),
        ("Colour-up race on table 3: seat 2 has two 25s left and wins none. Is he out?", None, "tda-2024:24"),
        (
            "Hay que hacer la carrera de fichas de las de 25. ¿Por qué puesto empiezo?",
            "garrido",
            "garrido-2010:13.e",
        ),
        ("We're doing the chip race of the 25s. Which seat do I start with?", "san-roque", "san-roque:30"),
    ],
)
def test_a_chip_race_is_answered_with_its_rules_and_no_bet(text: str, venue: str | None, first: str) -> None:
    result = ruled(text, venue)
    assert (result["rules"][0], result["ruling"]["action"], result["floor"]) == (first, None, False)
    assert "tda-2024:24" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "El crupier repartió cartas al asiento vacío del 1, que se eliminó hace dos manos. Nadie ha hablado.",
        "The dealer pitched a hand to seat 1, which has been empty since that player busted. Nobody "
        "has acted.",
    ],
)
def test_a_hand_dealt_to_an_empty_seat_before_action_is_a_misdeal(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0]) == ("misdeal", "tda-2024:35-A")


@pytest.mark.parametrize(
    "text",
    [
        "El del 9 se levanta justo cuando le toca la ciega grande, ya van tres veces.",
        "Seat 9 nicks off right when his big blind comes round, third time tonight.",
    ],
)
def test_leaving_as_the_big_blind_comes_round_is_dodging_blinds(text: str) -> None:
    result = ruled(text)
    assert (result["rules"][0], result["floor"]) == ("tda-2024:33", True)


@pytest.mark.parametrize(
    "text",
    [
        "Encontramos una ficha de 1.000 en la alfombra bajo la mesa 4, nadie sabe de quién es.",
        "Found a 1k chip on the carpet under table 4, nobody can say whose it is.",
    ],
)
def test_a_chip_found_on_the_carpet_is_lost_and_found(text: str) -> None:
    result = ruled(text)
    assert (result["rules"][0], result["ruling"]["action"]) == ("tda-2024:64", None)


@pytest.mark.parametrize(
    "text",
    [
        "El dealer quemó dos cartas antes del flop, se le pegaron. Ya hubo check y apuesta en el flop.",
        "The dealer burned two cards before the flop. There was already a check and a bet on the flop.",
    ],
)
def test_two_burns_found_after_action_on_the_flop_stand(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0]) == ("play_continues", "tda-2024:38")


@pytest.mark.parametrize(
    "text",
    [
        "Al del 4 se lo han saltado y nadie se dio cuenta; el 5 pagó, el 6 se tiró y el 7 pagó. "
        "¿Puede subir?",
        "Seat 4 has been skipped and nobody noticed; seat 5 called, seat 6 folded and seat 7 called. "
        "Can he raise?",
    ],
)
def test_garrido_6g_skipped_told_in_the_perfect(text: str) -> None:
    result = ruled(text, "garrido")
    assert (result["ruling"]["seat"], result["ruling"]["options"], result["rules"][0]) == (
        "4",
        ["fold", "call"],
        "garrido-2010:6.g",
    )
