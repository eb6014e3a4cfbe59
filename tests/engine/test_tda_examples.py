"""Every worked example of the TDA 2024 text (rules 40-62 and the Illustration Addendum), as engine tests.

Each test builds the structured Situation a parser would build from the example and asserts the ruling:
action, total, returned, min_raise_to, options, cited rules (most relevant first) and the floor flag.
"""

import pytest

from rules_engine import (
    Action,
    Ask,
    AssumptionCode,
    Decision,
    Event,
    FloorReason,
    Game,
    Order,
    PriorChips,
    Question,
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


def ids(*parts: str, edition: str = "tda-2024") -> tuple[str, ...]:
    return tuple(f"{edition}:{p}" for p in parts)


def ask(kind: Ask, seat: str | None = None) -> Question:
    return Question(ask=kind, seat=seat)


# --- 40-A: verbal and chips -------------------------------------------------------------------------------
def test_addendum_40a_example_1_unclear_verbal_goes_to_the_floor():
    s = street(
        Game.NLHE,
        (1000, 2000),
        Street.RIVER,
        seats("A", "B"),
        say("A", Verbal.AMOUNT, 42000, 5000, clear=False, order=Order.VERBAL_FIRST),
        question=Question(event=0),
    )
    r = rule(s)
    assert r.floor and r.floor_reason is FloorReason.UNCLEAR_BET
    assert r.rules[:2] == ids("40-A", "1")
    assert r.action is None and r.total is None


def test_40a_clear_verbal_first_defines_the_bet_over_the_chips():
    s = street(
        Game.NLHE,
        (1000, 2000),
        Street.RIVER,
        seats("A", "B"),
        say("A", Verbal.AMOUNT, 42000, 5000, order=Order.VERBAL_FIRST),
    )
    r = rule(s)
    assert (r.action, r.total, r.returned, r.floor) == (BET, 42000, 0, False)
    assert r.rules[0] == "tda-2024:40-A"


def overchip_with_raise(order: Order | None):
    """B faces a 400 bet, says "raise" and pushes a 1000 chip; `order` says which came first."""
    return street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C"),
        bet("A", 400),
        say("B", Verbal.RAISE, None, 1000, order=order),
    )


@pytest.mark.parametrize(
    ("order", "action", "total", "returned", "min_raise_to"),
    [(Order.VERBAL_FIRST, RAISE, 1000, 0, 1600), (Order.CHIPS_FIRST, CALL, 400, 600, 800)],
)
def test_40a_44_raise_declared_before_the_overchip_lands_raises_the_chip_after_it_is_a_call(
    order, action, total, returned, min_raise_to
):
    r = rule(overchip_with_raise(order))
    assert (r.action, r.total, r.returned, r.min_raise_to) == (action, total, returned, min_raise_to)
    # 41-C for the call; the raise to the chip's value is checked against the minimum raise (43-A)
    assert r.rules == ids("40-A", "44") + (ids("41") if action is CALL else ids("43-A"))


def test_40a_order_not_reported_asks_whether_raise_came_first():
    r = rule(overchip_with_raise(None)).to_contract()
    assert r["ruling"]["action"] == "raise" and r["ruling"]["total"] == 1000
    assert r["assumptions"] == ["verbal_and_chips_simultaneous"]
    assert r["questions"] == ["raise_declared_before_chips:seat=B"]


# --- 41: calling, tiny chip -------------------------------------------------------------------------------
def test_41_tiny_silent_chip_is_at_td_discretion(tiny_chip_41):
    r = rule(tiny_chip_41)
    assert r.floor and r.floor_reason is FloorReason.TINY_CHIP
    assert r.action is None and r.options == (FOLD, CALL)
    assert r.rules == ids("41", "51-B", "40-A", "1")


def test_41_pushing_chips_equal_to_the_call_is_a_call():
    s = street(Game.NLHE, (100, 200), Street.TURN, seats("A", "B"), bet("A", 600), silent("B", 500, 100))
    r = rule(s)
    assert (r.action, r.total, r.returned, r.floor) == (CALL, 600, 0, False)
    assert r.rules == ids("45-A", "41", "40-A")


# --- 43: raise amounts ------------------------------------------------------------------------------------
def test_43a_example_fourteen_hundred_declared_facing_1000_is_a_call(fourteen_hundred_43a):
    r = rule(fourteen_hundred_43a)
    assert (r.action, r.total) == (CALL, 1000)
    assert r.rules == ids("40-C", "45-B", "43-A")


def test_43a_example_silent_1400_facing_1000_is_a_call_and_400_returned():
    s = street(
        Game.NLHE,
        (200, 400),
        Street.FLOP,
        seats("A", "B", "C"),
        bet("A", 1000),
        silent("B", 1000, 100, 100, 100, 100),
    )
    r = rule(s)
    assert (r.action, r.total, r.returned) == (CALL, 1000, 400)
    assert r.rules == ids("45-B", "43-A", "40-A")


def test_43a_example_raise_declared_first_then_1400_is_a_min_raise():
    s = street(
        Game.NLHE,
        (200, 400),
        Street.FLOP,
        seats("A", "B", "C"),
        bet("A", 1000),
        say("B", Verbal.RAISE, 1400),
    )
    r = rule(s)
    assert (r.action, r.total) == (RAISE, 2000)
    assert r.rules == ids("43-B", "43-A", "52-A", "40-B")  # a declared underraise is corrected (52-A)


