"""A player the report tells only by a description, no seat: "first to act says 'I bet five'", "bloke says
'I bet six'", "the guy in the corner bets", "el primero en hablar dice 'apuesto ocho'", "el chaval apuesta".

His words are his name (`told_as` in rules_engine/situation.py), so the answer names him as the report does;
like any player the report does not seat, he is unnamed to the grammar (a name starting with "?"). The words
are data: `described_*` and `person_nouns` in locales/<lang>/grammar.json.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from locales.languages import LANGS
from parser.grammar import grammar, words
from parser.lexicon import Term
from parser.normalize import Token, fold
from parser.tagging import Piece, at, is_kind, is_mark, is_word_in, text_of
from parser.terms import TermKind
from rules_engine.situation import TOLD_AS

_WORDED = (Token, Term)
_REACH = 6  # pieces a description may span: "the old guy in the corner"
_PERSONS = words("person_nouns")
_OPENERS = words("and") | words("clause_openers")
# What may stand right before a description that opens a clause: a filler ("uh the guy bets") or a street
# ("flop guy bets twelve k"); a mark or "and" too (`_opens_clause`)
_BEFORE = (TermKind.FILLER, TermKind.STREET)
# What may follow it: a player's act ("says", "bets", "pushes") or a word he says ("'raise'")
_ACTS = (TermKind.ACTION, TermKind.PUSH, TermKind.DECLARE, TermKind.SILENT)


@cache
def _cores() -> frozenset[str]:
    """Every description without its place, folded: determiner + person noun, a person noun alone, a listed
    one."""
    out: set[str] = set()
    for lang in LANGS:
        g = grammar(lang)
        nouns = [fold(n) for n in g["person_nouns"]]
        out |= {fold(n) for n in g["described_alone"]}  # "bloke says": a noun said with no article
        out |= {f"{fold(d)} {n}" for d in g["described_determiners"] for n in nouns}
        out |= {fold(p) for p in g["described_players"]}
    return frozenset(out)


@cache
def _places() -> dict[str, tuple[str, ...]]:
    """The places a description may end with ("in the corner"), folded, by their last word."""
    by_last: dict[str, list[str]] = {}
    for lang in LANGS:
        for place in grammar(lang)["described_places"]:
            folded = fold(place)
            by_last.setdefault(folded.rsplit(" ", 1)[-1], []).append(folded)
    return {last: tuple(places) for last, places in by_last.items()}


def _is_phrase(folded: str) -> bool:
    """A description, folded: a core, or a core with a place after it (checked by parts: the cores times
    the places are thousands of phrases, too many to build for a report)."""
    cores = _cores()
    if folded in cores:
        return True
    ending = _places().get(folded.rsplit(" ", 1)[-1], ())
    return any(folded.endswith(" " + p) and folded[: -len(p) - 1] in cores for p in ending)


@cache
def described_openers() -> frozenset[str]:
    """The first words of every description (folded): where one may open. A place only follows its core, so
    these are the cores' first words, found without building every description (a start-up cost: the
    phrases are built at the first report that opens with one)."""
    firsts: set[str] = set()
    for lang in LANGS:
        g = grammar(lang)
        firsts |= {fold(d).split(" ")[0] for d in g["described_determiners"]}
        firsts |= {fold(p).split(" ")[0] for p in (*g["described_alone"], *g["described_players"])}
    return frozenset(firsts)


def described_at(pieces: Sequence[Piece], i: int) -> tuple[str, int] | None:
    """The description opening a clause at piece i, right before the player's act, as the report words it
    (lower case), and the piece after it; None when no description stands there."""
    first = at(pieces, i)
    if not isinstance(first, _WORDED) or fold(first.text).split(" ")[0] not in described_openers():
        return None
    if not _opens_clause(at(pieces, i - 1)):
        return None
    found: tuple[str, int] | None = None
    said: list[str] = []
    for k in range(i, min(len(pieces), i + _REACH)):
        piece = pieces[k]
        if not isinstance(piece, _WORDED) or is_mark(piece):
            break
        said.append(text_of(piece))
        told = " ".join(said)
        after = at(pieces, k + 1)
        if not _is_phrase(fold(told)):
            continue
        noun = is_kind(after, TermKind.PLAYER_NOUN) or is_word_in(after, _PERSONS)  # "first to act player"
        end = k + 1 + noun
        if is_kind(at(pieces, end), *_ACTS):
            found = (told.lower(), end)  # the longest: "the guy in the corner", not "the guy"
    return found


def _opens_clause(prev: Piece | None) -> bool:
    if prev is None or is_kind(prev, *_BEFORE):
        return True
    return (isinstance(prev, Token) and is_mark(prev)) or is_word_in(prev, _OPENERS)


def is_description(name: str) -> bool:
    """Is a seat's name the words of a description ("first to act", "el chaval"), not a seat or a name?"""
    return _is_phrase(fold(name))


def described_name(words_said: str) -> str:
    """The name a described player goes by in the report's situation: unnamed, with his words."""
    return TOLD_AS + words_said
