"""Records' `__init__` code kept between processes, as `parser/kept_patterns.py` keeps regular expressions.

A record (rules_engine/record.py) compiles its `__init__` from source when the first of its kind is built:
some 30 kinds in a one-report `floorcall ask`, 7 ms of its time. The engine reads no file, so the code is
handed in through its seam (`compile_inits_with`): `code_of` reads a table of compiled `__init__`s
(marshalled, by source and name) at the first record a process builds, and the table is kept again at the
process's end when the process compiled code it did not hold. It is kept under the fingerprint of
`parser/compiled.py`, which names the interpreter (whose format marshal writes), and code is looked up by its
whole source: code read back is the code `compile` makes of that source (a test holds each one to it).
Nothing is read before a process builds its first record.
"""

from __future__ import annotations

import marshal
from functools import cache
from types import CodeType

from parser.compiled import kept_table
from rules_engine.record import compile_inits_with, compiled_here

_NAME = "record_code"


def keep_record_code() -> None:
    """Every record `__init__` this process compiles from now on comes from the kept table."""
    compile_inits_with(code_of)


def code_of(source: str, name: str) -> CodeType:
    """`compiled_here(source, name)`, read from the kept table when it holds it."""
    table, key = _table(), (source, name)
    kept = table.get(key)
    if kept is not None:
        code: CodeType = marshal.loads(kept)
        return code
    made = compiled_here(source, name)
    table[key] = marshal.dumps(made)
    return made


@cache  # read once a process, kept again at its end when it compiled code the table did not hold
def _table() -> dict[tuple[str, str], bytes]:
    return kept_table(_NAME)
