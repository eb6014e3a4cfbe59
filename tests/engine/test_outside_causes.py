"""Engine causes found in reports by outside testers, one family per section, each checked on several
situations built from the TDA 2024 text (rules 40-62 and the Illustration Addendum)."""

from dataclasses import replace

import pytest

from rules_engine import (
    Action,
    Ask,
    AssumptionCode,
    Decision,
    Declaration,
    Event,
    FloorReason,
    Game,
    Order,
    PriorChips,
    Question,
    QuestionCode,
    Seat,
    Situation,
    Street,
    Verbal,
    rule,
)
from rules_engine.shorthand import (
    all_in,
    bet,
    call,
    check,
    fold,
    preflop_seats,
    raise_to,
    say,
    seats,
    silent,
    street,
)

FOLD, CHECK, CALL, BET, RAISE = Action.FOLD, Action.CHECK, Action.CALL, Action.BET, Action.RAISE


def ids(*parts: str) -> tuple[str, ...]:
    return tuple(f"tda-2024:{p}" for p in parts)


def codes(notes) -> list:
    return [n.code for n in notes]


# --- 1. 46-B: prior-bet chips pulled back facing a raise bind the player to call or raise -----------------
def _bb_faces_600(*more, question=None):
    """Addendum 46 situation 1 set-up: THE 25-50, the BB posted two 25s, the button raises to 600."""
    return street(
        Game.NLHE,
        (25, 50),
        Street.PREFLOP,
        preflop_seats("BTN", "SB", "BB", sb=25, bb=50, posted_chips={"BB": (25, 25)}),
        raise_to("BTN", 600),
        fold("SB"),
        *more,
        question=question,
    )


PULL_BACK = Event("BB", prior_chips=PriorChips.PULLED_BACK)


def test_46b_pulling_back_the_prior_chips_leaves_call_or_raise():
    r = rule(_bb_faces_600(PULL_BACK))
    assert (r.seat, r.action, r.options, r.floor) == ("BB", None, (CALL, RAISE), False)
    assert r.rules[0] == "tda-2024:46-B"
    assert r.min_raise_to == 1150


def test_46b_a_fold_after_pulling_back_is_not_allowed():
    r = rule(_bb_faces_600(PULL_BACK, fold("BB")))
    assert (r.seat, r.action, r.options) == ("BB", None, (CALL, RAISE))
    assert r.rules[0] == "tda-2024:46-B"


def test_46b_pulling_back_while_declaring_fold_is_not_a_fold():
    event = Event("BB", Declaration(Verbal.FOLD), prior_chips=PriorChips.PULLED_BACK)
    r = rule(_bb_faces_600(event))
    assert (r.action, r.options) == (None, (CALL, RAISE))
    assert r.rules[0] == "tda-2024:46-B"


def test_46b_partly_pulling_back_binds_as_well():
    event = Event("BB", prior_chips=PriorChips.PARTLY_PULLED_BACK, prior_kept=25)
    r = rule(_bb_faces_600(event, fold("BB")))
    assert (r.action, r.options) == (None, (CALL, RAISE))


def test_46b_post_flop_bettor_pulls_back_his_bet_facing_a_raise_and_wants_to_fold():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C"),
        bet("A", 400),
        raise_to("B", 1200),
        fold("C"),
        Event("A", prior_chips=PriorChips.PULLED_BACK),
        fold("A"),
    )
    r = rule(s)
    assert (r.seat, r.action, r.options, r.min_raise_to) == ("A", None, (CALL, RAISE), 2000)
    assert r.rules[0] == "tda-2024:46-B"


def test_46b_options_of_a_player_who_pulled_back_exclude_fold():
    r = rule(_bb_faces_600(PULL_BACK, question=Question(Ask.OPTIONS, "BB")))
    assert r.options == (CALL, RAISE)
    assert r.rules[0] == "tda-2024:46-B"


def test_46b_then_calling_is_a_call_of_the_raise():
    r = rule(_bb_faces_600(PULL_BACK, call("BB")))
    assert (r.action, r.total) == (CALL, 600)


