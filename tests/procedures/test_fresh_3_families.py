"""Families the third round of issue 13 fixed on the fresh sets (tests/procedures/data/fresh_*.jsonl), each in
both languages and in other words than the sets' rows: a request to see a hand rules on no action (the rule
that grants or refuses it is the answer); a house clock asked for too early is the house rule, applied by its
staff (stated, not left to the TD); a hand shown with action pending stays live, the floor called only for
the penalty; a house rule that lets the TD kill a hand is the TD's call (unsure)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.ask import answer
from parser.answers import fact_from_answer


def ruled(text: str, venue: str | None = None) -> dict[str, Any]:
    result = answer(text, venue=venue).result
    assert result["intent"] == "ruling", (text, result["intent"])
    return result


SHOW_REQUESTS = [
    "En el river el 6 apostó 3.000, el 2 pagó y enseñó color; el 6 quiere tirar sus cartas sin mostrarlas "
    "y el 2 pide verlas.",
    "On the river seat 6 bet 3,000, seat 2 called and tabled a flush; seat 6 wants to muck without showing "
    "and seat 2 asks to see his hand.",
]


@pytest.mark.parametrize("text", SHOW_REQUESTS)
def test_a_request_to_see_a_hand_rules_on_no_action_the_rule_is_the_answer(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0], result["floor"]) == (
        None,
        "tda-2024:18-B",
        False,
    )
    assert result["confidence"] == "certain"
    headline = result["reply"].splitlines()[1]
    assert "river" in headline and "vinculante" not in headline and "binding" not in headline


@pytest.mark.parametrize("text", SHOW_REQUESTS)
def test_a_house_that_refuses_the_request_says_what_tda_grants(text: str) -> None:
    result = ruled(text, "garrido")
    assert (result["ruling"]["decision"], result["rules"][0]) == (None, "garrido-2010:7.e")
    assert result["house"]["tda"]["rule"] == "tda-2024:18-B"
    assert "TDA 18-B" in result["reply"]


@pytest.mark.parametrize(
    ("text", "venue", "seat"),
    [
        (
            "Al del 4 le pidieron tiempo cuando apenas llevaba un minuto pensando. ¿Se lo damos?",
            "garrido",
            "4",
        ),
        ("El del 3 lleva casi un minuto pensando y ya le piden tiempo. ¿Se lo ponemos?", "san-roque", "3"),
        (
            "Seat 6 has been thinking for maybe a minute and seat 1 already wants the clock on seat 6.",
            "san-roque",
            "6",
        ),
    ],
)
def test_a_house_clock_asked_for_too_early_is_the_house_rule_applied_by_its_staff(
    text: str, venue: str, seat: str
) -> None:
    result = ruled(text, venue)
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == (seat, None)
    assert (result["floor"], result["floor_reason"], result["confidence"]) == (
        True,
        "staff_applies",
        "certain",
    )
    assert "director" not in result["reply"].splitlines()[-2].lower()  # the staff applies it: no TD's call


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Seat 4 flashed his cards while seat 9 was still deciding whether to call.", "4"),
        ("En el turn el 5 volteó sus cartas para presumir mientras el otro piensa si paga.", "5"),
        ("El 5 enseñó sus cartas mientras el 2 pensaba si pagar.", "5"),
        ("Seat 5 showed his hand while seat 2 was thinking about calling.", "5"),
    ],
)
def test_a_hand_shown_with_action_pending_stays_live_and_the_floor_decides_only_the_penalty(
    text: str, seat: str
) -> None:
    result = ruled(text)
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == (seat, "live_hand")
    assert (result["floor"], result["floor_reason"], result["confidence"]) == (True, "penalty", "certain")
    assert "tda-2024:71" in result["rules"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("El del 2 al mirar sus cartas las levantó tanto que el 5 le vio un rey; todavía falta acción.", "2"),
        (
            "Seat 8 lifted his cards so high looking at them that seat 1 saw an ace; action is still on him.",
            "8",
        ),
    ],
)
def test_a_house_rule_that_lets_the_td_kill_the_hand_is_the_tds_call(text: str, seat: str) -> None:
    result = ruled(text, "san-roque")
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == (seat, "dead_hand")
    assert (result["floor"], result["floor_reason"], result["confidence"]) == (
        True,
        "td_discretion",
        "unsure",
    )
    assert result["rules"][:2] == ["san-roque:43", "tda-2024:68"]


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("Con el 8 pensando si paga, el 2 volteó sus dos cartas delante de todos.", "tda-2024:68"),
        ("Seat 2 turned over both his cards while seat 8 was deciding whether to call.", "tda-2024:68"),
    ],
)
def test_a_player_turning_his_own_cards_up_with_action_pending_is_his_exposure(text: str, rule: str) -> None:
    """The possessive tells the player did it ("volteó sus cartas", "turned over his cards"), not the dealer
    on the deal (35): the hand stays live (68)."""
    result = ruled(text)
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == ("2", "live_hand")
    assert result["rules"][0] == rule


@pytest.mark.parametrize(
    "text",
    [
        "El 6 ya se había tirado y le mostró sus dos cartas al del 7, que sigue jugando.",
        "Seat 6 had already folded and showed his hand to seat 7, who is still in the pot.",
    ],
)
def test_cards_shown_to_one_player_after_folding_are_the_tds_penalty(text: str) -> None:
    result = ruled(text)
    assert (result["rules"][:2], result["floor"], result["ruling"]["decision"]) == (
        ["tda-2024:67", "tda-2024:71"],
        True,
        None,
    )


@pytest.mark.parametrize(
    "text",
    [
        "El del 3, con cartas y en plena mano, ha cogido una llamada en la mesa.",
        "El 5 está escribiendo por WhatsApp con cartas en la mano, antes de hablar.",
    ],
)
def test_a_phone_used_with_cards_is_rule_5_and_the_tds_call(text: str) -> None:
    result = ruled(text)
    assert (result["rules"][:2], result["floor"]) == (["tda-2024:5", "tda-2024:71"], True)


def test_a_player_deciding_on_a_call_is_on_no_phone() -> None:
    result = ruled("Blinds 100/200, seat 2 bets 1,000 and seat 5 is deciding on a call.")
    assert "tda-2024:5" not in result["rules"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Quedan tres: botón el 4, la chica el 6 y la grande el 1. El del 1 quedó eliminado en esta mano. "
            "¿Dónde va el botón para el mano a mano?",
            "6",
        ),
        (
            "Three left: button seat 4, small blind seat 6, big blind seat 1. Seat 1 was eliminated this "
            "hand. Where's the button for heads-up?",
            "6",
        ),
        (
            "Quedamos dos: botón el 4, la chica el 6 y la grande el 1; el 4 perdió todo. ¿Quién lleva el "
            "botón?",
            "1",
        ),
    ],
)
def test_starting_heads_up_the_button_skips_nobody_and_a_busted_big_blind_lets_it_move_on(
    text: str, seat: str
) -> None:
    """34-B: the last big blind takes the button so nobody posts the big blind twice; if he is the one who
    busted, the button moves on to the small blind as usual."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["floor"]) == (
        "button",
        seat,
        False,
    )


