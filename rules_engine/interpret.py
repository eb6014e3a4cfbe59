"""What one action *is*: the interpretation rules 40-46, 49, 51, 54-57 and 59 applied to one event.

`interpret(event, state, policy)` reads the event against the street state just before it and returns a
`Resolution` (action, total, chips returned, cited rule parts without edition, floor reason, assumptions,
questions). It does not change the state. Out-of-turn handling, corrections noticed later (52) and the
replay itself live in `replay`.
"""

from __future__ import annotations

from .amounts import read_bare_number
from .policy import AmountReading, Policy
from .record import mutable_record
from .ruling import Action, AssumptionCode, FloorReason, Note, QuestionCode
from .situation import Declaration, Event, Opening, Order, PriorChips, Structure, Verbal
from .state import SeatState, StreetState

_RAISING = frozenset({Verbal.BET, Verbal.RAISE})


class Resolution:
    """The reading of one event. `provisional` is what the replay applies when `action` is left to the TD.

    raw_total: the amount as made when it was corrected up to the legal minimum (52-A) or is a pot-limit
    miscount (52-B, with `pot_bet` the correct pot bet); `intended`: the bet level an undercaller seemed
    to call (51-B forfeit); `pushed`: the chips this event put on the table; `provisional_total`: the total
    the replay applies with `provisional` while the TD decides (40-A: the chips' reading).

    A plain class whose rarely-set fields default at class level: one is built per event on the hot path.
    """

    FIELDS = (
        "action",
        "total",
        "returned",
        "rules",
        "floor",
        "assumptions",
        "questions",
        "options",
        "min_raise_to",
        "provisional",
        "raw_total",
        "pot_bet",
        "intended",
        "pushed",
        "provisional_total",
    )
    action: Action | None = None
    total: int | None = None
    returned: int = 0
    floor: FloorReason | None = None
    options: tuple[Action, ...] | None = None
    min_raise_to: int | None = None
    provisional: Action | None = None
    raw_total: int | None = None
    pot_bet: int | None = None
    intended: int | None = None
    provisional_total: int | None = None

    def __init__(self, pushed: int = 0, quiet: bool = False) -> None:
        self.pushed = pushed
        self.quiet = quiet  # an alternative reading kept only for its outcome: no notes
        self.rules: list[str] = []
        self.assumptions: list[Note] = []
        self.questions: list[Note] = []

    def cite(self, *parts: str) -> None:
        for p in parts:
            if p not in self.rules:
                self.rules.append(p)

    def assume(self, code: AssumptionCode, **params: str | int) -> None:
        self._note(self.assumptions, code, params)

    def ask(self, code: QuestionCode, **params: str | int) -> None:
        self._note(self.questions, code, params)

    def _note(
        self, notes: list[Note], code: AssumptionCode | QuestionCode, params: dict[str, str | int]
    ) -> None:
        if self.quiet:
            return
        note = Note(code, tuple(params.items()))
        if note not in notes:
            notes.append(note)

    def same_outcome(self, other: Resolution) -> bool:
        return (self.action, self.total, self.floor) == (other.action, other.total, other.floor)


@mutable_record
class _Ctx:
    """Everything one interpretation needs, computed once."""

    event: Event
    state: StreetState
    seat: SeatState
    policy: Policy
    new: tuple[int, ...]  # denominations of the new chips (empty when unknown)
    value: int  # value of the new chips
    known_chips: bool  # denominations known
    on_table: int  # physical chips in front after the event (to compute change)
    last: bool | None  # were these the seat's last chips?


def interpret(event: Event, state: StreetState, policy: Policy) -> Resolution:
    seat = state.seats[state.index[event.seat]]
    decl = event.declaration
    folds = decl is not None and decl.kind is Verbal.FOLD and not decl.conditional
    if folds and (seat.no_fold is not None or _pulled_back_facing_a_raise(event, state, seat)):
        return _no_fold(state, seat)  # 46-B: pulled-back prior chips bind to call or raise
    if folds and _facing_a_raise_over(event, state, seat, PriorChips.HALF_PULLED_BACK):
        return _fold_for_the_floor(state, seat)  # 46-B binds only a clear pull-back
    if folds and decl is not None and decl.clear and not (event.chips or event.amount):
        return _fold(state, seat)  # the most common event needs no reading of chips
    ctx = _context(event, state, seat, policy)
    res = Resolution(pushed=ctx.value)
    if decl is not None and decl.conditional:
        res.floor = FloorReason.CONDITIONAL
        res.cite("59-A")
        return res
    if decl is None and not ctx.value and _pulled_back_facing_a_raise(event, state, seat):
        return _no_fold(state, seat)
    half = _facing_a_raise_over(event, state, seat, PriorChips.HALF_PULLED_BACK)
    if decl is None and not ctx.value and half:
        return _fold_for_the_floor(state, seat)  # may he still fold? the TD's (46-B)
    if event.added_chips:
        _string_bet(ctx, res)
    if decl is None:
        assumed_silent = bool(ctx.value) and event.silent is not True  # stated silence is a fact
        if assumed_silent:
            res.assume(AssumptionCode.NO_VERBAL)
        _read_chips(ctx, res)
        if assumed_silent:
            res.cite("40-A")  # after the rule that reads the chips: whether words came first decides
        if event.expects_change and ctx.value:
            res.cite("61")  # over-betting expecting change: every chip pushed silently may count
    elif not ctx.value:
        _read_verbal(ctx, decl, res)
        if not decl.clear:
            _unclear_words(res, decl.standard)
    else:
        _read_both(ctx, decl, res)
    _finish(ctx, res)
    return res


