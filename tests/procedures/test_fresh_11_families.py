"""Families the eleventh round of issue 13 fixed, each in both languages and in other words than the fresh
sets' rows (tests/procedures/data/fresh_*.jsonl)."""

from __future__ import annotations

import pytest

from bot.ask import answer
from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        # the player who keeps his cards, named by a bare number, is the one who asks
        ("River: seat 2 bets, seat 8 calls. Two says 'you win' and wants to throw it away unseen, and "
         "eight's still holding his cards, asking for a look.", "2"),
        ("En el river el asiento 5 apuesta y el asiento 1 paga. El 5 quiere tirar sin enseñar y el uno, "
         "que todavía tiene sus cartas, pide verlas.", "5"),
    ],
)  # fmt: skip
def test_the_caller_who_keeps_his_cards_sees_the_aggressors_hand(text: str, seat: str) -> None:
    """18-B: a river caller who kept his cards may have the last aggressor's hand tabled; 17-A: first."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("shows_first", seat)
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "River bet by seat 1, seat 4 calls, seat 6 calls. Four shows and loses; six is still holding his "
        "cards and wants a look at 4's hand as well.",
    ],
)
def test_a_request_to_see_another_callers_hand_is_the_tds(text: str) -> None:
    """18-B: only the last aggressor's hand is the caller's right; any other request is the TD's call."""
    result = ruled(text)
    assert (result["ruling"]["seat"], result["floor_reason"], result["confidence"]) == (
        "4",
        "td_discretion",
        "unsure",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Cuando acabó la mano el del 3 echó su mano al muck sin enseñarla, y ahora quiere ver las cartas "
        "con las que le ganaron.",
        "At the end of the hand seat 9 slid his cards into the muck face down, and now he's asking to see "
        "the winner's hand.",
    ],
)
def test_a_player_who_mucked_his_own_cards_loses_the_right_to_see(text: str) -> None:
    """18-A: a player who mucked face down without tabling has no right to ask to see any hand."""
    result = ruled(text)
    assert result["rules"][0] == "tda-2024:18-A"
    assert (result["floor"], result["confidence"], result["ruling"]["decision"]) == (False, "certain", None)


