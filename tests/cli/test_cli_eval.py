"""`floorcall eval`: the labelled reports stay right, and the scorer really catches wrong answers."""

from __future__ import annotations

import json
from pathlib import Path

from bot.cli import main
from bot.evaluate import compare, evaluate, read_rows

REPORTS = Path(__file__).resolve().parents[1] / "data" / "reports.jsonl"


def test_labelled_reports_meet_the_target():
    rows = read_rows(REPORTS.read_text(encoding="utf-8").splitlines())
    assert len(rows) >= 250
    groups = {r.get("group") for r in rows}
    assert {"es-ES", "es-AR", "es-MX", "es-CO", "en", "spanglish", "typos"} <= groups
    assert any(g.startswith("transcript") for g in groups)
    scores = evaluate(rows)
    failures = [(o.id, o.wrong) for o in scores.outcomes if o.wrong]
    assert scores.fully_right >= 0.97, failures[:10]


def test_compare_reports_each_wrong_field():
    row = {
        "lang": "es",
        "intent": "ruling",
        "ruling": {"action": "call", "total": 1100},
        "rules": ["tda-2024:45-A"],
    }
    got = {
        "lang": "es",
        "intent": "ruling",
        "ruling": {"action": "raise", "total": 1100},
        "rules": ["tda-2024:43-A", "tda-2024:45-A"],
    }
    assert compare(row, got) == {"ruling.action": ("call", "raise")}
    got["rules"] = ["tda-2024:43-A"]
    assert set(compare(row, got)) == {"ruling.action", "rules"}


def test_compare_reads_a_players_name_in_any_case():
    row = {"ruling": {"seat": "Flaco", "action": "call"}}
    assert compare(row, {"ruling": {"seat": "flaco", "action": "call"}}) == {}
    assert compare(row, {"ruling": {"seat": "Gordo", "action": "call"}}) == {
        "ruling.seat": ("Flaco", "Gordo")
    }
    said_with_article = {"ruling": {"seat": "el Pana"}}
    assert compare(said_with_article, {"ruling": {"seat": "Pana"}}) == {}
    assert compare({"ruling": {"seat": "the Kid"}}, {"ruling": {"seat": "kid"}}) == {}
    assert compare(said_with_article, {"ruling": {"seat": "Gordo"}}) == {"ruling.seat": ("el Pana", "Gordo")}


def test_cli_eval_json_counts_a_wrong_label(tmp_path, capsys):
    text = "Blinds 100-200. A bets 600, B puts out a single 1000 chip silently"
    rows = [
        {"id": "ok", "group": "g1", "text": text, "ruling": {"action": "call", "total": 600}},
        {"id": "bad", "group": "g2", "text": text, "ruling": {"action": "raise"}},
    ]
    path = tmp_path / "labelled.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    assert main(["eval", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["fully_right"] == 0.5
    assert out["groups"] == {"g1": {"right": 1, "total": 1}, "g2": {"right": 0, "total": 1}}
    assert out["fields"]["ruling.action"] == {"right": 1, "total": 2}
    assert out["failures"][0]["id"] == "bad"


def test_cli_eval_bad_files_exit_2(tmp_path, capsys):
    missing = tmp_path / "nope.jsonl"
    assert main(["eval", str(missing)]) == 2
    garbage = tmp_path / "garbage.jsonl"
    garbage.write_text("{not json\n", encoding="utf-8")
    assert main(["eval", str(garbage)]) == 2
    assert "Traceback" not in capsys.readouterr().err


def test_a_cited_part_answers_an_expected_whole_rule():
    row = {"rules": ["tda-2024:17", "tda-2024:45-A"]}
    assert compare(row, {"rules": ["tda-2024:17-A", "tda-2024:45-A"]}) == {}
    # a whole rule is not one of its parts
    assert "rules" in compare(row, {"rules": ["tda-2024:17-A", "tda-2024:45"]})
    assert "rules" in compare({"rules": ["tda-2024:1"]}, {"rules": ["tda-2024:17"]})  # 17 is not a part of 1