def _pulled_back_facing_a_raise(event: Event, state: StreetState, seat: SeatState) -> bool:
    """46-B: prior-bet chips clearly pulled back (fully or partly) while facing a raise over them."""
    return _facing_a_raise_over(event, state, seat, PriorChips.PULLED_BACK, PriorChips.PARTLY_PULLED_BACK)


def _facing_a_raise_over(event: Event, state: StreetState, seat: SeatState, *moved: PriorChips) -> bool:
    """Prior-bet chips moved as `moved` tells while a raise over them is faced."""
    return event.prior_chips in moved and seat.front > 0 and state.current_bet > seat.committed


def _fold_for_the_floor(state: StreetState, seat: SeatState) -> Resolution:
    """46-B: "clearly pulling back a prior bet chip binds a player to call or raise". A pull-back stopped
    short or not clearly made leaves it to the TD whether the fold stands or binds him to call or raise."""
    res = Resolution()
    res.floor, res.options = FloorReason.UNCLEAR_PULL_BACK, state.options(seat)
    res.cite("46-B")
    return res


def _no_fold(state: StreetState, seat: SeatState) -> Resolution:
    """46-B: "clearly pulling back a prior bet chip binds a player to call or raise; they may not put the
    chip(s) back out and fold": no fold; the call stands until the player raises."""
    res = Resolution()
    can_raise = state.can_raise(seat)
    res.options = (Action.CALL, Action.RAISE) if can_raise else (Action.CALL,)
    res.provisional = Action.CALL
    res.min_raise_to = state.min_raise_to(seat) if can_raise else None
    res.cite(seat.no_fold or "46-B")
    if res.min_raise_to is not None:
        res.cite("43-A")  # the raise he may still make: at least the minimum
    return res


def _unclear_words(res: Resolution, standard: bool = True) -> None:
    """40-A: a declaration the table did not clearly hear or understand: the TD determines the bet (Rule 1);
    what the words seem to say is the fallback. A non-standard word ("I'm in") is at the player's own risk
    (57)."""
    if res.floor is not None or res.action is None:
        return
    res.provisional, res.provisional_total = res.action, res.total
    res.action, res.total = None, None
    res.floor = FloorReason.UNCLEAR_BET
    res.rules[:0] = ["40-A", "1"] if standard else ["40-A", "57", "1"]


def gesture_rule(decl: Declaration | None) -> tuple[str, ...]:
    """3: a check made by a gesture ("knocks the table") stands on the rule that makes a tap a check."""
    return ("3",) if decl is not None and decl.gesture and decl.kind is Verbal.CHECK else ()


def _fold(state: StreetState, seat: SeatState) -> Resolution:
    res = Resolution()
    res.action = Action.FOLD
    res.rules.append(_fold_rule(state, seat))
    return res


def _fold_rule(state: StreetState, seat: SeatState) -> str:
    """A fold in turn is binding (50-A); folding with no bet to face is non-standard but binding (58)."""
    return "50-A" if state.current_bet > seat.committed or state.facing_unknown(seat) else "58"


def _context(event: Event, state: StreetState, seat: SeatState, policy: Policy) -> _Ctx:
    if not event.chips and not event.amount and event.prior_chips is None:  # words only: the common case
        last = event.last_chips if event.last_chips is not None or seat.stack is None else seat.stack == 0
        return _Ctx(event, state, seat, policy, (), 0, False, seat.front, last)
    value = sum(event.chips) if event.chips else (event.amount or 0)
    if event.added_chips and _verbal_amount_first(event):
        value += sum(event.added_chips)  # the declared amount covers both motions (42-B)
    prior = event.prior_chips
    if prior is PriorChips.PULLED_BACK:
        on_table = value
    elif prior is PriorChips.PARTLY_PULLED_BACK and event.prior_kept is not None:
        on_table = event.prior_kept + value
    else:
        on_table = seat.front + value
    if event.last_chips is not None:
        last = event.last_chips
    elif seat.stack is not None:
        last = value >= seat.stack + (seat.front if prior is PriorChips.PULLED_BACK else 0)
    else:
        last = False if _string_extra(event) else None  # went back to the stack: chips were left
    return _Ctx(event, state, seat, policy, event.chips, value, bool(event.chips), on_table, last)


def _verbal_amount_first(event: Event) -> bool:
    d = event.declaration
    return d is not None and d.amount is not None and event.order in (None, Order.VERBAL_FIRST)


def _string_extra(event: Event) -> int:
    """Chips of a second motion that do not count toward the wager (56); 0 when none or declared first."""
    if not event.added_chips or _verbal_amount_first(event):
        return 0
    return sum(event.added_chips)