@pytest.mark.parametrize(
    "text",
    [
        "Mesa 3: solo quedamos seis y la mesa 1 lleva nueve. La ciega grande cae en el asiento vacío en esta "
        "mano. ¿Reparto?",
        "Table 4 here, we're down to five and table 9 has got eight. Big blind is due on the empty seat next "
        "hand. Keep dealing?",
    ],
)
def test_a_short_table_told_in_the_players_left_halts_when_the_blind_reaches_the_gap(text: str) -> None:
    """11-D: three or more short of the fullest table, play halts once the blinds are impacted; the big blind
    falling on the empty seat is no deal to an empty seat (35-A)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["floor_reason"]) == ("halt_play", "staff_applies")
    assert "tda-2024:11-D" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Quedamos mano a mano y el crupier dio la primera carta al botón y no a la ciega grande. Nadie ha "
        "hablado todavía.",
        "Heads-up now: I pitched the first card to the button, it should have gone to the big blind. Nobody "
        "has looked at his cards yet.",
    ],
)
def test_heads_up_the_first_card_to_the_button_is_a_misdeal_citing_the_heads_up_deal(text: str) -> None:
    """35-A-2 before any action, and 34-B: heads-up the button is dealt the last card."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "misdeal"
    assert {"tda-2024:34-B", "tda-2024:35-A"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "estamos heads up, all in y lo pagan en el turn, y el que pagó no quiere dar vuelta sus cartas hasta "
        "el river",
        "heads up on the turn, all in and a call, and the caller wants to keep his hand face down till the "
        "end",
    ],
)
def test_an_all_in_called_heads_up_turns_both_hands_up_with_no_seat_named(text: str) -> None:
    """16: once a player is all-in and no betting is left, every hand is tabled at once."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["confidence"]) == ("table_hands", "certain")


@pytest.mark.parametrize(
    ("text", "rules", "decision"),
    [
        # one card named by its rank turned up, the other refused: the TD rules (15-A, 13-A)
        ("Showdown: seat 6 only shows the king, says it's good and won't flip the other one over.",
         {"tda-2024:15-A", "tda-2024:13-A"}, None),
        ("En el showdown el del 1 enseñó solo el as y no quiere voltear la otra, dice que ya gana.",
         {"tda-2024:15-A", "tda-2024:13-A"}, None),
        # one turned up and the other thrown away, the dealer mucked it: not tabled, not retrievable (13-B)
        ("Seat 3 turned over his queen and pitched the other face down, and the dealer mucked it before "
         "anyone saw it.", {"tda-2024:13-B"}, "dead_hand"),
    ],
)  # fmt: skip
def test_one_card_named_by_its_rank_is_one_card_shown(text: str, rules: set[str], decision: str | None):
    result = ruled(text)
    assert rules <= set(result["rules"])
    assert (result["ruling"]["decision"], result["floor"]) == (decision, True)


@pytest.mark.parametrize(
    "text",
    [
        "Skipped seat 2 on the deal, he has no cards; UTG limped, the next player raised and one folded "
        "before anyone said a word.",
        "Al del 8 no le llegaron cartas en el reparto y se dieron cuenta tarde. Ya pagó el UTG, subió el "
        "siguiente y se tiró el otro.",
    ],
)
def test_a_seat_dealt_out_is_no_turn_skipped_and_the_action_after_it_counts(text: str) -> None:
    """35-D: after substantial action the hand proceeds; the seat passed over by the cards is no player
    passed over by the action, so the actions told are in turn and count (36)."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "play_continues"
    assert {"tda-2024:35-D", "tda-2024:36"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Seat 8 got back from the smoking area as I dealt the last card; I'm pretty sure his hand was on the "
        "chair by then. Is he live?",
        "El del 2 volvía del baño cuando salió la última carta; casi seguro que ya tenía la mano en la "
        "silla. ¿Juega?",
        "Showdown: seat 1 slid his cards face down near the discards, and the dealer reckons he can pick out "
        "which two are his. He wants to table them.",
    ],
)
def test_a_deciding_fact_the_dealer_only_leans_to_is_asked_not_ruled_as_certain(text: str) -> None:
    """30, 14: whether he was in reach of his chair, whether the cards are 100% identifiable, decides the
    hand; a dealer who is only fairly sure gets the ruling on condition and the question."""
    result = ruled(text)
    assert result["confidence"] == "conditional"
    assert any(q.startswith("confirm_fact") for q in result["questions"])


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("pues el del ocho, el botón, dice que le falta una carta y ya había pagado la subida", "8"),
        ("so seat five, the button, only has one card and he's already called the raise", "5"),
    ],
)
def test_the_button_named_by_his_seat_in_words_is_that_seat(text: str, seat: str) -> None:
    """37: a button who acted with too few cards has a dead hand; the seat said beside "the button" is his."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)


@pytest.mark.parametrize(
    "text",
    [
        "The clock gets called on seat 6, first to act on the river with no bet in front of him; the seconds "
        "went by and he's still thinking. Kill it?",
        "Con el reloj puesto al del 3, que habla primero en el flop y nadie apostó, se le acabó el tiempo "
        "sin decir nada. ¿Le mato la mano?",
    ],
)
def test_the_clock_running_out_with_no_bet_to_face_is_a_check(text: str) -> None:
    """29: time expired not facing a bet, the hand is checked, not killed; the staff member applies it."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["action"]) == ("live_hand", "check")
    assert "tda-2024:29" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "The dealer knocked the stub over before the turn; the cards are all out of order but none of them "
        "touched the muck or the burns.",
        "Al crupier se le cayó el resto antes del river, se desordenaron, pero no se mezclaron con los "
        "descartes.",
    ],
)
def test_a_dropped_stub_whose_order_is_told_lost_is_rebuilt_without_asking(text: str) -> None:
    """RP-4: a stub whose order cannot be rebuilt is scrambled, shuffled and cut, and play continues."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["confidence"]) == ("play_continues", "certain")
    assert "tda-2024:RP-4" in result["rules"] and not result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "Moving tables after the break, seat 2 had stuffed his big chips into his jacket pocket and took "
        "them out at the new table.",
        "Al cambiar de mesa el del 5 se llevó las fichas grandes metidas en el bolsillo de la campera.",
    ],
)
def test_chips_carried_out_of_view_are_forfeited_as_the_rule_says(text: str) -> None:
    """63: chips taken out of view are forfeited (the rule states it: certain); disqualification "may"
    follow, the TD's call (71): the floor is called for that penalty only."""
    result = ruled(text)
    assert result["rules"][:2] == ["tda-2024:63", "tda-2024:71"]
    assert (result["floor"], result["floor_reason"], result["confidence"]) == (True, "penalty", "certain")