def test_43b_example_raise_eight_thousand_is_the_total(raise_eight_thousand_43b):
    r = rule(raise_eight_thousand_43b)
    assert (r.action, r.total, r.min_raise_to) == (RAISE, 8000, 14000)
    assert r.rules == ids("43-B", "40-B")


def test_addendum_43_example_1_min_raise_is_the_last_increment():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C", "D"),
        bet("A", 600),
        raise_to("B", 1600),
        raise_to("C", 3600),
        question=ask(Ask.MIN_RAISE, "D"),
    )
    r = rule(s)
    assert r.min_raise_to == 5600
    assert r.options == (FOLD, CALL, RAISE)
    assert r.rules == ids("43-A")


def test_addendum_43_example_2_short_all_in_does_not_raise_the_minimum():
    s = street(
        Game.NLHE,
        (50, 100),
        Street.PREFLOP,
        preflop_seats("A", "B", "SB", "BB", sb=50, bb=100),
        all_in("A", 150),
        question=ask(Ask.MIN_RAISE, "B"),
    )
    assert rule(s).min_raise_to == 250


def test_addendum_43_example_3_two_500s_on_a_300_bet_raise_to_1000():
    s = street(Game.NLHE, (100, 200), Street.TURN, seats("A", "B", "C"), bet("A", 300), silent("B", 500, 500))
    r = rule(s)
    assert (r.action, r.total, r.returned, r.min_raise_to) == (RAISE, 1000, 0, 1700)
    assert r.rules == ids("45-B", "43-A", "40-A")


def test_addendum_43_example_4a():
    s = street(
        Game.NLHE,
        (25, 50),
        Street.PREFLOP,
        preflop_seats("A", "B", "C", "D", "SB", "BB", sb=25, bb=50),
        raise_to("A", 125),
        raise_to("B", 200),
        raise_to("C", 500),
        question=ask(Ask.MIN_RAISE, "D"),
    )
    assert rule(s).min_raise_to == 800


def test_addendum_43_example_4b():
    s = street(
        Game.NLHE,
        (25, 50),
        Street.PREFLOP,
        preflop_seats("A", "B", "C", "D", "SB", "BB", sb=25, bb=50),
        raise_to("A", 500),
        call("B"),
        call("C"),
        question=ask(Ask.MIN_RAISE, "D"),
    )
    assert rule(s).min_raise_to == 950


# --- 44: overchips ----------------------------------------------------------------------------------------
def test_44_silent_overchip_facing_a_bet_is_a_call():
    s = street(Game.NLHE, (100, 200), Street.FLOP, seats("A", "B"), bet("A", 600), silent("B", 5000))
    r = rule(s)
    assert (r.action, r.total, r.returned) == (CALL, 600, 4400)
    assert r.rules == ids("44", "41", "40-A")


def test_44_silent_overchip_facing_the_big_blind_is_a_call():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.PREFLOP,
        preflop_seats("UTG", "SB", "BB", sb=100, bb=200),
        silent("UTG", 1000),
    )
    r = rule(s)
    assert (r.action, r.total, r.returned) == (CALL, 200, 800)


def test_44_silent_overchip_not_facing_a_bet_is_a_bet_of_the_chip():
    s = street(Game.NLHE, (100, 200), Street.FLOP, seats("A", "B"), silent("A", 1000))
    r = rule(s)
    assert (r.action, r.total, r.min_raise_to) == (BET, 1000, 2000)
    assert r.rules == ids("44", "40-A")


def test_44_last_chip_overchip_is_a_call_not_all_in():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B", stacks={"B": 1000}),
        bet("A", 600),
        silent("B", 1000),
    )
    r = rule(s)
    assert (r.action, r.total, r.returned) == (CALL, 600, 400)


# --- 45: multiple chips -----------------------------------------------------------------------------------
def test_45a_example_1_500_and_1000_on_1100_is_a_call(multi_chip_45a_1):
    r = rule(multi_chip_45a_1)
    assert (r.action, r.total, r.returned) == (CALL, 1100, 400)
    assert r.rules == ids("45-A", "41", "40-A")


def test_45a_example_2_last_two_1000s_on_1050_is_a_call(last_chips_45a_2):
    r = rule(last_chips_45a_2)
    assert (r.action, r.total, r.returned) == (CALL, 1050, 950)
    assert r.rules == ids("45-A", "41", "40-A")


def test_45a_example_2_raise_declared_first_makes_it_all_in():
    s = street(
        Game.NLHE,
        (25, 50),
        Street.FLOP,
        seats("A", "B", stacks={"B": 2000}),
        bet("A", 1050),
        say("B", Verbal.RAISE, None, 1000, 1000, order=Order.VERBAL_FIRST),
    )
    r = rule(s)
    assert (r.action, r.total) == (Action.ALL_IN, 2000)


def test_addendum_45_example_1a_two_1000s_on_1200_is_a_call():
    s = street(Game.NLHE, (100, 200), Street.FLOP, seats("A", "B"), bet("A", 1200), silent("B", 1000, 1000))
    r = rule(s)
    assert (r.action, r.total, r.returned) == (CALL, 1200, 800)
    assert r.rules == ids("45-A", "41", "40-A")


