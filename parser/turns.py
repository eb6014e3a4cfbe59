"""Whose turn the report says it was: "le toca al 3", "action's on seat 4", "while 4 is still thinking",
"seat 4 gets skipped". Until that player acts, another player's action is out of turn (53), whatever order
the seats sit in. A player who says he was skipped once the others acted ("y recién ahí el 4 reclama que le
saltaron") had his turn right after the bet he faced."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from parser.cues import cued
from parser.doubts import WAGER_KINDS
from parser.events import RawEvent, Segment
from parser.grammar import words
from parser.seats import MAX_SEAT, PREFLOP_ORDER, SeatRef
from parser.tagging import Piece, at, is_kind, is_word_in, positions
from parser.terms import TermKind

# Kinds the per-piece loops below compare, read off `TermKind` once: in Python 3.11 a member read off
# its class goes through the enum type's attribute hook (some 165 ns a read)
_IN_TURN = TermKind.IN_TURN
_SKIPPED = TermKind.SKIPPED
_THINKING = TermKind.THINKING

# How close the player is to the words: "le toca al 3" (the player right after), "4 is still thinking"
# (right before).
_AFTER = 3
_BEFORE = 2
_SKIPPED_BEFORE = 7  # "el 4 reclama que le saltaron", "el cuatro al toque dice oye me toca a mí"
_WAGERS = frozenset({kind.value for kind in WAGER_KINDS} | {"open"})  # "abre a 1.100": a wager too
_BEFORE_WORDS = words("before_turn")  # "call *before* seat 2 says anything"
_SILENT_VERBS = words("silent_turn_verbs")  # "before seat 2 *says* anything", "antes de que el 2 *diga* nada"
_NOTHING_SAID = words("nothing_said")  # "says *anything*", "diga *nada*", "said a *word*"
_BEFORE_REACH = 4  # "antes | de | que | el 2": where the player may stand after "before"
_ARTICLES = words("articles")
_FIRST_PREFLOP = PREFLOP_ORDER[0]  # "el UTG subió": nobody's turn comes before his in the first round


class Told(StrEnum):
    """How a statement of the turn names its player."""

    IN_TURN = "in_turn"  # "le toca al 3", "action's on seat 4"
    STILL_TO_ACT = "still_to_act"  # "4 is still thinking", "el 4 se distrajo"
    SKIPPED = "skipped"  # "seat 4 gets skipped", "el 4 reclama que le saltaron"


TurnStatement = tuple[int, str, Told]


@cued(
    kinds=(TermKind.IN_TURN, TermKind.THINKING, TermKind.SKIPPED, TermKind.SILENT),
    words=_NOTHING_SAID,
    nothing=lambda pieces: [],
)
def turn_statements(pieces: Sequence[Piece], refs: Sequence[SeatRef]) -> list[TurnStatement]:
    """(where the statement ends, the player whose turn it is, how the statement tells it) for each statement
    of the turn."""
    found: list[TurnStatement] = []
    for i, piece in enumerate(pieces):
        if is_kind(piece, _IN_TURN):
            ref = next((r for r in refs if i < r.start <= i + _AFTER), None)
            end, told = (ref.end if ref is not None else i), Told.IN_TURN
        elif is_kind(piece, _THINKING):
            ref = next((r for r in reversed(refs) if i - _BEFORE <= r.end <= i), None)
            end, told = i, Told.STILL_TO_ACT
        elif is_kind(piece, _SKIPPED):
            ref = skipped_player(pieces, refs, i)
            end, told = i, Told.SKIPPED
        elif is_word_in(piece, _BEFORE_WORDS) and (ref := _kept_silent(pieces, refs, i)) is not None:
            end, told = ref.end, Told.SKIPPED
        else:
            continue
        if ref is not None and ref.name is not None:
            found.append((end, ref.name, told))
    return found


def _kept_silent(pieces: Sequence[Piece], refs: Sequence[SeatRef], i: int) -> SeatRef | None:
    """ "seats 3 and 4 call before seat 2 says anything", "pagan antes de que el 2 diga nada": the player
    named after "before" who had not yet said a word when the others acted, passed over as one skipped."""
    ref = next((r for r in refs if i < r.start <= i + _BEFORE_REACH), None)
    if ref is not None and is_kind(at(pieces, ref.end), TermKind.SILENT):
        return ref  # "before seat 2 says anything": the lexicon's words for saying nothing
    if ref is None or not is_word_in(at(pieces, ref.end), _SILENT_VERBS):
        return None
    k = ref.end + 1 + is_word_in(at(pieces, ref.end + 1), _ARTICLES)  # "said *a* word"
    return ref if is_word_in(at(pieces, k), _NOTHING_SAID) else None


def said_to_act(pieces: Sequence[Piece], refs: Sequence[SeatRef]) -> SeatRef | None:
    """The player the last statement of the turn names ("action on BTN", "le toca al 7")."""
    told = positions(pieces, TermKind.IN_TURN)
    return next((r for r in refs if told[-1] < r.start <= told[-1] + _AFTER), None) if told else None


def skipped_player(pieces: Sequence[Piece], refs: Sequence[SeatRef], i: int) -> SeatRef | None:
    """The player the action passed over: named right after the words ("saltean al 4", "skipped seat 4")
    or a few words before them with no action between ("seat 4 got skipped", "el 4 reclama que le
    saltaron"; not "el 4 sube a 600, se saltaron al 5")."""
    right_before = next((r for r in refs if r.end == i), None)  # "the HJ gets skipped"
    # "se salta al del asiento 2", "se saltó a la del 4": the articles and seat nouns before the seat stand
    # between
    reach = i + 1
    while is_word_in(at(pieces, reach), _ARTICLES) or is_kind(at(pieces, reach), TermKind.SEAT_NOUN):
        reach += 1
    after = next((r for r in refs if i < r.start <= max(reach, i + 2)), None)
    before = next(
        (
            r
            for r in reversed(refs)
            if i - _SKIPPED_BEFORE <= r.start
            and r.end <= i
            and not any(is_kind(p, TermKind.ACTION, TermKind.PUSH) for p in pieces[r.end : i])
        ),
        None,
    )
    return right_before or after or before


def mark_out_of_turn(raw: Sequence[tuple[Segment, RawEvent]], statements: Sequence[TurnStatement]) -> None:
    """Every action of another named player after a statement of the turn, and before that player acts,
    is out of turn."""
    for end, due, told in statements:
        if told is Told.SKIPPED:
            end = _after_the_bet(raw, due, end)  # "seat 3 gets skipped: seat 1 bets, seat 5 raises"
        elif told is Told.STILL_TO_ACT:
            end = _after_a_bet_before_him(raw, due, end)  # "el 4 se distrajo; el UTG subió, el 5 pagó"
        for seg, ev in raw:
            if seg.ref is None or seg.ref.name is None or not ev.acts:
                continue
            if seg.ref.name == due and seg.ref.start < end and seg.ref.end >= end:
                break  # "le toca al 4 y dice pot": the player named in the statement acts at once
            if seg.ref.start < end:
                continue
            if seg.ref.name == due:
                break  # the player whose turn it was acted: the order is the table's again
            ev.out_of_turn = True


def _passed_before_the_wager(after_told: Sequence[tuple[Segment, RawEvent]], due: str) -> bool:
    """ "el 2 no habló; apostó el 4 y pagaron el 5 y el 6": seats count clockwise, so a player who sits
    after the bettor's next actor (from the bettor round to him) was due before the bettor: the wager,
    the first of the street and told first after his skip, passed him too."""
    clockwise = _clockwise_from_the_bettor(after_told, due)
    return clockwise is not None and 0 < clockwise[1] < clockwise[0]


def _clockwise_from_the_bettor(
    after_told: Sequence[tuple[Segment, RawEvent]], due: str
) -> tuple[int, int] | None:
    """Seats from the first player told acting to the player due and to the next one told acting, counted
    clockwise; None unless all three are seat numbers."""
    names = [seg.ref.name for seg, _ in after_told[:2] if seg.ref is not None]
    if len(names) < 2 or not all(name is not None and name.isdigit() for name in (*names, due)):
        return None
    bettor, following = (int(name) for name in names if name is not None)
    return (int(due) - bettor) % MAX_SEAT, (following - bettor) % MAX_SEAT


def _after_a_bet_before_him(raw: Sequence[tuple[Segment, RawEvent]], due: str, told: int) -> int:
    """A player told still to act before the story of the street ("el 4 se distrajo; el UTG subió y después
    el 5 pagó"): a wager told first after the words, by a player whose turn came before his (the first to act
    pre-flop, or a bettor whose next actor told sits past him: "el 3 subió, el 5 pagó"), is the bet he faced,
    not out of turn. Otherwise ("4 is still thinking and 5 raises") every action after the words is."""
    after_told = _told_after(raw, told)
    if not after_told or after_told[0][1].action not in _WAGERS:
        return told
    first, _ = after_told[0]
    assert first.ref is not None
    clockwise = _clockwise_from_the_bettor(after_told, due)
    if first.ref.name != _FIRST_PREFLOP and (clockwise is None or not 0 < clockwise[0] < clockwise[1]):
        return told
    return _clause_end(raw, first)


def _after_the_bet(raw: Sequence[tuple[Segment, RawEvent]], due: str, told: int) -> int:
    """Where the turn of a player who says he was skipped came: right after the first bet or raise by
    another player (the action he faced), or where he said it when there is none. Told before the actions
    that passed him ("se saltaron al del 4: el 5 pagó, el 6 se tiró y el 7 subió"), a call or a fold told
    next already passed him: his turn came where the words say it."""
    after_told = _told_after(raw, told)
    told_next = after_told[0][1] if after_told else None
    if told_next is not None and told_next.action not in _WAGERS:
        return told
    for seg, ev in raw:
        if seg.ref is not None and seg.ref.name != due and ev.action in _WAGERS and seg.pieces:
            if ev is told_next and _passed_before_the_wager(after_told, due):
                return told  # no wager before the skip, and the first one after it passed him too
            return _clause_end(raw, seg)
    return told


def _told_after(raw: Sequence[tuple[Segment, RawEvent]], told: int) -> list[tuple[Segment, RawEvent]]:
    """The actions of named players told from piece `told` on."""
    return [(seg, ev) for seg, ev in raw if seg.ref is not None and ev.acts and seg.ref.start >= told]


def _clause_end(raw: Sequence[tuple[Segment, RawEvent]], seg: Segment) -> int:
    """Where the wager's clause ends: the next player named may open it ("abre a 3000, *y el 3* paga")."""
    assert seg.ref is not None
    after = (s.ref.start for s, _ in raw if s.ref is not None and s.ref.start > seg.ref.start)
    return min([seg.pieces[-1][0] + 1, *after])