def _string_bet(ctx: _Ctx, res: Resolution) -> None:
    """56: chips added in a second motion do not count (unless the amount was declared first, 42-B)."""
    if _verbal_amount_first(ctx.event):
        res.cite("42", "56")  # the amount said first: more trips to the stack are no string bet (42-B)
        return
    res.cite("56", "42")
    decl = ctx.event.declaration
    if decl is not None and decl.kind in _RAISING and decl.amount is None:
        res.cite("51-A")  # "raise" said in turn binds him to a raise: the first motion's chips make it


# --- verbal and chips (40) ---------------------------------------------------------------------------------
def _read_both(ctx: _Ctx, decl: Declaration, res: Resolution) -> None:
    order = _landing_order(ctx, decl, res)
    if decl.kind is Verbal.POT:
        _read_verbal(ctx, decl, res)  # the chips carry out the pot bet (a miscount is 52-B, not 40-A)
        return
    by_chips = Resolution(pushed=ctx.value)
    _read_chips(ctx, by_chips)
    by_words = Resolution(pushed=ctx.value)
    _read_verbal(ctx, decl, by_words)
    if by_words.same_outcome(by_chips):
        _adopt(res, by_words)
        if order is Order.CHIPS_FIRST:
            res.cite(*by_chips.rules)  # the chips came first and define the bet: their rules (45) are cited
        res.cite("40-A")  # words and chips both: whichever came first defines the bet (here they agree)
        return
    if not decl.clear and not decl.standard and _chips_say_one_meaning(ctx, by_chips):
        _adopt(res, by_chips)  # "I'm in" and the exact call (or every chip he has): the chips say which
        res.cite("40-A")
        return
    # A bare number ("treinta" with 3,000 in chips) or a non-standard word ("voy") said with chips that
    # say otherwise, and not clearly before them: which did he mean? (40-A)
    ambiguous = decl.bare_number or not decl.standard
    # a number said alone is sized by 57's guess; chips that say another contradict it however he spoke first
    number_alone = decl.bare_number and decl.kind is Verbal.AMOUNT
    if not decl.clear or number_alone or (ambiguous and order is not Order.VERBAL_FIRST):
        # 40-A: unclear or contradictory verbal and chips: the TD decides (Rule 1); chips are the fallback.
        _adopt(res, by_chips)
        res.action, res.total = None, None
        res.provisional, res.provisional_total = by_chips.action, by_chips.total
        res.floor = FloorReason.UNCLEAR_BET
        res.rules.insert(0, "1")
        res.rules.insert(0, "40-A")
        if not decl.standard or number_alone:  # a non-standard word or a number alone, at the player's risk;
            res.rules.insert(0 if decl.clear else 1, "57")  # words not clearly heard are first 40-A's
        return
    if order is Order.CHIPS_FIRST:
        _adopt(res, by_chips)
    else:
        _adopt(res, by_words)
        if by_words.total is not None and ctx.on_table < by_words.total:
            res.cite("51-A")  # the words, said in turn, commit him to more than the chips put out
    if len(ctx.new) == 1 and decl.kind in _RAISING and order is not Order.CHIPS_FIRST:
        # "raise" said before a single oversized chip lands: a raise to the chip's value, at least the minimum
        res.cite("44", "43-A")
        if order is None:
            res.assume(AssumptionCode.SIMULTANEOUS)
            raising = decl.kind in _RAISING or decl.kind is Verbal.ALL_IN
            res.ask(
                QuestionCode.RAISE_DECLARED_FIRST if raising else QuestionCode.VERBAL_OR_CHIPS_FIRST,
                seat=ctx.seat.name,
            )
    res.rules.insert(0, "40-A")


def _landing_order(ctx: _Ctx, decl: Declaration, res: Resolution) -> Order | None:
    """Which came first, words said before the pushed chips landed read as the house reads them: the chips
    first (40-A) but for a raise said before a single chip lands (44), or the words wherever the house lets
    them stand until the chips land (Garrido 6.d, cited)."""
    order = ctx.event.order
    if order is not Order.BEFORE_LANDING:
        return order
    house = ctx.policy.house
    if not house.words_before_landing:
        overchip_raise = len(ctx.new) == 1 and decl.kind in _RAISING
        return Order.VERBAL_FIRST if overchip_raise else Order.CHIPS_FIRST
    res.rules.append(house.landing_rule)
    if house.release_rule not in res.rules:
        res.rules.append(house.release_rule)  # chips still in hand are not yet placed (Garrido 6.p)
    return Order.VERBAL_FIRST


def _adopt(res: Resolution, other: Resolution) -> None:
    for name in Resolution.FIELDS:
        if name in ("rules", "assumptions", "questions"):
            for item in getattr(other, name):
                if item not in getattr(res, name):
                    getattr(res, name).append(item)
        else:
            setattr(res, name, getattr(other, name))


