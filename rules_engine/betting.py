"""The betting path: which event or seat the report asks about, and its ruling (rules 40-62 through the
replay; 52 corrections, 53-A skipped players, 59 conditional statements, 62 chips found behind)."""

from __future__ import annotations

from .citations import cite
from .interpret import Resolution, gesture_rule
from .policy import Policy
from .replay import ANY_ACTIONS, Replay, Step, substantial
from .ruling import (
    OPTION_ORDER,
    WAGERS,
    Action,
    AssumptionCode,
    Decision,
    FloorReason,
    Note,
    QuestionCode,
    Ruling,
)
from .situation import Ask, Situation, Structure, Verbal, told_as

# Floor questions a later action does not settle: a report that names no event asks about them (40-A, 59).
_ANSWERS = frozenset({Verbal.CALL, Verbal.CHECK, Verbal.FOLD})
_ASKED_FLOOR = (FloorReason.PREMATURE_CALL, FloorReason.CONDITIONAL, FloorReason.UNCLEAR_BET)


def rule_betting(situation: Situation, edition: str, policy: Policy) -> Ruling:
    question = situation.question
    asked = None
    if question.ask is Ask.RULING and situation.events:
        asked = question.event if question.event is not None else len(situation.events) - 1
        asked = min(max(asked, 0), len(situation.events) - 1)
    replay = Replay(situation, policy, watch=asked)
    focus = _focus(replay, asked, question.event, question.seat)
    if focus != asked:
        asked, replay = focus, Replay(situation, policy, watch=focus)
    if situation.found_behind is not None:
        return _found_behind(situation, replay, edition)
    skipped = situation.skipped
    if skipped is not None and skipped.acted >= ANY_ACTIONS and question.seat in (None, skipped.seat):
        return _skipped(situation, edition)  # not when another player's options are asked
    if asked is None and (short := _short_wager_asked(replay, question.ask, question.seat)) is not None:
        return _rule_event(situation, Replay(situation, policy, watch=short), short, edition)
    if asked is None and (check := _call_taken_as_check(replay, question.ask, question.seat)) is not None:
        return _rule_event(situation, Replay(situation, policy, watch=check), check, edition)
    if asked is not None:
        return _rule_event(situation, replay, asked, edition)
    if question.seat is None and replay.pending and question.ask is not Ask.MAX_BET:
        # Nobody named while an action out of turn waits for the skipped player: that action is the
        # question (53-A), not the skipped player's options.
        waiting = max(replay.steps.index(step) for step, _ in replay.pending.values())
        return _rule_event(situation, Replay(situation, policy, watch=waiting), waiting, edition)
    return _rule_seat(situation, replay, edition)


def _focus(replay: Replay, asked: int | None, given: int | None, named: str | None = None) -> int | None:
    """When the report names no event, what it asks about is a floor question that a later action does not
    settle: a call made before the bet's amount was known (59-B), a conditional statement (59-A), a bet the
    table did not clearly hear answered by another player (40-A); or an action out of turn answered by a
    seat it skipped (53-A: the answer settles it, or it still waits for the others skipped); or a pot-limit
    bet made at a wrong count (52-B)."""
    if asked is None or given is not None:
        return asked
    miscounted = next((k for k, step in enumerate(replay.steps) if step.res.pot_bet is not None), None)
    if miscounted is None:
        miscounted = next((k for k, step in enumerate(replay.steps) if _counted_blind(step)), None)
    if miscounted is not None:
        return miscounted  # a pot-limit bet at a wrong count: its correction is the question (52-B)
    last = replay.steps[asked].event.seat
    if replay.steps[asked].res.floor is FloorReason.MULTIPLE_UNDERCALLS and named is None:
        # 51-C: undercalls in sequence, nobody named: play backs up to the first undercaller
        return next(k for k, step in enumerate(replay.steps) if step.res.intended is not None)
    short = next((k for k in range(asked) if replay.steps[k].res.raw_total is not None), None)
    if short is not None and all(_answers(step) for step in replay.steps[short + 1 : asked + 1]):
        return (
            short  # a raise short of the minimum that others answered: its correction is the question (52-A)
        )
    settled = None
    for k in range(asked):
        step = replay.steps[k]
        floor = step.res.floor
        # an unclear bet answered by a call is the question, unless the report asks about the caller by name
        # ("...B calls 5,000 and A wins: how much does B pay?": what B owes, the floor's as well)
        unclear_answered = floor is FloorReason.UNCLEAR_BET and step.event.seat != last and named != last
        if floor in _ASKED_FLOOR and (floor is not FloorReason.UNCLEAR_BET or unclear_answered):
            return k
        if settled is None and step.out_of_turn and last in step.skipped_seats:
            settled = k  # the skipped player's answer to the out-of-turn action: that is the question
    return asked if settled is None else settled


