"""Procedural rulings under TDA 2024: decision, seat, cited rules and floor flag for each incident kind,
including the Illustration Addendum examples of rules 10, 11-D, 16, 18 and 38."""

from __future__ import annotations

import pytest

from rules_engine import Action, Decision, FloorReason, Seat, Street
from rules_engine.incident import Dispute, Incident, IncidentKind, MisdealCause, Moment, SplitGame
from rules_engine.shorthand import all_in, bet, call, check, fold, raise_to

K = IncidentKind
PREFLOP_9 = ("3", "4", "5", "6", "7", "8", "9", "1", "2")  # blinds in seats 1 and 2 (38 addendum)


# --- 35 / 36: misdeals and substantial action ---------------------------------------------------------------
@pytest.mark.parametrize("cause", [c for c in MisdealCause])
def test_every_misdeal_cause_before_substantial_action_is_a_misdeal(ruled, cause: MisdealCause) -> None:
    r = ruled(Incident(K.MISDEAL, seat="5", cause=cause, cards=3), seats=PREFLOP_9, events=[fold("3")])
    assert r.decision is Decision.MISDEAL
    assert r.rules[:2] == ("tda-2024:35-A", "tda-2024:35-C")


def test_addendum_38_1a_one_card_after_substantial_action_kills_the_hand(ruled) -> None:
    # UTG (seat 3) folds and seat 4 calls: SA (two actions, one with chips). Seat 5 has only one card.
    inc = Incident(K.MISDEAL, seat="5", cause=MisdealCause.WRONG_CARD_COUNT, cards=1)
    r = ruled(inc, seats=PREFLOP_9, events=[fold("3"), call("4")])
    assert (r.seat, r.decision) == ("5", Decision.DEAD_HAND)
    assert "tda-2024:38" in r.rules and "tda-2024:36" in r.rules


def test_addendum_38_1b_three_cards_after_substantial_action_kills_the_hand(ruled) -> None:
    inc = Incident(K.MISDEAL, seat="5", cause=MisdealCause.WRONG_CARD_COUNT, cards=3)
    r = ruled(inc, seats=PREFLOP_9, events=[fold("3"), call("4")])
    assert (r.seat, r.decision) == ("5", Decision.DEAD_HAND)
    assert r.rules[0] == "tda-2024:35-D"


def test_two_folds_are_not_substantial_action_three_actions_are(ruled) -> None:
    inc = Incident(K.MISDEAL, cause=MisdealCause.FIRST_CARD_WRONG_SEAT)
    assert ruled(inc, seats=PREFLOP_9, events=[fold("3"), fold("4")]).decision is Decision.MISDEAL
    three = [fold("3"), fold("4"), fold("5")]
    assert ruled(inc, seats=PREFLOP_9, events=three).decision is Decision.PLAY_CONTINUES


def test_out_of_turn_actions_do_not_count_toward_substantial_action(ruled) -> None:
    inc = Incident(K.MISDEAL, cause=MisdealCause.SEAT_DEALT_OUT)
    events = [fold("3"), call("6", in_turn=False)]
    assert ruled(inc, seats=PREFLOP_9, events=events).decision is Decision.MISDEAL


def test_no_reported_action_assumes_no_substantial_action_and_asks(ruled) -> None:
    r = ruled(Incident(K.MISDEAL, cause=MisdealCause.BOXED_CARDS, cards=2))
    assert r.decision is Decision.MISDEAL
    assert [n.to_contract() for n in r.assumptions] == ["no_action_reported"]
    assert [n.to_contract() for n in r.questions] == ["substantial_action"]


def test_one_boxed_card_is_not_a_misdeal(ruled) -> None:
    assert ruled(Incident(K.MISDEAL, cause=MisdealCause.BOXED_CARDS, cards=1)).decision is (
        Decision.PLAY_CONTINUES
    )


def test_non_standard_card_after_substantial_action_is_a_scrap_of_paper(ruled) -> None:
    inc = Incident(K.MISDEAL, cause=MisdealCause.NON_STANDARD_CARD, substantial=True)
    r = ruled(inc)
    assert r.decision is Decision.PLAY_CONTINUES and r.rules[0] == "tda-2024:35-D"


