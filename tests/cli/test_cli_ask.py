"""`floorcall ask` end to end: the design's example, the JSON contract, JSONL streams and bad input."""

from __future__ import annotations

import io
import json
from argparse import Namespace

import pytest

from bot.ask import answer
from bot.cli import main
from bot.cli.ask import run_jsonl

CONTRACT_KEYS = {
    "lang",
    "intent",
    "ruling",
    "rules",
    "floor",
    "floor_reason",
    "assumptions",
    "questions",
    "reply",
    "confidence",
    "understood",
    "facts",
    "assumption_codes",
}
RULING_KEYS = {"seat", "action", "total", "returned", "min_raise_to", "options", "decision"}
DESIGN_EXAMPLE = (
    "Ciegas 250-500. El de UTG sube a 1.100 y el siguiente tira callado una de mil y una de quinientos"
)


def ask_json(capsys, *argv: str) -> dict:
    assert main(["ask", "--json", *argv]) == 0
    return json.loads(capsys.readouterr().out)


def test_design_example_spanish(capsys):
    result = ask_json(capsys, DESIGN_EXAMPLE)
    assert set(result) == CONTRACT_KEYS and set(result["ruling"]) == RULING_KEYS
    assert result["lang"] == "es" and result["intent"] == "ruling"
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "UTG+1",
        "call",
        1100,
        400,
    )
    assert result["rules"][0] == "tda-2024:45-A"
    assert result["floor"] is False
    # "tira callado": the silence is stated, so it is a fact, not an assumption, and the ruling is certain.
    assert "no_verbal_declaration" not in result["assumption_codes"] and result["confidence"] == "certain"
    assert result["assumptions"] == [
        "Supuesto: la partida es No Limit Hold'em.",
        "Supuesto: la acción es antes del flop.",
    ]
    assert result["understood"] == (
        "Entendido: ciegas 250/500 · preflop (supuesto) · UTG sube a 1.100 · "
        "UTG+1 pone en silencio 1.000 + 500"
    )
    assert result["facts"]["actions"][1] == {
        "seat": "UTG+1", "declaration": None, "amount": None, "by": False, "chips": [1000, 500],
        "pushed": 1500, "added_chips": [], "silent": True, "out_of_turn": None, "count_given": None,
        "count_believed": False,
        "conditional": False,
    }  # fmt: skip
    assert result["reply"].startswith(
        result["understood"] + "\nJugador UTG+1: Es call de 1.100: se le devuelven 400."
    )


def test_plain_reply_starts_with_the_ruling(capsys):
    assert main(["ask", DESIGN_EXAMPLE]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("Entendido: ciegas 250/500 · preflop")  # what was understood, first
    assert out.splitlines()[1] == "Jugador UTG+1: Es call de 1.100: se le devuelven 400."
    assert "tda-2024:45-A" in out


def test_english_overchip_is_a_call(capsys):
    result = ask_json(capsys, "Blinds 100-200. A bets 600, B puts out a single 1000 chip silently")
    assert result["lang"] == "en"
    assert (result["ruling"]["action"], result["ruling"]["total"], result["ruling"]["returned"]) == (
        "call",
        600,
        400,
    )
    assert result["rules"][0] == "tda-2024:44"


def test_edition_prefix_follows_the_chosen_edition(capsys):
    result = ask_json(capsys, DESIGN_EXAMPLE, "--edition", "tda-2019")
    assert result["rules"][0] == "tda-2019:45-A"


def test_rule_question_goes_to_the_search(capsys):
    result = ask_json(capsys, "¿cuánto tiempo hay con el reloj?")
    assert result["intent"] == "question"
    assert result["rules"][0].startswith("tda-2024:29")
    assert result["ruling"] is None


def test_venue_puts_house_rule_first_for_questions(capsys):
    result = ask_json(capsys, "¿cuánto tiempo hay con el reloj?", "--venue", "san-roque")
    assert result["rules"][0] == "san-roque:34"


@pytest.mark.parametrize("text", ["Der Spieler setzt alles", "1" * 80])
def test_unanswerable_text_is_unclear_with_exit_0(capsys, text):
    result = ask_json(capsys, text)
    assert result["intent"] in ("unclear", "question", "ruling")
    assert result["reply"]


def test_empty_report_says_so_and_exits_2(capsys):
    assert main(["ask", "--json", "  "]) == 2
    result = json.loads(capsys.readouterr().out)
    assert result["intent"] == "unclear" and "vacío" in result["reply"]


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("", "vacío"),
        ("   ", "vacío"),
        ("🃏🂡🂱 👍", "vacío"),
        ("a" * 5000, "demasiado largo"),
        ("x" * 100_000, "largo"),
    ],
)
def test_empty_or_oversized_report_is_bad_input(capsys, text, needle):
    assert main(["ask", text]) == 2
    out, err = capsys.readouterr()
    assert out == "" and needle in err and (len(text) < 100 or text[:100] not in err)


