"""Amounts in digits and words, Spanish and English."""

import pytest

from parser.amounts import Amount, digits_value, number_lexicon, read_amounts, split_pair
from parser.chips import read_chips
from parser.lexicon import load
from parser.normalize import fold, tokenize
from parser.tagging import tag


def amounts(text: str, lang: str | None = None) -> list[Amount]:
    return [item for item in read_amounts(tokenize(text), lang) if isinstance(item, Amount)]


def values(text: str, lang: str | None = None) -> list[int | None]:
    return [a.value for a in amounts(text, lang)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1.500", 1500),
        ("1,500", 1500),
        ("1.000.000", 1_000_000),
        ("1.5k", 1500),
        ("1,5k", 1500),
        ("5k", 5000),
        ("5 K", 5000),
        ("42 mil", 42000),
        ("42 mil quinientos", 42500),
        ("2,5 millones", 2_500_000),
        ("mil cien", 1100),
        ("doscientas cincuenta", 250),
        ("veintiún mil", 21000),
        ("veintiun mil", 21000),
        ("veintidos mil", 22000),
        ("un millón y medio", 1_500_000),
        ("treinta y cinco", 35),
        ("eleven hundred", 1100),
        ("two thousand five hundred", 2500),
        ("a thousand", 1000),
        ("one thousand and fifty", 1050),
        ("5 grand", 5000),
    ],
)
def test_single_amount(text: str, expected: int) -> None:
    assert values(text) == [expected]


def test_chip_list_is_not_merged() -> None:
    assert values("una de mil y una de quinientos", "es") == [1000, 500]
    assert values("dos de quinientos") == [2, 500]


def test_consecutive_numbers_split_at_the_longest_valid_prefix() -> None:
    assert values("ciegas doscientos cincuenta quinientos") == [250, 500]


def test_twelve_five_is_unclear_with_its_readings() -> None:
    for text in ("12 five", "twelve five"):
        (amount,) = amounts(text)
        assert amount.unclear
        assert amount.candidates == (1250, 12500)


def test_bare_small_number_is_not_scaled() -> None:
    (five,) = amounts("apuesto cinco")
    assert five.value == 5 and not five.scaled
    (five_k,) = amounts("apuesto cinco mil")
    assert five_k.scaled


def test_plural_denominations() -> None:
    two, five_hundreds = amounts("two 500s")
    assert (two.value, two.plural) == (2, False)
    assert (five_hundreds.value, five_hundreds.plural) == (500, True)
    assert amounts("two 1000's")[1].plural


def test_article_alone_is_left_for_the_chip_reader() -> None:
    assert values("una ficha de 5.000") == [5000]
    assert values("a single 5k chip") == [5000]


def test_spans_point_into_the_original_text() -> None:
    text = "El de UTG sube a mil cien"
    (amount,) = amounts(text)
    assert text[amount.start : amount.end] == "mil cien"


def test_digits_value_decimal_and_thousands() -> None:
    assert digits_value("2,5") == (2.5, False)
    assert digits_value("12.345") == (12345, False)
    assert digits_value("500s") == (500, True)


# --- Spoken pairs: a level said in one breath after "ciegas"/"blinds", and numbers that cannot continue ---


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("blinds five hundred one thousand", "en", [500, 1000]),
        ("blinds one k two k", "en", [1000, 2000]),
        ("blinds five hundred two fifty", "en", [500, 250]),  # kept in order: the header judges it
        ("blinds fifty one hundred", "en", [50, 100]),
        ("level: two hundred four hundred", "en", [200, 400]),
        ("ciegas quinientos mil", "es", [500, 1000]),
        ("ciegas cuatrocientos ochocientos", "es", [400, 800]),
        ("ciegas mil dos mil", "es", [1000, 2000]),
        ("ciegas mil quinientos tres mil", "es", [1500, 3000]),
        ("nivel de quinientos mil", "es", [500, 1000]),
        ("ciegas doscientos cincuenta quinientos", "es", [250, 500]),
    ],
)
def test_a_level_said_in_one_breath_is_two_amounts(text: str, lang: str, expected: list[int]) -> None:
    assert values(text, lang) == expected


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("apuesta quinientos mil", "es", [500_000]),  # no level word: half a million
        ("ciegas mil quinientos", "es", [1500]),  # one number that reads as no level stays one
        ("ciegas doscientos mil", "es", [200_000]),  # 200 and 1000 is no level's shape
        ("level twenty five", "en", [25]),
        ("stack of two hundred fifty thousand", "en", [250_000]),
        ("raises to five hundred one thousand", "en", [500, 1000]),  # "one thousand" cannot continue 500
    ],
)
def test_one_number_is_not_cut_without_reason(text: str, lang: str, expected: list[int]) -> None:
    assert values(text, lang) == expected


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("quinientos mil", "es", (500, 1000)),
        ("doscientos cincuenta", "es", (200, 50)),
        ("fifty one hundred", "en", (50, 100)),
        ("two thousand five hundred", "en", (2000, 500)),
    ],
)
def test_split_pair_prefers_a_level_then_the_roundest_cut(
    text: str, lang: str, expected: tuple[int, int]
) -> None:
    (amount,) = amounts(text, lang)
    assert split_pair(amount) == expected


