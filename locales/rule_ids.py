"""Rule ids valid in the edition cited: the engine cites TDA 2024's numbering under any edition; an edition
that lacks an id (TDA 2019 has no 39-A, a house rulebook numbers its rules its own way) cites the nearest
existing id instead, from the per-edition map in ``rule_id_map.json`` (built by
``scripts/corpus/build_rule_id_map.py``), and the reply says so."""

from __future__ import annotations

import json
from functools import cache
from typing import NamedTuple

from locales.corpus import LOCALES_DIR


class Substitution(NamedTuple):
    """`cited` stands for `missing`, an id the edition does not have."""

    missing: str
    cited: str


@cache
def _map() -> dict[str, dict[str, str]]:
    data: dict[str, dict[str, str]] = json.loads(
        (LOCALES_DIR / "rule_id_map.json").read_text(encoding="utf-8")
    )
    return data


def in_edition(rules: tuple[str, ...], edition: str) -> tuple[tuple[str, ...], tuple[Substitution, ...]]:
    """The rule ids with each id of `edition` the edition lacks replaced by its nearest existing id, and the
    replacements made (ids of other editions, house rules cited by a venue, pass unchanged)."""
    table = _map().get(edition, {})
    prefix = edition + ":"
    out: list[str] = []
    swaps: list[Substitution] = []
    for rule_id in rules:
        local = rule_id[len(prefix) :] if rule_id.startswith(prefix) else None
        cited = table.get(local) if local is not None else None
        if cited is None:
            out.append(rule_id)
            continue
        out.append(cited)
        swaps.append(Substitution(rule_id, cited))
    return tuple(dict.fromkeys(out)), tuple(swaps)
