"""Ordinary words of each language (locales/<lang>/common_words.txt, built from wordfreq at build time).

An unknown word that is ordinary speech carries no ruling; a rare one is table slang or a name. The list
holds each language's most frequent forms; a rarer form of a frequent verb ("devolvimos", "recontamos" is
not one: "recontar" is rare too) is ordinary speech as well."""

from __future__ import annotations

from array import array
from bisect import bisect_left
from functools import cache, partial

from locales.languages import LANGS
from parser.compiled import kept
from parser.grammar import grammar
from parser.inflection import stem
from parser.paths import LOCALES


@cache
def frequency_ranks(lang: str) -> dict[str, int]:
    """Word -> frequency rank in one language (0 = most frequent), in the list's order: read once for the
    builds of the common words and of the ranks by group (`rank_of`) and for the typo vocabulary, kept
    between processes (parser/compiled.py)."""
    return kept(f"common_words.ranks.{lang}", partial(built_ranks, lang))


def built_ranks(lang: str) -> dict[str, int]:
    """The list read and ranked: some 55 M machine instructions a language, read back in a third of it."""
    lines = (LOCALES / lang / "common_words.txt").read_text(encoding="utf-8").splitlines()
    words = [line for line in lines if not line.startswith("#")]
    return dict(zip(words, range(len(words)), strict=True))  # built in C: faster than a comprehension


def rank_of(lang: str, folded: str, unranked: int) -> int:
    """`frequency_ranks(lang).get(folded, unranked)`, read from the ranks of the words that open as it does
    only: the whole table of some 24,000 words cost a process about 32 M machine instructions a language to
    read back (a dictionary of that many strings), for the few words a tie between the languages asks
    about."""
    return _ranked_group(lang, folded[:_KEY]).get(folded, unranked)


@cache
def _ranked_groups(lang: str) -> dict[str, tuple[str, bytes]]:
    """`built_ranked_groups`, kept between processes (parser/compiled.py)."""
    return kept(f"common_words.ranked_groups.{lang}", partial(built_ranked_groups, lang))


def built_ranked_groups(lang: str) -> dict[str, tuple[str, bytes]]:
    """The ranked words of one language by their first `_KEY` letters: each group's words, one a line, and
    their ranks in the same order (machine integers, as bytes: read back as one block, not as 24,000
    numbers)."""
    groups: dict[str, tuple[list[str], list[int]]] = {}
    for word, rank in built_ranks(lang).items():
        words, ranks = groups.setdefault(word[:_KEY], ([], []))
        words.append(word)
        ranks.append(rank)
    return {key: ("\n".join(words), array(_RANK, ranks).tobytes()) for key, (words, ranks) in groups.items()}


@cache
def _ranked_group(lang: str, key: str) -> dict[str, int]:
    """The ranks of the words of one language that open with `key`, read when a word of the group is first
    asked about."""
    found = _ranked_groups(lang).get(key)
    return {} if found is None else dict(zip(found[0].split("\n"), array(_RANK, found[1]), strict=True))


_RANK = "l"  # a rank as a machine integer (a C long: at least 32 bits)


@cache
def _groups() -> dict[str, str]:
    """The ordinary words of both languages by their first `_KEY` letters, each group in order, one line a
    word, kept between processes: read back whole as a set of some 50,000 words they cost a one-report
    process some 40 M machine instructions, as a few hundred strings a small part of that, and a report
    splits only the groups of the words it asks about (`_group`)."""
    return kept("common_words.groups", built_groups)


def built_groups() -> dict[str, str]:
    words = frozenset().union(*map(frequency_ranks, LANGS)) - {""}
    groups: dict[str, list[str]] = {}
    for word in sorted(words):
        groups.setdefault(word[:_KEY], []).append(word)
    return {key: "\n".join(group) for key, group in groups.items()}


_KEY = 2  # letters a group's words open with: a few hundred words a group


@cache
def _group(key: str) -> tuple[frozenset[str], list[str]]:
    """The ordinary words that open with `key` (of `_KEY` letters, or a whole shorter word), as a set and in
    order."""
    joined = _groups().get(key)
    listed = joined.split("\n") if joined else []
    return frozenset(listed), listed


def is_common_word(folded: str) -> bool:
    return folded in _group(folded[:_KEY])[0]


def misspelt_common_words(folded: str) -> frozenset[str]:
    """The ordinary words a typed word misses or repeats one letter of ("befor", "alredy", "tablle"), for
    words of MIN_TYPO letters or more: shorter ones are too near other words. Substitutions are left out:
    table slang is often one letter from a common word ("plonks", "planks"). The candidates are generated and
    looked up (a few hundred set probes) rather than scanned against the whole list."""
    if len(folded) < MIN_TYPO or not folded.isalpha():
        return frozenset()
    dropped = {folded[:k] + folded[k + 1 :] for k in range(len(folded))}
    added = {folded[:k] + c + folded[k:] for k in range(len(folded) + 1) for c in _LETTERS}
    return frozenset(filter(is_common_word, dropped | added))


MIN_TYPO = 5
_LETTERS = "abcdefghijklmnopqrstuvwxyz"  # folded words are plain letters (`string` not imported for them)


def is_common_form(folded: str) -> bool:
    """An ordinary word, or another form of one: a listed word shares its stem ("devolvimos" with
    "devolver"), or it is a diminutive of one ("cortito", "calladito")."""
    return _is_stem_form(folded) or any(map(_is_stem_form, undiminished(folded)))


def undiminished(folded: str) -> list[str]:
    """The words a diminutive stands for ("cortito" -> "corto", "poquito" -> "poco"); none for other words."""
    return [
        folded[: -len(ending)] + plain
        for ending, plain in _diminutive_endings()
        if folded.endswith(ending) and len(folded) >= len(ending) + _DIMINISHED_ROOT
    ]


_DIMINISHED_ROOT = 2  # "cortito": a root of a few letters before the ending ("cita", "gratis" are words)


@cache
def _diminutive_endings() -> tuple[tuple[str, str], ...]:
    """Each language's diminutive endings, longest first, with the plain word's ending."""
    pairs = [pair for lang in LANGS for pair in grammar(lang).get("diminutive_endings", {}).items()]
    return tuple(sorted(pairs, key=lambda pair: -len(pair[0])))


def _is_stem_form(folded: str) -> bool:
    if is_common_word(folded):
        return True
    root = stem(folded)
    if root == folded or root + "s" == folded:
        return False  # no ending, or a bare "s": "kevs" is "Kev's", a name's, not a form of a word
    words = _opening_with(root)
    k = bisect_left(words, root)
    while k < len(words) and words[k].startswith(root):
        if stem(words[k]) == root:
            return True
        k += 1
    return False


def _opening_with(root: str) -> list[str]:
    """The ordinary words in order, at least those that open with `root`: its group, or for a root shorter
    than a group's key every group whose key opens with it (in the keys' order, which is the words')."""
    if len(root) >= _KEY:
        return _group(root[:_KEY])[1]
    return [word for key in sorted(_groups()) if key.startswith(root) for word in _group(key)[1]]