# --- Multipliers after a number, spoken or written ---


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("five k", "en", 5000),
        ("eighteen k", "en", 18_000),
        ("two k", "en", 2000),
        ("twenty five k", "en", 25_000),
        ("two grand", "en", 2000),
        ("three grand", "en", 3000),
        ("a grand", "en", 1000),
        ("1.5k", "en", 1500),
        ("2k5", "en", 2500),
        ("1k25", "en", 1250),
        ("5 grand", "en", 5000),
        ("cinco k", "es", 5000),
        ("dos lucas", "es", 2000),
        ("5 lucas", "es", 5000),
        ("una luca", "es", 1000),
        ("un palo", "es", 1_000_000),
        ("2 palos", "es", 2_000_000),
        ("dos palos", "es", 2_000_000),
        ("1,5 palos", "es", 1_500_000),
        ("5 mil", "es", 5000),
        ("1,5k", "es", 1500),
        ("2k5", "es", 2500),
    ],
)
def test_multipliers_scale_the_number_before_them(text: str, lang: str, expected: int) -> None:
    (amount,) = amounts(text, lang)
    assert (amount.value, amount.scaled) == (expected, True)


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("flop de dos palos", "es", [2]),  # a suit, not two million
        ("flop de un palo", "es", []),
        ("tres cartas del mismo palo", "es", [3]),
        ("a k high flop", "en", []),  # "k" alone is a king, not a thousand
        ("the k", "en", []),
    ],
)
def test_multiplier_words_that_multiply_nothing(text: str, lang: str, expected: list[int]) -> None:
    assert values(text, lang) == expected


def test_multiplier_words_left_alone_stay_in_the_stream() -> None:
    items = read_amounts(tokenize("flop de un palo"), "es")
    assert [item.text for item in items] == ["flop", "de", "un", "palo"]


# --- Hundreds said without "hundred", and the hundreds of a thousand ---


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("raises to a thousand five", "en", [1500]),
        ("raises to one thousand five", "en", [1500]),
        ("opens two thousand five", "en", [2500]),
        ("calls two k five", "en", [2500]),
        ("one fifty", "en", [150]),
        ("two fifty", "en", [250]),
        ("one twenty five", "en", [125]),
        ("twelve fifty", "en", [1250]),
        ("two thousand two fifty", "en", [2250]),
        ("fourteen hundred", "en", [1400]),
        ("twenty two hundred", "en", [2200]),
        ("thirty five hundred", "en", [3500]),
        ("a thousand five 100s", "en", [1000, 5, 100]),  # a number after it: the five is a count
        ("mil cien", "es", [1100]),
        ("mil quinientos", "es", [1500]),
        ("dos mil ochocientos", "es", [2800]),
        ("cuatro mil doscientos", "es", [4200]),
        ("sube a mil trescientos", "es", [1300]),
    ],
)
def test_spoken_hundreds(text: str, lang: str, expected: list[int]) -> None:
    assert values(text, lang) == expected


# --- Spoken self-corrections: the amount after the marker replaces the one before ---


# "o sea" restates ("cuatro fichas de mil, o sea cuatro mil"): it is no correction marker.
_ES_MARKERS = ["no", "no perdón", "perdón", "digo", "quiero decir", "mejor dicho", "bueno no"]
_EN_MARKERS = ["no", "sorry", "no sorry", "I mean", "no wait", "actually", "or rather"]


@pytest.mark.parametrize("marker", _ES_MARKERS)
def test_spanish_corrections(marker: str) -> None:
    assert values(f"apuesta dos mil {marker} dos mil quinientos", "es") == [2500]
    assert values(f"sube a 1.000, {marker}, 1.200", "es") == [1200]


