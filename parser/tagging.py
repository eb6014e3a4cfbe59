"""The tagged stream: every lexicon match as one `Term`, numbers as `Amount`, the rest as plain tokens.

Seats, chips and events are read from this stream, so each reader sees "el de UTG" as two pieces (seat noun,
position) and "una de mil" as article, word, amount, whatever the spelling or the language.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from typing import TypeGuard, TypeVar

from parser.amounts import Amount, Item
from parser.grammar import words
from parser.lexicon import Lexicon, Term
from parser.normalize import Token
from parser.terms import TermKind
from rules_engine.record import record

PLAYER_LETTERS = "ABCDEFGH"  # not "I": the English pronoun
_ARTICLES = words("articles")
# "thirty big blinds, that's sixty k": after an amount and before another these words restate it, claiming
# nothing ("that is", "o sea" are read as a total told: parser/events.py)
_RESTATING = words("restating_words")
_YIELDING_KINDS = frozenset({TermKind.ACTION, TermKind.PUSH, TermKind.INTENTION})
_ACTION_FACTS = frozenset(
    {TermKind.OUT_OF_TURN, TermKind.IN_TURN, TermKind.SILENT, TermKind.LAST_CHIPS, TermKind.EXPECTS_CHANGE}
)
_RESTATED_REACH = 4  # "30 | big | blinds | , | that's": the amount restated, its unit between
# "went to turn them over": after an infinitive marker and before an object pronoun a street's name is a verb
_INFINITIVE_MARKERS = words("infinitive_markers")
_OBJECT_PRONOUNS = words("object_pronouns")

Piece = Term | Amount | Token
# The pieces that carry words, as a tuple: `isinstance(piece, _WORDED)` builds the union at every call,
# and the tests of a word run hundreds of times per report.
_WORDED = (Token, Term)


def tag(items: Sequence[Item], lexicon: Lexicon) -> list[Piece]:
    keys = lexicon.keys(items)
    opens, case_opens = lexicon.first_keys, lexicon.case_first
    pieces: list[Piece] = []
    i = 0
    while i < len(items):
        item = items[i]
        if keys[i][0] not in opens and item.text not in case_opens:
            pieces.append(item)  # most items open no phrase (`match_at`'s own first test, asked here)
            i += 1
            continue
        term = lexicon.match_at(items, i, keys)
        if (
            term is None
            or (isinstance(item, Amount) and (term.end - term.start == 1 or _numbers_seat(pieces)))
            or (term.end - term.start > 1 and _yields(items, i, term, lexicon, keys))  # phrases only
            or _restates_a_number(items, i, term)
            or _street_as_verb(items, i, term)
        ):
            pieces.append(item)
            i += 1
        elif (kept := _ceded(items, term, lexicon, keys)) is None:
            pieces.append(item)  # "he | want the change": the first word is no term once the rest is given up
            i += 1
        else:
            pieces.append(kept)
            i = kept.end
    return pieces


def _ceded(
    items: Sequence[Item], term: Term, lexicon: Lexicon, keys: Sequence[tuple[str, bool]]
) -> Term | None:
    """An action (or a wish) phrase whose last word opens a longer phrase telling a fact of the action gives
    that word up: "shoves | out of turn", not "shoves out | of turn"; "he | want the change", not "he want |
    the change". What stays: the shorter term, or None when the words left make no term."""
    if term.end - term.start < 2 or term.kind not in _YIELDING_KINDS:
        return term
    if keys[term.end - 1][0] not in lexicon.first_keys:
        return term
    over = lexicon.match_at(items, term.end - 1, keys)
    if over is None or over.end <= term.end or over.kind not in _ACTION_FACTS:
        return term
    return lexicon.match_at(items, term.start, keys, before=term.end - 1)


def _street_as_verb(items: Sequence[Item], i: int, term: Term) -> bool:
    """ "went to turn them over", "asked him to turn it up": a street's one word between an infinitive marker
    and an object pronoun turns cards over; no street is named."""
    if term.kind is not TermKind.STREET or term.end - term.start != 1 or i == 0 or term.end >= len(items):
        return False
    before, after = items[i - 1], items[term.end]
    return (
        isinstance(before, Token)
        and before.norm in _INFINITIVE_MARKERS
        and isinstance(after, Token)
        and after.norm in _OBJECT_PRONOUNS
    )


