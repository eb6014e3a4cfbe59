"""The index stores each rule text as the stems of its content words (`content_stems`), joined through the
build's table of word forms (`IndexForms`): held to the plain definition over every text of the corpus."""

from __future__ import annotations

from locales.corpus import load_corpus
from parser.rule_search import IndexForms, content_stems, get_index, load_lexicon, words


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
    stored = dict(index.db.execute("SELECT rowid, body FROM docs").fetchall())
    for rowid, text in list(index.texts.items())[::50]:
        assert stored[rowid].split() == content_stems(words(text.text)), text.id
    said = {word for text in load_corpus() for word in (*words(text.title), *words(text.text))}
    assert index.known == said | load_lexicon().vocabulary  # never corrected: the corpus's and lexicon's