def test_a_bare_question_about_the_heads_up_button_is_a_rule_question() -> None:
    assert answer("Cuando quedamos mano a mano, ¿quién lleva el botón?").result["intent"] == "question"


@pytest.mark.parametrize(
    ("text", "decision", "asked"),
    [
        ("Mesa 2: el dealer sacó el flop sin quemar. ¿Qué hago?", "random_burn", True),
        ("Table 2: the dealer put the flop out without burning. What now?", "random_burn", True),
        ("Mesa 2: el dealer sacó el flop sin quemar y nadie ha pasado todavía.", "random_burn", False),
        ("Table 2: dealer forgot to burn before the flop, nobody has checked yet.", "random_burn", False),
    ],
)
def test_a_flop_without_a_burn_asks_whether_anyone_acted_unless_told(
    text: str, decision: str, asked: bool
) -> None:
    """39-B: with no action the burn is chosen among the flop cards; any action (a check) lets it stand. A
    report that does not say is ruled on the likely reading and asks."""
    result = ruled(text)
    assert result["ruling"]["decision"] == decision
    assert (result["questions"] == ["acted"], result["confidence"]) == (
        asked,
        "conditional" if asked else "certain",
    )


@pytest.mark.parametrize(
    "text",
    [
        "En el turn apareció otro rey de picas; ya tenía uno el del 3 en la mano.",
        "On the turn another king of spades came out; seat 3 had one in his hand.",
    ],
)
def test_a_second_card_of_the_same_rank_and_suit_is_a_fouled_deck(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0]) == ("misdeal", "tda-2024:35-E")


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("El del 5, que cambia de mesa, se metió unas fichas en el bolsillo de la chaqueta.", "tda-2024:63"),
        ("Seat 5 is changing tables and put some chips into his pocket on the way.", "tda-2024:63"),
        ("Un amigo del 3 está detrás de él diciéndole lo que tiene que hacer en cada mano.", "tda-2024:67"),
        ("A friend of seat 3's is standing behind him telling him what to do every hand.", "tda-2024:67"),
    ],
)
def test_chips_pocketed_and_a_player_coached_are_conduct_for_the_td(text: str, rule: str) -> None:
    result = ruled(text)
    assert (result["rules"], result["floor"], result["ruling"]["decision"]) == (
        [rule, "tda-2024:71"],
        True,
        None,
    )