def _short_wager_asked(replay: Replay, ask: Ask, named: str | None) -> int | None:
    """ "Seat 4 raises to 1,000 over a 600 bet: what's the minimum?": the minimum asked right after a bet or
    raise short of it (answered, if at all, by calls, checks or folds) is that wager's correction (52-A),
    not the next player's minimum, which cannot be known until it is corrected."""
    if ask is not Ask.MIN_RAISE:
        return None
    short = next(
        (k for k in range(len(replay.steps) - 1, -1, -1) if replay.steps[k].res.raw_total is not None), None
    )
    if short is None or replay.steps[short].res.pot_bet is not None:
        return None  # no wager short of the minimum; a pot-limit miscount is 52-B's, asked otherwise
    if named not in (None, replay.steps[short].event.seat):
        return None  # another player's minimum asked by name
    return short if all(_answers(step) for step in replay.steps[short + 1 :]) else None


def _call_taken_as_check(replay: Replay, ask: Ask, named: str | None) -> int | None:
    """ "9 says call with no bet out, 2 bets, what can 9 do?": the options asked of a player (named, or the
    one whose turn it is) whose last word was a "call" facing no bet are that check's (55-A: every option
    once a bet comes), ruled on it."""
    turn = replay.state.turn
    if named is None and turn is not None:
        named = replay.state.seats[turn].name  # "¿y puede subir?": the player whose turn it is
    if ask is not Ask.OPTIONS or named is None:
        return None
    own = [k for k, step in enumerate(replay.steps) if step.event.seat == named]
    if not own:
        return None
    res = replay.steps[own[-1]].res
    said_call = replay.steps[own[-1]].event.declaration
    if said_call is None or said_call.kind is not Verbal.CALL or res.action is not Action.CHECK:
        return None
    return own[-1] if "55" in res.rules else None


def _raise_to_name(step: Step, res: Resolution, total: int | None) -> bool:
    """A raise said with no amount and no chips, the last thing told: the amount is still his to name."""
    said = step.event.declaration
    silent_amount = said is None or said.amount is None
    no_chips = not step.event.chips and step.event.amount is None
    return (
        res.action is Action.RAISE
        and total is None
        and res.min_raise_to is not None
        and silent_amount
        and no_chips
    )


def _counted_blind(step: Step) -> bool:
    """A pot bet at a count he was told while the report does not give the pot: what it should have been is
    the question."""
    asks_pot = any(q.code is QuestionCode.POT_SIZE for q in step.res.questions)
    return step.event.count_given is not None and asks_pot


def _answers(step: Step) -> bool:
    """A plain answer to the bet before it: a call, check or fold said aloud, no incident of its own."""
    said = step.event.declaration
    return said is not None and said.kind in _ANSWERS and step.res.floor is None and not step.out_of_turn


def reported_name(name: str | None) -> str | None:
    """The seat as the report names it: a name starting with "?" stands for a player the report does not
    name (the situation needs a name per seat), reported as no name, or by the words it is told by."""
    if name is None:
        return None
    return told_as(name) if name.startswith("?") else name