# --- verbal declarations (40-C, 43-B, 51-A, 54-D, 55, 57) ----------------------------------------------
def _read_verbal(ctx: _Ctx, decl: Declaration, res: Resolution) -> None:
    state, seat = ctx.state, ctx.seat
    kind = decl.kind
    owed = state.current_bet - seat.committed  # never negative: nobody has more in than the current bet
    if kind is Verbal.FOLD:
        res.action = Action.FOLD
        res.cite(_fold_rule(state, seat))
    elif kind is Verbal.CHECK:
        if owed or state.facing_unknown(seat):
            res.options, res.provisional = (Action.FOLD, Action.CALL), Action.CALL
            res.cite("55")
        else:
            res.action, res.total = Action.CHECK, seat.committed
            res.cite("50-A", *gesture_rule(decl))
    elif kind is Verbal.CALL:
        _verbal_call(ctx, res)
    elif kind is Verbal.ALL_IN:
        res.action = Action.ALL_IN
        # a regional term stands as official (3), said at the player's own risk as an unofficial one (57)
        res.cite("40-B", *(("3", "57") if decl.regional else ()))
        if seat.stack is not None:
            res.total = seat.committed + seat.stack
        elif decl.amount is not None:
            res.total = decl.amount
        elif ctx.value or (ctx.last is not None and ctx.on_table):
            res.total = ctx.on_table  # the chips put out are all the seat had ("his last chips": none told)
        else:
            res.ask(QuestionCode.STACK, seat=seat.name)
    elif kind is Verbal.POT:
        _pot(ctx, res)
    elif kind is Verbal.COMPLETE:
        _complete(ctx, res)
    else:
        amount = _declared_total(ctx, decl, res)
        if kind is Verbal.AMOUNT:
            if amount is None:
                res.ask(QuestionCode.AMOUNT, seat=seat.name)
                return
            res.cite("40-C")
            _amount(ctx, amount, res)
        else:
            _declared_raise(ctx, decl, amount, res)
            if "43-B" in res.rules:
                res.cite("40-B")  # "raise, eight thousand": both declared; after the rules that decide


def _declared_total(ctx: _Ctx, decl: Declaration, res: Resolution) -> int | None:
    """The total a declared amount stands for: 43-B total, "by" increments, 57 bare numbers."""
    if decl.amount is None:
        return None
    state = ctx.state
    amount = decl.amount
    if decl.bare_number:
        # a number said alone may match the bet faced (40-C: as if pushed silently, a call); with an action
        # word ("raise, eight") it must go past it
        alone = decl.kind is Verbal.AMOUNT
        if not state.current_bet:
            minimum = state.big_blind
        else:
            minimum = state.current_bet if alone else state.current_bet + 1
        pot, told = state.pot, not state.pot_unknown
        read = read_bare_number(amount, minimum, pot, ctx.policy.amount_reading, told, state.big_blind)
        # a house rule is cited with the TDA rule it replaces; 40-B: an amount alone is a verbal declaration
        res.cite(ctx.policy.amount_rule, "57", "40-B")
        if read is None:
            res.floor = FloorReason.UNCLEAR_BET  # no reading both legal and reasonable for the pot: the TD's
            return None
        lowest = ctx.policy.amount_reading is AmountReading.LOWEST
        res.assume(
            AssumptionCode.LOWEST_READING if lowest else AssumptionCode.HIGHEST_READING, amount=read or 0
        )
        amount = read if read is not None else amount
    if decl.by:
        return state.current_bet + amount
    return amount


def _verbal_call(ctx: _Ctx, res: Resolution) -> None:
    state, seat = ctx.state, ctx.seat
    decl = ctx.event.declaration
    if decl is not None and not decl.clear and state.current_bet > seat.committed:
        # "I'm in" facing a bet, nothing pushed: a call or all in? Unofficial words are read by the TD (57).
        res.action, res.provisional = None, Action.CALL
        res.floor = FloorReason.UNCLEAR_BET
        res.cite("40-A", "57", "1")
        return
    if state.level_unknown:  # calling an all-in of unknown size: the total is that all-in, not known here
        res.action = Action.CALL
        res.cite("51-A")
        res.ask(QuestionCode.AMOUNT, seat=seat.name)
        return
    owed = state.current_bet - seat.committed
    if owed <= 0:
        res.action, res.total = Action.CHECK, seat.committed
        res.cite("55")
        return
    res.action, res.total = Action.CALL, state.current_bet  # capped by the stack in _finish
    if ctx.value < owed:
        res.cite("51-A")  # fewer chips than the call: the word binds the whole of it
    res.cite("41")  # saying "call" is a standard call (41-A)
    if 0 < ctx.value < owed and seat.committed + ctx.value in state.levels:
        # "call" with the chips of the bet a raise replaced: he called what he had not checked; the caller
        # determines the amount of the bet (49) and his word holds him to it
        res.cite("49")
    if ctx.value > owed:
        res.cite("51-A")  # "call" said, more chips put out: the word commits him to the call (51-A)
    if ctx.event.count_given is not None:
        _accepted_action(ctx, res)


def _accepted_action(ctx: _Ctx, res: Resolution) -> None:
    """49: a caller told a wrong amount is held to the correct wager; 60 when what was counted was an
    all-in player's stack (accepted action applies to that count too)."""
    given = ctx.event.count_given
    if (
        given is not None
        and given != ctx.state.current_bet - ctx.seat.committed
        and given != ctx.state.current_bet
    ):
        res.rules.insert(0, "49")
        if any(s.all_in and s.committed == ctx.state.current_bet for s in ctx.state.seats):
            res.rules.insert(1, "60")
        unknown = ctx.seat.stack is None and ctx.event.last_chips is not False  # "tiene de sobra": he can
        all_in = any(s.all_in and s.committed == ctx.state.current_bet for s in ctx.state.seats)
        if unknown and all_in and given < ctx.state.current_bet - ctx.seat.committed:
            # held to more than he was told: 49 holds him to the correct amount or his all-in, so his
            # stack does not change the ruling; the reply says it takes him to cover it
            res.assume(AssumptionCode.DEEP_STACK, seat=ctx.seat.name)


