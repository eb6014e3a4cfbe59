"""Families the fifth round of issue 13 fixed, each in both languages and in other words than the fresh sets'
rows (tests/procedures/data/fresh_*_5.jsonl)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.ask import answer


def ruled(text: str, venue: str | None = None) -> dict[str, Any]:
    result = answer(text, venue=venue).result
    assert result["intent"] == "ruling", (text, result["intent"])
    return result


@pytest.mark.parametrize(
    "text",
    [
        "Iba repartiendo y me salieron dos cartas volteadas, una al 2 y la otra al 6; no ha hablado nadie",
        "While I was dealing two cards came out face up, seat 1 and seat 8 got them. Nobody has acted",
        "La primera carta se la di al 7 y no al 6, que era el que tocaba; nadie habló",
        "I pitched the first card to seat 9, not seat 8 who was first. No action yet",
        "Omaha, al del 3 le llegaron cinco cartas y nadie ha hablado",
        "Pot limit omaha and seat 2 has got five cards, no one has acted yet",
    ],
)
def test_misdeal_causes_in_more_words_are_misdeals_before_action(text: str) -> None:
    result = ruled(text)
    assert result["ruling"]["decision"] == "misdeal", result
    assert "tda-2024:35-A" in result["rules"] and result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Nada más empezar a repartir se me volteó la primera carta del 4",
        "As I started dealing I flipped the first card, it landed face up in front of seat 4",
    ],
)
def test_a_card_exposed_as_the_deal_begins_is_before_any_action(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["confidence"]) == ("misdeal", "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Me he olvidado de quemar antes de abrir el flop y nadie ha hablado todavía",
        "I didn't burn a card before the flop, nobody has acted yet",
    ],
)
def test_a_forgotten_burn_in_more_words_is_ruled(text: str) -> None:
    result = ruled(text)
    assert result["ruling"]["decision"] == "random_burn" and "tda-2024:39-B" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Se tiran UTG y UTG+1, y al del 8 le tocaron tres cartas",
        "Fold, fold, then seat 8 tells me he's holding three cards",
    ],
)
def test_two_folds_told_bare_are_action_at_garrido_and_the_illegal_hand_is_dead(text: str) -> None:
    garrido = ruled(text, venue="garrido")
    assert garrido["ruling"]["decision"] == "dead_hand" and garrido["rules"][0] == "garrido-2010:3.c"
    assert ruled(text)["ruling"]["decision"] == "misdeal"  # TDA 36: two folds are no substantial action
