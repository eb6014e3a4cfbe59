"""Families the twenty-second round of issue 13 fixed (drawn from the twenty-first fresh set,
tests/procedures/data/fresh_incidents_21.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Repartiendo, la segunda carta del reparto quedó boca arriba frente al 6. Nadie habló aún. "
            "¿Qué hago?",
            "6",
        ),
        ("Dealing, I flipped the second card of the deal up in front of seat 2. Nobody has acted yet.", "2"),
    ],
)
def test_the_first_or_second_card_of_the_deal_exposed_is_a_misdeal(text: str, seat: str) -> None:
    """35-A-7: one of the first two cards off the deck exposed by the dealer is a misdeal before substantial
    action; "la segunda carta del reparto" is the deal's second card, not a player's second card."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("misdeal", seat)
    assert result["rules"][0] == "tda-2024:35-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "On the turn, while the other guy was thinking, seat 2 showed one of his cards to the player next to "
        "him, who had folded. The opponent wants his hand killed. Is it dead?",
        "En el turn, mientras el rival decidía, el del 5 le enseñó sus cartas al vecino, que ya se había "
        "tirado. El otro pide que se la maten, ¿está muerta?",
    ],
)
def test_a_card_shown_to_a_folded_neighbour_while_the_other_thought_is_live_with_a_penalty(text: str) -> None:
    """68, 67, 71: shown on purpose while the opponent still had to act ("mientras el otro pensaba"), the hand
    stays live; showing it to another player is one player to a hand, the penalty the TD's."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "live_hand"
    assert result["rules"] == ["tda-2024:68", "tda-2024:67", "tda-2024:71"]
    assert (result["floor"], result["floor_reason"]) == (True, "penalty")


@pytest.mark.parametrize(
    "text",
    [
        "yeah table two, seat 4 shoved on the turn and seat 8 called, eight's still got chips but there's "
        "no one else in the hand. Do I turn them up now?",
        "El 6 va all in en el flop y el 1 lo paga; los dos siguen teniendo fichas pero no hay nadie más en "
        "la mano. ¿Se destapan ya o esperamos al river?",
    ],
)
def test_an_all_in_called_with_no_one_else_in_the_hand_tables_now(text: str) -> None:
    """16: the caller's chips behind bet against nobody once no one else is in the hand; every hand is tabled
    at once."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "table_hands"
    assert result["rules"] == ["tda-2024:16"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Seat 6 swears he was in his chair when I dealt the last card and seat 1 insists he only sat "
            "down after; I didn't see it. What about seat 6's hand?",
            "6",
        ),
        (
            "El del 4 asegura que ya estaba sentado cuando salió la última carta y el del 9 dice que llegó "
            "tarde; yo no lo vi. ¿Vale la mano del 4?",
            "4",
        ),
    ],
)
def test_two_players_telling_the_arrival_otherwise_call_the_floor(text: str, seat: str) -> None:
    """30: whether he was at his seat at the last card decides it; two players tell it otherwise, joined by a
    plain "and", and the dealer did not see: the floor hears both, no ruling stated, for the hand asked
    about ("la mano del 4"), not the other player's."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == (None, seat)
    assert result["rules"][0] == "tda-2024:30"
    assert (result["floor"], result["floor_reason"], result["confidence"]) == (
        True,
        "accounts_differ",
        "unsure",
    )


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Seat 3 finds he only has one card after UTG raised and two players called. Not sure whether "
            "seat 3 was the button, I think the button was on 8. What happens to his hand?",
            "3",
        ),
        (
            "El 2 se da cuenta de que tiene una sola carta después de una subida y un call. No sé si el 2 "
            "era el botón, me parece que el botón estaba en el 6. ¿Qué pasa con su mano?",
            "2",
        ),
    ],
)
def test_a_short_hand_whose_button_is_doubted_is_dead_unless_it_was_the_button(text: str, seat: str) -> None:
    """38, 35-D, 37: a card short after substantial action is a dead hand; whether he was the button (whose
    missing card may be replaced) is asked, where the button was no misplaced button (34)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert {"tda-2024:38", "tda-2024:35-D", "tda-2024:37"} <= set(result["rules"])
    assert "tda-2024:34-A" not in result["rules"]
    assert result["confidence"] == "conditional"


