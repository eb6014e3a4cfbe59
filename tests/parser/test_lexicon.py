"""Lexicon matching: phrases before words, exact before fuzzy, no fuzzy inside confusable sets."""

import pytest

from parser.amounts import read_amounts
from parser.lexicon import load
from parser.normalize import tokenize


def terms(text: str, lang: str = "es") -> list[tuple[str, str]]:
    return [(t.kind, t.value) for t in load(lang).scan(read_amounts(tokenize(text), lang))]


def actions(text: str, lang: str = "es") -> list[str]:
    return [value for kind, value in terms(text, lang) if kind == "action"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("apuesto", "bet"), ("abre", "open"), ("subo", "raise"), ("resube", "raise"), ("veo", "call"),
        ("ve", "call"), ("voy", "call"), ("va", "call"), ("pago", "call"), ("iguala", "call"),
        ("llama", "call"), ("callea", "call"), ("paso", "check"), ("checkea", "check"),
        ("me retiro", "fold"), ("se tira", "fold"), ("tira las cartas", "fold"), ("foldea", "fold"),
        ("envido", "raise"), ("resto", "all_in"), ("va restado", "all_in"), ("voy con todo", "all_in"),
        ("órdago", "all_in"), ("completo", "complete"), ("bote", "pot"), ("no voy", "fold"),
        ("no va", "fold"), ("va con todo", "all_in"), ("va de resto", "all_in"),
    ],
)  # fmt: skip
def test_spanish_terms(text: str, expected: str) -> None:
    assert actions(text) == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("bet", "bet"), ("raises", "raise"), ("calls", "call"), ("folds", "fold"), ("checks", "check"),
        ("all-in", "all_in"), ("shoves", "all_in"), ("jams", "all_in"), ("ship it", "all_in"),
        ("flats", "call"), ("limps", "call"), ("pot", "pot"), ("min-raise", "min_raise"), ("3-bets", "raise"),
    ],
)  # fmt: skip
def test_english_terms(text: str, expected: str) -> None:
    assert actions(text, "en") == [expected]


def test_future_tense_is_not_a_call() -> None:
    (term,) = load("es").scan(read_amounts(tokenize("voy a subir")))
    assert (term.value, term.entry.tense) == ("raise", "future")


def test_tira_una_ficha_is_a_push_not_a_fold() -> None:
    assert terms("tira una ficha de 5.000")[0] == ("push", "push")
    assert "fold" not in actions("tira una ficha de 5.000")


def test_fuzzy_only_for_long_words_with_a_clear_winner() -> None:
    assert actions("resubbe") == ["raise"]
    assert actions("foldeaa") == ["fold"]
    assert actions("pasao") == []  # close to "paso" and "pago": never guessed
    assert actions("vel") == []  # short words are never fuzzy


def test_upper_case_the_is_texas_holdem_but_the_article_is_not() -> None:
    assert ("game", "nlhe") in terms("THE 50-100", "en")
    assert ("game", "nlhe") not in terms("the button", "en")
    assert ("position", "BTN") in terms("the button", "en")


def test_every_entry_has_region_note_and_terms() -> None:
    import json

    from parser.lexicon import LOCALES

    for lang in ("es", "en"):
        data = json.loads((LOCALES / lang / "lexicon.json").read_text(encoding="utf-8"))
        for entry in data["entries"]:
            assert entry["terms"] and "region" in entry and "note" in entry, entry


def test_short_typos_of_nouns_are_corrected_but_never_of_actions() -> None:
    lexicon = load("es")
    typos = ("seet", "fiha", "blnd", "botn")  # "sat" is a word: "he's sat on 180k"
    assert [lexicon.correction(w) for w in typos] == ["seat", "ficha", "blind", "boton"]
    assert lexicon.correction("sbe") is None  # "sube"? an action word is never guessed below five letters
    assert lexicon.correction("cal") is None


def test_a_swap_of_two_letters_is_corrected_in_longer_words() -> None:
    lexicon = load("es")
    assert lexicon.correction("cieags") == "ciegas"
    assert lexicon.correction("tunr") == "turn"


@pytest.mark.parametrize(
    ("word", "base"),
    [
        ("checaron", "checa"),
        ("pagaron", "pagan"),
        ("subieron", "subo"),
        ("foldearon", "foldean"),
        ("jamming", "jammed"),
    ],
)
def test_an_unlisted_form_of_a_betting_verb_reads_as_the_listed_one(word: str, base: str) -> None:
    assert load("es").correction(word) == base


@pytest.mark.parametrize("word", ["vamos", "ser", "mesa", "pague"])
def test_no_form_is_read_where_the_stem_is_too_short_confusable_or_no_betting_verb(word: str) -> None:
    assert load("es").correction(word) is None
