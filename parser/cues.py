"""Grammar passes that declare their cues: a pass runs only on a report that holds one of them.

Most grammar passes look for a few term kinds or words (a count request, "(" before a chip breakdown, a word
of hiding); on a report without any of them they walk the pieces and find nothing. A pass wrapped by `cued`
names those kinds and words once; the report's `piece_index` (built once per report) tells whether any is
there, and without one the pass is not run and its answer for "nothing found" is given instead. New grammar
then costs nothing on the reports that do not say its words.

`PASSES` lists every cued pass; `auditing()` makes each skip run the pass anyway and keep what it found, so
a test holds every cue to its pass over every labelled text (tests/parser/test_pass_cues.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from functools import wraps
from typing import Concatenate, ParamSpec, TypeVar

from parser.tagging import Piece, piece_index

P = ParamSpec("P")
R = TypeVar("R")


class Cue:
    """The term kinds and the folded words (a term's whole phrase as one, as `is_word` reads it) one of
    which a report must hold for a pass to find anything. (Plain classes here, not dataclasses: this module
    is imported by every `floorcall` process, and a dataclass compiles its methods as it is made.)"""

    __slots__ = ("kinds", "words")

    def __init__(self, kinds: frozenset[str], words: frozenset[str]) -> None:
        if not (kinds or words):
            raise ValueError("a cue names at least one kind or word")
        self.kinds, self.words = kinds, words

    def in_report(self, pieces: Sequence[Piece]) -> bool:
        index = piece_index(pieces)
        return not (self.kinds.isdisjoint(index.kind_set) and self.words.isdisjoint(index.word_set))


class CuedPass:
    __slots__ = ("name", "cue", "read", "nothing", "skips")

    def __init__(
        self,
        name: str,
        cue: Cue,
        read: Callable[..., object],  # the pass itself, run whatever the cues
        nothing: Callable[[Sequence[Piece]], object],  # its answer on a report without its cues
        skips: list[tuple[Sequence[Piece], object]] | None = None,  # what each skip found, while auditing
    ) -> None:
        self.name, self.cue, self.read, self.nothing = name, cue, read, nothing
        self.skips = [] if skips is None else skips


PASSES: list[CuedPass] = []
_AUDIT: list[bool] = []  # non-empty while `auditing()`


def _none(pieces: Sequence[Piece]) -> None:
    return None


def cued(
    kinds: Iterable[str] = (),
    words: Iterable[str] = (),
    nothing: Callable[[Sequence[Piece]], object] = _none,
) -> Callable[[Callable[Concatenate[Sequence[Piece], P], R]], Callable[Concatenate[Sequence[Piece], P], R]]:
    """Run the decorated pass (its first argument a report's pieces) only when the report holds one of
    `kinds` or `words`; else give `nothing(pieces)`, what the pass finds there (default: None)."""
    cue = Cue(frozenset(kinds), frozenset(words))

    def wrap(
        read: Callable[Concatenate[Sequence[Piece], P], R],
    ) -> Callable[Concatenate[Sequence[Piece], P], R]:
        entry = CuedPass(read.__name__, cue, read, nothing)
        PASSES.append(entry)
        kinds, words = cue.kinds, cue.words

        @wraps(read)
        def run(pieces: Sequence[Piece], /, *args: P.args, **kwargs: P.kwargs) -> R:
            index = piece_index(pieces)  # `cue.in_report(pieces)` inlined: a dozen cued passes per report
            if not (kinds.isdisjoint(index.kind_set) and words.isdisjoint(index.word_set)):
                return read(pieces, *args, **kwargs)
            if _AUDIT:
                entry.skips.append((pieces, read(pieces, *args, **kwargs)))
            return nothing(pieces)  # type: ignore[return-value]  # held to the pass by the audit

        if not _of_pieces_alone(read):
            return run

        @wraps(read)
        def run_alone(pieces: Sequence[Piece], /) -> R:  # `run` for a pass of the pieces alone: no packing
            index = piece_index(pieces)
            if not (kinds.isdisjoint(index.kind_set) and words.isdisjoint(index.word_set)):
                return read(pieces)  # type: ignore[call-arg]
            if _AUDIT:
                entry.skips.append((pieces, read(pieces)))  # type: ignore[call-arg]
            return None if nothing is _none else nothing(pieces)  # type: ignore[return-value]

        return run_alone  # type: ignore[return-value]

    return wrap


def phrase_cue(phrases: Iterable[Sequence[str]]) -> frozenset[str]:
    """A cue's words for a list of phrases (each as its words): one word of each, its longest (the rarest,
    as a rule). A phrase is said only where all its words are, so a report with none of these says none."""
    return frozenset(max(phrase, key=len) for phrase in phrases)


_PACKING = 0x04 | 0x08  # `inspect.CO_VARARGS | inspect.CO_VARKEYWORDS` (`inspect` is a long import)


def _of_pieces_alone(read: Callable[..., object]) -> bool:
    """Does the pass take the pieces and nothing else (no other argument, none by keyword)? Then its
    wrapper takes them alone too: packing and unpacking what else it may be given costs each call."""
    code = getattr(read, "__code__", None)
    return (
        code is not None
        and code.co_argcount == 1
        and code.co_kwonlyargcount == 0
        and not code.co_flags & _PACKING
    )


@contextmanager
def auditing() -> Iterator[list[CuedPass]]:
    """Every skip also runs its pass and keeps what it found (`CuedPass.skips`): for the tests only."""
    for entry in PASSES:
        entry.skips.clear()
    _AUDIT.append(True)
    try:
        yield PASSES
    finally:
        _AUDIT.clear()
