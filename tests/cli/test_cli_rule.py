"""`floorcall rule` end to end, in-process (output and exit codes) and as a real process (start-up)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from bot.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_rule_default_edition_english(capsys):
    code, out, _ = run(capsys, "rule", "45", "--lang", "en")
    assert code == 0
    assert out.startswith("tda-2024:45 · Multiple Chip Betting")
    assert "removal of just one of the smallest chips" in out
    assert "45/ex-1-B" in out  # addendum examples are listed


def test_rule_part_and_lower_case_spelling(capsys):
    code, out, _ = run(capsys, "rule", "45b", "--lang", "en")
    assert code == 0
    assert out.startswith("tda-2024:45-B ·")
    assert "last chip(s) is an all-in bet" in out


def test_rule_spanish_is_default_and_official_terms(capsys):
    code, out, _ = run(capsys, "rule", "45")
    assert code == 0
    assert out.startswith("tda-2024:45 · ")
    assert "fichas" in out and "persianas" not in out


def test_rule_other_edition_prefix(capsys):
    code, out, _ = run(capsys, "rule", "tda-2019:45")
    assert code == 0
    assert out.startswith("tda-2019:45 · ")


@pytest.mark.parametrize("query, expected", [("RP-8", "tda-2024:RP-8"), ("rp8", "tda-2024:RP-8")])
def test_rule_recommended_procedure(capsys, query, expected):
    code, out, _ = run(capsys, "rule", query, "--lang", "en")
    assert code == 0
    assert out.startswith(f"{expected} · Hand for Hand Procedures")


def test_rule_house_rule_with_tda_topic(capsys):
    code, out, _ = run(capsys, "rule", "san-roque:34")
    assert code == 0
    assert out.startswith("san-roque:34 · ")
    assert "50 segundos" in out
    assert "tda-2024:29" in out  # the matching TDA rule is named


def test_rule_json(capsys):
    code, out, _ = run(capsys, "rule", "45-A", "--lang", "en", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["id"] == "tda-2024:45-A" and data["lang"] == "en" and data["kind"] == "part"


def test_unknown_rule_suggests_nearest_and_exits_2(capsys):
    code, out, err = run(capsys, "rule", "45-Z", "--lang", "en")
    assert code == 2 and out == ""
    assert "45-Z" in err and "tda-2024:45" in err


def test_unknown_rule_names_the_edition_its_id_names(capsys):
    code, _, err = run(capsys, "rule", "garrido-2010:45-A", "--lang", "en")
    assert code == 2
    assert err.splitlines()[0] == "There is no rule “garrido-2010:45-A” in garrido-2010."


def test_an_empty_edition_is_an_error_not_the_default(capsys):
    code, out, err = run(capsys, "rule", "45", "--edition", "")
    assert code == 2 and out == "" and "tda-2024" in err


def test_an_enormous_edition_is_not_echoed_back_whole(capsys):
    code, _, err = run(capsys, "rule", "45", "--edition", "z" * 5000)
    assert code == 2 and "z" * 39 in err and "z" * 41 not in err


def test_unknown_edition_exits_2(capsys):
    code, _, err = run(capsys, "rule", "45", "--edition", "tda-1999", "--lang", "en")
    assert code == 2
    assert "tda-1999" in err and "tda-2024" in err


@pytest.mark.parametrize("bad", ["", "4" * 200, "45\x00", "\x1b[31m45"])
def test_bad_rule_ids_exit_2(capsys, bad):
    code, out, err = run(capsys, "rule", bad)
    assert code == 2 and out == "" and err.strip()


def test_rule_as_a_process_starts_fast_and_light():
    """The console script imports neither telegram nor torch nor whisper for `rule`."""
    probe = (
        "import sys, time; t=time.perf_counter(); from bot.cli import main; rc=main(['rule','45']); "
        "heavy=[m for m in ('telegram','torch','whisper','sqlite3') if m in sys.modules]; "
        "print(rc, heavy, file=sys.stderr)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=30)
    assert done.stderr.strip().splitlines()[-1] == "0 []"