@pytest.mark.parametrize(
    "text",
    [
        "En el showdown el 6 enseñó sus cartas un segundo y las tiró al muck; no alcancé a leerlas y dice "
        "que ganaba.",
        "At showdown seat 6 flashed his cards for a second and mucked them; I couldn't read them and now he "
        "says he won.",
    ],
)
def test_cards_let_go_of_at_showdown_before_anyone_read_them_are_the_tds_call_on_tabling(text: str) -> None:
    result = ruled(text)
    assert (result["rules"][0], result["floor"], result["confidence"]) == ("tda-2024:13-B", True, "unsure")
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == ("6", None)


@pytest.mark.parametrize(
    "text",
    [
        "Al del 4 le pusimos una vuelta de castigo y ahora le toca la ciega grande. ¿Le reparto?",
        "Seat 4 got a one-round penalty and it's his big blind now. Do I deal him in?",
    ],
)
def test_a_player_on_a_round_penalty_is_dealt_in_and_his_hand_killed(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["seat"], result["ruling"]["decision"], result["rules"][0]) == (
        "4",
        "dead_hand",
        "tda-2024:71-C",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Cuando se llega al mano a mano, ¿quién lleva el botón, la ciega grande o la chica?",
        "Once it's heads up, who gets the button, the small blind or the big blind?",
        "¿Una vuelta de castigo cuántas manos son?",
        "How many hands is a one-round penalty?",
    ],
)
def test_a_bare_question_about_a_penalty_or_the_heads_up_button_gets_no_made_up_ruling(text: str) -> None:
    """Naming only the button or the blinds seats no player: the rule texts answer it (as a rule question, or
    as a table's question on its topic: "who gets the button?"), never a decision about a seat."""
    result = answer(text).result
    ruling = result["ruling"] or {}
    assert (ruling.get("decision"), ruling.get("seat")) == (None, None)
    assert result["rules"][0].split("-")[:2] in (["tda", "2024:34"], ["tda", "2024:71"])


@pytest.mark.parametrize(
    ("text", "venue", "rules", "floor"),
    [
        (
            "Seat 2 registered but never showed up; his stack is still being blinded. What do we do?",
            None,
            ["tda-2024:71-A", "tda-2024:30"],  # 30: his hand killed, his blinds in
            False,
        ),
        (
            "El del 6 pagó la inscripción pero no ha aparecido y ya acabó el cuarto nivel, el que marcó el "
            "director. ¿Le quitamos las fichas?",  # the TD's level told (San Roque 9: else asked)
            "san-roque",
            ["san-roque:9", "san-roque:8", "tda-2024:71-A", "tda-2024:30"],  # 8: blinded until then
            True,
        ),
        (
            "Seat 6 paid his buy-in but never showed and late registration just closed. Is his stack pulled?",
            "garrido",
            ["garrido-2010:8.b", "tda-2024:71-A", "tda-2024:30"],
            False,
        ),
    ],
)
def test_a_registered_player_who_never_came_is_blinded_off_or_pulled_where_the_house_says(
    text: str, venue: str | None, rules: list[str], floor: bool
) -> None:
    """TDA 71-A and 30: blinded off, his hand killed each deal; San Roque 9: the stack is pulled when the
    level the TD set ends (its staff applies it); Garrido 8.b: at the end of late registration. The rule is
    the answer: no decision."""
    result = ruled(text, venue)
    assert (result["rules"], result["floor"], result["ruling"]["decision"]) == (rules, floor, None)
    assert result["confidence"] == "certain"
    if venue:
        assert result["house"]["tda"]["rule"] == "tda-2024:71-A"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Vamos a romper la mesa 8 y el del asiento 5 se ha ido a fumar; sus fichas siguen ahí.", "5"),
        ("We're breaking table 12 and seat 3 is in the restroom, his stack is still there.", "3"),
    ],
)
def test_a_player_absent_when_his_table_breaks_has_his_chips_moved_by_the_staff(text: str, seat: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["seat"], result["ruling"]["decision"], result["rules"]) == (
        seat,
        "move_player",
        ["tda-2024:RP-16", "tda-2024:10"],  # his new seat drawn as for every player of the table (10)
    )
    assert (result["floor"], result["floor_reason"], result["confidence"]) == (
        True,
        "staff_applies",
        "certain",
    )


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        (
            "El 6 estaba de pie con la mano en el respaldo de su silla cuando repartí la última carta.",
            "live_hand",
        ),
        (
            "Seat 6 was standing with his hand on the back of his chair when I dealt the last card.",
            "live_hand",
        ),
        ("El del 6 estaba fumando cuando he repartido la última carta; acaba de volver.", "dead_hand"),
    ],
)
def test_in_reach_of_the_chair_at_the_last_card_is_at_the_seat(text: str, decision: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["seat"], result["ruling"]["decision"], result["rules"][0]) == (
        "6",
        decision,
        "tda-2024:30",
    )


