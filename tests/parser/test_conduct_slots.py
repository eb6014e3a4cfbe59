"""A phrase's slots are filled through one format template per phrase (`parser.slots.filled`, for the conduct
and incident phrases): held to filling each slot in turn, over every phrase of both languages' files and a
few made-up ones."""

from __future__ import annotations

import itertools
import json

import pytest

from locales.corpus import LANGS, LOCALES_DIR
from parser.conduct import _expand
from parser.incident_phrases import _expand as incident_phrases
from parser.slots import SLOT as _SLOT


def each_slot_in_turn(phrase: str, slots: dict[str, list[str]]) -> list[str]:
    names = _SLOT.findall(phrase)
    out = []
    for values in itertools.product(*(slots[n] for n in names)):
        filled = phrase
        for name, value in zip(names, values, strict=True):
            filled = filled.replace("{" + name + "}", value, 1)
        out.append(filled)
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_every_conduct_phrase_filled_as_slot_after_slot(lang: str) -> None:
    data = json.loads((LOCALES_DIR / lang / "conduct.json").read_text(encoding="utf-8"))
    slotted = 0
    for entry in data["topics"]:
        for phrase in entry["phrases"]:
            assert _expand(phrase, data["slots"]) == each_slot_in_turn(phrase, data["slots"]), phrase
            slotted += "{" in phrase
    assert slotted  # the files have slots: the template is exercised


@pytest.mark.parametrize(
    "phrase", ["{a} y {b}", "{a}{a} dos veces", "sin hueco", "} llaves {a} sueltas {", "{a}"]
)
def test_made_up_phrases_filled_as_slot_after_slot(phrase: str) -> None:
    slots = {"a": ["uno", "dos"], "b": ["x", "y", "z"]}
    assert _expand(phrase, slots) == each_slot_in_turn(phrase, slots)


@pytest.mark.parametrize("lang", LANGS)
def test_every_incident_phrase_filled_as_slot_after_slot(lang: str) -> None:
    data = json.loads((LOCALES_DIR / lang / "incidents.json").read_text(encoding="utf-8"))
    lists = [k[key] for k in data["kinds"] for key in ("phrases", "with", "not") if key in k]
    lists += [*data["causes"].values(), *data["flags"].values()]
    slotted = 0
    for phrases in lists:
        plain = [p for phrase in phrases for p in each_slot_in_turn(phrase, data["slots"])]
        assert incident_phrases(phrases, data["slots"]) == plain
        slotted += any("{" in phrase for phrase in phrases)
    assert slotted > 10  # many lists have slots: the template is exercised
