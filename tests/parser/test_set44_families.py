"""Grammar families drawn from set 44's rows (a club series in Rosario and Montevideo, a card room in Bilbao
and Zaragoza, a deepstack in London, Toronto and Singapore: floor people retelling the dealer's story), each
tested in both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 100/200, UTG tosses in one 1,000 chip and says nothing, as far as I know. What is it?",
        "Blinds 100/200, UTG tosses in one 1,000 chip and says nothing (or so the dealer tells me). What is "
        "it?",
        "Ciegas 100/200, el UTG mete una sola ficha de 1.000 sin abrir la boca, que yo sepa. ¿Qué es?",
        "Ciegas 100/200, el UTG mete una sola ficha de 1.000 sin abrir la boca (o eso me dijo la dealer). "
        "¿Qué es?",
    ],
)
def test_an_account_the_writer_only_repeats_is_to_be_confirmed(text: str) -> None:
    """ "as far as I know", "que yo sepa", "(or so the dealer tells me)": the writer vouches for no more than
    he was told, and whether a raise was said decides it (44): the call of 200 with 800 back, conditional,
    the doubted words asked."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "UTG",
        "call",
        200,
        800,
    )
    assert result["confidence"] == "conditional"
    assert any(q.startswith("confirm_fact") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 1k/2k. UTG raised to 5k, the hijack jammed 7,500-ish, both blinds folded. UTG asks if he can "
        "re-raise",
        "Blinds 1k/2k. UTG raised to 5k, the hijack jammed for 7,500 give or take, both blinds folded. Can "
        "UTG re-raise?",
        "Ciegas 1000/2000. El UTG sube a 5000, el hijack va all in por 7500 más o menos, las ciegas se "
        "tiran. ¿Puede resubir el UTG?",
        "Ciegas 1000/2000. El UTG sube a 5000, el hijack empuja todo, siete mil quinientos aprox, las ciegas "
        "se tiran. ¿Puede resubir el UTG?",
    ],
)
def test_an_amount_told_roughly_after_it_is_to_be_counted(text: str) -> None:
    """ "7,500-ish", "give or take", "más o menos" after the amount: a shove near the 8,000 that would re-open
    (a full raise of 3,000 over 5,000) is to be counted; as told, call or fold, conditional on its count."""
    result = answer(text).result
    ruling = result["ruling"]
    assert ruling["seat"] == "UTG"
    assert sorted(ruling["options"]) == ["call", "fold"]
    assert result["confidence"] == "conditional"
    assert any(q.startswith("exact_amount") for q in result["questions"])
