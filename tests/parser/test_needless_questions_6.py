"""Questions a report had already answered, the sixth round (issue 12): each family tested in both languages
in other words than the betting sets' rows. The ruling stays as it was; only the needless question goes, each
with the fact the report told or the reason it cannot change the ruling."""

from __future__ import annotations

import pytest

from bot.ask import answer
from tests.support.rulings import certain


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 200/400, flop. Seat 4 bets 1,300 and seat 9 silently slides out a 2,000 chip and a 100 chip. "
        "Seat 9 says he was only after change. What is it?",
        "Ciegas 200/400, en el flop. El 4 apuesta 1.300 y el 9 tira callado una ficha de 2.000 y una de 100. "
        "El 9 dice que buscaba cambio. ¿Qué es?",
    ],
)
def test_change_wanted_in_other_words_is_change_expected(text: str) -> None:
    """ "after change", "buscaba cambio": the change he wanted (61), no unknown word to ask about; chips
    pushed silently all count whatever he wanted. 45-B: the 100 is not needed for the call of 1,300 and 800
    over it is half the bet, so a raise to 2,600."""
    result = certain(text)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("9", "raise", 2600)
    assert {"tda-2024:61", "tda-2024:45-B"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "last hand we had a mess with seat four and his chips, the floor sorted it. now, 500/1000 on the "
        "turn, seat two bets 3,000 and seat six silently puts out a 5k and a 500, plenty behind. call or "
        "raise?",
        "en la mano anterior tuvimos un problema con el asiento cuatro y sus fichas, ya lo arregló el floor. "
        "ahora, 500/1000 en el turn, el asiento dos apuesta 3.000 y el seis pone callado una de 5.000 y una "
        "de 500, tiene mucho detrás. ¿call o subida?",
    ],
)
def test_the_previous_hand_told_until_now(text: str) -> None:
    """ "last hand ... now", "en la mano anterior ... ahora": the previous hand told first ends where the
    story turns to now, as at "this hand"; seat four of that hand is no player of this one, so nobody was
    skipped between seats two and six. 45-B: the 500 is not needed for the call of 3,000 and 2,500 over it
    is at least half the bet, so a raise to 6,000."""
    result = certain(text)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "raise", 6000)
    assert not any(r.startswith("tda-2024:53") for r in result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "en el turn el 2 apuesta 4.000, somos cuatro en la mano, y el 7 tira un fichín de mil sin decir "
        "nada. ¿tiene que completar?",
        "turn, four in the hand, seat 2 bets 4,000 and seat 7 drops a lone 1k chip without a word. does he "
        "have to complete?",
    ],
)
def test_a_chip_named_by_its_diminutive(text: str) -> None:
    """ "un fichín de mil": a chip, as "fichita" is, no unknown word. 51-B: an undercall of the opening bet
    multi-way is a mandatory full call: 4,000."""
    ruling = certain(text)["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("7", "call", 4000)


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("seat 2 bets 3,000 and Big Kev silently puts out a 5k chip. call or raise?", "Big Kev"),
        ("el 2 apuesta 3.000 y Don Pepe tira callado una ficha de 5.000. ¿call o subida?", "Don Pepe"),
    ],
)
def test_a_word_before_a_first_name_is_part_of_it(text: str, seat: str) -> None:
    """ "Big Kev", "Don Pepe": the word said before the name is part of it, one player, ruled under his whole
    name. 44: one oversized chip pushed silently is a call, 2,000 back."""
    ruling = certain(text)["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        seat,
        "call",
        3000,
        2000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "river, seat 2 bets 5,000 and seat 7 counts out 5,000 and pushes it over the line, then goes back to "
        "his stack for another 4,000, never said raise. what is it?",
        "en el river el 2 apuesta 5.000 y el 7 pone 5.000, después vuelve al stack y pone otros 4.000, no "
        "dijo subo. ¿qué es?",
    ],
)
def test_a_push_told_with_the_raise_never_said_is_silent(text: str) -> None:
    """ "never said raise", "no dijo subo" after his chips: the report tells what he said with them, nothing
    (a "call" said would have been told, and rules the same), so no question of what he said. 56: the
    second motion is a string bet; the first motion's 5,000 calls and the 4,000 goes back."""
    ruling = certain(text)["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "7",
        "call",
        5000,
        4000,
    )


def test_a_raise_the_dealer_only_believes_unsaid_is_still_asked() -> None:
    """ "I don't think he said raise": the dealer's belief, no fact of silence; had he said it, the 500 over
    the call makes him raise (45), so the question stays."""
    result = answer(
        "turn, seat 2 bets 2,000 and seat 7 pushes out a 2,000 chip and a 500 chip, I don't think he said "
        "raise. call or raise?"
    ).result
    assert result["confidence"] == "conditional"
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 2000)


def test_the_previous_hand_noticed_now_is_the_incident_itself() -> None:
    """ "lo vemos ahora, creo que es la mano siguiente": no street or level follows "ahora", so the previous
    hand is what the report is about, not an aside before this hand's story; the dealer's doubt on when it was
    noticed (which the button's correction turns on) is still asked."""
    result = answer(
        "Reglamento de Garrido: en la mano anterior el botón se movió del 2 al 4 por error, saltándose el 3, "
        "y la mano se jugó entera. Lo vemos ahora, creo que es la mano siguiente. ¿Dónde va el botón?",
        venue="garrido",
    ).result
    assert result["confidence"] == "conditional"
    assert (result["ruling"]["seat"], result["ruling"]["decision"]) == ("3", "button")
