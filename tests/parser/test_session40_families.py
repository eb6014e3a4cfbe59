"""The lead's betting families of the session-40 round, in both languages, in other words than any row.

- A check or a fold puts no chips in: an amount the report binds to one ("dice paso 1500") is placed
  nowhere, so the ruling is not certain and the number is asked about; nor does it stand in for the big
  blind the report did not give.
- The bet a player faces told without an article ("hay apuesta de 2000", "tiene apuesta de 2000
  delante"), impersonally ("le apostaron 2000") or as "there's a bet of 2,000": declaring check facing it
  leaves fold or call (55).
"""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    ["the 8 says check 1500 and that's it", "el 8 dice paso 1500 y ya", "el 3 dice que no va 4000"],
)
def test_an_amount_bound_to_a_check_or_fold_is_not_certain(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] != "certain"
    assert result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "el del 2 dice check pero hay apuesta de 1500",
        "el 2 dijo paso pero tiene apuesta de 1.500 delante",
        "el 2 dijo check pero le apostaron 1500",
        "seat 2 says check but there's a bet of 1,500",
    ],
)
def test_check_facing_a_bet_told_without_an_article_leaves_fold_or_call(text: str) -> None:
    result = answer(text).result
    assert sorted(result["ruling"]["options"]) == ["call", "fold"]
    assert result["ruling"]["seat"] == "2"


@pytest.mark.parametrize(
    ("text", "seat", "total"),
    [
        ("PLO 1k/2k. The cutoff wants to pot it, how much is it?", "CO", 7000),
        ("PLO 500/1000, el cutoff quiere apostar el pozo, ¿cuánto es?", "CO", 3500),
    ],
)
def test_a_named_player_asked_about_is_a_situation_not_a_case_in_general(
    text: str, seat: str, total: int
) -> None:
    """ "how much is it?" names no case in general when the player asked about is named: his pot bet."""
    result = answer(text).result
    assert result["intent"] == "ruling"
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        seat,
        "raise",
        total,
    )


@pytest.mark.parametrize(
    ("text", "min_raise_to"),
    [
        (
            "Blinds 200/400. Hijack opens to 1,000, no wait, it was 1,200. Button 3-bets, the minimum?",
            2000,
        ),
        ("Ciegas 200/400. El hijack abre a 1.000, no perdón, eran 1.200. ¿Mínimo para el botón?", 2000),
        (
            "blinds four hundred eight hundred, no sorry its three hundred six hundred, utg opens to "
            "fifteen hundred, min raise for the button?",
            2400,
        ),
    ],
)
def test_a_self_correction_said_with_its_copula_replaces_the_amount(text: str, min_raise_to: int) -> None:
    """ "no wait, it was 1,200", "no perdón, eran 1.200", "no sorry its 300/600": the copula between the
    correction's markers and the new amount is no word of its own."""
    result = answer(text).result
    assert result["ruling"]["min_raise_to"] == min_raise_to
    assert result["confidence"] == "certain"