def _utg_plus_1(*chips: int) -> Event:
    return silent("UTG+1", *chips)


def test_addendum_45_example_1b_500_and_1000_on_1100_is_a_call(utg_raises_to_1100):
    r = rule(utg_raises_to_1100(_utg_plus_1(500, 1000)))
    assert (r.action, r.total, r.returned, r.min_raise_to) == (CALL, 1100, 400, 1700)
    assert r.rules == ids("45-A", "41", "40-A")
    assert r.to_contract()["assumptions"] == ["no_verbal_declaration"]


def test_addendum_45_example_2_1000_and_five_100s_is_a_min_raise_to_1700(utg_raises_to_1100):
    r = rule(utg_raises_to_1100(_utg_plus_1(1000, 100, 100, 100, 100, 100)))
    # min_raise_to: the smallest legal raise-to for the player asked about, whose raise is completed to it
    assert (r.action, r.total, r.returned, r.min_raise_to) == (RAISE, 1700, 0, 1700)
    assert r.rules == ids("45-B", "43-A", "40-A")
    assert "last_chips:seat=UTG+1" in r.to_contract()["questions"]


def test_addendum_45_example_3_1000_and_three_100s_is_a_call_200_returned(utg_raises_to_1100):
    r = rule(utg_raises_to_1100(_utg_plus_1(1000, 100, 100, 100)))
    assert (r.action, r.total, r.returned) == (CALL, 1100, 200)
    assert r.rules == ids("45-B", "43-A", "40-A")


def test_addendum_45_example_3_with_last_chips_is_all_in(utg_raises_to_1100):
    r = rule(utg_raises_to_1100(_utg_plus_1(1000, 100, 100, 100), stacks={"UTG+1": 1300}))
    assert (r.action, r.total, r.returned) == (Action.ALL_IN, 1300, 0)
    assert r.rules == ids("45-B", "40-A")
    assert r.questions == ()


def _opens_1400(*chips: int, stacks: dict[str, int] | None = None):
    return street(
        Game.NLHE,
        (200, 400),
        Street.FLOP,
        seats("A", "B", "C", stacks=stacks),
        bet("A", 1400),
        silent("B", *chips),
    )


def test_addendum_45_example_4a_mandatory_min_raise_to_2800():
    r = rule(_opens_1400(1000, 500, 500, 500))
    assert (r.action, r.total, r.returned) == (RAISE, 2800, 0)
    assert r.rules == ids("45-B", "43-A", "40-A")


def test_addendum_45_example_4b_short_of_the_threshold_is_a_call():
    r = rule(_opens_1400(1000, 500, 500))
    assert (r.action, r.total, r.returned) == (CALL, 1400, 600)


def test_addendum_45_example_4_note_last_chips_are_all_in_either_way():
    for chips in ((1000, 500, 500, 500), (1000, 500, 500)):
        r = rule(_opens_1400(*chips, stacks={"B": sum(chips)}))
        assert (r.action, r.total, r.returned) == (Action.ALL_IN, sum(chips), 0)


def test_45b_last_chips_reported_without_a_stack_are_all_in():
    s = street(
        Game.NLHE,
        (200, 400),
        Street.FLOP,
        seats("A", "B", "C"),
        bet("A", 1400),
        silent("B", 1000, 500, 500, last_chips=True),
    )
    r = rule(s)
    assert (r.action, r.total) == (Action.ALL_IN, 2000)


# --- 46: prior-bet chips not pulled in --------------------------------------------------------------------


def test_addendum_46_situation_1_1_overchip_onto_prior_chips_is_a_call(bb_faces_a_raise):
    r = rule(bb_faces_a_raise(silent("BB", 1000, prior_chips=PriorChips.LEFT_ALONE)))
    assert (r.action, r.total, r.returned) == (CALL, 600, 450)
    assert r.rules == ids("46-C", "44", "41", "40-A")


def test_addendum_46_situation_1_2a_two_500s_are_a_call(bb_faces_a_raise):
    r = rule(bb_faces_a_raise(silent("BB", 500, 500, prior_chips=PriorChips.LEFT_ALONE)))
    assert (r.action, r.total, r.returned) == (CALL, 600, 450)
    assert r.rules == ids("46-C", "45-A", "41", "40-A")


def test_addendum_46_situation_1_2b_100_and_500_are_a_call(bb_faces_a_raise):
    r = rule(bb_faces_a_raise(silent("BB", 100, 500, prior_chips=PriorChips.LEFT_ALONE)))
    assert (r.action, r.total, r.returned) == (CALL, 600, 50)


def test_addendum_46_situation_1_3_1000_and_500_is_a_raise_to_1550(bb_faces_a_raise):
    r = rule(bb_faces_a_raise(silent("BB", 1000, 500, prior_chips=PriorChips.LEFT_ALONE)))
    assert (r.action, r.total, r.returned) == (RAISE, 1550, 0)
    assert r.rules == ids("46-C", "45-B", "43-A", "40-A")


def test_46_prior_chips_not_reported_are_assumed_left_alone(bb_faces_a_raise):
    r = rule(bb_faces_a_raise(silent("BB", 1000, 500)))
    assert (r.action, r.total) == (RAISE, 1550)
    assert "prior_chips_left_alone:seat=BB" in r.to_contract()["assumptions"]