def _declared_raise(ctx: _Ctx, decl: Declaration, amount: int | None, res: Resolution) -> None:
    state, seat = ctx.state, ctx.seat
    facing = state.current_bet > 0
    if facing and not state.can_raise(seat):
        _raise_not_allowed(ctx, res)
        return
    if not facing and decl.kind is Verbal.RAISE:
        res.cite("55")
        if decl.amount is None and not ctx.value:
            res.cite("51-A")  # "raise" said in turn and nothing more: it binds him to the bet 55-B asks
    if (
        facing
        and decl.amount is None
        and not decl.by
        and ctx.value + seat.committed < state.min_raise_to(seat)
    ):
        res.cite("51-A")  # "raise" said in turn, chips short of one: it commits him to a full raise (43-A)
    if amount is None and ctx.value:
        amount = _chips_total(ctx)
        res.cite("44" if len(ctx.new) == 1 else "42")
    elif amount is not None and facing:
        res.cite("43-B")
    elif amount is None and decl.by:
        amount = state.min_raise_to(seat)  # "min-raises": raised by an unsaid amount, the minimum (43-A)
        res.cite("43-A")
    elif amount is None and state.structure is Structure.LIMIT and decl.clear:
        amount = state.min_raise_to(seat)  # limit: "raise" without an amount is the one fixed raise
    elif amount is None and not decl.clear:
        _unclear_amount(ctx, decl, res)
        return
    if amount is None:
        res.action = Action.RAISE if facing else Action.BET
        res.min_raise_to = state.min_raise_to(seat)
        res.provisional = res.action
        res.ask(QuestionCode.AMOUNT, seat=seat.name)
        return
    _raise_to(ctx, amount, res)


def _unclear_amount(ctx: _Ctx, decl: Declaration, res: Resolution) -> None:
    """40-A: an amount said that reads several ways ("twelve five") is unclear: the TD determines the bet."""
    res.action, res.provisional = None, Action.RAISE if ctx.state.current_bet else Action.BET
    res.floor = FloorReason.UNCLEAR_BET
    res.cite("40-A", "1")
    res.ask(QuestionCode.AMOUNT, seat=ctx.seat.name)


def _chips_total(ctx: _Ctx) -> int:
    """Total wager the chips on the table stand for (prior chips kept plus new chips, 46)."""
    prior = ctx.event.prior_chips
    if prior is PriorChips.PULLED_BACK:
        return ctx.value
    if prior is PriorChips.PARTLY_PULLED_BACK and ctx.event.prior_kept is not None:
        return ctx.event.prior_kept + ctx.value
    return ctx.seat.front + ctx.value  # the chips in front (a 1k chip posted for a 100 blind counts 1000)


def _raise_to(ctx: _Ctx, amount: int, res: Resolution) -> None:
    """A bet or raise of `amount` total: at least the minimum (43-A, 52-A), at most the pot (54) or stack."""
    state, seat = ctx.state, ctx.seat
    facing = state.current_bet > 0
    minimum = state.min_raise_to(seat)
    total = amount
    if amount < minimum and facing and ctx.last:
        # "makes it 3,500, that's everything he had": a raise short of the minimum with his last chips is
        # an all-in for less, not a raise to complete (43-A); whether it re-opens is 47's
        res.action, res.total = Action.ALL_IN, seat.cap(amount)
        res.cite("43-A")
        return
    if amount == minimum and facing and state.structure is not Structure.LIMIT:
        res.cite("43-A")  # a raise of just the minimum: 43-A is what makes it a full, legal raise
    if amount < minimum:
        total = minimum
        res.raw_total = amount
        res.min_raise_to = minimum  # what this player must make it: the smallest legal raise-to for him
        said = ctx.event.declaration is not None and ctx.event.declaration.kind in _RAISING
        if facing:
            res.cite("43-A")
        if said or not facing:
            res.cite(
                "52-A"
            )  # a declared underraise (or underbet) is corrected; silent chips are 45's, 43-A's
        res.cite("43-A")  # the least legal wager it is brought up to: an opening bet's as a raise's
    maximum = state.max_raise_to(seat)
    if state.structure is Structure.LIMIT:
        total = minimum
    elif maximum is not None and state.structure is Structure.POT_LIMIT and not state.pot_unknown:
        if total > maximum or _bet_at_the_count(ctx, total):
            _miscounted(ctx, total, maximum, res)  # 52-B: too high is cut back, too low is raised to it
            total = maximum
        if total == maximum and state.blind_shortfall:
            res.cite("54-B")  # the pot counts the missing blind
            res.assume(AssumptionCode.FULL_BLINDS)
    res.total = seat.cap(total)
    res.action = Action.RAISE if facing else Action.BET