def test_unknown_language_is_refused():
    with pytest.raises(SystemExit) as stop:
        main(["ask", "hola", "--lang", "fr"])
    assert stop.value.code == 2
    with pytest.raises(ValueError, match="lang"):
        answer("Blinds 100-200. A bets 600", lang="fr")


def test_an_empty_edition_is_an_error_not_the_default(capsys):
    assert main(["ask", "hola", "--edition", ""]) == 2
    assert "tda-2024" in capsys.readouterr().err  # the editions it knows are listed


def test_an_enormous_venue_is_not_echoed_back_whole(capsys):
    assert main(["ask", "hola", "--venue", "x" * 10_000]) == 2
    err = capsys.readouterr().err
    assert "x" * 39 in err and "x" * 41 not in err


@pytest.mark.parametrize(
    "argv", [["ask", "hola", "--venue", "nowhere"], ["ask", "hola", "--edition", "tda-1850"], ["ask"]]
)
def test_bad_arguments_exit_2(capsys, argv):
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.strip()


def test_jsonl_answers_every_line_in_order():
    lines = [
        json.dumps({"text": DESIGN_EXAMPLE}),
        "not json",
        json.dumps(
            {"text": "Blinds 100-200. A bets 600, B puts out a single 1000 chip silently", "lang": "es"}
        ),
        json.dumps({"text": "reloj", "venue": "atlantis"}),
        "",
        json.dumps({"text": "¿quién gana la ficha impar?"}),
    ]
    sink = io.StringIO()
    defaults = Namespace(venue=None, edition=None, lang=None)
    assert run_jsonl(io.StringIO("\n".join(lines) + "\n"), sink, defaults) == 0
    results = [json.loads(x) for x in sink.getvalue().splitlines()]
    assert len(results) == 6  # one output line per input line
    assert results[0]["ruling"]["total"] == 1100
    assert results[1]["error"] == "bad_request"
    assert results[2]["lang"] == "es" and results[2]["reply"].splitlines()[1].startswith(
        "Jugador B: Es call de 600"
    )
    assert results[3]["error"] == "bad_argument"
    assert results[4] == {"intent": "unclear", "error": "bad_request", "detail": "empty line"}
    assert results[5]["intent"] == "question" and results[5]["rules"][0].startswith("tda-2024:20")


def test_jsonl_a_bad_field_is_told_on_its_line_and_the_stream_goes_on():
    good = json.dumps({"text": "Blinds 100-200. A bets 600, B puts out a single 1000 chip silently"})
    lines = [
        json.dumps({"text": "seat 3 bets 500", "venue": 5}),
        json.dumps({"text": "seat 3 bets 500", "edition": ["tda-2024"]}),
        "[" * 100_000 + "]" * 100_000,
        json.dumps({"text": "hola", "lang": "fr"}),
        json.dumps({"text": "hola", "edition": ""}),
        good,
    ]
    sink = io.StringIO()
    run_jsonl(io.StringIO("\n".join(lines) + "\n"), sink, Namespace(venue=None, edition=None, lang=None))
    results = [json.loads(x) for x in sink.getvalue().splitlines()]
    assert [r.get("error") for r in results] == [
        "bad_request",
        "bad_request",
        "bad_request",
        "bad_request",
        "bad_argument",
        None,
    ]
    assert "'venue'" in results[0]["detail"] and "'edition'" in results[1]["detail"]
    assert "'lang'" in results[3]["detail"]
    assert results[5]["ruling"]["total"] == 600
