"""Chatter: a message that is neither a report nor a rule question ("gracias", "¿alguien me oye?", "good
morning"). It gets a short human answer, never a rule found by searching its words.

The phrases live in ``locales/<lang>/chatter.json`` by category; a message is chatter when those phrases and
the fillers cover every one of its words (so "gracias, ¿y el reloj cuánto es?" is still a question).
"""

from __future__ import annotations

import json
from enum import StrEnum
from functools import cache, cached_property
from typing import TYPE_CHECKING

from locales.corpus import LANGS, LOCALES_DIR
from parser.kept_patterns import compiled
from parser.normalize import fold_message
from parser.terms import Intent
from rules_engine.record import record, replace

if TYPE_CHECKING:
    from parser.report import Report

_WORD = compiled(r"[^\W\d_]+|\d+")
_REPEATS = compiled(r"(\w)\1+")


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
    JOKE = "joke"  # "can you deal me pocket aces next hand?", "asking for a friend"


@record
class _Vocabulary:
    """Both languages' small-talk phrases and fillers (a docstring of its own, as `_CardWords` has)."""

    phrases: tuple[tuple[tuple[str, ...], Chatter], ...]  # longest first
    fillers: frozenset[str]
    jokes: tuple[tuple[str, ...], ...]  # a joke whatever the message's other words
    from_place: frozenset[str]  # "desde", "from": the last words after it name where the message comes from

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
    jokes: list[tuple[str, ...]] = []
    from_place: set[str] = set()
    for lang in LANGS:
        data = json.loads((LOCALES_DIR / lang / "chatter.json").read_text(encoding="utf-8"))
        for name, listed in data["phrases"].items():
            phrases += [(tuple(_words(p)), Chatter(name)) for p in listed]
        fillers.update(w for filler in data["fillers"] for w in _words(filler))
        jokes += [tuple(_words(p)) for p in data["jokes"]]
        from_place.update(data["from_place"])
    phrases.sort(key=lambda p: len(p[0]), reverse=True)
    return _Vocabulary(tuple(phrases), frozenset(fillers), tuple(jokes), frozenset(from_place))


def with_chatter(text: str, report: Report) -> Report:
    """The report as chatter when it is neither a situation nor anything but chatter."""
    if report.intent is Intent.RULING or report.reason in ("empty", "too_long") or chatter(text) is None:
        return report
    return replace(report, intent=Intent.CHATTER, reason=None)


def chatter(text: str) -> Chatter | None:
    """The kind of chatter the message is, or None when any word of it is not chatter."""
    words = _words(text)
    vocabulary = _vocabulary()
    if words and len(words) <= _MAX_JOKE_WORDS and any(_holds(words, joke) for joke in vocabulary.jokes):
        return Chatter.JOKE
    if not words or len(words) > _MAX_WORDS:  # a number counts only inside a phrase ("probando 1 2 3")
        return None
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
        elif words[i] in vocabulary.from_place and found and 0 < len(words) - i - 1 <= _PLACE_WORDS:
            break  # "buenas noches desde Lima": where the greeting comes from ends the message
        else:
            return None
    return _most_telling(found)


_PLACE_WORDS = 3  # a place's name: "Lima", "Buenos Aires", "Punta del Este"
_MAX_JOKE_WORDS = 24  # a riddle and its answer; longer messages tell a hand


def _holds(words: list[str], phrase: tuple[str, ...]) -> bool:
    """Do the message's words hold the phrase's, in a row?"""
    size = len(phrase)
    return any(tuple(words[i : i + size]) == phrase for i, word in enumerate(words) if word == phrase[0])


# When a message mixes kinds ("ok, gracias"), the one a reply should answer.
_PRIORITY = (Chatter.PRESENCE, Chatter.THANKS, Chatter.WISHES, Chatter.BYE, Chatter.GREETING, Chatter.ACK)


def _most_telling(found: list[Chatter]) -> Chatter | None:
    return next((kind for kind in _PRIORITY if kind in found), None)
