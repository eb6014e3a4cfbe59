"""The amount a caller believed the bet was (rule 49): "seat 7 says call, then says he thought it was only
800", "el 9 dice 'pago' pensando que eran 14". It is his to know the bet before calling: what he believed is
held like a wrong count he was given, on the call it explains, and it is no amount of anybody's action."""

from __future__ import annotations

from collections.abc import Sequence

from parser.amounts import THOUSAND, Amount, nearest_magnitude
from parser.cues import cued
from parser.events import RawEvent, Segment
from parser.grammar import words
from parser.normalize import fold
from parser.tagging import Piece, is_kind, is_word_in, text_of
from parser.terms import TermKind

_BELIEVES = words("belief_words")  # "thought", "pensando": an opinion that is a belief about the bet
_BETWEEN = words("copulas") | words("only") | words("belief_links")  # "thought *it was only* 800"
_BEFORE_THE_BLIND = _BETWEEN | words("articles")  # "pensaba que era *solo la* ciega"
_REACH = 5  # "pensaba que eran, eh, dos mil", "thought it was just the blind": a few words after the belief
_SCALES = (1, 100, THOUSAND)  # "pensando que eran 14" against a 41,000 all-in: 14,000


@cued(kinds=(TermKind.OPINION,), nothing=lambda pieces: [])  # a belief is an opinion: most reports have none
def believed(pieces: Sequence[Piece]) -> list[tuple[int, Amount | None]]:
    """Each belief about an amount: (where the belief is told, the amount believed); None where the bet was
    believed to be only the blind ("pensaba que era solo la ciega", "thought it was just the blind")."""
    found: list[tuple[int, Amount | None]] = []
    for i, piece in enumerate(pieces):
        if not is_kind(piece, TermKind.OPINION) or _BELIEVES.isdisjoint(fold(text_of(piece)).split()):
            continue
        for k in range(i + 1, min(len(pieces), i + _REACH)):
            amount = pieces[k]
            if isinstance(amount, Amount) and amount.value is not None:
                found.append((i, amount))
                break
            if is_kind(amount, TermKind.BLINDS):
                found.append((i, None))
                break
            if not (is_kind(amount, TermKind.FILLER) or is_word_in(amount, _BEFORE_THE_BLIND)):
                break
    return found


def attach_beliefs(
    raw: Sequence[tuple[Segment, RawEvent]],
    beliefs: Sequence[tuple[int, Amount | None]],
    big_blind: int | None,
) -> None:
    """The believed amount on the last call told before the belief, read in the scale of the bet he faced;
    a count he was given (parser/count.py) stands. The blind believed is the big blind, or where the report
    gives none, the chips he put out for it."""
    for told_at, amount in beliefs:
        calls = [ev for seg, ev in raw if ev.action == "call" and _told_before(seg, ev, told_at)]
        if not calls or calls[-1].count_given is not None:
            continue
        caller = calls[-1]
        value = amount.value if amount is not None else big_blind or _put_out(caller)
        if not value:
            continue
        faced = _largest_before(raw, caller)
        caller.count_given, caller.count_believed = _in_scale(value, faced), True


def _put_out(ev: RawEvent) -> int | None:
    """What the player put out: his chips, or the amount he pushed."""
    if ev.chips is not None and ev.chips.chips:
        return sum(ev.chips.chips)
    return ev.pushed.value if ev.pushed is not None else None


def _told_before(seg: Segment, ev: RawEvent, at: int) -> bool:
    where = ev.action_at if ev.action_at is not None else (seg.pieces[0][0] if seg.pieces else at)
    return where < at


def _largest_before(raw: Sequence[tuple[Segment, RawEvent]], caller: RawEvent) -> int | None:
    told = []
    for _, ev in raw:
        if ev is caller:
            break
        told += [a.value for a in (ev.amount, ev.pushed) if isinstance(a, Amount) and a.value]
    return max(told, default=None)


def _in_scale(value: int, faced: int | None) -> int:
    """A number said short takes the magnitude nearest the bet faced: he misread the bet, not its scale."""
    return value if not faced or value >= THOUSAND else nearest_magnitude(value, faced, _SCALES)