def test_addendum_46_situation_2_1_pull_back_and_overchip_is_a_call(bb_faces_a_raise):
    r = rule(bb_faces_a_raise(silent("BB", 1000, prior_chips=PriorChips.PULLED_BACK)))
    assert (r.action, r.total, r.returned) == (CALL, 600, 400)
    assert r.rules == ids("46-C", "44", "41", "40-A")


def test_addendum_46_situation_2_2_pull_back_and_multiple_chips_is_a_rule_45_bet(bb_faces_a_raise):
    r = rule(bb_faces_a_raise(silent("BB", 1000, 500, prior_chips=PriorChips.PULLED_BACK)))
    assert (r.action, r.total, r.returned) == (RAISE, 1500, 0)
    assert r.rules == ids("46-C", "45-B", "43-A", "40-A")
    r = rule(bb_faces_a_raise(silent("BB", 500, 500, prior_chips=PriorChips.PULLED_BACK)))
    assert (r.action, r.total, r.returned) == (CALL, 600, 400)


def test_addendum_46_situation_3_partly_pulled_back_is_a_rule_45_bet(bb_faces_a_raise):
    left_25 = {"prior_chips": PriorChips.PARTLY_PULLED_BACK, "prior_kept": 25}
    r = rule(bb_faces_a_raise(silent("BB", 1000, **left_25)))
    assert (r.action, r.total, r.returned) == (RAISE, 1150, 0)
    assert r.rules == ids("46-C", "45-B", "43-A", "40-A")
    r = rule(bb_faces_a_raise(silent("BB", 500, 100, **left_25)))
    assert (r.action, r.total, r.returned) == (CALL, 600, 25)


def test_addendum_46_situation_4_prior_1k_chip_covers_the_raise(bb_faces_a_raise):
    def bb_adds(*chips: int, prior=PriorChips.LEFT_ALONE):
        event = silent("BB", *chips, prior_chips=prior)
        return bb_faces_a_raise(event, raise_total=700, blinds=(50, 100), bb_chips=(1000,))

    r = rule(bb_adds(500))
    assert (r.action, r.total, r.returned) == (RAISE, 1500, 0)
    assert r.rules == ids("46-C", "45-B", "43-A", "40-A")
    r = rule(bb_adds(500, prior=PriorChips.PULLED_BACK))
    assert (r.action, r.total) == (RAISE, 1500)
    r = rule(bb_adds(100))
    assert (r.action, r.total, r.returned) == (RAISE, 1300, 0)


def test_addendum_46_situation_5_combined_push_is_a_rule_45_bet_of_all_chips(bb_faces_a_raise):
    r = rule(bb_faces_a_raise(silent("BB", 1000, 500, prior_chips=PriorChips.COMBINED)))
    assert (r.action, r.total) == (RAISE, 1550)


# --- 47: re-opening ---------------------------------------------------------------------------------------
def _example_1(*more):
    return street(
        Game.NLHE,
        (50, 100),
        Street.FLOP,
        seats("A", "B", "C", "D", "E", stacks={"B": 125, "D": 200}),
        bet("A", 100),
        all_in("B"),
        call("C"),
        all_in("D"),
        call("E"),
        *more,
        question=ask(Ask.OPTIONS),
    )


def test_addendum_47_example_1_cumulative_short_all_ins_reopen_for_a():
    r = rule(_example_1())
    assert r.seat == "A"
    assert r.options == (FOLD, CALL, RAISE)
    assert r.min_raise_to == 300
    assert r.rules == ids("47-A", "43-A")


def test_addendum_47_example_1a_c_faces_75_and_cannot_raise():
    r = rule(_example_1(call("A")))
    assert r.seat == "C"
    assert r.options == (FOLD, CALL)
    assert r.min_raise_to is None
    assert r.rules[0] == "tda-2024:47-A"


def test_addendum_47_example_1b_c_faces_a_full_raise_and_may_reraise():
    r = rule(_example_1(raise_to("A", 300)))
    assert r.seat == "C"
    assert r.options == (FOLD, CALL, RAISE)
    assert r.min_raise_to == 400


def test_addendum_47_example_2_min_raise_stays_the_last_full_bet():
    s = street(
        Game.NLHE,
        (50, 100),
        Street.FLOP,
        seats("A", "B", "C", "D", "E", "F", stacks={"B": 500, "C": 650, "D": 800}),
        bet("A", 300),
        all_in("B"),
        all_in("C"),
        all_in("D"),
        call("E"),
        question=ask(Ask.OPTIONS),
    )
    r = rule(s)
    assert r.seat == "F"
    assert (r.options, r.min_raise_to) == ((FOLD, CALL, RAISE), 1100)


def test_addendum_47_example_3a_big_blind_has_not_acted_and_may_raise(example_47_3):
    r = rule(example_47_3(question=ask(Ask.OPTIONS)))
    assert r.seat == "BB"
    assert (r.options, r.min_raise_to) == ((FOLD, CALL, RAISE), 11500)


def test_addendum_47_example_3a_after_bb_calls_a_cannot_raise(example_47_3):
    r = rule(example_47_3(call("BB"), question=ask(Ask.OPTIONS)))
    assert r.seat == "A"
    assert (r.options, r.min_raise_to) == ((FOLD, CALL), None)
    assert r.rules[0] == "tda-2024:47-A"


