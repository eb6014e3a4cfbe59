"""Families the third round on the older fresh sets (issue 13, sets 1-19) fixed, each in both languages and
in other words than the sets' rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("Mesa 3: al del 2 le cantaron reloj en el turn; no tenía ninguna apuesta que pagar y se le acabó "
         "el tiempo sin decir nada.", "live_hand"),
        ("Reloj al del 2 en el river, nadie le había apostado, y dejó correr el tiempo sin hablar.",
         "live_hand"),
        ("Table 3: clock on seat 2 on the turn, he wasn't facing a bet and let the time run out without a "
         "word.", "live_hand"),
        ("Clock on seat 2 on the river, he had nothing to call, and the time ran out with him still "
         "thinking.", "live_hand"),
        # the bet faced, told, still kills the hand
        ("Clock on seat 2 on the river, he was facing a bet and the time ran out with him still thinking.",
         "dead_hand"),
    ],
)  # fmt: skip
def test_a_clock_run_out_with_no_bet_denied_in_other_words_is_a_check(text: str, decision: str) -> None:
    """29: time run out facing no bet leaves the hand live (a check); a bet denied in the report's words
    ("no tenía ninguna apuesta", "wasn't facing a bet") was read as a bet faced and killed the hand."""
    result = ruled(text)
    assert result["facts"]["incident"] == "clock"
    assert result["ruling"]["decision"] == decision
    assert result["ruling"]["seat"] == "2"
    assert result["rules"][0] == "tda-2024:29"
