"""Replaying a street event by event: order of action, out-of-turn actions (53), follow-ups to a floor
question by the same seat (51-B forfeit), premature calls (59-B) and sequences of undercalls (51-C)."""

from __future__ import annotations

from .interpret import Resolution, interpret
from .policy import Policy
from .ruling import CHIP_ACTIONS, Action, Decision, FloorReason, QuestionCode
from .situation import Event, Situation
from .state import SeatState, StreetState


class Step:
    """One replayed event. `decision` is set for out-of-turn actions once known (binding / not binding);
    `skipped` names the seat an out-of-turn action skipped (whose turn it was), `skipped_seats` every seat
    between it and the out-of-turn seat. (A plain class: one is built per event.)"""

    decision: Decision | None = None
    skipped: str | None = None
    skipped_seats: tuple[str, ...] = ()

    def __init__(self, event: Event, res: Resolution, out_of_turn: bool) -> None:
        self.event = event
        self.res = res
        self.out_of_turn = out_of_turn


def _statement(event: Event) -> bool:
    """A conditional statement of future action (59-A): words about an action, not an action."""
    return event.declaration is not None and event.declaration.conditional


# The rules that read chips put out as a call: an overchip (44), several chips under the 50% standard (45-A,
# 45-B, 43-A), prior chips with new ones (46-C)
_CHIPS_READ_AS_A_CALL = frozenset({"44", "45-A", "45-B", "43-A", "46-C"})
ANY_ACTIONS = 3  # 36: this many actions of any kind are substantial action


def substantial(steps: list[Step]) -> bool:
    """36: two actions at least one of which puts chips in, or any three actions."""
    acted = [s.res.action or s.res.provisional for s in steps]
    acted = [a for a in acted if a is not None]
    return len(acted) >= ANY_ACTIONS or (len(acted) >= 2 and any(a in CHIP_ACTIONS for a in acted))


