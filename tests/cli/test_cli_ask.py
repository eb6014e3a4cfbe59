"""`floorcall ask` end to end: the design's example, the JSON contract, JSONL streams and bad input."""

from __future__ import annotations

import io
import json
from argparse import Namespace

import pytest

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


@pytest.mark.parametrize("text", ["", "   ", "x" * 100_000, "🃏🂡🂱 👍", "Der Spieler setzt alles", "1" * 80])
def test_unanswerable_text_is_unclear_with_exit_0(capsys, text):
    result = ask_json(capsys, text)
    assert result["intent"] in ("unclear", "question", "ruling")
    assert result["reply"]


def test_empty_report_says_so(capsys):
    result = ask_json(capsys, "")
    assert result["intent"] == "unclear" and "vacío" in result["reply"]


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
    assert len(results) == 5
    assert results[0]["ruling"]["total"] == 1100
    assert results[1]["error"] == "bad_request"
    assert results[2]["lang"] == "es" and results[2]["reply"].splitlines()[1].startswith(
        "Jugador B: Es call de 600"
    )
    assert results[3]["error"] == "bad_argument"
    assert results[4]["intent"] == "question" and results[4]["rules"][0].startswith("tda-2024:20")
