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
from collections.abc import Sequence
from functools import cache
from typing import Any

from locales.corpus import LANGS, LOCALES_DIR
from parser.compiled import kept
from parser.cues import phrase_cue
from parser.kept_patterns import compiled
from parser.normalize import fold_message
from parser.slots import filled
from rules_engine.record import record

_APOSTROPHES = compiled(r"['’`´]")
_WORD = compiled(r"\w+")


@record
class ConductTopic:
    rules: tuple[str, ...]  # TDA 2024 numbers ("70", "RP-22"); the first is the topic
    floor: bool  # the TD decides: a penalty at the TD's discretion (71) or the house policy
    amounts: bool = False  # amounts in the report are no bets ("52 left, 50 paid" in hand for hand)
    first: bool = False  # the topic wins over an incident the report also tells (hand for hand over face up)
    live: bool = False  # asked about, the all-in player's hand is live: the breach is his conduct (31)
    house: str = ""  # a topic TDA has no rule on, which a venue's house rule may cover ("closing_time")


_PLAIN = compiled(r"[a-z0-9_]+(?: [a-z0-9_]+)*")  # as the data writes its phrases: nothing to fold
_PLAIN_LINES = compiled(r"[a-z0-9_]+(?:[ \n][a-z0-9_]+)*")  # such phrases, one a line


def _plain(text: str) -> str:
    """Folded words separated by single spaces, apostrophes dropped ("seat 3's" -> "seat 3s")."""
    if _PLAIN.fullmatch(text):
        return text  # a process reads some 1,600 phrases before its first report: most are plain already
    return " ".join(_folded_words(text))


def _words(text: str) -> list[str]:
    """The words of `_plain(text)`, in order (a report's: not joined to be split again)."""
    return text.split(" ") if _PLAIN.fullmatch(text) else _folded_words(text)


def plain_words(text: str) -> list[str]:
    """A report's words as the readers below read them (folded, apostrophes dropped), in order: worked out
    once and given to each (`words=`, or joined by single spaces, `plain=`)."""
    return _words(text)


def _folded_words(text: str) -> list[str]:
    return _WORD.findall(_APOSTROPHES.sub("", fold_message(text)))


def _expand(phrase: str, slots: dict[str, list[str]]) -> list[str]:
    """The phrase once for each combination of its slots' values."""
    return filled(phrase, slots) if "{" in phrase else [phrase]  # most phrases have no slot


# Each phrase of both languages, as its words, to the first topic that lists it; the one-word ones by their
# word; and per pair of words that opens longer phrases, their lengths in words (a report's word and the next
# are turned away by one look-up, and a phrase is looked up only at the lengths its pair opens).
_Phrases = tuple[dict[tuple[str, ...], int], dict[str, int], dict[tuple[str, str], tuple[int, ...]]]


@cache
def _topics() -> tuple[tuple[ConductTopic, ...], _Phrases]:
    """The topics and their phrases, built once and kept between processes (parser/compiled.py)."""
    return kept("conduct.topics", built_topics)


def built_topics() -> tuple[tuple[ConductTopic, ...], _Phrases]:
    """The topics in the Spanish file's order of topics, and their phrases (a pattern over a topic's hundreds
    of phrases cost a process tens of ms to build)."""
    phrases: dict[tuple[str, ...], list[str]] = {}
    floors: dict[tuple[str, ...], tuple[bool, bool, bool, bool, str]] = {}
    for lang in LANGS:
        data = _load(lang)
        for entry in data["topics"]:
            rules = tuple(entry["rules"])
            floors[rules] = (
                entry["floor"],
                entry.get("amounts", False),
                entry.get("first", False),
                entry.get("live", False),
                entry.get("house", ""),
            )
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
    single: dict[str, int] = {}
    longer: dict[tuple[str, str], tuple[int, ...]] = {}
    for words, k in index.items():
        if len(words) == 1:
            single[words[0]] = k
        else:
            pair = words[0], words[1]
            opened = longer.get(pair, ())
            if len(words) not in opened:  # most pairs open one length
                longer[pair] = (*opened, len(words))
    return topics, (index, single, longer)


def conduct_topic(text: str, words: list[str] | None = None) -> ConductTopic | None:
    """The conduct topic the report names, if any: of the topics whose phrases it holds (whole words), the
    first listed."""
    topics, phrases = _topics()
    words = _words(text) if words is None else words
    index, single, longer = phrases
    # The report's words met with the phrases' as sets, in C: most reports hold no word of a topic and no
    # pair of words that opens a longer phrase, and no word is then looked up one by one.
    found = [single[word] for word in single.keys() & words]
    if longer.keys().isdisjoint(zip(words, words[1:], strict=False)):
        return topics[min(found)] if found else None
    for i, pair in enumerate(zip(words, words[1:], strict=False)):  # each word with the next
        for n in longer.get(pair, ()):
            if i + n <= len(words) and (k := index.get(tuple(words[i : i + n]))) is not None:
                found.append(k)
    return topics[min(found)] if found else None