# --- 2. 46 situation 4: a posted chip larger than the blind stays in front --------------------------------
def _bb_1k_chip(raise_total: int, event: Event):
    """Addendum 46 situation 4 set-up: THE 50-100, the BB posts one 1k chip, then a raise to `raise_total`."""
    return street(
        Game.NLHE,
        (50, 100),
        Street.PREFLOP,
        preflop_seats("BTN", "SB", "BB", sb=50, bb=100, posted_chips={"BB": (1000,)}),
        raise_to("BTN", raise_total),
        fold("SB"),
        event,
    )


def test_46_situation_4_chips_on_top_of_a_covering_1k_chip_are_a_rule_45_bet():
    r = rule(_bb_1k_chip(700, silent("BB", 500, prior_chips=PriorChips.LEFT_ALONE)))
    assert (r.action, r.total, r.returned) == (RAISE, 1500, 0)


def test_46_raise_declared_then_a_chip_on_the_1k_chip_raises_by_all_the_chips():
    event = say("BB", Verbal.RAISE, None, 500, order=Order.VERBAL_FIRST)
    r = rule(_bb_1k_chip(700, event))
    assert (r.action, r.total, r.returned) == (RAISE, 1500, 0)


def test_46c1_1k_chip_not_covering_the_raise_plus_an_overchip_is_a_call_with_change():
    r = rule(_bb_1k_chip(1200, silent("BB", 500, prior_chips=PriorChips.LEFT_ALONE)))
    assert (r.action, r.total, r.returned) == (CALL, 1200, 300)
    assert r.rules == ids("46-C", "44", "41", "40-A")


def test_46c1_prior_chips_not_reported_are_left_alone_and_still_count():
    r = rule(_bb_1k_chip(1200, silent("BB", 500)))
    assert (r.action, r.total, r.returned) == (CALL, 1200, 300)
    assert QuestionCode.LAST_CHIPS not in codes(r.questions)


def test_46c1_1k_chip_and_a_1k_chip_call_2000_exactly():
    r = rule(_bb_1k_chip(2000, silent("BB", 1000, prior_chips=PriorChips.LEFT_ALONE)))
    assert (r.action, r.total, r.returned) == (CALL, 2000, 0)
    assert r.rules == ids("46-C", "41", "40-A")


def test_46c1_multiple_new_chips_on_a_1k_chip_follow_the_50_percent_standard():
    # 1000 + 500 + 500 = 2000 facing 1200: a 800 raise over a 1100 minimum (>= 550): a raise to 2300.
    r = rule(_bb_1k_chip(1200, silent("BB", 500, 500, prior_chips=PriorChips.LEFT_ALONE)))
    assert (r.action, r.total, r.returned) == (RAISE, 2300, 0)


def test_46_calling_with_a_1k_chip_posted_gives_the_change_back():
    r = rule(_bb_1k_chip(700, call("BB")))
    assert (r.action, r.total, r.returned) == (CALL, 700, 300)


# --- 3. 47-A: short all-ins that add up to a full raise re-open the betting ------------------------------
def _flop_100(*events, stacks=None, question=None):
    return street(
        Game.NLHE,
        (50, 100),
        Street.FLOP,
        seats("1", "2", "3", "4", "5", stacks=stacks),
        *events,
        question=question or Question(Ask.OPTIONS, "1"),
    )


def test_47a_two_short_all_ins_adding_up_to_a_full_raise_reopen_for_the_opener():
    r = rule(_flop_100(bet("1", 100), all_in("2", 125), all_in("3", 200), call("4"), fold("5")))
    assert (r.options, r.min_raise_to) == ((FOLD, CALL, RAISE), 300)
    assert "tda-2024:47-A" in r.rules


def test_47a_three_short_all_ins_adding_up_to_a_full_raise_reopen():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.TURN,
        seats("A", "B", "C", "D", "E"),
        bet("A", 200),
        all_in("B", 300),
        all_in("C", 400),
        all_in("D", 500),
        call("E"),
        question=Question(Ask.OPTIONS, "A"),
    )
    r = rule(s)
    assert (r.options, r.min_raise_to) == ((FOLD, CALL, RAISE), 700)


def test_47a_short_all_ins_short_of_a_full_raise_do_not_reopen():
    r = rule(_flop_100(bet("1", 100), all_in("2", 125), all_in("3", 175), call("4"), fold("5")))
    assert (r.options, r.min_raise_to) == ((FOLD, CALL), None)
    assert r.rules[0] == "tda-2024:47-A"


