"""The phrases that name a procedural incident, its misdeal causes and its flags
(``locales/{es,en}/incidents.json``), matched as whole words on a folded text, and the look-ups of one text's
flags (`Facts`). `parser.incidents` reads an incident's kind and facts with them.

A kind entry's phrases name the incident only when it is specific (see `parser.incidents`): its "not" phrases
cancel the phrase they contain, its "with" phrases must be in the text too (next to it, with "close"), and a
"loose" entry counts only in a report where no player acts.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache, cached_property, lru_cache, partial
from typing import TYPE_CHECKING, Any

from locales.corpus import LOCALES_DIR
from locales.languages import LANGS
from parser.compiled import kept
from parser.kept_patterns import compiled
from parser.locale_patterns import LocalePatterns
from parser.normalize import fold_uncached, message_words
from parser.slots import filled
from rules_engine.incident import IncidentKind, MisdealCause
from rules_engine.record import record

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence
    from collections.abc import Set as AbstractSet

_WORDS = LocalePatterns("incident_words")
# An amount between an entry's phrase and its "close" companion: the companion is about another action.
_AMOUNT = _WORDS.pattern(r"\d{2,}|\d[.,]\d{3}|\b\d+\s*k\b|\b{amount_said}\b")
_NEGATED = _WORDS.pattern(r"\b{negation}\s+$")
_CLOSE = 80  # characters at most between an entry's phrase and its "close" companion


@record
class _KindPhrases:
    kind: IncidentKind
    pattern: _Phrases
    # Phrases that must also be in the text: "sacó el turn" is only an incident "cuando el 7 no había
    # hablado" (a kind entry's "with" list); with `close`, next to the phrase with no amount between.
    also: _Phrases | None = None
    close: bool = False
    # Longer phrases in which the phrase is not the incident ("flop con cuatro jugadores": a kind entry's
    # "not" list).
    unless: _Phrases | None = None
    # Phrases too common in betting reports to name the incident when the report has player actions.
    loose: bool = False

    def find(self, folded: str, betting: bool) -> int | None:
        """Where the first phrase of this entry that names the incident in `folded` starts."""
        if self.loose and betting:
            return None
        vetoes: list[tuple[int, int]] | None = None  # read only once a phrase is found: most texts have none
        for found in self.pattern.finditer(folded):
            if vetoes is None:
                vetoes = [m.span() for m in self.unless.finditer(folded)] if self.unless else []
            start, end = found.span()
            if any(a <= start and end <= b for a, b in vetoes):
                continue
            if self.also is None or self._accompanied(folded, start, end):
                return start
        return None

    def _accompanied(self, folded: str, start: int, end: int) -> bool:
        """A companion phrase said negated ("no all-in", "sin all-in") does not accompany: it denies."""
        assert self.also is not None
        for other in self.also.finditer(folded):
            if _NEGATED.search(folded[: other.start()]):
                continue
            if not self.close:
                return True
            gap = folded[end : other.start()] if other.start() >= end else folded[other.end() : start]
            if len(gap) <= _CLOSE and not _AMOUNT.search(gap):
                return True
        return False


@record
class _Lexicon:
    """Both languages' incident phrases by kind, cause and flag (a docstring of its own, as `_CardWords`
    has)."""

    kinds: tuple[_KindPhrases, ...]
    causes: tuple[tuple[MisdealCause, _Phrases], ...]
    flags: dict[str, _Phrases]

    @cached_property
    def _kinds_by_words(self) -> dict[str, dict[str | None, dict[str | None, frozenset[int]]]]:
        """`built_kinds_by_words`, kept between processes (parser/compiled.py)."""
        return kept("incidents.kinds_by_words", self.built_kinds_by_words)

    def built_kinds_by_words(self) -> dict[str, dict[str | None, dict[str | None, frozenset[int]]]]:
        """Each word a kind's phrase opens with, and the kinds (by priority) whose phrases open with it, by
        their second and third words (None: the phrase ends before). Every kind's phrases read once, not at
        a process's first reports: each first word met there wrote out and ordered the phrases of every kind
        it opens (some 220 words over the labelled reports), most of them never tried further."""
        found: dict[str, list[int]] = {}
        for index, entry in enumerate(self.kinds):
            for first in entry.pattern.firsts:
                found.setdefault(first, []).append(index)
        return {first: self._by_next_words(first, kinds) for first, kinds in found.items()}

    def kinds_tried(self, words: Sequence[str]) -> set[int]:
        """The kinds one of whose phrases may start at one of the text's words: a phrase matches only where
        the text's words are its words, and `_Phrases._longest_at` tries a phrase of that first word only
        there. One loop over the words, not a call per word that opens a phrase (most texts have several)."""
        tried: set[int] = set()
        by_words, count = self._kinds_by_words, len(words)
        for k, first in enumerate(words):
            by_second = by_words.get(first)
            if by_second is None:
                continue
            if (alone := by_second.get(None)) is not None:
                tried |= alone[None]  # a phrase of one word
            if k + 1 < count and (by_third := by_second.get(words[k + 1])) is not None:
                if (two := by_third.get(None)) is not None:
                    tried |= two  # of two words
                if k + 2 < count and (more := by_third.get(words[k + 2])) is not None:
                    tried |= more  # of three words or more
        return tried

    def _by_next_words(
        self, first: str, kinds: list[int]
    ) -> dict[str | None, dict[str | None, frozenset[int]]]:
        """The kinds of the phrases that open with `first`, by their second and third words (None: the
        phrase ends before)."""
        found: dict[str | None, dict[str | None, set[int]]] = {}
        for index in kinds:
            for second, phrases in self.kinds[index].pattern.after(first).items():
                for phrase in phrases:
                    words = _WORD.findall(phrase)
                    third = words[2] if second is not None and len(words) > 2 else None
                    found.setdefault(second, {}).setdefault(third, set()).add(index)
        return {w: {t: frozenset(kinds) for t, kinds in by.items()} for w, by in found.items()}


def _expand(phrases: list[str], slots: dict[str, list[str]]) -> list[str]:
    """Phrases with a "{slot}" written once for every filler of that slot ("le tocaron {cards}" ->
    "le tocaron tres cartas", "le tocaron una sola carta"...)."""
    if "{" not in "\n".join(phrases):
        return list(phrases)  # most lists have no slot: one test for the whole list
    return [p for phrase in phrases for p in (filled(phrase, slots) if "{" in phrase else (phrase,))]


_WORD = compiled(r"\w+")
WORD_CHAR = compiled(r"\w")


@record
class _Found:
    """Where a phrase was found in the folded text."""

    begin: int
    finish: int

    def span(self) -> tuple[int, int]:
        return self.begin, self.finish

    def start(self) -> int:
        return self.begin

    def end(self) -> int:
        return self.finish


# A word that turns a statement round: what follows it corrects what came before.
CONTRAST = _WORDS.pattern(r"\b{contrast}\b")


class _Phrases:
    """Whole-word phrases matched on the folded text: at each word of the text, the longest phrase that
    starts with that word and ends at a word's end; left to right, never overlapping (what a regular
    alternation of the phrases, longest first, between word boundaries finds). Phrases are indexed by their
    first word, and those of a first word met in a text by their second (a phrase found at a word goes on
    with the word after it), so nothing is compiled: a one-report process pays for no phrase list it does
    not use."""

    def __init__(
        self, phrases: Callable[[], list[str]], heads: Callable[[], list[str]] | None = None
    ) -> None:
        # Written out, folded and indexed only when first asked: a process reads some 13,000 phrases in some
        # 270 lists before its first report, which asks about a few of them.
        self._written = phrases
        # Enough of the phrases to tell their first words (`firsts`), without writing out every slot.
        self._heads = heads
        self._by_second: dict[str, dict[str | None, list[str]]] = {}
        # The one-word phrases' words and the first two words of the others, when first asked (`may_start`).
        self._openings: tuple[frozenset[str], frozenset[tuple[str, str]]] | None = None

    @cached_property
    def _folded(self) -> list[str]:
        return _folded_all(self._written())

    @cached_property
    def _openers(self) -> dict[str, list[str]]:
        """The phrases by their first word, as written (a phrase twice is kept twice): one pass over the list,
        which `firsts` asks for; a word's phrases are put in order only when a text first holds the word
        (`after`), and a list has hundreds of first words of which a report holds a few."""
        openers: dict[str, list[str]] = {}
        for phrase in self._folded:
            first = phrase.split(" ", 1)[0]
            openers.setdefault(first if first.isalnum() else _first_word(phrase), []).append(phrase)
        return openers

    @cached_property
    def _by_first(self) -> dict[str, list[str]]:
        """The phrases (each once) by their first word, each word's longest first: the whole list, checked."""
        return {first: self._ordered(first) for first in self._openers}

    def _ordered(self, first: str) -> list[str]:
        """The phrases that open with `first`, each once, longest first."""
        phrases = sorted(set(self._openers[first]), key=len, reverse=True)
        for phrase in phrases:
            if WORD_CHAR.match(phrase, len(phrase) - 1) is None:
                raise ValueError(f"an incident phrase must end with a word: {phrase!r}")
        return phrases

    @cached_property
    def firsts(self) -> frozenset[str]:
        """The words phrases open with: read off the phrases' heads (each phrase as written, but for one with
        a slot in its first word, written out), where a list has heads and is not indexed yet. A slot filled
        after the first word leaves that word as it is, and most lists are never indexed: a process pays for
        writing out and grouping a list only when a text holds one of its first words (`after`)."""
        if self._heads is None or "_openers" in self.__dict__:
            return frozenset(self._openers)
        # The first word of a phrase is that of its first space-separated part ("all" of "all-in ..."): each
        # distinct part looked at once.
        parts = {phrase.split(" ", 1)[0] for phrase in _folded_all(self._heads())}
        return frozenset(part if part.isalnum() else _first_word(part) for part in parts)

    def may_start(self, words: Sequence[str], said: AbstractSet[str]) -> bool:
        """Whether a phrase may start in a text of these words (`said`: the same as a set): a phrase of one
        word, or one whose first two words stand side by side there (`finditer` finds a phrase only so)."""
        if self.firsts.isdisjoint(said):
            return False
        if self._openings is None:
            self._openings = (
                frozenset(first for first in self.firsts if None in self.after(first)),
                frozenset((first, second) for first in self.firsts for second in self.after(first) if second),
            )
        alone, pairs = self._openings
        # `isdisjoint` walks the text's word pairs in C: a generator testing each pair cost a frame per pair
        return not alone.isdisjoint(said) or not pairs.isdisjoint(zip(words, words[1:], strict=False))

    def finditer(self, folded: str) -> Iterator[_Found]:
        text = _words(folded)
        if self.firsts.isdisjoint(text.said):
            return  # the usual case: no phrase of this list starts with a word of the text
        hits = sorted((at, word) for word in text.said & self.firsts for at in text.starts[word])
        done = 0
        for at, word in hits:
            if at < done:
                continue
            found = self._longest_at(folded, at, word, text.following[at])
            if found is not None:
                done = found.finish
                yield found

    def search(self, folded: str) -> _Found | None:
        return next(self.finditer(folded), None)

    def _longest_at(self, folded: str, where: int, first: str, second: str | None) -> _Found | None:
        by_second = self.after(first)
        # Longest first: every phrase that goes on to the text's next word is longer than the word alone.
        for phrases in (by_second.get(second, ()) if second else (), by_second.get(None, ())):
            for phrase in phrases:
                finish = where + len(phrase)
                if folded.startswith(phrase, where) and WORD_CHAR.match(folded, finish) is None:
                    return _Found(where, finish)
        return None

    def after(self, first: str) -> dict[str | None, list[str]]:
        """The phrases that open with `first`, by their second word (None: the word alone), longest first."""
        known = self._by_second.get(first)
        if known is None:
            known = self._by_second[first] = {}
            for phrase in self._ordered(first):
                second = _WORD.search(phrase, len(first))
                known.setdefault(second and second.group(), []).append(phrase)
        return known


