"""The pieces the betting parser keeps for the other readers of its text (`parser/read_once.py`) are the
pieces those readers would tag themselves, and answer for no other text."""

from __future__ import annotations

from parser.amounts import read_amounts
from parser.lexicon import load
from parser.normalize import tokenize
from parser.read_once import _last, pieces_of
from parser.report import parse
from parser.tagging import tag
from tests.support.labelled import labelled_texts


def test_kept_pieces_are_those_a_reader_tags() -> None:
    kept = 0
    for text in labelled_texts():
        report = parse(text)
        slot = _last[0]
        if slot is None or slot[0] is not text:
            continue  # not kept (a stutter dropped, spaces around, a refused text)
        kept += 1
        assert pieces_of(text, report.lang) == tag(
            read_amounts(tokenize(text), report.lang), load(report.lang)
        )
    assert kept > len(labelled_texts()) // 2


def test_an_equal_text_that_is_another_string_is_read_anew() -> None:
    text = "el 3 apuesta 1.000 y el 4 paga"
    parse(text)
    assert pieces_of(text, "es") is _last[0][2]  # type: ignore[index]
    copy = "".join(list(text))
    assert copy == text and copy is not text
    assert pieces_of(copy, "es") is not _last[0][2]  # type: ignore[index]
    assert pieces_of(text, "en") is not _last[0][2]  # type: ignore[index]
