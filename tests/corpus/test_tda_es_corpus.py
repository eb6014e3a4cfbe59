"""The Spanish TDA corpus (tda-2019, tda-2024, tda-2022): complete, clean, honest about where texts come from.

The 2019 source and the version notes are scanned here with their own small regexes, not the build
script's parser, so a rule the build loses or a changed rule left in 2019 wording shows up.
"""

from __future__ import annotations

import json
import re

import pytest

from locales.corpus import LOCALES_DIR, load_corpus
from tests.support.rulebooks import rulebook_text, run_builder

EDITIONS = ("tda-2019", "tda-2024", "tda-2022")
LATER = ("tda-2024", "tda-2022")
ALLOWED_ORIGINS = {
    "tda-2019": {"official"},
    "tda-2024": {"tda-2019-es", "floorcall-translation"},
    "tda-2022": {"tda-2019-es", "floorcall-translation"},
}
MACHINE_WORDING = re.compile(
    r"(?i)\b(persianas?|cheques?|sementales?|lodo|concesionarios?|decisiones de piso)\b"
)
GLUED_LINK = re.compile(r"\d+[A-ZÁÉÍÓÚ][a-záéíóú]+\.")
# Rules whose substance changed between 2019 and 2022 (comparing the 2019 Spanish with the 2022 English).
CHANGED_2019_TO_2022 = set("2 5 10 10-A 11 11-D 35 35-A 35-D 35-E 39 39-A 39-B 39-D".split())


def rulebook(name: str) -> str:
    return rulebook_text(name)


def records(edition: str, lang: str = "es") -> list[dict]:
    path = LOCALES_DIR / lang / "rules" / f"{edition}.json"
    return json.loads(path.read_text(encoding="utf-8"))["rules"]


def by_id(edition: str) -> dict[str, dict]:
    return {r["id"]: r for r in records(edition)}


def test_2019_has_every_rule_and_rp_of_the_source():
    source = rulebook("tda-2019-es.txt")
    wanted = {f"tda-2019:{n}" for n in re.findall(r"(?m)^(\d+) : ", source)}
    wanted |= {f"tda-2019:RP-{n}" for n in re.findall(r"(?m)^RP(\d+) : ", source)}
    assert len(wanted) == 71 + 14
    assert wanted <= set(by_id("tda-2019"))


def test_2019_has_every_example_of_the_source():
    """Each "Ejemplo N:"/"Situación N:" heading of the source is an example of the same rule."""
    source = rulebook("tda-2019-es.txt")
    wanted = set()
    for number, body in re.findall(r"(?ms)^(\d+) : .*?$(.*?)(?=^\d+ : |^RP\d+ : |\Z)", source):
        for label in re.findall(r"(?m)^Ejemplo ?(\d+(?:-[A-Z])?)\s*[:.]", body):
            wanted.add((number, f"ex-{label}"))
        for label in re.findall(r"(?m)^Situación (\d+):", body):
            wanted.add((number, f"situation-{label}"))
    have = {(r["number"], r["id"].rsplit("/", 1)[1]) for r in records("tda-2019") if r["kind"] == "example"}
    assert len(wanted) > 40
    assert wanted <= have


@pytest.mark.parametrize("edition", LATER)
def test_same_ids_and_structure_as_english(edition):
    english_path = LOCALES_DIR / "en" / "rules" / f"{edition}.json"
    if not english_path.is_file():
        pytest.skip(f"{english_path} does not exist yet")
    shape = ("id", "kind", "number", "part", "parent")
    english = [tuple(r[k] for k in shape) for r in records(edition, "en")]
    spanish = [tuple(r[k] for k in shape) for r in records(edition)]
    assert spanish == english


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_record_has_text_and_title(edition):
    empty = [r["id"] for r in records(edition) if not r["text"].strip() or not r["title"].strip()]
    assert empty == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_no_machine_translation_wording(edition):
    bad = [
        (r["id"], m.group())
        for r in records(edition)
        for m in MACHINE_WORDING.finditer(r["title"] + " " + r["text"])
    ]
    assert bad == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_no_extraction_junk(edition):
    junk = [
        r["id"]
        for r in records(edition)
        if GLUED_LINK.search(r["text"])
        or "Ver también:" in r["text"]
        or "➜" in r["text"]
        or ".." in r["text"]
    ]
    assert junk == []


