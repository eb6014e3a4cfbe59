"""The cycle collector paused while a process builds what it keeps to its end."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext

_DONE: set[str] = set()


@contextmanager
def paused() -> Iterator[None]:
    """A command's first import, or its first report (which loads the vocabularies, the incident phrases and
    the rule texts), makes tens of thousands of objects and no garbage: the collector waits meanwhile (some
    25 collections of a one-report process, a few ms), then leaves those objects out of every later
    collection (`gc.freeze`)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if collecting:
            gc.enable()


def paused_once(what: str) -> AbstractContextManager[None]:
    """`paused()` the first time `what` is done in this process (its first report loads what every later
    one uses), nothing after: a process that answers many reports freezes its objects once."""
    if what in _DONE:
        return nullcontext()
    _DONE.add(what)
    return paused()