def test_47a_preflop_limper_faces_cumulative_short_all_ins_worth_a_full_raise():
    s = street(
        Game.NLHE,
        (50, 100),
        Street.PREFLOP,
        preflop_seats("UTG", "HJ", "CO", "BTN", "SB", "BB", sb=50, bb=100),
        call("UTG"),
        all_in("HJ", 150),
        all_in("CO", 200),
        call("BTN"),
        fold("SB"),
        call("BB"),
        question=Question(Ask.OPTIONS, "UTG"),
    )
    r = rule(s)
    assert (r.options, r.min_raise_to) == ((FOLD, CALL, RAISE), 300)


def test_47a_reopened_with_every_other_player_all_in_says_both():
    # 25 + 75 is a full raise: betting is re-opened for 1 (47-A); the answer adds that nobody is left to
    # call a raise (fresh reports' labels read the re-opening from the rule text: raise, minimum 300).
    s = street(
        Game.NLHE,
        (50, 100),
        Street.FLOP,
        seats("1", "2", "3"),
        bet("1", 100),
        all_in("2", 125),
        all_in("3", 200),
        question=Question(Ask.OPTIONS, "1"),
    )
    r = rule(s)
    assert (r.options, r.min_raise_to) == ((FOLD, CALL, RAISE), 300)
    assert "tda-2024:47-A" in r.rules
    assert AssumptionCode.OTHERS_ALL_IN in codes(r.assumptions)


def test_big_blind_facing_a_lone_short_all_in_is_not_stopped_by_47():
    s = street(
        Game.NLHE,
        (1000, 2000),
        Street.PREFLOP,
        preflop_seats("UTG", "SB", "BB", sb=1000, bb=2000),
        all_in("UTG", 3000),
        fold("SB"),
        question=Question(Ask.OPTIONS, "BB"),
    )
    r = rule(s)  # the big blind may raise over the all-in (3,000 + the 2,000 bet), though nobody can call it
    assert (r.options, r.min_raise_to) == ((FOLD, CALL, RAISE), 5000)
    assert AssumptionCode.OTHERS_ALL_IN in codes(r.assumptions)


# --- 4. never "check" while facing an all-in or a bet over the blind -------------------------------------
def _bb_after(*events, question=None):
    return street(
        Game.NLHE,
        (50, 100),
        Street.PREFLOP,
        preflop_seats("UTG", "BTN", "SB", "BB", sb=50, bb=100),
        *events,
        question=question or Question(Ask.OPTIONS, "BB"),
    )


def test_bb_facing_an_all_in_of_unknown_size_may_fold_or_call_never_check():
    r = rule(_bb_after(all_in("UTG"), fold("BTN"), fold("SB")))
    assert r.seat == "BB"
    assert CHECK not in r.options and r.options[:2] == (FOLD, CALL)
    assert QuestionCode.STACK in codes(r.questions)


def test_bb_facing_an_unknown_all_in_with_a_caller_behind_may_raise():
    r = rule(_bb_after(all_in("UTG"), call("BTN"), fold("SB")))
    assert r.options == (FOLD, CALL, RAISE)
    assert r.min_raise_to is None  # the all-in's size decides it


def test_next_to_act_facing_an_unknown_all_in_is_offered_no_check():
    r = rule(_bb_after(all_in("UTG"), fold("BTN"), fold("SB"), question=Question(Ask.OPTIONS)))
    assert r.seat == "BB" and CHECK not in r.options


def test_bb_saying_check_facing_an_unknown_all_in_may_only_fold_or_call():
    r = rule(_bb_after(all_in("UTG"), fold("BTN"), fold("SB"), check("BB"), question=Question()))
    assert (r.action, r.options) == (None, (FOLD, CALL))
    assert r.rules[0] == "tda-2024:55"


def test_post_flop_facing_an_unknown_all_in_is_fold_call_or_raise():
    s = street(
        Game.NLHE,
        (50, 100),
        Street.FLOP,
        seats("A", "B", "C"),
        all_in("A"),
        question=Question(Ask.OPTIONS, "B"),
    )
    r = rule(s)
    assert r.options == (FOLD, CALL, RAISE)


