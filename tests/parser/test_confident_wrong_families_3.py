"""Families behind confident wrong answers on the older betting sets (issue 12), third round: each in both
languages and in other words than the rows; the rule a ruling rests on is cited, the player asked about is
the one ruled on."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "seat", "total", "returned", "rule"),
    [
        (
            "Blinds 300/600. On the turn seat 2 leads 2,400 and seat 8, still holding plenty, quietly "
            "sets out two 1,000 chips and one 500. Is it a call?",
            "8",
            2400,
            100,
            "tda-2024:45-A",
        ),
        (
            "Ciegas 300/600. En el turn el 2 apuesta 2.400 y el 8, con fichas de sobra, pone calladito dos "
            "de 1.000 y una de 500. ¿Es pago?",
            "8",
            2400,
            100,
            "tda-2024:45-A",
        ),
        (
            "Blinds 300/600. River, seat 1 bets 1,700 and seat 4 drops a single 10,000 chip in "
            "without a word. Call or raise?",
            "4",
            1700,
            8300,
            "tda-2024:44",
        ),
        (
            "Ciegas 300/600. River, el 1 apuesta 1.700 y el 4 deja caer una sola ficha de 10.000 sin "
            "hablar. ¿Pago o subida?",
            "4",
            1700,
            8300,
            "tda-2024:44",
        ),
    ],
)
def test_silent_chips_that_call_cite_the_methods_of_calling(
    text: str, seat: str, total: int, returned: int, rule: str
) -> None:
    """Chips that every one is needed for the call (45-A) and a lone overchip facing a bet (44) are each a
    standard form of calling (41-C, 41-D): the ruling cites 41 beside the rule that reads the chips."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        seat,
        "call",
        total,
        returned,
    )
    assert rule in result["rules"] and "tda-2024:41" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1,000, the cutoff makes it 2,600 and the small blind just says 'call'. What does he "
        "put in?",
        "Ciegas 500/1.000, el cutoff sube a 2.600 y la ciega pequeña dice 'pago' y nada más. ¿Cuánto pone?",
    ],
)
def test_call_said_cites_the_methods_of_calling(text: str) -> None:
    """ "Call" said in turn commits the small blind to the full 2,600 (51-A), and saying it is a standard
    way of calling (41-A)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("SB", "call", 2600)
    assert {"tda-2024:51-A", "tda-2024:41"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Pot-limit Omaha, flop, 9,000 in the middle. Seat 1 bets 3,000, seat 4 flats it and seat 7 says "
        "'pot'. How much can he raise to?",
        "Omaha pot limit, en el flop hay 9.000 en el medio. El 1 apuesta 3.000, el 4 la paga y el 7 dice "
        "'pot'. ¿Hasta cuánto puede resubir?",
    ],
)
def test_how_much_a_pot_said_raises_to_is_a_ruling_on_it(text: str) -> None:
    """How far a player who has said "pot" can raise is the size of that pot raise, not the next player's
    options: the 3,000 called and a pot of 9,000 + 3,000 + 3,000 + 3,000 make it a raise to 21,000 (54)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("7", "raise", 21000)
    assert any(rule.startswith("tda-2024:54") for rule in result["rules"])


@pytest.mark.parametrize(
    ("text", "seat", "action", "total"),
    [
        (
            "Blinds 200/400. On the turn seat 2 bets 1,500 and seat 5 raises to 2,500. What's the min raise?",
            "5",
            "raise",
            3000,
        ),
        (
            "Ciegas 200/400. En el turn el 2 apuesta 1.500 y el 5 sube a 2.500. ¿Cuál es la subida mínima?",
            "5",
            "raise",
            3000,
        ),
        ("Blinds 200/400. Flop, seat 6 leads out for 300. What's the minimum?", "6", "bet", 400),
        ("Ciegas 200/400. En el flop el 6 sale apostando 300. ¿Cuánto es lo mínimo?", "6", "bet", 400),
    ],
)
def test_minimum_asked_after_a_short_wager_is_its_correction(
    text: str, seat: str, action: str, total: int
) -> None:
    """The minimum asked right after a raise or an opening bet short of it is that wager's correction (52-A:
    the raise of 1,000 over 1,500 made up to 3,000, the bet of 300 up to the 400 big blind), not the next
    player's minimum over a wager that still has to be corrected."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == (seat, action, total)
    assert "tda-2024:52-A" in result["rules"]


@pytest.mark.parametrize(
    ("text", "street"),
    [
        (
            "Let me tell you what happened at table 4: blinds 400/800, seat 2 limps, seat 5 raises to "
            "2,000, seat 7 folds and the big blind says call and drops one 500 chip. How much does he owe?",
            "preflop",
        ),
        (
            "Mirá lo que pasó en la 4: ciegas 400/800, el 2 entra pagando, el 5 sube a 2.000, el 7 se "
            "tira y la ciega grande dice pago y suelta una ficha de 500. ¿Cuánto debe poner?",
            "preflop",
        ),
        (
            "Pasó esto en la mesa 4: ciegas 400/800, el 2 entra pagando, el 5 sube a 2.000, el 7 se "
            "tira y la ciega grande dice pago y suelta una ficha de 500. ¿Cuánto debe poner?",
            "preflop",
        ),
    ],
)
def test_what_happened_is_no_check(text: str, street: str) -> None:
    """ "Lo que pasó", "pasó esto" (what happened) open the story: no player checked, so nothing puts the
    hand past the flop; pre-flop the big blind's "call" holds him to 2,000 (51-A), and the raise to 2,000 over
    his 800 leaves a minimum re-raise of 3,200."""
    result = answer(text).result
    ruling = result["ruling"]
    assert result["facts"]["street"] == street
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["min_raise_to"])
    assert told == ("BB", "call", 2000, 3200)


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1,000. UTG opens to 3,000 and seat 6, saying nothing, drops a 5,000 and a 500. Later he "
        "says he just wanted to call and be given change.",
        "Ciegas 500/1.000. El UTG abre a 3.000 y el 6, sin hablar, suelta una de 5.000 y una de 500. Luego "
        "dice que nomás quería igualar y que le den el cambio.",
    ],
)
def test_change_hoped_for_after_a_claim_cites_over_betting(text: str) -> None:
    """Change hoped for, told after what the player says he meant ("be given change", "nomás quería... que
    le den el cambio"), is over-betting expecting change (61): every chip pushed silently counts, so 5,500
    (the 500 is not needed for the 3,000 call, and 5,500 is past the 5,000 minimum) is a raise to 5,500."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "raise", 5500)
    assert "tda-2024:61" in result["rules"]