@record
class _TextWords:
    starts: dict[str, list[int]]  # each word of the text -> where it starts
    following: dict[int, str | None]  # where a word starts -> the word after it (None for the last)
    # The words as a frozen set, made once for the hundred phrase lists asked about the text: a list's
    # `firsts.isdisjoint(said)` walks the smaller of two sets, where against the dict it walked every word.
    said: frozenset[str]


@lru_cache(maxsize=16)
def _words(folded: str) -> _TextWords:
    """The words of the text: split once for the hundred phrase lists asked about it."""
    starts: dict[str, list[int]] = {}
    following: dict[int, str | None] = {}
    last = -1
    for found in _WORD.finditer(folded):  # one pass: each word's places, and each place's next word
        word, at = found.group(), found.start()
        if word in starts:  # a list made only for a word met first (`setdefault` makes one every time)
            starts[word].append(at)
        else:
            starts[word] = [at]
        following[last] = word
        last = at
    following[last] = None
    following.pop(-1, None)  # before the first word: no place
    return _TextWords(starts, following, frozenset(starts))


def _folded_all(written: list[str]) -> list[str]:
    """Each phrase folded (a list of plain ASCII, most lists, lowered in one call)."""
    joined = "\n".join(written)
    return joined.lower().split("\n") if joined.isascii() else [fold_uncached(p) for p in written]


