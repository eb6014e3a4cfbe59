"""A later sentence that adds a fact to what a player did earlier, or restates it.

Dealers (and the bot, when a dealer answers its question: parser/answers.py) add facts after the story:
"UTG+1: eran sus últimas fichas", "B lo dijo antes de poner las fichas", "Seat 2 actually says 12,500".
Such a sentence is not a new action: it changes the player's latest event, which parser/report.py then
hands to the engine as if the report had said it in the first place.
"""

from __future__ import annotations

from collections.abc import Sequence

from parser.amounts import Amount
from parser.events import RawEvent, Segment
from parser.lexicon import Term
from parser.terms import TermKind
from rules_engine.record import replace
from rules_engine.situation import Declaration, Event, Order, PriorChips, Verbal

# Kinds the per-piece loops below compare, read off `TermKind` once: in Python 3.11 a member read off
# its class goes through the enum type's attribute hook (some 165 ns a read)
_RESTATE = TermKind.RESTATE

# Word kinds that state a fact about an action already told (parser lexicon kinds).
_FACT_KINDS = {
    TermKind.LAST_CHIPS,
    TermKind.DEEP_STACK,
    TermKind.PULL_BACK,
    TermKind.ORDER,
    TermKind.OUT_OF_TURN,
    TermKind.IN_TURN,
    TermKind.STACK_WORD,
    TermKind.PRIOR,
    TermKind.SILENT,
    TermKind.EXPECTS_CHANGE,
    TermKind.UNCLEAR_VOICE,
}
_UNHEARD = "not_clearly_heard"  # a change of the declaration, not a field of the event


def _kinds(seg: Segment) -> set[TermKind]:
    return {piece.kind for _, piece in seg.pieces if isinstance(piece, Term)}


def states_fact(seg: Segment, raw: RawEvent) -> bool:
    """Whether the sentence could amend an earlier action (checked against the events in `amend_index`)."""
    kinds = _kinds(seg)
    # "dice que quería 2.500 de vuelto": change hoped for, told by an amount, no word of its kind; "Then he
    # goes back for another 3k": chips added in a second motion, told in a sentence of their own (56)
    return _RESTATE in kinds or (
        not raw.acts and (bool(kinds & _FACT_KINDS) or raw.expects_change or raw.added is not None)
    )


def amend_index(events: Sequence[Event], seat: str, seg: Segment, raw: RawEvent) -> int | None:
    """The event this sentence amends: the seat's latest one; None when it is not an amendment (a stack or
    prior chips said before the seat acts stay what they always were: facts about the seat)."""
    if not states_fact(seg, raw):
        return None
    changes = _changes(seg, raw)
    if TermKind.RESTATE not in _kinds(seg) and not changes:
        return None
    latest = next((i for i in range(len(events) - 1, -1, -1) if events[i].seat == seat), None)
    if latest is not None and "prior_chips" in changes and _raised_since(events, latest):
        return None  # "bets 8k, seat 5 raises, and 2 pulls his 8k back": his move facing the raise (46-B)
    if latest is not None and _answers_a_later_wager(events, latest, raw):
        return None  # "if you shove I call; 8 shoves; 3 goes actually I fold": his turn, no restatement
    return latest


def _answers_a_later_wager(events: Sequence[Event], k: int, raw: RawEvent) -> bool:
    """Another action than the one event k told, said after another player wagered: the player's answer to
    that wager, however it is worded ("actually", "en realidad"), and no restatement of event k."""
    said = events[k].declaration
    other = raw.action is not None and (said is None or said.kind.value != raw.action)
    return other and _raised_since(events, k)


def _raised_since(events: Sequence[Event], k: int) -> bool:
    """Another player bet or raised after event k: the seat faces it, a new turn of his."""
    wagers = (Verbal.BET, Verbal.RAISE, Verbal.ALL_IN)
    return any(
        e.seat != events[k].seat and e.declaration is not None and e.declaration.kind in wagers
        for e in events[k + 1 :]
    )


