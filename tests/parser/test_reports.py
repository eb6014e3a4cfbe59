"""The labelled reports (tests/data/reports.jsonl) through parse() and the engine.

Expected values were derived by hand from the TDA 2024 rules; `rules` lists the rules a ruling must cite.
"""

import json
from pathlib import Path

import pytest

from bot.venues import get_venue
from parser.report import parse
from rules_engine import rule

REPORTS = Path(__file__).resolve().parents[1] / "data" / "reports.jsonl"
# Reports written afterwards by others in wordings the parser had not seen (issue 4 follow-up). Kept apart
# from reports.jsonl while tests/cli holds the whole of that file to the 97% target.
UNSEEN = Path(__file__).resolve().parent / "unseen_reports.jsonl"
ROWS = [
    json.loads(line)
    for path in (REPORTS, UNSEEN)
    for line in path.read_text(encoding="utf-8").splitlines()
    if line.strip()
]
TARGET = 0.97  # share of reports fully right (issue 4), on the reports written with the parser
# Reports written afterwards by others, in wordings the parser had not seen (ids "h4-", issue 4 follow-up):
# 66% right before the hardening, 78% after, 91% after round 2. A ratchet: raise it as fixes land.
UNSEEN_PREFIX, UNSEEN_FLOOR = "h4-", 0.91
# A second round written before reading the parser (ids "h5-", round 2 of issue 4): 167 reports, 38% fully
# right before its fixes; then 42 more ("h5-ho-") written after them: 76% right as first measured (59.5% with
# the parser before round 2). Kept apart: its language and intent misses count in the floor, not one by one.
UNSEEN_2 = Path(__file__).resolve().parent / "unseen_reports_2.jsonl"
ROWS_2 = [json.loads(line) for line in UNSEEN_2.read_text(encoding="utf-8").splitlines() if line.strip()]
UNSEEN_2_FLOOR = 0.83
# A third round ("h6-", hardening round 3): 100 reports in styles the earlier rounds under-covered (voice
# transcripts with numbers in words, floor-speak, long stories, several streets, straddles, limit, antes,
# rules 49/56/61/62), written and labelled before reading the parser: 52% fully right as first measured,
# 85% after the round's fixes.
UNSEEN_3 = Path(__file__).resolve().parent / "unseen_reports_3.jsonl"
ROWS_3 = [json.loads(line) for line in UNSEEN_3.read_text(encoding="utf-8").splitlines() if line.strip()]
UNSEEN_3_FLOOR = 0.82


def mismatches(row: dict) -> list[str]:
    report = parse(row["text"])
    if row["intent"] == "ruling" and report.intent != "ruling":
        return [f"intent: {report.intent!r}"]
    wrong = [
        f"{key}: {getattr(report, key)!r}" for key in ("lang", "intent") if getattr(report, key) != row[key]
    ]
    if row["intent"] != "ruling" or report.situation is None:
        return wrong
    venue = get_venue(row.get("venue"))  # a house's rows are ruled under its rules, as `ask` rules them
    contract = rule(report.situation, edition=venue.base_edition, policy=venue.policy).to_contract()
    for key, expected in row["ruling"].items():
        if contract["ruling"][key] != expected:
            wrong.append(f"ruling.{key}: {contract['ruling'][key]!r} != {expected!r}")
    if contract["floor"] != row["floor"]:
        wrong.append(f"floor: {contract['floor']!r}")
    missing = [r for r in row.get("rules", []) if r not in contract["rules"]]
    if missing:
        wrong.append(f"rules: {contract['rules']} lacks {missing}")
    return wrong


def test_the_set_is_large_and_covers_every_group() -> None:
    groups = {row["group"] for row in ROWS}
    assert len(ROWS) >= 150
    assert {"es-ES", "es-AR", "es-MX", "es-CO", "en", "transcript-es", "typos", "spanglish"} <= groups


def test_language_and_intent_of_every_report() -> None:
    wrong = [
        (row["id"], parse(row["text"]).lang, parse(row["text"]).intent)
        for row in ROWS
        if (parse(row["text"]).lang, parse(row["text"]).intent) != (row["lang"], row["intent"])
    ]
    assert not wrong


@pytest.mark.parametrize(
    ("unseen", "target"), [(False, TARGET), (True, UNSEEN_FLOOR)], ids=["written-with-parser", "unseen"]
)
def test_full_pipeline_accuracy(unseen: bool, target: float) -> None:
    rows = [row for row in ROWS if row["id"].startswith(UNSEEN_PREFIX) == unseen]
    failures = {row["id"]: m for row in rows if (m := mismatches(row))}
    right = 1 - len(failures) / len(rows)
    assert right >= target, f"{right:.1%} fully right; failures: {json.dumps(failures, indent=1)}"


@pytest.mark.parametrize("row", [r for r in ROWS if r["intent"] == "ruling"][:1], ids=lambda r: r["id"])
def test_situation_names_the_seat_of_the_ruling(row: dict) -> None:
    situation = parse(row["text"]).situation
    assert situation is not None
    assert row["ruling"]["seat"] in {seat.name for seat in situation.seats}


def test_second_unseen_round_accuracy() -> None:
    assert len(ROWS_2) >= 150
    failures = {row["id"]: m for row in ROWS_2 if (m := mismatches(row))}
    right = 1 - len(failures) / len(ROWS_2)
    assert right >= UNSEEN_2_FLOOR, f"{right:.1%} fully right; failures: {json.dumps(failures, indent=1)}"


def test_third_unseen_round_accuracy() -> None:
    assert len(ROWS_3) >= 100
    failures = {row["id"]: m for row in ROWS_3 if (m := mismatches(row))}
    right = 1 - len(failures) / len(ROWS_3)
    assert right >= UNSEEN_3_FLOOR, f"{right:.1%} fully right; failures: {json.dumps(failures, indent=1)}"
