"""Grammar families drawn from set 39's rows (a Sunday deep-stack in Valencia, Rosario and Montevideo with
older regulars, a Caribbean cruise and a Las Vegas Strip daily with tourists and new dealers), each tested in
both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "seat", "total", "returned"),
    [
        (
            "Blinds 300/600. The cutoff opens to 1,600 and the button slides a 1,000 and two 500s out "
            "without a word. Call or raise?",
            "BTN",
            1600,
            400,
        ),
        (
            "Ciegas 300/600. El CO abre a 1.600 y el botón pone una de 1.000 y dos de 500 sin decir nada. "
            "¿Paga o sube?",
            "BTN",
            1600,
            400,
        ),
    ],
)
def test_a_silent_multi_chip_call_cites_the_methods_of_calling(
    text: str, seat: str, total: int, returned: int
) -> None:
    """Every chip needed for the call (45-A) is one of the standard ways of calling (41-D): both cited."""
    result = answer(text).result
    ruling = result["ruling"]
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == (seat, "call", total, returned)
    assert {"tda-2024:45-A", "tda-2024:41"} <= set(result["rules"])