def test_facing_a_bet_left_to_the_td_is_never_offered_check():
    # 40-A: the TD determines A's bet; meanwhile B faces the chips (5000), not a check.
    s = _example_40a_1()
    r = rule(replace(s, events=s.events[:1], question=Question(Ask.OPTIONS, "B")))
    assert (r.seat, r.options, r.min_raise_to) == ("B", (FOLD, CALL, RAISE), 10000)


def test_bb_facing_a_raise_of_unsaid_amount_is_never_offered_check():
    r = rule(_bb_after(say("UTG", Verbal.RAISE), fold("BTN"), fold("SB")))
    assert r.options == (FOLD, CALL, RAISE)


# --- 5. 54-B: pre-flop pot-limit sizes assume full blinds ------------------------------------------------
def _plo(seated, *events, question=None, **situation):
    return Situation(
        Game.PLO,
        200,
        Street.PREFLOP,
        seated,
        tuple(events),
        small_blind=situation.pop("small_blind", 100),
        question=question or Question(),
        **situation,
    )


DEAD_SB = (Seat("UTG"), Seat("BTN"), Seat("BB", posted=200))


def test_54b_dead_small_blind_with_a_straddle_counts_the_missing_small_blind():
    # 100 (assumed) + 200 + 400 straddle = 700, call 400 makes 1100: the pot raise is to 1500.
    seated = (Seat("UTG+1"), Seat("BTN"), Seat("BB", posted=200), Seat("STR", posted=400))
    r = rule(_plo(seated, question=Question(Ask.MAX_BET)))
    assert (r.seat, r.total) == ("UTG+1", 1500)


def test_54b_dead_small_blind_with_the_small_blind_not_given_assumes_half_the_big_blind():
    r = rule(_plo(DEAD_SB, say("UTG", Verbal.POT), small_blind=None))
    assert (r.action, r.total) == (RAISE, 700)
    assert AssumptionCode.FULL_BLINDS in codes(r.assumptions)


def test_54b_max_bet_question_reports_the_full_blinds_assumption():
    r = rule(_plo(DEAD_SB, question=Question(Ask.MAX_BET)))
    assert r.total == 700
    assert r.rules[0] == "tda-2024:54-B"
    assert AssumptionCode.FULL_BLINDS in codes(r.assumptions)


def test_54b_dead_small_blind_limp_then_pot_and_re_pot():
    assert rule(_plo(DEAD_SB, call("UTG"), say("BTN", Verbal.POT))).total == 900
    assert rule(_plo(DEAD_SB, say("UTG", Verbal.POT), say("BTN", Verbal.POT))).total == 2400


def test_54b_a_raise_over_the_pot_with_a_dead_small_blind_is_cut_to_700():
    r = rule(_plo(DEAD_SB, raise_to("UTG", 1000)))
    assert (r.action, r.total) == (RAISE, 700)
    assert "tda-2024:54-B" in r.rules
    assert AssumptionCode.FULL_BLINDS in codes(r.assumptions)


def test_54b_short_all_in_small_blind_then_limp_then_pot():
    seated = (Seat("UTG"), Seat("HJ"), Seat("SB", posted=60, stack=0), Seat("BB", posted=200))
    r = rule(_plo(seated, call("UTG"), say("HJ", Verbal.POT)))
    assert r.total == 900


# --- 6. the excess over the ruled wager is returned -------------------------------------------------------
def test_55a_call_on_the_big_blind_option_with_a_chip_is_a_check_and_the_chip_comes_back():
    s = street(
        Game.NLHE,
        (50, 100),
        Street.PREFLOP,
        preflop_seats("UTG", "SB", "BB", sb=50, bb=100),
        call("UTG"),
        call("SB"),
        say("BB", Verbal.CALL, None, 100, order=Order.VERBAL_FIRST),
    )
    r = rule(s)
    assert (r.action, r.total, r.returned) == (CHECK, 100, 100)


def test_check_declared_first_then_chips_not_facing_a_bet_returns_the_chips():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B"),
        say("A", Verbal.CHECK, None, 500, order=Order.VERBAL_FIRST),
    )
    r = rule(s)
    assert (r.action, r.total, r.returned) == (CHECK, 0, 500)


def test_chips_added_after_an_undercall_complete_the_call_and_the_excess_comes_back():
    s = street(
        Game.NLHE,
        (200, 400),
        Street.FLOP,
        seats("O", "A", "B", "C"),
        bet("O", 400),
        raise_to("A", 1200),
        silent("B", 500),
        silent("B", 1000),
    )
    r = rule(s)
    assert (r.seat, r.action, r.total, r.returned) == ("B", CALL, 1200, 300)


