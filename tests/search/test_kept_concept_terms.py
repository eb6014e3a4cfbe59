"""An index read back from its kept file carries every concept's FTS5 terms: a question's concepts are
searched with the very terms a freshly built index works out, and no concept's phrases are asked of SQLite
again."""

from __future__ import annotations

import sqlite3
import sys
from functools import cache
from pathlib import Path

import pytest

import parser.rule_search as rule_search
from locales.corpus import load_corpus
from parser import compiled
from parser.rule_search import build_index, built_index, concept_terms, load_lexicon, parse_question


@cache
def _fresh_terms() -> dict[str, tuple[str, ...]]:
    """Every concept's terms, worked out on an index built in this process."""
    fresh = build_index(load_corpus())
    return {concept: concept_terms(fresh, concept) for concept in load_lexicon().entries}


@pytest.fixture
def read_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> rule_search.RuleIndex:
    """An index kept by one process and read back by the next (no SQLite query allowed for a concept)."""
    monkeypatch.setenv(compiled.CACHE_ENV, str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    name = f"rule_search.index.{sqlite3.sqlite_version}"
    compiled.kept(name, built_index)
    index = rule_search._read_back(compiled.kept(name, lambda: pytest.fail("read back, not built again")))
    _fresh_terms()  # before SQLite is closed to concepts

    def asked(*_: object) -> bool:
        raise AssertionError("a concept's phrase asked of SQLite again")

    monkeypatch.setattr(rule_search, "_in_corpus", asked)
    return index


def test_every_concept_reads_back_the_terms_a_fresh_index_works_out(read_back: rule_search.RuleIndex) -> None:
    fresh = _fresh_terms()
    assert set(read_back.concept_terms) == set(fresh) == set(load_lexicon().entries)
    for concept, terms in fresh.items():
        assert concept_terms(read_back, concept) == terms


@pytest.mark.parametrize(
    ("question", "lang", "concept", "term"),
    [
        ("¿Se puede hacer string bet en dos movimientos?", "es", "string_bet", '"str bet"'),
        ("He threw one oversized chip without saying anything, is that a call?", "en", "silent", '"silent"'),
    ],
)
def test_a_question_is_searched_with_the_kept_terms(
    read_back: rule_search.RuleIndex, question: str, lang: str, concept: str, term: str
) -> None:
    assert concept in parse_question(question, lang, read_back).concepts
    terms = concept_terms(read_back, concept)
    assert term in terms