@pytest.mark.parametrize(
    "text",
    [
        "Seat 5 got no cards at all; we only noticed after a raise and two calls. Misdeal?",
        "Después de una subida y dos calls vemos que al 7 no le repartí cartas. ¿Es mano nula?",
    ],
)
def test_a_seat_dealt_out_after_action_cites_the_cause_and_why_play_goes_on(text: str) -> None:
    """35-A names the cause (a seat dealt out), 35-D and 36 why play goes on after substantial action."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "play_continues"
    assert {"tda-2024:35-A", "tda-2024:35-D", "tda-2024:36"} <= set(result["rules"])


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        (
            "mesa 4, la dealer ha abierto el turn antes d q el 6 hablara, q hago con esa carta",
            "tda-2024:RP-5-B",
        ),
        (
            "dealer has dealt the flop before the bb had acted, what do I do with those cards",
            "tda-2024:RP-5-A",
        ),
    ],
)
def test_a_board_card_dealt_before_a_player_spoke_in_chat_shorthand_is_premature(
    text: str, rule: str
) -> None:
    """RP-5, 39-C: "ha abierto el turn antes d q el 6 hablara" is a premature card, re-dealt as the procedure
    says, in chat shorthand ("d q") and with the perfect's participle as in full words."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "redeal_board"
    assert result["rules"][:2] == [rule, "tda-2024:39-C"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Al crupier se le cayó el stub en el turn y nadie sabe el orden. ¿Qué hacemos?",
        "The dealer knocked the stub over before the river and nobody knows the order now, what do we do?",
    ],
)
def test_a_dropped_stub_whose_order_nobody_knows_is_shuffled_as_rp4_says(text: str) -> None:
    """RP-4, 39-D: the stub dropped ("se le cayó el stub") with its order lost is rebuilt from the stub cards,
    shuffled and cut; that the order is lost is told, so nothing is asked."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"] == ["tda-2024:RP-4", "tda-2024:39-D"]
    assert (result["floor_reason"], result["confidence"], result["questions"]) == (
        "staff_applies",
        "certain",
        [],
    )


@pytest.mark.parametrize(
    "text",
    [
        "En el river el del 3, con cartas, está mirando el celular. El otro jugador reclama que le maten la "
        "mano. ¿Se la matamos?",
        "Seat 7 still has cards on the turn and he's texting on his phone. His opponent wants his hand "
        "killed. Is it dead?",
    ],
)
def test_a_claim_that_a_phone_user_s_hand_be_killed_is_the_device_rule_not_a_pot_dispute(text: str) -> None:
    """5, 71: "el otro reclama que le maten la mano" asks the device rule's outcome, no dispute of a pot or a
    reading (22); the penalty for a device used with live cards is the TD's."""
    result = ruled(text)
    assert result["rules"] == ["tda-2024:5", "tda-2024:71"]
    assert (result["floor"], result["floor_reason"]) == (True, "td_discretion")


@pytest.mark.parametrize(
    "text",
    [
        "El del 6 ya se tiró y tiene el móvil sobre la mesa al lado de las fichas. ¿Se lo dejo?",
        "Seat 2 has already folded and his mobile is on the table next to his chips. Is that allowed?",
    ],
)
def test_a_phone_resting_on_the_table_of_a_folded_player_is_5b_alone(text: str) -> None:
    """5-B: devices may not rest on the table, in a hand or not; one lying there unused by a player with no
    live cards leaves no hand for a penalty to weigh: the rule is stated, no floor ("he folded" is no "in the
    hand")."""
    result = ruled(text)
    assert result["rules"] == ["tda-2024:5"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "late"),
    [
        (
            "Llega un jugador nuevo de otra mesa y se sienta en el dos; el botón está en el uno y la ciega "
            "chica que está en el tres. ¿Le reparto?",
            False,
        ),
        (
            "Late reg player sat down in seat five, the button's on four and the small blind, who's in seat "
            "six. Deal him in?",
            True,
        ),
    ],
)
def test_a_new_player_between_the_button_and_a_small_blind_told_in_a_clause_waits(
    text: str, late: bool
) -> None:
    """10-A (8-A for a late registration): a new player between the button and the small blind is not dealt
    in; the small blind's seat told in a relative clause ("que está en el tres", "who's in seat six") is
    where it sits, nothing asked."""
    result = ruled(text)
    assert result["ruling"]["decision"] is None
    assert result["rules"] == [*(["tda-2024:8-A"] if late else []), "tda-2024:10-A"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 6 came back from the bar; I had already dealt the button her second card when he sat down. "
        "Does he play?",
        "El del 3 volvía del baño; ya le había dado la segunda carta al botón cuando se sentó. ¿Tiene mano?",
    ],
)
def test_the_button_dealt_his_second_card_before_the_player_sat_is_a_dead_hand(text: str) -> None:
    """30: the button's second card is the initial deal's last; a player reaching his chair after it has no
    live hand."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "dead_hand"
    assert result["rules"] == ["tda-2024:30"]


@pytest.mark.parametrize(
    "text",
    [
        "En el turn, al recoger los descartes se dio vuelta una carta: el rey de corazones, y ya hay un rey "
        "de corazones en la mesa. El 3 había apostado. ¿Qué pasa con el bote?",
        "On the flop a discard flipped over, the queen of clubs, and there was already a queen of clubs in "
        "seat 5's hand. What about the bets?",
    ],
)
def test_a_card_found_when_the_same_card_is_already_in_play_is_a_fouled_deck(text: str) -> None:
    """35-E: a card turned up while the same rank and suit is already on the board or in a hand makes two of
    it: a fouled deck, every bet returned whatever the action, no exposed card (68)."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "misdeal"
    assert result["rules"] == ["tda-2024:35-E"]
    assert result["floor_reason"] == "staff_applies"


