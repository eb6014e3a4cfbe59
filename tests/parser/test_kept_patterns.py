"""Regular expressions whose compiled programs are kept between processes (parser/kept_patterns.py): a
pattern made from a kept program is the pattern `re.compile` makes, and behaves as it does."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.topic import in_general, opens_as_a_rule
from parser import compiled, kept_patterns
from parser.compiled import ROOT
from parser.kept_patterns import compiled as kept_compiled
from parser.report import parse

# A named group, a flag set, a look-behind, an alternation of phrases with a wildcard, a class of letters.
SOURCES: tuple[tuple[str, int], ...] = (
    (r"(?P<seat>\d{1,2})\s+(?:sube|raises?)\b", 0),
    (r"\b(?=[ehuma])(?:e+h+|u+h+|u+m+)\b,?\s*", re.IGNORECASE),
    (r"(?<=[.?!])\s+|\s+(?=¿)", 0),
    (r"\b(?:qué pasa si|what happens if|dieci\w+)\b", 0),
    (r"[^\W\d_]+(?:['’][^\W\d_]+)?", 0),
)


@pytest.mark.parametrize(("source", "flags"), SOURCES)
def test_a_pattern_made_from_its_program_is_the_pattern_re_compiles(source: str, flags: int) -> None:
    made = kept_compiled(source, flags)
    plain = re.compile(source, flags)
    assert made == plain  # CPython compares a pattern's source, flags and code
    assert made.groupindex == plain.groupindex and made.groups == plain.groups
    for text in ("el 3 sube a 1.000. ¿Qué pasa si 12 raises?", "Ehh, UM what happens if dieciséis o'clock"):
        assert [m.span() for m in made.finditer(text)] == [m.span() for m in plain.finditer(text)]


def test_every_pattern_answering_reports_made_is_the_pattern_re_compiles() -> None:
    """The incident readers' and the topic readers' patterns, made while reading reports in both languages:
    each kept program, compiled, is `re.compile`'s pattern."""
    parse("el del 3 dice que no vio la subida, ¿qué hacemos con las fichas?")
    parse("Seat 4 string-bets: he put in 500 then went back for 700 more. What do I do?")
    assert opens_as_a_rule("¿Cómo funciona el chip race cuando quitan las fichas de 25?")
    assert in_general("what happens if I muck my cards before the showdown?")
    table = kept_patterns._table()
    assert len(table) >= 10
    for source, flags in table:
        assert kept_compiled(source, flags) == re.compile(source, flags)


_CHILD = """
import sys
from parser import kept_patterns
if sys.argv[1] == "read":  # the program must come from the table the first process kept
    kept_patterns.made_program = lambda *_: sys.exit("compiled again")
pattern = kept_patterns.compiled(r"(?P<seat>\\d+) (?:sube|raises) a (?P<to>[\\d.]+)")
print(pattern.search("el 3 sube a 1.500").group("seat", "to"))
"""


def _child(tmp_path: Path, step: str, write: bool = True) -> str:
    env = {**os.environ, compiled.CACHE_ENV: str(tmp_path), "PYTHONPATH": str(ROOT)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    argv = [sys.executable, *([] if write else ["-B"]), "-c", _CHILD, step]
    done = subprocess.run(argv, env=env, cwd=tmp_path, capture_output=True, text=True, check=True)
    return done.stdout.strip()


def test_a_process_keeps_the_programs_it_compiled_and_the_next_reads_them(tmp_path: Path) -> None:
    assert _child(tmp_path, "compile") == "('3', '1.500')"
    assert [p.name.split("-")[0] for p in tmp_path.iterdir()] == ["patterns"]
    assert _child(tmp_path, "read") == "('3', '1.500')"


def test_no_program_is_kept_where_bytecode_would_not_be_written(tmp_path: Path) -> None:
    assert _child(tmp_path, "compile", write=False) == "('3', '1.500')"
    assert list(tmp_path.iterdir()) == []
