"""Questions a report had already answered, the second round (issue 12): each family tested in both
languages in other words than the betting sets' rows. The ruling stays as it was; only the needless question
goes, each with the fact the report told or the reason it cannot change the ruling."""

from __future__ import annotations

import pytest

from bot.ask import answer
from tests.support.rulings import certain


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 1k/2k. River, seat 3 bets 5,000 and seat 6 silently drops in a 5k and a 1k, she's still got "
        "about 30k. Call or raise?",
        "Ciegas 1000/2000. River, el 3 apuesta 5000 y la del 6 mete callada una de 5000 y una de 1000; le "
        "quedan todavía unos 30 mil. ¿Paga o sube?",
    ],
)
def test_a_stack_told_with_still_is_the_stack(text: str) -> None:
    """ "Still got 30k", "le quedan todavía 30 mil": the adverb between the stack word and its amount leaves
    the stack told, so the chips are not her last (45-A: the 1k is not needed, a call with change)."""
    result = certain(text)
    ruling = result["ruling"]
    assert isinstance(ruling, dict) and isinstance(result["facts"], dict)
    told = ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]
    assert told == ("6", "call", 5000, 1000)
    assert result["facts"]["stacks"] == {"6": 30000}


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 300/600. On the turn seat 1 leads for 1,300 and seat 4 puts out one 5k chip and one 100, "
        "never spoke. What's his action?",
        "Ciegas 300/600. En el turn el 1 apuesta 1300 y el 4 deja una de 5000 y una de 100 sin que dijera "
        "nada. ¿Qué acción es?",
    ],
)
def test_silence_told_by_a_verb_of_speaking_denied(text: str) -> None:
    """ "Never spoke", "sin que dijera nada": the report tells the silence, so what he might have said is
    not asked; 45-B: the 100 is not needed for the call, and 5,100 is a full raise (43)."""
    ruling = certain(text)["ruling"]
    assert isinstance(ruling, dict)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("4", "raise", 5100)


@pytest.mark.parametrize(
    "text",
    [
        "600/1200, turn. Seat 8 bets 3,000 and seat 3 shoves out 4,700 in one motion: two 2k, one 500, two "
        "100s, no word at all. What is it?",
        "600/1200, turn. El 8 apuesta 3000 y el 3 mete 4700 callado, dos de 2000, una de 500 y dos de 100. "
        "¿Qué es eso?",
    ],
)
def test_chips_that_make_up_an_amount_told_after_how_it_was_pushed(text: str) -> None:
    """The chips listed after the amount and after how it went in ("in one motion", "callado") add up to
    it: they are the push, no amount or denomination left unread; 45-B: a 100 is not needed for the
    3,000 call and 1,700 over it reaches half the bet, a full raise to 6,000 (43)."""
    ruling = certain(text)["ruling"]
    assert isinstance(ruling, dict)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("3", "raise", 6000)


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 300/600. El CO abre a 1500, el BTN 3betea a 4000 y las ciegas se tiran. ¿El CO puede "
        "4-betear? ¿Cuál es el mínimo?",
        "300/600. CO opens 1500, button 3-bets to 4000, blinds fold. Can CO 4-bet, and what's the min?",
    ],
)
def test_a_bet_count_verb_is_a_raise_not_a_number(text: str) -> None:
    """ "4-betear", "3betea": the count of bets said as a verb is a raise, not a bare "4" bet by the one asked
    about; the reopened betting gives the opener every option, the least raise 4,000 + 2,500 (43-A)."""
    ruling = certain(text)["ruling"]
    assert isinstance(ruling, dict)
    assert (ruling["seat"], ruling["min_raise_to"]) == ("CO", 6500)
    assert ruling["options"] == ["fold", "call", "raise"]


@pytest.mark.parametrize(
    ("text", "seat", "total"),
    [
        (
            "Blinds 1000/2000. River, seat 4 is first to act and only says 'six', no chips out. 600 or 6000?",
            "4",
            6000,
        ),
        (
            "Ciegas 1000/2000. En el turn el 3 apuesta 5000 y el 6 dice 'subo, nueve' y nada más. "
            "¿Cuánto es?",
            "6",
            10000,
        ),
    ],
)
def test_a_bare_number_with_one_legal_reading_needs_no_pot(text: str, seat: str, total: int) -> None:
    """57 weighs the pot only where a declared bet "can legally have multiple meanings": 600 is under the
    2,000 minimum bet and 900 under the 5,000 it raises, and six or nine million no pot a table holds, so
    the pot not told cannot change the reading (nine thousand, short of a full raise, is made one: 43)."""
    ruling = certain(text)["ruling"]
    assert isinstance(ruling, dict)
    assert (ruling["seat"], ruling["total"]) == (seat, total)


def test_the_pot_is_still_asked_where_two_readings_are_legal() -> None:
    """ "Six" at 100/200: 600 and 6,000 are both legal bets, and the pot not told decides between them."""
    result = answer("Blinds 100/200. River, seat 4 is first to act and only says 'six', no chips out.").result
    assert "pot_size" in result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000, river. Seat 1 bets 2500, seat 4 silently puts out a 5k chip, nae word. Ignore my "
        "last msg. What is it?",
        "Ciegas 500/1000, river. El 1 apuesta 2500 y el 4 pone en silencio una ficha de 5000. Ignorá el msj "
        "anterior. ¿Qué es?",
    ],
)
def test_chat_shorthand_for_an_ordinary_word_is_no_unknown_word(text: str) -> None:
    """ "msj", "mje" (mensaje), "msg", Scots "nae" (no): shorthand for ordinary words carries no ruling;
    one chip over the bet is a call (44), the change returned."""
    ruling = certain(text)["ruling"]
    assert isinstance(ruling, dict)
    told = ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]
    assert told == ("4", "call", 2500, 2500)
