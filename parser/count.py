"""A count given to a player before they act (rule 49): "seat 6 asks the dealer how much, the dealer says
8,000 but it was 11,000, seat 6 calls", "el 1 pide que le cuenten, el crupier dice 12.000 pero eran 15.500".

The first amount after the request is the count the player was told; an amount after a correction word
("but it was", "pero eran") is the real wager. Both amounts are taken out of the events' reading (the dealer
does not bet); the told count goes to the first action after it, and the real amount to the bet that had
none ("seat 2 shoves").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from parser.amounts import Amount
from parser.events import RawEvent, Segment
from parser.seats import possessive, read_seat
from parser.tagging import Piece, is_kind

# How far after the request the count may come: "asks the dealer how much, and the dealer says 8,000".
_REACH = 12


@dataclass
class Count:
    told: Amount
    told_at: int
    real: Amount | None = None
    used: set[int] = field(default_factory=set)  # pieces the events must not read


def read_count(pieces: Sequence[Piece]) -> Count | None:
    """The count a player asked for and was told, if the report tells one."""
    for i, piece in enumerate(pieces):
        if not is_kind(piece, "count_request"):
            continue
        for k in range(i + 1, min(len(pieces), i + _REACH)):
            if is_kind(pieces[k], "action", "push") and not possessive(pieces[k - 1]):
                break  # the player acted before any count was told ("seat 8's all in" is what is counted)
            told = pieces[k]
            if (
                isinstance(told, Amount)
                and told.value is not None
                and not is_kind(pieces[k - 1], "count_real")
                and read_seat(pieces, k - 1) is None  # "how much seat 8's all in is": a seat, not a count
                and read_seat(pieces, k - 2) is None
            ):
                count = Count(told, k, used={i, k})
                _real(pieces, k, count)
                return count
    return None


def _real(pieces: Sequence[Piece], told_at: int, count: Count) -> None:
    """The correct amount said soon after the count: "but it was 11,000", "pero eran 15.500"."""
    for k in range(told_at + 1, min(len(pieces) - 1, told_at + 7)):
        after = pieces[k + 1]
        if is_kind(pieces[k], "count_real") and isinstance(after, Amount) and after.value is not None:
            count.real = after
            count.used.update({k, k + 1})
            return


def attach_count(raw: Sequence[tuple[Segment, RawEvent]], count: Count) -> None:
    """The told count on the first action after it; the real amount on the last bet before it without one."""
    caller = next(
        (i for i, (seg, ev) in enumerate(raw) if ev.acts and _starts_after(seg, count.told_at)), None
    )
    if caller is None:
        return
    raw[caller][1].count_given = count.told.value
    if count.real is None:
        return
    for _, ev in reversed(raw[:caller]):
        if ev.acts and ev.ref != raw[caller][1].ref:
            if ev.amount is None and ev.pushed is None and ev.chips is None:
                ev.amount = count.real
            return


def _starts_after(seg: Segment, at: int) -> bool:
    """The segment's action comes after the count: its player is named after it, or (a pronoun going on
    with the last player) its first word is. "El 7 va all in, el 2 pregunta cuánto es, le digo 8.500...":
    the all-in's sentence runs past the count, but it was made before."""
    start = seg.ref.start if seg.ref is not None else (seg.pieces[0][0] if seg.pieces else -1)
    return start > at
