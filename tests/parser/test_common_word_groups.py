"""The ordinary words kept in groups by their first letters (parser/common_words.py) answer as the whole set
of both languages' listed words does, and their ranks as each language's whole table of ranks: a process
splits only the groups it asks about."""

from __future__ import annotations

from bisect import bisect_left

import pytest

from locales.languages import LANGS
from parser.common_words import (
    _groups,
    _opening_with,
    frequency_ranks,
    is_common_form,
    is_common_word,
    misspelt_common_words,
    rank_of,
)
from parser.inflection import stem

LISTED = frozenset().union(*map(frequency_ranks, LANGS)) - {""}
ORDERED = sorted(LISTED)


def test_every_listed_word_is_in_its_group_and_nothing_else_is() -> None:
    assert all(map(is_common_word, LISTED))
    assert sum(len(group.split("\n")) for group in _groups().values()) == len(LISTED)
    unlisted = {word + "q" for word in ORDERED[::97]} | {"", "plonks", "zzxq"}
    assert not any(is_common_word(word) for word in unlisted - LISTED)


def _plainly_opening_with(root: str) -> list[str]:
    """The listed words that open with `root`, in order, found in the whole sorted list."""
    k = bisect_left(ORDERED, root)
    found = []
    while k < len(ORDERED) and ORDERED[k].startswith(root):
        found.append(ORDERED[k])
        k += 1
    return found


def test_the_words_opening_with_a_stem_are_those_of_the_whole_list() -> None:
    """Roots of one letter (several groups), of two (one group) and the stems of listed words."""
    roots = {word[:1] for word in ORDERED} | {word[:2] for word in ORDERED[::13]}
    roots |= {stem(word) for word in ORDERED[::7]} | {"", "zzx"}
    for root in roots:
        found = [word for word in _opening_with(root) if word.startswith(root)]
        assert found == _plainly_opening_with(root), root


@pytest.mark.parametrize(
    ("word", "ordinary"),
    [
        ("devolvimos", True),  # a form of "devolver"
        ("calladito", True),  # a diminutive of "callado"
        ("shoving", True),
        ("recontamos", False),  # "recontar" is rare too
        ("kevs", False),  # a name's, not a form of a word
    ],
)
def test_a_form_of_an_ordinary_word_is_ordinary(word: str, ordinary: bool) -> None:
    assert is_common_form(word) is ordinary


def test_a_misspelt_ordinary_word_is_found_in_either_language() -> None:
    assert "before" in misspelt_common_words("befor")
    assert "already" in misspelt_common_words("alredy")
    assert "siguiente" in misspelt_common_words("siguinte")
    assert misspelt_common_words("befor") == frozenset(
        word
        for word in {"befor"[:k] + "befor"[k + 1 :] for k in range(5)}
        | {"befor"[:k] + c + "befor"[k:] for k in range(6) for c in "abcdefghijklmnopqrstuvwxyz"}
        if word in LISTED
    )


@pytest.mark.parametrize("lang", LANGS)
def test_each_word_is_ranked_by_its_group_as_by_the_whole_table(lang: str) -> None:
    """Every listed word of either language (the other language's words are mostly unranked here), the
    first and last of the table, and words no list holds."""
    ranks = frequency_ranks(lang)
    asked = LISTED | {next(iter(ranks)), list(ranks)[-1], "", "q", "zzxq", "plonks", "ñandú", "sube y"}
    got = {word: rank_of(lang, word, -1) for word in asked}
    assert got == {word: ranks.get(word, -1) for word in asked}
    assert rank_of(lang, "zzxq", 10**9) == 10**9  # the caller's rank for an unlisted word