def _chips_say_one_meaning(ctx: _Ctx, by_chips: Resolution) -> bool:
    """The chips are exactly one meaning of a word that has several ("I'm in": call or all in): the exact
    call, or all his chips."""
    if by_chips.floor is not None:
        return False
    exact_call = by_chips.action is Action.CALL and by_chips.total == ctx.on_table
    return exact_call or by_chips.action is Action.ALL_IN


def _bet_at_the_count(ctx: _Ctx, total: int) -> bool:
    """A pot-limit bet of just the count the player was told, short of the real pot: he bet "the pot" at a
    wrong count (an amount of his own below the pot is a legal bet)."""
    given = ctx.event.count_given
    return given is not None and total in (given, ctx.seat.committed + given)


def _miscounted(ctx: _Ctx, made: int, pot_bet: int, res: Resolution) -> None:
    """52-B: a pot-limit bet made at a wrong count (``made``) where the pot allows ``pot_bet``; the
    betting path decides whether it is corrected (too high: always on the street; too low: until
    substantial action)."""
    if made != pot_bet:
        res.raw_total, res.pot_bet = made, pot_bet
        res.rules.insert(0, "52-B")
        res.cite("54-B" if ctx.state.preflop else "54-C")


def _raise_not_allowed(ctx: _Ctx, res: Resolution) -> None:
    """47 / 48: a seat not facing a full raise since it acted (or at the limit cap) can only call; so can a
    seat left alone against all-in players, and one that said "check" facing the bet (55)."""
    state, seat = ctx.state, ctx.seat
    res.action, res.total = Action.CALL, seat.cap(state.current_bet)
    if seat.call_only is not None:
        res.cite(seat.call_only)
    elif state.capped():
        res.cite("48")
    elif state.no_one_to_raise(seat):
        res.assume(AssumptionCode.OTHERS_ALL_IN, seat=seat.name)
        if state.players_told is None:
            res.ask(QuestionCode.PLAYERS_IN_HAND)  # only the players the report names are all-in
    else:
        res.cite("47-B" if state.structure is Structure.LIMIT else "47-A")


def _pot(ctx: _Ctx, res: Resolution) -> None:
    """54: "pot" is the pot-limit maximum; in no-limit it binds to a valid (minimum) bet or raise (54-D)."""
    state, seat = ctx.state, ctx.seat
    facing = state.current_bet > 0
    if facing and not state.can_raise(seat):
        _raise_not_allowed(ctx, res)
        return
    res.action = Action.RAISE if facing else Action.BET
    if state.structure is Structure.POT_LIMIT:
        _pot_limit_bet(ctx, res)
    elif state.structure is Structure.LIMIT:
        res.total = state.min_raise_to(seat)
        res.cite("54-D")
    else:
        # 54-D: binds to a valid bet or raise: the minimum stands (the player may name more), and a bet
        # or raise is his only choice; facing a bet, that is a full raise (43-A); "pot" is an official term in
        # pot-limit only (3), so in no-limit it is non-standard, at the player's risk (57)
        res.cite("54-D", "57", *(("43-A",) if facing else ()))
        res.min_raise_to = res.total = state.min_raise_to(seat)
        res.options = (res.action,)


def _pot_limit_bet(ctx: _Ctx, res: Resolution) -> None:
    state, seat = ctx.state, ctx.seat
    pot_bet = state.max_raise_to(seat)
    assert pot_bet is not None
    res.cite("54-B" if state.preflop else "54-C")
    if state.blind_shortfall:
        res.assume(AssumptionCode.FULL_BLINDS)
    if state.pot_unknown:  # the pot before this street was not told: the size counts this street only
        res.assume(AssumptionCode.POT_FROM_BLINDS)
        res.ask(QuestionCode.POT_SIZE, seat=seat.name)
    res.total = pot_bet
    # A pot bet at a count he was told (or the amount said with "pot"): a wrong count is 52-B. Chips that
    # do not match with no count told: the word "pot" defines the bet (40-A) and the excess goes back.
    decl = ctx.event.declaration
    counted = ctx.event.count_given
    if counted is None and decl is not None:
        counted = decl.amount
    if counted is not None and state.pot_unknown:
        res.total = seat.cap(counted)  # the pot is not told: the bet at the count stands, the pot asked
    elif counted is not None and counted != pot_bet:
        _miscounted(ctx, counted, pot_bet, res)
        res.total = counted
    elif ctx.value and ctx.value + seat.committed != pot_bet:
        res.cite("40-A")


