"""Needless questions on betting reports (issue 12): a report that told every fact the ruling rests on is
answered certain, once the words that told them are understood (a fold verb's plural, the error named by
its noun, the dealer's recount, the count told in the present); each family in other words than the rows,
and an unknown word beside them still asked about."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "seat", "min_raise_to"),
    [
        (
            "Ciegas 200/400. El 3 abre a 1000, el 5 y el 6 tiran, el 8 sube a 3000 y el 3 quiere resubir. "
            "¿Cuál es el mínimo?",
            "3",
            5000,
        ),
        (
            "Ciegas 300/600. El UTG sube a 1500, el HJ y el CO tiran, el BTN resube a 4000. ¿Cuánto es "
            "lo mínimo para el UTG?",
            "UTG",
            6500,
        ),
    ],
)
def test_a_fold_verb_in_the_plural_folds_each_player_named(text: str, seat: str, min_raise_to: int) -> None:
    """ "el 5 y el 6 tiran": the plural of "tira" alone (no chips after it) is both players' fold, as the
    singular is one player's; the minimum re-raise is certain. ("los demás tiraron" is the others' fold, not
    the last player's: the past plural is left to the phrases that read it so.)"""
    result = answer(text).result
    assert result["ruling"]["seat"] == seat
    assert result["ruling"]["min_raise_to"] == min_raise_to
    assert "tda-2024:43-A" in result["rules"]
    assert result["confidence"] == "certain"
    assert not result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "NL 100/200. On the flop seat 1 bets 600, seat 4 raises to 1000, seats 6 and 8 call and then the "
        "dealer spots the underraise before the turn. What is seat 4's bet?",
        "ciegas 100/200, flop: el 1 apuesta 600, el 3 sube a 1000 y pagan el 5 y el 7; antes del turn nos "
        "damos cuenta de que fue un underraise. ¿cómo queda la subida del 3?",
    ],
)
def test_a_short_raise_named_by_its_noun_is_corrected_with_certainty(text: str) -> None:
    """ "the underraise", "un underraise": the error's name adds no fact, the amounts show it (52-A), and
    the next card is told not out, so the raise is made a full one (to 1,200) for certain."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["action"], ruling["total"]) == ("raise", 1200)
    assert "tda-2024:52-A" in result["rules"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "1000/2000, flop: seat 2 bets 6000, seat 5 puts out 2000 silently and seat 7 puts out 2000 silently "
        "too, two undercalls in a row. what does seat 5 owe?",
        "ciegas 1000/2000, flop: el 2 apuesta 6000, el 5 pone 2000 sin hablar y el 7 también pone 2000 sin "
        "hablar, dos undercalls seguidos. ¿cuánto debe poner el 5?",
    ],
)
def test_undercalls_named_facing_the_opening_bet_owe_the_full_call(text: str) -> None:
    """ "two undercalls in a row", "dos undercalls seguidos": the name of what the amounts show; facing the
    opening bet, the undercall is a full call (51-B), certain."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "call", 6000)
    assert "tda-2024:51-B" in result["rules"]
    assert result["confidence"] == "certain"


def test_the_dealers_recount_tells_when_the_pot_was_found_wrong() -> None:
    """ "Luego reconté y el bote era 6000": the dealer counted again, and the pot it found is read by its
    own words; a pot-limit bet on a count too low is corrected (52-B), certain."""
    text = (
        "PLO 200/400. Turn, el 1 pide el bote, le digo 5000 y apuesta 5000. El 3 paga. Luego reconté y el "
        "bote era 6000. ¿Se corrige a 6000?"
    )
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("1", "bet", 6000)
    assert "tda-2024:52-B" in result["rules"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Mesa 2 El 4 va all in, el 7 pide cuanto es, la dealer cuenta 9 mil y el 7 dice pago Luego contamos "
        "y eran 11.000!! el 7 tiene 50 mil atras. Paga 9 u 11.000?",
        "El 4 va all in, el 7 pide cuanto es, el crupier cuenta 9 mil y el 7 dice pago. Luego contamos y "
        "eran 11.000. ¿Paga 9 mil u 11 mil?",
    ],
)
def test_a_count_told_in_the_present_is_the_count_the_caller_heard(text: str) -> None:
    """ "la dealer cuenta 9 mil": the count told (49) in the present, as "contó" ("the dealer counts" in
    English), not the all-in's amount; the real amount found after it binds the caller, certain."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("7", "call", 11000)
    assert "tda-2024:49" in result["rules"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "NL 100/200. On the flop seat 1 bets 600, seat 4 raises to 1000, seats 6 and 8 call and then the "
        "dealer spots the underraise, seat 4 zorbles. What is seat 4's bet?",
        "Ciegas 200/400. El 3 abre a 1000, el 5 y el 6 tiran, el 8 zorblea a 3000 y el 3 quiere resubir. "
        "¿Cuál es el mínimo?",
    ],
)
def test_an_unknown_word_beside_the_understood_ones_is_still_asked(text: str) -> None:
    """The words understood do not cover a word nobody knows beside them: it is still asked about, and it
    alone (the understood words are no longer in the question)."""
    result = answer(text).result
    assert result["confidence"] == "conditional"
    asked = [q for q in result["questions"] if q.startswith("unknown_words")]
    assert len(asked) == 1 and "zorble" in asked[0]
    assert "under" not in asked[0] and "tiran" not in asked[0]


@pytest.mark.parametrize(
    ("text", "seat", "total"),
    [
        (
            "flop: seat 3 bets 900, seat 6 silently puts out three green 500s, lots behind. call or raise?",
            "6",
            1800,
        ),
        (
            "River, seat 2 bets 1,500 and seat 7 quietly slides out two yellow 1ks and four black 100s, deep "
            "stack. Call or raise?",
            "7",
            3000,
        ),
        (
            "Flop, el 3 apuesta 900 y el 6 pone callado tres verdes 500s, tiene mucho atrás. ¿Call o raise?",
            "6",
            1800,
        ),
    ],
)
def test_chips_counted_by_colour_and_a_plural_denomination_are_read(text: str, seat: str, total: int) -> None:
    """ "three green 500s", "four black 100s": a count, a colour and the denomination in the plural are
    chips as "three 500s" is; read, the multiple-chip rule (45-B) makes them a raise, certain."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == (seat, "raise", total)
    assert "tda-2024:45-B" in result["rules"]
    assert result["confidence"] == "certain"
    assert not any(q.startswith("unknown_words") for q in result["questions"])