def _first_word(phrase: str) -> str:
    first = _WORD.match(phrase)
    if first is None:
        raise ValueError(f"an incident phrase must start with a word: {phrase!r}")
    return first.group()


def _pattern(*written: tuple[str, dict[str, list[str]]]) -> _Phrases:
    """The phrases of these lists (each one string, a phrase a line: `_lists`), each written out with its
    file's slot fillers when first asked."""
    return _Phrases(
        lambda: [phrase for phrases, slots in written for phrase in _expand(_listed(phrases), slots)],
        lambda: [head for phrases, slots in written for head in _heads(_listed(phrases), slots)],
    )


def _listed(joined: str) -> list[str]:
    return joined.split("\n") if joined else []


def _heads(phrases: list[str], slots: dict[str, list[str]]) -> list[str]:
    """The phrases as written, but each one with a slot in its first word written out with every filler: the
    same first words as the phrases written out whole (`_expand`)."""
    if "{" not in "\n".join(phrases):
        return phrases  # most lists have no slot
    return [
        head
        for phrase in phrases
        for head in (_expand([phrase], slots) if "{" in phrase.split(" ", 1)[0] else (phrase,))
    ]


@cache
def lexicon() -> _Lexicon:
    """Both languages' incident phrases, read once."""
    kinds: list[_KindPhrases] = []
    causes: dict[str, list[tuple[str, dict[str, list[str]]]]] = {}
    flags: dict[str, list[tuple[str, dict[str, list[str]]]]] = {}
    for lang in LANGS:
        data = _lists(lang)
        slots = data["slots"]
        for k in data["kinds"]:
            also = _pattern((k["with"], slots)) if "with" in k else None
            unless = _pattern((k["not"], slots)) if "not" in k else None
            # a kind named by its causes' words too ("first card went to the button": a misdeal)
            named = [k.get("phrases", ""), *(data["causes"][c] for c in k.get("causes", []))]
            kinds.append(
                _KindPhrases(
                    IncidentKind(k["kind"]),
                    _pattern(("\n".join(filter(None, named)), slots)),
                    also,
                    close=k.get("close", False),
                    unless=unless,
                    loose=k.get("loose", False),
                )
            )
        for name, phrases in data["causes"].items():
            causes.setdefault(name, []).append((phrases, slots))
        for name, phrases in data["flags"].items():
            flags.setdefault(name, []).append((phrases, slots))
    return _Lexicon(
        kinds=tuple(kinds),
        causes=tuple((MisdealCause(name), _pattern(*written)) for name, written in causes.items()),
        flags={name: _pattern(*written) for name, written in flags.items()},
    )


