"""Regular expressions compiled once and kept between processes, as `parser/compiled.py` keeps the builds.

The topic and incident readers make patterns of whole phrase lists, thousands of characters long; `re`
parses a pattern in Python, and compiling the patterns a process answering the labelled reports meets cost
it some 100 ms (some 15% of its instructions), a one-report process a few ms. What `re` hands its C engine,
a pattern's program, is kept in one table by the pattern's source and flags: read back at a process's first
pattern (a fraction of a millisecond: each program's code is one block of bytes), written at the process's
end when it compiled patterns the table did not hold. A program is made by the interpreter's own `re` steps
(`re.compile` less its cache) and is that interpreter's: the table is kept under the fingerprint of
`parser/compiled.py`, which names the interpreter, and a program read back makes the pattern `re.compile`
makes (a test holds each one to it). Only for patterns made from the code and the locales, a bounded set:
never for one made from a message, which would grow the table with every message.
"""

from __future__ import annotations

import importlib
import re
import sys
from array import array
from functools import cache
from typing import Any

from parser.compiled import kept_table

# source, flags -> the program: its flags, its code (32-bit words, as bytes: the table is read back as one
# block each, not as some 40,000 integers), its group count less one, its named groups both ways.
Program = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]
_NAME = "patterns"
# The steps of `re.compile` (Python 3.11 to 3.13): the source parsed, its code made, handed to the engine.
# Elsewhere `re.compile` itself: the private steps below are those of these versions only.
_STEPS_KNOWN = (3, 11) <= sys.version_info[:2] <= (3, 13)
_PARSER: Any = importlib.import_module("re._parser")
_COMPILER: Any = importlib.import_module("re._compiler")
_ENGINE: Any = importlib.import_module("_sre")
_WORD = next(kind for kind in "IL" if array(kind).itemsize == _ENGINE.CODESIZE)  # the engine's code unit


def compiled(source: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(source, flags)`, its program read from the kept table when it holds one."""
    if not _STEPS_KNOWN:
        return re.compile(source, flags)
    table, key = _table(), (source, int(flags))  # a flag set (`re.IGNORECASE`) kept as its number
    program = table.get(key)
    if program is None:
        program = table[key] = made_program(*key)
    made_flags, code, groups, names, by_index = program
    return _ENGINE.compile(source, made_flags, array(_WORD, code).tolist(), groups, names, by_index)


def made_program(source: str, flags: int) -> Program:
    """What `re.compile` makes of the source before the engine, in plain values."""
    parsed = _PARSER.parse(source, flags)
    names: dict[str, int] = dict(parsed.state.groupdict)
    by_index: list[str | None] = [None] * parsed.state.groups
    for name, index in names.items():
        by_index[index] = name
    code = array(_WORD, _COMPILER._code(parsed, flags)).tobytes()
    return int(flags | parsed.state.flags), code, parsed.state.groups - 1, names, tuple(by_index)


@cache  # read once a process, kept again at its end when it compiled patterns the table did not hold
def _table() -> dict[tuple[str, int], Program]:
    return kept_table(_NAME)
