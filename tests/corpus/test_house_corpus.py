"""The house-rulebook corpus (Garrido 2010, Casino Admiral San Roque) against its sources.

Expected sections, letters and rule numbers are read from the source texts with the small regexes below
(not the build script's parser); the build's known repairs (markers printed apart from their texts) are
checked by the texts they must produce.
"""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from locales.corpus import LOCALES_DIR, Corpus, load_corpus
from tests.support.rulebooks import rulebook_text, run_builder

GARRIDO_SRC = "garrido-2010-es.txt"
SAN_ROQUE_SRC = "casino-admiral-san-roque-es.txt"
HOUSE_FILES = ("garrido-2010", "san-roque")

GARRIDO_HEADING = re.compile(r"^(\d{1,2})\.-[^a-z]+$")  # upper case: annex 1 has "1.-La big blind ..."
ANNEX_HEADING = re.compile(r"^ANEXO (\d)")
SAN_ROQUE_NUMBER = re.compile(r"^(?:- )?(?:\*\*)?(\d{1,2})\.\s")
SAN_ROQUE_LETTER = re.compile(r"^(?:- )?([a-z])[.)]\s")


def source_lines(name: str) -> list[str]:
    return rulebook_text(name).splitlines()


def garrido_body() -> list[str]:
    """The rulebook after its table of contents (the second "1.-GENERAL")."""
    lines = source_lines(GARRIDO_SRC)
    start = [i for i, line in enumerate(lines) if line.strip() == "1.-GENERAL"][1]
    return [line.strip() for line in lines[start:] if line.strip()]


def garrido_expected_ids() -> set[str]:
    ids, section = set(), None
    for line in garrido_body():
        if m := GARRIDO_HEADING.match(line):
            section = m.group(1)
            ids.add(section)
        elif m := ANNEX_HEADING.match(line):
            section = None
            ids.add(f"anexo-{m.group(1)}")
        elif section and (m := re.match(r"([a-z])\)", line)):
            ids.add(f"{section}.{m.group(1)}")
    return ids


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """Only the house files, so that other editions being built at the same time cannot break these tests."""
    root = tmp_path_factory.mktemp("locales")
    (root / "es" / "rules").mkdir(parents=True)
    for name in HOUSE_FILES:
        shutil.copy(LOCALES_DIR / "es" / "rules" / f"{name}.json", root / "es" / "rules")
    return load_corpus(root)


def text(corpus: Corpus, rule_id: str) -> str:
    hit = corpus.get(rule_id, "es")
    assert hit is not None, f"{rule_id} missing"
    return " ".join(hit.text.split())


def test_files_are_house_spanish_official(corpus: Corpus) -> None:
    for name in HOUSE_FILES:
        data = json.loads((LOCALES_DIR / "es" / "rules" / f"{name}.json").read_text(encoding="utf-8"))
        assert (data["edition"], data["lang"], data["house"]) == (name, "es", True)
        assert corpus.editions[name].house
        assert {t.origin for t in corpus.in_edition(name)} == {"official"}


def test_every_garrido_section_letter_and_annex_is_present(corpus: Corpus) -> None:
    expected = garrido_expected_ids()
    assert len([i for i in expected if i.isdigit()]) == 18 and len(expected) > 120
    have = {t.local_id: t for t in corpus.in_edition("garrido-2010")}
    assert expected <= set(have), sorted(expected - set(have))
    lettered = {i for i in have if re.fullmatch(r"\d+\.[a-z]", i)}
    assert lettered <= expected, f"letters not in the source: {sorted(lettered - expected)}"
    for local, t in have.items():
        kind = "annex" if local.startswith("anexo-") else "section" if local.isdigit() else "part"
        assert t.kind == kind, local
        if kind == "part":
            assert t.parent == f"garrido-2010:{local.split('.')[0]}"
            assert t.parent is not None and have[t.parent.split(":")[1]].kind == "section"


def test_garrido_keeps_every_word_of_the_source(corpus: Corpus) -> None:
    """Sections and annexes together hold exactly the words of the body, headings aside: nothing lost or
    invented by the rejoined lines and the moved markers."""
    source = Counter(
        word
        for line in garrido_body()
        if not GARRIDO_HEADING.match(line) and not ANNEX_HEADING.match(line)
        for word in line.split()
    )
    built = Counter(
        word
        for t in corpus.in_edition("garrido-2010")
        if t.kind in ("section", "annex")
        for word in t.text.split()
    )
    assert built == source, (built - source, source - built)


