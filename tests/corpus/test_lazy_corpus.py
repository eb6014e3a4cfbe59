"""The corpus reads a file (one edition in one language) when first asked (issue 16, start-up): what it
answers is what the whole corpus read at once answers."""

from __future__ import annotations

import json

from locales.corpus import LOCALES_DIR, Corpus, load_corpus
from locales.languages import LANGS


def _fresh() -> Corpus:
    return Corpus(dict(load_corpus().files))


def test_a_file_is_named_after_its_edition_and_its_ids_name_it() -> None:
    """What `Corpus.get` rests on: the edition a rule id names is the file that holds it."""
    files = load_corpus().files
    assert len(files) == sum(1 for lang in LANGS for _ in (LOCALES_DIR / lang / "rules").glob("*.json"))
    for (edition, lang), path in files.items():
        data = json.loads(path.read_text(encoding="utf-8"))
        assert (data["edition"], data["lang"]) == (edition, lang)
        assert data["rules"] and all(rule["id"].startswith(f"{edition}:") for rule in data["rules"])


def test_each_text_read_alone_is_the_one_read_with_all() -> None:
    whole = _fresh().texts
    assert len(whole) > 1000
    for (rule_id, lang), found in whole.items():
        alone = _fresh()
        assert alone.get(rule_id, lang) == found
        assert len(alone._read) == 1  # its own file only
    other = {lang: next(code for code in LANGS if code != lang) for lang in LANGS}
    house = [(rule_id, lang) for rule_id, lang in whole if (rule_id, other[lang]) not in whole]
    assert house  # house rules are Spanish only: asked in English, the Spanish text
    for rule_id, lang in house:
        assert _fresh().get(rule_id, other[lang]) == whole[rule_id, lang]
    assert _fresh().get("tda-2024:999", "es") is None and _fresh().get("45", "en") is None


def test_editions_are_known_before_any_file_is_read() -> None:
    corpus = _fresh()
    corpus.check_edition("san-roque")
    assert not corpus._read
    assert corpus.resolve("tda-2019:45") == "tda-2019:45"
    assert set(corpus._read) == {("tda-2019", "es")}  # the edition's own file, not the others
    assert sorted(corpus.editions) == sorted(corpus.edition_ids)
    assert corpus.editions["tda-2024"].langs == tuple(sorted(LANGS))
    assert corpus.editions["san-roque"].house and corpus.editions["san-roque"].langs == ("es",)


def test_a_report_reads_only_the_files_of_the_rules_it_cites() -> None:
    from bot.ask import answer

    load_corpus.cache_clear()
    try:
        done = answer("Ciegas 250-500. UTG sube a 1.100 y UTG+1 pone una de mil y una de quinientos")
        assert done.result["rules"] and all(r.startswith("tda-2024:") for r in done.result["rules"])
        assert set(load_corpus()._read) == {("tda-2024", "es")}
    finally:
        load_corpus.cache_clear()


def test_a_venue_file_is_named_after_its_venue_and_read_when_asked() -> None:
    from bot.venues import _read_venue, _venue_files, get_venue, load_venues

    venues = load_venues()
    assert len(venues) >= 3 and all(venue.id == venue_id for venue_id, venue in venues.items())
    _read_venue.cache_clear()
    try:
        assert get_venue(" San-Roque ") == venues["san-roque"]
        assert _read_venue.cache_info().currsize == 1  # that venue's file alone
        assert get_venue(None).id == "tda"
    finally:
        _read_venue.cache_clear()
    assert sorted(_venue_files()) == sorted(venues)
