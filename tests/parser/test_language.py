"""Language per message, Spanglish included."""

import json

import pytest

from parser.language import detect


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("El de UTG sube a 1.100 y el siguiente paga", "es"),
        ("seat 6 flats the shove", "en"),
        ("el de UTG hace call con una de mil", "es"),
        ("the button says raise and puts out two 500s", "en"),
        ("ciegas 100-200, el botón hace all-in", "es"),
        ("A opens for 1400 and B calls", "en"),
        ("¿raise?", "es"),
        # jargon repeated does not outvote the Spanish around it
        (
            "Seat 2 apuesta 2000, seat 4 all in 2800, seat 6 all in 4000, seat 8 paga. ¿Puede resubir el 2?",
            "es",
        ),
        ("El big blind foldea out of turn antes de que el button actúe. ¿Es binding?", "es"),
        ("seat 2 bets, seat 4 calls, seat 6 calls and seat 8 is all in: can seat 2 re-raise?", "en"),
    ],
)
def test_detect(text: str, lang: str) -> None:
    assert detect(text) == lang


def test_no_evidence_falls_back_to_the_default() -> None:
    assert detect("UTG raise 1100", default="en") == "en"
    assert detect("UTG raise 1100", default="es") == "es"


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Four-card flop.", "en"),
        ("string bet", "en"),
        ("dead button", "en"),
        ("ficha impar", "es"),
        ("mano muerta", "es"),
        ("reloj", "es"),
    ],
)
def test_short_texts_without_function_words_go_by_word_frequency(text: str, lang: str) -> None:
    assert detect(text, default="es") == lang and detect(text, default="en") == lang


@pytest.mark.parametrize(("text", "command"), [("Four-card flop.", "ask"), ("string bet", "search")])
def test_short_english_reports_and_searches_are_answered_in_english(capsys, text: str, command: str) -> None:
    from bot.cli import main

    assert main([command, text, "--json"]) == 0
    out = capsys.readouterr().out
    if command == "ask":
        assert json.loads(out)["lang"] == "en"
    else:
        assert json.loads(out)[0]["title"] == "String Bets and Raises"  # the English text


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("UTG opns 1100 blinds 250/500 UTG1 silnt 1k+500", "en"),
        ("Seat 2 opend 700 @ 100/200, seat 4 tossd a singel 1k chip silenly", "en"),
        ("UTG abrió 1100 ciegas 250/500 UTG1 calladto 1k+500", "es"),
    ],
)
def test_a_message_of_typos_is_read_in_the_language_its_words_are_misspelt_from(text: str, lang: str) -> None:
    assert detect(text) == lang
