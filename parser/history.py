"""The previous hand told as context: "la mano anterior tuvimos bronca porque al del 8 le cantaron mal el
bote, pero eso ya está; esta mano...", "last hand we had a chop, whatever, this hand...". What is told of it
is no action of this hand: from the words naming the previous hand to those naming this one. Said without
"this hand" after it, the previous hand is a fact of this one ("el all in de la mano anterior"), read where
it is."""

from __future__ import annotations

from collections.abc import Sequence

from parser.cues import cued
from parser.grammar import words
from parser.normalize import fold
from parser.tagging import Piece, closes_sentence, is_kind, text_of
from parser.terms import TermKind

_HAND_NOUNS = words("hand_nouns")  # "mano", "hand"
_PREVIOUS = words("previous_words")  # "anterior", "pasada", "last", "previous"
_THIS = words("this_words")  # "esta", "this": this hand, the one reported
_NOW = words("now_words")  # "ahora", "now": this hand's moment, where no "this hand" follows


# no "mano", no "hand" (alone or in a term: "en la mano" counts players): most reports
@cued(words=_HAND_NOUNS, kinds=(TermKind.REMAIN, TermKind.IN_HAND), nothing=lambda pieces: set())
def previous_hand_told(pieces: Sequence[Piece]) -> set[int]:
    """The pieces that tell the previous hand, when the report opens with it and then names this hand."""
    said = [fold(text_of(p)) for p in pieces]
    start = next((k for k, w in enumerate(said) if _holds_hand(w) and _names_previous(said, k)), None)
    if start is None:
        return set()  # most reports tell one hand
    this = next(
        (k for k in range(start + 1, len(said)) if said[k] in _HAND_NOUNS and k > 0 and said[k - 1] in _THIS),
        None,
    )
    if this is None:  # "hubo lío con el del cuatro, pero lo de ahora es otra cosa": the story turns to now
        this = next(
            (k for k in range(start + 1, len(said)) if said[k] in _NOW and _story_after(pieces, k)), None
        )
    if this is None:
        return set()  # "el all in de la mano anterior": a fact of this hand about the last, read where it is
    if any(closes_sentence(p) for p in pieces[: max(0, start - 1)]):
        return set()  # the previous hand told after this one's story has begun: not an opening aside
    return set(range(max(0, start - 2), this + 1))  # from "la mano anterior" to "esta mano" (or "ahora")


def _story_after(pieces: Sequence[Piece], k: int) -> bool:
    """This hand's story follows "now" in its sentence: a street or the level ("now on the turn", "ahora,
    500/1000 en el turn"); "nos damos cuenta ahora, creo que..." tells the previous hand's incident, found
    now."""
    for piece in pieces[k + 1 :]:
        if closes_sentence(piece):
            return False
        if is_kind(piece, TermKind.STREET, TermKind.BLINDS):
            return True
    return False


def _holds_hand(said: str) -> bool:
    """ "mano", or a term ending in it ("en la mano anterior": the term counts players in a hand)."""
    return said.rsplit(" ", 1)[-1] in _HAND_NOUNS


def _names_previous(said: Sequence[str], k: int) -> bool:
    """ "la mano anterior", "la mano pasada", "last hand", "the previous hand"."""
    return bool(_PREVIOUS.intersection(said[max(0, k - 2) : k + 2]))