def test_addendum_47_example_3b_after_bb_min_raises_a_may_reraise(example_47_3):
    r = rule(example_47_3(raise_to("BB", 11500), question=ask(Ask.OPTIONS)))
    assert r.seat == "A"
    assert (r.options, r.min_raise_to) == ((FOLD, CALL, RAISE), 15500)


def test_47a_a_declared_raise_by_a_seat_not_reopened_is_a_call(example_47_3):
    r = rule(example_47_3(call("BB"), raise_to("A", 20000)))
    assert (r.action, r.total) == (CALL, 7500)
    assert r.rules == ids("47-A")


def test_addendum_47b_limit_half_bet_reopens_for_players_who_acted():
    def flop(all_in_total: int):
        return street(
            Game.LHE,
            (50, 100),
            Street.FLOP,
            seats("A", "B", "C", stacks={"B": all_in_total}),
            bet("A", 100),
            all_in("B"),
            call("C"),
            question=ask(Ask.OPTIONS),
        )

    r = rule(flop(140))
    assert r.seat == "A" and r.options == (FOLD, CALL)
    assert r.rules[0] == "tda-2024:47-B"
    r = rule(flop(150))
    assert r.options == (FOLD, CALL, RAISE) and r.min_raise_to == 250


# --- 51: binding declarations and undercalls --------------------------------------------------------------
def test_addendum_51_example_1_undercall_of_a_raise_multiway_is_td_discretion():
    s = street(
        Game.NLHE,
        (1000, 2000),
        Street.FLOP,
        seats("A", "B", "C", "D"),
        bet("A", 2000),
        raise_to("B", 8000),
        silent("C", 2000),
    )
    r = rule(s)
    assert r.floor and r.floor_reason is FloorReason.UNDERCALL
    assert (r.action, r.total, r.options) == (None, None, (FOLD, CALL))
    assert r.rules == ids("51-B", "40-A", "1")


def test_addendum_51_example_2_undercall_of_the_opening_bet_is_a_full_call():
    s = street(
        Game.NLHE, (1000, 2000), Street.FLOP, seats("A", "B", "C", "D"), bet("A", 8000), silent("B", 2000)
    )
    r = rule(s)
    assert (r.action, r.total, r.returned, r.floor) == (CALL, 8000, 0, False)
    assert r.rules == ids("51-B", "40-A")


def test_51b_undercall_heads_up_facing_a_raise_is_a_full_call():
    s = street(
        Game.NLHE,
        (1000, 2000),
        Street.FLOP,
        seats("A", "B"),
        bet("A", 2000),
        raise_to("B", 8000),
        silent("A", 1000, 1000),
    )
    r = rule(s)
    assert (r.action, r.total, r.floor) == (CALL, 8000, False)


def test_51b_big_blind_is_the_preflop_opener():
    s = street(
        Game.NLHE,
        (1000, 2000),
        Street.PREFLOP,
        preflop_seats("UTG", "CO", "SB", "BB", sb=1000, bb=2000),
        silent("UTG", 1000),
    )
    r = rule(s)
    assert (r.action, r.total, r.floor) == (CALL, 2000, False)


def test_addendum_51_example_3_verbal_call_commits_to_the_full_bet():
    s = street(
        Game.NLHE,
        (1000, 2000),
        Street.FLOP,
        seats("A", "B", "C", "D"),
        bet("A", 2000),
        raise_to("B", 8000),
        call("C"),
    )
    r = rule(s)
    assert (r.action, r.total, r.floor) == (CALL, 8000, False)
    assert r.rules == ids("51-A", "41")


def test_51a_call_declared_before_pushing_too_few_chips_is_a_full_call():
    s = street(
        Game.NLHE,
        (1000, 2000),
        Street.FLOP,
        seats("A", "B", "C", "D"),
        bet("A", 2000),
        raise_to("B", 8000),
        say("C", Verbal.CALL, None, 2000, order=Order.VERBAL_FIRST),
    )
    r = rule(s)
    assert (r.action, r.total, r.floor) == (CALL, 8000, False)
    assert r.rules == ids("40-A", "51-A", "41", "49")  # he called the bet the raise replaced


def test_51b_chips_pushed_before_saying_call_are_an_undercall():
    s = street(
        Game.NLHE,
        (1000, 2000),
        Street.FLOP,
        seats("A", "B", "C", "D"),
        bet("A", 2000),
        raise_to("B", 8000),
        say("C", Verbal.CALL, None, 2000, order=Order.CHIPS_FIRST),
    )
    r = rule(s)
    assert r.floor_reason is FloorReason.UNDERCALL
    assert r.rules == ids("40-A", "51-B", "1")


def test_addendum_51_example_4_undercaller_allowed_to_fold_forfeits_400():
    s = street(
        Game.NLHE,
        (200, 400),
        Street.FLOP,
        seats("O", "A", "B", "C"),
        bet("O", 400),
        raise_to("A", 1200),
        silent("B", 500),
        fold("B"),
    )
    r = rule(s)
    assert (r.seat, r.action, r.total, r.returned) == ("B", FOLD, 400, 100)
    assert r.floor and r.floor_reason is FloorReason.UNDERCALL
    assert r.rules[0] == "tda-2024:51-B"