# The lists of phrases a kind, cause or flag is named by: a file's some 13,000 phrases are read back as a few
# hundred strings, a list written out only when a report first asks for it (`_Phrases`).
_PHRASE_LISTS = ("phrases", "with", "not")


@cache
def _lists(lang: str) -> dict[str, Any]:
    """One language's incident phrases, each list of phrases one string (a phrase a line), kept between
    processes (parser/compiled.py): decoded from their files, both languages' were some 9 M machine
    instructions of a one-report process."""
    return kept(f"incidents.lists.{lang}", partial(built_lists, lang))


def built_lists(lang: str) -> dict[str, Any]:
    data = json.loads((LOCALES_DIR / lang / "incidents.json").read_text(encoding="utf-8"))
    return {
        "slots": data.get("slots", {}),
        "kinds": [
            {key: "\n".join(value) if key in _PHRASE_LISTS else value for key, value in k.items()}
            for k in data["kinds"]
        ],
        "causes": {name: "\n".join(phrases) for name, phrases in data["causes"].items()},
        "flags": {name: "\n".join(phrases) for name, phrases in data["flags"].items()},
    }


def find_kinds(folded: str, betting: bool = False) -> Iterator[tuple[IncidentKind, int]]:
    """The kinds whose phrases the text holds (with their companion phrase, if they need one), in order of
    priority, each with where its phrase starts. `betting`: the report has player actions (a "loose"
    phrase then names nothing)."""
    known = lexicon()
    words = message_words(folded)  # the words `_words` reads, in order: no index of them unless a kind may be
    tried = known.kinds_tried(words)
    said = set(words) if tried else set()
    for index in sorted(tried):  # only the kinds one of whose phrases starts with the words of the text
        entry = known.kinds[index]
        if entry.also is not None and not entry.also.may_start(words, said):
            continue  # no companion phrase can be in the text ("flop" with no "four cards"): none found
        if (where := entry.find(folded, betting)) is not None:
            yield entry.kind, where


