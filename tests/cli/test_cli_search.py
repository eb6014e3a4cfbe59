"""`floorcall search` through the CLI: answers, JSON, venues and bad input (exit 2, never a traceback)."""

from __future__ import annotations

import json

import pytest

from bot.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_spanish_clock_question(capsys):
    code, out, _ = run(capsys, "search", "¿cuánto tiempo hay con el reloj?")
    assert code == 0
    header, first = out.splitlines()[:2]
    assert header.startswith("Reglas más relevantes")
    assert first.startswith("1. tda-2024:29 · ")


def test_json_lists_id_title_score_best_first(capsys):
    code, out, _ = run(capsys, "search", "dead button", "--json", "--limit", "3")
    assert code == 0
    hits = json.loads(out)
    assert len(hits) == 3 and set(hits[0]) == {"id", "title", "score"}
    assert hits[0]["id"].startswith("tda-2024:32")
    assert [h["score"] for h in hits] == sorted((h["score"] for h in hits), reverse=True)


def test_venue_puts_house_rule_first(capsys):
    code, out, _ = run(capsys, "search", "cuanto dura el reloj", "--venue", "san-roque", "--json")
    assert code == 0
    ids = [h["id"] for h in json.loads(out)]
    assert ids[0] == "san-roque:34"
    assert any(i.startswith("tda-2024:29") for i in ids)


def test_house_rule_is_labelled_in_text_output(capsys):
    code, out, _ = run(capsys, "search", "reloj", "--venue", "san-roque")
    assert code == 0 and "(regla de la sala)" in out.splitlines()[1]


@pytest.mark.parametrize(
    "argv",
    [
        ["search", ""],
        ["search", "   \n\t "],
        ["search", "x" * 100_000],
        ["search", "reloj", "--venue", "casino-fantasma"],
        ["search", "reloj", "--edition", "tda-1999"],
        ["search", "reloj", "--limit", "0"],
    ],
)
def test_bad_input_exits_2_with_a_message(capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == "" and err.strip() and "Traceback" not in err


@pytest.mark.parametrize("question", ["🃏🃏🃏 ♠️♥️", "\x00\x01 reloj \x1b[31m", "Wie lange dauert die Uhr?"])
def test_odd_input_never_crashes(capsys, question):
    code, _, err = run(capsys, "search", question)
    assert code in (0, 2)
    assert "Traceback" not in err
