"""A long text's accents are dropped a usual mark at a time, then any other mark among the characters left
outside ASCII (`parser.normalize._without_marks`): held to dropping every combining character, over every
labelled text, every rule text of the corpus and random texts full of marks of other scripts."""

from __future__ import annotations

import random
import unicodedata

from locales.corpus import load_corpus
from parser.normalize import _without_marks
from tests.support.labelled import labelled_texts


def every_mark_dropped(text: str) -> str:
    return "".join(char for char in text if not unicodedata.combining(char))


def _decomposed(text: str) -> str:
    return unicodedata.normalize("NFKD", text.casefold())


def test_labelled_and_rule_texts_lose_their_marks_as_character_by_character() -> None:
    texts = [*labelled_texts(), *(t.text for t in load_corpus()), *(t.title for t in load_corpus())]
    accented = 0
    for text in map(_decomposed, texts):
        assert _without_marks(text) == every_mark_dropped(text)
        accented += not text.isascii()
    assert accented > 1000  # most Spanish texts have accents: the marks are really dropped


def test_marks_of_other_scripts_and_stray_characters() -> None:
    rng = random.Random(16)
    # acute, tilde, a Cyrillic titlo, a Hebrew point, a combining arrow, a Devanagari sign, "¿", "€", "’", "ñ"
    alphabet = "ab á\u0301\u0303\u0483\u05b0\u20d7\u093c¿€’ñ\u0308e"
    for _ in range(3000):
        text = _decomposed("".join(rng.choices(alphabet, k=rng.randint(0, 90))))
        assert _without_marks(text) == every_mark_dropped(text), ascii(text)