def find_kind(folded: str, betting: bool = False) -> tuple[IncidentKind, int] | None:
    """The first kind whose phrase the text holds, and where the phrase starts."""
    return next(find_kinds(folded, betting), None)


class Facts:
    """Flag look-ups over one folded text."""

    def __init__(self, folded: str) -> None:
        self.folded = folded
        self.flags = lexicon().flags

    def has(self, name: str) -> bool:
        return bool(self.flags[name].search(self.folded))

    def affirmed(self, name: str) -> bool:
        """A flag said and not negated ("actuó a tiempo", not "no actuó a tiempo")."""
        return any(
            not _NEGATED.search(self.folded[: m.start()]) for m in self.flags[name].finditer(self.folded)
        )

    def first(self, name: str) -> int | None:
        """Where the flag's first phrase starts, if the text has one."""
        found = self.flags[name].search(self.folded)
        return found.start() if found else None

    def span(self, name: str) -> tuple[int, int] | None:
        """Where the flag's first phrase stands, if the text has one."""
        found = self.flags[name].search(self.folded)
        return found.span() if found else None

    def either(self, yes: str, no: str) -> bool | None:
        """True / False / None from a pair of flags; the negative is tried first ("not facing a bet"), unless
        it is itself negated ("no se mezclaron con los descartes": they were not mixed) or the positive
        follows it after a "but" or a "so" ("se mezclaron, pero se sabe cuáles son")."""
        inside = [m.span() for m in self.flags[yes].finditer(self.folded)]
        # a negative said inside a positive ("al muck" in "no llegaron al muck") is the positive's own words
        negatives = [
            m
            for m in self.flags[no].finditer(self.folded)
            if not any(a <= m.start() and m.end() <= b for a, b in inside)
            and not _NEGATED.search(self.folded[: m.start()])
        ]
        if negatives:
            last_no = max(m.end() for m in negatives)
            return any(
                m.start() >= last_no and CONTRAST.search(self.folded, last_no, m.start())
                for m in self.flags[yes].finditer(self.folded)
            )
        return True if self.has(yes) else None