def _rule_event(situation: Situation, replay: Replay, asked: int, edition: str) -> Ruling:
    step = replay.steps[asked]
    res = step.res
    later = replay.steps[asked + 1 :]
    decision = step.decision
    total = res.total
    if res.raw_total is not None and res.pot_bet is not None:
        total, decision = _pot_limit_miscount(situation, res, later)
        res.returned = max(res.returned or 0, res.raw_total - total)  # an overbet cut back: the excess
    elif res.raw_total is not None and (later or situation.next_card_dealt):
        res.cite("52-A")
        if situation.next_card_dealt:
            total, decision = res.raw_total, Decision.BINDING
            res.rules.remove("52-A")
            res.rules.insert(0, "52-A")
    if decision is None and res.action is Action.FOLD and "58" in res.rules:
        decision = Decision.BINDING  # 58: folding with no bet to face is non-standard, yet it binds
    if not later and _raise_to_name(step, res, total):
        # 51-A: "raise" said in turn, no amount and no chips yet: he must raise, at least to the minimum
        res.questions[:] = [q for q in res.questions if q.code is not QuestionCode.AMOUNT]
        res.assume(AssumptionCode.AT_LEAST_RAISE, amount=res.min_raise_to or 0)
        res.cite("43-A")
    bound_to_bet = False
    if not later and "55" in res.rules and res.action is Action.BET and total is None:
        # 55-B: "raise" facing no bet, nothing after it: he owes at least a minimum bet (more if he says so)
        total, res.min_raise_to = res.min_raise_to, None
        bound_to_bet = True
        res.questions[:] = [q for q in res.questions if q.code is not QuestionCode.AMOUNT]
        res.assume(AssumptionCode.AT_LEAST, amount=total or 0)
    min_raise_to = replay.seen
    if step.out_of_turn and decision is Decision.BINDING:
        min_raise_to = replay.next_min_raise()  # it stands once the turn came: the street as it is now
    if step.out_of_turn and decision is Decision.NOT_BINDING and min_raise_to is not None:
        res.cite("43-A")  # his action returned, every option back: the minimum raise he may make
    if res.min_raise_to is not None or res.options is not None:
        min_raise_to = res.min_raise_to
    if bound_to_bet:
        res.options = (Action.BET,)  # 55-B: he must bet, no check, no fold (the next raise stays as it is)
    waiting = replay.pending.get(step.event.seat)
    if waiting is not None and waiting[0] is step:
        # 53-A: binding only if the skipped player checks, calls or folds; a bet or raise frees it.
        turn = replay.state.turn
        skipped = replay.state.seats[turn].name if turn is not None else step.skipped
        if skipped is not None:
            res.ask(QuestionCode.SKIPPED_PLAYER_ACTION, seat=skipped)
    action = res.action
    if situation.question.retract and action is not None and not step.out_of_turn:
        if step.event.chips and step.event.declaration is None:
            res.cite("40-A")  # chips pushed first, what he meant said after: the chips defined the bet
        res.cite("50-A")  # he wants it back: action in turn is binding and its chips stay in the pot
    earlier = replay.steps[:asked]
    for short in (s for s in earlier if s.res.raw_total is not None and s.event.seat != step.event.seat):
        named = reported_name(short.event.seat) or ""
        res.assume(AssumptionCode.EARLIER_SHORT, seat=named)
        res.ask(QuestionCode.AMOUNT, seat=named)
    if res.floor is None and any(
        s.res.floor is FloorReason.CONDITIONAL and s.event.seat == step.event.seat for s in earlier
    ):
        # 59-A: after the player's own conditional statement, the TD decides whether it binds.
        action, total, decision = None, None, None
        res.floor = FloorReason.CONDITIONAL
        res.rules.insert(0, "59-A")
    elif res.floor is None and action is Action.CALL and _calls_an_unclear_bet(earlier):
        res.floor = FloorReason.UNCLEAR_BET  # 40-A: the bet called is the TD's to determine (Rule 1)
        res.rules[:0] = ["40-A", "1"]
    if action is Action.CHECK and "55" in res.rules and res.options is None:
        res.options = _options_after_check(replay, step, later)
        if res.options is not None:
            min_raise_to = replay.next_min_raise()  # the bet he now faces: the raise he may make over it
    if action in WAGERS and total is not None and not step.out_of_turn and (back := _uncalled(replay, step)):
        # every caller all in for less: the excess comes back, and what stands is what they could match
        total, res.returned = total - back, (res.returned or 0) + back
        res.cite("21")
        min_raise_to = None  # nobody is left who can act on it
    return Ruling(
        seat=reported_name(step.event.seat),
        action=action,
        total=total,
        returned=res.returned if total is not None or res.returned else None,
        min_raise_to=min_raise_to,
        options=res.options,
        decision=decision,
        rules=cite(edition, res.rules),
        floor=res.floor is not None,
        floor_reason=res.floor,
        assumptions=tuple(res.assumptions),
        questions=tuple(res.questions),
    )


