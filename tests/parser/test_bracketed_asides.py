"""A number in brackets opened right after an amount explains that amount ("his 600 out (six 100s)",
"unos 4000 (seguro menos de 5000)"): it is no fact of the hand left unread, and the answer does not ask
about it; another level in brackets ("(or still 400/800)") is not an aside."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "300/600. the BB has his 600 out (six 100s), UTG raises to 1800, the BB drops one 5000 chip on top "
        "without a word",
        "300/600. la BB tiene sus 600 puestos (seis de cien), el UTG sube a 1800, la BB tira una ficha de "
        "5000 encima sin decir nada",
    ],
)
def test_chips_in_brackets_explain_the_blind(text: str) -> None:
    result = answer(text).result
    assert not [q for q in result["questions"] if q.startswith("unknown_words")]
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "BB",
        "call",
        1800,
    )


def test_another_level_in_brackets_is_still_asked() -> None:
    result = answer(
        "think we're on 500/1000 now (or still 400/800). utg limps, hj silently puts out 1100"
    ).result
    assert result["confidence"] != "certain"
