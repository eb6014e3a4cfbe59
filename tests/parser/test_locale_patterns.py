"""Patterns whose words live in the locales (`parser.locale_patterns`): each slot written out from both
languages' data, the longest words first, a slot with no words matching nothing."""

from __future__ import annotations

import re

import pytest

import parser.incident_phrases as incident_phrases
import parser.incidents as incidents
from parser.locale_patterns import LocaleWords, locale_words
from parser.patterns import LazyPattern


def _incident_patterns() -> list[tuple[str, LazyPattern]]:
    found = [
        (name, value)
        for module in (incidents, incident_phrases)
        for name, value in vars(module).items()
        if isinstance(value, LazyPattern)
    ]
    for slot in ("small_blind", "big_blind"):
        found += [(f"blind {slot} {k}", p) for k, p in enumerate(incidents._blind_patterns(slot))]
    return found


@pytest.mark.parametrize(("name", "pattern"), _incident_patterns())
def test_every_incident_pattern_is_written_out_from_the_data(name: str, pattern: LazyPattern) -> None:
    pattern.search("")  # compiles it: a slot the data lacks raises KeyError, a bad word re.error
    source = pattern._source if isinstance(pattern._source, str) else pattern._source()
    assert "{" not in re.sub(r"\{\d+(?:,\d*)?\}", "", source), name  # every slot filled


def test_both_languages_in_one_slot_once_each() -> None:
    words = locale_words("incident_words").words("dealer")
    assert {"dealer", "crupier"} <= set(words)
    assert len(words) == len(set(words))


def test_longest_words_first() -> None:
    words = LocaleWords({"time": ("un", "un minuto y medio")}, {})
    assert re.match(words.fill(r"{time}"), "un minuto y medio").group() == "un minuto y medio"
    assert incidents._thinking("lleva un minuto y medio pensando", 0) == 90
    assert incidents._thinking("after a minute and a half in the tank", 0) == 90


def test_a_slot_with_no_words_matches_nothing() -> None:
    words = LocaleWords({"none": ()}, {})
    assert re.search(words.fill(r"a{none}b"), "ab") is None
    assert re.search(words.fill(r"{none}"), "anything") is None


def test_a_slot_the_data_lacks_is_an_error() -> None:
    with pytest.raises(KeyError):
        LocaleWords({}, {}).fill("{missing}")


def test_maps_give_the_words_their_values() -> None:
    assert incidents._WORD_NUMBERS["cuatro"] == 4 and incidents._WORD_NUMBERS["four"] == 4
    assert incidents._seat_number("seis") == "6" and incidents._seat_number("nine") == "9"
    assert incidents._SAID_ACTIONS["me tiro"] == incidents.Action.FOLD
