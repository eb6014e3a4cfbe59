"""Data a process builds from the repository's own files, kept on disk between processes as Python keeps
bytecode: the betting lexicon, built from both languages' terms at a process's first report, was some 40%
of a one-report `floorcall ask` (issue 16); read back from its pickle it costs a fifth of that.

A kept file holds, before the build, a fingerprint of everything the build may read: the interpreter, this
tree's place, and the path, size and modification time of each module of `parser/`, `locales/`, `bot/venues/`
and `rules_engine/` and of each data file of `locales/` and `bot/venues/`, the rule texts and the venue
profiles included (the test CPython makes of bytecode against its source); it is named by the build and a
checksum of that fingerprint, and read only when its fingerprint is that of the files as they are now. Any
edit of any of them names another file, so a kept build is always the build of the files as they are (a test
holds the kept file to a fresh build, and every file a build reads to the fingerprint).
The files are written where bytecode would be (not when Python is told not to write it,
`PYTHONDONTWRITEBYTECODE`), in ``$FLOORCALL_CACHE_DIR``, else the user's cache folder; a file that cannot
be read or written is built anew, as if none had been kept.
"""

from __future__ import annotations

import atexit
import os
import pickle
import sys
import tempfile
import zlib
from collections.abc import Callable, Iterator
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Any, TypeVar, cast

T = TypeVar("T")

ROOT = Path(__file__).resolve().parent.parent
# Folders whose files a build may read (their own files, not their sub-folders), and the suffixes of those
# files: the rule texts are read by the rule search's index, the venue profiles (TOML) by `bot.venues`, and
# the engine's modules hold the records a kept profile is made of.
_LOCALES = ROOT / "locales"
SOURCES = (
    *(ROOT / "parser", _LOCALES, _LOCALES / "es", _LOCALES / "en"),
    *(_LOCALES / "es" / "rules", _LOCALES / "en" / "rules"),
    *(ROOT / "bot" / "venues", ROOT / "rules_engine"),
)
SUFFIXES = (".py", ".json", ".txt", ".toml")
CACHE_ENV = "FLOORCALL_CACHE_DIR"
KEPT_PER_BUILD = 8  # the files of a build kept for other sources (other trees, earlier edits)


def kept(name: str, build: Callable[[], T]) -> T:
    """`build()`, read from its kept file when one was written for the files as they are now; else built,
    and kept for the next process."""
    found = read_back(name)
    if found is not None:
        return cast(T, found)
    made = build()
    keep(name, made)
    return made


def kept_table(name: str) -> dict[Any, Any]:
    """A table of build `name` that a process adds to as it goes (`kept_patterns`, `kept_code`): read back
    (empty where none is kept), and kept again at the process's end when the process added to it."""
    table: dict[Any, Any] = read_back(name) or {}
    atexit.register(_keep_grown, name, table, len(table))
    return table


def _keep_grown(name: str, table: dict[Any, Any], read: int) -> None:
    if len(table) > read:
        keep(name, table)


def read_back(name: str) -> Any | None:
    """The kept file of build `name` read back, when one was written for the files as they are now."""
    try:
        path, sources = path_of(name), fingerprint()
    except OSError:
        return None  # the sources cannot be listed (not plain files): nothing is kept, as if none could be
    if path is None:
        return None  # no folder to keep it in
    try:
        with path.open("rb") as file:
            # Only a file of ours (unpickling runs what the file says), holding the sources as they are now:
            # the name's checksum may meet another fingerprint's, so the fingerprint is compared whole.
            if _ours(file.fileno()) and pickle.load(file) == sources:
                return pickle.load(file)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError):
        pass  # none kept yet (or unreadable)
    return None


def keep(name: str, made: object) -> None:
    """`made` written as the kept file of build `name` for the files as they are now, where bytecode would
    be written (not when Python is told not to write it)."""
    if sys.dont_write_bytecode:
        return
    try:
        path, sources = path_of(name), fingerprint()
    except OSError:
        return
    if path is not None:
        _write(path, sources, made)


def _ours(descriptor: int) -> bool:
    """Was the file written by this user (where the system has users)?"""
    uid = getattr(os, "getuid", None)
    return uid is None or os.fstat(descriptor).st_uid == uid()


def path_of(name: str) -> Path | None:
    """The kept file of a build for the files as they are now (named by a checksum of their fingerprint)."""
    folder = cache_dir()
    return None if folder is None else folder / f"{name}-{zlib.crc32(fingerprint().encode()):08x}.pickle"


