"""Conduct and other topics the TD decides, not play: "le aventó las cartas al dealer y le gritó", "seat 6 is
all in and walked off to the rail", "metió una ficha de bounty para pagar", "he goes to the bathroom every
time his big blind comes". The betting words would read a fold, a check or an all-in in them; the report is
about the player's conduct (70, 33, 31, 12, 68), a house policy (RP-22) or the TD's procedure (RP-8), and is
answered with those rules, the floor called where the TD decides.

The phrases live in ``locales/<lang>/conduct.json`` (folded, whole words); both languages are searched, since
dealers mix them, and the first topic listed with a phrase in the text wins.
"""

from __future__ import annotations

import json
import re
from functools import cache

from locales.corpus import LANGS, LOCALES_DIR
from parser.lexicon import PhraseNode, phrase_tree
from parser.normalize import fold_message
from parser.slots import filled
from rules_engine.record import record

_APOSTROPHES = re.compile(r"['’`´]")
_WORD = re.compile(r"\w+")


@record
class ConductTopic:
    rules: tuple[str, ...]  # TDA 2024 numbers ("70", "RP-22"); the first is the topic
    floor: bool  # the TD decides: a penalty at the TD's discretion (71) or the house policy
    amounts: bool = False  # amounts in the report are no bets ("52 left, 50 paid" in hand for hand)
    first: bool = False  # the topic wins over an incident the report also tells (hand for hand over face up)


_PLAIN = re.compile(r"[a-z0-9_]+(?: [a-z0-9_]+)*")  # as the data writes its phrases: nothing to fold
_PLAIN_LINES = re.compile(r"[a-z0-9_]+(?:[ \n][a-z0-9_]+)*")  # such phrases, one a line


def _plain(text: str) -> str:
    """Folded words separated by single spaces, apostrophes dropped ("seat 3's" -> "seat 3s")."""
    if _PLAIN.fullmatch(text):
        return text  # a process reads some 1,600 phrases before its first report: most are plain already
    return " ".join(_folded_words(text))


def _words(text: str) -> list[str]:
    """The words of `_plain(text)`, in order (a report's: not joined to be split again)."""
    return text.split(" ") if _PLAIN.fullmatch(text) else _folded_words(text)


def _folded_words(text: str) -> list[str]:
    return _WORD.findall(_APOSTROPHES.sub("", fold_message(text)))


def _expand(phrase: str, slots: dict[str, list[str]]) -> list[str]:
    """The phrase once for each combination of its slots' values."""
    return filled(phrase, slots) if "{" in phrase else [phrase]  # most phrases have no slot


@cache
def _topics() -> tuple[tuple[ConductTopic, ...], PhraseNode[int]]:
    """The topics in the Spanish file's order of topics; and each phrase of both languages, as the tree of
    its words, to the first topic that lists it (a report's words are walked down the tree, one look-up a
    word, only while they still open some phrase; a pattern over a topic's hundreds of phrases cost a
    process tens of ms to build)."""
    phrases: dict[tuple[str, ...], list[str]] = {}
    floors: dict[tuple[str, ...], tuple[bool, bool, bool]] = {}
    for lang in LANGS:
        data = json.loads((LOCALES_DIR / lang / "conduct.json").read_text(encoding="utf-8"))
        for entry in data["topics"]:
            rules = tuple(entry["rules"])
            floors[rules] = entry["floor"], entry.get("amounts", False), entry.get("first", False)
            written = entry["phrases"]
            if "{" in "\n".join(written):  # one test for a topic's phrases: most topics have no slot
                written = [p for phrase in written for p in _expand(phrase, data["slots"])]
            if not _PLAIN_LINES.fullmatch("\n".join(written)):  # one test for a topic's phrases, most plain
                written = [_plain(p) for p in written]
            phrases.setdefault(rules, []).extend(written)
    topics = tuple(ConductTopic(rules, *floors[rules]) for rules in phrases)
    index: dict[tuple[str, ...], int] = {}
    for k, found in enumerate(phrases.values()):
        for phrase in found:
            if phrase:
                index.setdefault(tuple(phrase.split(" ")), k)
    return topics, phrase_tree(index)


def conduct_topic(text: str) -> ConductTopic | None:
    """The conduct topic the report names, if any: of the topics whose phrases it holds (whole words), the
    first listed."""
    topics, tree = _topics()
    words = _words(text)
    first = len(topics)  # the first topic listed with a phrase found so far (none yet)
    for i, word in enumerate(words):
        node, after = tree.get(word), i + 1
        while node is not None:
            if node.entry is not None and node.entry < first:
                first = node.entry
            node = node.get(words[after]) if after < len(words) else None
            after += 1
    return topics[first] if first < len(topics) else None
