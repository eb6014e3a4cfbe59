"""The pot told in everyday phrasings ("en el bote habrá unos 9.000", "el bote anda por unos 3.200", "the
pot's sitting around 9k") feeds rule 57; an amount the header read (a straddle told before the flop) is
placed, never an unread amount."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "total"),
    [
        (
            "500/1.000, river, en el bote habrá unos 9.000. El 7 dice 'cinco' y no mueve fichas.",
            5000,
        ),
        (
            "Ciegas 200/400, turn, el bote anda por unos 3.200 y el 7 dice cinco y nada más. ¿500 o 5.000?",
            500,
        ),
        (
            "Blinds 500/1,000, river, the pot is sitting around 9k. Seat 7 says 'five', no chips. Ruling?",
            5000,
        ),
    ],
)
def test_the_pot_said_loosely_reads_a_bare_number(text: str, total: int) -> None:
    result = answer(text).result
    assert result["ruling"]["total"] == total and result["confidence"] == "certain"


def test_a_straddle_before_the_flop_is_no_unread_amount() -> None:
    text = "Blinds 500/1k, UTG straddled to 2k. Flop: seat 2 bets 3k, seat 5 raises to 8k, seat 7 min-raises."
    result = answer(text).result
    assert result["ruling"]["total"] == 13000 and result["confidence"] == "certain"