def test_fouled_deck_stops_play_even_after_substantial_action(ruled) -> None:
    r = ruled(Incident(K.FOULED_DECK, substantial=True))
    assert r.decision is Decision.MISDEAL and r.rules == ("tda-2024:35-E",)


# --- exposed cards, 37, 39, RP-4, RP-5 ----------------------------------------------------------------------
def test_dealer_exposing_the_first_card_is_a_misdeal(ruled) -> None:
    r = ruled(Incident(K.EXPOSED_CARD, by_dealer=True, first_cards=True))
    assert r.decision is Decision.MISDEAL and r.rules[0] == "tda-2024:35-A"


def test_dealer_exposing_one_later_card_is_not_a_misdeal(ruled) -> None:
    assert ruled(Incident(K.EXPOSED_CARD, by_dealer=True)).decision is Decision.PLAY_CONTINUES


def test_dealer_exposure_after_substantial_action_does_not_stop_the_hand(ruled) -> None:
    inc = Incident(K.EXPOSED_CARD, by_dealer=True, cards=2)
    r = ruled(inc, seats=PREFLOP_9, events=[raise_to("3", 300), call("4")])
    assert r.decision is Decision.PLAY_CONTINUES


def test_player_exposing_own_card_keeps_a_live_hand(ruled) -> None:
    r = ruled(Incident(K.EXPOSED_CARD, seat="4", by_dealer=False))
    assert (r.seat, r.decision, r.rules) == ("4", Decision.LIVE_HAND, ("tda-2024:68",))


def test_button_short_a_card_is_replaced_unless_the_button_acted(ruled) -> None:
    assert ruled(Incident(K.BUTTON_SHORT, seat="BTN", acted=False)).decision is Decision.LIVE_HAND
    r = ruled(Incident(K.BUTTON_SHORT, seat="BTN", acted=True))
    assert r.decision is Decision.DEAD_HAND and r.rules[0] == "tda-2024:37"


def test_button_short_reported_as_a_card_count_goes_to_rule_37(ruled) -> None:
    inc = Incident(K.MISDEAL, seat="BTN", cause=MisdealCause.WRONG_CARD_COUNT, cards=1)
    r = ruled(inc, seats=("UTG", "BTN", "SB", "BB"), events=[call("UTG"), check("BTN")])
    assert r.decision is Decision.DEAD_HAND and r.rules[0] == "tda-2024:37"


def test_four_card_flop_the_floor_picks_the_burn(ruled) -> None:
    r = ruled(Incident(K.FOUR_CARD_FLOP), street=Street.FLOP)
    assert r.decision is Decision.RANDOM_BURN
    assert r.floor and r.floor_reason is FloorReason.FLOOR_PICKS_BURN
    assert r.rules[0] == "tda-2024:39-A"


def test_flop_without_burn_before_and_after_any_action(ruled) -> None:
    flop = ("SB", "BB", "BTN")
    assert ruled(Incident(K.NO_BURN), seats=flop, street=Street.FLOP).decision is Decision.RANDOM_BURN
    r = ruled(Incident(K.NO_BURN), seats=flop, street=Street.FLOP, events=[check("SB")])
    assert r.decision is Decision.PLAY_CONTINUES and r.rules == ("tda-2024:39-B",)


@pytest.mark.parametrize(
    ("street", "part"), [(Street.FLOP, "RP-5-A"), (Street.TURN, "RP-5-B"), (Street.RIVER, "RP-5-C")]
)
def test_premature_board_cards_are_redealt(ruled, street: Street, part: str) -> None:
    r = ruled(Incident(K.PREMATURE_CARD), street=street)
    assert r.decision is Decision.REDEAL_BOARD and r.rules[0] == f"tda-2024:{part}"


def test_disordered_stub_play_continues(ruled) -> None:
    r = ruled(Incident(K.DISORDERED_STUB))
    assert r.decision is Decision.PLAY_CONTINUES and r.rules[0] == "tda-2024:RP-4"