class Replay:
    """Runs the events of a situation through `interpret` and the street state."""

    __slots__ = (
        "state",
        "policy",
        "steps",
        "pending",
        "oot_run",
        "unresolved",
        "amount_pending",
        "watch",
        "seen",
    )

    def __init__(self, situation: Situation, policy: Policy, watch: int | None = None) -> None:
        self.state = StreetState(situation, policy)
        self.policy = policy
        self.steps: list[Step] = []
        self.pending: dict[str, tuple[Step, int]] = {}  # out-of-turn actions waiting for the turn (53-A)
        self.oot_run: list[Step] = []  # out-of-turn actions since a seat was skipped (53-B)
        self.unresolved: Step | None = None  # a floor question the same seat may settle next
        self.amount_pending: Step | None = None  # a bet or raise whose amount is not yet known (59-B)
        self.watch = watch
        self.seen: int | None = None  # the next seat's minimum raise-to right after event `watch`
        for i, event in enumerate(situation.events):
            self._event(i, event)

    def _event(self, i: int, event: Event) -> None:
        state = self.state
        idx = state.index.get(event.seat)
        if idx is None:
            idx = self._add_seat(event.seat)
        if _statement(event):
            # 59-A: a conditional statement of future action is no action: the turn does not move.
            self.steps.append(Step(event, interpret(event, state, self.policy), False))
            if i == self.watch:
                self.seen = self.next_min_raise()
            return
        unresolved = self.unresolved
        if unresolved is not None and unresolved.event.seat != event.seat:
            self._apply(unresolved, unresolved.res.provisional)
            self.unresolved = None
        elif unresolved is not None and unresolved.res.pushed:
            # The chips of a push left open (undercall, tiny chip, unclear) are still in front of the seat.
            seat = state.seats[idx]
            seat.front = max(seat.front, seat.committed + unresolved.res.pushed)
        expected = state.turn
        in_turn = event.in_turn
        if in_turn is None and self.steps and all(_statement(s.event) for s in self.steps):
            in_turn = True  # the first action after statements only: the story starts at the action
        if in_turn and expected is not None and idx != expected:
            state.turn = expected = idx  # the report says in turn: trust it over the seat list
        out_of_turn = in_turn is False or (expected is not None and idx != expected)
        res = interpret(event, state, self.policy)
        if res.action is None and res.options is not None and res.rules:
            if Action.RAISE not in res.options:
                state.seats[idx].call_only = res.rules[0]  # "check" facing a bet (55), an undercall (51-B)
            if Action.FOLD not in res.options:
                state.seats[idx].no_fold = res.rules[0]  # prior chips pulled back facing a raise (46-B)
        step = Step(event, res, out_of_turn)
        self.steps.append(step)
        if out_of_turn:
            self._out_of_turn(step, expected)
        elif (
            res.action is None
            or res.intended is not None
            or (res.total is None and res.action is not Action.FOLD)
            or self._open()
        ):
            self._in_turn(step)
        else:  # the plain case: a settled action with nothing pending on the street
            state.apply(event.seat, res.action, res.total)
        if i == self.watch:
            self.seen = self.next_min_raise()

    def _add_seat(self, name: str) -> int:
        """A seat the events name but the seat list lacks: appended last, stack unknown (deep)."""
        state = self.state
        state.index[name] = len(state.seats)
        state.seats.append(SeatState(name, None, 0, 0))
        state.players_in_hand += 1
        return state.index[name]

    def _open(self) -> bool:
        """Is anything pending that an in-turn action may settle (floor question, amount, out of turn)?"""
        return bool(self.unresolved or self.amount_pending or self.pending or self.oot_run)

    # --- in turn -----------------------------------------------------------------------------------------
    def _in_turn(self, step: Step) -> None:
        res = step.res
        previous, self.unresolved = self.unresolved, None
        if previous is not None:
            self._follow_up(previous, step)
        if self.amount_pending is not None:
            self._premature_call(step)
        if res.intended is not None:
            self._undercall_sequence(step)
        if self.oot_run:
            self.oot_run.clear()
        if res.action is None:
            # Left open (floor, or a question the same seat may settle): the turn stays with the seat.
            self.unresolved = step if res.provisional is not None else None
            return
        if res.total is None and res.action in (Action.BET, Action.RAISE):
            self.amount_pending = step
        self._apply(step, res.action)
        if self.pending:
            self._settle_pending()

    def _apply(self, step: Step, action: Action | None, advance: bool = True) -> None:
        if action is None:
            return
        total = step.res.total
        if total is None and step.res.action is None:
            total = step.res.provisional_total  # left to the TD: the chips' reading meanwhile (40-A)
        if total is None and action in (Action.BET, Action.RAISE):
            total = step.res.min_raise_to  # amount not known: bound to at least the minimum (55-B, 54-D)
        self.state.apply(step.event.seat, action, total, advance)

    def _follow_up(self, previous: Step, step: Step) -> None:
        """51-B: an undercaller allowed to fold forfeits the intended undercall; the rest is returned."""
        first = previous.res
        if step.res.action is not Action.FOLD or first.floor is None:
            return
        seat = self.state.seat(step.event.seat)
        forfeit = first.intended if first.intended is not None else seat.committed + first.pushed
        step.res.total = forfeit
        step.res.returned = max(0, seat.committed + first.pushed - forfeit)
        step.res.floor = first.floor
        step.res.rules[:0] = [r for r in first.rules if r not in step.res.rules]

    def _premature_call(self, step: Step) -> None:
        """59-B: a call before the bettor's exact amount is known is left to the TD (a fold stands, 50-B)."""
        pending = self.amount_pending
        if pending is None:
            return
        if pending.event.seat == step.event.seat:
            self.amount_pending = None
            return
        if step.res.action is Action.CALL:
            step.res.floor = FloorReason.PREMATURE_CALL
            step.res.rules[:0] = ["59-B", "50-B"]
            step.res.ask(QuestionCode.AMOUNT, seat=pending.event.seat)
        elif step.res.action is Action.FOLD:
            step.res.rules.insert(0, "50-B")  # should have waited for the amount; the fold stands

    def _undercall_sequence(self, step: Step) -> None:
        """51-C: after a first undercall, further undercalls in sequence are left to the TD."""
        if step.res.intended is None or len(self.steps) < 2:
            return
        before = self.steps[-2].res
        if before.intended is not None and self.steps[-2].event.seat != step.event.seat:
            step.res.floor = FloorReason.MULTIPLE_UNDERCALLS
            step.res.provisional = step.res.action or step.res.provisional
            step.res.action = None
            step.res.rules.insert(0, "51-C")

    # --- out of turn (53) ------------------------------------------------------------------------------
    def _out_of_turn(self, step: Step, expected: int | None) -> None:
        res = step.res
        state = self.state
        if expected is not None:
            step.skipped = state.seats[expected].name
            step.skipped_seats = self._between(expected, state.index[step.event.seat])
        res.rules.insert(0, "53-A")
        self.oot_run.append(step)
        if res.action is Action.FOLD:
            step.decision = Decision.BINDING
            res.rules.insert(1, "58")
            state.apply(step.event.seat, Action.FOLD, advance=False)
        else:
            self.pending[step.event.seat] = (step, state.current_bet)
        if step.skipped is not None and substantial(self.oot_run):
            self._bind_skipping_actions()

    def _between(self, first: int, oot: int) -> tuple[str, ...]:
        """The live seats from `first` (whose turn it was) up to the out-of-turn seat, in order of action."""
        seats, n = self.state.seats, len(self.state.seats)
        names: list[str] = []
        i = first
        while i != oot and len(names) < n:
            if seats[i].live:
                names.append(seats[i].name)
            i = (i + 1) % n
        return tuple(names)

    def _bind_skipping_actions(self) -> None:
        """53-B: substantial action out of turn after a skipped seat makes those actions binding."""
        for oot in self.oot_run:
            oot.decision = Decision.BINDING
            oot.res.floor = FloorReason.SKIPPED_PLAYER
            oot.res.rules[1:1] = [r for r in ("53-B", "36") if r not in oot.res.rules]
            if oot.event.seat in self.pending:
                del self.pending[oot.event.seat]
                self._apply(oot, oot.res.action or oot.res.provisional, advance=False)

    def _settle_pending(self) -> None:
        """53-A: when the turn reaches an out-of-turn seat, its action binds if the action is unchanged."""
        state = self.state
        while state.turn is not None and state.seats[state.turn].name in self.pending:
            seat = state.seats[state.turn]
            step, level = self.pending.pop(seat.name)
            if state.current_bet == level:
                step.decision = Decision.BINDING
                step.res.rules.extend(self._unchanged_by(step))
                self._apply(step, step.res.action or step.res.provisional)
                continue
            step.decision = Decision.NOT_BINDING
            res = step.res
            # the wager goes back whether chips were pushed or only said (53-A ex. 1: "the 800 chips")
            said = max(0, (res.total or 0) - seat.committed)
            res.action, res.total, res.returned = None, seat.committed, res.pushed or said
            res.options = state.options(seat)
            res.min_raise_to = state.min_raise_to(seat) if state.can_raise(seat) else None
            break

    def _unchanged_by(self, oot: Step) -> list[str]:
        """53-A: the rules that read a skipped player's chips as no change of action ("seat 5 tosses in a
        single 5k chip": a call by 44), which the out-of-turn action's binding rests on."""
        later = self.steps[self.steps.index(oot) + 1 :]
        return [
            rule
            for st in later
            if st.event.seat != oot.event.seat and st.res.action is Action.CALL
            for rule in st.res.rules[:1]
            if rule in _CHIPS_READ_AS_A_CALL and rule not in oot.res.rules
        ]

    def settle_open(self, name: str) -> None:
        """Before answering about seat `name`: a push another seat left to the TD counts as its provisional
        reading (40-A: the chips), as it would once `name` acts."""
        open_step = self.unresolved
        if open_step is not None and open_step.event.seat != name:
            self._apply(open_step, open_step.res.provisional)
            self.unresolved = None

    def next_min_raise(self) -> int | None:
        state = self.state
        if state.turn is None or state.level_unknown:
            return None
        seat = state.seats[state.turn]
        return state.min_raise_to(seat) if state.can_raise(seat) else None
