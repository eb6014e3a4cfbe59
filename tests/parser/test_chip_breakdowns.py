"""The chips that make up an amount just given ("bets 1,200 (a 1k and two 100s)", "apuesta 1.500 (una de mil
y una de 500)") tell how the bet was made: the amount stays the bet, and they are no amount left unread."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 4 bets 1,300 (a 1k and three 100s). Seat 8 raises to 5,000. Seat 4 drags his 1,300 back "
        "and silently puts out a single 10k chip. Call or raise?",
        "Flop, el 4 apuesta 1.300 (una de mil y tres de 100). El 8 sube a 5.000. El 4 retira sus 1.300 y "
        "pone una sola ficha de 10.000 sin decir nada. ¿Paga o sube?",
    ],
)
def test_a_breakdown_in_brackets_is_the_bet_made_of_chips(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["actions"][0]["amount"] == 1300
    assert (result["ruling"]["action"], result["ruling"]["total"], result["ruling"]["returned"]) == (
        "call",
        5000,
        5000,
    )
    assert result["confidence"] == "certain" and not result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "500/1000. BB posted two 500s. CO raises to 2,500. BB pulls one of the 500s back and silently drops "
        "a 5k chip beside the other. Call or raise?",
        "500/1000. La BB puso dos de 500. El CO sube a 2.500. La BB retira una de las de 500 y deja una "
        "de 5.000 al lado de la otra, callada. ¿Paga o sube?",
    ],
)
def test_one_of_the_prior_chips_pulled_back_is_a_partial_pull_back(text: str) -> None:
    result = answer(text).result
    assert result["ruling"]["action"] == "raise" and result["confidence"] != "certain"
    assert any(q.startswith("prior_chips_kept") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "blinds 2000/4000. seat 3 bets 20000, seat 8 says call and then pushes 50000 in chips (two 25000).",
        "ciegas 2000/4000. el 3 apuesta 20000, el 8 dice pago y después pone 50000 en fichas (dos de 25000).",
    ],
)
def test_an_amount_in_chips_then_its_breakdown_in_a_bracket_is_one_push(text: str) -> None:
    result = answer(text).result  # 40-A: "call" came first; the excess comes back
    assert result["facts"]["actions"][1]["chips"] == [25000, 25000]
    assert (result["ruling"]["action"], result["ruling"]["total"], result["ruling"]["returned"]) == (
        "call",
        20000,
        30000,
    )
    assert result["confidence"] == "certain", result["questions"]
