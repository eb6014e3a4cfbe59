"""Completeness of the English TDA corpus against its source rulebooks.

The source is scanned here with its own small regexes (not the build script's parser), so a rule, part
or addendum example the build loses or invents shows up as a difference.
"""

from __future__ import annotations

import json
import re

import pytest

from locales.corpus import LOCALES_DIR, RuleText, load_corpus
from tests.support.rulebooks import rulebook_text, run_builder

SOURCES = {"tda-2024": "tda-2024-en.txt", "tda-2022": "tda-2022-en.txt"}
EDITIONS = sorted(SOURCES)


def source_text(edition: str) -> str:
    return rulebook_text(SOURCES[edition])


def source_zones(edition: str) -> list[str]:
    """[rules, RPs, addendum]: each long-form part opens with the 'POKER TOURNAMENT DIRECTORS ASS' box."""
    blocks = re.split(r"(?m)^POKER TOURNAMENT DIRECTORS ASS.*$", source_text(edition))[1:]
    return blocks + [""] * (3 - len(blocks))


def numbered_ids(block: str, header: str, prefix: str) -> set[str]:
    """Ids of numbered items and their lettered parts ("A: ", "B. " or inline "A) ") in one zone."""
    heads = list(re.finditer(header, block, flags=re.M))
    ids = set()
    ends = [h.start() for h in heads[1:]] + [len(block)]
    for head, end in zip(heads, ends, strict=False):  # no heads: nothing to pair
        body = block[head.end() : end]
        item = f"{prefix}{int(head.group(1))}"
        letters = re.findall(r"(?m)^([A-Z])[:.]\s", body) + re.findall(r"(?<![\w(])([A-Z])\)\s", body)
        ids |= {item} | {f"{item}-{letter}" for letter in letters}
    return ids


def addendum_ids(block: str) -> set[str]:
    ids, target = set(), None
    for line in block.splitlines():
        if m := re.match(r"Rule (\d+(?:-[A-Z])?)\b", line):
            target = m.group(1)
        elif m := re.match(r"(Example|Situation)\s*(\d+(?:-[A-Z])?)?\s*[:.]", line):
            kind = "situation" if m.group(1) == "Situation" else "ex"
            ids.add(f"{target}/{kind}-{m.group(2) or '1'}")
        elif m := re.match(r"(\d+-[A-Z]):", line):
            ids.add(f"{target}/ex-{m.group(1)}")
    return ids


def corpus_texts(edition: str) -> list[RuleText]:
    texts = load_corpus().in_edition(edition, "en")
    assert texts, f"no English texts for {edition} under {LOCALES_DIR}"
    return texts


def local_ids(edition: str, kinds: tuple[str, ...]) -> set[str]:
    return {t.local_id for t in corpus_texts(edition) if t.kind in kinds}


@pytest.mark.parametrize("edition", EDITIONS)
def test_rules_and_parts_match_the_source(edition):
    rules, rps, _ = source_zones(edition)
    expected = numbered_ids(rules, r"^(\d{1,2}): ", "") | numbered_ids(rps, r"^RP-(\d+)[.:] ", "RP-")
    assert {str(n) for n in range(1, 72)} <= expected, "source scan found fewer than rules 1-71"
    assert local_ids(edition, ("rule", "rp", "part")) == expected


def test_2024_has_all_recommended_procedures():
    assert {f"RP-{n}" for n in range(1, 23)} <= local_ids("tda-2024", ("rp",))


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_addendum_label_is_in_the_corpus(edition):
    expected = addendum_ids(source_zones(edition)[2])
    present = local_ids(edition, ("example",))
    assert expected <= present
    # What the corpus has beyond the labels is only explanatory text of a section.
    assert all(x.endswith("/addendum") for x in present - expected)
    if edition == "tda-2024":
        assert len(expected) > 40


@pytest.mark.parametrize("edition", EDITIONS)
def test_no_empty_text_or_title(edition):
    empty = [t.id for t in corpus_texts(edition) if not t.text.strip() or not t.title.strip()]
    assert empty == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_ref_exists_in_the_same_edition(edition):
    ids = {t.id for t in corpus_texts(edition)}
    dangling = [(t.id, r) for t in corpus_texts(edition) for r in t.refs if r not in ids]
    assert dangling == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_no_duplicate_ids(edition):
    # The loader keys texts by id, so duplicates would vanish there: read the file itself.
    data = json.loads((LOCALES_DIR / "en" / "rules" / f"{edition}.json").read_text(encoding="utf-8"))
    ids = [r["id"] for r in data["rules"]]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("edition", EDITIONS)