# --- 13-18: showdown ----------------------------------------------------------------------------------------
def test_last_aggressor_on_the_river_shows_first(ruled) -> None:
    events = [bet("A", 1000), raise_to("B", 3000), call("C"), call("A")]
    r = ruled(Incident(K.SHOWDOWN_ORDER), seats=("A", "B", "C"), events=events, street=Street.RIVER)
    assert (r.seat, r.decision) == ("B", Decision.SHOWS_FIRST)
    assert r.rules == ("tda-2024:17-A", "tda-2024:18-B")  # the callers may see the hand they paid to see


def test_no_river_bet_first_seat_left_of_the_button_shows_first(ruled) -> None:
    events = [check("SB"), check("CO"), check("BTN")]
    r = ruled(Incident(K.SHOWDOWN_ORDER), seats=("SB", "CO", "BTN"), events=events, street=Street.RIVER)
    assert (r.seat, r.decision) == ("SB", Decision.SHOWS_FIRST)


def test_no_river_bet_numbered_seats_use_the_button(ruled) -> None:
    inc = Incident(K.SHOWDOWN_ORDER, button="5")
    r = ruled(inc, seats=("2", "7"), street=Street.PREFLOP)
    assert r.seat == "7"


def test_addendum_16_example_1_heads_up_turn_all_in_called(ruled) -> None:
    seats = (Seat("A", stack=4000), Seat("B", stack=10000))
    r = ruled(Incident(K.FACE_UP), seats=seats, events=[all_in("A", 4000), call("B")], street=Street.TURN)
    assert r.decision is Decision.TABLE_HANDS and r.rules == ("tda-2024:16",)


def test_addendum_16_example_2_preflop_all_in_with_two_deep_callers_waits(ruled) -> None:
    seats = (Seat("A", stack=700), Seat("B", stack=5000), Seat("C", stack=5000))
    events = [all_in("A", 700), call("B"), call("C")]
    assert ruled(Incident(K.FACE_UP), seats=seats, events=events).decision is Decision.PLAY_CONTINUES
    # Flop: B and C check; A is all-in (no chips behind): still no face up.
    flop = (Seat("B", stack=4300), Seat("C", stack=4300), Seat("A", stack=0))
    r = ruled(Incident(K.FACE_UP), seats=flop, events=[check("B"), check("C")], street=Street.FLOP)
    assert r.decision is Decision.PLAY_CONTINUES
    # Turn: B all-in, C calls: no further betting: turn all hands up.
    turn = (Seat("B", stack=4300), Seat("C", stack=4300), Seat("A", stack=0))
    r = ruled(Incident(K.FACE_UP), seats=turn, events=[all_in("B", 4300), call("C")], street=Street.TURN)
    assert r.decision is Decision.TABLE_HANDS


def test_addendum_16_example_3_river_checked_down_tables_all(ruled) -> None:
    seats = (Seat("B", stack=3300), Seat("C", stack=3300), Seat("A", stack=0))
    turn = ruled(Incident(K.FACE_UP), seats=seats, events=[bet("B", 1000), call("C")], street=Street.TURN)
    assert turn.decision is Decision.PLAY_CONTINUES
    river = (Seat("B", stack=2300), Seat("C", stack=2300), Seat("A", stack=0))
    r = ruled(Incident(K.FACE_UP), seats=river, events=[check("B"), check("C")], street=Street.RIVER)
    assert r.decision is Decision.TABLE_HANDS


def test_addendum_18_example_1_no_river_bet(ruled) -> None:
    river = {"seats": ("A", "B", "C"), "events": [check("A"), check("B"), check("C")], "street": Street.RIVER}
    # B tabled trips and asks to see C's hand: no bet on the river, so TD's discretion.
    r = ruled(Incident(K.SHOW_REQUEST, requester="B", requester_kept=True, seat="C"), **river)
    assert r.floor and r.floor_reason is FloorReason.TD_DISCRETION and r.decision is None
    # A (mucked) and C (pushed cards face down) may not ask.
    for asker in ("A", "C"):
        r = ruled(Incident(K.SHOW_REQUEST, requester=asker, requester_kept=False, seat="B"), **river)
        assert (r.decision, r.floor, r.rules) == (None, False, ("tda-2024:18-A",))


