"""Accuracy of `ask` on a labelled JSONL file: per contract field and per group of reports.

A row holds the report ("text", optional "venue"/"edition"/"lang" hints as for --jsonl) and the expected
contract fields it cares about: "lang", "intent", "ruling" (any of its sub-fields), "floor", "floor_reason",
"rules", "confidence". A report is fully right when every expected field matches. It is *confident wrong*
when it is not, yet the answer was stated as certain: a ruling with an action or a decision, no floor
flag and no question — the answer that misleads a dealer. "rules" lists the rules a ruling must
cite: they must all be cited (more may be, in any order); a cited part or example ("tda-2024:17-A")
answers an expected whole rule ("tda-2024:17").
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from bot.ask import answer
from parser.grammar import words

TOP_FIELDS = ("lang", "intent", "floor", "floor_reason", "rules", "confidence")


@dataclass
class Outcome:
    id: str
    group: str
    wrong: dict[str, tuple[Any, Any]]  # field -> (expected, got)
    confident: bool = False  # stated as certain: an action or decision, no floor flag, no question


@dataclass
class Scores:
    outcomes: list[Outcome] = field(default_factory=list)
    field_hits: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    field_counts: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    @property
    def confident_wrong(self) -> int:
        return sum(bool(o.wrong) and o.confident for o in self.outcomes)

    @property
    def fully_right(self) -> float:
        return sum(not o.wrong for o in self.outcomes) / len(self.outcomes) if self.outcomes else 0.0

    def by_group(self) -> dict[str, tuple[int, int]]:
        groups: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for o in self.outcomes:
            groups[o.group][0] += not o.wrong
            groups[o.group][1] += 1
        return {g: (right, total) for g, (right, total) in sorted(groups.items())}

    def by_field(self) -> dict[str, tuple[int, int]]:
        return {f: (self.field_hits[f], self.field_counts[f]) for f in sorted(self.field_counts)}


def _covers(cited: str, expected: str) -> bool:
    """A part answers its rule: "tda-2024:17-A", "tda-2024:45/ex-1" and a house part "garrido-2010:2.p4"."""
    return cited == expected or cited.startswith((expected + "-", expected + "/", expected + "."))


def _rules_match(expected: list[str], got: list[str]) -> bool:
    return all(any(_covers(g, e) for g in got) for e in expected)


def compare(row: dict[str, Any], result: dict[str, Any]) -> dict[str, tuple[Any, Any]]:
    """Fields of ``row`` whose expected value ``result`` does not give: field -> (expected, got)."""
    wrong: dict[str, tuple[Any, Any]] = {}
    for name in TOP_FIELDS:
        if name not in row:
            continue
        expected, got = row[name], result.get(name)
        ok = _rules_match(expected, got or []) if name == "rules" else expected == got
        if not ok:
            wrong[name] = (expected, got)
    if isinstance(row.get("ruling"), dict):
        got_ruling = result.get("ruling") or {}
        for key, expected in row["ruling"].items():
            got = got_ruling.get(key)
            if _same(key, expected, got):
                continue
            both_lists = isinstance(expected, list) and isinstance(got, list)
            wrong[f"ruling.{key}"] = (sorted(expected) if key == "options" and both_lists else expected, got)
    return wrong


def _same(key: str, expected: Any, got: Any) -> bool:
    if key == "options" and isinstance(expected, list) and isinstance(got, list):
        return sorted(expected) == sorted(got)  # a set of choices: order says nothing
    if key == "seat" and isinstance(expected, str) and isinstance(got, str):
        return _player(expected) == _player(got)  # "el flaco", "Flaco": one player
    return bool(expected == got)


def _player(name: str) -> str:
    """A player's name without case or the article a nickname is said with ("el Gordo" is "Gordo")."""
    first, _, rest = name.casefold().partition(" ")
    return rest if rest and first in words("articles") else name.casefold()


def is_confident(result: dict[str, Any]) -> bool:
    """An answer given as certain: a ruling that states an action or a decision, with no floor flag and no
    question that could change it (the gate's ``confidence``; without one, no question at all)."""
    ruling = result.get("ruling") or {}
    acts = ruling.get("action") is not None or ruling.get("decision") is not None
    if "confidence" in result:
        return acts and not result.get("floor") and result["confidence"] == "certain"
    return acts and not result.get("floor") and not result.get("questions")


def expected_fields(row: dict[str, Any]) -> list[str]:
    names = [n for n in TOP_FIELDS if n in row]
    if isinstance(row.get("ruling"), dict):
        names += [f"ruling.{k}" for k in row["ruling"]]
    return names


def evaluate(rows: Iterable[dict[str, Any]]) -> Scores:
    scores = Scores()
    for n, row in enumerate(rows, 1):
        result = answer(
            row["text"], venue=row.get("venue"), edition=row.get("edition"), lang=row.get("lang_hint")
        )
        wrong = compare(row, result.result)
        for name in expected_fields(row):
            scores.field_counts[name] += 1
            scores.field_hits[name] += name not in wrong
        scores.outcomes.append(
            Outcome(str(row.get("id", n)), row.get("group", "all"), wrong, is_confident(result.result))
        )
    return scores


def read_rows(lines: Iterable[str]) -> list[dict[str, Any]]:
    rows = []
    for number, line in enumerate(lines, 1):
        if line.strip():
            row = json.loads(line)
            if not isinstance(row, dict) or not isinstance(row.get("text"), str):
                raise ValueError(f"line {number}: expected an object with a string 'text'")
            rows.append(row)
    return rows
