"""Families the twenty-first round of issue 13 fixed (drawn from the twentieth fresh set,
tests/procedures/data/fresh_incidents_20.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Hold'em, button was on seat 5. Seats 2 and 7 tied with the same straight, split pot and there's "
            "one chip left over. Who gets it?",
            "7",
        ),
        (
            "Texas, el botón estaba en el asiento 3. Empatan el 1 y el 8 con la misma escalera, se parte el "
            "bote y sobra una ficha de 25. ¿Para quién?",
            "8",
        ),
    ],
)
def test_where_the_button_was_with_a_split_pot_gives_the_odd_chip(text: str, seat: str) -> None:
    """ "The button was on seat 5" told with a tie and a chip left over says who gets the chip (20-A), the
    first seat left of the button; no button misplaced (34) unless where the button goes is asked."""
    result = ruled(text)
    assert result["facts"]["incident"] == "odd_chip"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("odd_chip", seat)
    assert result["rules"] == ["tda-2024:20-A"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Table 9: I dealt the button two cards back to back at the end of the deal. Seat 4 says that's a "
        "misdeal. Right?",
        "Mesa 3: al final le di al botón dos cartas seguidas. El del 6 grita mano nula. ¿Lo es?",
    ],
)
def test_the_button_dealt_two_in_a_row_is_no_misdeal_whoever_calls_it(text: str) -> None:
    """35-B: the button may be dealt two consecutive cards. The seat is the button the cards went to, not the
    player who cries misdeal."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("play_continues", "BTN")
    assert result["rules"][0] == "tda-2024:35-B"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Dealer forget to burn before the flop, he open it straight off the deck. Seat 3 check, seat 8 bet "
        "2k, then somebody notice. Flop stays?",
        "El dealer nuevo olvida quemar antes del flop y lo abre directo del mazo. El 3 pasa y el 8 apuesta "
        "2.000, después alguien se da cuenta. ¿Sigue el flop?",
    ],
)
def test_a_burn_forgotten_in_other_tenses_is_an_unburned_flop(text: str) -> None:
    """ "Forget to burn", "olvida quemar": the flop dealt without a burn; after a check, play goes on with
    that flop (39-B), not a bet ruled on its own."""
    result = ruled(text)
    assert result["facts"]["incident"] == "no_burn"
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"] == ["tda-2024:39-B"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Heads-up, river checked through. Seat 3 flipped one card, the king that makes his straight, and "
        "slid the other face down to me; I mucked it straight away. Seat 8 shows a set. Whose pot?",
        "Showdown entre dos: el 3 enseñó una carta, el rey de la escalera, y la otra me la pasó tapada; se "
        "la barrí sin querer. El 8 tiene trío. ¿De quién es el bote?",
    ],
)
def test_the_dealer_sweeping_the_unshown_card_himself_is_the_tds_call(text: str) -> None:
    """One card tabled, the other swept into the muck by the dealer who tells it ("I mucked it", "se la
    barrí"): whether the hand was tabled is the TD's call (13-B, 15-A, 65-A), not a live hand."""
    result = ruled(text)
    assert result["facts"]["incident"] == "one_card_shown"
    assert result["ruling"]["decision"] is None
    assert result["rules"][:2] == ["tda-2024:13-B", "tda-2024:15-A"]
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "seat 4 jams the flop for about twelve thousand, seat 9 calls, then 9 says he'll flip when the "
        "river's out and keeps his cards down",
        "el 4 va all in en el flop por doce mil y el 9 paga, y el 9 dice que las da vuelta cuando salga el "
        "river y las deja tapadas",
    ],
)
def test_an_all_in_caller_keeping_his_cards_down_till_the_river_turns_them_up(text: str) -> None:
    """16: once a player is all in and the betting is over, every hand is tabled now; "keeps his cards down",
    "las deja tapadas" till the river is the face-up incident, not a call to rule on."""
    result = ruled(text)
    assert result["facts"]["incident"] == "face_up"
    assert result["ruling"]["decision"] == "table_hands"
    assert result["rules"] == ["tda-2024:16"]