def test_garrido_titles_as_printed(corpus: Corpus) -> None:
    assert corpus.get("garrido-2010:6", "es").title == "Bets (apuestas) y raises (subidas)"
    assert corpus.get("garrido-2010:6.l", "es").title == "Bets (apuestas) y raises (subidas)"
    assert corpus.get("garrido-2010:anexo-1", "es").title == "Aplicación de la regla dead button"


def test_garrido_repaired_markers_get_their_own_texts(corpus: Corpus) -> None:
    # Section 8: "i) j) k) l)" were printed in the middle of h), which goes on after them.
    assert text(corpus, "garrido-2010:8.h").endswith(
        "(aunque puede pedir al dealer que lo esparza) en los juegos No Limit. "
        "El jugador sí que puede pedir el conteo del bote en los juegos Pot Limit."
    )
    assert text(corpus, "garrido-2010:8.i").startswith("Los jugadores no pueden pedir cambio de baraja")
    assert text(corpus, "garrido-2010:8.j").startswith("Cuando hay un jugador all-in")
    assert text(corpus, "garrido-2010:8.l").startswith("Una vez la mano finaliza")
    # Section 18: the four conditions of a deal.
    assert text(corpus, "garrido-2010:18.a") == "Debe estar el torneo en su mesa final."
    assert text(corpus, "garrido-2010:18.d").startswith("Deben seguir jugando por el título")
    # Paragraphs after the letters are rules of their own; a second list stays inside its paragraph.
    assert text(corpus, "garrido-2010:18.p1").startswith("Cualquier pacto que no implique")
    assert "\nb) El resto obtendrá" in corpus.get("garrido-2010:18.p6", "es").text
    assert "\nc) Si el button no hubiera avanzado" in corpus.get("garrido-2010:2.p3", "es").text


def test_every_san_roque_number_is_present(corpus: Corpus) -> None:
    numbers = [
        m.group(1) for line in source_lines(SAN_ROQUE_SRC) if (m := SAN_ROQUE_NUMBER.match(line.strip()))
    ]
    assert numbers == [str(n) for n in range(1, 55)]
    rules = corpus.in_edition("san-roque")
    assert [t.local_id for t in rules if t.kind == "rule"] == numbers
    # each lettered item ("c. Utilizando...", "a) Frente a...") is a part of the rule above it
    letters, number = [], ""
    for line in source_lines(SAN_ROQUE_SRC):
        if m := SAN_ROQUE_NUMBER.match(line.strip()):
            number = m.group(1)
        elif m := SAN_ROQUE_LETTER.match(line.strip()):
            letters.append(f"{number}.{m.group(1)}")
    parts = [t for t in rules if t.kind == "part"]
    assert [t.local_id for t in parts] == letters == ["45.a", "45.b", "45.c", "46.a", "46.b", "53.a", "53.b"]
    assert all(t.parent == f"san-roque:{t.local_id.split('.')[0]}" for t in parts)


def test_san_roque_text_is_clean_and_complete(corpus: Corpus) -> None:
    rules = corpus.in_edition("san-roque")
    for t in rules:
        assert not re.search(r"\*\*|###|<sup>|^- ", t.text + t.title, flags=re.M), t.id
    haystack = " ".join(" ".join(f"{t.title} {t.text}".split()) for t in rules)
    for line in source_lines(SAN_ROQUE_SRC):
        clean = re.sub(r"\s*<sup>(.*?)</sup>", r"\1", line).replace("**", "").replace("#", "")
        clean = re.sub(r"^(?:- )?\d{1,2}\.\s*", "", " ".join(clean.split()))  # the rule number
        if clean and not clean.startswith("Bases y Reglamentos"):
            assert clean[-40:].strip(" .:") in haystack, clean
    assert "a. Poniendo la cantidad total" in corpus.get("san-roque:45", "es").text


def test_no_empty_text_or_title_and_ids_unique(corpus: Corpus) -> None:
    for name in HOUSE_FILES:
        data = json.loads((LOCALES_DIR / "es" / "rules" / f"{name}.json").read_text(encoding="utf-8"))
        ids = [r["id"] for r in data["rules"]]
        assert len(ids) == len(set(ids))
        for r in data["rules"]:
            assert r["text"].strip() and r["title"].strip(), r["id"]
            assert r["text"] == r["text"].strip() and "\n\n" not in r["text"], r["id"]


