"""A corpus file read back from its kept build (parser/kept_corpus.py) is the file read anew: the rules a
ruling cites, in either language, have the same titles, texts and origins, and the answer's cited rules are
the same whichever way the file was read."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import locales.corpus as corpus
from bot.ask import answer
from locales.corpus import Corpus, load_corpus, load_file
from parser import compiled, kept_corpus
from parser.kept_corpus import keep_corpus_files, kept_file


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(compiled.CACHE_ENV, str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(corpus, "_read_file", corpus._read_file)  # the seam restored after the test
    return tmp_path


def test_a_kept_file_read_back_is_the_file_read_anew(cache: Path) -> None:
    path = load_corpus().files["tda-2024", "es"]
    kept_file(path)  # read from the JSON, and kept
    assert [p.name.split("-")[0] for p in cache.iterdir()] == ["corpus.es.tda"]
    edition, texts = kept_file(path)
    assert (edition, texts) == load_file(path)
    part = next(t for t in texts if t.id == "tda-2024:45-A")
    assert part.kind == "part" and part.parent == "tda-2024:45" and part.lang == "es"


@pytest.mark.parametrize(
    ("report", "lang", "rule"),
    [
        (
            "El 4 abre 2.000, el 7 sube a 5.000, el 9 va all-in por 6.500. ¿Puede volver a subir?",
            "es",
            "43-A",
        ),
        ("Seat 2 bets 400, seat 5 says raise and puts out 1,000 in one motion. His raise?", "en", "40-A"),
    ],
)
def test_a_ruling_cites_the_same_rule_texts_from_kept_files(
    cache: Path, monkeypatch: pytest.MonkeyPatch, report: str, lang: str, rule: str
) -> None:
    cited = answer(report).result["rules"]
    assert f"tda-2024:{rule}" in cited
    read_anew = [load_corpus().get(r, lang) for r in cited]
    keep_corpus_files()
    assert [Corpus(load_corpus().files).get(r, lang) for r in cited] == read_anew  # read, and kept
    monkeypatch.setattr(kept_corpus, "load_file", lambda path: pytest.fail(f"{path.name} decoded again"))
    kept_texts = [Corpus(load_corpus().files).get(r, lang) for r in cited]  # as the next process reads them
    assert kept_texts == read_anew and all(t is not None and t.lang == lang for t in kept_texts)
