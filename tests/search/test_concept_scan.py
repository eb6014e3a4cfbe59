"""A question's concepts are looked for only at the lengths of the lexicon entries its word opens
(`Lexicon.sizes`): held to the plain scan, the longest entry at each place of every length, over every
labelled text in both languages."""

from __future__ import annotations

from parser.rule_search import Lexicon, _concepts, load_lexicon, stem, words
from tests.support.labelled import labelled_texts


def longest_at_each_place(surface: list[str], lexicon: Lexicon, lang: str) -> list[str]:
    """The plain scan: at each place, of the entries of every length that start there, the longest."""
    stems = [stem(w) for w in surface]
    longest = max(len(phrase) for phrase in lexicon.phrases)
    concepts: list[str] = []
    i = 0
    while i < len(stems):
        named = [
            (size, concept)
            for size in range(1, min(longest, len(stems) - i) + 1)
            if (concept := lexicon.phrases.get(tuple(stems[i : i + size])))
            and (size > 1 or surface[i] not in lexicon.stopwords_by_lang[lang])
        ]
        if not named:
            i += 1
            continue
        size, concept = max(named)
        concepts += [concept] if concept not in concepts else []
        i += size
    return concepts


def test_concepts_found_at_their_entries_lengths_as_at_every_length() -> None:
    lexicon = load_lexicon()
    named = 0
    for text in labelled_texts():
        surface = words(text)
        for lang in ("es", "en"):
            found = _concepts(surface, lexicon, lang)
            assert found == longest_at_each_place(surface, lexicon, lang), text
            named += bool(found)
    assert named > 500  # most texts name a concept: the test compares something
