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
    """The folded word without its longest verb ending, keeping at least MIN_STEM letters; a pronoun joined
    to an infinitive or gerund ("recuperarlas", "devolviendole") goes first, so the verb's form is left."""
    word = _without_enclitic(word)
    for length, endings in _verb_endings():  # the word's last letters looked up, length by length
        if len(word) - length >= MIN_STEM and word[-length:] in endings:
            return word[:-length]
    return word


@cache
def _verb_endings() -> tuple[tuple[int, frozenset[str]], ...]:
    """The endings by their length, longest first: a word ends with at most one ending of each length, so
    the longest one it ends with is found by a look-up per length, not a test per ending."""
    endings = {e for lang in LANGS for e in grammar(lang)["verb_endings"]}
    if "" in endings:
        raise ValueError("a verb ending has at least one letter")
    lengths = sorted({len(e) for e in endings}, reverse=True)
    return tuple((n, frozenset(e for e in endings if len(e) == n)) for n in lengths)


def _without_enclitic(word: str) -> str:
    for pronoun, hosts in _enclitics():
        if word.endswith(pronoun):  # most words end with no pronoun: the host is cut only where one does
            host = word[: -len(pronoun)]
            if host.endswith(hosts) and len(host) >= MIN_STEM + 2:
                return host
    return word


@cache
def _enclitics() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(pronoun, the endings it joins), longest pronoun first: "selas" before "las"."""
    pairs = {
        (pronoun, tuple(grammar(lang)["enclitic_hosts"]))
        for lang in LANGS
        for pronoun in grammar(lang)["enclitic_pronouns"]
    }
    return tuple(sorted(pairs, key=lambda pair: len(pair[0]), reverse=True))
