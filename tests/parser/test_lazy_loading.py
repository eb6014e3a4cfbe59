"""What a process builds only when a report first needs it (issue 16, start-up) is what it would have built
at once: the incident phrase lists, checked and indexed when first asked."""

from __future__ import annotations

import pytest

from parser.incident_phrases import _WORD, _pattern, _Phrases, lexicon


def _every_list() -> list[_Phrases]:
    known = lexicon()
    lists = [k.pattern for k in known.kinds] + [k.also for k in known.kinds if k.also is not None]
    lists += [k.unless for k in known.kinds if k.unless is not None]
    return lists + [phrases for _, phrases in known.causes] + list(known.flags.values())


def test_every_incident_phrase_starts_and_ends_with_a_word() -> None:
    """The check a list now makes when first asked, made over every list of both files."""
    lists = _every_list()
    assert len(lists) > 200
    for phrases in lists:
        indexed = phrases._by_first  # raises on a phrase that does not start and end with a word
        assert indexed and phrases.firsts == frozenset(indexed)
        for first, group in indexed.items():
            assert all(_WORD.match(phrase).group() == first for phrase in group)  # type: ignore[union-attr]
            assert [len(p) for p in group] == sorted((len(p) for p in group), reverse=True)


def test_a_list_opens_with_the_words_its_folded_phrases_open_with() -> None:
    """`firsts` (read from the phrases cut at their first space) is what the index keys: a word with an
    apostrophe or an accent opens with its first run of word characters."""
    listed = "\n".join(["Player's hand {x}", "sacó el turn", "ÁS visto"])  # a list as `_lists` keeps it
    phrases = _pattern((listed, {"x": ["is dead", "folds"]}))
    assert phrases.firsts == {"player", "saco", "as"}
    assert phrases.firsts == frozenset(phrases._by_first)


@pytest.mark.parametrize("bad", [" leading space", "ends with a mark.", "¿pregunta", ""])
def test_a_phrase_that_is_not_whole_words_is_refused_when_its_list_is_read(bad: str) -> None:
    phrases = _pattern(("\n".join(["fine words", bad]), {}))
    with pytest.raises(ValueError, match="incident phrase"):
        phrases._by_first  # noqa: B018
