"""An amount said "without saying raise" ("dice diez mil sin decir subo"): the amount was declared (40-C:
the same as pushing it silently), only the raise word was not; the player is not silent."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "action", "total"),
    [
        (
            "Flop, seat 2 bets 3,000. Seat 6 says 'four thousand' without saying raise. What is it?",
            "call",
            3000,
        ),
        ("Flop, el 2 apuesta 3.000. El 6 dice 'cuatro mil' sin decir que sube. ¿Qué es?", "call", 3000),
        (
            "Flop, seat 2 bets 3,000. Seat 6 says 'five thousand' without saying raise. What is it?",
            "raise",
            6000,
        ),
        ("Flop, el 2 apuesta 3.000. El 6 dice cinco mil sin decir subo. ¿Qué es?", "raise", 6000),
    ],
)
def test_an_amount_said_without_the_raise_word(text: str, action: str, total: int) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", action, total)
    assert any(r.endswith(":40-C") for r in result["rules"])


@pytest.mark.parametrize(
    ("text", "total"),
    [
        (
            "Blinds 1k/2k. River, pot is 31,000. Seat 5 says 'two and a half' and nothing else. How much?",
            25000,
        ),
        ("Ciegas 1000/2000. River, bote de 12.000. El 5 dice 'dos y medio' y nada más. ¿Cuánto es?", 2500),
    ],
)
def test_a_number_and_a_half_with_no_scale_is_read_by_57(text: str, total: int) -> None:
    """57: "two and a half" is 2,500 or 25,000: the highest reasonable amount not over the pot."""
    result = answer(text).result
    assert result["ruling"]["total"] == total
    assert any(r.endswith(":57") for r in result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 2 bets 4,000, seat 5 says raise and puts out 6,000, just 6. What must he make it?",
        "Flop, el 2 apuesta 4.000, el 5 dice subo y pone 6.000 nada más. ¿A cuánto tiene que ir?",
    ],
)
def test_raise_said_with_too_few_chips_binds_a_full_raise(text: str) -> None:
    """51-A: "raise" in turn commits him to a full raise; 43-A: at least the last raise again, to 8,000."""
    result = answer(text).result
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 8000)
    assert any(r.endswith(":51-A") for r in result["rules"]) and any(
        r.endswith(":43-A") for r in result["rules"]
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Flop, ciegas 400/800, nadie ha apostado, el 2 dice 'subo' y se queda pensando sin poner nada. "
            "¿Cuánto tiene que poner como mínimo?",
            ("2", "bet", 800),
        ),
        (
            "Turn, blinds 500/1000. Seat 3 bets 2000, seat 5 says raise and stops, no chips yet. What's the "
            "minimum he has to make it?",
            ("5", "raise", 4000),
        ),
    ],
)
def test_the_minimum_asked_after_a_raise_said_without_amount_is_his(text: str, expected: tuple) -> None:
    """Nobody named: the minimum is what the player who said "raise" owes (43-B; 55 with no bet)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"] or ruling["min_raise_to"]) == expected


@pytest.mark.parametrize(
    ("text", "seat", "minimum"),
    [
        (
            "Flop, blinds 1000/2000. Seat 2 bets 3500, seat 4 makes it 9000 and seat 7 asks me what's the "
            "least he can reraise to.",
            "7",
            14500,
        ),
        (
            "NLHE 1k/2k. Turn, seat 3 bets 4000 and seat 6 says 'pot'. What's the least he can make it?",
            "6",
            8000,
        ),
    ],
)
def test_the_least_asked_is_the_minimum(text: str, seat: str, minimum: int) -> None:
    """ "what's the least he can reraise to": the minimum raise of the player asked, or of the one whose
    "pot" in no-limit binds him to a raise (54)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["min_raise_to"]) == (seat, minimum)
