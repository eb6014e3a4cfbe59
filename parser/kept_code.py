"""Records' `__init__` code kept between processes, as `parser/kept_patterns.py` keeps regular expressions.

A record (rules_engine/record.py) compiles its `__init__` from source when the first of its kind is built:
some 30 kinds in a one-report `floorcall ask`, 7 ms of its time. The engine reads no file, so the code is
handed in through its seam (`compile_inits_with`): `code_of` reads a table of compiled `__init__`s
(marshalled, by source and name) at the first record a process builds, and the table is kept again at the
process's end when the process compiled code it did not hold. It is kept under the fingerprint of
`parser/compiled.py`, which names the interpreter (whose format marshal writes), and code is looked up by its
whole source: code read back is the code `compile` makes of that source (a test holds each one to it).
Nothing is read or imported before a process builds its first record (`floorcall rule` builds none).
"""

from __future__ import annotations

import atexit
import marshal
from functools import cache
from types import CodeType

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


@cache  # read once a process
def _table() -> dict[tuple[str, str], bytes]:
    from parser.compiled import read_back  # pickle and the fingerprint: only once a record is built

    table: dict[tuple[str, str], bytes] = read_back(_NAME) or {}
    atexit.register(_keep_grown, table, len(table))
    return table


def _keep_grown(table: dict[tuple[str, str], bytes], read: int) -> None:
    """At the process's end: the table kept again if the process compiled code it did not hold."""
    if len(table) > read:
        from parser.compiled import keep

        keep(_NAME, table)
