"""A level told a second time: corrected ("sorry, blinds are 2k/4k not 1.5k/3k", "perdón, las ciegas son
2.000-4.000") it replaces the first; told again differently with no correction, the report gives two levels
and the blinds are asked where they matter."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "blinds 500/1000. lojack opens 2400, cutoff drops 3600 without a word. sorry, blinds 600/1200 not "
        "500/1000, we moved up",
        "ciegas 500-1000, el LJ abre a 2400 y el CO tira 3600 sin decir nada. perdón, las ciegas "
        "son 600-1200",
        "blinds 500 1000 lj opens 2400 co puts 3600 in silent. correction the blinds are 600 1200",
    ],
)
def test_a_corrected_level_replaces_the_first(text: str) -> None:
    result = answer(text).result  # 600/1200: opened by 1,200, so 3,600 is a full raise (500/1000: to 3,800)
    assert result["facts"]["blinds"] == {"small": 600, "big": 1200}
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 3600)
    assert "blinds" not in result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 500/1000. lojack opens 2400, cutoff drops 3600 without a word. the blinds are 600/1200",
        "ciegas 500-1000, el LJ abre a 2400 y el CO tira 3600 sin decir nada. las ciegas son 600-1200",
    ],
)
def test_two_levels_told_ask_which(text: str) -> None:
    result = answer(text).result
    assert "blinds" in result["questions"]
    assert result["confidence"] != "certain"


@pytest.mark.parametrize(
    "text",
    [
        "UTG shoves 3k, all his chips. HJ wants to raise, minimum? blinds, not sure, I think 1k-2k",
        "el UTG va all in por 3 mil, todo lo que tenía. el HJ quiere subir, ¿mínimo? ciegas creo que 1k/2k",
    ],
)
def test_a_level_written_after_a_hedge_is_read_and_not_certain(text: str) -> None:
    result = answer(text).result  # a short all-in of 3,000 at 1k/2k: the full raise of 2,000 stands
    assert result["facts"]["blinds"] == {"small": 1000, "big": 2000}
    assert result["ruling"]["min_raise_to"] == 5000
    assert result["confidence"] == "conditional"


@pytest.mark.parametrize(
    "text",
    [
        "hey its the dealer at table four um five hundred one thousand under the gun opens three thousand "
        "and the cutoff drops a 5000 chip without a word",
        "hola soy el dealer de la mesa cuatro eh quinientos mil el UTG abre a tres mil y el CO tira una de "
        "5000 sin decir nada",
    ],
)
def test_a_pair_right_before_the_first_player_is_the_level(text: str) -> None:
    result = answer(text).result  # one oversized chip over a raise to 3,000: a call (44)
    assert result["facts"]["blinds"] == {"small": 500, "big": 1000}
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 3000)