def cache_dir() -> Path | None:
    """``$FLOORCALL_CACHE_DIR``, else the user's cache folder; None where neither names a whole path (no home:
    nothing is kept, rather than a folder made wherever the process runs)."""
    given = os.environ.get(CACHE_ENV)
    if given:
        return Path(given)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "floorcall" if os.path.isabs(base) else None


def inputs() -> Iterator[os.DirEntry[str]]:
    """Every file a kept build may read."""
    for folder in SOURCES:
        with os.scandir(folder) as entries:
            yield from (e for e in entries if e.name.endswith(SUFFIXES) and e.is_file())


@cache  # once a process: its kept builds are read once too
def fingerprint() -> str:
    """The interpreter, this tree's place and each input's path, size and modification time, one a line."""
    seen = [sys.version, str(ROOT)]
    for entry in sorted(inputs(), key=lambda e: e.path):
        stat = entry.stat()
        seen.append(f"{entry.path}:{stat.st_size}:{stat.st_mtime_ns}")
    return "\n".join(seen)


def _write(path: Path, sources: str, made: object) -> None:
    """Written whole under another name, then renamed: a process reading beside this one never finds half a
    file."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".part")
    except OSError:
        return  # a folder we may not write to: the next process builds it again
    try:
        with os.fdopen(handle, "wb") as file:
            pickle.dump(sources, file, protocol=pickle.HIGHEST_PROTOCOL)
            # a copy made one object per equal value: this process's own build is left as it is
            copy = pickle.loads(pickle.dumps(made, protocol=pickle.HIGHEST_PROTOCOL))
            pickle.dump(shared(copy, {}, {}), file, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _forget_old(path)


# Values made one object per equal value (`shared`): strings, and tuples and frozen sets of these plain values
# alone (where equal means alike: True == 1 == 1.0 is never met among them, nor inside a nested tuple).
_PLAIN = frozenset({str, int, type(None)})
_MADE_ONE = frozenset({tuple, frozenset})


def shared(value: Any, one: dict[tuple[type, Any], Any], done: dict[int, Any]) -> Any:
    """`value` with each string, and each tuple or frozen set of plain values, made the first equal one met
    (`one`), in place where it sits in a list, dict, set or object (`done`: those already seen, by identity).
    Pickle writes an object once however often it stands in the build: a build's words, made anew by each
    entry that says them, are read back a copy each otherwise (a term list's 18,000 strings are 800 words;
    the conduct topics are read back in half the instructions, a lexicon in five sixths)."""
    kind = type(value)
    if kind is str:
        return one.setdefault((str, value), value)
    if kind in _PLAIN or kind is bool or kind is float or isinstance(value, type | Enum):
        return value
    if id(value) in done:
        return done[id(value)]
    if kind in _MADE_ONE:
        made = kind(shared(item, one, done) for item in value)
        if all(type(item) in _PLAIN for item in made):
            made = one.setdefault((kind, made), made)
        done[id(value)] = made
        return made
    done[id(value)] = value
    if isinstance(value, list):
        value[:] = [shared(item, one, done) for item in value]
    elif isinstance(value, dict):
        items = [(shared(key, one, done), shared(item, one, done)) for key, item in value.items()]
        value.clear()
        value.update(items)  # in order, in the same dict (a subclass stays one)
    elif isinstance(value, set):
        items = [shared(item, one, done) for item in value]
        value.clear()
        value.update(items)
    if kind not in (list, dict, set):  # an object's fields, and a subclass's own slots
        if (fields := getattr(value, "__dict__", None)) is not None:
            shared(fields, one, done)
        for cls in kind.__mro__:
            for slot in cls.__dict__.get("__slots__", ()):
                if slot not in ("__dict__", "__weakref__") and hasattr(value, slot):
                    object.__setattr__(value, slot, shared(getattr(value, slot), one, done))
    return value


def _forget_old(path: Path) -> None:
    """Only the newest `KEPT_PER_BUILD` files of a build stay (each edit of the tree names a new one): a tree
    whose file goes builds it once again."""
    build = path.name.rsplit("-", 1)[0]
    try:
        others = [p for p in path.parent.glob(f"{build}-*.pickle") if p != path]
        for other in sorted(others, key=lambda p: p.stat().st_mtime_ns, reverse=True)[KEPT_PER_BUILD - 1 :]:
            other.unlink(missing_ok=True)
    except OSError:
        return  # gone meanwhile (another process's cleaning), or not ours to remove
