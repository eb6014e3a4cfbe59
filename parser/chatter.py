"""Chatter: a message that is neither a report nor a rule question ("gracias", "¿alguien me oye?", "good
morning"). It gets a short human answer, never a rule found by searching its words.

The phrases live in ``locales/<lang>/chatter.json`` by category; a message is chatter when those phrases and
the fillers cover every one of its words (so "gracias, ¿y el reloj cuánto es?" is still a question).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cache, cached_property
from typing import TYPE_CHECKING

from locales.corpus import LANGS, LOCALES_DIR
from parser.normalize import fold_message
from parser.terms import Intent

if TYPE_CHECKING:
    from parser.report import Report

_WORD = re.compile(r"[^\W\d_]+|\d+")
_REPEATS = re.compile(r"(\w)\1+")


def _words(text: str) -> list[str]:
    """Folded words with repeated letters written once ("holaa", "graciaaas", "okk": typed as spoken)."""
    return [_REPEATS.sub(r"\1", w) for w in _WORD.findall(fold_message(text))]


_MAX_WORDS = 12  # longer messages say something


class Chatter(StrEnum):
    THANKS = "thanks"
    GREETING = "greeting"
    PRESENCE = "presence"
    ACK = "ack"
    BYE = "bye"
    WISHES = "wishes"  # "good luck everyone tonight", "suerte a todos"


@dataclass(frozen=True)
class _Vocabulary:
    """Both languages' small-talk phrases and fillers (a docstring of its own, as `_CardWords` has)."""

    phrases: tuple[tuple[tuple[str, ...], Chatter], ...]  # longest first
    fillers: frozenset[str]

    @cached_property
    def by_first(self) -> dict[str, tuple[tuple[tuple[str, ...], Chatter], ...]]:
        """The phrases each word opens, longest first: a word is tried against its own phrases only."""
        opened: dict[str, list[tuple[tuple[str, ...], Chatter]]] = {}
        for phrase in self.phrases:
            opened.setdefault(phrase[0][0], []).append(phrase)
        return {word: tuple(listed) for word, listed in opened.items()}


@cache
def _vocabulary() -> _Vocabulary:
    """Both languages' phrases (dealers mix them), longest first."""
    phrases: list[tuple[tuple[str, ...], Chatter]] = []
    fillers: set[str] = set()
    for lang in LANGS:
        data = json.loads((LOCALES_DIR / lang / "chatter.json").read_text(encoding="utf-8"))
        for name, listed in data["phrases"].items():
            phrases += [(tuple(_words(p)), Chatter(name)) for p in listed]
        fillers.update(w for filler in data["fillers"] for w in _words(filler))
    phrases.sort(key=lambda p: len(p[0]), reverse=True)
    return _Vocabulary(tuple(phrases), frozenset(fillers))


def with_chatter(text: str, report: Report) -> Report:
    """The report as chatter when it is neither a situation nor anything but chatter."""
    if report.intent is Intent.RULING or report.reason in ("empty", "too_long") or chatter(text) is None:
        return report
    return replace(report, intent=Intent.CHATTER, reason=None)


def chatter(text: str) -> Chatter | None:
    """The kind of chatter the message is, or None when any word of it is not chatter."""
    words = _words(text)
    if not words or len(words) > _MAX_WORDS:  # a number counts only inside a phrase ("probando 1 2 3")
        return None
    vocabulary = _vocabulary()
    found: list[Chatter] = []
    i = 0
    while i < len(words):
        opened = vocabulary.by_first.get(words[i], ())
        match = next((p for p in opened if tuple(words[i : i + len(p[0])]) == p[0]), None)
        if match is not None:
            found.append(match[1])
            i += len(match[0])
        elif words[i] in vocabulary.fillers:
            i += 1
        else:
            return None
    return _most_telling(found)


# When a message mixes kinds ("ok, gracias"), the one a reply should answer.
_PRIORITY = (Chatter.PRESENCE, Chatter.THANKS, Chatter.WISHES, Chatter.BYE, Chatter.GREETING, Chatter.ACK)


def _most_telling(found: list[Chatter]) -> Chatter | None:
    return next((kind for kind in _PRIORITY if kind in found), None)
