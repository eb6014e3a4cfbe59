"""Amounts in digits and words, Spanish and English."""

import pytest

from parser.amounts import Amount, digits_value, read_amounts
from parser.normalize import tokenize


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
