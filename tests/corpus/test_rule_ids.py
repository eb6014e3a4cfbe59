"""Rule ids valid in the edition cited: every id the engine or a venue can cite exists, or is replaced by
the nearest existing id, in every edition and under every venue, and the reply says when it was."""

from __future__ import annotations

import dataclasses
import importlib.util
import json

import pytest

from bot.ask import answer
from bot.venues import load_venues
from locales.corpus import LOCALES_DIR, load_corpus
from locales.rule_ids import in_edition
from rules_engine.policy import HouseRules

REPO = LOCALES_DIR.parent
_spec = importlib.util.spec_from_file_location(
    "build_rule_id_map", REPO / "scripts/corpus/build_rule_id_map.py"
)
assert _spec is not None and _spec.loader is not None
builder = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(builder)

EDITIONS = sorted(load_corpus().editions)


def test_the_committed_map_is_what_the_builder_writes() -> None:
    committed = (LOCALES_DIR / "rule_id_map.json").read_text(encoding="utf-8")
    assert committed == builder.render(builder.build()), "rerun scripts/corpus/build_rule_id_map.py"


def test_the_engine_cites_rules_missing_from_older_editions() -> None:
    cited = builder.citable_ids()
    assert {"39-A", "35-A", "RP-5-B", "20-A", "45-A"} <= set(cited)  # the collector sees the engine's ids


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_citable_id_exists_in_every_edition(edition: str) -> None:
    ids = set(load_corpus().ids())
    for local in builder.citable_ids():
        (cited,), _ = in_edition((f"{edition}:{local}",), edition)
        assert cited in ids, (edition, local, cited)


@pytest.mark.parametrize("venue", sorted(load_venues()))
def test_every_house_rule_a_venue_cites_exists(venue: str) -> None:
    ids = set(load_corpus().ids())
    house = load_venues()[venue].policy.house
    rules = [getattr(house, f.name) for f in dataclasses.fields(HouseRules) if f.name.endswith("_rule")]
    named = [rule_id for rule_id in rules if rule_id is not None]  # a knob the venue leaves unset names none
    named += [h for _, h in house.cites]
    for edition in EDITIONS:
        for rule_id in named:
            full = rule_id if ":" in rule_id else f"{edition}:{rule_id}"
            (cited,), _ = in_edition((full,), edition)
            assert cited in ids, (venue, edition, rule_id, cited)


def test_a_house_rulebook_never_cites_its_own_unrelated_number_for_a_tda_rule() -> None:
    table = json.loads((LOCALES_DIR / "rule_id_map.json").read_text(encoding="utf-8"))
    assert table["garrido-2010"]["3"] != "garrido-2010:3"  # Garrido 3 is about dead hands, TDA 3 terminology
    assert table["garrido-2010"]["29"] == "garrido-2010:8.k"  # its clock rule


@pytest.mark.parametrize(
    ("text", "missing", "cited"),
    [
        ("flop de cuatro cartas", "tda-2019:39-A", "tda-2019:39"),
        ("the dealer put out a four card flop", "tda-2019:39-A", "tda-2019:39"),
    ],
)
def test_tda_2019_cites_the_rule_it_has_and_says_so(text: str, missing: str, cited: str) -> None:
    result = answer(text, edition="tda-2019").result
    assert cited in result["rules"] and missing not in result["rules"]
    assert f"nearest_rule:missing={missing},cited={cited}" in result["assumption_codes"]
    assert missing in result["reply"] and cited in result["reply"]


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 100-200, el 3 sube a 600 y el 5 pone una ficha de 1000 callado",
        "Blinds 100-200, seat 3 raises to 600 and seat 5 silently puts in a single 1000 chip",
    ],
)
def test_a_house_rulebook_as_the_edition_cites_its_own_rule_on_the_point(text: str) -> None:
    result = answer(text, edition="garrido-2010").result
    assert result["ruling"]["action"] == "call"
    assert result["rules"][0] == "garrido-2010:6.i"  # overchips, Garrido's 6.i (TDA 44)
    assert all(r in set(load_corpus().ids()) for r in result["rules"])
