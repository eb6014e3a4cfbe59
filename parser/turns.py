"""Whose turn the report says it was: "le toca al 3", "action's on seat 4", "while 4 is still thinking".
Until that player acts, another player's action is out of turn (53), whatever order the seats sit in."""

from __future__ import annotations

from collections.abc import Sequence

from parser.events import RawEvent, Segment
from parser.seats import SeatRef
from parser.tagging import Piece, is_kind, kinds_in
from parser.terms import TermKind

# How close the player is to the words: "le toca al 3" (the player right after), "4 is still thinking"
# (right before).
_AFTER = 3
_BEFORE = 2


def turn_statements(pieces: Sequence[Piece], refs: Sequence[SeatRef]) -> list[tuple[int, str]]:
    """(where the statement ends, the player whose turn it is) for each statement of the turn."""
    found: list[tuple[int, str]] = []
    if kinds_in(pieces).isdisjoint((TermKind.IN_TURN, TermKind.THINKING, TermKind.SKIPPED)):
        return found
    for i, piece in enumerate(pieces):
        if is_kind(piece, TermKind.SKIPPED) and (ref := _skipped_player(refs, i)) is not None:
            end = max(i, ref.end)  # "se saltaron al del 4: el 5 pagó": it was still his turn
        elif is_kind(piece, TermKind.IN_TURN):
            ref = next((r for r in refs if i < r.start <= i + _AFTER), None)
            end = ref.end if ref is not None else i
        elif is_kind(piece, TermKind.THINKING):
            ref = next((r for r in reversed(refs) if i - _BEFORE <= r.end <= i), None)
            end = i
        else:
            continue
        if ref is not None and ref.name is not None:
            found.append((end, ref.name))
    return found


def _skipped_player(refs: Sequence[SeatRef], i: int) -> SeatRef | None:
    """The player the action passed over: named right after the words ("saltean al 4", "skipped seat 4")
    or right before them ("seat 4 got skipped", "al 2 lo saltaron")."""
    after = next((r for r in refs if i < r.start <= i + _AFTER), None)
    return after or next((r for r in reversed(refs) if i - _AFTER <= r.end <= i), None)


def mark_out_of_turn(raw: Sequence[tuple[Segment, RawEvent]], statements: Sequence[tuple[int, str]]) -> None:
    """Every action of another named player after a statement of the turn, and before that player acts,
    is out of turn."""
    for end, due in statements:
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
