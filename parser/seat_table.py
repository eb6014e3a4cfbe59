"""Who is named where, read once per report: `seat_at(pieces, i)` is `read_seat(pieces, i)` remembered.

The segmenter reads a seat at every piece, then the look-ahead of each acting test, the restatement and
the owed-amount readers, the header and the count read the same positions again; most pieces can open no
reference at all. `may_open_seat` tells from the piece alone whether `read_seat` could find a player there
(each of its readings starts with a number, a seat word, a person word, an article, a player's letter or
a capitalised word), and the table adds the word before a bare number ("and", a clause opener or an action
word), so the full reading runs only where one may start, and at most once per position.
"""

from __future__ import annotations

from collections.abc import Sequence

from parser.amounts import Amount
from parser.described import described_openers
from parser.grammar import words
from parser.lexicon import Term
from parser.normalize import Token
from parser.seats import (
    MAX_SEAT,
    RETURN_LINKS,
    SeatRef,
    owner_of_an_action,
    possessive,
    read_seat,
    returned_to,
    said_with_scale,
)
from parser.tagging import PLAYER_LETTERS, Piece, is_kind, is_word_in, per_report
from parser.terms import TermKind

# The term kinds that are a reference by themselves or open one ("the opener", "next", "UTG", "seat 5").
_SEAT_KINDS = frozenset(
    {TermKind.OPENER, TermKind.RELATIVE, TermKind.POSITION, TermKind.SEAT_NOUN, TermKind.PLAYER_NOUN}
)
# The words a reading opens with: a person ("the guy in..."), someone, an article before a number or
# before "uno", a seat written short ("S3"), a name's article ("la Cata", "el paisa").
_OPENING_WORDS = (
    words("person_nouns")
    | words("someone")
    | words("definite")
    | words("definite")
    | words("seat_abbreviations")
    | words("name_articles")
    | words("speaker_pronouns")  # "yo soy el del 4... yo pagué": the writer's "I"
)
_DESCRIBED = described_openers()  # "first to act", "bloke", "el primero en hablar": its first word


def may_open_seat(piece: Piece) -> bool:
    """False only where `read_seat` finds no player: a plain seat-sized number may be one ("y siete paga"),
    a letter a player ("A", "b calls"), a capitalised word a name ("Maria bets")."""
    if isinstance(piece, Amount):
        value = piece.value
        plain = not piece.plural or possessive(piece)  # "7's bet": the seat's, not sevens
        return value is not None and 1 <= value <= MAX_SEAT and not piece.scaled and plain
    if isinstance(piece, Term):
        opens = piece.norm in _OPENING_WORDS or piece.norm.split(" ", 1)[0] in _DESCRIBED
        return piece.kind in _SEAT_KINDS or opens or _one_letter(piece)
    if piece.kind == "punct":
        return False
    capitalised = len(piece.text) > 2 and piece.text.istitle()
    opens = piece.norm in _OPENING_WORDS or piece.norm in _DESCRIBED
    return capitalised or opens or _one_letter(piece)


def _one_letter(piece: Term | Token) -> bool:
    """A player's letter, as written or as folded ("B calls", "b calls"): "y", "o", "i" name no one."""
    text, norm = piece.text, piece.norm
    return (len(text) == 1 and text.upper() in PLAYER_LETTERS) or (
        len(norm) == 1 and norm.upper() in PLAYER_LETTERS
    )


_UNREAD = SeatRef(None, start=-1, end=-1)  # a position not read yet (no reading starts before the stream)


# A bare number names a player only after "and", a clause opener or a sentence's end ("and five wants to",
# "seats 7 and 3", "... 7 now wants his bet back"),
# between two action words ("seven call nine folds"), after a modal before an action ("can 9 raise?"), after
# an amount said with its scale ("a thousand |
# five calls"), or after a question and its preposition ("what happens with five"): `read_seat`'s readings
# of a number.
# "... 7 wants to"; "can 9 raise?": the subject of a question after its modal
_BEFORE_A_SEAT_NUMBER = words("and") | words("clause_openers") | words("ability_words") | {".", ";", "!", "?"}
_PREPOSITIONS = words("prepositions")


def _number_may_name(pieces: Sequence[Piece], i: int) -> bool:
    before = pieces[i - 1] if i else None
    if is_word_in(before, RETURN_LINKS) or returned_to(before) or owner_of_an_action(pieces, i) is not None:
        # "back on three", "back to five": `read_seat` asks for the word of return before; "seven's bet"
        return True
    if is_word_in(before, _PREPOSITIONS):
        return i >= 2 and is_kind(pieces[i - 2], TermKind.QUESTION)
    return (
        is_word_in(before, _BEFORE_A_SEAT_NUMBER)
        or is_kind(before, TermKind.ACTION)
        or said_with_scale(before)
    )


@per_report
def _table(pieces: Sequence[Piece]) -> list[SeatRef | None]:
    return [
        _UNREAD
        if may_open_seat(piece) and (piece.__class__ is not Amount or _number_may_name(pieces, i))
        else None
        for i, piece in enumerate(pieces)
    ]


def may_name_at(pieces: Sequence[Piece]) -> list[bool]:
    """Per piece: may a player be named there? False only where `seat_at` finds none: a walk that asks at
    every piece asks `seat_at` only where this says so."""
    return [found is not None for found in _table(pieces)]


def seat_at(pieces: Sequence[Piece], i: int) -> SeatRef | None:
    """The player named at piece i, or None (`read_seat`, each position read once per report)."""
    if not 0 <= i < len(pieces):
        return None
    table = _table(pieces)
    found = table[i]
    if found is _UNREAD:
        found = table[i] = read_seat(pieces, i)
    return found
