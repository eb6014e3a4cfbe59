"""Build locales/rule_id_map.json: for every edition, the id cited in place of each rule id the engine or a
venue profile can cite that the edition lacks.

TDA 2019 has no lettered parts for 34, 39 or 10 and no RP-15 to RP-22; a house rulebook used as the
edition (``--edition garrido-2010``) numbers its rules its own way. The nearest existing id is, in order:
the id's parent in the same TDA edition ("39-A" -> "39"); for a house rulebook (whose numbers are its own,
so every TDA id is mapped), its most specific rule that covers the TDA number (``tda_topics``); else the
same id in the nearest later TDA edition.

Run: python scripts/corpus/build_rule_id_map.py  (deterministic; a test checks the committed file is current)
"""

from __future__ import annotations

import ast
import json
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rapidfuzz import fuzz  # noqa: E402

from locales.corpus import RuleText, load_corpus  # noqa: E402

OUT = ROOT / "locales" / "rule_id_map.json"
TDA_ORDER = ("tda-2019", "tda-2022", "tda-2024")  # older to newer
_LOCAL_ID = re.compile(r"^(RP-\d+(-[A-Z])?|\d{1,2}(-[A-Z])?)$")
# Specific house rules first: a lettered part, then a rule, then a whole section or annex.
_KIND_ORDER = {"part": 0, "rule": 1, "annex": 2, "section": 3}


def citable_ids() -> list[str]:
    """Every TDA-numbered id the engine's source or a venue profile names (house ids carry their edition)."""
    found: set[str] = set()
    for path in sorted((ROOT / "rules_engine").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and _LOCAL_ID.match(node.value):
                found.add(node.value)
    for path in sorted((ROOT / "bot" / "venues").glob("*.toml")):
        house = tomllib.loads(path.read_text(encoding="utf-8")).get("policy", {}).get("house", {})
        found.update(k for k in house.get("cites", {}) if _LOCAL_ID.match(k))
        found.update(v for v in house.values() if isinstance(v, str) and _LOCAL_ID.match(v))
    return sorted(found, key=_sort_key)


def _sort_key(local: str) -> tuple[int, int, str]:
    m = re.match(r"(RP-)?(\d+)(.*)", local)
    assert m is not None
    return (1 if m.group(1) else 0, int(m.group(2)), m.group(3))


def _parent(local: str) -> str | None:
    return local.rsplit("-", 1)[0] if re.search(r"\d-[A-Z]$", local) else None


def _house_rule(local: str, texts: list[RuleText], tda_title: str) -> str | None:
    """The house rule that covers TDA rule `local` (by its number, "RP-5-B" -> "RP-5"): the most specific,
    then the one whose title is nearest the TDA rule's."""
    number = re.match(r"(RP-)?\d+", local)
    assert number is not None
    covering = [t for t in texts if number.group() in t.tda_topics]
    covering.sort(key=lambda t: (_KIND_ORDER.get(t.kind, 9), -fuzz.token_set_ratio(t.title, tda_title)))
    return covering[0].id if covering else None


def nearest(edition: str, local: str) -> str:
    corpus = load_corpus()
    if corpus.editions[edition].house:
        texts = [t for t in corpus.in_edition(edition) if t.lang == "es"]
        base = corpus.get(f"{TDA_ORDER[-1]}:{re.sub(r'-[A-Z]$', '', local)}", "es")
        house = _house_rule(local, texts, base.title if base else "")
        if house is not None:
            return house
    else:
        ids = set(corpus.ids(edition))
        step: str | None = local
        while step is not None:
            if f"{edition}:{step}" in ids:
                return f"{edition}:{step}"
            step = _parent(step)
    later = TDA_ORDER[TDA_ORDER.index(edition) + 1 :] if edition in TDA_ORDER else TDA_ORDER[::-1]
    for other in later:
        if f"{other}:{local}" in set(corpus.ids(other)):
            return f"{other}:{local}"
    raise LookupError(f"no edition has {local}")


def build() -> dict[str, dict[str, str]]:
    corpus = load_corpus()
    out: dict[str, dict[str, str]] = {}
    for edition in sorted(corpus.editions):
        ids = set(corpus.ids(edition))
        # A house rulebook's numbers are its own (Garrido's 3 is about dead hands): every TDA id is mapped.
        house = corpus.editions[edition].house
        missing = [local for local in citable_ids() if house or f"{edition}:{local}" not in ids]
        out[edition] = {local: nearest(edition, local) for local in missing}
    return out


def render(data: dict[str, dict[str, str]]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


if __name__ == "__main__":
    OUT.write_text(render(build()), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
