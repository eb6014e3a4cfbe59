"""House rules on the betting path: a venue's overrides of a betting ruling and the TDA comparison.

Only reached when the venue's policy is not the TDA's, so the TDA path stays as fast as before.
"""

from __future__ import annotations

from collections.abc import Callable

from rules_engine.record import replace

from .betting import rule_betting
from .citations import compare_with_tda, with_house_cites
from .policy import TDA, Policy
from .replay import Replay
from .ruling import AGGRESSIVE, Action, Decision, FloorReason, Ruling
from .situation import Situation, Verbal


def house_betting(ruling: Ruling, situation: Situation, edition: str, policy: Policy) -> Ruling:
    """The betting ruling under the venue's house rules, with what TDA would have ruled where they differ."""
    house = policy.house
    for override in _OVERRIDES:
        ruling = override(ruling, situation, edition, policy)
    ruling.rules = with_house_cites(ruling.rules, house.cites, edition, house.set_aside)
    if ruling.rules and ruling.rules[0].startswith(edition + ":"):
        return ruling  # no house rule applies
    return compare_with_tda(ruling, rule_betting(situation, edition, TDA))


def _asked(situation: Situation) -> int:
    asked = situation.question.event
    return len(situation.events) - 1 if asked is None else asked


def _oot_fold(ruling: Ruling, situation: Situation, edition: str, policy: Policy) -> Ruling:
    """An out-of-turn fold is binding (53-A) unless, in a house like Garrido's (6.f), aggressive action came
    before the player's turn."""
    house = policy.house
    if house.oot_fold_binding or ruling.action is not Action.FOLD or f"{edition}:53-A" not in ruling.rules:
        return ruling
    asked = _asked(situation)
    folder = ruling.seat  # the fold ruled on: with no event asked about, not always the last one told
    if situation.events[asked].seat != folder:  # "seat 5 folds out of turn, then seat 3 raises: binding?"
        asked = max((n for n, e in enumerate(situation.events) if e.seat == folder), default=asked)
    steps = Replay(situation, policy).steps
    later = steps[asked + 1 :]
    if not any(s.res.action in AGGRESSIVE and s.event.seat != folder for s in later):
        return ruling
    return replace(ruling, decision=Decision.NOT_BINDING, action=None, rules=(house.oot_rule, *ruling.rules))


def _two_motion_raise(ruling: Ruling, situation: Situation, edition: str, policy: Policy) -> Ruling:
    """San Roque 45-c: "raise" said, the exact amount to call put out, then more chips from the stack in a
    second motion: the raise is the whole of it (TDA 42/56: the second motion is a string raise)."""
    house = policy.house
    if not house.two_motion_raise or not situation.events:
        return ruling
    asked = _asked(situation)
    event = situation.events[asked]
    said = event.declaration
    if not event.added_chips or said is None or said.kind is not Verbal.RAISE or said.amount is not None:
        return ruling
    before = Replay(replace(situation, events=situation.events[:asked]), policy).state
    to_call = before.current_bet - (before.seat(event.seat).committed if event.seat in before.index else 0)
    first = sum(event.chips) if event.chips else (event.amount or 0)
    if to_call and first != to_call:
        return ruling  # not the exact call first: a minimum raise, as TDA would rule
    merged = replace(event, chips=(), amount=first + sum(event.added_chips), added_chips=())
    events = (*situation.events[:asked], merged, *situation.events[asked + 1 :])
    again = rule_betting(replace(situation, events=events), edition, replace(policy, house=policy.house))
    # TDA 56 (string raises) is the rule the house sets aside: cited after the house rule, as 42 is.
    string = f"{edition}:56"
    kept = (*(r for r in again.rules if r != string), string)
    return replace(again, decision=Decision.BINDING, rules=(house.two_motion_rule, *kept))


def _skipped_limit(ruling: Ruling, situation: Situation, edition: str, policy: Policy) -> Ruling:
    """Garrido 6.g: a player skipped while `skipped_limit` players acted after him may only call or fold;
    before that he keeps every option. Either way the house decides his hand (TDA 53-B: the floor does)."""
    house = policy.house
    if house.skipped_limit is None or ruling.floor_reason is not FloorReason.SKIPPED_PLAYER:
        return ruling
    steps = Replay(situation, policy).steps
    told = situation.skipped  # "se saltaron al 5 y hablaron tres jugadores": the count is told
    skipped = told.seat if told else situation.question.seat
    skipped = skipped or next((s.skipped for s in steps if s.skipped), None)
    if skipped is None:
        return ruling
    # Counted from the actions told out of turn, not from the seats between: the report says who was
    # skipped, and the order of seats it leaves unsaid is only a guess.
    passed = sum(step.out_of_turn and step.event.seat != skipped for step in steps)
    if told is not None:
        passed = max(passed, told.acted)
    limited = passed >= house.skipped_limit
    asked = ruling.seat == skipped
    return Ruling(
        seat=skipped,
        options=(Action.FOLD, Action.CALL) if limited else (ruling.options if asked else ()),
        min_raise_to=None if limited or not asked else ruling.min_raise_to,
        decision=Decision.LIVE_HAND,
        rules=(house.skipped_rule, f"{edition}:53-B" if limited else f"{edition}:53-A"),
        assumptions=ruling.assumptions,
    )


def _words_before_landing(ruling: Ruling, situation: Situation, edition: str, policy: Policy) -> Ruling:
    """Garrido 6.d: words said before the pushed chips landed define the bet and bind the player (the
    reading itself is the interpreter's); TDA 40-A: the chips, pushed first, define it."""
    house = policy.house
    if not house.words_before_landing or house.landing_rule not in ruling.rules or ruling.action is None:
        return ruling
    return replace(ruling, decision=Decision.BINDING)


def _found_chips(ruling: Ruling, situation: Situation, edition: str, policy: Policy) -> Ruling:
    """Garrido 8.e: chips found behind a player after his all-in go where the house rule says (to the player
    who beat him before the next hand, out of the tournament after it); the staff applies it, where TDA 62
    has the TD determine whether they were part of the action."""
    house = policy.house
    if not house.found_chips_to_winner or ruling.floor_reason is not FloorReason.CHIPS_FOUND_BEHIND:
        return ruling
    rules = (house.found_chips_rule, *ruling.rules)
    return replace(ruling, floor_reason=FloorReason.STAFF_APPLIES, rules=rules)


_OVERRIDES: tuple[Callable[[Ruling, Situation, str, Policy], Ruling], ...] = (
    _oot_fold,
    _two_motion_raise,
    _skipped_limit,
    _words_before_landing,
    _found_chips,
)