def test_parts_and_examples_hang_from_existing_rules(edition):
    corpus = load_corpus()
    for t in corpus_texts(edition):
        if t.kind not in ("part", "example"):
            assert t.parent is None, t.id
            continue
        parent = corpus.get(t.parent, "en")
        assert parent is not None and parent.edition == edition, t.id
        if t.kind == "part":
            assert t.id == f"{t.parent}-{t.part}" and parent.kind in ("rule", "rp"), t.id
            assert t.text in parent.text, t.id
            assert f"\n{t.part}: " in f"\n{parent.text}", f"{t.id}: its line in the rule text"


@pytest.mark.parametrize("edition", EDITIONS)
def test_titles_are_clean(edition):
    for t in corpus_texts(edition):
        assert t.title == t.title.strip() and not t.title.endswith("."), t.id
        assert not re.match(r"(Rule |RP-)?\d", t.title), t.id


@pytest.mark.parametrize("edition", EDITIONS)
def test_no_section_headings_or_furniture_in_texts(edition):
    furniture = (
        "Play: Bets",
        "Etiquette and Penalties",
        "Etiquette & Penalties",
        "Dealing Rules",
        "POKER TOURNAMENT",
        "Recommended Procedures and Illustration Addendum: See",
    )
    leaked = [(t.id, f) for t in corpus_texts(edition) for f in furniture if f in t.text]
    assert leaked == []


def test_tricky_splits_of_2024():
    c = load_corpus()

    def text(local: str) -> str:
        hit = c.get(f"tda-2024:{local}", "en")
        assert hit is not None, local
        return hit.text

    assert text("5-B") == "Phones and other devices may not rest on the table."  # printed "B." not "B:"
    assert text("20-D") == "Deleted 2022."  # inline "D) Deleted 2022."
    assert "\n1. Discuss contents" in text("67") and c.get("tda-2024:67-A", "en") is None
    assert "Fouled decks. If 2 or more" in text("35-E")
    assert text("45/addendum").startswith("“A: If facing a bet")
    assert "D goes all in for 200 total" in text("47/ex-1") and "\n" in text("47/ex-1")
    assert text("46/situation-1").count("\n") == 3
    assert text("47/ex-1-A").startswith("At the end of Example 1 above")  # label not repeated in the text
    assert c.get("tda-2024:53-B/addendum", "en").parent == "tda-2024:53-B"
    assert c.get("tda-2024:40-A/ex-1", "en").parent == "tda-2024:40-A"


def test_cross_references_resolve_to_rules_parts_rps_and_examples():
    c = load_corpus()

    def refs(local: str) -> tuple[str, ...]:
        return c.get(f"tda-2024:{local}", "en").refs

    assert refs("36") == ("tda-2024:35-D", "tda-2024:53-B")
    assert refs("58") == ("tda-2024:15-B",)
    assert refs("39-C") == ("tda-2024:RP-5",)  # "see Recommended Procedure 5"
    assert {f"tda-2024:{n}" for n in range(41, 46)} <= set(refs("46-C"))  # "rules 41-45"
    assert "tda-2024:45/ex-1-B" in refs("45")  # "See Addendum"
    assert "tda-2024:43/ex-2" in refs("47/ex-2")  # "Rule 43, Example 2 in Illustration Addendum"
    assert refs("53-A") == ("tda-2024:53-A/ex-1", "tda-2024:53-A/ex-2")
    assert refs("10-B") == ("tda-2024:10/addendum",)


def test_committed_files_are_what_the_build_writes(tmp_path):
    run_builder("build_tda_en.py", tmp_path)
    for edition in EDITIONS:
        built = (tmp_path / f"{edition}.json").read_text(encoding="utf-8")
        committed = (LOCALES_DIR / "en" / "rules" / f"{edition}.json").read_text(encoding="utf-8")
        assert built == committed, f"{edition}.json is stale: rerun scripts/corpus/build_tda_en.py"
