"""The parser's short cuts (issue 16's speed work) against the plain definitions they stand for, on the
labelled reports: a short cut that reads one report differently fails here. `benchmarks/ask_outputs.py`
compares every labelled report's whole answer; these tests are the quick guard on each piece."""

from __future__ import annotations

import json
import random
import re
import unicodedata
from functools import cache
from pathlib import Path

import pytest

from locales.languages import LANGS
from parser.amounts import read_amounts
from parser.incidents import lexicon as incident_lexicon
from parser.lexicon import Lexicon, lexicon_terms, load
from parser.normalize import Token, fold, fold_uncached, match_keys, tokenize

DATA = Path(__file__).resolve().parents[1] / "data"
_APOSTROPHES = {"'", "’"}


@cache
def report_texts() -> tuple[str, ...]:
    rows = (json.loads(line) for line in (DATA / "reports.jsonl").read_text(encoding="utf-8").splitlines())
    return tuple(row["text"] for row in rows)


def plain_fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def test_fold_drops_accents_as_the_plain_definition() -> None:
    rng = random.Random(16)
    letters = [chr(c) for c in range(0x20, 0x2500) if chr(c).isprintable()]
    samples = [*report_texts(), *("".join(rng.choices(letters, k=8)) for _ in range(3000))]
    assert [fold_uncached(s) for s in samples] == [plain_fold(s) for s in samples]
    assert fold("Subió el CIEGA GRANDE, ñandú") == "subio el ciega grande, nandu"


def tokenizer_keys(text: str) -> tuple[str, ...]:
    return tuple(fold(t.text).replace(" ", "") if t.kind == "num" else t.norm for t in tokenize(text))


def test_lexicon_terms_keyed_without_the_tokenizer_as_with_it() -> None:
    terms = [term for lang in LANGS for term, _ in lexicon_terms(lang)]
    terms += ["subió a", "q es", "dice q", "straße", "all-in", "5 k", "it's", "ciega  grande", " sube"]
    assert [match_keys(t) for t in terms] == [tokenizer_keys(t) for t in terms]


def longest_match(lexicon: Lexicon, items: list, i: int) -> tuple[int, object] | None:
    """The plain definition of `Lexicon.match_at`: the longest window from i, with no mark but an apostrophe
    inside, that is a case-sensitive term or a term (the case-sensitive one first)."""
    keys = lexicon.keys(items)
    for end in range(min(i + lexicon.longest, len(items)), i, -1):
        window = items[i:end]
        if any(isinstance(it, Token) and it.kind == "punct" and it.text not in _APOSTROPHES for it in window):
            continue
        raw = tuple(it.text for it in window)
        entry = lexicon.exact_case.get(raw) or lexicon.phrases.get(tuple(k for k, _ in keys[i:end]))
        if entry is not None:
            return end, entry
    return None


@pytest.mark.parametrize("lang", LANGS)
def test_lexicon_match_at_finds_the_longest_term(lang: str) -> None:
    lexicon = load(lang)
    for text in report_texts()[::3]:
        items = read_amounts(tokenize(text), lang)
        for i in range(len(items)):
            term = lexicon.match_at(items, i)
            found = (term.end, term.entry) if term is not None else None
            assert found == longest_match(lexicon, items, i), (text, i)


def as_alternation(phrases: list[str]) -> re.Pattern[str]:
    """What `_Phrases` stands for: an alternation of the phrases, longest first, between word boundaries."""
    ordered = sorted({fold(p) for p in phrases}, key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, ordered)) + r")(?!\w)")


def test_incident_phrases_match_as_their_alternation() -> None:
    known = incident_lexicon()
    lists = [entry.pattern for entry in known.kinds] + [phrases for _, phrases in known.causes]
    texts = [fold(t) for t in report_texts()]
    texts += [fold(json.loads(line)["text"]) for line in _incident_rows()]
    for phrases in lists[::2]:  # every other list keeps the test quick; each list is built alike
        pattern = as_alternation([p for group in phrases._by_first.values() for p in group])
        for text in texts:
            assert [f.span() for f in phrases.finditer(text)] == [m.span() for m in pattern.finditer(text)]


def _incident_rows() -> list[str]:
    path = Path(__file__).resolve().parents[1] / "procedures" / "data" / "unseen_incidents.jsonl"
    return [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
