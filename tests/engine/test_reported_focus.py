"""Round-2 hardening: what a declared check facing a bet leaves a player (55), the rule cited when a short
all-in stands between a seat and a raise (47-A), and which event a report with a premature declaration (59-B)
or an out-of-turn action settled by the skipped seat (53-A) asks about."""

from dataclasses import replace

from rules_engine import Action, Ask, Decision, FloorReason, Game, Question, Street, Verbal, rule
from rules_engine.shorthand import bet, call, fold, raise_to, say, seats, street

FOLD, CALL, RAISE = Action.FOLD, Action.CALL, Action.RAISE


def test_55_check_declared_facing_a_bet_leaves_fold_or_call_only() -> None:
    r = rule(
        street(
            Game.NLHE,
            (200, 400),
            Street.TURN,
            seats("2", "5"),
            bet("2", 800),
            say("5", Verbal.CHECK),
            question=Question(Ask.OPTIONS, "5"),
        )
    )
    assert (r.seat, r.options, r.min_raise_to) == ("5", (FOLD, CALL), None)
    assert r.rules[0] == "tda-2024:55"


def test_a_check_with_no_bet_to_face_keeps_every_option_of_the_next_seat() -> None:
    r = rule(
        street(
            Game.NLHE,
            (200, 400),
            Street.TURN,
            seats("2", "5"),
            say("2", Verbal.CHECK),
            question=Question(Ask.OPTIONS, "5"),
        )
    )
    assert r.options == (Action.CHECK, Action.BET)


def test_47a_is_cited_for_a_seat_yet_to_act_facing_a_short_all_in(example_47_3) -> None:
    r = rule(example_47_3(question=Question(Ask.OPTIONS)))
    assert (r.seat, r.options) == ("BB", (FOLD, CALL, RAISE))
    assert "tda-2024:47-A" in r.rules


def test_47a_is_not_cited_when_every_raise_was_full() -> None:
    r = rule(
        street(
            Game.NLHE,
            (100, 200),
            Street.FLOP,
            seats("A", "B", "C"),
            bet("A", 300),
            raise_to("B", 900),
            question=Question(Ask.OPTIONS, "C"),
        )
    )
    assert (r.options, r.min_raise_to) == ((FOLD, CALL, RAISE), 1500)
    assert "tda-2024:47-A" not in r.rules


def test_59b_a_call_before_the_amount_is_known_is_the_event_ruled_on() -> None:
    r = rule(
        street(
            Game.NLHE,
            (1000, 2000),
            Street.FLOP,
            seats("1", "6"),
            say("1", Verbal.RAISE),
            call("6"),
            say("1", Verbal.AMOUNT, 9000),
        )
    )
    assert (r.seat, r.floor, r.floor_reason) == ("6", True, FloorReason.PREMATURE_CALL)
    assert r.rules[0] == "tda-2024:59-B"


def _oot_raise_then(answer):
    """Addendum 53-A Example 1: seat 3 bets 300, seat 4 folds, seat 6 raises to 800 out of turn, then
    seat 5 (the skipped seat) acts."""
    return street(
        Game.NLHE,
        (50, 100),
        Street.FLOP,
        seats("3", "4", "5", "6"),
        bet("3", 300),
        fold("4"),
        raise_to("6", 800),
        answer,
    )


def test_53a_the_skipped_seat_calling_settles_the_out_of_turn_raise_which_is_ruled_on() -> None:
    r = rule(_oot_raise_then(call("5")))
    assert (r.seat, r.action, r.total, r.decision) == ("6", RAISE, 800, Decision.BINDING)
    assert r.min_raise_to == 1300  # seat 3, facing the raise that now stands
    assert r.rules[0] == "tda-2024:53-A"


def test_53a_options_of_the_out_of_turn_seat_after_the_action_changed() -> None:
    situation = _oot_raise_then(raise_to("5", 600))
    r = rule(replace(situation, question=Question(Ask.OPTIONS, "6")))
    assert (r.seat, r.options, r.min_raise_to, r.decision) == (
        "6",
        (FOLD, CALL, RAISE),
        900,
        Decision.NOT_BINDING,
    )
    assert "tda-2024:53-A" in r.rules