@pytest.mark.parametrize(
    ("text", "seat", "decision"),
    [
        (
            "El dealer empezó a repartir por el botón en vez de por la ciega pequeña; nadie ha hablado.",
            "BTN",
            "misdeal",
        ),
        (
            "The dealer started dealing to the button instead of the small blind; nobody has acted.",
            "BTN",
            "misdeal",
        ),
        (
            "Mesa 3: me brinqué el asiento 8 al repartir, no le llegaron cartas, y nadie ha hablado.",
            "8",
            "misdeal",
        ),
        (
            "Me brinqué la silla 5 al repartir y no le llegaron cartas; ya había pagado el UTG y el "
            "siguiente subió.",
            "5",
            "play_continues",
        ),
    ],
)
def test_a_deal_begun_on_the_wrong_seat_or_skipping_one_is_a_misdeal_until_substantial_action(
    text: str, seat: str, decision: str
) -> None:
    result = ruled(text)
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == (seat, decision)


@pytest.mark.parametrize(
    "text",
    [
        "El 3 va all-in, el 7 paga y quedan ellos dos; el 7 no quiere mostrar hasta el river.",
        "Seat 3 is all in, seat 7 called, it's just the two of them; seat 7 won't turn his cards until the "
        "river.",
    ],
)
def test_an_all_in_called_is_turned_face_up_even_if_a_player_does_not_want_to(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0]) == ("table_hands", "tda-2024:16")