def _uncalled(replay: Replay, step: Step) -> int:
    """21: the part of the seat's wager nobody can match, once the action is over with every other player
    still in the hand all in for less ("shoves 60k, one calls all in for 42k, the other for 25k": 18k goes
    back); 0 while anyone else may still act or match it."""
    state = replay.state
    name = step.event.seat
    if state.turn is not None or name not in state.index:
        return 0
    seat = state.seat(name)
    others = [s for s in state.seats if s is not seat and not s.folded]
    if not others or not all(s.all_in for s in others):
        return 0
    return max(0, seat.committed - max(s.committed for s in others))


def _calls_an_unclear_bet(earlier: list[Step]) -> bool:
    """Is the bet faced the last wager, made with a declaration the table did not clearly hear (40-A)?"""
    for step in reversed(earlier):
        res = step.res
        if res.floor is FloorReason.UNCLEAR_BET and res.provisional in WAGERS:
            return True
        if res.action in WAGERS or res.provisional in WAGERS:
            return False
    return False


def _pot_limit_miscount(situation: Situation, res: Resolution, later: list[Step]) -> tuple[int, Decision]:
    """52-B: a pot bet from a wrong count. Too high (illegal): reduced for everyone on the street; too
    low: raised to the pot until substantial action follows the bet. Either stands once the next card
    is dealt."""
    assert res.raw_total is not None and res.pot_bet is not None
    if situation.next_card_dealt:
        return res.raw_total, Decision.BINDING
    if res.raw_total > res.pot_bet:
        return res.pot_bet, Decision.NOT_BINDING
    res.cite("36")  # whether substantial action followed the bet decides whether it is corrected
    if substantial(later):
        return res.raw_total, Decision.BINDING
    return res.pot_bet, Decision.NOT_BINDING


def _options_after_check(replay: Replay, step: Step, later: list[Step]) -> tuple[Action, ...] | None:
    """55-A: "call" facing no bet is a check; a bet made after it, with his turn not come again, faces him
    with every option (fold, call, raise), not with the call he seemed to say."""
    name = step.event.seat
    if not later or any(s.event.seat == name for s in later) or name not in replay.state.index:
        return None
    seat = replay.state.seat(name)
    return replay.state.options(seat) if replay.state.to_call(seat) else None