def test_refs_exist(corpus: Corpus) -> None:
    ids = {t.id for t in corpus}
    refs = {r for t in corpus for r in t.refs}
    assert refs <= ids, sorted(refs - ids)
    assert set(corpus.get("garrido-2010:14.e", "es").refs) == {f"garrido-2010:16.{x}" for x in "efg"}
    assert corpus.get("garrido-2010:anexo-2", "es").refs == ("garrido-2010:14.d",)
    assert corpus.get("garrido-2010:6.c", "es").refs == ("garrido-2010:6.b",)


def tda_2024_numbers() -> set[str]:
    built = LOCALES_DIR / "en" / "rules" / "tda-2024.json"
    if built.is_file():
        rules = json.loads(built.read_text(encoding="utf-8"))["rules"]
        return {r["number"] for r in rules if r["kind"] in ("rule", "rp")}
    lines = source_lines("tda-2024-en.txt")
    return {m.group(1) for line in lines if (m := re.match(r"(\d+|RP-\d+)[:.] \S", line))}


def test_tda_topics_name_existing_tda_2024_rules(corpus: Corpus) -> None:
    numbers = tda_2024_numbers()
    assert {"1", "71", "RP-8", "RP-22"} <= numbers
    for t in corpus:
        assert set(t.tda_topics) <= numbers, (t.id, t.tda_topics)
        assert len(t.tda_topics) == len(set(t.tda_topics)), t.id


@pytest.mark.parametrize(
    ("rule_id", "topics"),
    [
        ("san-roque:19", ["57", "3"]),
        ("san-roque:31", ["20"]),
        ("san-roque:34", ["29"]),
        ("san-roque:38", ["30"]),
        ("san-roque:40", ["36", "35"]),
        ("san-roque:44", ["44"]),
        ("garrido-2010:6.e", ["3"]),
        ("garrido-2010:6.f", ["53"]),
        ("garrido-2010:8.k", ["29"]),
    ],
)
def test_key_topics(corpus: Corpus, rule_id: str, topics: list[str]) -> None:
    assert list(corpus.get(rule_id, "es").tda_topics) == topics


def test_san_roque_facts_a_ruling_relies_on(corpus: Corpus) -> None:
    assert "se tomará como válida la cantidad más baja" in text(corpus, "san-roque:19")
    clock = text(corpus, "san-roque:34")
    for fact in (
        "tendrá un minuto",
        "primeros 50 segundos",
        "últimos 10 segundos",
        "máximo 30 segundos",
        "cuenta atrás de 5 segundos",
        "nunca menos de dos minutos",
    ):
        assert fact in clock, fact
    assert "cuando se reparta la primera carta" in text(corpus, "san-roque:38")
    assert "la ficha indivisible irá a la mano más cercana del botón" in text(corpus, "san-roque:31")


def test_garrido_facts_a_ruling_relies_on(corpus: Corpus) -> None:
    assert text(corpus, "garrido-2010:6.e") == "Golpear levemente la mesa dos veces consecutivas es check."
    oot = text(corpus, "garrido-2010:6.f")
    assert "será vinculante si no hay acción agresiva antes de su turno. No será vinculante si la hay." in oot
    clock = text(corpus, "garrido-2010:8.k")
    assert "transcurridos al menos 2 minutos" in clock
    assert "un minuto extra" in clock and "cuenta atrás de 10 segundos" in clock


def test_ids_resolve_from_what_users_type(corpus: Corpus) -> None:
    assert corpus.resolve("garrido:6.l") == "garrido-2010:6.l"
    assert corpus.resolve("garrido-2010:6 L") == "garrido-2010:6.l"
    assert corpus.resolve("sanroque:34") == "san-roque:34"


def test_committed_files_are_what_the_build_writes(tmp_path: Path) -> None:
    run_builder("build_house.py", tmp_path)
    for name in HOUSE_FILES:
        built = (tmp_path / f"{name}.json").read_text(encoding="utf-8")
        committed = (LOCALES_DIR / "es" / "rules" / f"{name}.json").read_text(encoding="utf-8")
        assert built == committed, f"{name}.json is stale: rerun scripts/corpus/build_house.py"
