"""Questions a report had already answered, the fifth round (issue 12): each family tested in both languages
in other words than the betting sets' rows. The ruling stays as it was; only the needless question goes, each
with the fact the report told or the reason it cannot change the ruling."""

from __future__ import annotations

import pytest

from bot.ask import answer
from tests.support.rulings import certain


@pytest.mark.parametrize(
    ("text", "seat", "total"),
    [
        (
            "Level 1k/2k, preflop, four players still in. UTG limps, UTG+1 puts out a single 1,000 chip and "
            "says nothing, I guess he believes he is the small blind. What does he have to do?",
            "UTG+1",
            2000,
        ),
        (
            "Ciegas 500/1.000, preflop, quedan cinco jugadores. El UTG pone una sola ficha de 500 sin decir "
            "nada, creo que él cree que es la ciega chica. ¿Qué tiene que hacer?",
            "UTG",
            1000,
        ),
    ],
)
def test_a_hedge_on_what_the_player_believes_confirms_nothing(text: str, seat: str, total: int) -> None:
    """ "I guess he believes", "creo que él cree": the dealer's hedge is on the player's belief, which no rule
    reads (his chips and words do): nothing to confirm. 51-B: an undercall of the big blind multi-way is a
    full call."""
    result = certain(text)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == (seat, "call", total)
    assert result["rules"][0] == "tda-2024:51-B"


@pytest.mark.parametrize(
    ("text", "seat", "total"),
    [
        (
            "no limit 300/600, turn, the pot's 5,200 I reckon, and seat 3 says four, nothing else. "
            "400 or 4000?",
            "3",
            4000,
        ),
        ("NL 200/400, river, el bote son 6.000 creo, y el 5 dice tres y nada más. ¿300 o 3.000?", "5", 3000),
    ],
)
def test_a_hedge_right_after_the_pot_makes_it_a_rough_pot(text: str, seat: str, total: int) -> None:
    """ "the pot's 5,200 I reckon": the hedge doubts the pot's amount only, as "about 5,200" would; 57: a bare
    number is the highest legal reading within the pot, the lower one is under the big blind, so a pot a tenth
    off either way gives the same bet: nothing to confirm."""
    result = certain(text)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == (seat, "bet", total)
    assert result["rules"][0] == "tda-2024:57"


def test_a_hedge_on_what_follows_the_pot_is_still_confirmed() -> None:
    """ "pot is 3,800 I think seat 8 said eight": the hedge is on what the player said, a fact 57 turns on."""
    result = answer(
        "no limit 200/400, flop, pot is 3,800 I think seat 8 said eight and nothing else, 800 or 8000?"
    )
    assert result.result["confidence"] == "conditional"
    assert [q for q in result.result["questions"] if q.startswith("confirm_fact")]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 500/1000, everyone limps, big blind's option. what can he do and what's the min raise?",
        "ciegas 500/1000, todos pagan, opción de la ciega grande. ¿qué puede hacer y cuál es la subida "
        "mínima?",
        "ciegas 500/1000, limpean todos, la grande tiene opción. ¿qué opciones hay?",
    ],
)
def test_the_player_whose_option_is_named_is_the_one_asked(text: str) -> None:
    """ "big blind's option", "opción de la ciega grande", "la grande tiene opción": the option's owner is
    the player asked, whoever the limpers are (43: nobody raised, so he may check or raise, at least to
    2,000): a hand told, not a rule asked in general."""
    ruling = certain(text)["ruling"]
    assert (ruling["seat"], sorted(ruling["options"]), ruling["min_raise_to"]) == (
        "BB",
        ["check", "raise"],
        2000,
    )