def _rule_seat(situation: Situation, replay: Replay, edition: str) -> Ruling:
    state = replay.state
    question = situation.question
    name = question.seat
    if name is None and state.turn is not None:
        name = state.seats[state.turn].name
    if name is None or name not in state.index:
        return Ruling(seat=name, options=(), rules=cite(edition, ["50-A"]))
    replay.settle_open(name)
    seat = state.seat(name)
    options = state.options(seat)
    can_raise = Action.RAISE in options or Action.BET in options
    rules: list[str] = [r for r in (seat.no_fold, seat.call_only) if r]
    assumptions: list[Note] = []
    questions: list[Note] = []
    settled = [st for st in replay.steps if st.event.seat == name and st.out_of_turn and st.decision]
    decision = settled[-1].decision if settled else None
    passed_by = [st for st in replay.steps if st.out_of_turn and name in st.skipped_seats]
    if decision is not None or passed_by:
        # its own action out of turn stands or is returned, or others acted out of turn past it: the
        # action backs up to it (53-A); whether that action was substantial (36) decides what it keeps
        rules.append("53-A")
        rules.extend(gesture_rule(settled[-1].event.declaration) if settled else ())  # a tap out of turn: 3
    if passed_by:
        rules.append("36")  # what acted past him was or was not substantial action: it decides his options
    if any(st.res.floor is FloorReason.SKIPPED_PLAYER for st in passed_by):
        rules[:0] = ["53-B", "36"]  # substantial action out of turn passed him: the TD rules on his hand
    if state.no_one_to_raise(seat):
        # 47-A: the short all-ins re-open the betting for the seat, whatever else is in the hand; with every
        # other player named all-in a raise has nobody to call it, which the answer says beside it
        options = tuple(a for a in OPTION_ORDER if a in {*options, Action.RAISE})
        can_raise = True
        assumptions.append(Note(AssumptionCode.OTHERS_ALL_IN, (("seat", name),)))
        rules.append("47-B" if state.structure is Structure.LIMIT else "47-A")
    elif (
        (seat.acted_level is not None and state.current_bet > seat.acted_level)
        or (state.short_all_in and state.current_bet > seat.committed)
        or any(step.res.action is Action.ALL_IN and step.res.total for step in replay.steps)
    ):
        # 47: whether the all-in re-opens the betting, or counts as a raise at all for the minimum
        rules.append("47-B" if state.structure is Structure.LIMIT else "47-A")
    if state.capped() or question.cap:
        rules.append("48")  # the cap reached (limit), or a cap claimed where the game has none
    rules.append("43-A")
    unknown = state.facing_unknown(seat)
    if unknown and state.unknown_from is not None:
        questions.append(Note(QuestionCode.STACK, (("seat", state.unknown_from),)))  # the all-in's size
    floor = FloorReason.SKIPPED_PLAYER if "53-B" in rules else None
    if any(st.event.seat == name and st.res.floor is FloorReason.CONDITIONAL for st in replay.steps):
        floor = FloorReason.CONDITIONAL  # 59-A: the TD decides whether the player's statement binds
        rules.insert(0, "59-A")
    if any(st.event.seat == name and st.res.floor is FloorReason.PREMATURE_CALL for st in replay.steps):
        floor = FloorReason.PREMATURE_CALL  # 59-B: he called before the amount was known: the TD decides
        rules[:0] = ["59-B", "50-B"]
        options = ()  # what he owes is the TD's to say: no options read off a call the TD may undo
    action = total = None
    if question.ask is Ask.MAX_BET:
        total = state.max_raise_to(seat) if can_raise and not unknown else None
        action = (Action.RAISE if state.current_bet else Action.BET) if can_raise else None
        if state.structure is Structure.POT_LIMIT:
            rules.insert(0, "54-B" if state.preflop else "54-C")
            if state.blind_shortfall:
                assumptions.append(Note(AssumptionCode.FULL_BLINDS))
            if state.pot_unknown:  # the pot before this street was not told: the size counts this street only
                assumptions.append(Note(AssumptionCode.POT_FROM_BLINDS))
                questions.append(Note(QuestionCode.POT_SIZE, (("seat", name),)))
    return Ruling(
        seat=reported_name(name),
        action=action,
        total=total,
        returned=_returned(settled, total),
        min_raise_to=state.min_raise_to(seat) if can_raise and not unknown else None,
        options=options,
        decision=decision,
        rules=cite(edition, rules),
        floor=floor is not None,
        floor_reason=floor,
        assumptions=tuple(assumptions),
        questions=tuple(questions),
    )


def _returned(settled: list[Step], total: int | None) -> int | None:
    """What goes back to the seat asked about: its wager out of turn, voided when the action changed (53-A:
    "the 3,000 goes back"); nothing for a size asked about (nothing was put out)."""
    if settled and settled[-1].decision is Decision.NOT_BINDING:
        return settled[-1].res.returned
    return 0 if total is not None else None


def _found_behind(situation: Situation, replay: Replay, edition: str) -> Ruling:
    """62: chips found behind an all-in after a call: the TD decides if they are part of the action (49)."""
    found = situation.found_behind
    assert found is not None
    seat = replay.state.seat(found.seat) if found.seat in replay.state.index else None
    told = any(s.event.seat == found.seat and (s.event.amount or s.event.chips) for s in replay.steps) or any(
        s.name == found.seat and s.stack is not None for s in situation.seats
    )
    return Ruling(
        seat=found.seat,
        action=Action.ALL_IN,
        total=seat.committed if seat and told else None,  # an all-in whose amount was never told: no total
        decision=None,
        rules=cite(edition, ["62", "49"]),
        floor=True,
        floor_reason=FloorReason.CHIPS_FOUND_BEHIND,
    )


def _skipped(situation: Situation, edition: str) -> Ruling:
    """53-B: a player skipped while three players acted after him, their actions untold (any three are
    substantial action, 36): those actions bind and the TD rules on the skipped hand."""
    skipped = situation.skipped
    assert skipped is not None
    return Ruling(
        seat=skipped.seat,
        rules=cite(edition, ["53-B", "36"]),
        floor=True,
        floor_reason=FloorReason.SKIPPED_PLAYER,
    )
