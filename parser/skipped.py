"""A player the action passed over, and how many players acted after him, told without their actions (53):
"se saltaron al del 5 y hablaron tres jugadores después de él", "al 4 se lo saltaron; después hablaron el 5,
el 6 y el 7", "seat 4 got skipped; seats 5, 6 and 7 all acted". A house may limit what he may still do
(Garrido 6.g: after three players, only call or fold); TDA has the TD rule on his hand (53-B)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from parser.amounts import Amount
from parser.cues import cued
from parser.grammar import words
from parser.seats import SeatRef
from parser.tagging import Piece, at, is_mark, is_word_in
from parser.terms import TermKind
from rules_engine.situation import Skipped

if TYPE_CHECKING:
    from parser.turns import TurnStatement

_ACTED = words("acted_words")  # "hablaron", "actuaron", "acted": the others' turn told without an action
_PLAYERS = words("player_nouns")  # "tres jugadores", "three players"
_MOST_PLAYERS = 9  # players who may act after one at a table of ten
_STOPS = frozenset({".", "?", "!", "¿", "¡"})  # a sentence's end: "se lo saltaron; después hablaron" is one


# A player told still to act ("estaba distraído") and the players told acting after him ("hablaron el 3, el 4
# y el 5") are a skip told without its word: the pass runs on either kind.
@cued(kinds=(TermKind.SKIPPED, TermKind.THINKING))
def skipped_by(
    pieces: Sequence[Piece], refs: Sequence[SeatRef], turns: Sequence[TurnStatement]
) -> Skipped | None:
    """The player whose turn it was (told skipped, or told not to have spoken in a report of a skip: "se lo
    salteó a uno: el del 4 no había hablado") and the players told as acting after him in the same sentence:
    a number of players ("tres jugadores", "hablaron tres") or the players named ("el 5, el 6 y el 7")."""
    for said, name, _ in turns:
        stops = (k for k in range(said, len(pieces)) if is_mark(pieces[k]) and pieces[k].text in _STOPS)
        sentence = range(said, next(stops, len(pieces)))
        acted_at = [k for k in sentence if is_word_in(pieces[k], _ACTED)]
        if not acted_at:
            continue
        counted = next((n for k in sentence if (n := _count_at(pieces, k, acted_at))), None)
        named = {r.name for r in refs if r.name and r.name != name and r.start > said and r.start in sentence}
        acted = counted or len(named)
        if acted:
            return Skipped(name, acted)
    return None


def _count_at(pieces: Sequence[Piece], k: int, acted_at: Sequence[int]) -> int | None:
    """A number of players at piece k: before a word for players ("tres jugadores") or right after the verb
    ("hablaron tres después de él")."""
    piece = pieces[k]
    if not isinstance(piece, Amount) or not piece.value or piece.value > _MOST_PLAYERS:
        return None
    return piece.value if is_word_in(at(pieces, k + 1), _PLAYERS) or k - 1 in acted_at else None
