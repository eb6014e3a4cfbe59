"""Ordinary words in forms and spellings the word list lacks are no doubt: Spanish verb tenses and pronouns
joined to a verb ("devolvimos", "recogerlas", "contara"), typed words missing or repeating one letter
("alredy", "untill") and chat shorthand ("sry"). A typo of a betting verb still carries the ruling."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.doubts import may_carry_the_ruling


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 100/200. En el flop el 4 apuesta 600 y el 2 iguala 600. Cuando se las devolvimos al 4 "
        "protestó. ¿Está bien el call?",
        "ciegas 100/200 flop el 4 apuesta 600, el 2 paga 600 y luego quiere recogerlas para tirarse. ¿puede?",
        "Blinds 100/200. Flop seat 4 bets 600, seat 2 calls 600 and alredy wants his chips back. call good?",
        "Blinds 100/200. Flop seat 4 bets 600, seat 2 calls 600, sry for the typos. is the call good",
        "Blinds 100/200. Flop seat 4 bets 600, seat 2 calls 600 untill the dealer stops him. call good",
    ],
)
def test_ordinary_words_in_other_forms_leave_the_call_certain(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "certain", result["questions"]
    assert {k: result["ruling"][k] for k in ("seat", "action", "total")} == {
        "seat": "2",
        "action": "call",
        "total": 600,
    }


@pytest.mark.parametrize(
    ("word", "carries"),
    [
        ("recogerlas", False),  # an infinitive with its pronoun
        ("juntaran", False),  # the past subjunctive
        ("devolvi", False),  # the first person past, its accent dropped
        ("befor", False),  # a letter missing
        ("raisd", True),  # a betting verb misspelt still carries the ruling
        ("plonks", True),  # slang one letter from "planks": substitutions are no typo
    ],
)
def test_which_unread_words_may_carry_the_ruling(word: str, carries: bool) -> None:
    assert may_carry_the_ruling(word) is carries


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 100/200. En el turn el 3 dice cinco y no pone fichas. El bote son 4.000, no lo tengo "
        "contado. ¿500 o 5.000?",
        "Blinds 100/200. Turn, seat 3 says five and puts nothing out. Pot is 4k, I havent counted it. "
        "500 or 5000?",
    ],
)
def test_a_pot_not_counted_before_the_two_readings_asked_is_a_fact_to_confirm(text: str) -> None:
    result = answer(text).result  # 57: the pot decides "five"; the dealer's two readings are his question
    assert result["confidence"] == "conditional"
    assert any(q.startswith("confirm_fact") for q in result["questions"])
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("3", 500)