@pytest.mark.parametrize(
    ("text", "decision", "seat", "rules"),
    [
        # the caller who sits on his cards keeps his right to see the aggressor's hand (18-B, 17-A)
        ("River: seat 4 bets, seat 9 calls and is sitting on his cards; 4 tries to muck unseen and 9 asks to "
         "see it.", "shows_first", "4", {"tda-2024:18-B"}),
        ("River: apuesta el 2, paga el 5 y se queda con sus cartas; el 2 quiere tirar sin enseñar y el 5 "
         "pide verla.", "shows_first", "2", {"tda-2024:18-B"}),
        # a chip left over after a split, told by its value (20-A: first seat left of the button)
        ("Split pot between seats 3 and 7 with the button on 5, and one 25 left over after chopping. Whose "
         "is it?", "odd_chip", "7", {"tda-2024:20-A"}),
        # a player turning one card face up while he decides: live, a penalty the TD's (68)
        ("Flop: seat 2 bets, seat 6 flipped one of his cards up while he's deciding. Dead?", "live_hand", "6",
         {"tda-2024:68"}),
        # stud: upcards picked up with action pending (66)
        ("Stud: el del 3 ha levantado sus cartas descubiertas con acción pendiente. ¿Se le mata?",
         "dead_hand", "3", {"tda-2024:66"}),
        # a button the dealer put on the wrong seat, told before any action: corrected (34-A)
        ("Just dealt and seat 7 tells me the button's in the wrong place: it belongs on 6 and I put it on 7. "
         "Only the blinds are in. Fix it?", "button", "6", {"tda-2024:34-A"}),
        ("Acabo de repartir y el del 4 dice que el botón quedó mal puesto: tenía que estar en el 3. Nadie ha "
         "hablado. ¿Lo muevo?", "button", "3", {"tda-2024:34-A"}),
    ],
)  # fmt: skip
def test_more_words_for_families_already_ruled(text: str, decision: str, seat: str, rules: set[str]) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == (decision, seat)
    assert rules <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "rompimos la mesa cinco y el del 2 no estaba, andaba afuera fumando; ¿qué hago con sus fichas?",
        "We're breaking table 3 and seat 8 is out having a smoke. What happens to his stack?",
    ],
)
def test_a_player_away_when_his_table_breaks_has_his_chips_moved_by_the_staff(text: str) -> None:
    """RP-16: a staff member moves an absent player's chips to the new table."""
    result = ruled(text)
    assert result["rules"][0] == "tda-2024:RP-16"
    assert (result["floor_reason"], result["confidence"]) == ("staff_applies", "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("el del 4 va all in, se lo pagan y se va a la barra sin esperar el river. ¿Su mano sigue viva?",
         "4"),
        ("Seat 9 shoved, got a call, and strolled off to the rail before the turn. Do I still deal his hand "
         "out?", "9"),
    ],
)  # fmt: skip
def test_an_all_in_player_who_walks_off_asked_about_his_hand_keeps_it_live(text: str, seat: str) -> None:
    """31: leaving the table with a live hand is the TD's to penalise; the hand is tabled (16) and live."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"][:2] == ["tda-2024:31", "tda-2024:16"]
    assert (result["floor_reason"], result["confidence"]) == ("td_discretion", "unsure")


def test_an_all_in_player_who_walks_off_asked_about_only_his_conduct_gets_no_decision() -> None:
    result = ruled("Seat 2 is all in and wandered off to the rail while the others play on. Anything to do?")
    assert (result["ruling"]["decision"], result["rules"][:2]) == (None, ["tda-2024:31", "tda-2024:71"])


@pytest.mark.parametrize(
    "text",
    [
        "Dealing the second time around I flipped seat 2's card face up, only that one, no action yet. "
        "Misdeal?",
    ],
)
def test_one_card_exposed_on_the_second_lap_of_the_deal_is_no_misdeal(text: str) -> None:
    """35-A-7: only one of the first two cards (or two downcards) exposed by the dealer is a misdeal."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["confidence"]) == ("play_continues", "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("el botón estaba en el 6, la ciega chiquita en el 7 y la grande en el 8; en esa mano sacaron al del "
         "7. ¿Dónde va el botón?", "7"),
        ("Button on 2, small blind 3, big blind 4, and we took out seat 3 that hand. Where does the button "
         "go?", "3"),
    ],
)  # fmt: skip
def test_a_busted_small_blind_leaves_a_dead_button_on_his_seat(text: str, seat: str) -> None:
    """32: a dead button: it moves to the last hand's small blind's seat, even an empty one."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", seat)
    assert "tda-2024:32" in result["rules"]


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("el del 5 se fue al baño justo cuando le tocaba la ciega grande y volvió cuando ya había pasado la "
         "grande, otra vez", "tda-2024:33"),
        ("Seat 1 got up right when his big blind was due and came back once his blind had passed. Again.",
         "tda-2024:33"),
        ("Soy el del 2 y el del 6 me está insultando cada mano y el dealer no hace nada.", "tda-2024:70"),
        ("Player in seat 3 here, seat 7 keeps calling me names every hand, can a floor come over?",
         "tda-2024:70"),
    ],
)  # fmt: skip
def test_conduct_in_more_words_is_the_tds_to_penalise(text: str, rule: str) -> None:
    """33 (dodging the blinds) and 70 (abuse): a penalty at the TD's discretion (71), no play ruled."""
    result = ruled(text)
    assert result["rules"][:2] == [rule, "tda-2024:71"]
    assert (result["floor_reason"], result["ruling"]["action"]) == ("td_discretion", None)


