"""Poker vocabulary lookup over the item stream, from the data in locales/<lang>/lexicon.json.

Order of matching, at each position: the longest exact phrase (so negations such as "no voy" and phrases such
as "voy a subir" or "tira las cartas" win over their single words), then an exact single word, then, only for
words of five letters or more, a fuzzy match (rapidfuzz `fuzz.ratio`) that must pass a high cutoff and beat
the runner-up by a clear margin. Short words and the confusable sets ({paso, pago, pasa, paga}, {veo, voy, ve,
va}) are never matched fuzzily: one letter there changes the action.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rapidfuzz import fuzz, process

from parser.amounts import Amount, Item
from parser.normalize import Token, fold, tokenize

LOCALES = Path(__file__).resolve().parent.parent / "locales"
LANGS = ("es", "en")
FUZZY_MIN_LENGTH = 5
FUZZY_CUTOFF = 84.0
FUZZY_MARGIN = 6.0


@dataclass(frozen=True, slots=True)
class Entry:
    kind: str  # action, push, silent, declare, position, colour, question, ...
    value: str  # the code: "raise", "BB", "red", "options", ...
    lang: str
    region: str = "all"
    note: str = ""
    tense: str = "present"  # "future" for announced intentions ("voy a subir")
    then_push: bool = False  # "pushes 500" is a chip push although "pushes" alone is all-in
    case_sensitive: bool = False  # "THE" (Texas Hold'em) is not "the"
    alone: str | None = None  # the action meant when nothing is pushed: "el 3 tira" folds


@dataclass(frozen=True, slots=True)
class Term:
    """A lexicon match over items [start, end) of the stream."""

    entry: Entry
    start: int
    end: int
    text: str  # as written
    char_start: int
    char_end: int
    fuzzy: bool = False

    @property
    def kind(self) -> str:
        return self.entry.kind

    @property
    def value(self) -> str:
        return self.entry.value


def item_key(item: Item) -> str:
    """The folded text an item is matched by (numbers by their digits, so "3 bet" is a phrase)."""
    return fold(item.text).replace(" ", "") if isinstance(item, Amount) else item.norm


@dataclass(frozen=True)
class Lexicon:
    phrases: dict[tuple[str, ...], Entry]
    exact_case: dict[tuple[str, ...], Entry]
    longest: int
    fuzzy_words: tuple[str, ...]
    confusables: frozenset[str]

    def match_at(self, items: Sequence[Item], i: int) -> Term | None:
        """The best lexicon match starting at item i, or None."""
        for length in range(min(self.longest, len(items) - i), 0, -1):
            window = items[i : i + length]
            if any(isinstance(it, Token) and it.kind == "punct" for it in window):
                continue
            raw = tuple(it.text for it in window)
            entry = self.exact_case.get(raw) or self.phrases.get(tuple(item_key(it) for it in window))
            if entry is not None:
                return _term(entry, window, i)
        return self._fuzzy(items[i], i)

    def _fuzzy(self, item: Item, i: int) -> Term | None:
        if not isinstance(item, Token) or item.kind != "word" or len(item.norm) < FUZZY_MIN_LENGTH:
            return None
        if item.norm in self.confusables:
            return None
        best = process.extract(item.norm, self.fuzzy_words, scorer=fuzz.ratio, limit=2)
        if not best or best[0][1] < FUZZY_CUTOFF:
            return None
        if len(best) > 1 and best[0][1] - best[1][1] < FUZZY_MARGIN:
            top, second = (self.phrases[(w,)] for w, _, _ in best[:2])
            if (top.kind, top.value) != (second.kind, second.value):
                return None  # two different meanings are about as close: do not guess
        return _term(self.phrases[(best[0][0],)], [item], i, fuzzy=True)

    def scan(self, items: Sequence[Item]) -> list[Term]:
        """All non-overlapping matches, left to right, longest first at each position."""
        terms: list[Term] = []
        i = 0
        while i < len(items):
            term = self.match_at(items, i)
            if term is None:
                i += 1
                continue
            terms.append(term)
            i = term.end
        return terms


def _term(entry: Entry, window: Sequence[Item], i: int, fuzzy: bool = False) -> Term:
    text = " ".join(it.text for it in window)
    return Term(entry, i, i + len(window), text, window[0].start, window[-1].end, fuzzy)


def _key(term: str) -> tuple[str, ...]:
    return tuple(fold(t.text).replace(" ", "") if t.kind == "num" else t.norm for t in tokenize(term))


def _load_entries(lang: str) -> tuple[list[tuple[str, Entry]], list[str]]:
    data = json.loads((LOCALES / lang / "lexicon.json").read_text(encoding="utf-8"))
    out: list[tuple[str, Entry]] = []
    for raw in data["entries"]:
        entry = Entry(
            kind=raw["kind"],
            value=raw["value"],
            lang=lang,
            region=raw.get("region", "all"),
            note=raw.get("note", ""),
            tense=raw.get("tense", "present"),
            then_push=raw.get("then_push", False),
            case_sensitive=raw.get("case_sensitive", False),
            alone=raw.get("alone"),
        )
        out.extend((term, entry) for term in raw["terms"])
    confusable = [fold(w) for group in data.get("confusables", []) for w in group]
    return out, confusable


@cache
def load(lang: str = "es") -> Lexicon:
    """Both languages' vocabulary (dealers mix them), the message's language winning any conflict."""
    phrases: dict[tuple[str, ...], Entry] = {}
    exact_case: dict[tuple[str, ...], Entry] = {}
    confusables: set[str] = set()
    for code in sorted(LANGS, key=lambda c: c != lang):  # message language first
        entries, confusable = _load_entries(code)
        confusables.update(confusable)
        for term, entry in entries:
            if entry.case_sensitive:
                exact_case.setdefault(tuple(t.text for t in tokenize(term)), entry)
            else:
                phrases.setdefault(_key(term), entry)
    fuzzy_words = tuple(
        key[0]
        for key, entry in phrases.items()
        if len(key) == 1
        and len(key[0]) >= FUZZY_MIN_LENGTH
        and key[0] not in confusables
        and entry.kind not in {"filler", "total", "increment", "negation", "colour"}
    )
    longest = max(len(k) for k in [*phrases, *exact_case])
    return Lexicon(phrases, exact_case, longest, fuzzy_words, frozenset(confusables))