@pytest.mark.parametrize(
    "text",
    [
        "Al del 4 le cantaron reloj y no actuó en los 25 segundos ni en la cuenta de 5; tiene enfrente una "
        "subida del 1. ¿Qué pasa con su mano?",
        "Clock was called on seat 3, he let the 25 seconds and the five-count run out without acting. He had "
        "a bet of 4k from seat 7 to face. His hand?",
    ],
)
def test_a_clock_run_out_with_a_bet_in_front_is_a_dead_hand(text: str) -> None:
    """29: time out facing a bet ("tiene enfrente una subida", "had a bet to face") is a dead hand; the floor
    applies it, as every TDA clock; nothing asked."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "dead_hand"
    assert result["rules"] == ["tda-2024:29"]
    assert (result["floor_reason"], result["confidence"], result["questions"]) == (
        "staff_applies",
        "certain",
        [],
    )


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Mano anterior: botón en el 6, la ciega peqña en el 7 y la grande en el 8. El del 7 quedó "
            "eliminado. ¿Dónde va el botón en la siguiente?",
            "7",
        ),
        (
            "Last hand: button on 2, the sb on 3 and the bb on 4. Seat 3 busted. Where does the button go "
            "next hand?",
            "3",
        ),
    ],
)
def test_a_small_blind_typed_short_gives_the_dead_buttons_seat(text: str, seat: str) -> None:
    """32: the button goes to the old small blind's seat, dead if he busted; "la ciega peqña" typed on a
    phone is the small blind, so nothing is missing."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", seat)
    assert result["rules"][0] == "tda-2024:32"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "At showdown seat 4 slid his cards face down toward the middle, I think they touched the muck but "
        "I'm not a hundred percent, now he wants to show his flush. Can he?",
        "En el showdown el del 2 tiró sus cartas boca abajo hacia adelante; quedaron junto a la pila y no te "
        "puedo jurar cuáles son. Ahora quiere enseñar su color. ¿Puede?",
    ],
)
def test_discards_the_dealer_cannot_swear_to_are_the_tds_call(text: str) -> None:
    """14, 13-B, 65-A: a hand discarded face down is live only while 100% identifiable and retrievable; the
    dealer who cannot swear which cards are his, or whether they touched the muck, leaves it to the TD."""
    result = ruled(text)
    assert result["ruling"]["decision"] is None
    assert result["rules"] == ["tda-2024:14", "tda-2024:13-B", "tda-2024:65-A"]
    assert (result["floor"], result["floor_reason"], result["confidence"]) == (
        True,
        "td_discretion",
        "unsure",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Seat 5 tossed his hand face down at showdown but the cards stayed separate, I didn't muck them, and "
        "I don't think they reached the discards, though I'm not 100% sure. He wants to table them now.",
        "En el showdown el del 8 soltó sus cartas boca abajo, pero quedaron separadas, no las metí en el "
        "muck y creo que no tocaron los descartes, aunque no estoy 100% seguro. ¿Las puede enseñar?",
    ],
)
def test_discards_lying_apart_are_live_under_the_dealers_belief(text: str) -> None:
    """14: cards told lying apart, never mucked, stay live; the dealer's "not 100% sure" is then whether they
    touched, a fact to confirm, not an identity for the TD."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "live_hand"
    assert "tda-2024:14" in result["rules"]
    assert (result["floor"], result["confidence"]) == (False, "conditional")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Me piden un jugador para la mesa 3 para equilibrar. Acaba la mano: botón en el 2, ciega chica "
            "en el 3, grande en el 4. Los asientos del 1 al 9 están ocupados. ¿A quién mando?",
            "5",
        ),
        (
            "Floor wants one player from here for table 7 to balance. Button seat 8, small blind seat 9, big "
            "blind seat 1; seats 1 to 9 are filled. Who moves?",
            "2",
        ),
    ],
)
def test_every_seat_filled_said_by_its_numbers_names_the_next_big_blind(text: str, seat: str) -> None:
    """11-A: the player to be big blind next moves; "seats 1 to 9 are filled" leaves no empty seat between,
    so the seat after the big blind is that player, nothing asked."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("move_player", seat)
    assert result["rules"] == ["tda-2024:11-A"]
    assert (result["confidence"], result["questions"]) == ("certain", [])


@pytest.mark.parametrize(
    "text",
    [
        "Table 4 is down to 5 players and the other tables are all at eight; blinds are reaching the empty "
        "seats. Keep dealing?",
        "La mesa 6 se ha quedado con 6 jugadores y las demás mesas están con 9, las ciegas llegan a los "
        "asientos vacíos. ¿Sigo repartiendo?",
    ],
)
def test_the_other_tables_told_at_a_count_halt_a_table_three_short(text: str) -> None:
    """11-D: a table three or more players short of the others halts once the blinds are impacted; "the other
    tables are all at eight", "las demás están con 9" tell the fullest table, so nothing is missing."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "halt_play"
    assert result["rules"] == ["tda-2024:11-D"]
    assert result["confidence"] == "certain"
