"""Our own variations on the TDA examples: other amounts, heads-up vs multi-way, all-in vs not, other
games (pot-limit, limit), house-rule policy overrides, and the street replay used on its own."""

import pytest

from rules_engine import (
    TDA,
    Action,
    AmountReading,
    Ask,
    Decision,
    Event,
    FloorReason,
    Game,
    Order,
    Policy,
    Question,
    Seat,
    Situation,
    Street,
    StreetState,
    Verbal,
    rule,
)
from rules_engine.replay import Replay
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

CALL, RAISE, ALL_IN = Action.CALL, Action.RAISE, Action.ALL_IN


@pytest.mark.parametrize(
    ("chips", "action", "total", "returned"),
    [
        ((1000, 1000), CALL, 1100, 900),  # removing a 1000 leaves less than 1100: every chip needed (45-A)
        ((500, 500, 500), CALL, 1100, 400),
        ((1000, 500, 100), RAISE, 1700, 0),  # the 100 is not needed; 1600 reaches the 50% line (1400)
        ((1000, 100, 100, 100, 100), RAISE, 1700, 0),  # 1400: exactly 50% of the 600 raise
        ((1000, 100, 100), CALL, 1100, 100),
        ((5000,), CALL, 1100, 3900),  # overchip (44)
        ((1000, 1000, 1000), RAISE, 3000, 0),  # above the minimum: a raise to the chips pushed
    ],
)
def test_45_multi_chip_variations_facing_1100(chips, action, total, returned, utg_raises_to_1100):
    r = rule(utg_raises_to_1100(silent("UTG+1", *chips)))
    assert (r.action, r.total, r.returned) == (action, total, returned)


@pytest.mark.parametrize(
    ("chips", "total"),
    [((1000, 100, 100), 1200), ((1000, 500, 100), 1600), ((1000, 1000), 2000)],
)
def test_45b_last_chips_are_all_in_for_what_was_pushed(chips, total, utg_raises_to_1100):
    r = rule(utg_raises_to_1100(silent("UTG+1", *chips), stacks={"UTG+1": sum(chips)}))
    if sum(chips) - min(chips) < 1100:  # every chip needed: a call, the rest goes back (45-A)
        assert (r.action, r.total) == (CALL, 1100)
    else:
        assert (r.action, r.total, r.returned) == (ALL_IN, total, 0)


def test_all_in_for_less_than_the_call_is_an_all_in_call(utg_raises_to_1100):
    r = rule(utg_raises_to_1100(silent("UTG+1", 500, 100), stacks={"UTG+1": 600}))
    assert (r.action, r.total, r.returned, r.floor) == (ALL_IN, 600, 0, False)


@pytest.mark.parametrize(
    ("amount", "action", "total"),
    [(1200, CALL, 1000), (1499, CALL, 1000), (1500, RAISE, 2000), (2500, RAISE, 2500), (1000, CALL, 1000)],
)
def test_43a_fifty_percent_line_for_declared_amounts(amount, action, total):
    s = street(
        Game.NLHE,
        (100, 200),
        Street.TURN,
        seats("A", "B", "C"),
        bet("A", 1000),
        say("B", Verbal.AMOUNT, amount),
    )
    r = rule(s)
    assert (r.action, r.total) == (action, total)


def test_43a_fifty_percent_line_uses_the_big_blind_when_the_bet_is_smaller():
    # A short all-in opening of 150 at 100-200: the minimum raise is still a big blind (to 350).
    s = street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C", stacks={"A": 150}),
        all_in("A"),
        say("B", Verbal.AMOUNT, 260),
    )
    r = rule(s)
    assert (r.action, r.total, r.min_raise_to) == (RAISE, 350, 350)  # completed to his own minimum


