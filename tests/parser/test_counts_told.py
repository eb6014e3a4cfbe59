"""A count a player asked for and the amount it really was (49): the request inside his clause, after an
aside ("el 8 (tiene 40 lucas) me pide que cuente"); the real amount after fillers ("but it's, uh, actually
18,500"); and "fourteen five hundred", English thousands said without "thousand" after a teen."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.amounts import read_amounts
from parser.normalize import tokenize


@pytest.mark.parametrize(
    "text, seat",
    [
        (
            "ciegas 1000/2000, river, el 4 va all in. el 8 (tiene unas 40 lucas) me pide que cuente, le digo "
            "8 lucas y dice pago. después al contar bien eran 11.500. ¿cuánto paga el 8?",
            "8",
        ),
        (
            "river, seat 4 shoves. seat 8, who has about 40k, asks for a count, I tell him 8k and he calls, "
            "but it's, uh, actually 11,500. what does seat 8 owe?",
            "8",
        ),
    ],
)
def test_the_caller_owes_the_real_amount(text: str, seat: str) -> None:
    result = answer(text).result
    called = result["facts"]["actions"][-1]
    assert (called["seat"], called["count_given"]) == (seat, 8000)
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        seat,
        "call",
        11500,
    )


@pytest.mark.parametrize(
    "said, value",
    [("fourteen five hundred", 14500), ("twenty two hundred", 2200), ("forty five hundred", 4500)],
)
def test_thousands_said_without_thousand(said: str, value: int) -> None:
    amounts = [p for p in read_amounts(tokenize(f"seat 2 bets {said}"), "en") if hasattr(p, "value")]
    assert amounts[-1].value == value


@pytest.mark.parametrize(
    "text",
    [
        "river, el 3 va all in, el 6 pregunta cuánto es, el dealer dice 12 mil y el 6 paga. al contar eran "
        "15.500. el 6 tiene fichas de sobra. ¿cuánto paga?",
        "river, seat 3 shoves, seat 6 asks how much, I said 12k and he calls. turns out it's 15,500. seat 6 "
        "has way more behind. what does he owe?",
    ],
)
def test_the_real_amount_after_a_copula_and_a_cue(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["total"], result["confidence"]) == (
        "6",
        15500,
        "certain",
    )


@pytest.mark.parametrize(
    "text",
    [
        "river, el 3 va all in, el 6 pregunta cuánto es, el dealer dice 12 mil y el 6 paga. al contar eran "
        "15.500. ¿cuánto paga?",
        "river, seat 3 shoves, seat 6 asks how much, I said 12k, he calls. turns out it's 15,500. what does "
        "he owe?",
    ],
)
def test_held_to_more_than_he_was_told_with_his_stack_untold_is_held_to_it(text: str) -> None:
    """49 holds him to "the correct wager or all-in amount": his stack does not change the ruling, so it is
    assumed (and said), not asked."""
    result = answer(text).result
    assert (result["ruling"]["total"], result["confidence"]) == (15500, "certain")
    assert not [q for q in result["questions"] if q.startswith("stack")]
    assert result["assumptions"]


def test_a_pot_count_told_to_a_named_player() -> None:
    text = (
        "PLO 500/1000. flop pot was 10,500, dealer told A it was 9,500 so A bet 9,500. B folded and C "
        "called. now we see the count was wrong. does A go to 10,500?"
    )
    result = answer(text).result
    assert result["facts"]["actions"][0]["count_given"] == 9500
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("A", 9500)
    assert "tda-2024:52-B" in result["rules"]


def test_a_stack_counted_is_no_count_told() -> None:
    text = (
        "I counted seat 5 at 6,200 before the hand. turn, seat 2 bets 4k and seat 5 pushes out 9,000 in chips"
    )
    assert answer(text).result["facts"]["actions"][0]["count_given"] is None


def test_a_count_and_its_real_amount_in_non_native_english() -> None:
    text = (
        "Seat 4 all in, seat 7 ask how much, dealer say 18.500, seat 7 say call. Now we count, the all in is "
        "28.500. Seat 7 want pay only 18.500. He have 60k."
    )
    result = answer(text).result
    assert result["facts"]["stacks"] == {"7": 60000}
    assert (result["ruling"]["seat"], result["ruling"]["total"], result["confidence"]) == (
        "7",
        28500,
        "certain",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Turn, el 2 va all in, el 6 pide cuenta y el dealer le dice ocho mil, eh, ocho mil, y el 6 dice "
        "pago. Al contar bien eran 11.500. El 6 tiene 40 mil. ¿Cuánto paga el 6?",
        "Turn, seat 2 shoves, seat 6 asks for a count, dealer says eight thousand, uh, eight thousand, and "
        "seat 6 calls. Turns out it's 11,500. Seat 6 has 40k. How much does seat 6 owe?",
    ],
)
def test_a_count_said_twice_is_one_count(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("6", 11500)
    assert [a["amount"] for a in result["facts"]["actions"] if a["seat"] == "2"] == [11500]


@pytest.mark.parametrize(
    "text",
    [
        "seat 3 shoved and seat 7 asked me for a count, i told him 9 thousand and he called, when we "
        "counted it properly it was 11 thousand. seat 7 has 40k behind, what does he pay",
        "soy el del 7. el 3 se fue all in, pedí cuenta, el dealer dijo 9 mil y pagué, al contar eran 11 mil. "
        "tengo 40 mil detrás, ¿cuánto pongo?",
    ],
)
def test_a_count_asked_in_the_past_binds_the_caller_to_the_real_amount(text: str) -> None:
    result = answer(text).result  # 49: a caller told the wrong count accepts the real all-in
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("7", "call", 11000)
    assert "tda-2024:49" in result["rules"]


@pytest.mark.parametrize(
    ("text", "told"),
    [
        (
            "turn, seat 3 is all in, seat 7 asks how much, the dealer says about six and a half, seat 7 "
            "calls. we count it and it's nine thousand two hundred. what does 7 owe?",
            6500,
        ),
        (
            "turn, el 3 va all in, el 7 pregunta cuánto es, el dealer dice seis y medio, el 7 paga. al "
            "contar eran nueve mil doscientos. ¿cuánto pone el 7?",
            6500,
        ),
    ],
)
def test_a_count_said_short_has_the_real_amounts_magnitude(text: str, told: int) -> None:
    result = answer(text).result  # 49: he owes the real all-in; the count he was told, said short, is 6,500
    assert [a["count_given"] for a in result["facts"]["actions"] if a["seat"] == "7"] == [told]
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("7", 9200)
