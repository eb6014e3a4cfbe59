"""The rules a betting ruling rests on are cited: 40-A where the ruling assumes no word came before the
chips, 45-B where the 50% standard decides a push of several chips or an amount, 40-B beside 43-B where the
action and its amount were both declared."""

from __future__ import annotations

import pytest

from bot.ask import answer


def _cited(text: str) -> set[str]:
    return set(answer(text).result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "blinds 500/1000. flop seat 2 bets 3000, seat 5 puts out four 1000 chips. call or raise?",
        "ciegas 500/1000. flop el 2 apuesta 3000 y el 5 pone cuatro fichas de 1000. ¿call o raise?",
    ],
)
def test_chips_with_no_word_told_cite_the_order_rule_and_the_50_percent_standard(text: str) -> None:
    assert {"tda-2024:40-A", "tda-2024:45-B"} <= _cited(text)


@pytest.mark.parametrize(
    "text",
    [
        "blinds 500/1000. UTG opens 2500, the HJ says 'raise, six thousand'. what is the bet?",
        "ciegas 500/1000. el UTG abre a 2500 y el HJ dice 'subo, seis mil'. ¿cuánto es?",
    ],
)
def test_a_raise_declared_with_its_amount_cites_both_rules(text: str) -> None:
    assert {"tda-2024:40-B", "tda-2024:43-B"} <= _cited(text)


def test_a_push_said_to_be_silent_assumes_nothing() -> None:
    result = answer(
        "blinds 500/1000. flop seat 2 bets 3000, seat 5 silently puts out four 1000 chips."
    ).result
    assert "tda-2024:40-A" not in result["rules"]
    assert "tda-2024:45-B" in result["rules"]
