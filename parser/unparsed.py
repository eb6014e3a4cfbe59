"""Words the parser did not understand, reported so the user (and we) can see what was ignored."""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence

from parser.language import FUNCTION_WORDS
from parser.normalize import Token
from parser.tagging import Piece


def unparsed_fragments(pieces: Sequence[Piece], skip: Collection[int] = ()) -> Iterator[str]:
    """Runs of unknown words (function words such as "el", "the", "when" do not count, nor the pieces in
    ``skip``: words read as something else, such as a player's name)."""
    known = FUNCTION_WORDS
    run: list[str] = []
    for i, piece in enumerate(pieces):
        if (
            isinstance(piece, Token)
            and piece.kind == "word"
            and piece.norm not in known
            and i not in skip
            and not piece.is_upper_letter
        ):
            run.append(piece.text)
            continue
        if run:
            yield " ".join(run)
            run = []
    if run:
        yield " ".join(run)
