"""Language per message, Spanglish included."""

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
    ],
)
def test_detect(text: str, lang: str) -> None:
    assert detect(text) == lang


def test_no_evidence_falls_back_to_the_default() -> None:
    assert detect("UTG raise 1100", default="en") == "en"
    assert detect("UTG raise 1100", default="es") == "es"