@pytest.mark.parametrize(
    "text",
    [
        "seat 3 shoves the turn, seat 6 calls, 6 says he'll show on the river and won't turn his cards, is "
        "that ok? dealer said I think so",
        "el 3 va all in en el turn, el 6 paga y dice que no quiere mostrar hasta el river, se puede? el "
        "dealer dijo creo que sí",
    ],
)
def test_the_dealers_opinion_of_the_rule_is_no_fact_in_doubt(text: str) -> None:
    """ "Dealer said I think so" to "is that ok?": his opinion of what the rule allows, which the ruling
    answers; no fact of the hand to confirm (16 is certain)."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "table_hands"
    assert (result["floor"], result["confidence"], result["questions"]) == (False, "certain", [])


@pytest.mark.parametrize(
    "text",
    [
        "Dealing the second round, seat 6's card flipped over, my mistake. I kept dealing. I think it was "
        "the only card that showed. Did I need to call a misdeal?",
        "En la segunda vuelta se me volteó la carta del 6, error mío, y seguí repartiendo. Creo que fue la "
        "única carta que se vio. ¿Había que cantar mano nula?",
    ],
)
def test_the_only_card_seen_said_as_a_belief_is_conditional(text: str) -> None:
    """35-A-7: one card exposed by the dealer past the first two is no misdeal, two are; "I think it was the
    only one", "creo que fue la única" leaves the count the dealer's belief, to be confirmed."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("play_continues", "6")
    assert (result["floor"], result["confidence"]) == (False, "conditional")


@pytest.mark.parametrize(
    ("text", "decision", "confidence"),
    [
        (
            "Seat 4 was coming back from a smoke, got to his chair and put his hand on it right as the "
            "dealer dealt the last card. Seat 7 says he wasn't seated for the deal. Live or dead?",
            "live_hand",
            "certain",
        ),
        (
            "El del 4 volvía de fumar, llegó y agarró su silla justo cuando el dealer tiraba la última "
            "carta. El 7 dice que no estaba sentado. ¿Viva o muerta?",
            "live_hand",
            "certain",
        ),
        (
            "Seat 6 came back from the bathroom while I was finishing the deal, I think he sat down before I "
            "pitched the button his second card but honestly it was close. Live?",
            "live_hand",
            "conditional",
        ),
        (
            "El del 6 volvía del baño mientras terminaba de repartir, creo que se sentó antes de que le "
            "diera la segunda al botón pero fue muy justo. ¿Viva?",
            "live_hand",
            "conditional",
        ),
        (
            "Mesa 5: el del 2 estaba afuera fumando cuando el crupier terminó de repartir. Volvió cuando ya "
            "habían hablado tres y quiere jugar. ¿Se la dejo?",
            "dead_hand",
            "certain",
        ),
        (
            "Table 5: seat 2 was outside having a smoke when the dealer finished the deal. He got back after "
            "three had already acted and wants to play it. Do I let him?",
            "dead_hand",
            "certain",
        ),
    ],
)
def test_a_player_arriving_is_ruled_by_where_he_was_at_the_last_card(
    text: str, decision: str, confidence: str
) -> None:
    """30: at his seat means within reach of his chair when the last card of the deal goes out. A hand put on
    the chair as it goes out ("agarró su silla justo cuando tiraba la última") is in reach: live, whatever
    another says; seated "before I pitched the button his second card" is live, but "it was close", "fue muy
    justo" leaves it the dealer's belief; away "when the dealer finished the deal" is dead."""
    result = ruled(text)
    assert result["facts"]["incident"] == "at_seat"
    assert result["ruling"]["decision"] == decision
    assert result["rules"] == ["tda-2024:30"]
    assert (result["floor"], result["confidence"]) == (False, confidence)


