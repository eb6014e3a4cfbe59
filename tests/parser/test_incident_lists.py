"""The incident phrases read back as one string a list (`parser.incident_phrases._lists`) are the lists of
locales/<lang>/incidents.json: each kind, cause and flag names the phrases its file gives it."""

from __future__ import annotations

import json
from typing import Any

from locales.corpus import LOCALES_DIR
from locales.languages import LANGS
from parser import incident_phrases as incidents
from rules_engine.incident import MisdealCause


def _files() -> list[dict[str, Any]]:
    return [json.loads((LOCALES_DIR / lang / "incidents.json").read_text(encoding="utf-8")) for lang in LANGS]


def _written(phrases: list[str], slots: dict[str, list[str]]) -> list[str]:
    return incidents._expand(phrases, slots)


def test_each_kind_names_the_phrases_of_its_file() -> None:
    expected = []
    for data in _files():
        slots = data.get("slots", {})
        for k in data["kinds"]:
            named = k.get("phrases", []) + [p for c in k.get("causes", []) for p in data["causes"][c]]
            companions = [_written(k[key], slots) if key in k else None for key in ("with", "not")]
            expected.append((k["kind"], _written(named, slots), *companions))
    found = [
        (
            entry.kind.value,
            entry.pattern._written(),
            entry.also._written() if entry.also else None,
            entry.unless._written() if entry.unless else None,
        )
        for entry in incidents.lexicon().kinds
    ]
    assert found == expected
    assert any(kind == "four_card_flop" and "salen cinco cartas pegadas" in said for kind, said, *_ in found)


def test_each_cause_and_flag_names_the_phrases_of_both_files() -> None:
    causes: dict[str, list[str]] = {}
    flags: dict[str, list[str]] = {}
    for data in _files():
        slots = data.get("slots", {})
        for name, phrases in data["causes"].items():
            causes.setdefault(name, []).extend(_written(phrases, slots))
        for name, phrases in data["flags"].items():
            flags.setdefault(name, []).extend(_written(phrases, slots))
    known = incidents.lexicon()
    assert {cause: pattern._written() for cause, pattern in known.causes} == {
        MisdealCause(name): said for name, said in causes.items()
    }
    assert {name: pattern._written() for name, pattern in known.flags.items()} == flags
    assert "cartas boca arriba" in [phrase for said in causes.values() for phrase in said]


def test_a_kept_list_is_one_string_that_gives_back_the_files_list() -> None:
    for lang, data in zip(LANGS, _files(), strict=True):
        kept = incidents.built_lists(lang)
        for part in ("causes", "flags"):
            assert all(isinstance(joined, str) for joined in kept[part].values())
            assert {name: incidents._listed(joined) for name, joined in kept[part].items()} == data[part]
        assert [incidents._listed(k.get("not", "")) for k in kept["kinds"]] == [
            k.get("not", []) for k in data["kinds"]
        ]