@pytest.mark.parametrize(
    ("players", "floor", "action"),
    [(("A", "B"), False, CALL), (("A", "B", "C"), True, None), (("A", "B", "C", "D", "E"), True, None)],
)
def test_51b_undercall_of_a_raise_heads_up_vs_multiway(players, floor, action):
    s = street(
        Game.NLHE,
        (500, 1000),
        Street.FLOP,
        seats(*players),
        bet("A", 1000),
        raise_to("B", 4000),
        *[call(p) for p in players[2:]],
        silent("A", 1000, 1000),
    )
    r = rule(s)
    assert (r.floor, r.action) == (floor, action)
    if floor:
        assert r.floor_reason is FloorReason.UNDERCALL and r.options == (Action.FOLD, CALL)
    else:
        assert r.total == 4000


def test_51b_undercall_of_the_opening_bet_multiway_is_a_full_call():
    s = street(
        Game.NLHE, (500, 1000), Street.RIVER, seats("A", "B", "C", "D"), bet("A", 6000), silent("B", 5000)
    )
    r = rule(s)
    assert (r.action, r.total, r.floor) == (CALL, 6000, False)


def test_51b_undercaller_who_folds_forfeits_everything_when_no_level_was_matched():
    s = street(
        Game.NLHE,
        (500, 1000),
        Street.FLOP,
        seats("A", "B", "C", "D"),
        bet("A", 2000),
        raise_to("B", 8000),
        silent("C", 1000, 500),
        fold("C"),
    )
    r = rule(s)
    assert (r.action, r.total, r.returned) == (Action.FOLD, 1500, 0)
    assert Replay(s, TDA).state.pot == 2000 + 8000 + 1500


def test_44_raise_declared_with_an_overchip_and_prior_blind_in_front():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.PREFLOP,
        preflop_seats("UTG", "SB", "BB", sb=100, bb=200),
        raise_to("UTG", 600),
        fold("SB"),
        say("BB", Verbal.RAISE, None, 5000, order=Order.VERBAL_FIRST),
    )
    r = rule(s)
    assert (r.action, r.total, r.returned) == (RAISE, 5200, 0)


@pytest.mark.parametrize(
    ("pot", "reading", "total"),
    [
        (300, AmountReading.HIGHEST, 500),  # no reading fits in the pot: the smallest legal one
        (4999, AmountReading.HIGHEST, 500),
        (5000, AmountReading.HIGHEST, 5000),
        (60000, AmountReading.HIGHEST, 5000),  # "five" is never fifty thousand
        (60000, AmountReading.LOWEST, 500),  # house rule (e.g. San Roque): the lowest amount
    ],
)
def test_57_bare_number_readings(pot, reading, total):
    policy = Policy(
        amount_reading=reading, amount_rule="57" if reading is AmountReading.HIGHEST else "san-roque:19"
    )
    s = street(
        Game.NLHE,
        (200, 400),
        Street.FLOP,
        seats("A", "B"),
        say("A", Verbal.BET, 5, bare_number=True),
        pot=pot,
    )
    r = rule(s, policy=policy)
    assert (r.action, r.total) == (Action.BET, total)
    if reading is AmountReading.HIGHEST:
        assert r.rules[0] == "tda-2024:57"
    else:  # the house rule first, then the TDA rule it replaces
        assert r.rules[:2] == ("san-roque:19", "tda-2024:57")


def test_57_twelve_facing_a_bet_reads_as_twelve_hundred():
    s = street(
        Game.NLHE,
        (200, 400),
        Street.FLOP,
        seats("A", "B", "C"),
        bet("A", 600),
        say("B", Verbal.RAISE, 12, bare_number=True),
        pot=3000,
    )
    r = rule(s)
    assert (r.action, r.total) == (RAISE, 1200)


def test_pot_limit_max_bet_post_flop_and_facing_a_bet():
    base = street(
        Game.PLO, (100, 200), Street.FLOP, seats("A", "B", "C"), pot=1000, question=Question(Ask.MAX_BET)
    )
    assert rule(base).total == 1000
    facing = street(
        Game.PLO,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C"),
        bet("A", 500),
        pot=1000,
        question=Question(Ask.MAX_BET),
    )
    r = rule(facing)
    assert (r.seat, r.action, r.total, r.min_raise_to) == ("B", RAISE, 2500, 1000)