@pytest.mark.parametrize(
    "text",
    [
        "River went check check, seats 3, 6 and 9 left, button on 5. They're all just sitting there. Who's "
        "first to table?",
        "River pasado entre el 3, el 6 y el 9, el botón está en el 5. Están todos sentados esperando. ¿Quién "
        "es el primero en enseñar?",
    ],
)
def test_who_is_first_to_show_asks_the_showdown_order(text: str) -> None:
    """17-A: with no bet on the river, the first player left of the button shows first (seat 6 after the
    button on 5); "who's first to table", "el primero en enseñar" ask it, and players "sitting there" are
    no question of being at one's seat (30)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "showdown_order"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("shows_first", "6")
    assert result["rules"] == ["tda-2024:17-A"]


@pytest.mark.parametrize(
    ("text", "seat", "decision", "rules"),
    [
        (
            "Seat 7 just realised he's got 3 hole cards. UTG made it 3,000 and the next player called before "
            "he spoke up. What now?",
            "7",
            "dead_hand",
            ["tda-2024:35-D", "tda-2024:38", "tda-2024:36"],
        ),
        (
            "El del 7 se da cuenta de que le salieron 3 cartas. El UTG subió a 3.000 y el siguiente pagó "
            "antes de que dijera nada. ¿Qué hacemos?",
            "7",
            "dead_hand",
            ["tda-2024:35-D", "tda-2024:38", "tda-2024:36"],
        ),
        (
            "seat nine on the button says he's only got the one card, he told me before it was his turn, UTG "
            "raised and two called. Do I give him a card?",
            "9",
            "live_hand",
            ["tda-2024:37", "tda-2024:35-B"],
        ),
        (
            "el del nueve, que tiene el botón, me dice que tiene una sola carta; me lo dijo antes de que le "
            "tocara, subió el UTG y pagaron dos. ¿Le doy la carta?",
            "9",
            "live_hand",
            ["tda-2024:37", "tda-2024:35-B"],
        ),
    ],
)
def test_card_counts_and_a_button_said_in_words(
    text: str, seat: str, decision: str, rules: list[str]
) -> None:
    """ "3 hole cards", "le salieron 3 cartas", "the one card" are a wrong card count (35, 36, 38: dead after
    substantial action); a button said of a seat in words ("seat nine on the button", "el del nueve, que
    tiene el botón") is 37's button, whose missing card is given when he told it before acting."""
    result = ruled(text)
    assert result["facts"]["incident"] == "misdeal"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == (decision, seat)
    assert result["rules"] == rules
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        (
            "mesa 8: el dealer puso el river cuando el 7 todavia no habia dicho nada en el turn, el 3 aposto "
            "y el 5 pago. q hacemos con el river?",
            "tda-2024:RP-5-C",
        ),
        (
            "dealer put the turn out when the button still hadn't said anything on the flop, seat 2 bet, 5 "
            "called. what do we do with that card",
            "tda-2024:RP-5-B",
        ),
    ],
)
def test_a_card_dealt_while_a_player_had_said_nothing_yet_is_premature(text: str, rule: str) -> None:
    """RP-5: a card dealt while a player of the street "todavía no había dicho nada", "still hadn't said
    anything" is premature: back to the stub, reshuffled and dealt again; not a call left open."""
    result = ruled(text)
    assert result["facts"]["incident"] == "premature_card"
    assert result["ruling"]["decision"] == "redeal_board"
    assert result["rules"][0] == rule
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "No limit event. Player in 7 is facing a bet and asks the dealer to count the pot for him. New "
            "dealer started counting it. Is that right?",
            "7",
        ),
        (
            "No limit. El del 3 le pidió al dealer que contara el bote antes de hablar. ¿El dealer lo tiene "
            "que contar?",
            "3",
        ),
    ],
)
def test_a_pot_count_asked_in_no_limit_is_no_pot_bet(text: str, seat: str) -> None:
    """54-A, RP-21: the pot is counted in pot-limit only (it may be spread); "asks the dealer to count the
    pot", "que contara el bote" is that request, not a bet of the pot (54-D) by the player who asks."""
    result = ruled(text)
    assert result["facts"]["incident"] == "count_request"
    assert result["ruling"]["seat"] == seat
    assert result["ruling"]["action"] is None
    assert result["rules"] == ["tda-2024:54-A", "tda-2024:RP-21"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "table 4: the level went up to 1,000/2,000 while I was shuffling, I didn't hear the clock and dealt "
        "at 500/1,000, then UTG raised to 2,500 and the next guy called. Seat 8 says the blinds are wrong. "
        "Do we start again?",
        "mesa 4: subió el nivel mientras barajaba, no oí el aviso y repartí con las ciegas de antes; el UTG "
        "subió y el siguiente pagó. El 8 dice que las ciegas están mal. ¿Volvemos a empezar?",
    ],
)
def test_a_level_the_dealer_did_not_hear_is_how_the_old_level_began(text: str) -> None:
    """23: a hand begun at the old level by mistake goes on at that level after substantial action. "I didn't
    hear the clock", "no oí el aviso" is how the mistake happened, no fact of the hand the dealer missed."""
    result = ruled(text)
    assert result["facts"]["incident"] == "new_level"
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"] == ["tda-2024:23", "tda-2024:36"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "at showdown seat 3 threw his cards face down thinking he lost, they're on top of the muck, the "
        "dealer hasn't pulled them in but they're half mixed with a card seat 8 folded, now he wants to show "
        "his straight",
        "en el showdown el del 3 tiró las cartas boca abajo creyendo que perdía, quedaron encima del muck, "
        "el dealer no las recogió pero están medio mezcladas con una que tiró el 8, y ahora quiere enseñar "
        "su escalera",
    ],
)
def test_discards_half_mixed_with_anothers_are_the_tds_call(text: str) -> None:
    """14, 13-B, 65-A: discarded cards stay live only while 100% identifiable; "half mixed with" another's
    folded card, "medio mezcladas con una que tiró el 8" is the TD's judgement, no live hand under a
    question."""
    result = ruled(text)
    assert result["facts"]["incident"] == "mucked"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == (None, "3")
    assert result["rules"] == ["tda-2024:14", "tda-2024:13-B", "tda-2024:65-A"]
    assert (result["floor"], result["floor_reason"]) == (True, "td_discretion")
    assert result["confidence"] == "unsure"


