"""What the dealer says he is not sure of, read so that the answer is only as sure as he is.

A belief ("creo que dijo check", "pretty sure that was a lead") and a fact he did not see or hear ("no sé si
le quedan fichas", "I didn't see if he said anything") give the ruling as he tells it, the words to be
confirmed; which came first or what was said, disputed ("no sé si lo dijo antes o después", "half the table
heard call"), is the floor's (40-A)."""

from __future__ import annotations

from collections.abc import Sequence

from parser.cues import cued
from parser.grammar import words
from parser.normalize import Token, fold
from parser.tagging import Piece, at, is_kind
from parser.terms import TermKind

_ORDER_WORDS = words("order_words")  # "no sé si lo dijo antes o después": which came first
_DISPUTE_WORDS = words("dispute_words")  # "half the table heard call": what was said is disputed
_BELIEF_REACH = 6  # words of a belief shown to be confirmed
_DOUBT_REACH = 10  # words after a doubt that may say what it is about


@cued(kinds=(TermKind.DEALER_DOUBT,), nothing=lambda pieces: (False, ""))
def dealer_doubts(pieces: Sequence[Piece]) -> tuple[bool, str]:
    """(disputed, unseen): whether the dealer doubts which came first or what was said (the floor's), else the
    words of the first fact he says he did not see or hear ("" when none)."""
    unseen = ""
    for i, piece in enumerate(pieces):
        if not is_kind(piece, TermKind.DEALER_DOUBT):
            continue
        said = _said_from(pieces, i, _DOUBT_REACH)
        if any(w in _ORDER_WORDS or w in _DISPUTE_WORDS for w in fold(said).split()):
            return True, ""
        unseen = unseen or said
    return False, unseen


@cued(kinds=(TermKind.DEALER_LEANING,), nothing=lambda pieces: "")
def leaning(pieces: Sequence[Piece]) -> str:
    """What the dealer believes without being sure: the words after the first hedge, to be confirmed."""
    first = next((i for i, piece in enumerate(pieces) if is_kind(piece, TermKind.DEALER_LEANING)), None)
    if first is None:
        return ""
    if is_kind(at(pieces, first + 1), TermKind.OPINION):
        return ""  # "I think he thought it was five": what the player believed counts for nothing (chips do)
    return _said_from(pieces, first, _BELIEF_REACH)


def _said_from(pieces: Sequence[Piece], i: int, reach: int) -> str:
    """The words from piece i to the end of its clause, ``reach`` words at most."""
    end = i + 1
    while end < len(pieces) and end - i <= reach and not _is_mark(pieces[end]):
        end += 1
    return " ".join(getattr(p, "text", "") for p in pieces[i:end])


def _is_mark(piece: Piece) -> bool:
    return isinstance(piece, Token) and piece.kind == "punct"
