"""Families found by the lead in session 36 (fix causes, never sentences), in both languages: the big blind
"defended" is a call; the dealer looking away, or telling what he only believes, leaves the deciding fact a
condition; what a player "needs to re-raise" is his minimum asked, and the raise he complains "about" is
named, not made; a pluperfect fold told in the seats' order stays after the opener."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000. The hijack raises to 2500 and the big blind defends. How much does the BB put in?",
        "Ciegas 500/1000. El hijack sube a 2500 y la ciega grande defiende. ¿Cuánto pone la grande?",
    ],
)
def test_the_big_blind_defended_is_a_call_of_the_raise(text: str) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert ruling["seat"] == "BB"
    assert ruling["action"] == "call"
    assert ruling["total"] == 2500
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 1 bets 2000 and seat 4 slides out two 1k chips and a 500 without a word. The dealer was "
        "looking the other way. Call or raise?",
        "Flop, el 1 apuesta 2000 y el 4 pone dos de mil y una de 500 sin decir nada. El dealer estaba "
        "mirando para otro lado. ¿Call o raise?",
    ],
)
def test_the_dealer_looking_away_leaves_what_was_said_unknown(text: str) -> None:
    """Whether he said "call" decides call against raise (45-B), and the dealer did not watch: conditional."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "4"
    assert result["confidence"] == "conditional"
    assert result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 200/400. Flop: seat 3 bets 1000, seat 6 says raise and puts out 1500, seat 8 calls. Somebody "
        "spots the raise is short. The dealer reckons the turn hadn't been dealt. What's seat 6's raise now?",
        "Ciegas 200/400. Flop: el 3 apuesta 1000, el 6 dice subo y pone 1500, el 8 paga. Alguien ve que la "
        "subida es corta. El dealer dice que cree que el turn no había salido. ¿Cuál es la subida del 6?",
    ],
)
def test_the_dealer_s_belief_about_a_deciding_fact_is_a_condition(text: str) -> None:
    """52-A corrects an underraise only before the next street: told as the dealer's belief, it is asked."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "6"
    assert result["ruling"]["total"] == 2000
    assert result["confidence"] == "conditional"


@pytest.mark.parametrize(
    "text",
    [
        "River: seat 1 checks, seat 4 bets 2000, seat 1 says raise and puts out 7000. Seat 4 moaned about "
        "the check-raise, but he is now asking what he needs to re-raise.",
        "River: el 1 pasa, el 4 apuesta 2000, el 1 dice subo y pone 7000. El 4 se enfada por la subida y "
        "ahora pregunta qué necesita para resubir.",
    ],
)
def test_what_a_player_needs_to_re_raise_is_his_minimum_asked(text: str) -> None:
    """The raise he complains about is named, not made; the question is his minimum re-raise (43-A)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert ruling["seat"] == "4"
    assert ruling["min_raise_to"] == 12000  # 7000 + the 5000 raise
    assert sorted(ruling["options"]) == ["call", "fold", "raise"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000. Seat 2 opens to 3000, seat 4 had already folded, seat 6 calls. What's the minimum "
        "re-raise for seat 8?",
        "Ciegas 500/1000. El 2 abre a 3000, el 4 ya se había tirado y el 6 paga. ¿Cuál es la resubida mínima "
        "del 8?",
    ],
)
def test_a_pluperfect_fold_told_in_the_seats_order_stays_after_the_opener(text: str) -> None:
    """The story is told in the seats' order; "had already folded" says he was out before the next player,
    not before the opener: the open stands as the first action and the minimum is 3,000 + 2,000 (43-A)."""
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["2", "4", "6"]
    assert result["ruling"]["min_raise_to"] == 5000
    assert result["confidence"] == "certain"