@pytest.mark.parametrize(
    "text",
    [
        "Seat 2 showed one of his cards to his neighbour while seat 8 still needed to act. Seat 8 wants seat "
        "2's hand killed. Do we kill it?",
        "El del 2 le enseñó una carta al vecino mientras el 8 aún tenía que hablar. El 8 pide que le maten "
        "la mano al 2. ¿Se la matamos?",
    ],
)
def test_a_card_shown_while_another_still_needed_to_act_is_penalised_not_killed(text: str) -> None:
    """68: a card exposed with action pending ("still needed to act", "aún tenía que hablar") may bring a
    penalty, after the hand and the TD's (67, 71), never a dead hand."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", "2")
    assert result["rules"] == ["tda-2024:68", "tda-2024:67", "tda-2024:71"]
    assert (result["floor"], result["floor_reason"]) == (True, "penalty")


@pytest.mark.parametrize(
    "text",
    [
        "seat 2 bet the turn and seat 6 hadn't called yet, still thinking, and 2 thought everyone had folded "
        "and tossed his cards into the muck, I think they're the two on top but I'm not sure, what now",
        "el 2 apostó en el turn y el 6 todavía no había pagado, estaba pensando, y el 2 creyó que todos se "
        "habían tirado y echó sus cartas al muck, creo que son las dos de arriba pero no estoy seguro, ¿qué "
        "hacemos?",
    ],
)
def test_a_bettors_discard_the_dealer_only_thinks_he_can_tell_apart_is_the_tds(text: str) -> None:
    """15-B, 65-A: a bettor who discards thinking he won is out unless his cards are 100% retrievable and
    identifiable; "I think they're the two on top", "creo que son las dos de arriba" leaves that to the TD:
    no dead hand under a question."""
    result = ruled(text)
    assert result["facts"]["incident"] == "discard_before_end"
    assert result["ruling"]["decision"] is None
    assert result["rules"] == ["tda-2024:15-B", "tda-2024:65-A"]
    assert (result["floor"], result["floor_reason"]) == (True, "td_discretion")
    assert result["confidence"] == "unsure"
