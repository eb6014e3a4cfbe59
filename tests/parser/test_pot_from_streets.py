"""The pot at the street ruled on, counted from what the earlier streets' actions put in when each is told:
"UTG raises pot to 7,000, the button calls, the blinds fold" leaves 17,000 on the flop. Blinds the report
does not mention are taken as folded, and asked about when that changes the ruling."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "PLO 1000-2000. Preflop UTG raise pot to 7000, button call, blinds fold. On flop UTG checks and the "
        "button says pot. How much?",
        "PLO 1000-2000. Preflop el UTG sube a 7000, el botón paga y las ciegas se tiran. En el flop el UTG "
        "pasa y el botón dice pozo. ¿Cuánto es?",
    ],
)
def test_the_pot_counted_from_the_streets_before(text: str) -> None:
    result = answer(text).result
    assert (result["facts"]["pot"], result["ruling"]["total"], result["confidence"]) == (
        17000,
        17000,
        "certain",
    )


def test_untold_blinds_are_asked_about_when_they_change_the_ruling() -> None:
    text = (
        "blinds 500/1000, preflop the cutoff raises to 2500, the button calls, the big blind calls. flop and "
        "turn checked through. river the big blind says ten, just ten. a thousand or ten thousand?"
    )
    result = answer(text).result
    assert result["facts"]["pot"] == 8000
    assert result["confidence"] == "conditional"
    assert [q for q in result["questions"] if q.startswith("pot_size")]


@pytest.mark.parametrize(
    ("text", "pot_bet"),
    [
        (
            "PLO 1000/2000 sin ante. Preflop el CO sube a 5000 y paga la ciega grande, la chica se va. En el "
            "flop la grande pasa y el CO dice pozo. ¿Cuánto es?",
            11000,
        ),
        (
            "PLO 500/1000. Preflop el botón sube a 3000 y paga el BB, el SB no va. Flop: el BB pasa y el "
            "botón pide el bote. ¿Cuánto?",
            6500,
        ),
    ],
)
def test_a_second_verb_before_its_player_is_his(text: str, pot_bet: int) -> None:
    """ "el CO sube a 5.000 y paga la ciega grande": Spanish puts the verb before its player; the big blind
    called, so the pot counts his 5,000."""
    ruling = answer(text).result["ruling"]
    assert ruling["total"] == pot_bet


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 200/400 con ante de ciega grande. El CO sube a 2200, la chica se va y la grande paga. En el "
        "flop la grande pasa y el CO pide el bote en PLO. ¿Cuánto es?",
        "PLO 200/400 with a big blind ante. CO raises to 2200, SB folds, BB calls. Flop: BB checks, CO says "
        "pot. How much?",
    ],
)
def test_an_unsized_big_blind_ante_counts_in_the_pot_as_the_big_blind(text: str) -> None:
    """2,200 + 2,200 + the small blind's 200 + the ante taken as the big blind (400): 5,000; "se va" folds."""
    assert answer(text).result["ruling"]["total"] == 5000
