"""The lexicon's phrases as a tree of their words, grown a first word at a time.

A match reads a phrase word by word, going on only while what it has read still opens some phrase: one look-up
per word. The whole tree of both languages' phrases is some 5,000 nodes, which a one-report process paid for
before its first report though the report opens a few branches; the root keeps each first word's phrases
aside and grows that word's branch when a text first holds it (once per process, then it is kept).

What the root keeps aside is each first word's phrase keys only, and the phrases themselves (the lexicon's own
mapping): a lexicon kept between processes (`parser/compiled.py`) holds each key and entry once, where a list
of (key, entry) pairs per first word made its reading back a third dearer (some 6 M machine instructions a
lexicon).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Generic, TypeVar

E = TypeVar("E")


class PhraseNode(dict[str, "PhraseNode[E]"], Generic[E]):
    """A place in the tree of phrases, word by word: the words that may follow, and the entry of the phrase
    that ends here (None where only longer phrases do)."""

    __slots__ = ("entry",)  # no attribute dictionary per node

    def __init__(self) -> None:
        self.entry: E | None = None  # set on the nodes where a phrase ends


class PhraseTree(dict[str, PhraseNode[E]]):
    """The root: the words phrases open with (`firsts`, the test that turns most words away at once), and
    each one's branch, `tree[first]`, grown from its phrases when first asked (`__missing__`) and kept: a
    plain look-up of the dictionary after that. Ask it only of a word of `firsts` (anything else finds None,
    through a call)."""

    __slots__ = ("firsts", "_phrases", "_waiting")

    def __init__(self, phrases: Mapping[tuple[str, ...], E] | None = None) -> None:
        super().__init__()
        self._phrases: Mapping[tuple[str, ...], E] = phrases or {}
        waiting: dict[str, list[tuple[str, ...]]] = {}
        for key in self._phrases:
            waiting.setdefault(key[0], []).append(key)
        self._waiting = {first: tuple(keys) for first, keys in waiting.items()}
        self.firsts = frozenset(waiting)

    def __missing__(self, first: str) -> PhraseNode[E] | None:
        keys = self._waiting.get(first)
        if keys is None:
            return None  # no phrase opens with it
        # Grown whole before it is kept: a thread reading beside this one finds no half-grown branch (two may
        # grow it at once; the first kept is the one both read).
        return self.setdefault(first, _grown(keys, self._phrases))


def _grown(keys: tuple[tuple[str, ...], ...], phrases: Mapping[tuple[str, ...], E]) -> PhraseNode[E]:
    """The branch of one first word: its phrases' further words, node by node."""
    top: PhraseNode[E] = PhraseNode()
    for key in keys:
        node = top
        for word in key[1:]:
            child = node.get(word)
            if child is None:
                child = node[word] = PhraseNode()
            node = child
        node.entry = phrases[key]
    return top