def test_addendum_18_example_2_paid_to_see_the_last_aggressor(ruled) -> None:
    river = {
        "seats": ("A", "B", "C", "D"),
        "events": [bet("A", 1000), call("B"), raise_to("C", 5000), call("D"), call("A"), call("B")],
        "street": Street.RIVER,
    }
    for asker in ("A", "B"):
        r = ruled(Incident(K.SHOW_REQUEST, requester=asker, requester_kept=True, seat="C"), **river)
        assert (r.seat, r.decision, r.floor) == ("C", None, False)
        assert r.rules[0] == "tda-2024:18-B"
    # D discarded face down: no right.
    d = ruled(Incident(K.SHOW_REQUEST, requester="D", requester_kept=False, seat="C"), **river)
    assert (d.decision, d.rules) == (None, ("tda-2024:18-A",))
    # B asking to see A (another caller): TD's discretion.
    b = ruled(Incident(K.SHOW_REQUEST, requester="B", requester_kept=True, seat="A"), **river)
    assert b.floor and b.floor_reason is FloorReason.TD_DISCRETION


def test_mucked_face_down_at_showdown(ruled) -> None:
    assert ruled(Incident(K.MUCKED, seat="3", retrievable=True)).decision is Decision.LIVE_HAND
    r = ruled(Incident(K.MUCKED, seat="3", retrievable=False))
    assert r.decision is Decision.DEAD_HAND and "tda-2024:13-B" in r.rules


def test_one_card_tabled_keeps_the_hand_live(ruled) -> None:
    r = ruled(Incident(K.ONE_CARD_SHOWN, seat="6"))
    assert r.decision is Decision.LIVE_HAND and r.rules == ("tda-2024:15-A", "tda-2024:13-A")


def test_discard_thinking_won_unretrievable_returns_only_the_uncalled_bet(ruled) -> None:
    r = ruled(Incident(K.DISCARD_BEFORE_END, seat="2", retrievable=False, uncalled=3000))
    assert (r.decision, r.returned, r.floor) == (Decision.DEAD_HAND, 3000, True)


def test_dealer_killed_hands(ruled) -> None:
    assert ruled(Incident(K.KILLED_HAND, seat="4", tabled=True)).rules[0] == "tda-2024:13-C"
    assert ruled(Incident(K.KILLED_HAND, seat="4", retrievable=True)).decision is Decision.LIVE_HAND
    r = ruled(Incident(K.KILLED_HAND, seat="4", retrievable=False, uncalled=500))
    assert (r.decision, r.returned, r.rules) == (Decision.DEAD_HAND, 500, ("tda-2024:65-A",))


# --- 20: odd chips ------------------------------------------------------------------------------------------
def test_odd_chip_flop_game_first_seat_left_of_the_button(ruled) -> None:
    r = ruled(Incident(K.ODD_CHIP, winners=("3", "8"), button="5"))
    assert (r.seat, r.decision, r.rules[0]) == ("8", Decision.ODD_CHIP, "tda-2024:20-A")
    # The button itself is last in that order.
    assert ruled(Incident(K.ODD_CHIP, winners=("5", "4"), button="5")).seat == "4"


def test_odd_chip_positions_without_a_button_seat(ruled) -> None:
    assert ruled(Incident(K.ODD_CHIP, winners=("BTN", "BB"))).seat == "BB"


def test_odd_chip_stud_high_card_by_suit(ruled) -> None:
    inc = Incident(K.ODD_CHIP, split=SplitGame.STUD, cards_by_seat=(("2", "Kd"), ("6", "Ks"), ("7", "Qh")))
    r = ruled(inc)
    assert (r.seat, r.rules) == ("6", ("tda-2024:20-B",))


def test_odd_chip_hi_lo_goes_to_the_high_side(ruled) -> None:
    r = ruled(Incident(K.ODD_CHIP, split=SplitGame.HI_LO, seat="4"))
    assert (r.seat, r.rules) == ("4", ("tda-2024:20-C",))


def test_odd_chip_unknown_places_go_to_the_floor(ruled) -> None:
    r = ruled(Incident(K.ODD_CHIP, winners=("3", "8")))
    assert r.floor and r.floor_reason is FloorReason.MISSING_FACT


