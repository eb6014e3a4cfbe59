"""Where a piece's words open with one of a few words, found through the report's piece index: a reader
that tests the opening words of every piece (`seats.intro_at`: "soy", "I'm", "this is") tests only these.

A piece with no words of its own (an amount) reads as the next piece's words there, as `text_of` gives ""
for it: the place before an opening piece is one too when its own words are none."""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet

from parser.memo import WordMemo
from parser.normalize import fold
from parser.tagging import Piece, piece_index


def _first(word: str) -> str:
    """The first word of a piece's folded words ("i'm in" -> "i'm"), "" for none."""
    said = fold(word).split(maxsplit=1)
    return said[0] if said else ""


_FIRST = WordMemo(_first)  # per word, once per process: reports say the same words over and over


def places_opening(pieces: Sequence[Piece], firsts: AbstractSet[str]) -> list[int]:
    """In order, every place i where the folded words of `text_of(pieces[i])`, or of the next piece when
    piece i has none, open with one of `firsts`: no other place's words can."""
    index = piece_index(pieces)
    found = {i for word, places in index.words.items() if _FIRST(word) in firsts for i in places}
    if not found:
        return []  # most reports: no piece opens with one of them
    word_at = index.word_at
    found |= {i - 1 for i in list(found) if i and not _FIRST(word_at.get(i - 1, ""))}
    return sorted(found)
