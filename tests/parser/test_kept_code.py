"""Records' `__init__` code kept between processes (parser/kept_code.py, handed to the engine through
`rules_engine.record.compile_inits_with`): a `floorcall ask` process keeps the code it compiled, the next
reads it back and compiles none, and code read back is the code `compile` makes, building the same records."""

from __future__ import annotations

import json
import marshal
import os
import subprocess
import sys
from pathlib import Path

import pytest

from parser import compiled, kept_code
from parser.compiled import ROOT
from rules_engine import record
from rules_engine.record import field, mutable_record

# A one-report `floorcall ask` process in both languages, then what it compiled: with "read", any `__init__`
# compiled instead of read back ends the process with a message.
_CHILD = """
import contextlib, io, sys
from bot.cli import main
from parser import kept_code
if sys.argv[1] == "read":
    kept_code.compiled_here = lambda source, name: sys.exit(f"compiled again: {name}")
with contextlib.redirect_stdout(io.StringIO()) as out:
    main(["ask", "--json", sys.argv[2]])
print(out.getvalue())
"""
_REPORTS = {
    "es": "El 3 sube a 2.000, el 5 paga y el 7 resube a 5.000. ¿Cuánto es el mínimo para el 9?",
    "en": "Seat 2 opens to 1,200, seat 6 three-bets to 3,600. What is the minimum four-bet for seat 8?",
}
_MINIMUM = {"es": 8000, "en": 6000}  # the last raise's size again, on top of it (43-A)


def _child(tmp_path: Path, step: str, text: str, write: bool = True) -> str:
    env = {**os.environ, compiled.CACHE_ENV: str(tmp_path), "PYTHONPATH": str(ROOT)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    argv = [sys.executable, *([] if write else ["-B"]), "-c", _CHILD, step, text]
    done = subprocess.run(argv, env=env, cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_next_process_reads_every_record_code_back_and_answers_the_same(
    tmp_path: Path, lang: str
) -> None:
    first = _child(tmp_path, "compile", _REPORTS[lang])
    assert json.loads(first)["ruling"]["min_raise_to"] == _MINIMUM[lang]
    assert sorted(p.name.split("-")[0] for p in tmp_path.iterdir() if p.name.startswith("record_code")) == [
        "record_code"
    ]
    assert _child(tmp_path, "read", _REPORTS[lang]) == first


def test_every_kept_record_code_is_the_code_compile_makes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _child(tmp_path, "compile", _REPORTS["es"])
    monkeypatch.setenv(compiled.CACHE_ENV, str(tmp_path))
    table = compiled.read_back("record_code")
    assert table is not None
    names = {name for _, name in table}
    assert {"<record Situation>", "<record Event>", "<record Ruling>", "<record Answer>"} <= names
    for (source, name), code in table.items():
        assert marshal.loads(code) == compile(source, name, "exec")


def test_no_record_code_is_kept_where_bytecode_would_not_be_written(tmp_path: Path) -> None:
    _child(tmp_path, "compile", _REPORTS["en"], write=False)
    assert not [p for p in tmp_path.iterdir() if p.name.startswith("record_code")]


def test_a_record_built_from_code_read_back_is_the_record_compiled(monkeypatch: pytest.MonkeyPatch) -> None:
    """Defaults, factories, fields outside `__init__` and `__post_init__` alike, from a table already
    holding the record's code (as a later process finds it)."""
    compiled_now: list[str] = []

    def counted(source: str, name: str) -> object:
        compiled_now.append(name)
        return record.compiled_here(source, name)

    def made() -> type:
        @mutable_record
        class Stack:
            seat: int
            chips: int = 0
            told: list[int] = field(default_factory=list)
            left: int = field(default=0, init=False)

            def __post_init__(self) -> None:
                self.left = self.chips - sum(self.told)

        return Stack

    monkeypatch.setattr(kept_code, "_table", lambda: table)
    monkeypatch.setattr(kept_code, "compiled_here", counted)
    table: dict[tuple[str, str], bytes] = {}
    monkeypatch.setattr(record, "_code_of", kept_code.code_of)
    first = made()(4, 9000, [1000, 500])
    assert len(compiled_now) == 1 and compiled_now[0].endswith(".Stack>") and len(table) == 1
    second = made()(4, 9000, [1000, 500])  # a class made anew, its code from the table
    assert len(compiled_now) == 1
    assert (second.seat, second.chips, second.told, second.left) == (4, 9000, [1000, 500], 7500)
    assert repr(second) == repr(first)
    assert made()(7).told == [] and made()(7).left == 0