def _undercalls_in_sequence(question: Question) -> Situation:
    return street(
        Game.NLHE,
        (1000, 2000),
        Street.FLOP,
        seats("A", "B", "C", "D", "E"),
        bet("A", 2000),
        raise_to("B", 8000),
        silent("C", 2000),
        silent("D", 2000),
        question=question,
    )


def test_51c_second_undercall_in_sequence_goes_to_the_td():
    r = rule(_undercalls_in_sequence(Question(event=3)))  # the second undercall asked about
    assert r.floor_reason is FloorReason.MULTIPLE_UNDERCALLS
    assert r.rules[0] == "tda-2024:51-C"


def test_51c_undercalls_in_sequence_with_nobody_named_back_up_to_the_first():
    """51-C: play backs up to the first undercaller, who corrects under 51-B (facing a raise multi-way, the
    TD's)."""
    r = rule(_undercalls_in_sequence(Question()))
    assert (r.seat, r.floor_reason) == ("C", FloorReason.UNDERCALL)
    assert r.rules[0] == "tda-2024:51-B"


# --- 52: underraises and pot-limit miscounts --------------------------------------------------------------
def _underraise(**situation):
    return street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C", "D", "E"),
        bet("A", 600),
        raise_to("B", 1000),
        call("C"),
        call("D"),
        fold("E"),
        question=Question(event=1),
        **situation,
    )


def test_52a_example_underraise_is_corrected_to_1200_on_the_street():
    r = rule(_underraise())
    assert (r.seat, r.action, r.total, r.decision) == ("B", RAISE, 1200, None)
    assert r.rules == ids("43-B", "43-A", "52-A", "40-B")


def test_52a_example_after_the_turn_the_error_stands():
    r = rule(_underraise(next_card_dealt=True))
    assert (r.action, r.total, r.decision) == (RAISE, 1000, Decision.BINDING)
    assert r.rules[0] == "tda-2024:52-A"


def _pot_count(quoted: int, *after, **situation):
    return street(
        Game.PLO,
        (500, 1000),
        Street.FLOP,
        seats("A", "B", "C", "D"),
        say("A", Verbal.POT, None, quoted, count_given=quoted),
        *after,
        pot=10500,
        question=Question(event=0),
        **situation,
    )


def test_addendum_52b_example_1_low_count_stands_after_substantial_action():
    r = rule(_pot_count(9500, fold("B"), call("C")))
    assert (r.action, r.total, r.decision) == (BET, 9500, Decision.BINDING)
    assert r.rules == ids("52-B", "54-C", "36")


def test_addendum_52b_example_2_low_count_corrected_before_substantial_action():
    r = rule(_pot_count(9500, fold("B")))
    assert (r.action, r.total) == (BET, 10500)
    assert r.rules[0] == "tda-2024:52-B"


def test_addendum_52b_example_3_illegal_overbet_reduced_for_all_on_the_street():
    r = rule(_pot_count(11500, fold("B"), call("C"), call("D")))
    assert (r.action, r.total) == (BET, 10500)
    assert r.rules[0] == "tda-2024:52-B"


def test_addendum_52b_example_3_overbet_stands_once_the_next_card_is_dealt():
    r = rule(_pot_count(11500, fold("B"), call("C"), call("D"), next_card_dealt=True))
    assert (r.total, r.decision) == (11500, Decision.BINDING)


# --- 53: out of turn --------------------------------------------------------------------------------------
def _oot_raise(*after):
    return street(
        Game.NLHE,
        (50, 100),
        Street.FLOP,
        seats("3", "4", "5", "6", "7"),
        bet("3", 300),
        fold("4"),
        say("6", Verbal.RAISE, 800, amount=800),
        *after,
        question=Question(event=2),
    )


def test_addendum_53a_example_1_oot_raise_waits_for_seat_5():
    r = rule(_oot_raise())
    assert (r.seat, r.action, r.total, r.decision) == ("6", RAISE, 800, None)
    assert r.rules[0] == "tda-2024:53-A"


def test_addendum_53a_example_1_binding_when_seat_5_calls():
    r = rule(_oot_raise(call("5")))
    assert (r.action, r.total, r.decision) == (RAISE, 800, Decision.BINDING)
    assert r.rules[0] == "tda-2024:53-A"


def test_addendum_53a_example_1_binding_when_seat_5_folds():
    assert rule(_oot_raise(fold("5"))).decision is Decision.BINDING


def test_addendum_53a_example_1_not_binding_when_seat_5_raises():
    r = rule(_oot_raise(raise_to("5", 600)))
    assert (r.action, r.total, r.returned, r.decision) == (None, 0, 800, Decision.NOT_BINDING)
    assert r.options == (FOLD, CALL, RAISE)
    assert r.min_raise_to == 900


def _oot_check(*after):
    return street(
        Game.NLHE,
        (50, 100),
        Street.FLOP,
        seats("3", "4", "5", "6", "7"),
        check("3"),
        check("4"),
        check("6"),
        *after,
        question=Question(event=2),
    )


def test_addendum_53a_example_2_oot_check_binding_when_seat_5_checks():
    r = rule(_oot_check(check("5")))
    assert (r.action, r.decision) == (CHECK, Decision.BINDING)