def test_pot_limit_preflop_with_big_blind_ante():
    s = Situation(
        Game.PLO,
        200,
        Street.PREFLOP,
        preflop_seats("UTG", "BTN", "SB", "BB", sb=100, bb=200),
        small_blind=100,
        big_blind_ante=200,
        question=Question(Ask.MAX_BET),
    )
    assert rule(s).total == 900  # 200 call + (100 + 200 + 200 ante + 200 call) pot


def test_pot_limit_declared_raise_above_the_pot_is_cut_to_the_pot():
    s = street(
        Game.PLO, (100, 200), Street.FLOP, seats("A", "B"), bet("A", 500), raise_to("B", 5000), pot=1000
    )
    r = rule(s)
    assert (r.action, r.total, r.decision) == (RAISE, 2500, Decision.NOT_BINDING)
    assert r.rules[0] == "tda-2024:52-B" and "tda-2024:54-C" in r.rules  # an illegal bet, cut on the street


def test_limit_raise_is_the_fixed_bet_and_the_cap_applies():
    s = street(
        Game.LHE,
        (100, 200),
        Street.TURN,
        seats("A", "B", "C"),
        bet("A", 400),
        raise_to("B", 800),
        raise_to("C", 1200),
        raise_to("A", 1600),
        question=Question(Ask.OPTIONS),
    )
    r = rule(s)
    assert r.seat == "B" and r.options == (Action.FOLD, CALL)
    assert r.rules[:2] == ("tda-2024:47-B", "tda-2024:48")
    heads_up_event = Situation(**{**{f: getattr(s, f) for f in s.__slots__}, "players_in_event": 2})
    assert rule(heads_up_event).options == (Action.FOLD, CALL, RAISE)
    declared = street(Game.LHE, (100, 200), Street.TURN, seats("A", "B"), bet("A", 400), raise_to("B", 5000))
    assert rule(declared).total == 800


def test_oot_bet_binding_when_the_skipped_player_checks():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C"),
        bet("B", 600),
        check("A"),
        question=Question(event=0),
    )
    r = rule(s)
    assert (r.seat, r.action, r.total, r.decision) == ("B", Action.BET, 600, Decision.BINDING)


def test_oot_bet_not_binding_when_the_skipped_player_bets():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C"),
        say("B", Verbal.BET, 600, 500, 100),
        bet("A", 300),
        question=Question(event=0),
    )
    r = rule(s)
    assert (r.decision, r.returned, r.options, r.min_raise_to) == (
        Decision.NOT_BINDING,
        600,
        (Action.FOLD, CALL, RAISE),
        600,
    )


def test_ruling_json_contract_shape(utg_raises_to_1100):
    r = rule(utg_raises_to_1100(silent("UTG+1", 500, 1000))).to_contract()
    assert set(r) == {"ruling", "rules", "floor", "floor_reason", "assumptions", "questions"}
    assert set(r["ruling"]) == {"seat", "action", "total", "returned", "min_raise_to", "options", "decision"}
    assert r["ruling"] == {
        "seat": "UTG+1",
        "action": "call",
        "total": 1100,
        "returned": 400,
        "min_raise_to": 1700,
        "options": None,
        "decision": None,
    }


def test_street_state_replays_on_its_own():
    situation = street(
        Game.NLHE,
        (50, 100),
        Street.FLOP,
        seats("A", "B", "C", "D", "E", stacks={"B": 125, "D": 200}),
        pot=500,
    )
    state = StreetState(situation)
    state.apply("A", Action.BET, 100)
    state.apply("B", Action.ALL_IN, 125)
    state.apply("C", Action.CALL)
    state.apply("D", Action.ALL_IN, 200)
    state.apply("E", Action.CALL)
    assert state.current_bet == 200 and state.last_full == 100 and state.min_increment == 100
    assert [s.committed for s in state.seats] == [100, 125, 125, 200, 200]
    assert [s.acted_level for s in state.seats] == [100, 125, 125, 200, 200]
    assert [s.all_in for s in state.seats] == [False, True, False, True, False]
    assert state.pot == 500 + 750
    assert state.seats[state.turn].name == "A" and state.reopened_for(state.seat("A"))
    state.apply("A", Action.CALL)
    assert state.seats[state.turn].name == "C" and not state.can_raise(state.seat("C"))


