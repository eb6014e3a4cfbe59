"""Ordinary words of each language (locales/<lang>/common_words.txt, built from wordfreq at build time).

An unknown word that is ordinary speech carries no ruling; a rare one is table slang or a name."""

from __future__ import annotations

from functools import cache

from locales.languages import LANGS
from parser.paths import LOCALES


@cache
def common_words() -> frozenset[str]:
    words: set[str] = set()
    for lang in LANGS:
        lines = (LOCALES / lang / "common_words.txt").read_text(encoding="utf-8").splitlines()
        words.update(w for w in lines if w and not w.startswith("#"))
    return frozenset(words)


def is_common_word(folded: str) -> bool:
    return folded in common_words()
