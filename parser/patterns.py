"""`lazy_re`: a regular expression compiled the first time it is used, not when its module is imported (its
compiled program kept between processes, `parser.kept_patterns`).

A module of recognisers holds dozens of patterns, and compiling them cost a one-report process some 7 ms,
though most reports use few of them. Once compiled, the pattern's methods are the compiled pattern's own,
kept in slots: a use costs what a compiled pattern's does.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from parser.kept_patterns import compiled as kept_compiled

_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "split")


class LazyPattern:
    __slots__ = ("_source", "_flags", *_METHODS)
    search: Callable[..., re.Match[str] | None]
    match: Callable[..., re.Match[str] | None]
    fullmatch: Callable[..., re.Match[str] | None]
    finditer: Callable[..., Iterator[re.Match[str]]]
    findall: Callable[..., list[Any]]
    sub: Callable[..., str]
    split: Callable[..., list[str | Any]]

    def __init__(self, source: str | Callable[[], str], flags: int = 0) -> None:
        # A callable source is written out at the first use too (`parser.locale_patterns`: words read from
        # the locales' data only when a pattern that holds them is first used).
        self._source = source
        self._flags = flags

    def __getattr__(self, name: str) -> Any:
        """Asked only while a method is missing: compiles the pattern and keeps its methods."""
        if name not in _METHODS:
            raise AttributeError(name)
        source = self._source if isinstance(self._source, str) else self._source()
        compiled = kept_compiled(source, self._flags)
        for method in _METHODS:
            setattr(self, method, getattr(compiled, method))
        return getattr(compiled, name)


def lazy_re(source: str | Callable[[], str], flags: int = 0) -> LazyPattern:
    return LazyPattern(source, flags)
