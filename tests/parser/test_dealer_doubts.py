"""What the dealer is unsure of decides how sure the answer is: which came first or what was said, disputed
("no sé si lo dijo antes o después", "half the table heard call"), is the TD's (unsure); a fact he did not see
or hear ("no sé si le queda algo atrás", "I didn't see if he said anything") gives the ruling as he tells it,
conditional on that fact, and asks it."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Flop, el 2 apuesta 2000 y el 5 pone tres fichas de mil callado. No sé si le queda algo atrás. "
        "¿Qué es?",
        "Flop, seat 2 bets 2000, seat 5 silently puts out three 1k chips. Not sure if he has anything "
        "behind. Ruling?",
    ],
)
def test_a_fact_the_dealer_did_not_see_makes_the_ruling_conditional(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "conditional" and result["floor"] is False
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 4000)
    assert any(q.startswith("last_chips") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "Flop, el 6 apuesta 3000 y el 2 dice subo y tira una ficha de 10.000, pero no sé si lo dijo antes "
        "o después de que cayera la ficha.",
        "Flop, seat 6 bets 3000 and seat 2 says raise and drops a 10k chip, but I can't tell if the chip "
        "landed first.",
    ],
)
def test_which_came_first_unknown_is_the_floors(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "unsure" and result["floor"] is True
