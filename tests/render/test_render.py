"""Rulings rendered in both languages: the ruling first, amounts written as dealers write them."""

from __future__ import annotations

import json

import pytest

from bot.render import compose_reply, format_amount
from locales.corpus import LOCALES_DIR
from rules_engine.ruling import Action, AssumptionCode, Decision, FloorReason, Note, QuestionCode, Ruling

CALL_1100 = Ruling(
    seat="UTG+1",
    action=Action.CALL,
    total=1100,
    returned=400,
    rules=("tda-2024:45-A", "tda-2024:43-A"),
    assumptions=(Note(AssumptionCode.NO_VERBAL),),
)


def test_amounts_use_each_languages_grouping():
    assert format_amount(1100, "es") == "1.100"
    assert format_amount(1100, "en") == "1,100"
    assert format_amount(500, "es") == "500"


def test_spanish_call_with_change_and_rule_titles():
    reply = compose_reply(CALL_1100, "es")
    assert reply.headline == "Jugador UTG+1: Es call de 1.100: se le devuelven 400."
    assert "todas las fichas eran necesarias" in reply.reasoning
    assert reply.notes == ["Supuesto: no hubo declaración verbal."]
    assert [r.id for r in reply.rules] == ["tda-2024:45-A", "tda-2024:43-A"]
    assert reply.as_text().splitlines()[0] == reply.headline


def test_english_options_with_minimum_raise_and_floor():
    ruling = Ruling(
        seat="C",
        options=(Action.FOLD, Action.CALL, Action.RAISE),
        min_raise_to=11500,
        rules=("tda-2024:51-B",),
        floor=True,
        floor_reason=FloorReason.UNDERCALL,
        questions=(Note(QuestionCode.LAST_CHIPS),),
    )
    out = compose_reply(ruling, "en").as_text()
    assert "C may: fold, call or raise (≥ 11,500)." in out
    assert "Call the floor" in out and "undercall" in out
    assert "Question: were these the player's last chips?" in out


def test_decision_with_seat():
    ruling = Ruling(seat="6", decision=Decision.BINDING, rules=("tda-2024:53-A",))
    assert compose_reply(ruling, "es").headline == "La acción es vinculante."


@pytest.mark.parametrize("name", ["rulings", "reasons", "messages"])
def test_both_languages_have_the_same_keys(name):
    es = json.loads((LOCALES_DIR / "es" / f"{name}.json").read_text(encoding="utf-8"))
    en = json.loads((LOCALES_DIR / "en" / f"{name}.json").read_text(encoding="utf-8"))
    assert es.keys() == en.keys()


def test_every_engine_code_has_a_text_in_both_languages():
    from rules_engine.ruling import AssumptionCode as A
    from rules_engine.ruling import Decision as D
    from rules_engine.ruling import FloorReason as F
    from rules_engine.ruling import QuestionCode as Q

    for lang in ("es", "en"):
        rulings = json.loads((LOCALES_DIR / lang / "rulings.json").read_text(encoding="utf-8"))
        keys = [f"assumption.{c.value}" for c in A] + [f"question.{c.value}" for c in Q]
        keys += [f"floor_reason.{c.value}" for c in F] + [f"decision.{c.value}" for c in D]
        keys += [f"action.{c.value}" for c in Action]
        assert [k for k in keys if k not in rulings] == []


def test_unknown_total_is_not_printed_as_zero():
    ruling = Ruling(seat="6", action=Action.CALL, total=None, rules=("tda-2024:41-A",))
    assert compose_reply(ruling, "es").headline == "Jugador 6: Es call (importe por confirmar)."
    assert compose_reply(ruling, "en").headline == "Player 6: It is a call (amount to be confirmed)."


def test_house_rule_first_gives_its_own_reasoning_not_the_tda_one():
    from bot.render import reasoning

    assert "más baja" in reasoning(("san-roque:19", "tda-2024:57"), "es")
    assert (
        reasoning(("san-roque:2", "tda-2024:57"), "es") is None
    )  # no line rather than the overridden TDA one
    assert "más alta razonable" in reasoning(("tda-2024:57",), "es")