def test_addendum_53a_example_2_oot_check_not_binding_when_seat_5_bets():
    r = rule(_oot_check(bet("5", 300)))
    assert r.decision is Decision.NOT_BINDING
    assert (r.options, r.min_raise_to) == ((FOLD, CALL, RAISE), 600)


def test_53a_oot_fold_is_binding():
    s = street(Game.NLHE, (50, 100), Street.FLOP, seats("3", "4", "5"), bet("3", 300), fold("5"))
    r = rule(s)
    assert (r.action, r.decision) == (FOLD, Decision.BINDING)
    assert r.rules[:2] == ids("53-A", "58")


def test_addendum_53b_example_1_substantial_action_oot_binds_and_floor_rules_on_seat_4():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.PREFLOP,
        preflop_seats("3", "4", "5", "6", "SB", "BB", sb=100, bb=200),
        raise_to("3", 600),
        call("5"),
        fold("6"),
        question=Question(event=1),
    )
    r = rule(s)
    assert (r.seat, r.action, r.total, r.decision) == ("5", CALL, 600, Decision.BINDING)
    assert r.floor and r.floor_reason is FloorReason.SKIPPED_PLAYER
    assert r.rules[:3] == ids("53-A", "53-B", "36")


def test_addendum_53b_example_2_turn_check_and_call_oot_skip_seat_4():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.TURN,
        seats("3", "4", "5", "6"),
        bet("3", 600),
        check("5"),
        call("6"),
    )
    r = rule(s)
    assert (r.seat, r.action, r.decision) == ("6", CALL, Decision.BINDING)
    assert r.floor_reason is FloorReason.SKIPPED_PLAYER


# --- 54: pot-limit ----------------------------------------------------------------------------------------
def test_54b_example_1_dead_small_blind_pot_bet_is_700():
    s = street(
        Game.PLO,
        (100, 200),
        Street.PREFLOP,
        (Seat("UTG"), Seat("BTN"), Seat("BB", posted=200)),
        question=ask(Ask.MAX_BET),
    )
    r = rule(s)
    assert (r.seat, r.action, r.total) == ("UTG", RAISE, 700)
    assert r.rules[0] == "tda-2024:54-B"


def test_54b_example_2_short_big_blind_pot_bet_is_700():
    s = street(
        Game.PLO,
        (100, 200),
        Street.PREFLOP,
        (Seat("UTG"), Seat("SB", posted=100), Seat("BB", posted=100, stack=0)),
        question=ask(Ask.MAX_BET),
    )
    assert rule(s).total == 700


def test_54c_post_flop_pot_bet_uses_the_actual_pot():
    s = street(
        Game.PLO,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C"),
        bet("A", 500),
        say("B", Verbal.POT),
        pot=1000,
    )
    r = rule(s)
    # pot 1000 + bet 500 + call 500 = 2000 raise on top of the 500 call: 2500 total.
    assert (r.action, r.total) == (RAISE, 2500)
    assert r.rules == ids("54-C")


def test_54d_i_bet_the_pot_in_no_limit_binds_a_minimum_bet():
    s = street(Game.NLHE, (100, 200), Street.FLOP, seats("A", "B"), say("A", Verbal.POT), pot=1500)
    r = rule(s)
    assert (r.action, r.total, r.min_raise_to) == (
        BET,
        200,
        200,
    )  # the minimum binds; the player may name more
    assert r.rules == ids("54-D", "57")


def test_54d_pot_facing_a_bet_in_no_limit_binds_a_minimum_raise():
    s = street(
        Game.NLHE, (100, 200), Street.FLOP, seats("A", "B"), bet("A", 500), say("B", Verbal.POT), pot=1500
    )
    r = rule(s)
    assert (r.action, r.min_raise_to) == (RAISE, 1000)
    assert r.options == (RAISE,)  # bound to a valid raise: calling or folding is no longer his choice


# --- 55: invalid declarations -----------------------------------------------------------------------------
def test_55a_call_facing_no_bet_is_a_check():
    r = rule(street(Game.NLHE, (100, 200), Street.FLOP, seats("A", "B"), call("A")))
    assert (r.action, r.total) == (CHECK, 0)
    assert r.rules == ids("55")


def test_55b_raise_facing_no_bet_is_at_least_a_minimum_bet():
    r = rule(street(Game.NLHE, (100, 200), Street.FLOP, seats("A", "B"), say("A", Verbal.RAISE)))
    assert (r.action, r.total, r.min_raise_to) == (BET, 200, 400)  # at least the minimum, said so
    # 51-A: "raise" is a general declaration in turn, binding him to the full current action: 55-B's bet
    assert r.rules == ids("55", "51-A") and [n.code for n in r.assumptions] == [AssumptionCode.AT_LEAST]


def test_55_check_facing_a_bet_may_call_or_fold_but_not_raise():
    r = rule(street(Game.NLHE, (100, 200), Street.FLOP, seats("A", "B"), bet("A", 400), check("B")))
    assert (r.action, r.options) == (None, (FOLD, CALL))
    assert r.rules == ids("55")


# --- 56: string bets --------------------------------------------------------------------------------------
def test_56_chips_added_in_a_second_motion_are_returned():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B"),
        bet("A", 400),
        silent("B", 500, added_chips=(1000,)),
    )
    r = rule(s)
    assert (r.action, r.total, r.returned) == (CALL, 400, 1100)
    assert r.rules == ids("56", "42", "44", "41", "40-A")


