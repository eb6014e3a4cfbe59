"""Families behind confident wrong answers on the older betting sets (issue 12), fifth round: each in both
languages and in other words than the rows; the answer's amount, player and rule are the ones the report's
facts give, or the answer asks about the fact it did not read."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "counted"),
    [
        (
            "el tres va all in tenía unos quince mil el seis dice pago sin que le cuenten después lo "
            "contamos bien y son veintiocho mil el seis tiene como ochenta mil detrás y dice que pagó "
            "quince nada más qué hago",
            "veintiocho mil",
        ),
        (
            "seat three goes all in had about fifteen k seat six says call without a count then we recount "
            "and it's twenty eight thousand seat six has about eighty k behind and claims he called fifteen "
            "only what do i do",
            "twenty eight thousand",
        ),
    ],
)
def test_an_amount_counted_after_the_call_is_no_amount_the_closing_question_offers(
    text: str, counted: str
) -> None:
    """A voice note told in one unmarked run is one sentence, so the question closing it ("qué hago")
    once took in every amount before it as one it offers: what the chips came to when counted after the
    call went unread and the call was ruled certain at no size. The count is a fact the ruling needs (49):
    not read, the answer asks about it."""
    result = answer(text).result
    assert result["confidence"] != "certain"
    assert any(counted in q for q in result["questions"])


@pytest.mark.parametrize(
    ("text", "seat", "minimum", "first"),
    [
        (
            "ciegas 300/600, en el turn el dos abre apostando cuatrocientos, nadie habló antes, no llega al "
            "mínimo? cuánto tiene que apostar",
            "2",
            600,
            "tda-2024:52-A",
        ),
        (
            "blinds 300/600, on the turn seat two leads out four hundred, first to act, isn't that short of "
            "the minimum, what does he owe",
            "2",
            600,
            "tda-2024:52-A",
        ),
        (
            "ciegas 2000/4000, en el river nadie apuesta y el del botón dice subo y deja una ficha de mil, "
            "qué tiene que hacer",
            "BTN",
            4000,
            "tda-2024:55",
        ),
        (
            "blinds 2000/4000, river checked to the cutoff, she says raise and drops a single 1k chip, "
            "what now",
            "CO",
            4000,
            "tda-2024:55",
        ),
    ],
)
def test_an_opening_bet_under_the_minimum_cites_the_minimum_it_is_brought_up_to(
    text: str, seat: str, minimum: int, first: str
) -> None:
    """An opening bet short of the big blind (52-A), or "raise" said facing no bet with a chip under it
    (55-B), is made the least legal bet: the ruling cites the rule that sets that least wager (43-A) beside
    the one that corrects it, as it did for a raise."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == (seat, "bet", minimum)
    assert result["rules"][0] == first
    assert {"tda-2024:52-A", "tda-2024:43-A"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "NL 1k/2k, flop: seat 1 bets 3000, seat 4 raises to 9000, seat 6 makes it 21000, seat 1 goes to "
        "45000. seat 4 wants to go again, the table tells him 4 raises max. can he raise, and to what",
        "NL 1000/2000, flop: el 1 apuesta 3000, el 4 sube a 9000, el 6 a 21000, el 1 a 45000. el 4 quiere "
        "resubir y la mesa le dice 4 subidas máximo. puede subir y a cuánto",
    ],
)
def test_a_raise_cap_told_is_no_raise_and_is_answered_by_rule_48(text: str) -> None:
    """ "4 raises max", "4 subidas máximo": a count of raises the table claims the game allows, not seat 4
    raising to 4 (read as 4,000,000 by 57) nor an amount; no-limit has no cap (48), so seat 4 may fold, call
    or raise, at least to 69,000 (45,000 + the last raise of 24,000, 43-A)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert ruling["seat"] == "4"
    assert ruling["action"] is None
    assert sorted(ruling["options"]) == ["call", "fold", "raise"]
    assert ruling["min_raise_to"] == 69000
    assert {"tda-2024:48", "tda-2024:43-A"} <= set(result["rules"])
