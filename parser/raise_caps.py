"""A cap on the number of raises told ("4 raises max", "there's a cap at three raises", "hay tope de tres
resubidas"): a count of raises a player claims the game allows, neither a raise nor an amount, and what the
report then asks about is rule 48 (no cap in no-limit and pot-limit)."""

from __future__ import annotations

from collections.abc import Sequence

from parser.amounts import Amount
from parser.grammar import words
from parser.lexicon import Term, entry_of_kind
from parser.tagging import Piece, at, piece_index, word_positions
from parser.terms import TermKind

_RAISES = words("raise_count_nouns")  # "raises", "resubidas": raises counted
_CAPS = words("raise_cap_words")  # "cap", "max", "tope"
_LINKS = words("raise_cap_links") | words("existentials")  # "there's *a* cap *at*", "hay tope *de*"
_CAP_REACH = 3  # "cap *of* 4 raises", "tope *de* tres resubidas": the cap word a few words before the count
_MOST_RAISES = 10  # a count of raises, no chips: a house allows a handful


def raise_caps(pieces: list[Piece], lang: str) -> tuple[list[Piece], bool]:
    """The pieces with each raise cap told made filler, and whether one was told."""
    index = piece_index(pieces)
    if _RAISES.isdisjoint(index.word_set) or _CAPS.isdisjoint(index.word_set):
        return pieces, False  # no cap told (nearly every report)
    filler = entry_of_kind(lang, TermKind.FILLER)
    told: set[int] = set()
    for k in word_positions(pieces, _RAISES):
        count = at(pieces, k - 1)
        if not isinstance(count, Amount) or not 0 < (count.value or 0) <= _MOST_RAISES:
            continue
        told |= _cap_span(pieces, k)
    if not told or filler is None:
        return pieces, False
    out = list(pieces)
    starts = _item_starts(pieces)
    for i in told:
        piece = pieces[i]
        if isinstance(piece, Term):
            spans, start, end = piece.end - piece.start, piece.char_start, piece.char_end
        else:
            spans, start, end = 1, piece.start, piece.end
        out[i] = Term(filler, starts[i], starts[i] + spans, piece.text, start, end)
    return out, True


def _cap_span(pieces: Sequence[Piece], k: int) -> set[int]:
    """The pieces of the cap told around the count at k - 1 and its noun at k: the cap word right after
    ("4 raises max") or a few words before ("cap at 4 raises"), with the links and the "there's" before it;
    no cap word, no cap (a count of raises told alone is the story: "van 4 subidas")."""
    word = piece_index(pieces).word_at.get
    if word(k + 1) in _CAPS:
        return {k - 1, k, k + 1}
    caps = [j for j in range(k - 1 - _CAP_REACH, k - 1) if word(j) in _CAPS]
    if not caps or not all(word(j) in _LINKS for j in range(caps[-1] + 1, k - 1)):
        return set()
    first = caps[-1]
    while word(first - 1) in _LINKS:
        first -= 1
    return set(range(first, k + 1))


def _item_starts(pieces: Sequence[Piece]) -> list[int]:
    """Each piece's first item in the stream the lexicon matched (a term spans its words)."""
    starts, item = [], 0
    for piece in pieces:
        starts.append(item)
        item += piece.end - piece.start if isinstance(piece, Term) else 1
    return starts
