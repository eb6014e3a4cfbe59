"""A question's concepts are looked for only at the lengths of the lexicon entries its word opens
(`Lexicon.sizes`): held to the plain scan, every length from the longest entry's down, over every labelled
text in both languages."""

from __future__ import annotations

from parser.rule_search import Lexicon, _concepts, load_lexicon, stem, words
from tests.support.labelled import labelled_texts


def every_length(surface: list[str], lexicon: Lexicon, lang: str) -> list[str]:
    longest = max(len(phrase) for phrase in lexicon.phrases)
    stems = [stem(w) for w in surface]
    concepts: list[str] = []
    i = 0
    while i < len(stems):
        for size in range(min(longest, len(stems) - i), 0, -1):
            concept = lexicon.phrases.get(tuple(stems[i : i + size]))
            if concept and (size > 1 or surface[i] not in lexicon.stopwords_by_lang[lang]):
                if concept not in concepts:
                    concepts.append(concept)
                i += size
                break
        else:
            i += 1
    return concepts


def test_concepts_found_at_their_entries_lengths_as_at_every_length() -> None:
    lexicon = load_lexicon()
    named = 0
    for text in labelled_texts():
        surface = words(text)
        for lang in ("es", "en"):
            found = _concepts(surface, lexicon, lang)
            assert found == every_length(surface, lexicon, lang), text
            named += bool(found)
    assert named > 500  # most texts name a concept: the test compares something
