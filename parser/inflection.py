"""Verb stems: one betting verb in all its forms ("checa", "checaron", "chequean"; "shove", "shoving").

The lexicon lists the forms dealers use most; a form it does not list is read as the listed word with the
same stem, when only one betting meaning shares that stem (parser/lexicon.py). The endings are grammar data
(locales/<lang>/grammar.json, "verb_endings")."""

from __future__ import annotations

from functools import cache

from locales.languages import LANGS
from parser.grammar import grammar
from parser.terms import TermKind

MIN_STEM = 3  # "va", "ve" are no stems: short words change meaning with one letter
# Lexicon kinds whose words say what a player did: one of their forms, unlisted, is still that word.
BETTING_KINDS = frozenset(
    {
        TermKind.ACTION,
        TermKind.PUSH,
        TermKind.DECLARE,
        TermKind.SILENT,
        TermKind.PULL_BACK,
        TermKind.SECOND_MOTION,
        TermKind.LAST_CHIPS,
    }
)


def stem(word: str) -> str:
    """The folded word without its longest verb ending, keeping at least MIN_STEM letters."""
    for ending in _verb_endings():
        if word.endswith(ending) and len(word) - len(ending) >= MIN_STEM:
            return word[: -len(ending)]
    return word


@cache
def _verb_endings() -> tuple[str, ...]:
    endings = {e for lang in LANGS for e in grammar(lang)["verb_endings"]}
    return tuple(sorted(endings, key=len, reverse=True))
