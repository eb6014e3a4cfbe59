"""Families the lead found in session 38's holdout (set 48), each in both languages in other words than the
rows that showed them."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Turn: seat 2 bets 4,000 and seat 6 makes it 10,000. Seat 2 pulls back his bet chips, clearly, and"
        " then says he folds. Is that allowed?",
        "Turn: seat 2 bets 4,000, seat 6 makes it 10,000, and seat 2 grabs the bet chips and drags them back."
        " He wants to fold now. Is that allowed?",
        "Turn: el 2 apuesta 4.000 y el 6 sube a 10.000. El 2 recoge sus fichas de la apuesta hacia su stack,"
        " clarito, y luego dice que se tira. ¿Se puede?",
    ],
)
def test_the_chips_of_a_bet_pulled_back_are_no_bet_of_their_own(text: str) -> None:
    """ "pulls back his bet chips", "recoge sus fichas de la apuesta": the wager word names the chips he bet
    before, so the pull-back facing a raise binds him to call or raise (46-B), with no new bet read."""
    result = answer(text).result
    ruling = result["ruling"]
    assert ruling["seat"] == "2"
    assert ruling["options"] == ["call", "raise"]
    assert ruling["min_raise_to"] == 16000
    assert result["rules"][0] == "tda-2024:46-B"
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "flop, seat 2 bets 1,500, seat 7 calls before seat 4 has acted, and seat 4 is still thinking, does"
        " that remain a call",
        "flop el dos apuesta mil quinientos el siete se adelanta y paga el cuatro todavía no habla esto queda"
        " igualado o no",
    ],
)
def test_asking_whether_a_call_told_before_stands_is_no_call_of_the_skipped_player(text: str) -> None:
    """ "does that stand as a call?", "¿eso vale como call?": the call asked about is the out-of-turn one told
    before, not the skipped player's: his action is still to come, so the out-of-turn call binds only if he
    does not change the action (53-A), asked, not stated as certain."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"]) == ("7", "call")
    assert result["rules"][0] == "tda-2024:53-A"
    assert result["confidence"] == "conditional"
    assert "skipped_player_action:seat=4" in result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "pot limit omaha blinds one thousand two thousand under the gun limps two thousand and the high jack"
        " says pot whats the amount",
        "omaha pot limit ciegas mil dos mil el utg paga dos mil y el highjack dice pot cuanto seria",
    ],
)
def test_a_position_split_by_speech_to_text_is_the_position(text: str) -> None:
    """ "the high jack", "el highjack": the phone's speech-to-text spelling of the hijack names the position,
    so the pot raise is his: 2,000 called, 3,000 + 2,000 in the pot, a raise to 9,000 (54)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("HJ", "raise", 9000)