@pytest.mark.parametrize(
    ("text", "seat", "decision"),
    [
        ("Omaha hi-lo: seat 4 wins the high, seat 9 the low, and there's an odd 25 left.", "4", "odd_chip"),
        (
            "River checked down; seat 3 says he's playing the board and slides his cards in face down. "
            "Dealer's mucked them.",
            "3",
            "dead_hand",
        ),
        ("Repartiendo se me voltearon dos cartas, una del 2 y otra del 6; nadie ha hablado.", "2", "misdeal"),
    ],
)
def test_more_incident_words_from_the_third_set(text: str, seat: str, decision: str) -> None:
    """An odd chip named by its value; a hand mucked face down while playing the board (19: every hole card
    must be tabled); two cards the dealer turned on the deal."""
    result = ruled(text)
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == (seat, decision)


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "En el river el del 2 es el primero en hablar y lleva una eternidad; el del 7 pidió tiempo, pasó "
            "el minuto y la cuenta atrás y no dijo nada.",
            "2",
        ),
        (
            "Seat 5 has been tanking forever on the turn; seat 1 asked for the clock and the countdown ran "
            "out with no action.",
            "5",
        ),
    ],
)
def test_the_player_who_asked_for_the_clock_is_not_the_one_on_it(text: str, seat: str) -> None:
    result = ruled(text, "san-roque")
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == (seat, "dead_hand")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "El del 3 levanta tanto sus cartas que el 5 se las ve; aún le falta hablar. El 5 pide que le "
            "maten la mano.",
            "3",
        ),
        (
            "Seat 3 lifted his cards so high that seat 5 saw them, action pending; seat 5 wants his hand "
            "killed.",
            "3",
        ),
    ],
)
def test_a_player_asking_for_a_hand_to_be_killed_is_no_dealer_killing_it(text: str, seat: str) -> None:
    result = ruled(text, "san-roque")
    assert (result["ruling"]["seat"], result["rules"][:2]) == (seat, ["san-roque:43", "tda-2024:68"])
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "El del 7 ha pagado una subida y, esperando el flop, está mandando mensajes con el móvil.",
        "Seat 7 has called a raise and, waiting for the flop, is texting under the table.",
    ],
)
def test_a_phone_used_while_waiting_for_the_next_card_is_used_with_live_cards(text: str) -> None:
    result = ruled(text, "san-roque")
    assert (result["ruling"]["seat"], result["ruling"]["decision"], result["rules"][0]) == (
        "7",
        "dead_hand",
        "san-roque:20",
    )
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    ("text", "venue", "decision", "floor"),
    [
        (
            "En el turn el del 4 ve que una de sus cartas tiene el dorso rojo y la baraja es azul.",
            "garrido",
            "misdeal",
            True,  # the hand is void: the floor stops play and returns the chips (staff_applies)
        ),
        (
            "On the turn seat 4 finds a red-backed card in his hand; the deck is blue.",
            "garrido",
            "misdeal",
            True,
        ),
        (
            "Al quemar para el river sale una carta de dorso rojo y la baraja es azul.",
            "garrido",
            "play_continues",
            False,
        ),
        ("On the turn seat 4 finds a red-backed card in his hand; the deck is blue.", None, "misdeal", True),
    ],
)
def test_a_card_with_another_back_is_the_house_rule_or_the_tds(
    text: str, venue: str | None, decision: str, floor: bool
) -> None:
    """Garrido 4.b: in a hand the hand is void and the chips returned, in the stub it is played out; TDA 35-E
    leaves fouled decks other than duplicate cards to the house: the TD's call."""
    result = ruled(text, venue)
    assert (result["ruling"]["decision"], result["floor"]) == (decision, floor)
    assert result["rules"][0] == ("garrido-2010:4.b" if venue else "tda-2024:35-E")


@pytest.mark.parametrize(
    "text",
    [
        "Se cantó mano nula por dos cartas expuestas; mientras se baraja regresa el del 5, que no estaba en "
        "el reparto original. ¿Le reparto en la mano nueva?",
        "Misdeal called; while the dealer reshuffles, seat 5, who was away on the original deal, sits back "
        "down. Does he get cards in the new hand?",
    ],
)
def test_a_player_away_on_the_original_deal_and_back_for_the_redeal(text: str) -> None:
    """35-C: dealt in while away, he plays the re-deal; San Roque 41: the absent do not."""
    assert (ruled(text)["ruling"]["seat"], ruled(text)["ruling"]["decision"]) == ("5", "live_hand")
    assert ruled(text, "san-roque")["ruling"]["decision"] == "dead_hand"


MISDEALS_NOBODY_LOOKED = [
    ("En la 4 el dealer arrancó a repartir por el 6 en lugar de por la ciega pequeña; nadie ha mirado.", "6"),
    (
        "Dealer's first card flipped face up on me, going to seat 3. Nobody has looked at their cards yet.",
        "3",
    ),
]


