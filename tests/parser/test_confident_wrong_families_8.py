"""Families behind confident wrong answers on the older betting sets (issue 12), eighth round: each in both
languages and in other words than the rows; the answer is certain only where every fact that could change
it was told, and otherwise asks the one fact that decides it."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.answers import fact_for_question


@pytest.mark.parametrize(
    "text",
    [
        "200/400, river, seat 6 says i bet seven, pot is roughly 5200 never counted it 700 or 7000",
        "ciegas 200/400, en el river el 6 dice siete y nada más, el pozo rondaba los cinco mil doscientos "
        "pero no lo contamos, setecientos o siete mil",
    ],
)
def test_a_pot_left_uncounted_leaves_the_bare_number_asked(text: str) -> None:
    """ "never counted it" right after the pot's amount, "pero no lo contamos": the dealer says the pot was
    not counted, and rule 57 reads a bare number against that pot, so the reading (700, the highest not over
    about 5,200) is stated under its condition and the count asked, even where a question of readings
    ("700 or 7000") follows."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "bet", 700)
    assert "tda-2024:57" in result["rules"]
    assert result["confidence"] == "conditional"
    assert any(q.startswith("confirm_fact") for q in result["questions"])


_SHORT_RAISE = {
    "en": "200/400. flop: seat 2 bets 1000, seat 6 raises to 1600, seats 8 and 9 call",
    "es": "ciegas 200/400. flop: el 2 apuesta 1000, el 6 sube a 1600, pagan el 8 y el 9",
}


@pytest.mark.parametrize(
    ("lang", "untold", "told"),
    [
        (
            "en",
            ", and now seat 2 tells us the raise was short. what do we fix?",
            ". we caught it right before dealing the turn. what do we fix?",
        ),
        ("en", ". then someone says that raise was short. fix it?", ". we're still on the flop. fix it?"),
        (
            "es",
            " y ahora el 2 nos avisa de que la subida era corta. ¿qué corregimos?",
            ". lo vimos justo antes de repartir el turn. ¿qué corregimos?",
        ),
        (
            "es",
            ". luego alguien dice que la subida era corta. ¿se arregla?",
            ". aún no se ha quemado el turn. ¿se arregla?",
        ),
    ],
)
def test_a_short_raise_found_later_asks_whether_the_next_card_came(lang: str, untold: str, told: str) -> None:
    """52-A corrects an underraise anywhere on the street, and not once the next card is dealt: where the
    report does not say whether the turn had come, the correction to 2,000 is stated under that condition
    and the turn asked about; told ("before dealing the turn", "still on the flop", "antes de repartir el
    turn", "aún no se ha quemado el turn"), the correction is certain."""
    for ending, confidence in ((untold, "conditional"), (told, "certain")):
        result = answer(_SHORT_RAISE[lang] + ending).result
        ruling = result["ruling"]
        assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "raise", 2000)
        assert "tda-2024:52-A" in result["rules"]
        assert result["confidence"] == confidence
        assert ("next_card:street=turn" in result["questions"]) == (confidence == "conditional")


@pytest.mark.parametrize(
    ("lang", "said", "then"),
    [
        ("en", "yes, it was already out", "The turn had already been dealt."),
        ("en", "not yet", "The turn was not out yet."),
        ("es", "sí, ya había salido", "Ya salió el turn."),
        ("es", "todavía no", "Todavía no sale el turn."),
    ],
)
def test_the_next_card_answer_rules_again(lang: str, said: str, then: str) -> None:
    """The dealer's answer to "had the turn been dealt?" becomes the sentence that tells it, and the report
    with it is ruled again: the short raise stands once the turn came (52-A), else it is corrected."""
    fact = fact_for_question("next_card:street=turn", said, lang)
    assert fact == then
    later = {"en": "then someone says it was short", "es": "luego alguien dice que era corta"}[lang]
    result = answer(f"{_SHORT_RAISE[lang]}. {later}.\n{fact}").result
    dealt = not said.startswith(("not", "todav"))
    assert result["ruling"]["total"] == (1600 if dealt else 2000)
    assert result["confidence"] == "certain"