def test_no_duplicated_paragraphs():
    for edition in EDITIONS:
        for r in records(edition):
            lines = [ln for ln in r["text"].split("\n") if len(ln) > 40]
            assert len(lines) == len(set(lines)), r["id"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_ref_exists(edition):
    ids = set(by_id(edition))
    dangling = [(r["id"], ref) for r in records(edition) for ref in r["refs"] if ref not in ids]
    assert dangling == []


def test_refs_follow_the_text():
    corpus = by_id("tda-2024")
    assert corpus["tda-2024:43-A"]["refs"][:2] == ["tda-2024:45-B", "tda-2024:40-C"]
    assert "tda-2024:45/ex-4-A" in corpus["tda-2024:45/ex-4-B"]["refs"]
    assert "tda-2024:47/ex-1-A" in corpus["tda-2024:47"]["refs"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_origins_are_allowed(edition):
    assert {r["origin"] for r in records(edition)} <= ALLOWED_ORIGINS[edition]


def changed_in_version_notes() -> set[str]:
    """Rule and RP ids the 2022 -> 2024 notes list as changed ("35-C Re-deal: ...", "RP-11 ...")."""
    notes = rulebook("tda-version-notes.txt")
    section = notes.split("== Rule changes 2022 -> 2024", 1)[1].split("\n== ", 1)[0]
    ids = set()
    for line in section.splitlines():
        if m := re.match(r"(\d+(?:-[A-Z])?)\s", line):
            ids |= {m.group(1), m.group(1).split("-")[0]}
        if line.startswith("RP changes"):
            ids |= set(re.findall(r"RP-\d+", line))
    return ids


def test_rules_changed_after_2019_are_translations_in_2024():
    corpus = by_id("tda-2024")
    changed = changed_in_version_notes() | CHANGED_2019_TO_2022
    changed |= {f"RP-{n}" for n in range(15, 23)} | {"RP-15-A", "RP-15-B"}
    assert {"4", "5", "34", "35-C", "54", "56", "71-B", "RP-11"} <= changed
    wrong = sorted(i for i in changed if corpus[f"tda-2024:{i}"]["origin"] != "floorcall-translation")
    assert wrong == []


def test_rules_changed_by_2022_are_translations_in_2022():
    corpus = by_id("tda-2022")
    wrong = sorted(
        i for i in CHANGED_2019_TO_2022 if corpus[f"tda-2022:{i}"]["origin"] != "floorcall-translation"
    )
    assert wrong == []
    # unchanged between 2019 and 2022, changed only in 2024: 2022 keeps the 2019 wording
    assert corpus["tda-2022:56"]["text"] == by_id("tda-2019")["tda-2019:56"]["text"]


@pytest.mark.parametrize("edition", LATER)
def test_reused_texts_are_2019_wording(edition):
    """A record marked tda-2019-es quotes the 2019 text: each line (less its part letter) is found there."""
    official = "\n".join(r["text"] for r in records("tda-2019"))
    not_quoted = [
        (r["id"], line)
        for r in records(edition)
        if r["origin"] == "tda-2019-es"
        for line in r["text"].split("\n")
        if re.sub(r"^[A-H]: ", "", line) not in official
    ]
    assert not_quoted == []


def test_2019_parts_follow_the_english_lettering():
    corpus = by_id("tda-2019")
    assert corpus["tda-2019:45-B"]["text"].startswith("Si no son necesarias todas las fichas")
    assert corpus["tda-2019:11-D"]["text"].endswith("el DT podrá ajustar el equilibrio de mesas.")
    assert corpus["tda-2019:71-B"]["text"].startswith("Se puede penalizar")
    assert "tda-2019:2-A" not in corpus  # rule 2's list of responsibilities is not lettered parts
    assert corpus["tda-2019:2"]["text"].count("\n- ") == 14


def test_loader_reads_spanish_editions():
    corpus = load_corpus(LOCALES_DIR)
    rule = corpus.get("tda-2024:45-A", "es")
    assert rule is not None and rule.lang == "es" and rule.origin == "tda-2019-es"
    assert "es" in corpus.editions["tda-2019"].langs
    assert corpus.resolve("2019:rp5") == "tda-2019:RP-5"


def test_build_reproduces_committed_files(tmp_path):
    run_builder("build_tda_es.py", tmp_path)
    for edition in EDITIONS:
        committed = LOCALES_DIR / "es" / "rules" / f"{edition}.json"
        assert (tmp_path / f"{edition}.json").read_bytes() == committed.read_bytes(), edition