def _complete(ctx: _Ctx, res: Resolution) -> None:
    """Complete: in limit, bring a short bet up to a full bet; otherwise (small blind) it is a call."""
    state, seat = ctx.state, ctx.seat
    unit = state.bet_unit
    if state.structure is Structure.LIMIT and state.current_bet % unit:
        res.action, res.total = Action.COMPLETE, seat.cap((state.current_bet // unit + 1) * unit)
        res.cite("3")
        return
    _verbal_call(ctx, res)


# --- chips (41, 44, 45, 46) and amounts (40-C, 43) -----------------------------------------------------
def _read_chips(ctx: _Ctx, res: Resolution) -> None:
    state, seat, event = ctx.state, ctx.seat, ctx.event
    if not ctx.value and event.prior_chips is None:
        if state.to_call(seat):
            res.ask(QuestionCode.AMOUNT, seat=seat.name)
        else:
            res.action, res.total = Action.CHECK, seat.committed
        return
    if not ctx.known_chips and state.current_bet and ctx.value > state.to_call(seat):
        # Facing a bet, whether every chip was needed (45-A) or not (45-B) depends on the chips.
        res.ask(QuestionCode.CHIP_DENOMINATIONS, seat=seat.name)
    if not state.current_bet:
        _silent_bet(ctx, res)
        return
    if seat.front or event.prior_chips is not None:
        _prior_chips(ctx, res)
        return
    _facing(ctx, base=seat.committed, combined=False, res=res)


def _silent_bet(ctx: _Ctx, res: Resolution) -> None:
    """Not facing a bet: a single chip is a bet of the chip (44); several chips bet their total."""
    res.cite("44" if len(ctx.new) == 1 else "40-A")
    if ctx.last:
        res.action, res.total = Action.ALL_IN, ctx.seat.committed + ctx.value
        return
    _raise_to(ctx, ctx.seat.committed + ctx.value, res)


def _prior_chips(ctx: _Ctx, res: Resolution) -> None:
    """46-C: how prior-bet chips not yet pulled in combine with new chips."""
    seat, prior = ctx.seat, ctx.event.prior_chips
    if prior is not None:
        _combine_prior(ctx, res, prior)
        return
    _combine_prior(ctx, res, PriorChips.LEFT_ALONE)
    res.assume(AssumptionCode.PRIOR_CHIPS_LEFT_ALONE, seat=seat.name)
    pulled = Resolution(ctx.value, quiet=True)
    _combine_prior(ctx, pulled, PriorChips.PULLED_BACK)
    if not pulled.same_outcome(res):
        res.ask(QuestionCode.PRIOR_CHIPS, seat=seat.name)


def _combine_prior(ctx: _Ctx, res: Resolution, prior: PriorChips) -> None:
    state, seat, event = ctx.state, ctx.seat, ctx.event
    covers = seat.front >= state.current_bet
    res.cite("46-C")
    if covers or prior is PriorChips.COMBINED:
        res.cite("45-B")
        _facing(ctx, base=seat.front, combined=True, res=res)
    elif prior is PriorChips.PARTLY_PULLED_BACK:
        res.cite("45-B")
        kept = event.prior_kept
        if kept is None:
            kept = seat.front
            res.ask(QuestionCode.PRIOR_KEPT, seat=seat.name)
        _facing(ctx, base=kept, combined=True, res=res)
    elif prior is PriorChips.PULLED_BACK:
        _facing(ctx, base=0, combined=False, res=res)
    else:  # left alone: new chips go on top of every chip in front (46 situations 1 and 4)
        _facing(ctx, base=seat.front, combined=False, res=res)


def _amount(ctx: _Ctx, total: int, res: Resolution) -> None:
    """40-C: declaring an amount only is the same as silently pushing that amount."""
    state, seat = ctx.state, ctx.seat
    if not state.current_bet:
        _raise_to(ctx, total, res)
        return
    if total <= seat.committed:
        res.ask(QuestionCode.AMOUNT, seat=seat.name)
        return
    _settle(ctx, total, total - seat.committed, res, multi=False)


def _facing(ctx: _Ctx, base: int, combined: bool, res: Resolution) -> None:
    """Facing a bet with new chips on top of `base` (41, 44, 45; 46-C-2 when `combined`)."""
    state = ctx.state
    total = base + ctx.value
    need = state.current_bet - base
    single = len(ctx.new) == 1 and not combined
    if total >= state.current_bet and single:
        res.action, res.total = Action.CALL, state.current_bet
        res.cite("44" if ctx.value > need else "41", "41")  # a silent overchip is a standard call (41-C)
        return
    if total >= state.current_bet and len(ctx.new) > 1 and not combined:
        if ctx.value - min(ctx.new) < need:
            res.action, res.total = Action.CALL, state.current_bet
            res.cite("45-A", "41")  # multiple chips equal to a call under 45 are a standard call (41-D)
            return
        if _same_chips_call(ctx, need):  # a house rule: one chip less that only matches the bet is a call
            res.action, res.total = Action.CALL, state.current_bet
            res.cite(ctx.policy.same_chips_rule, "45-B")
            return
        res.cite("45-B")
    _settle(ctx, total, ctx.value, res, multi=len(ctx.new) > 1 or combined)


def _same_chips_call(ctx: _Ctx, need: int) -> bool:
    """Garrido 6.j: chips all of one value whose total less one chip does not exceed the bet are a call."""
    return ctx.policy.same_chips_call_at_bet and len(set(ctx.new)) == 1 and ctx.value - ctx.new[0] <= need


def _settle(ctx: _Ctx, total: int, value: int, res: Resolution, multi: bool) -> None:
    """A wager of `total` facing a bet: short (51-B / all-in), a call, or a raise by the 50% standard."""
    state, seat = ctx.state, ctx.seat
    if total < state.current_bet:
        extra = _string_extra(ctx.event)
        if extra and total + extra >= state.current_bet:
            # 56: the second motion cannot raise, but with it the chips out cover the call: a call (41).
            res.action, res.total = Action.CALL, seat.cap(state.current_bet)
            res.cite("41")
            return
        _short(ctx, total + extra, value + extra, res)
        return
    if total == state.current_bet:
        res.action, res.total = Action.CALL, total
        res.cite("41")
        return
    if ctx.last:
        # 45-B-2 / 43-A: last chips are all-in whether or not they reach the 50% standard.
        res.action, res.total = Action.ALL_IN, total
        res.cite("45-B" if multi else "43-A")
        return
    raises = (total - state.current_bet) * ctx.policy.raise_standard.denominator >= (
        state.min_increment * ctx.policy.raise_standard.numerator
    )
    if len(ctx.new) != 1:
        res.cite("45-B")  # more than one chip (or an amount, 40-C): the 50% standard decides
    res.cite("43-A")
    if raises and not state.can_raise(seat):
        _raise_not_allowed(ctx, res)
    elif raises:
        _raise_to(ctx, total, res)
    else:
        res.action, res.total = Action.CALL, state.current_bet
    if ctx.last is None and res.total != total:
        # Were these the player's last chips, they would be all-in for `total` (45-B-2): ask.
        res.assume(AssumptionCode.DEEP_STACK, seat=seat.name)
        res.ask(QuestionCode.LAST_CHIPS, seat=seat.name)


def _short(ctx: _Ctx, total: int, value: int, res: Resolution) -> None:
    """Less than the call: all-in for less, accepted action (49), tiny chip (41) or undercall (51-B)."""
    state, seat, policy = ctx.state, ctx.seat, ctx.policy
    need = state.current_bet - seat.committed
    if ctx.last:
        res.action, res.total = Action.ALL_IN, total
        res.cite("45-A" if len(ctx.new) > 1 else "44")
        return
    if ctx.event.count_given is not None and total >= seat.committed + ctx.event.count_given:
        res.action, res.total = Action.CALL, seat.cap(state.current_bet)
        res.cite("49")
        return
    if ctx.last is None:
        res.assume(AssumptionCode.DEEP_STACK, seat=seat.name)
        res.ask(QuestionCode.LAST_CHIPS, seat=seat.name)
    res.intended = state.level_called_by(total)
    if state.undercaller not in (None, seat.name):
        # 51-C: undercalls in sequence: the first undercaller corrects; the TD decides the later ones.
        _call_or_fold_for_the_floor(res, FloorReason.UNDERCALL, "51-C", "51-B")
        return
    state.undercaller = seat.name
    if value * policy.tiny_chip.denominator <= need * policy.tiny_chip.numerator:
        _call_or_fold_for_the_floor(res, FloorReason.TINY_CHIP, "41", "51-B")
        return
    res.cite("51-B")
    opening = state.facing_opening_bet()
    if opening or state.heads_up():
        if opening and state.opening is Opening.UNTOLD and not state.heads_up_told():
            # The first bet told may raise an untold one: facing a raise multi-way the TD decides.
            res.assume(AssumptionCode.OPENING_BET, amount=state.current_bet)
            res.ask(QuestionCode.OPENING_BET, amount=state.current_bet)
        elif not opening and state.players_told is None:
            # Heads-up only because the report names two players: a third would leave it to the TD.
            res.assume(AssumptionCode.HEADS_UP)
            res.ask(QuestionCode.PLAYERS_IN_HAND)
        res.action, res.total = Action.CALL, seat.cap(state.current_bet)
        return
    _call_or_fold_for_the_floor(res, FloorReason.UNDERCALL)


def _call_or_fold_for_the_floor(res: Resolution, reason: FloorReason, *rules: str) -> None:
    """The TD decides whether a short push must be made a full call or may be forfeited with a fold (41,
    51-B, 51-C): the call is the provisional reading."""
    res.floor, res.options, res.provisional = reason, (Action.FOLD, Action.CALL), Action.CALL
    res.cite(*rules)


# --- common ending ---------------------------------------------------------------------------------------
def _finish(ctx: _Ctx, res: Resolution) -> None:
    """The all-in cap, and what goes back: every chip out beyond the ruled wager, a string bet's second
    motion included (56); with the wager left to the TD, only the second motion."""
    seat = ctx.seat
    if res.action is Action.CALL and ctx.state.current_bet <= seat.committed and not ctx.state.level_unknown:
        res.action = Action.CHECK
    total = res.total
    extra = _string_extra(ctx.event)
    if extra and res.rules[:2] != ["56", "42"]:
        res.rules[:] = ["56", "42", *(r for r in res.rules if r not in ("56", "42"))]  # 56 decides first
    if total is not None:
        if res.action is not Action.CHECK and seat.stack is not None and total >= seat.committed + seat.stack:
            res.total = total = seat.committed + seat.stack  # all the seat has
            res.action = Action.ALL_IN
        # words alone (no first-motion chips told): the first motion carried out the words, so only the
        # second motion is more than the wager ("says call, puts it out, goes back for 3,000 more")
        first = ctx.on_table if ctx.value else max(ctx.on_table, total)
        out = first + extra
        if out > total:
            res.returned = out - total
    elif extra and res.intended is None:
        res.returned = extra