# --- 10-B and 11-D addendum ---------------------------------------------------------------------------------
def test_addendum_10_first_seat_card_to_the_highest_card_by_suit(ruled) -> None:
    cards = (("1", "Jc"), ("2", "Ah"), ("3", "As"), ("4", "10d"))
    r = ruled(Incident(K.SEAT_DRAW, cards_by_seat=cards))
    assert (r.seat, r.decision) == ("3", Decision.FIRST_SEAT_CARD)


def test_addendum_11d_table_three_short_halts(ruled) -> None:
    r = ruled(Incident(K.SHORT_TABLE, table_sizes=(5, 8)))
    assert r.decision is Decision.HALT_PLAY and r.rules == ("tda-2024:11-D",)
    assert ruled(Incident(K.SHORT_TABLE, table_sizes=(6, 8))).decision is Decision.PLAY_CONTINUES


# --- 22, 23, 29, 30, 32, 34, tapping ------------------------------------------------------------------------
def test_disputes(ruled) -> None:
    in_time = ruled(Incident(K.DISPUTE, dispute=Dispute.READING))  # the floor settles the award
    assert (in_time.decision, in_time.floor_reason) == (None, FloorReason.STAFF_APPLIES)
    late = None  # too late: the award stands, nothing to decide
    # a reading disputed after the next hand began: the award stands, and the floor tells the players so
    too_late = ruled(Incident(K.DISPUTE, dispute=Dispute.READING, next_hand=True))
    assert (too_late.decision, too_late.floor_reason) == (late, FloorReason.STAFF_APPLIES)
    counted = ruled(Incident(K.DISPUTE, dispute=Dispute.ACCOUNTING, next_hand=True, substantial=True))
    assert (counted.decision, counted.floor) == (late, False)  # an amount miscounted too late: nothing to do
    on_break = Incident(K.DISPUTE, dispute=Dispute.ACCOUNTING, during_break=True, elapsed=90)
    assert ruled(on_break).decision is late


def test_hand_at_the_prior_level(ruled) -> None:
    before = ruled(Incident(K.NEW_LEVEL, substantial=False))  # corrected to the new level: nothing to decide
    assert (before.decision, before.rules) == (None, ("tda-2024:23", "tda-2024:36"))
    r = ruled(Incident(K.NEW_LEVEL), seats=PREFLOP_9, events=[raise_to("3", 300), call("4")])
    assert r.decision is Decision.PLAY_CONTINUES and r.rules[0] == "tda-2024:23"


def test_clock_expired_facing_a_bet_is_dead_otherwise_checked(ruled) -> None:
    r = ruled(Incident(K.CLOCK, seat="4", facing_bet=True))
    assert (r.seat, r.decision, r.rules) == ("4", Decision.DEAD_HAND, ("tda-2024:29",))
    r = ruled(Incident(K.CLOCK, seat="4", facing_bet=False))
    assert (r.action, r.decision) == (Action.CHECK, Decision.LIVE_HAND)


def test_clock_facing_bet_read_from_the_events(ruled) -> None:
    r = ruled(Incident(K.CLOCK, seat="B"), seats=("A", "B"), events=[bet("A", 500)], street=Street.FLOP)
    assert r.decision is Decision.DEAD_HAND


def test_clock_a_tie_goes_to_the_player(ruled) -> None:
    assert ruled(Incident(K.CLOCK, seat="4", facing_bet=True, elapsed=30)).decision is Decision.LIVE_HAND
    assert ruled(Incident(K.CLOCK, seat="4", facing_bet=True, elapsed=31)).decision is Decision.DEAD_HAND


def test_clock_without_the_bet_fact_asks(ruled) -> None:
    r = ruled(Incident(K.CLOCK, seat="4"))
    assert r.floor and [q.to_contract() for q in r.questions] == ["facing_bet:seat=4"]


