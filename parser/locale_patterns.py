"""Patterns whose words live in the locales: the code writes a pattern's structure (which kinds of words, in
which order, how near) with a ``{slot}`` for each kind of word, and ``locales/<lang>/<name>.json`` holds the
words of each slot.

Both languages' words of a slot make one alternation, since dealers mix the languages ("el dealer burned
the flop"); the longest first, so that a phrase is never cut short by a word it starts with ("un minuto y
medio" before "un"). A slot's words are whole phrases written as said, folded (lower case, no accents): no
regular-expression syntax, each written out ("carta", "cartas"). A file's ``maps`` give words a value
("cuatro": 4); a map's name is a slot too (its words). A slot with no words matches nothing.

Nothing is read or compiled when a module is imported: a pattern is written out and compiled the first time
it is used (`parser.patterns.lazy_re`), the files read once a process.
"""

from __future__ import annotations

import json
import re
from functools import cache

from locales.corpus import LOCALES_DIR
from locales.languages import LANGS
from parser.kept_patterns import compiled
from parser.patterns import LazyPattern, lazy_re
from rules_engine.record import record

_SLOT = compiled(r"\{([a-z_]+)\}")
_NOTHING = "(?!)"  # a slot with no words: never matched, never an empty match


@record
class LocaleWords:
    """One locale file's words, both languages merged: each slot's phrases (first language first, each
    phrase once) and each map's words with their values."""

    lists: dict[str, tuple[str, ...]]
    maps: dict[str, dict[str, object]]

    def words(self, slot: str) -> tuple[str, ...]:
        if slot in self.lists:
            return self.lists[slot]
        if slot in self.maps:
            return tuple(self.maps[slot])
        raise KeyError(f"no words for slot {slot!r}")

    def alternation(self, slot: str) -> str:
        """The slot's words as a group of alternatives, the longest first."""
        words = sorted(self.words(slot), key=len, reverse=True)
        return "(?:" + "|".join(re.escape(w) for w in words) + ")" if words else _NOTHING

    def fill(self, template: str) -> str:
        """The template with each ``{slot}`` written out as its words' alternation."""
        return _SLOT.sub(lambda m: self.alternation(m.group(1)), template)


@cache
def locale_words(name: str) -> LocaleWords:
    """``locales/<lang>/<name>.json`` of every language, merged."""
    lists: dict[str, dict[str, None]] = {}
    maps: dict[str, dict[str, object]] = {}
    for lang in LANGS:
        path = LOCALES_DIR / lang / f"{name}.json"
        if not path.exists():
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        for slot, words in data.get("lists", {}).items():
            lists.setdefault(slot, {}).update(dict.fromkeys(words))  # a word said in both: once, where first
        for slot, values in data.get("maps", {}).items():
            merged = maps.setdefault(slot, {})
            for word, value in values.items():
                merged.setdefault(word, value)  # the first language's value
    return LocaleWords({slot: tuple(words) for slot, words in lists.items()}, maps)


class LocalePatterns:
    """The patterns of one reader, its words in ``locales/<lang>/<name>.json``."""

    def __init__(self, name: str) -> None:
        self.name = name

    @property
    def words(self) -> LocaleWords:
        return locale_words(self.name)

    def pattern(self, template: str, flags: int = 0) -> LazyPattern:
        """A pattern of the template, written out and compiled at its first use."""
        return lazy_re(lambda: self.words.fill(template), flags)

    def fill(self, template: str) -> str:
        return self.words.fill(template)

    def counts(self, name: str) -> dict[str, int]:
        """A map of words to whole numbers ("cuatro": 4)."""
        return {word: int(value) for word, value in self._map(name).items()}  # type: ignore[call-overload]

    def amounts(self, name: str) -> dict[str, float]:
        """A map of words to numbers, fractions too ("medio": 0.5)."""
        return {word: float(value) for word, value in self._map(name).items()}  # type: ignore[arg-type]

    def names(self, name: str) -> dict[str, str]:
        """A map of words to names (of an action, a street: "pago": "call")."""
        return {word: str(value) for word, value in self._map(name).items()}

    def _map(self, name: str) -> dict[str, object]:
        return self.words.maps[name]
