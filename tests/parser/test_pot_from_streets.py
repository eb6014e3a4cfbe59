"""The pot at the street ruled on, counted from what the earlier streets' actions put in when each is told:
"UTG raises pot to 7,000, the button calls, the blinds fold" leaves 17,000 on the flop. Blinds the report
does not mention are taken as folded, and asked about when that changes the ruling."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "PLO 1000-2000. Preflop UTG raise pot to 7000, button call, blinds fold. On flop UTG checks and the "
        "button says pot. How much?",
        "PLO 1000-2000. Preflop el UTG sube a 7000, el botón paga y las ciegas se tiran. En el flop el UTG "
        "pasa y el botón dice pozo. ¿Cuánto es?",
    ],
)
def test_the_pot_counted_from_the_streets_before(text: str) -> None:
    result = answer(text).result
    assert (result["facts"]["pot"], result["ruling"]["total"], result["confidence"]) == (
        17000,
        17000,
        "certain",
    )


def test_untold_blinds_are_asked_about_when_they_change_the_ruling() -> None:
    text = (
        "blinds 500/1000, preflop the cutoff raises to 2500, the button calls, the big blind calls. flop and "
        "turn checked through. river the big blind says ten, just ten. a thousand or ten thousand?"
    )
    result = answer(text).result
    assert result["facts"]["pot"] == 8000
    assert result["confidence"] == "conditional"
    assert [q for q in result["questions"] if q.startswith("pot_size")]