def test_engine_is_deterministic_and_does_not_mutate_the_situation(utg_raises_to_1100):
    s = utg_raises_to_1100(silent("UTG+1", 1000, 100, 100, 100, 100, 100))
    before = repr(s)
    assert rule(s) == rule(s)
    assert repr(s) == before


def test_unknown_seat_in_events_is_added_deep_and_never_crashes():
    s = street(Game.NLHE, (100, 200), Street.FLOP, (Seat("A"),), bet("A", 400), call("Z"))
    r = rule(s)
    assert (r.seat, r.action, r.total) == ("Z", CALL, 400)


def test_50b_fold_before_the_raise_amount_is_known_stands():
    s = street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C"),
        bet("A", 400),
        say("B", Verbal.RAISE),
        fold("C"),
    )
    r = rule(s)
    assert (r.action, r.floor) == (Action.FOLD, False)
    assert r.rules[0] == "tda-2024:50-B"


def test_46_prior_chips_not_reported_are_asked_about_when_it_matters(bb_faces_a_raise):
    r = rule(bb_faces_a_raise(silent("BB", 1000, 500))).to_contract()  # left alone 1550, pulled back 1500
    assert "prior_chips_left_alone:seat=BB" in r["assumptions"]
    assert "prior_chips_pulled_back:seat=BB" in r["questions"]
    r = rule(bb_faces_a_raise(silent("BB", 1000))).to_contract()  # an overchip is a call either way
    assert "prior_chips_pulled_back:seat=BB" not in r["questions"]


def test_45_unknown_denominations_are_asked_about_only_when_they_matter(utg_raises_to_1100):
    above = rule(utg_raises_to_1100(Event("UTG+1", amount=1500))).to_contract()
    assert "chip_denominations:seat=UTG+1" in above["questions"]
    exact = rule(utg_raises_to_1100(Event("UTG+1", amount=1100))).to_contract()
    assert exact["questions"] == [] and exact["ruling"]["action"] == "call"


def test_last_chips_question_only_when_all_in_would_change_the_total(utg_raises_to_1100):
    r = rule(utg_raises_to_1100(silent("UTG+1", 1000, 1000, 1000))).to_contract()
    assert (r["ruling"]["total"], r["questions"]) == (3000, [])
    r = rule(utg_raises_to_1100(silent("UTG+1", 1000, 100, 100, 100, 100))).to_contract()
    assert r["ruling"]["total"] == 1700 and r["questions"] == ["last_chips:seat=UTG+1"]
    assert r["assumptions"] == ["no_verbal_declaration", "deep_stack:seat=UTG+1"]


def test_52a_opening_underbet_is_corrected_to_the_big_blind_unless_all_in():
    r = rule(street(Game.NLHE, (100, 200), Street.FLOP, seats("A", "B"), bet("A", 150)))
    assert (r.action, r.total, r.min_raise_to) == (Action.BET, 200, 200)  # completed to his own minimum
    assert r.rules == ("tda-2024:52-A", "tda-2024:43-A")  # corrected (52-A) to the least legal bet (43-A)
    short = rule(
        street(Game.NLHE, (100, 200), Street.FLOP, seats("A", "B", stacks={"A": 150}), bet("A", 150))
    )
    assert (short.action, short.total) == (ALL_IN, 150)


def test_straddle_sets_the_preflop_bet_and_minimum_raise():
    seated = (
        Seat("UTG+1"),
        Seat("BTN"),
        Seat("SB", posted=50),
        Seat("BB", posted=100),
        Seat("UTG", posted=200),
    )
    s = street(Game.NLHE, (50, 100), Street.PREFLOP, seated, question=Question(Ask.OPTIONS))
    r = rule(s)
    assert (r.seat, r.options, r.min_raise_to) == ("UTG+1", (Action.FOLD, CALL, RAISE), 400)
