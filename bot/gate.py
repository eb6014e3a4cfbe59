"""The confidence gate: a ruling is *certain* only when every fact that can change it was understood.

Three answers (the contract's ``confidence``):
- ``unsure``: the rules leave it to the TD (the engine's floor flag), or the facts as read cannot all be
  true (parser/doubts.py: seat 0, blinds 500/250, more chips pushed than the stack...). The floor decides.
- ``conditional``: a likely reading exists, but something the ruling rests on was not said or not
  understood: the engine asked a question, the parser met words it does not know, or another reading of
  what the report leaves out (a push with no word said about speech, blinds not given) gives another
  ruling. The reply states the ruling under its condition and asks the one question that decides it.
- ``certain``: none of the above.

Readings are compared by ruling them again (the engine is pure and fast), so the gate asks only where the
difference is real: a silent push of the exact call needs no question about what was said.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from enum import StrEnum

from parser.doubts import Doubt, DoubtCode
from parser.report import STRADDLE_AS_TWO_BIG_BLINDS, Report
from rules_engine import (
    Ask,
    AssumptionCode,
    Declaration,
    FloorReason,
    Game,
    Note,
    Order,
    Policy,
    QuestionCode,
    Ruling,
    Situation,
    Street,
    Verbal,
    rule,
)
from rules_engine.record import record, replace
from rules_engine.ruling import FLOOR_APPLIES

# Rules under which what a player said changes what silent chips mean (one chip, overchip, several chips).
_CHIP_READING_RULES = ("41", "44", "45")
# Readings that rest on a pot the report did not give: a rule-57 amount, a pot-limit size after the flop.
_POT_READINGS = frozenset(
    {AssumptionCode.HIGHEST_READING, AssumptionCode.LOWEST_READING, AssumptionCode.POT_FROM_BLINDS}
)
_BARE_NUMBER_READINGS = frozenset({AssumptionCode.HIGHEST_READING, AssumptionCode.LOWEST_READING})
# No pot before a bet holds this many big blinds: the deepest tournaments start players on about a thousand,
# so a reading that needs a larger pot is no reading a pot could call for (57: "the highest reasonable").
_MOST_POT_IN_BIG_BLINDS = 2000
# How far off an amount told only roughly ("about 7.5k", "unos siete mil y pico") is tried either way.
_ROUGHLY = (0.85, 1.15)
_POT_ROUGHLY = (0.95, 1.05)  # a pot told "about" a count: the dealer's count, a few chips off at most
_POT_BY_EYE = (0.9, 1.12)  # the same pot as a boundary (57's "not over the pot"): judged by eye, a tenth off
# The card that comes after each street's betting: 52's corrections stop when it is dealt.
_NEXT_STREET = {Street.PREFLOP: Street.FLOP, Street.FLOP: Street.TURN, Street.TURN: Street.RIVER}
# Other big blinds tried when the report gives none: the guess is the largest the amounts allow.
_BLIND_DIVISORS = (2, 5)
# Readings where the big blind was not told as such: another big blind is asked where it changes the ruling.
_BLINDS_GUESSED = frozenset(
    {
        "blinds:unknown",
        "blinds:from_stack",
        "blinds:from_bb_ante",
        "blinds:doubted",
        "blinds:from_small_blind",
    }
)
# A question for each impossible fact, when one answer settles it.
_HARD_QUESTIONS = {
    DoubtCode.INVALID_BLINDS: QuestionCode.BLINDS,
    DoubtCode.NO_SUCH_SEAT: QuestionCode.WHICH_PLAYER,
    DoubtCode.ZERO_AMOUNT: QuestionCode.AMOUNT,
    DoubtCode.OVER_STACK: QuestionCode.STACK,
    DoubtCode.GARBLED_NUMBER: QuestionCode.AMOUNT,
    DoubtCode.RAISE_NOT_ABOVE: QuestionCode.AMOUNT,
    DoubtCode.DEALER_UNSURE: QuestionCode.VERBAL_OR_CHIPS_FIRST,
    DoubtCode.DEALER_UNSEEN: QuestionCode.CONFIRM_FACT,
    DoubtCode.MORE_PLAYERS: QuestionCode.PLAYERS_IN_HAND,
    DoubtCode.STACKS_DISAGREE: QuestionCode.STACK,
    DoubtCode.CHIPS_DISAGREE: QuestionCode.CHIP_DENOMINATIONS,
}
# Engine questions that ask the very fact an incident turns on: what the dealer did not see of it is that
# question, not the floor's ("no vi si ya había caído la última carta": was he at his chair by then?).
_ASKS_THE_UNSEEN = frozenset({QuestionCode.SEATED_BY_LAST_CARD})
# Engine questions that only confirm how dealers report by default (a push is not the last chips unless
# the report says so): offered to the dealer, but they do not make the ruling conditional.
_CONFIRMING = frozenset({QuestionCode.LAST_CHIPS})
_SOFT_QUESTIONS = {
    DoubtCode.UNKNOWN_WORDS: QuestionCode.UNKNOWN_WORDS,
    DoubtCode.UNNAMED_PLAYER: QuestionCode.WHICH_PLAYER,
    DoubtCode.TINY_AMOUNT: QuestionCode.AMOUNT,
    DoubtCode.UNPLACED_AMOUNT: QuestionCode.UNKNOWN_WORDS,
    DoubtCode.UNREAD_CLAUSE: QuestionCode.UNKNOWN_WORDS,
    DoubtCode.DEALER_LEANING: QuestionCode.CONFIRM_FACT,
    DoubtCode.DEALER_UNSEEN: QuestionCode.CONFIRM_FACT,
    DoubtCode.READ_AS: QuestionCode.CONFIRM_FACT,
}


class Confidence(StrEnum):
    CERTAIN = "certain"
    CONDITIONAL = "conditional"
    UNSURE = "unsure"


@record
class Verdict:
    """The gate's answer. questions: the gate's own (the engine's stay in the ruling); floor_reason: the
    impossible fact that sends an unsure report to the floor; unsettled_min_raise: the minimum raise
    depends on blinds the report does not give, and nobody asked for it, so it is left out."""

    confidence: Confidence
    questions: tuple[Note, ...] = ()
    floor_reason: DoubtCode | None = None
    unsettled_min_raise: bool = False


def assess(report: Report, ruling: Ruling, edition: str, policy: Policy) -> Verdict:
    situation = report.situation
    assert situation is not None
    asked = situation.incident and any(q.code in _ASKS_THE_UNSEEN for q in ruling.questions)
    hard = [
        d
        for d in report.doubts
        if d.hard or (d.code is DoubtCode.DEALER_UNSEEN and situation.incident and not asked)
    ]
    if hard:  # an incident turns on the fact the dealer did not see (substantial action, whose cards): floor
        questions = [_note(_HARD_QUESTIONS[d.code], d) for d in hard if d.code in _HARD_QUESTIONS]
        return Verdict(Confidence.UNSURE, one_per_code(questions), floor_reason=hard[0].code)
    if ruling.floor and not _applied_by_floor(situation, ruling):
        return Verdict(Confidence.UNSURE)
    unseen = any(d.code is DoubtCode.DEALER_UNSEEN for d in report.doubts)
    doubts = report.doubts
    if unseen and ruling.questions:  # the engine asks the fact the dealer did not see: no second question
        doubts = tuple(d for d in doubts if d.code is not DoubtCode.DEALER_UNSEEN)
    questions = _soft_questions(doubts)
    unsettled = False
    for code, seat, other in _other_readings(report, ruling):
        alternative = rule(other, edition=edition, policy=policy)
        exact = code is QuestionCode.EXACT_AMOUNT
        if _outcome(alternative, exact) != _outcome(ruling, exact):
            questions.append(_telling_apart(code, seat, situation))
        elif alternative.min_raise_to != ruling.min_raise_to and not exact:  # a rough count moves it a little
            if situation.question.ask in (Ask.MIN_RAISE, Ask.OPTIONS, Ask.MAX_BET):
                questions.append(Note(code))
            else:
                unsettled = True
    if (
        situation.pot is None
        and any(_pot_untold(n, situation) for n in ruling.assumptions)
        and not _same_in_any_pot(report, ruling, edition, policy)
    ):
        questions.append(Note(QuestionCode.POT_SIZE))  # 57, pot limit: the pot decides and was not told
    if _bystander_restated(situation, ruling):
        questions.append(Note(QuestionCode.WHICH_PLAYER))  # no rule applied to the player ruled on
    confirming = (
        set() if unseen or report.asks_all_in else _CONFIRMING
    )  # "call or all in?", "no sé si le queda algo": the dealer asks or doubts what is otherwise assumed
    certain = not questions and all(q.code in confirming for q in ruling.questions)
    confidence = Confidence.CERTAIN if certain else Confidence.CONDITIONAL
    return Verdict(confidence, one_per_code(questions), unsettled_min_raise=unsettled)


def deciding_question(questions: Sequence[Note]) -> Note:
    """The question a conditional ruling is stated under: the first that makes it conditional, not one that
    only confirms how dealers report by default (the last chips) when another is asked."""
    return next((q for q in questions if q.code not in _CONFIRMING), questions[0])


def _bystander_restated(situation: Situation, ruling: Ruling) -> bool:
    """A ruling that cites no rule, about a player who is not the last to act ("seat 2 bets 5,000" where
    seat 7 then raised and the report asks about the raise): it restates a fact, the question was missed."""
    last = situation.events[-1].seat if situation.events else None
    return not ruling.rules and ruling.seat is not None and ruling.seat != last


def _applied_by_floor(situation: Situation, ruling: Ruling) -> bool:
    """Is the floor called only to apply a procedure the rules decided? Where the rule leaves the outcome
    to the TD ("may kill the hand", "at the TD's discretion") the decision stated is only the likely one."""
    if ruling.floor_reason in FLOOR_APPLIES:  # the ruling keeps its confidence (a house rule on chips too)
        return True
    if situation.incident is None:
        return False
    if ruling.floor_reason is FloorReason.MISSING_FACT:  # certain never: conditional on the fact it asks
        return ruling.decision is not None and bool(ruling.questions)
    return ruling.decision is not None and ruling.floor_reason is not FloorReason.TD_DISCRETION


def _pot_untold(note: Note, situation: Situation) -> bool:
    """A reading that rests on a pot the report did not give; pre-flop the blinds and antes told are the
    whole pot, so a pot counted from them is no guess; a bare number whose chips the player pushed is read
    by them, not by the pot (57: "with no other clarifying information")."""
    if note.code is AssumptionCode.POT_FROM_BLINDS:
        return situation.street is not Street.PREFLOP
    if note.code in _BARE_NUMBER_READINGS and _pushed_as_read(situation, dict(note.params).get("amount")):
        return False
    return note.code in _POT_READINGS


def _same_in_any_pot(report: Report, ruling: Ruling, edition: str, policy: Policy) -> bool:
    """A bare number the pot cannot size: ruled again with the largest pot a table could hold, the ruling
    stands. Its reading grows with the pot (57: the highest legal reading within it) and the ruling took
    the smallest, so the same reading at both ends is the reading at every pot between ("eight" facing no
    bet at 500/1,000: 800 is no legal bet, and 8,000,000 no pot a table holds). Only where the word is what
    is asked about and the blinds that make its readings legal were told."""
    situation = report.situation
    assert situation is not None
    readings = [n for n in ruling.assumptions if _pot_untold(n, situation)]
    if situation.question.ask is not Ask.RULING or _BLINDS_GUESSED & set(report.assumptions):
        return False
    if not situation.big_blind or any(n.code not in _BARE_NUMBER_READINGS for n in readings):
        return False
    largest = replace(situation, pot=situation.big_blind * _MOST_POT_IN_BIG_BLINDS)
    return _outcome(rule(largest, edition=edition, policy=policy)) == _outcome(ruling)


def _pushed_as_read(situation: Situation, read: object) -> bool:
    """The chips a player pushed with a bare number say which magnitude he meant: "raise twelve" and 12,000
    put out is 12,000, whatever the pot."""
    return bool(read) and any(
        e.declaration is not None and e.declaration.bare_number and read in (e.amount, sum(e.chips))
        for e in situation.events
    )


def _outcome(ruling: Ruling, options: bool = False) -> tuple[object, ...]:
    """What a reading decides; with `options`, also what the player may do (an exact count can re-open)."""
    decided = ruling.seat, ruling.action, ruling.total, ruling.returned, ruling.decision, ruling.floor
    return (*decided, ruling.options) if options else decided


# Questions whose parameter is the words concerned, not a player.
_ABOUT_WORDS = frozenset({QuestionCode.UNKNOWN_WORDS, QuestionCode.CONFIRM_FACT})


def _note(code: QuestionCode, doubt: Doubt) -> Note:
    """The question a doubt asks, about the player (or the blinds, the amount, the words) it names."""
    if not doubt.detail:
        return Note(code)
    return Note(code, (("words" if code in _ABOUT_WORDS else "seat", doubt.detail),))


def one_per_code(notes: Iterable[Note]) -> tuple[Note, ...]:
    """Each question once, the first asked (the gate and the engine may both ask for the pot)."""
    seen: dict[QuestionCode | AssumptionCode, Note] = {}
    for note in notes:
        seen.setdefault(note.code, note)
    return tuple(seen.values())


def _soft_questions(doubts: Sequence[Doubt]) -> list[Note]:
    """One question per code; the words and amounts not understood are listed together."""
    soft = [(d, _SOFT_QUESTIONS[d.code]) for d in doubts if d.code in _SOFT_QUESTIONS]
    unread = [d.detail for d, code in soft if code is QuestionCode.UNKNOWN_WORDS]
    out = [Note(QuestionCode.UNKNOWN_WORDS, (("words", ", ".join(unread)),))] if unread else []
    return out + [_note(code, d) for d, code in soft if code is not QuestionCode.UNKNOWN_WORDS]


def _other_readings(report: Report, ruling: Ruling) -> Iterator[tuple[QuestionCode, str | None, Situation]]:
    """Situations the report's words also allow, each with the question that tells them apart."""
    situation = report.situation
    assert situation is not None
    if any(n.code is AssumptionCode.NO_VERBAL for n in ruling.assumptions) and any(
        r.split(":")[-1].split("-")[0] in _CHIP_READING_RULES for r in ruling.rules
    ):
        for said in (Verbal.RAISE, Verbal.CALL):  # the two words a dealer would have reported
            spoken = _declared(situation, ruling.seat, said)
            if spoken is not None:
                yield QuestionCode.SAID_ANYTHING, ruling.seat, spoken
    if _silence_untold(report, ruling) and _cites(ruling, "56"):
        # chips in two motions and no word told of speech: had he said the whole amount first, it all counts
        if (whole := _declared_in_full(situation, ruling.seat)) is not None:
            yield QuestionCode.SAID_ANYTHING, ruling.seat, whole
    if "order:simultaneous" in report.assumptions:  # "almost at the same time": or did the chips come first?
        yield QuestionCode.VERBAL_OR_CHIPS_FIRST, ruling.seat, _chips_first(situation)
    if report.pot_if_blinds_called is not None:  # the pot counted the untold blinds as folded
        yield QuestionCode.POT_SIZE, None, replace(situation, pot=report.pot_if_blinds_called)
    if "game:limit_untold" in report.assumptions:  # "omaha event": pot-limit taken; no-limit is the other
        yield QuestionCode.LIMIT, None, replace(situation, game=Game.NLO)
    if STRADDLE_AS_TWO_BIG_BLINDS in report.assumptions:  # "UTG straddles": two big blinds, or another size
        yield QuestionCode.STRADDLE, None, _without_straddle(situation)
    if "bb_ante:as_big_blind" in report.assumptions:
        # no ante: another pot, the one counted from earlier streets too
        pot = situation.pot if report.pot_if_no_ante is None else report.pot_if_no_ante
        yield QuestionCode.ANTE, None, replace(situation, big_blind_ante=0, pot=pot)
    if report.street_by_default and situation.street is Street.PREFLOP:  # no word of the street at all
        yield QuestionCode.STREET, None, _on_the_flop(situation)
    if report.pot_rough and situation.pot:  # "pot about 3000": a pot-limit bet grows with the real pot
        for factor in _POT_BY_EYE if _read_against_the_pot(ruling) else _POT_ROUGHLY:
            yield QuestionCode.POT_SIZE, None, replace(situation, pot=round(situation.pot * factor))
    if ruling.seat in report.order_as_told:  # the chips first only in the telling: or did he speak first?
        yield QuestionCode.SPOKE_BEFORE_CHIPS, ruling.seat, _spoke_first(situation, ruling.seat)
    for seat in report.roughly_told:  # "roughly 7.5k": a little more or less than told
        for factor in _ROUGHLY:
            if (other := _amount_scaled(situation, seat, factor)) is not None:
                yield QuestionCode.EXACT_AMOUNT, seat, other
    if not report.next_card_told and _corrected_on_the_street(situation, ruling):
        yield QuestionCode.NEXT_CARD, None, replace(situation, next_card_dealt=True)  # 52: or did it stand?
    if _BLINDS_GUESSED & set(report.assumptions):
        for divisor in _BLIND_DIVISORS:
            yield QuestionCode.BLINDS, None, _with_big_blind(situation, situation.big_blind // divisor)
        if (larger := _larger_big_blind(situation)) is not None:
            yield QuestionCode.BLINDS, None, _with_big_blind(situation, larger)


def _telling_apart(code: QuestionCode, seat: str | None, situation: Situation) -> Note:
    """The question that tells two readings apart: about the player, or the street that came next."""
    if code is QuestionCode.NEXT_CARD:
        return Note(code, (("street", _NEXT_STREET[situation.street].value),))
    return Note(code, (("seat", seat),) if seat else ())


def _corrected_on_the_street(situation: Situation, ruling: Ruling) -> bool:
    """A short raise made legal after others acted on it (52-A), the report silent on whether the next card
    came: corrections stop there, so that card decides. Not on the river (no card comes next), and not
    where nobody acted after the raiser (the street cannot have ended)."""
    if situation.street not in _NEXT_STREET or not any(r.endswith(":52-A") for r in ruling.rules):
        return False
    last = max((k for k, e in enumerate(situation.events) if e.seat == ruling.seat), default=None)
    return last is not None and any(e.seat != ruling.seat for e in situation.events[last + 1 :])


def _on_the_flop(situation: Situation) -> Situation:
    """The hand as a flop's: no blind posted, nobody's chips out before the first action told."""
    seats = tuple(replace(s, posted=0, posted_chips=()) for s in situation.seats)
    return replace(situation, street=Street.FLOP, seats=seats)


def _without_straddle(situation: Situation) -> Situation:
    """The hand as if the straddle taken as two big blinds were not there: the straddler posted nothing."""
    double = 2 * situation.big_blind
    seats = tuple(replace(s, posted=0) if s.posted == double else s for s in situation.seats)
    return replace(situation, seats=seats)


def _read_against_the_pot(ruling: Ruling) -> bool:
    """A bare number read by rule 57 ("I bet five" as 500 or 5,000): the pot is a boundary, and a pot only
    estimated ("around 4.5k, maybe more") may be on either side of it."""
    return any(n.code in _BARE_NUMBER_READINGS for n in ruling.assumptions)


def _larger_big_blind(situation: Situation) -> int | None:
    """A big blind above the guess, two thirds of the hand's smallest amount where that is chips pushed
    silently: silent chips of 1,500 are an open at a 500 big blind and a call with 500 over it at 1,000 (what
    was said sizes itself; chips alone do not)."""
    told = [(sum(e.chips) or e.amount or 0, e.declaration is None) for e in situation.events]
    amounts = [(a, silent) for a, silent in told if a] + [
        (e.declaration.amount, False) for e in situation.events if e.declaration and e.declaration.amount
    ]
    if not amounts:
        return None
    smallest, silent = min(amounts)
    larger = smallest * 2 // 3
    return larger if silent and larger > situation.big_blind else None


def _amount_scaled(situation: Situation, seat: str, factor: float) -> Situation | None:
    """The same report with the seat's last declared amount scaled (an amount told only roughly)."""
    events = list(situation.events)
    for k in range(len(events) - 1, -1, -1):
        said = events[k].declaration
        if events[k].seat == seat and said is not None and said.amount is not None:
            scaled = replace(said, amount=round(said.amount * factor))
            events[k] = replace(events[k], declaration=scaled)
            return replace(situation, events=tuple(events))
    return None


def _chips_first(situation: Situation) -> Situation:
    """The same report with the chips before the words where both were taken as simultaneous."""
    simultaneous = Order.SIMULTANEOUS
    events = tuple(
        replace(e, order=Order.CHIPS_FIRST) if e.order is simultaneous else e for e in situation.events
    )
    return replace(situation, events=events)


def _spoke_first(situation: Situation, seat: str) -> Situation:
    """The same report with the player's words before his chips."""
    events = tuple(
        replace(e, order=Order.VERBAL_FIRST) if e.seat == seat and e.order is Order.CHIPS_FIRST else e
        for e in situation.events
    )
    return replace(situation, events=events)


def _declared(situation: Situation, seat: str | None, said: Verbal) -> Situation | None:
    """The same report had the player said "raise" (or "call") with the push: what 41/44/45 turn on."""
    events = list(situation.events)
    for k in range(len(events) - 1, -1, -1):
        event = events[k]
        if event.seat == seat and event.declaration is None and event.pushed:
            events[k] = replace(event, declaration=Declaration(said), silent=False)
            return replace(situation, events=tuple(events))
    return None


def _silence_untold(report: Report, ruling: Ruling) -> bool:
    """Chips read as silent where the report has no verb of saying at all: where it tells words ("says he
    bet 5k" afterwards, "never said a number"), what it leaves unsaid was not said."""
    return not report.saying_told and any(n.code is AssumptionCode.NO_VERBAL for n in ruling.assumptions)


def _cites(ruling: Ruling, number: str) -> bool:
    return any(r.split(":")[-1].split("-")[0] == number for r in ruling.rules)


def _declared_in_full(situation: Situation, seat: str | None) -> Situation | None:
    """The same report had the player said the amount of both motions before the first (42-B: no string
    bet then); None when the seat's last push has no second motion or its first is not known."""
    events = list(situation.events)
    for k in range(len(events) - 1, -1, -1):
        event = events[k]
        if event.seat == seat and event.declaration is None and event.pushed and event.added_chips:
            whole = Declaration(Verbal.AMOUNT, amount=event.pushed + sum(event.added_chips))
            events[k] = replace(event, declaration=whole, silent=False, order=Order.VERBAL_FIRST)
            return replace(situation, events=tuple(events))
    return None


def _with_big_blind(situation: Situation, big: int) -> Situation:
    big = max(1, big)
    posted = {"BB": big, "SB": big // 2}
    seats = tuple(
        replace(s, posted=posted[s.name]) if s.name in posted and s.posted else s for s in situation.seats
    )
    return replace(situation, big_blind=big, small_blind=big // 2, seats=seats)