def _restates_a_number(items: Sequence[Item], i: int, term: Term) -> bool:
    """ "thirty big blinds, that's sixty k", "veinte ciegas, que son veinte mil": between an amount said just
    before and the amount after, the words restate a number; they claim nothing ("asks if that's 25 on top"
    does)."""
    if term.norm not in _RESTATING or term.end >= len(items) or not isinstance(items[term.end], Amount):
        return False
    return any(isinstance(item, Amount) for item in items[max(0, i - _RESTATED_REACH) : i])


def _yields(
    items: Sequence[Item], i: int, term: Term | None, lexicon: Lexicon, keys: Sequence[tuple[str, bool]]
) -> bool:
    """A phrase opened by an article gives way to the term after the article when that one reaches further
    ("the UTG 1" is "the" + "UTG 1"), and "C bets" is player C who bets, not a c-bet (a capital letter alone
    names a player)."""
    if term is None or term.end - term.start < 2:
        return False
    first = items[i]
    if isinstance(first, Token) and first.is_upper_letter and first.text in PLAYER_LETTERS:
        return True
    if not (isinstance(first, Token) and first.norm in _ARTICLES):
        return False  # "raises to" keeps its verb even where "to make it" reaches further
    inner = lexicon.match_at(items, i + 1, keys)
    return inner is not None and inner.end > term.end


def _numbers_seat(pieces: Sequence[Piece]) -> bool:
    """A number right after a seat noun is the seat's: "seat four bets" is not "four-bets"."""
    return bool(pieces) and is_kind(pieces[-1], TermKind.SEAT_NOUN)


def is_kind(piece: Piece | None, *kinds: TermKind) -> TypeGuard[Term]:
    return isinstance(piece, Term) and piece.kind in kinds


def text_of(piece: Piece | None) -> str:
    """The folded words of a piece ("" for none), so "a" reads the same as a token or a lexicon term."""
    return piece.norm if isinstance(piece, _WORDED) else ""


SENTENCE_ENDS = frozenset({".", ";", "!"})
SENTENCE_CLOSES = SENTENCE_ENDS | {"?"}  # a sentence's end, a question's included


def closes_sentence(piece: Piece | None) -> bool:
    """A mark that ends a sentence or a question (".", ";", "!", "?")."""
    return is_mark(piece) and piece.text in SENTENCE_CLOSES


def is_mark(piece: Piece | None) -> TypeGuard[Token]:
    """A punctuation mark ("," "." "?" "(" ...)."""
    return isinstance(piece, Token) and piece.kind == "punct"


def is_word(piece: Piece | None, *words: str) -> TypeGuard[Term | Token]:
    return isinstance(piece, _WORDED) and piece.norm in words  # text_of, inlined: asked of most pieces


def is_word_in(piece: Piece | None, words: AbstractSet[str]) -> TypeGuard[Term | Token]:
    """`is_word` against a word list: `is_word(piece, *words)` copies the whole list at every call."""
    return isinstance(piece, _WORDED) and piece.norm in words


def holds_word_in(piece: Piece | None, words: AbstractSet[str]) -> bool:
    """The piece is one of the words, or a term that holds one ("se *había* tirado")."""
    return isinstance(piece, _WORDED) and not words.isdisjoint(piece.norm.split())


def at(pieces: Sequence[Piece], i: int) -> Piece | None:
    return pieces[i] if 0 <= i < len(pieces) else None


R = TypeVar("R")


def per_report(read: Callable[[Sequence[Piece]], R]) -> Callable[[Sequence[Piece]], R]:
    """`read(pieces)` worked out once for a report's pieces, however many readers ask it. Only the last list
    read is kept, and kept alive, so its identity cannot pass to a later report's list: nothing is carried
    from one report to the next. The pieces of a report are never changed once tagged. The slot is read and
    written whole, so two threads reading two reports at once each get their own answer."""
    last: tuple[Sequence[Piece], R] | None = None  # a closure's cell: read quicker than a list's slot

    def once(pieces: Sequence[Piece]) -> R:
        nonlocal last
        kept = last
        if kept is not None and kept[0] is pieces:
            return kept[1]
        value = read(pieces)
        last = (pieces, value)
        return value

    return once