@cache
def _deciding() -> dict[str, tuple[tuple[str, tuple[str, ...]], ...]]:
    """Per topic (its first rule), the rules that decide it and the phrases, padded, that tell their case."""
    found: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    for lang in LANGS:
        for entry in _load(lang).get("decides", []):
            said = tuple(f" {_plain(p)} " for p in entry["phrases"])
            found.setdefault(entry["topic"], []).append((entry["rule"], said))
    return {topic: tuple(rules) for topic, rules in found.items()}


def deciding_rule(topic: ConductTopic, words: Sequence[str]) -> str | None:
    """The rule that decides a topic the TD otherwise judges, when the report tells its case ("three bust on
    that same hand" under hand for hand: RP-8-A shares the place among them); None when it tells none."""
    cases = _deciding().get(topic.rules[0])
    if not cases:
        return None  # most topics have no case a rule decides
    plain = f" {' '.join(words)} "
    return next((rule for rule, said in cases if any(p in plain for p in said)), None)


@cache
def _hand_words() -> re.Pattern[str]:
    """Both languages' words that ask about a player's hand ("is his hand alive", "qué hago con su mano")."""
    said = [_plain(w) for lang in LANGS for w in _load(lang).get("hand_asked", [])]
    return re.compile(r"\b(?:" + "|".join(re.escape(w) for w in sorted(said, key=len, reverse=True)) + r")\b")


def asks_about_the_hand(text: str, plain: str | None = None) -> bool:
    """Does the report ask about a player's hand, not only his conduct ("what do I do with his hand")?"""
    return bool(_hand_words().search(_plain(text) if plain is None else plain))


@cache
def _load(lang: str) -> dict[str, Any]:
    return json.loads((LOCALES_DIR / lang / "conduct.json").read_text(encoding="utf-8"))


@record
class PenaltyRounds:
    """A missed-round penalty whose length is asked (71-A): the players at the table, the rounds given."""

    players: int
    rounds: int


def penalty_rounds_asked(text: str, words: Sequence[str] | None = None) -> PenaltyRounds | None:
    """ "Le dieron una ronda de penalización... estamos ocho en la mesa. ¿Cuántas manos se pierde?": the
    rounds (the number said before the penalty's words) and the players (the number said with the table's
    words), when the report asks how many hands the penalty is and both are numbers a table can hold.
    ``words``: the report's, as `plain_words` gives them."""
    words = _words(text) if words is None else words
    plain = ""
    for lang in LANGS:
        asks, cue = _penalty_asks(lang)
        if cue.isdisjoint(words):
            continue  # a word of each ask, said by no report that asks no penalty's length (most)
        plain = plain or f" {' '.join(words)} "  # `_plain(text)`, padded to match whole words
        if not any(asked in plain for asked in asks):
            continue  # nothing below runs (nor is compiled)
        told = _penalty_words(lang)
        rounds, players = _first(told.rounds, plain), _first(told.players, plain)
        if rounds is not None and players is not None:
            from rules_engine.td_tools.penalty import MAX_ROUNDS, MAX_SEATS  # the TD tools only when asked

            asked = PenaltyRounds(_value(players, told.numbers), _value(rounds, told.numbers))
            return asked if 2 <= asked.players <= MAX_SEATS and 1 <= asked.rounds <= MAX_ROUNDS else None
    return None


@cache
def _penalty_asks(lang: str) -> tuple[tuple[str, ...], frozenset[str]]:
    """ " how many hands ", padded to match whole words; and the longest word of each: a report is padded
    and searched only where it says one (an ask is found only where all its words are)."""
    asks = _load(lang)["penalty_rounds"]["asks"]
    return tuple(f" {asked} " for asked in asks), phrase_cue(asked.split() for asked in asks)


@record
class _PenaltyWords:
    rounds: re.Pattern[str]  # a number, then the penalty's words
    players: re.Pattern[str]  # a number, then (a word at most) the table's words
    numbers: dict[str, int]


@cache
def _penalty_words(lang: str) -> _PenaltyWords:
    """The penalty's words for a language, compiled once a process (the data file read once)."""
    words = _load(lang)["penalty_rounds"]
    number = r"(\d{1,2}|" + "|".join(map(re.escape, words["numbers"])) + r")"
    return _PenaltyWords(
        re.compile(rf"\b{number}\s+(?:{'|'.join(words['rounds'])})\b"),
        re.compile(
            rf"\b{number}\s+(?:(?!{number}\b)\w+\s+)?(?:{'|'.join(words['players'])})\b"
            rf"|\b(?:{'|'.join(words['players_before'])})\s+{number}\b"  # "somos 9", "we're 9-handed"
        ),
        words["numbers"],
    )


def _first(pattern: re.Pattern[str], plain: str) -> str | None:
    found = pattern.search(plain)
    return next((g for g in found.groups() if g), None) if found else None


def _value(said: str, numbers: dict[str, int]) -> int:
    return int(said) if said.isdigit() else numbers[said]