@pytest.mark.parametrize(("text", "seat"), MISDEALS_NOBODY_LOOKED)
def test_a_misdeal_with_nobody_having_looked_at_the_cards_has_nothing_to_ask(text: str, seat: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["seat"], result["ruling"]["decision"], result["confidence"]) == (
        seat,
        "misdeal",
        "certain",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Preflop el UTG sube a 2.000 y pagan dos; el dealer canta misdeal sin motivo y el 5 y el 6 tiran sus "
        "cartas al muck. ¿Qué hacemos?",
        "UTG raised to 2,000 and two players called, then the dealer called a misdeal and seats 5 and 6 "
        "threw their cards into the muck. There was no reason for it. What now?",
    ],
)
def test_a_misdeal_called_after_action_that_made_players_muck(text: str) -> None:
    """TDA 35-D: after substantial action no misdeal; the mucked hands are the TD's (1). Garrido 2 (last
    paragraph): called in error after action and forcing a muck, it stands as a misdeal."""
    tda = ruled(text)
    assert (tda["rules"][0], tda["floor"], tda["ruling"]["decision"]) == ("tda-2024:35-D", True, None)
    house = ruled(text, "garrido")
    assert (house["rules"][0], house["ruling"]["decision"]) == ("garrido-2010:2.p4", "misdeal")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Al terminar el reparto le di una tercera carta al del 7: era la que iba a ser la quemada del "
            "flop. Nadie ha hablado.",
            "7",
        ),
        (
            "I dealt seat 4 a third card, the one that would have been the burn; everyone else has two and "
            "nobody has acted.",
            "4",
        ),
    ],
)
def test_one_card_too_many_that_would_have_been_the_burn(text: str, seat: str) -> None:
    """Garrido 2.d: with the rest dealt right, the card too many serves as the burn and play goes on; TDA
    35-A-5: the wrong number of cards to a player is a misdeal before substantial action."""
    house = ruled(text, "garrido")
    assert (house["ruling"]["seat"], house["ruling"]["decision"], house["rules"][0]) == (
        seat,
        "play_continues",
        "garrido-2010:2.d",
    )
    assert ruled(text)["ruling"]["decision"] == "misdeal"


@pytest.mark.parametrize(
    ("text", "venue", "rule"),
    [
        (
            "River: el 3 apuesta, el 6 paga y enseña color; el 3 tira boca abajo y el 6 exige verlas.",
            "garrido",
            "garrido-2010:7.e",
        ),
        (
            "River: seat 3 bets, seat 6 calls and shows a flush; seat 3 mucks face down and seat 6 insists "
            "on seeing them.",
            None,
            "tda-2024:18-B",
        ),
        (
            "El del 2 le pide al 5 que le cuente exactamente cuántas fichas tiene; nadie va all-in.",
            "garrido",
            "garrido-2010:8.h",
        ),
        ("Seat 2 wants me to count down seat 5's chips; nobody is all in.", None, "tda-2024:60"),
    ],
)
def test_requests_to_see_a_hand_or_count_a_stack_in_more_words(
    text: str, venue: str | None, rule: str
) -> None:
    assert ruled(text, venue)["rules"][0] == rule


@pytest.mark.parametrize(
    ("report", "reply", "lang", "decision"),
    [
        ("Mesa 2: el dealer sacó el flop sin quemar. ¿Qué hago?", "no, nadie", "es", "random_burn"),
        ("Mesa 2: el dealer sacó el flop sin quemar. ¿Qué hago?", "sí, alguien pasó", "es", "play_continues"),
        ("Table 2: the dealer put the flop out without burning. What now?", "nobody", "en", "random_burn"),
        (
            "Table 2: the dealer put the flop out without burning. What now?",
            "yes, someone checked",
            "en",
            "play_continues",
        ),
    ],
)
def test_the_dealers_answer_about_action_on_a_flop_without_a_burn_settles_it(
    report: str, reply: str, lang: str, decision: str
) -> None:
    fact = fact_from_answer("acted", reply, lang)
    assert fact is not None
    result = ruled(f"{report} {fact}")
    assert (result["ruling"]["decision"], result["confidence"]) == (decision, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Burbuja, jugamos mano por mano: en la 9 el 2 va all-in y el 5 paga. ¿Destapo y reparto el turn?",
        "On the bubble, hand for hand: table 9, seat 2 jams and seat 5 calls. Should I deal it out?",
    ],
)
def test_an_all_in_called_hand_for_hand_waits_face_down_for_the_floor(text: str) -> None:
    """RP-8-F: the cards stay face down and no card is dealt until the floor says so."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["rules"][0]) == ("halt_play", "tda-2024:RP-8-F")
    assert (result["floor"], result["floor_reason"], result["confidence"]) == (
        True,
        "staff_applies",
        "certain",
    )


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("En el showdown el 4 volteó una carta y tiró la otra al muck; ya no se sabe cuál era.", "dead_hand"),
        ("At showdown seat 4 turned over one card and mucked the other; it's mixed in now.", "dead_hand"),
        (
            "At showdown seat 4 turned over one card and mucked the other, but we know which it is.",
            "live_hand",
        ),
    ],
)
def test_one_card_turned_up_and_the_other_mucked_was_never_tabled(text: str, decision: str) -> None:
    """13-A: tabling is every card face up; the other card mucked, the hand lives only while that card is
    retrievable (14), else the player has no claim (13-B)."""
    result = ruled(text)
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == ("4", decision)