@record
class PieceIndex:
    """Where each term kind and each folded word stands in a report's pieces, read in one pass: a reader
    that looks for a few kinds or words goes to their places instead of testing every piece, and is done at
    once when the report has none."""

    kinds: dict[str, list[int]]
    words: dict[str, list[int]]  # a term's whole phrase as one word, as `is_word` reads it
    # The keys of each, as frozen sets: a word list's `isdisjoint` (a cue against the report) walks the
    # smaller of two sets, but every key of a dict's keys view.
    kind_set: AbstractSet[str]
    word_set: AbstractSet[str]
    amounts: list[int]
    placed: list[int]  # the amounts and the terms: every piece but the plain tokens
    # Per position, the folded words of the token or term there and the kind of the term there: a reader
    # asks `word_at.get(i) in WORDS` for `is_word_in(at(pieces, i), WORDS)` and `kind_at.get(i) in KINDS` for
    # `is_kind(at(pieces, i), *KINDS)`, one look-up where a test was two calls (an index out of the pieces,
    # negative too, finds None, as `at` does).
    word_at: dict[int, str]
    kind_at: dict[int, TermKind]


@per_report
def piece_index(pieces: Sequence[Piece]) -> PieceIndex:
    kinds: dict[str, list[int]] = {}
    words: dict[str, list[int]] = {}
    amounts: list[int] = []
    placed: list[int] = []
    word_at: dict[int, str] = {}
    kind_at: dict[int, TermKind] = {}
    for i, piece in enumerate(pieces):
        # the class itself, and a list made only for a key met first (`setdefault` makes one every time)
        cls = piece.__class__
        if cls is Amount:
            amounts.append(i)
            placed.append(i)
            continue
        norm = word_at[i] = piece.norm
        if norm in words:
            words[norm].append(i)
        else:
            words[norm] = [i]
        if isinstance(piece, Term):
            kind = kind_at[i] = piece.kind
            placed.append(i)
            if kind in kinds:
                kinds[kind].append(i)
            else:
                kinds[kind] = [i]
    return PieceIndex(kinds, words, frozenset(kinds), frozenset(words), amounts, placed, word_at, kind_at)


@per_report  # asked many times per report: one call each, not two
def kinds_in(pieces: Sequence[Piece]) -> AbstractSet[str]:
    """The kinds of the lexicon terms among a report's pieces: a reader that looks for one kind is done at
    once when the report has none (most readers, most reports)."""
    return piece_index(pieces).kind_set


@per_report  # asked many times per report: one call each, not two
def words_in(pieces: Sequence[Piece]) -> AbstractSet[str]:
    """The folded words of a report's pieces (a term's whole phrase as one): a reader that looks for a few
    words (`is_word_in`) is done at once when the report says none of them."""
    return piece_index(pieces).word_set


def positions(pieces: Sequence[Piece], *kinds: str) -> list[int]:
    """Where the terms of these kinds stand, in order: `[i for i, p in enumerate(pieces) if is_kind(p,
    *kinds)]` without testing every piece."""
    by_kind = piece_index(pieces).kinds
    found = [i for kind in kinds for i in by_kind.get(kind, ())]
    return sorted(found) if len(kinds) > 1 else found


def amount_positions(pieces: Sequence[Piece]) -> list[int]:
    """Where the amounts stand, in order."""
    return piece_index(pieces).amounts


def amounts_and_terms(pieces: Sequence[Piece]) -> list[int]:
    """Where the amounts and the lexicon terms stand, in order: every piece but the plain tokens."""
    return piece_index(pieces).placed


def mark_positions(pieces: Sequence[Piece], marks: AbstractSet[str]) -> list[int]:
    """Where the punctuation marks of a set stand, in order: the plain tokens written so (`[i for i, p in
    enumerate(pieces) if isinstance(p, Token) and p.text in marks]`), found through the index."""
    return [i for i in word_positions(pieces, marks) if isinstance(p := pieces[i], Token) and p.text in marks]


def sentence_at(pieces: Sequence[Piece], i: int, before: list[int], after: list[int]) -> tuple[int, int]:
    """(start, end) of the sentence of piece i: right after the last mark of `before` (where the marks that
    end a sentence stand) before it, up to the first of `after` (those that close one) from it on (the
    pieces' length when there is none)."""
    k = bisect_left(before, i)
    start = before[k - 1] + 1 if k else 0
    k = bisect_left(after, i)
    return start, after[k] if k < len(after) else len(pieces)


def word_positions(pieces: Sequence[Piece], words: AbstractSet[str]) -> list[int]:
    """Where the words of a list stand, in order: `[i for i, p in enumerate(pieces) if is_word_in(p,
    words)]` without testing every piece."""
    by_word = piece_index(pieces).words
    found = [i for word in words & by_word.keys() for i in by_word[word]]
    return sorted(found)