def test_a_declared_call_with_too_many_chips_returns_the_rest():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C"),
        bet("A", 600),
        say("B", Verbal.CALL, None, 1000, 500, order=Order.VERBAL_FIRST),
    )
    r = rule(s)
    assert (r.action, r.total, r.returned) == (CALL, 600, 900)


# --- 7. 56: a string bet is ruled on the first motion ----------------------------------------------------
def _facing_600(event: Event, players=("A", "B")):
    return street(Game.NLHE, (100, 200), Street.TURN, seats(*players), bet("A", 600), event)


def test_56_first_motion_short_of_the_call_then_more_chips_is_a_call_300_back():
    r = rule(_facing_600(silent("B", 500, added_chips=(400,))))
    assert (r.action, r.total, r.returned, r.floor) == (CALL, 600, 300, False)
    assert r.rules[:2] == ids("56", "42")
    assert QuestionCode.LAST_CHIPS not in codes(r.questions)


def test_56_string_call_completed_multiway_facing_a_raise_is_still_a_call():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.TURN,
        seats("O", "A", "B", "C"),
        bet("O", 300),
        raise_to("A", 600),
        silent("B", 500, added_chips=(400,)),
    )
    r = rule(s)
    assert (r.action, r.total, r.returned, r.floor) == (CALL, 600, 300, False)


def test_56_declared_call_then_two_motions_returns_only_the_excess():
    r = rule(_facing_600(say("B", Verbal.CALL, None, 500, added_chips=(400,), order=Order.VERBAL_FIRST)))
    assert (r.action, r.total, r.returned) == (CALL, 600, 300)


def test_56_raise_said_first_motion_short_of_a_min_raise_then_more_chips():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("1", "5"),
        bet("1", 1200),
        say("5", Verbal.RAISE, None, 2000, added_chips=(2000,), order=Order.VERBAL_FIRST),
    )
    r = rule(s)
    assert (r.action, r.total, r.returned) == (RAISE, 2400, 1600)
    assert r.rules[:2] == ids("56", "42")


def test_56_first_motion_a_call_the_second_motion_all_comes_back():
    r = rule(_facing_600(silent("B", 500, 100, added_chips=(500, 100))))
    assert (r.action, r.total, r.returned) == (CALL, 600, 600)


def test_56_bet_not_facing_a_bet_is_the_first_motion():
    s = street(Game.NLHE, (100, 200), Street.TURN, seats("A", "B"), silent("A", 500, added_chips=(500,)))
    r = rule(s)
    assert (r.action, r.total, r.returned) == (BET, 500, 500)


def test_56_both_motions_short_of_the_call_are_an_undercall():
    # Heads-up: an undercall is a full call (51-B); nothing comes back.
    r = rule(_facing_600(silent("B", 200, added_chips=(200,))))
    assert (r.action, r.total, r.returned) == (CALL, 600, 0)
    assert "tda-2024:51-B" in r.rules


def test_56_first_motion_multiple_chips_reaching_the_50_percent_standard():
    # 1000 facing 600, a 100 chip not needed (45-B): 400 over a 600 minimum raise (>= 300) must be a raise
    # to 1200; with the 400 of the second motion 1400 are out: 200 back.
    r = rule(_facing_600(silent("B", 500, 100, 100, 100, 100, 100, added_chips=(400,))))
    assert (r.action, r.total, r.returned) == (RAISE, 1200, 200)
    # Two 500s facing 600: every chip needed (45-A), a call; the 400 and the 400 over the call come back.
    r = rule(_facing_600(silent("B", 500, 500, added_chips=(400,))))
    assert (r.action, r.total, r.returned) == (CALL, 600, 800)


# --- 8. 43-A: the minimum raise is the largest full bet or raise of the round ---------------------------
def _several_raises(*more, question=None):
    return street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C", "D", "E"),
        bet("A", 600),
        raise_to("B", 1600),
        all_in("C", 2000),
        *more,
        question=question,
    )


def test_43a_after_a_short_all_in_the_minimum_stays_the_largest_raise():
    assert rule(_several_raises(question=Question(Ask.MIN_RAISE, "D"))).min_raise_to == 3000


