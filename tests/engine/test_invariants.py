"""Property tests (hypothesis) for the betting invariants of the issue.

- a minimum raise is never below the big blind nor below the last full raise;
- a call never exceeds the caller's stack (and chips handed back never exceed the chips pushed);
- a seat facing less than a full raise since it last acted cannot raise (47-A).

Random streets mix full raises, calls, folds and all-ins of seats with known short stacks. A small
reference model in this file tracks the levels independently of the engine.
"""

import json
from dataclasses import dataclass, field

from hypothesis import event, given, settings
from hypothesis import strategies as st

from rules_engine import (
    TDA,
    Action,
    Ask,
    Declaration,
    Event,
    FoundBehind,
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
from rules_engine.replay import Replay
from rules_engine.shorthand import all_in, bet, call, check, fold, raise_to, silent

BB = 100


@dataclass
class Model:
    """Independent bookkeeping of a no-limit street from the declared totals."""

    stacks: dict[str, int | None]
    committed: dict[str, int] = field(default_factory=dict)
    acted_at: dict[str, int] = field(default_factory=dict)
    current: int = 0
    last_full: int = BB

    def wager(self, seat: str, total: int) -> None:
        stack = self.stacks[seat]
        before = self.committed.get(seat, 0)
        if stack is not None:
            total = min(total, before + stack)
            self.stacks[seat] = stack - (total - before)
        self.committed[seat] = total
        if total > self.current:
            if total - self.current >= self.last_full:
                self.last_full = total - self.current
            self.current = total
        self.acted_at[seat] = self.current


def situation(
    names: list[str], stacks: dict[str, int | None], events: list, ask: Ask = Ask.OPTIONS
) -> Situation:
    seated = tuple(Seat(n, stack=stacks[n]) for n in names)
    return Situation(
        Game.NLHE,
        BB,
        Street.FLOP,
        seated,
        tuple(events),
        small_blind=BB // 2,
        pot=3 * BB,
        question=Question(ask),
    )


@settings(max_examples=300, deadline=None)
@given(
    stacks=st.lists(st.one_of(st.none(), st.integers(BB // 2, 4 * BB)), min_size=3, max_size=6),
    data=st.data(),
)
def test_min_raise_and_reopening_invariants_on_random_streets(stacks, data):
    names = [f"S{i}" for i in range(len(stacks))]
    start = dict(zip(names, stacks, strict=True))
    model = Model(dict(start))
    events: list = []
    for _ in range(14):
        replay = Replay(situation(names, start, events), TDA)
        state = replay.state
        if state.turn is None:
            break
        seat = state.seats[state.turn]
        ruling = rule(situation(names, start, events))
        assert ruling.seat == seat.name
        options = ruling.options or ()
        # Invariant 1: a minimum raise is never below the big blind nor the last full raise.
        if ruling.min_raise_to is not None:
            all_in_total = None if seat.stack is None else seat.committed + seat.stack
            if ruling.min_raise_to != all_in_total:
                assert ruling.min_raise_to - model.current >= max(BB, model.last_full)
        # Invariant 3: facing less than a full raise since it last acted, a seat cannot raise.
        acted = model.acted_at.get(seat.name)
        if acted is not None and model.current - acted < model.last_full:
            event("seat facing a short all-in after acting")
            assert Action.RAISE not in options and Action.BET not in options
        choice = data.draw(st.sampled_from(["call", "call", "raise", "all_in", "all_in", "fold"]))
        owed = model.current - model.committed.get(seat.name, 0)
        if choice == "fold" and owed:
            events.append(fold(seat.name))
            model.acted_at[seat.name] = model.current
        elif choice == "raise" and ruling.min_raise_to is not None and seat.stack is None:
            to = ruling.min_raise_to + data.draw(st.integers(0, 6)) * BB
            events.append(raise_to(seat.name, to) if model.current else bet(seat.name, to))
            model.wager(seat.name, to)
        elif (
            choice == "all_in"
            and seat.stack is not None
            and (Action.RAISE in options or Action.BET in options)
        ):
            events.append(all_in(seat.name))
            model.wager(seat.name, seat.committed + seat.stack)
        elif owed:
            events.append(call(seat.name))
            model.wager(seat.name, model.current)
        else:
            events.append(check(seat.name))
            model.acted_at[seat.name] = model.current


DENOMINATIONS = (25, 100, 500, 1000, 5000)


@settings(max_examples=300, deadline=None)
@given(
    bet_size=st.integers(1, 100).map(lambda k: k * 50),
    stack=st.integers(1, 400).map(lambda k: k * 25),
    chips=st.lists(st.sampled_from(DENOMINATIONS), min_size=1, max_size=8),
    players=st.integers(2, 5),
)
def test_a_call_never_exceeds_the_callers_stack(bet_size, stack, chips, players):
    pushed = sum(chips)
    if pushed > stack:
        chips = [c for c in chips if c <= stack][:1] or [stack]
        pushed = sum(chips)
    names = [f"S{i}" for i in range(players)]
    seated = tuple(Seat(n, stack=stack if n == "S1" else None) for n in names)
    s = Situation(
        Game.NLHE,
        BB,
        Street.TURN,
        seated,
        (bet("S0", max(bet_size, BB)), silent("S1", *chips)),
        small_blind=BB // 2,
        pot=1000,
    )
    r = rule(s)
    if r.total is not None:
        assert r.total <= stack  # never more than the seat had
        if r.action is Action.CALL:
            assert r.total <= max(bet_size, BB)
        assert 0 <= (r.returned or 0) <= pushed
    if r.action is Action.ALL_IN:
        assert r.total == stack


@settings(max_examples=200, deadline=None)
@given(
    opening=st.integers(1, 60).map(lambda k: k * 50),
    chips=st.lists(st.sampled_from(DENOMINATIONS), min_size=1, max_size=8),
)
def test_silent_chips_are_a_call_or_at_least_a_minimum_raise(opening, chips):
    opening = max(opening, BB)
    s = Situation(
        Game.NLHE,
        BB,
        Street.FLOP,
        (Seat("A"), Seat("B"), Seat("C")),
        (bet("A", opening), silent("B", *chips)),
        small_blind=BB // 2,
        pot=300,
    )
    r = rule(s)
    if r.action is Action.RAISE:
        assert r.total >= 2 * opening  # never an under-raise (43-A)
        # the next minimum after a full raise; the raiser's own minimum when his chips were completed to it
        assert r.min_raise_to is not None
        assert r.min_raise_to >= r.total + opening or r.min_raise_to == r.total == 2 * opening
    elif r.action is Action.CALL:
        assert r.total == opening and r.returned == max(0, sum(chips) - opening)
    else:
        assert sum(chips) < opening  # only an undercall can leave the outcome open


NAMES = ("A", "B", "C", "D")
declarations = st.builds(
    Declaration,
    kind=st.sampled_from(list(Verbal)),
    amount=st.one_of(st.none(), st.integers(0, 50_000)),
    by=st.booleans(),
    bare_number=st.booleans(),
    clear=st.booleans(),
    conditional=st.booleans(),
)
events = st.builds(
    Event,
    seat=st.sampled_from(NAMES + ("Z",)),
    declaration=st.one_of(st.none(), declarations),
    chips=st.lists(st.sampled_from(DENOMINATIONS), max_size=5).map(tuple),
    amount=st.one_of(st.none(), st.integers(0, 50_000)),
    added_chips=st.lists(st.sampled_from(DENOMINATIONS), max_size=2).map(tuple),
    in_turn=st.one_of(st.none(), st.booleans()),
    prior_chips=st.one_of(st.none(), st.sampled_from(list(PriorChips))),
    prior_kept=st.one_of(st.none(), st.integers(0, 1000)),
    order=st.one_of(st.none(), st.sampled_from(list(Order))),
    last_chips=st.one_of(st.none(), st.booleans()),
    count_given=st.one_of(st.none(), st.integers(0, 50_000)),
)
situations = st.builds(
    Situation,
    game=st.sampled_from(list(Game)),
    big_blind=st.sampled_from([2, 100, 200, 1000]),
    street=st.sampled_from(list(Street)),
    seats=st.lists(
        st.builds(
            Seat,
            name=st.sampled_from(NAMES),
            stack=st.one_of(st.none(), st.integers(0, 20_000)),
            posted=st.integers(0, 400),
            posted_chips=st.lists(st.sampled_from(DENOMINATIONS), max_size=2).map(tuple),
            dead=st.integers(0, 100),
        ),
        max_size=4,
        unique_by=lambda s: s.name,
    ).map(tuple),
    events=st.lists(events, max_size=8).map(tuple),
    small_blind=st.one_of(st.none(), st.integers(0, 100)),
    ante=st.integers(0, 50),
    big_blind_ante=st.integers(0, 200),
    pot=st.one_of(st.none(), st.integers(0, 100_000)),
    question=st.builds(
        Question,
        ask=st.sampled_from(list(Ask)),
        seat=st.one_of(st.none(), st.sampled_from(NAMES + ("Z",))),
        event=st.one_of(st.none(), st.integers(-2, 10)),
    ),
    next_card_dealt=st.booleans(),
    found_behind=st.one_of(st.none(), st.builds(FoundBehind, st.sampled_from(NAMES), st.integers(1, 500))),
    players_in_event=st.one_of(st.none(), st.integers(2, 100)),
)


@settings(max_examples=600, deadline=None)
@given(situation=situations)
def test_rule_never_raises_and_always_returns_the_contract(situation):
    """The CLI must never show a traceback: any well-typed situation gets a ruling with sane numbers."""
    ruling = rule(situation)
    contract = json.loads(json.dumps(ruling.to_contract()))
    assert set(contract["ruling"]) == {
        "seat",
        "action",
        "total",
        "returned",
        "min_raise_to",
        "options",
        "decision",
    }
    for key in ("total", "returned", "min_raise_to"):
        assert contract["ruling"][key] is None or contract["ruling"][key] >= 0
    assert all(r.count(":") == 1 for r in contract["rules"])
    assert contract["floor"] == (contract["floor_reason"] is not None)
