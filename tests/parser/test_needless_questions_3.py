"""Questions a report had already answered, the third round (issue 12): each family tested in both
languages in other words than the betting sets' rows. The ruling stays as it was; only the needless question
goes, each with the fact the report told or the reason it cannot change the ruling."""

from __future__ import annotations

import pytest

from bot.ask import answer
from tests.support.rulings import certain


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
    ruling = certain(text)["ruling"]
    assert isinstance(ruling, dict)
    assert (ruling["seat"], sorted(ruling["options"])) == ("SB", ["call", "raise"])


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 300/600. Turn: seat 1 leads for 1,300, seat 4 slides out one 5k chip and one 100; he kept "
        "quiet the whole time. Call or raise?",
        "Ciegas 300/600. En el turn el 1 apuesta 1300, el 4 deja una de 5000 y una de 100 y no habló nada. "
        "¿Paga o sube?",
    ],
)
def test_silence_told_as_keeping_quiet(text: str) -> None:
    """ "He kept quiet", "no habló nada": the report tells he said nothing, so what he might have said is
    not asked ("no habló" alone is also "had not acted": a skipped player, no silence); 45-B: the 100 is
    not needed for the call, and 5,100 is a full raise (43)."""
    ruling = certain(text)["ruling"]
    assert isinstance(ruling, dict)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("4", "raise", 5100)


@pytest.mark.parametrize(
    "text",
    [
        "ok so blinds three hundred six hundred two limpers and the button wants to raise what's the least "
        "he can make it",
        "bueno ciegas trescientos seiscientos dos jugadores pagan y el botón quiere subir cuánto es lo "
        "mínimo",
    ],
)
def test_a_count_of_players_after_a_spoken_level_is_no_part_of_it(text: str) -> None:
    """ "six hundred two limpers", "seiscientos dos jugadores": a unit after hundreds, right before players,
    counts them (no table has 602 players), so the level is 300/600 and the minimum raise 1,200 (43)."""
    result = answer(text).result
    assert result["facts"]["blinds"] == {"small": 300, "big": 600}
    assert result["ruling"]["min_raise_to"] == 1200


@pytest.mark.parametrize(
    "text",
    [
        "600/1200. Everybody just calls around to the big blind, who wants to put in a raise. How much at "
        "least?",
        "600/1200. Pagan todos hasta la ciega grande y la grande quiere subir. ¿Cuánto es lo mínimo?",
    ],
)
def test_players_left_unnamed_who_only_call_are_not_asked_for(text: str) -> None:
    """ "Everybody calls", "pagan todos": who they are cannot change the big blind's options or minimum,
    since a call moves neither the bet he faces nor the raise he must match (43-A: 1,200 more, to 2,400)."""
    result = certain(text)
    ruling = result["ruling"]
    assert isinstance(ruling, dict)
    assert (ruling["seat"], ruling["min_raise_to"]) == ("BB", 2400)