def test_56_amount_declared_first_covers_both_motions():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B"),
        bet("A", 400),
        say("B", Verbal.RAISE, 1500, 500, added_chips=(1000,), order=Order.VERBAL_FIRST),
    )
    r = rule(s)
    assert (r.action, r.total, r.returned) == (RAISE, 1500, 0)


# --- 57: ambiguous amounts --------------------------------------------------------------------------------


def test_57_example_five_with_less_than_5000_in_the_pot_is_500(bets_five):
    r = rule(bets_five(4800))
    assert (r.action, r.total) == (BET, 500)
    assert r.rules[0] == "tda-2024:57"
    assert r.to_contract()["assumptions"] == ["highest_reasonable_amount:amount=500"]


def test_57_example_five_with_5000_or_more_in_the_pot_is_5000(bets_five):
    r = rule(bets_five(5000))
    assert (r.action, r.total) == (BET, 5000)


# --- 58, 59, 61, 62 ---------------------------------------------------------------------------------------
def test_58_fold_facing_no_bet_is_binding():
    r = rule(street(Game.NLHE, (100, 200), Street.FLOP, seats("A", "B"), fold("A")))
    assert r.action is FOLD and r.rules == ids("58")


def test_59a_conditional_statement_goes_to_the_floor():
    s = street(Game.NLHE, (100, 200), Street.FLOP, seats("A", "B"), say("A", Verbal.RAISE, conditional=True))
    r = rule(s)
    assert r.floor and r.floor_reason is FloorReason.CONDITIONAL and r.rules == ids("59-A", "1")


def test_59b_call_before_the_bet_amount_is_known_goes_to_the_floor():
    s = street(Game.NLHE, (100, 200), Street.FLOP, seats("A", "B"), say("A", Verbal.BET), call("B"))
    r = rule(s)
    assert r.floor and r.floor_reason is FloorReason.PREMATURE_CALL
    assert r.rules[:2] == ids("59-B", "50-B")


def test_61_example_525_silently_on_325_is_a_raise_to_650(change_61):
    r = rule(change_61)
    assert (r.action, r.total, r.returned) == (RAISE, 650, 0)
    assert r.rules == ids("45-B", "43-A", "40-A")


def test_62_chips_found_behind_an_all_in_go_to_the_floor():
    from rules_engine import FoundBehind

    s = street(
        Game.NLHE,
        (100, 200),
        Street.RIVER,
        seats("A", "B", stacks={"A": 3000}),
        all_in("A"),
        call("B"),
        found_behind=FoundBehind("A", 500),
    )
    r = rule(s)
    assert (r.seat, r.action, r.total) == ("A", Action.ALL_IN, 3000)
    assert r.floor and r.floor_reason is FloorReason.CHIPS_FOUND_BEHIND
    assert r.rules == ids("62", "49", "1")


def test_49_caller_told_a_wrong_amount_is_held_to_the_correct_bet():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.RIVER,
        seats("A", "B"),
        bet("A", 5000),
        silent("B", 1000, 1000, 1000, count_given=3000),
    )
    r = rule(s)
    assert (r.action, r.total, r.floor) == (CALL, 5000, False)
    assert r.rules == ids("49", "40-A")


# --- editions ---------------------------------------------------------------------------------------------
def test_editions_share_numbering_for_the_betting_rules(utg_raises_to_1100):
    s = utg_raises_to_1100(_utg_plus_1(500, 1000))
    assert rule(s, edition="tda-2019").rules == ids("45-A", "41", "40-A", edition="tda-2019")
    assert rule(s, edition="tda-2022").rules == ids("45-A", "41", "40-A", edition="tda-2022")


@pytest.mark.parametrize("edition", ["tda-2024", "tda-2019"])
def test_a_ruling_the_td_judges_cites_rule_1_last(edition):
    """Rule 1 is the ground of every decision the TD makes by judgement (59-A, 51-B, 62...); a floor call to
    find a missing fact, or to apply what the rules decided, cites no judgement."""
    s = street(Game.NLHE, (100, 200), Street.FLOP, seats("A", "B"), say("A", Verbal.RAISE, conditional=True))
    r = rule(s, edition)
    assert r.rules[-1] == f"{edition}:1" and r.rules.count(f"{edition}:1") == 1
    plain = rule(street(Game.NLHE, (100, 200), Street.FLOP, seats("A", "B"), say("A", Verbal.CALL)))
    assert not plain.floor and all(not rule_id.endswith(":1") for rule_id in plain.rules)


def test_58_a_fold_with_no_bet_to_face_binds():
    """58: folding in turn when checking is possible is non-standard, yet binding; a fold facing a bet is the
    ordinary fold in turn (50-A), no decision to state."""
    r = rule(street(Game.NLHE, (100, 200), Street.TURN, seats("A", "B"), fold("A")))
    assert (r.action, r.decision, r.rules) == (FOLD, Decision.BINDING, ids("58"))
    facing = rule(street(Game.NLHE, (100, 200), Street.TURN, seats("A", "B"), bet("A", 400), fold("B")))
    assert (facing.action, facing.decision) == (FOLD, None)
