"""Numbers as voice notes say them: twice in two forms ("two thousand eight hundred twenty eight hundred"),
cut off and said again ("dos mil ocho... dos mil ochocientos"), and a big-blind ante given with a verb ("the
big blind ante is two thousand")."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.amounts import Amount, read_amounts
from parser.normalize import tokenize


def _values(text: str, lang: str) -> list[int | None]:
    return [p.value for p in read_amounts(tokenize(text), lang) if isinstance(p, Amount)]


@pytest.mark.parametrize(
    "text, lang, values",
    [
        ("shoves for three thousand two hundred thirty two hundred and", "en", [3200]),
        (
            "va all in por mil quinientos quince cientos",
            "es",
            [1515],
        ),  # "quince cientos" is no Spanish number
        ("raises to five hundred two fifty", "en", [500, 250]),  # two numbers, not one said twice
        ("ciegas quinientos mil", "es", [500, 1000]),
        ("one thousand one thousand", "en", [1000, 1000]),
    ],
)
def test_a_number_said_twice_in_two_forms_is_one(text: str, lang: str, values: list[int]) -> None:
    assert _values(text, lang) == values


@pytest.mark.parametrize(
    "text, lang, values",
    [
        ("va all in por tres mil cuatro... tres mil cuatrocientos y", "es", [3400]),
        ("raises to four thousand... four thousand five hundred", "en", [4500]),
        ("bets five. Five hundred is the pot", "en", [5, 500]),  # a sentence, not a pause
        ("blinds one thousand... two thousand", "en", [1000, 2000]),
    ],
)
def test_a_number_cut_off_and_said_again_is_the_second(text: str, lang: str, values: list[int]) -> None:
    assert _values(text, lang) == values


@pytest.mark.parametrize(
    "text",
    [
        "so the big blind ante is two thousand tonight, no idea of the blinds, UTG opens five thousand "
        "and the hijack wants to min raise, how much",
        "no me acuerdo de las ciegas pero el ante de ciega grande es de dos mil, el UTG abre a cinco mil "
        "y el hijack quiere hacer la mínima, ¿a cuánto?",
    ],
)
def test_a_big_blind_ante_told_with_a_verb_gives_the_likely_big_blind(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["big_blind_ante"] == 2000
    assert result["ruling"]["min_raise_to"] == 8000  # big blind 2,000 (as the ante), raise of 3,000
    assert result["confidence"] == "conditional" and "blinds" in result["questions"]


@pytest.mark.parametrize(
    "text, lang, values",
    [
        ("puts out ten thousand then grabs another ten and puts that in", "en", [10000, 10000]),
        ("pone 5.000 y luego va a por otros cinco", "es", [5000, 5000]),
        ("puts out 3000 and then another two chips", "en", [3000, 2]),  # a count of chips
        ("bets 10 then another 10", "en", [10, 10]),  # no thousands told before
    ],
)
def test_another_bare_number_counts_in_the_thousands_told_before(
    text: str, lang: str, values: list[int]
) -> None:
    assert _values(text, lang) == values


@pytest.mark.parametrize(
    "text, blinds",
    [
        (
            "so its three hundred six hundred um pots forty two hundred on the flop, seat 4 says seven",
            [300, 600],
        ),
        (
            "galway um three hundred six hundred, seat 4 on the flop says seven, pot's forty two hundred",
            [300, 600],
        ),
    ],
)
def test_a_level_opening_a_voice_note_after_small_words_is_the_blinds(text: str, blinds: list[int]) -> None:
    result = answer(text).result
    assert [result["facts"]["blinds"][k] for k in ("small", "big")] == blinds
    assert result["facts"]["pot"] == 4200
    assert result["ruling"]["total"] == 700  # 57: the lowest reading that is a legal bet


@pytest.mark.parametrize(
    "text, lang, values",
    [
        (
            "seat 3 bets four thousand and seat 8 goes all in for around six and a half",
            "en",
            [3, 4000, 8, 6500],
        ),
        ("el 3 apuesta cuatro mil y el 8 va all in por unos seis y medio", "es", [3, 4000, 8, 6500]),
        ("en el bote hay 31.000 y el 5 dice dos y medio", "es", [31000, 5, 25]),  # a player's bare word: 57
    ],
)
def test_a_half_the_dealer_tells_counts_in_the_reports_thousands(
    text: str, lang: str, values: list[int]
) -> None:
    assert _values(text, lang) == values


@pytest.mark.parametrize(
    "text, lang, values",
    [
        ("el 7 va all in por ocho... sí, ocho mil y el 3", "es", [7, 8000, 3]),
        ("seat 7 all in for eight... yeah eight thousand", "en", [7, 8000]),
    ],
)
def test_a_number_said_again_after_a_yes_is_the_second(text: str, lang: str, values: list[int]) -> None:
    assert _values(text, lang) == values


@pytest.mark.parametrize(
    "text, lang, values",
    [
        ("all in for fourteen thousand fourteen yeah", "en", [14000]),
        ("va all in por doce mil doce", "es", [12000]),
        ("raises to two thousand two hundred", "en", [2200]),  # a number, not one said twice
    ],
)
def test_a_count_said_again_after_its_scale_is_the_thousands(text: str, lang: str, values: list[int]) -> None:
    assert _values(text, lang) == values


def test_the_bet_called_named_short_is_no_amount_said() -> None:
    text = (
        "plo, flop pot twelve thousand, seat one bets four thousand, seat three calls the four, seat 5 pots"
    )
    result = answer(text).result
    assert [a["amount"] for a in result["facts"]["actions"] if a["seat"] == "3"] == [None]
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("5", 28000)


@pytest.mark.parametrize(
    "text, value",
    [
        ("preflop, el HJ va all in por cuatro mil, no perdón, por cinco mil, y todos se tiran", 5000),
        ("preflop, el 6 va all in por siete, no, por siete lucas, y el 9 iguala", 7000),
        ("preflop, the HJ is all in for four thousand, no sorry, for five thousand, and all fold", 5000),
    ],
)
def test_a_corrected_amount_said_again_with_its_preposition(text: str, value: int) -> None:
    actions = answer(text).result["facts"]["actions"]
    assert [a["amount"] for a in actions if a["declaration"] == "all_in"] == [value]


@pytest.mark.parametrize(
    "text",
    [
        "2k/4k. river, seat 2 bets 10k, seat 4 raises to 24k sorry correction seat 4 made it 30k not 24. "
        "what can seat 2 do",
        "2k/4k. river, el 2 apuesta 10k y el 4 sube a 24k. corrijo: el 4 subió a 30k, no 24. "
        "¿qué puede hacer el 2?",
        "2k/4k. river, seat 2 bets 10k, seat 4 raises to 30k not 24k. what can seat 2 do",
    ],
)
def test_an_amount_a_correction_replaced_is_accounted_for(text: str) -> None:
    result = answer(text).result  # 43: the raise was 20,000 over 10,000: seat 2 re-raises to 50,000 at least
    assert result["ruling"]["min_raise_to"] == 50000
    assert result["confidence"] == "certain", result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 500/1000, seat 2 has twenty big blinds, that's twenty k, he jams and puts out thirty k, "
        "seat 5 calls",
        "ciegas 500/1000, el 2 tiene veinte ciegas, o sea veinte mil, va all in y mete treinta mil, "
        "el 5 paga",
    ],
)
def test_a_number_restated_is_no_claim(text: str) -> None:
    result = answer(text).result  # a stack of 20,000 and 30,000 pushed: facts that cannot both be true
    assert [a["declaration"] for a in result["facts"]["actions"] if a["seat"] == "2"] == ["all_in"]
    assert result["facts"]["stacks"]["2"] == 20000
    assert (result["confidence"], result["floor"]) == ("unsure", True)
