"""A player the action passed over, and how many players acted after him, told without their actions (53):
"se saltaron al del 5 y hablaron tres jugadores después de él", "al 4 se lo saltaron; después hablaron el 5,
el 6 y el 7", "seat 4 got skipped; seats 5, 6 and 7 all acted". A house may limit what he may still do
(Garrido 6.g: after three players, only call or fold); TDA has the TD rule on his hand (53-B)."""

from __future__ import annotations

from collections.abc import Sequence

from parser.amounts import Amount
from parser.cues import cued
from parser.grammar import words
from parser.seats import SeatRef
from parser.tagging import Piece, at, is_mark, is_word_in
from parser.terms import TermKind
from rules_engine.situation import Skipped

_ACTED = words("acted_words")  # "hablaron", "actuaron", "acted": the others' turn told without an action
_PLAYERS = words("player_nouns")  # "tres jugadores", "three players"
_STOPS = frozenset({".", "?", "!", "¿", "¡"})  # a sentence's end: "se lo saltaron; después hablaron" is one


@cued(kinds=(TermKind.SKIPPED,))
def skipped_by(
    pieces: Sequence[Piece], refs: Sequence[SeatRef], turns: Sequence[tuple[int, str, bool]]
) -> Skipped | None:
    """The skipped player and the players told as acting after him in the same sentence: a number of
    players ("tres jugadores") or the players named ("el 5, el 6 y el 7")."""
    for said, name, skipped in turns:
        if not skipped:
            continue
        stops = (k for k in range(said, len(pieces)) if is_mark(pieces[k]) and pieces[k].text in _STOPS)
        sentence = range(said, next(stops, len(pieces)))
        if not any(is_word_in(pieces[k], _ACTED) for k in sentence):
            continue
        counted = next(
            (
                p.value
                for k, p in zip(sentence, pieces[sentence.start : sentence.stop], strict=True)
                if isinstance(p, Amount) and p.value and is_word_in(at(pieces, k + 1), _PLAYERS)
            ),
            None,
        )
        named = {r.name for r in refs if r.name and r.name != name and r.start > said and r.start in sentence}
        acted = counted or len(named)
        if acted:
            return Skipped(name, acted)
    return None
