"""Grammar and engine families drawn from set 45's rows (a Lima and Santiago de Chile club circuit, a Sevilla
and Málaga casino weekly, a Dublin, Melbourne and Atlantic City daily; dealers typing fast on the phone),
each tested in both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "300/600 tonight. lojack opens to 1k4, hijack 3-bets 3k9, cutoff wants to go again, min?",
        "300/600. lojack opens 1k4 and hijack makes it 3k9. min reraise for the cutoff",
        "ciegas 300/600, el lj abre a 1k4, el hj resube a 3k9, el cutoff quiere volver a subir, minimo?",
        "300-600. lj sube 1k4 y hj 3k9. cuanto es la minima resubida del cutoff",
    ],
)
def test_a_thousands_k_between_digits_is_a_number_not_a_garble(text: str) -> None:
    """ "1k4" and "3k9" are 1,400 and 3,900 as the amounts read them, so they raise no doubt about a garbled
    number: the re-raise of 2,500 makes the cutoff's minimum 6,400, certain."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["min_raise_to"]) == ("CO", 6400)
    assert result["confidence"] == "certain"
    assert not result["floor"]

