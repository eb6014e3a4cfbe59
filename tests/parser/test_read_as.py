"""An ordinary word the lexicon's typo correction took for a betting word ("whipped" read as "shipped")
is shown and confirmed, never silently ruled on; a typo or a form of the betting verb itself is not."""

from __future__ import annotations

from bot.ask import answer


def test_an_ordinary_word_read_as_a_betting_word_is_confirmed() -> None:
    result = answer("Turn: seat 3 gets whipped, seat 1 bets 5k and seat 5 raises to 15k. Floor?").result
    assert result["confidence"] != "certain"
    assert any(q.startswith("confirm_fact") and "whipped" in q for q in result["questions"])


def test_a_typo_of_a_betting_word_is_corrected_silently() -> None:
    result = answer(
        "Flop, blinds 100/200: seat 3 bets 600 and seat 5 rasies to 1,800. Ruling on seat 5?"
    ).result
    assert not any(q.startswith("confirm_fact") for q in result["questions"])
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 1800)


def test_a_form_of_the_betting_verb_is_no_doubt() -> None:
    result = answer("Flop, ciegas 100/200: el 3 apuesta 600 y el 5 subía a 1.800. ¿Qué pasa con el 5?").result
    assert not any(q.startswith("confirm_fact") for q in result["questions"])