@pytest.mark.parametrize(
    ("moment", "decision"),
    [
        (Moment.BEFORE_DEAL, Decision.LIVE_HAND),
        (Moment.DURING_DEAL, Decision.LIVE_HAND),
        (Moment.AFTER_DEAL, Decision.DEAD_HAND),
    ],
)
def test_at_your_seat_when_the_last_card_is_dealt(ruled, moment: Moment, decision: Decision) -> None:
    r = ruled(Incident(K.AT_SEAT, seat="7", moment=moment))
    assert (r.seat, r.decision, r.rules) == ("7", decision, ("tda-2024:30",))


def test_absent_player_plays_the_redeal(ruled) -> None:
    r = ruled(Incident(K.AT_SEAT, seat="7", redeal=True))
    assert r.decision is Decision.LIVE_HAND and r.rules[0] == "tda-2024:35-C"


def test_dead_button_garrido_annex_1(ruled) -> None:
    # Button 4, SB 5, BB 6; the BB busts: next hand the button is on 5 (and then on the empty 6).
    first = Incident(K.DEAD_BUTTON, button="4", small_blind="5", big_blind="6", eliminated="6")
    assert ruled(first).seat == "5"
    nxt = ruled(Incident(K.DEAD_BUTTON, button="5", small_blind="6", big_blind="7", eliminated=None))
    assert (nxt.seat, nxt.decision, nxt.rules) == ("6", Decision.BUTTON, ("tda-2024:32", "tda-2024:34"))


def test_heads_up_the_last_big_blind_takes_the_button(ruled) -> None:
    # Garrido annex 2: A button, B SB, C BB; A busts: C gets the button so B posts the big blind.
    r = ruled(Incident(K.HEADS_UP_BUTTON, button="A", small_blind="B", big_blind="C", occupied=("B", "C")))
    assert (r.seat, r.decision, r.rules) == ("C", Decision.BUTTON, ("tda-2024:34-B",))


def test_wrong_button_corrected_before_substantial_action_only(ruled) -> None:
    # 34-A: "the error will be corrected", the button put on the seat it belongs on; unknown, the floor looks.
    corrected = ruled(Incident(K.BUTTON_MOVED, substantial=False, button_belongs="4"))
    assert (corrected.decision, corrected.seat, corrected.floor) == (Decision.BUTTON, "4", False)
    two_seats = ruled(Incident(K.BUTTON_MOVED, substantial=False, moved_from="3", moved_to="5"))
    assert (two_seats.decision, two_seats.seat) == (Decision.BUTTON, "4")
    assert ruled(Incident(K.BUTTON_MOVED, substantial=False)).floor is True
    assert ruled(Incident(K.BUTTON_MOVED, substantial=True)).decision is Decision.PLAY_CONTINUES


def test_tapping_is_a_check(ruled) -> None:
    r = ruled(Incident(K.TAP, seat="3", taps=1))
    assert (r.action, r.decision, r.rules) == (Action.CHECK, Decision.BINDING, ("tda-2024:3",))


def test_a_tda_venue_never_emits_the_house_key(ruled) -> None:
    r = ruled(Incident(K.CLOCK, seat="4", facing_bet=False))
    assert "house" not in r.to_contract()


def test_every_incident_kind_has_a_ruler(ruled) -> None:
    for kind in IncidentKind:
        r = ruled(Incident(kind))
        assert r.rules and all(":" in rid for rid in r.rules)


# --- 31 / 16: an all-in player who walked away from the table -----------------------------------------------
def test_an_all_in_player_away_from_the_table_keeps_a_live_hand(ruled) -> None:
    r = ruled(Incident(K.ALL_IN_AWAY), seats=PREFLOP_9, events=[all_in("6"), call("8")])
    assert (r.seat, r.decision) == ("6", Decision.LIVE_HAND)
    assert r.rules == ("tda-2024:31", "tda-2024:16", "tda-2024:71")
    assert r.floor_reason is FloorReason.TD_DISCRETION  # his leaving: a penalty at the TD's discretion


@pytest.mark.parametrize("events", [[], [all_in("6"), all_in("8")]], ids=["nobody all in", "two all in"])
def test_no_hand_is_ruled_when_the_all_in_player_away_is_not_known(ruled, events) -> None:
    r = ruled(Incident(K.ALL_IN_AWAY), seats=PREFLOP_9, events=events)
    assert r.decision is None
    assert r.rules == ("tda-2024:31", "tda-2024:71")
