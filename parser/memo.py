"""What a parser works out per word (a typo's correction, a word's lexicon key), worked out once: reports say
the same words over and over. Bounded, for a long-running bot that meets endless new words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

V = TypeVar("V")
WORDS_KEPT = 1 << 16


class WordMemo(Generic[V]):
    def __init__(self, work_out: Callable[[str], V], limit: int = WORDS_KEPT) -> None:
        self._work_out = work_out
        self._limit = limit
        self._known: dict[str, V] = {}

    @property
    def known(self) -> dict[str, V]:
        """What was worked out so far, to read without a call (`known.get(word) or memo(word)`)."""
        return self._known

    def __call__(self, word: str) -> V:
        try:
            return self._known[word]
        except KeyError:
            if len(self._known) >= self._limit:
                self._known.clear()  # forget everything at once: cheaper than tracking what was used last
            value = self._known[word] = self._work_out(word)
            return value
