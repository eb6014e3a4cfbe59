"""Every code the engine or the gate can return has its words in both languages: a missing template would
turn a ruling into an internal error."""

from __future__ import annotations

import pytest

from locales.templates import catalog
from parser.doubts import HARD
from rules_engine.ruling import Action, AssumptionCode, Decision, FloorReason, QuestionCode


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_ruling_code_has_a_template(lang: str) -> None:
    words = catalog(lang, "rulings")
    keys = [f"action.{a.value}" for a in Action]
    keys += [f"action.{a.value}.returned" for a in Action]
    keys += [f"action.{a.value}.unknown" for a in Action if a not in (Action.CHECK, Action.FOLD)]
    keys += [f"decision.{d.value}" for d in Decision]
    keys += [f"floor_reason.{r.value}" for r in FloorReason]
    keys += [f"floor_reason.{d.value}" for d in HARD]
    keys += [f"assumption.{c.value}" for c in AssumptionCode]
    keys += [f"question.{c.value}" for c in QuestionCode]
    assert [k for k in keys if k not in words] == []
