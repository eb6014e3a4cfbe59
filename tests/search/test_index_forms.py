"""The index stores each rule text as the stems of its content words (`content_stems`), joined through the
build's table of word forms (`IndexForms`): held to the plain definition over every text of the corpus; and a
concept's phrase is in the corpus (`_in_corpus`, the first match) where some document scores for it."""

from __future__ import annotations

from locales.corpus import load_corpus
from parser.rule_search import (
    IndexForms,
    _bm25,
    _in_corpus,
    _phrase,
    content_stems,
    get_index,
    load_lexicon,
    words,
)


def test_each_text_is_stored_as_the_stems_of_its_content_words() -> None:
    forms = IndexForms(load_lexicon().stopwords)
    seen: set[str] = set()
    for text in load_corpus():
        for said in (words(text.title), words(text.text)):
            seen.update(said)
            assert forms.form(said).split() == content_stems(said), text.id
    assert forms.keys() == seen  # the corpus's words, stop words included


def test_the_index_holds_the_stems_its_texts_are_searched_by() -> None:
    index = get_index()
    rows = index.db.execute("SELECT rowid, title, body FROM docs")
    stored = {rowid: (title, body) for rowid, title, body in rows}
    for rowid, text in index.texts.items():  # each text, however many editions repeat it
        title = [] if text.kind in ("part", "example") else content_stems(words(text.title))
        assert stored[rowid][0].split() == title, text.id
        assert stored[rowid][1].split() == content_stems(words(text.text)), text.id
    said = {word for text in load_corpus() for word in (*words(text.title), *words(text.text))}
    assert index.known == said | load_lexicon().vocabulary  # never corrected: the corpus's and lexicon's


def test_a_concept_phrase_is_in_the_corpus_where_some_document_scores_for_it() -> None:
    index, lexicon = get_index(), load_lexicon()
    phrases = {_phrase(content_stems(entry)) for entries in lexicon.entries.values() for entry in entries}
    found = [phrase for phrase in phrases if _in_corpus(index, phrase)]
    assert found and len(found) < len(phrases)  # some are printed in the rules, some only players say
    for phrase in phrases:
        assert _in_corpus(index, phrase) is bool(_bm25(index, (phrase,))), phrase