@pytest.mark.parametrize(
    "text",
    [
        "The dealer thought seat 4 had folded and scooped his cards into the muck, but 4 was still to act.",
        "El dealer pensó que el del 6 se había retirado y le metió las cartas al muck, y el 6 no había "
        "hablado.",
    ],
)
def test_a_hand_the_dealer_killed_thinking_it_folded_is_the_dealers_kill(text: str) -> None:
    """65-A: the dealer's kill, not a player's discard before the end (15-B)."""
    result = ruled(text)
    assert result["rules"][0] == "tda-2024:65-A"


@pytest.mark.parametrize(
    ("text", "hands"),
    [
        ("Al del 7 le pusieron dos rondas de penalización; somos 6 jugadores en la mesa. ¿Cuántas manos está "
         "fuera?", 12),
        ("Seat 4 got a one round penalty and we have nine players at the table. How many hands is that?", 9),
    ],
)  # fmt: skip
def test_a_missed_round_penalty_asked_is_counted_as_the_rule_counts_it(text: str, hands: int) -> None:
    """71-A: one hand per player at the table when the penalty is given (the offender too), times the
    rounds; the rule counts it, no floor."""
    result = answer(text).result
    assert result["rules"][0] == "tda-2024:71-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")
    assert f" {hands} " in result["reply"].split("\n")[1]


@pytest.mark.parametrize(
    "text",
    [
        "River: seat 3 bets, seat 6 calls. Seat 3 showed his ace king and seat 6 mucked. Who wins?",
        "Showdown: seat 2 turned over his king-queen for a straight, and seat 5 mucked.",
        "En el showdown el 4 mostró su as rey y el 7 tiró las cartas.",
    ],
)
def test_two_cards_named_by_their_ranks_are_no_one_card_shown(text: str) -> None:
    result = answer(text).result
    assert "tda-2024:15-A" not in result["rules"]
