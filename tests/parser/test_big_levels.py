"""Late levels of big events: millions written and said every way, bare numbers read in the pot's
magnitude (57), a pot told twice, a stack told in a bracket about the player just named."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.amounts import read_amounts
from parser.normalize import tokenize
from rules_engine.amounts import read_bare_number
from rules_engine.policy import AmountReading


def _values(text: str, lang: str) -> list[int | None]:
    items = read_amounts(tokenize(text), lang)
    return [getattr(item, "value", None) for item in items if hasattr(item, "value")]


@pytest.mark.parametrize(
    ("text", "lang", "value"),
    [
        ("un millón trescientos", "es", 1_300_000),
        ("un palo cuatro", "es", 1_400_000),
        ("dos millones ochenta", "es", 2_080_000),
        ("un millón trescientos mil", "es", 1_300_000),
        ("tres millones y medio", "es", 3_500_000),
        ("a million three", "en", 1_300_000),
        ("two million seventy five", "en", 2_075_000),
        ("a million three fifty", "en", 1_350_000),
        ("2.5M", "en", 2_500_000),
        ("3M", "es", 3_000_000),
        ("1.8 mill", "en", 1_800_000),
        ("four ten", "en", 410),
        ("one and a half million", "en", 1_500_000),
        ("two and a half mill", "en", 2_500_000),
        ("two nineteen", "en", 219),
    ],
)
def test_what_follows_a_million_counts_thousands(text: str, lang: str, value: int) -> None:
    assert _values(text, lang) == [value]


@pytest.mark.parametrize(
    ("said", "big_blind", "pot", "read"),
    [
        (6, 60_000, 700_000, 600_000),  # "six" at 30k/60k: six hundred thousand, within the pot
        (12, 80_000, 1_300_000, 1_200_000),
        (3, 60_000, 45_000_000, 3_000_000),
        (5, 400, 4_000, 500),  # the TDA's own example: 200-400, a pot under 5,000
        (5, 400, 60_000, 5_000),  # ... and 5,000 from a 5,000 pot up: "five" is never 50,000
        (3, 4_000, 50_000, None),  # 3,000 under the minimum; 300,000 is no shorthand at 2k/4k
    ],
)
def test_a_bare_number_reads_in_the_levels_magnitudes(said: int, big_blind: int, pot: int, read: int) -> None:
    assert read_bare_number(said, big_blind, pot, AmountReading.HIGHEST, big_blind=big_blind) == read


@pytest.mark.parametrize(
    "text",
    [
        "nivel 30k/60k, river, el bote son 700 mil. el 6 dice 'seis' y no mueve fichas. cuánto es?",
        "30k/60k, river, pot's 700k. seat 6 just says 'six', no chips. how much is the bet",
    ],
)
def test_a_bare_number_at_a_big_level_is_read_in_the_pots_magnitude(text: str) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "bet", 600000)


@pytest.mark.parametrize(
    ("text", "stack"),
    [
        ("el 2 apuesta 300k y el 4 paga (le queda un palo doscientos)", 1_200_000),
        ("seat 2 bets 300k, seat 4 calls, seat 4 has a million two behind", 1_200_000),
        ("seat 2 bets 300k, action to seat 4 (has 1.2M behind). what can he do", 1_200_000),
        ("el 2 apuesta 300k, le toca al 4, que aún no habló (tiene 1.200.000). ¿qué puede hacer?", 1_200_000),
    ],
)
def test_stacks_in_millions_and_in_a_bracket_about_the_player_named(text: str, stack: int) -> None:
    result = answer(text).result
    assert result["facts"]["stacks"] == {"4": stack}


@pytest.mark.parametrize(
    "text",
    [
        "PLO, flop, pot was nine thousand. seat 1 asked for the count, I said seven thousand, he bet seven "
        "thousand, seat 3 called, then seat 8 says hold on the pot is nine. nobody else acted. what now",
        "PLO, flop, el bote era de nueve mil. el 1 pide cuenta, le digo siete mil, apuesta siete mil, el 3 "
        "paga y el 8 dice espera que el bote es de nueve. nadie más actuó. ¿qué pasa con la apuesta del 1?",
    ],
)
def test_a_pot_told_again_is_a_count_not_a_bet(text: str) -> None:
    result = answer(text).result  # 52-B: too low a pot bet is corrected while no substantial action followed
    assert [a["seat"] for a in result["facts"]["actions"]] == ["1", "3"]
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("1", 9000)


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("nivel 30.000/60.000. el HJ abre a ciento ochenta, el botón paga. ¿mínimo para resubir?", 300000),
        ("30k/60k. hijack opens one eighty, button calls. whats the min reraise", 300000),
        ("blinds thirty sixty thousand. hijack opens to 180, button flats. min 3bet?", 300000),
    ],
)
def test_a_number_said_short_at_a_level_in_thousands_is_thousands(text: str, total: int) -> None:
    result = answer(text).result  # 43: 180,000 opened over a 60,000 blind, the next raise is to 300,000
    assert result["ruling"]["min_raise_to"] == total
    assert result["facts"]["actions"][0]["amount"] == 180000


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 30.000/60.000, el 5 tiene 90 ciegas y mete una ficha de 5.000 en silencio",
        "blinds 30k/60k, seat 5 with 90 bigs drops a single 5.000 chip silently",
    ],
)
def test_amounts_said_whole_or_in_blinds_keep_their_value(text: str) -> None:
    actions = answer(text).result["facts"]["actions"]
    assert actions and actions[-1]["chips"] == [5000]


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("no blinds given. seat 1 bets 300k, seat 4 says four fifty and puts it in. what is it?", 450000),
        ("turn, el 1 apuesta 300 lucas, el 4 dice cuatrocientos cincuenta y los pone. ¿qué es?", 450000),
        ("early level, seat 1 has 300k behind and bets four fifty, seat 4 calls", 450),
    ],
)
def test_a_bet_written_in_thousands_sets_the_unit_when_no_level_is_told(text: str, first: int) -> None:
    actions = answer(text).result["facts"]["actions"]
    assert [a["amount"] for a in actions if a["amount"]][-1] == first


@pytest.mark.parametrize(
    ("text", "blinds"),
    [
        ("Blinds 30 000 / 60 000, ante big blind. Flop, seat 2 bets 120 000. Seat 5 folds.", (30000, 60000)),
        (
            "ciegas treinta sesenta, ante de ciega grande, ocho en la mesa. el UTG mete treinta mil callado",
            (30000, 60000),
        ),
        ("thirty sixty bba seven handed, utg silently puts in thirty k", (30000, 60000)),
        ("blinds 100/200, seat 2 all in for 60k, seat 5 calls", (100, 200)),
    ],
)
def test_a_level_said_short_beside_deep_bets_is_in_thousands(text: str, blinds: tuple[int, int]) -> None:
    facts = answer(text).result["facts"]
    assert (facts["blinds"]["small"], facts["blinds"]["big"]) == blinds
    assert facts["big_blind_ante"] in (0, blinds[1])  # "seven handed" counts players, no ante of 7