def test_43a_silent_chips_after_a_short_all_in_use_the_largest_raise_for_the_50_percent_standard():
    r = rule(_several_raises(silent("D", 1000, 1000, 500)))  # 500 over 2000: 50% of 1000
    assert (r.action, r.total) == (RAISE, 3000)
    r = rule(_several_raises(silent("D", 1000, 1000, 100, 100, 100, 100)))  # 400 over: a call
    assert (r.action, r.total, r.returned) == (CALL, 2000, 400)


def test_43a_declared_raise_below_the_minimum_after_a_short_all_in_is_made_a_full_raise():
    r = rule(_several_raises(raise_to("D", 2600)))
    assert (r.action, r.total) == (RAISE, 3000)


def test_43a_several_full_raises_then_a_short_all_in():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C", "D", "E"),
        bet("A", 200),
        raise_to("B", 1200),
        raise_to("C", 2200),
        all_in("D", 2500),
        question=Question(Ask.MIN_RAISE, "E"),
    )
    assert rule(s).min_raise_to == 3500


def test_43a_preflop_raise_reraise_then_short_all_in():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.PREFLOP,
        preflop_seats("UTG", "HJ", "CO", "BTN", "SB", "BB", sb=100, bb=200),
        raise_to("UTG", 600),
        raise_to("HJ", 1500),
        all_in("CO", 1800),
        question=Question(Ask.MIN_RAISE, "BTN"),
    )
    assert rule(s).min_raise_to == 2700  # 1800 + the 900 re-raise


# --- 9. cases the rules leave to the TD ------------------------------------------------------------------
def test_40a_unclear_verbal_amount_without_chips_goes_to_the_floor():
    s = street(
        Game.NLHE,
        (1000, 2000),
        Street.RIVER,
        seats("A", "B"),
        say("A", Verbal.AMOUNT, 42000, clear=False),
    )
    r = rule(s)
    assert (r.action, r.floor, r.floor_reason) == (None, True, FloorReason.UNCLEAR_BET)
    assert r.rules[:2] == ids("40-A", "1")


def _example_40a_1(question=None):
    """Addendum 40-A Example 1: A says "forty-two thousand" (not heard by all), pushes a 5k chip; B calls."""
    return street(
        Game.NLHE,
        (1000, 2000),
        Street.RIVER,
        seats("A", "B"),
        say("A", Verbal.AMOUNT, 42000, 5000, clear=False, order=Order.VERBAL_FIRST),
        silent("B", 5000),
        question=question,
    )


def test_addendum_40a_example_1_as_reported_rules_on_the_unclear_bet():
    r = rule(_example_40a_1())
    assert (r.seat, r.floor, r.floor_reason) == ("A", True, FloorReason.UNCLEAR_BET)
    assert r.rules[:2] == ids("40-A", "1")


def test_addendum_40a_example_1_the_call_of_the_unclear_bet_is_for_the_td_too():
    r = rule(_example_40a_1(Question(event=1)))
    assert (r.seat, r.floor, r.floor_reason) == ("B", True, FloorReason.UNCLEAR_BET)
    assert r.rules[0] == "tda-2024:40-A"
    assert r.total == 5000  # the chips' reading while the TD decides


def _conditional(*more, question=None):
    """59-A: seat 3 tells seat 6 "if you bet, I'll raise"; seat 6 bets 1000."""
    return street(
        Game.NLHE,
        (200, 400),
        Street.FLOP,
        seats("3", "6"),
        say("3", Verbal.RAISE, conditional=True),
        bet("6", 1000),
        *more,
        question=question,
    )


def test_59a_conditional_statement_is_what_the_report_asks_about():
    r = rule(_conditional())
    assert (r.seat, r.floor, r.floor_reason) == ("3", True, FloorReason.CONDITIONAL)
    assert r.rules[0] == "tda-2024:59-A"


def test_59a_the_player_acting_after_a_conditional_statement_is_at_td_discretion():
    r = rule(_conditional(call("3"), question=Question(event=2)))
    assert (r.seat, r.floor, r.floor_reason) == ("3", True, FloorReason.CONDITIONAL)
    assert r.rules[0] == "tda-2024:59-A"


