"""Seats, positions, relative references and chip descriptions."""

import pytest

from parser.amounts import read_amounts
from parser.chips import read_chips
from parser.lexicon import load
from parser.normalize import tokenize
from parser.seats import read_seat, step
from parser.tagging import tag


def pieces(text: str, lang: str = "es"):
    return tag(read_amounts(tokenize(text), lang), load(lang))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("asiento 3", "3"), ("el 3", "3"), ("el del 5", "5"), ("seat 4", "4"), ("Seat 6", "6"),
        ("A", "A"), ("el jugador B", "B"), ("player C", "C"), ("UTG+1", "UTG+1"), ("utg 1", "UTG+1"),
        ("el botón", "BTN"), ("the button", "BTN"), ("la ciega grande", "BB"), ("small blind", "SB"),
        ("el de UTG", "UTG"), ("el cutoff", "CO"), ("hijack", "HJ"), ("BB", "BB"),
    ],
)  # fmt: skip
def test_named_seats(text: str, name: str) -> None:
    ref = read_seat(pieces(text), 0)
    assert ref is not None and ref.name == name


@pytest.mark.parametrize("text", ["el siguiente", "el de al lado", "next player", "the next player"])
def test_relative_references(text: str) -> None:
    ref = read_seat(pieces(text), 0)
    assert ref is not None and ref.name is None and ref.relative == 1


def test_capital_a_before_an_article_is_a_preposition() -> None:
    assert read_seat(pieces("A la ciega grande le toca"), 0) is None
    assert read_seat(pieces("I bet five", "en"), 0) is None  # the pronoun, not player I


def test_step_follows_the_order_of_action() -> None:
    assert step("UTG", 1, preflop=True) == "UTG+1"
    assert step("BTN", 1, preflop=True) == "SB"
    assert step("BB", 1, preflop=False) == "UTG"
    assert step("9", 2, preflop=True) == "1"
    assert step("A", 1, preflop=False) == "B"


@pytest.mark.parametrize(
    ("text", "chips"),
    [
        ("una ficha de 5.000", (5000,)),
        ("una de mil y dos de quinientos", (1000, 500, 500)),
        ("una de mil y una de quinientos", (1000, 500)),
        ("a single 5k chip", (5000,)),
        ("two 500s", (500, 500)),
        ("two 1000's", (1000, 1000)),
        ("one 1000 and five 100s", (1000, 100, 100, 100, 100, 100)),
        ("one 500 and one 1000 chip", (500, 1000)),
        ("dos fichas de 25", (25, 25)),
    ],
)
def test_chip_descriptions(text: str, chips: tuple[int, ...]) -> None:
    read = read_chips(pieces(text), 0)
    assert read is not None and read.chips == chips


def test_colours_need_the_venue_chip_set() -> None:
    chip_set = {"red": 500, "green": 25, "black": 1000}
    assert read_chips(pieces("dos rojas y una negra"), 0, chip_set).chips == (500, 500, 1000)
    assert read_chips(pieces("two red chips", "en"), 0, chip_set).chips == (500, 500)
    assert read_chips(pieces("una roja"), 0, {"roja": 500}).chips == (500,)
    unknown = read_chips(pieces("una roja"), 0, {})
    assert unknown is not None and not unknown.complete


def test_a_plain_amount_is_not_a_chip() -> None:
    assert read_chips(pieces("1.100"), 0) is None
    assert read_chips(pieces("a 1100"), 0) is None