@pytest.mark.parametrize("marker", _EN_MARKERS)
def test_english_corrections(marker: str) -> None:
    assert values(f"opens two thousand {marker} two thousand five hundred", "en") == [2500]
    assert values(f"bets 2k, {marker}, 2.5k", "en") == [2500]


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("apuesta dos mil... no perdón dos mil quinientos", "es", [2500]),
        ("all in por mil trescientos no perdón mil cien", "es", [1100]),
        ("opens two thousand no sorry two thousand five hundred", "en", [2500]),
        ("bets 2k, I mean 2.5k", "en", [2500]),
        ("sube a mil, no, dos mil, no perdón, tres mil", "es", [3000]),  # corrected twice
    ],
)
def test_a_correction_leaves_only_the_last_amount(text: str, lang: str, expected: list[int]) -> None:
    items = read_amounts(tokenize(text), lang)
    assert [a.value for a in items if isinstance(a, Amount)] == expected
    words = {fold(item.text) for item in items if not isinstance(item, Amount)}
    assert not words & {"no", "perdon", "sorry", "mean"}  # the marker goes too: no negation is left


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("el 3 paga mil, no voy", "es", [3, 1000]),  # "no voy" folds: no amount after the "no"
        ("el 4 no, 5 tira", "es", [4, 5]),  # seats, not chips
        ("dos de quinientos, o sea mil", "es", [2, 500, 1000]),  # a chip list restated as a total
        ("cuatro fichas de mil o sea cuatro mil", "es", [4, 1000, 4000]),  # the chips restated as a total
        ("bets 500, no one calls", "en", [500]),
        ("two 500s, I mean 1000", "en", [2, 500, 1000]),
        ("bets 500. The player on seat 4 says no 2 times", "en", [500, 4, 2]),
    ],
)
def test_no_correction_without_an_amount_on_both_sides(text: str, lang: str, expected: list[int]) -> None:
    assert values(text, lang) == expected


# --- Chip slang with a value ---


@pytest.mark.parametrize(
    ("text", "expected", "plural"),
    [
        ("a nickel and a dime", [500, 1000], [False, False]),
        ("two dimes", [2, 1000], [False, True]),
        ("three nickels", [3, 500], [False, True]),
        ("one dime", [1000], [False]),
    ],
)
def test_nickel_and_dime_are_chip_values(text: str, expected: list[int], plural: list[bool]) -> None:
    found = amounts(text, "en")
    assert [a.value for a in found] == expected
    assert [a.plural for a in found] == plural


@pytest.mark.parametrize(
    ("text", "chips"), [("a nickel and a dime", (500, 1000)), ("two dimes", (1000, 1000))]
)
def test_the_chip_reader_counts_nickels_and_dimes(text: str, chips: tuple[int, ...]) -> None:
    pieces = tag(read_amounts(tokenize(text), "en"), load("en"))
    read = read_chips(pieces, 0)
    assert read is not None and read.chips == chips


@pytest.mark.parametrize(("text", "lang"), [("dime cuánto paga", "es"), ("dime", None), ("the nickel", "en")])
def test_chip_slang_needs_a_count(text: str, lang: str | None) -> None:
    assert values(text, lang) == []


# --- Not amounts, and hostile input ---


@pytest.mark.parametrize("text", ["1e400", "1e+400", "1E5", "2.5e3", "9h8h"])
def test_digits_glued_to_letters_and_digits_are_no_amount(text: str) -> None:
    items = read_amounts(tokenize(f"bets {text} chips"), "en")
    assert not any(isinstance(item, Amount) for item in items)
    assert [item.text for item in items] == ["bets", text, "chips"]  # one word, reported as not understood


@pytest.mark.parametrize(
    ("text", "expected"),
    [("5x100", [5, 100]), ("250-500", [250, 500]), ("100bb", [100]), ("2k-4k", [2000, 4000])],
)
def test_written_forms_that_stay_apart(text: str, expected: list[int]) -> None:
    assert values(text) == expected


@pytest.mark.parametrize(
    "text", ["9" * 5000, "1" * 400 + ",5k", "1" * 400 + ",5 millones", "9" * 30 + " palos"]
)
def test_huge_digits_are_capped_not_crashing(text: str) -> None:
    (amount,) = amounts(text, "es")
    assert amount.value is not None and amount.value >= 10**18  # far past any report's maximum


def test_number_words_that_are_common_words_in_the_message_language() -> None:
    assert values("seat 3 bets ten", "en") == [3, 10]
    assert values("ten cuidado con el 3", "es") == [3]
    assert values("once the flop comes", "en") == []


def test_every_multiplier_can_be_spelled_for_text2num() -> None:
    for lang in ("es", "en"):
        lexicon = number_lexicon(lang)
        for value in lexicon.multipliers.values():
            assert number_lexicon("es").scale_word(value) and number_lexicon("en").scale_word(value)