def test_59a_options_of_a_player_who_made_a_conditional_statement_go_to_the_floor():
    r = rule(_conditional(question=Question(Ask.OPTIONS, "3")))
    assert (r.seat, r.options) == ("3", (FOLD, CALL, RAISE))
    assert (r.floor, r.floor_reason) == (True, FloorReason.CONDITIONAL)
    assert r.rules[0] == "tda-2024:59-A"


def test_59a_a_conditional_statement_is_no_action_in_turn():
    r = rule(_conditional(question=Question(event=1)))
    assert (r.seat, r.action, r.total, r.decision) == ("6", BET, 1000, None)
    assert "tda-2024:53-A" not in r.rules


# --- 10. 53-A: out of turn -------------------------------------------------------------------------------
def _oot(*events, question=None):
    return street(
        Game.NLHE,
        (50, 100),
        Street.FLOP,
        seats("3", "4", "5", "6", "7"),
        *events,
        question=question,
    )


SKIPPED_5 = ("skipped_player_action", (("seat", "5"),))


def _skipped(r) -> list:
    return [(n.code.value, n.params) for n in r.questions if n.code is QuestionCode.SKIPPED_PLAYER_ACTION]


@pytest.mark.parametrize(
    ("oot", "action", "total"),
    [(call("6"), CALL, 300), (raise_to("6", 800), RAISE, 800)],
    ids=["call", "raise"],
)
def test_53a_oot_action_before_the_skipped_player_acts_is_not_final(oot, action, total):
    r = rule(_oot(bet("3", 300), fold("4"), oot))
    assert (r.seat, r.action, r.total, r.decision) == ("6", action, total, None)
    assert r.rules[0] == "tda-2024:53-A"
    assert _skipped(r) == [SKIPPED_5]


def test_53a_oot_check_before_the_skipped_player_acts_asks_what_he_did():
    r = rule(_oot(check("3"), check("4"), check("6")))
    assert (r.seat, r.action, r.decision) == ("6", CHECK, None)
    assert _skipped(r) == [SKIPPED_5]


def test_53a_binding_once_the_skipped_player_calls_asks_nothing():
    r = rule(_oot(bet("3", 300), fold("4"), call("6"), call("5")))
    assert (r.seat, r.decision) == ("6", Decision.BINDING)
    assert _skipped(r) == []


def test_53a_two_seats_skipped_one_folds_the_ruling_is_on_the_oot_raise_still_waiting():
    r = rule(_oot(bet("3", 300), raise_to("6", 800), fold("4")))
    assert (r.seat, r.action, r.total, r.decision) == ("6", RAISE, 800, None)
    assert _skipped(r) == [SKIPPED_5]


def test_53a_two_seats_skipped_both_act_without_changing_the_action():
    r = rule(_oot(bet("3", 300), raise_to("6", 800), fold("4"), call("5")))
    assert (r.seat, r.action, r.total, r.decision) == ("6", RAISE, 800, Decision.BINDING)


def test_53a_skipped_seat_raising_frees_the_oot_caller():
    r = rule(_oot(bet("3", 300), raise_to("6", 800), fold("4"), raise_to("5", 900)))
    assert (r.seat, r.decision, r.returned) == ("6", Decision.NOT_BINDING, 800)


def test_53a_oot_fold_is_binding_and_asks_nothing():
    r = rule(_oot(bet("3", 300), fold("5")))
    assert (r.action, r.decision) == (FOLD, Decision.BINDING)
    assert _skipped(r) == []


def test_53a_a_question_naming_the_skipped_seat_is_about_it():
    s = _oot(bet("3", 300), raise_to("6", 800), fold("4"), call("5"))
    r = rule(replace(s, question=Question(event=3)))
    assert (r.seat, r.action) == ("5", CALL)
    r = rule(_oot(bet("3", 300), fold("4"), call("6"), question=Question(Ask.OPTIONS, "5")))
    assert (r.seat, r.options) == ("5", (FOLD, CALL, RAISE))


def test_53a_options_asked_for_no_one_while_an_oot_action_waits_are_about_the_oot_player():
    r = rule(_oot(bet("3", 300), fold("4"), call("6"), question=Question(Ask.OPTIONS)))
    assert (r.seat, r.action, r.decision) == ("6", CALL, None)
    assert _skipped(r) == [SKIPPED_5]
