"""Questions a report had already answered, the third round (issue 12): each family tested in both
languages in other words than the betting sets' rows. The ruling stays as it was; only the needless question
goes, each with the fact the report told or the reason it cannot change the ruling."""

from __future__ import annotations

import pytest

from bot.ask import answer


def _certain(text: str) -> dict[str, object]:
    result = answer(text).result
    assert result["confidence"] == "certain", result["questions"]
    return result


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 1k/2k. The SB still had his blind out in front, the cutoff opened to 5,000, then the SB "
        "dragged his chip back to his stack and now he wants to muck. Can he?",
        "Ciegas 1000/2000. La ciega chica aún tenía la ciega delante de ella, el cutoff abrió a 5000 y la SB "
        "se llevó su ficha de vuelta a su stack, ahora se quiere tirar. ¿Puede?",
    ],
)
def test_a_blind_told_in_front_is_the_post(text: str) -> None:
    """ "Still had his blind out in front", "aún tenía la ciega delante": the blind's clause names his post,
    no action and no amount, so nothing in it is left to read; 46-B: his blind pulled back facing the raise,
    he may not fold, only call or raise."""
    ruling = _certain(text)["ruling"]
    assert isinstance(ruling, dict)
    assert (ruling["seat"], sorted(ruling["options"])) == ("SB", ["call", "raise"])