def _changes(seg: Segment, raw: RawEvent) -> dict[str, object]:
    kinds = _kinds(seg)
    changes: dict[str, object] = {}
    if raw.last_chips:
        changes["last_chips"] = True
    elif (TermKind.STACK_WORD in kinds and raw.stack is None) or raw.deep:
        changes["last_chips"] = False  # "le quedan fichas detrás": chips behind, amount not said
    if raw.pulled_back is not None:
        changes["prior_chips"] = PriorChips(raw.pulled_back)
    if raw.order is not None:
        changes["order"] = Order(raw.order)
    if raw.silent and not raw.acts:  # "UTG+1: sin decir nada": the push had no words
        changes["silent"] = True
    if raw.expects_change:  # "now says he wanted change": his chips were put out for change (61)
        changes["expects_change"] = True
    if raw.added is not None and not raw.acts:  # "Luego vuelve a su stack y agrega otros 3.000" (56)
        changes["added_chips"] = raw.added_chips
    if raw.out_of_turn:
        changes["in_turn"] = False
    elif TermKind.IN_TURN in kinds:
        changes["in_turn"] = True
    if isinstance(raw.prior, Amount) and raw.prior.value is not None:
        changes["prior_kept"] = raw.prior.value
    if raw.unclear_voice and not raw.unheard and not raw.acts:
        changes[_UNHEARD] = True  # "Half the table didn't hear it.": his declaration was unclear (40-A)
    return changes


def amend(event: Event, seg: Segment, raw: RawEvent, restated: Event | None) -> Event:
    """`event` with the sentence's facts; `restated` is the sentence read as an action of its own, when it
    restates one ("Seat 2 actually says 12,500", "B en realidad pone una de mil y cuatro de cien")."""
    changes = _changes(seg, raw)
    if "added_chips" in changes:  # a further trip to his stack: its chips come after those added before
        changes["added_chips"] = (*event.added_chips, *raw.added_chips)
    if changes.pop(_UNHEARD, False) and event.declaration is not None:
        changes["declaration"] = replace(event.declaration, clear=False)
    if restated is not None and TermKind.RESTATE in _kinds(seg):
        changes.update(_restated(event, restated))
    return replace(event, **changes)  # type: ignore[arg-type]


def _restated(event: Event, new: Event) -> dict[str, object]:
    """The chips and the words the restatement gives, over the earlier ones."""
    changes: dict[str, object] = {}
    if new.chips or new.amount is not None:
        changes["chips"], changes["amount"] = new.chips, new.amount
    if new.declaration is not None:
        changes["declaration"] = _declared(event.declaration, new.declaration)
    return changes


def _declared(old: Declaration | None, new: Declaration) -> Declaration:
    """An amount alone ("actually says 12,500") is the amount of the action said before ("bet twelve five",
    "subo"); "pot" in no-limit with an amount is that amount (40-C)."""
    if old is None or new.kind is not Verbal.AMOUNT or old.kind in (Verbal.AMOUNT, Verbal.POT):
        return new
    return replace(old, amount=new.amount, by=False, bare_number=new.bare_number, clear=new.clear)


_PLAIN_ANSWERS = (Verbal.CALL, Verbal.CHECK)


def unheard_where_said_against_chips(events: tuple[Event, ...]) -> tuple[Event, ...]:
    """ "seat 2 said fifteen thousand but put out one 5k chip, seat 6 called 5k, not everyone heard it": what
    the table did not all hear is the amount said against its chips (40-A), not the plain call told just
    before the words; the unclear mark moves to that declaration."""
    for k, event in enumerate(events):
        said = event.declaration
        if said is None or said.clear or not said.standard or said.kind not in _PLAIN_ANSWERS:
            continue
        earlier = _said_against_chips(events[:k])
        if earlier is None:
            continue
        heard = events[earlier].declaration
        assert heard is not None  # `_said_against_chips` finds only declarations
        moved = list(events)
        moved[earlier] = replace(events[earlier], declaration=replace(heard, clear=False))
        moved[k] = replace(event, declaration=replace(said, clear=True))
        return tuple(moved)
    return events


def answered_words_against_chips(events: Sequence[Event]) -> int | None:
    """ "seat 3 says something, some hear 'five hundred', some 'five thousand', and puts a 5k chip; seat 7
    calls 500": where what was said is in doubt, the words said against their chips and answered by a plain
    call or check are what the floor decides (40-A): the index of that event, else None."""
    if not events or (said := events[-1].declaration) is None or said.kind not in _PLAIN_ANSWERS:
        return None
    return _said_against_chips(events[:-1])


def _said_against_chips(events: Sequence[Event]) -> int | None:
    """The latest event that said an amount, where its chips make another; None when it pushed nothing (words
    alone stand against no chips) or when every amount said matched its chips."""
    for k in range(len(events) - 1, -1, -1):
        event, said = events[k], events[k].declaration
        pushed = sum(event.chips) or event.amount
        if said is not None and said.clear and said.amount and not said.bare_number and pushed != said.amount:
            return k if pushed else None
    return None
