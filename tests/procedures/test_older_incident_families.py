"""Families the round on the older fresh sets (issue 13, sets 1-17) fixed, each in both languages and in
other words than the sets' rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from tests.support.rulings import ruled


@pytest.mark.parametrize(
    "text",
    [
        "Al del 6 se le vieron sus cartas cuando las miró, y todavía faltan por hablar el 8 y el 9. "
        "¿Se le mata la mano?",
        "Seat 6 was peeking at his hand and both his cards were seen by the whole table while seats 8 and 9 "
        "still had to act. Is his hand dead?",
    ],
)
def test_cards_seen_with_action_pending_leave_the_hand_live(text: str) -> None:
    """68: a player's cards told as seen ("se le vieron", "were seen") with others still to act is his
    exposure: the hand lives and a penalty, after the hand, is the TD's; no longer read as an accident."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert result["ruling"]["decision"] == "live_hand"
    assert result["ruling"]["seat"] == "6"
    assert result["rules"][:2] == ["tda-2024:68", "tda-2024:71"]
    assert result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "Mano nula en la 4, se vieron dos cartas. El del 2 había salido a fumar en el reparto original. "
        "¿Juega el nuevo reparto?",
        "Misdeal on table 4, two cards flashed. Seat 2 was out for a smoke when I dealt the first time and "
        "he is sitting down now. Do I deal him in on the redeal?",
    ],
)
def test_a_player_away_for_a_smoke_on_the_original_deal_plays_the_redeal(text: str) -> None:
    """35-C: a player dealt in but away (outside for a smoke) on the original deal gets cards in the re-deal:
    the question is his hand, not the misdeal already called."""
    result = ruled(text)
    assert result["facts"]["incident"] == "at_seat"
    assert result["ruling"]["decision"] == "live_hand"
    assert result["ruling"]["seat"] == "2"
    assert result["rules"][0] == "tda-2024:35-C"


def test_the_house_excludes_the_player_away_on_the_original_deal() -> None:
    """San Roque 41: the re-deal seats none who were away, the same words as TDA's case above."""
    text = (
        "Mano nula en la 4, se vieron dos cartas. El del 2 había salido a fumar en el reparto original. "
        "¿Juega el nuevo reparto?"
    )
    result = ruled(text, venue="san-roque")
    assert result["ruling"]["decision"] == "dead_hand"
    assert result["rules"][0] == "san-roque:41"


@pytest.mark.parametrize(
    "text",
    [
        "Turn: el 2 apuesta 3.000, el 5 no habló y el 7 pagó y el 9 resubió a 9.000. Entonces el 5 protesta "
        "que le pasaron por encima; estaba con el celular en la mano. ¿Qué hacemos con lo del 7 y el 9?",
        "Flop: seat 2 bets 3,000. Seat 5 was on his phone and never acted, seat 7 called and seat 9 raised "
        "to 9,000, both out of turn. Do 7's call and 9's raise stand?",
    ],
)
def test_a_phone_that_explains_a_skip_leaves_the_out_of_turn_ruling(text: str) -> None:
    """53: players acting out of turn past a player who was on his phone: the phone only says why he missed
    his turn; the out-of-turn actions and the skipped hand are ruled, not a phone penalty (5, 71)."""
    result = ruled(text)
    assert result["facts"]["incident"] is None
    assert "tda-2024:53-B" in result["rules"]
    assert "tda-2024:5" not in result["rules"]
    assert result["floor_reason"] == "skipped_player"


def test_a_new_random_seat_on_a_re_entry_is_rule_8() -> None:
    """8-A: a re-entry draws a new random seat; "random seat" alone is 7's topic, a re-entry's new seat is 8's
    (the Spanish "un asiento nuevo" is 8's too)."""
    for text in (
        "After a re-entry do they give me a new random seat, or the one I had before?",
        "Con la reentrada, ¿me dan un asiento nuevo al azar o vuelvo a mi silla anterior?",
    ):
        result = answer(text).result
        assert result["intent"] == "question", text
        assert result["rules"][0] == "tda-2024:8", text


@pytest.mark.parametrize(
    ("text", "answered", "decision"),
    [
        ("Cantamos misdeal en la 6, se vio la primera carta. El del 3 estaba fumando en el reparto original "
         "y ya viene caminando para la mesa. ¿Le doy cartas en el nuevo reparto?",
         "Asiento 3 no está en su asiento para el nuevo reparto.", "dead_hand"),
        ("Misdeal at table 6, first card flashed. Seat 3 was out for a smoke on the original deal and he's "
         "heading back to the table now. Does he get cards on the redeal?",
         "Seat 3 is back in his seat for the redeal.", "live_hand"),
    ],
)  # fmt: skip
def test_a_player_on_his_way_back_plays_the_redeal_if_seated_by_its_last_card(
    text: str, answered: str, decision: str
) -> None:
    """35-C with 30: the player away at the original deal plays the re-deal, but only from his seat by its
    last card; told on his way back, that is asked (the ruling is live under that condition), and the
    dealer's answer decides it either way."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "live_hand"
    assert result["rules"][:2] == ["tda-2024:35-C", "tda-2024:30"]
    assert result["confidence"] == "conditional"
    assert result["questions"] == ["seated_for_redeal:seat=3"]
    told = ruled(f"{text} {answered}")
    assert told["ruling"]["decision"] == decision
    assert told["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "En el river el 6 pagó la apuesta del 2. El 2 quiere tirar sus cartas sin enseñarlas y el 6, que "
        "todavía no ha mostrado, pide verlas.",
        "River: seat 2 bets 9,000, seat 6 calls. Seat 2 says 'good hand' and goes to muck face down; seat 6 "
        "hasn't shown and wants to see what he paid for.",
    ],
)
def test_the_river_bettor_shows_first_when_the_caller_still_holds_his_cards(text: str) -> None:
    """18-B with 17-A: a river caller who has not shown may have the bettor's hand tabled, and the last
    aggressor shows first; a call on the river is a river bet's even where the bet is told only as "la
    apuesta del 2", and "hasn't shown and" says the caller still holds his cards."""
    result = ruled(text)
    assert result["facts"]["incident"] == "show_request"
    assert result["ruling"]["decision"] == "shows_first"
    assert result["ruling"]["seat"] == "2"
    assert result["rules"] == ["tda-2024:18-B", "tda-2024:17-A"]
    assert result["floor"] is False


@pytest.mark.parametrize(
    "text",
    [
        "Sala Garrido. El del 6 fue all-in y el del 2, que le cubría, pagó y ganó. Antes de barajar la "
        "siguiente aparecen tres fichas de 500 suyas debajo de su cartera. ¿De quién son?",
        "Garrido rules. Seat 6 shoved, seat 2 covered him, called and won. Before the next shuffle the "
        "dealer spots a 5,000 chip hidden under seat 6's napkin. Who gets it?",
    ],
)
def test_the_chips_found_behind_a_lost_all_in_are_the_house_rules_own(text: str) -> None:
    """Garrido 8.e (TDA 62): the chips found behind a covered all-in that lost go to the winner before the
    next hand; their value ("tres fichas de 500", "a 5,000 chip") is the ruling's own fact, no word left
    unread to ask about."""
    result = ruled(text, venue="garrido")
    assert result["rules"][:2] == ["garrido-2010:8.e", "tda-2024:62"]
    assert result["questions"] == []
    assert result["confidence"] == "certain"
    assert result["floor_reason"] == "staff_applies"


@pytest.mark.parametrize(
    "text",
    [
        "Seat 6 went all in, got called by the big stack and lost, and then the dealer found a 500 chip "
        "hidden behind his beer. Whose chip is it?",
        "El del 6 fue all-in, lo pagó el stack grande y perdió, y luego el dealer encontró una ficha de 500 "
        "escondida detrás de su cerveza. ¿De quién es?",
    ],
)
def test_a_chip_found_behind_is_not_the_all_in_told(text: str) -> None:
    """62: the chip found after the all-in lost is the found chip, not chips of his all-in: the all-in's
    amount stays untold, and the TD decides the chip (49)."""
    result = ruled(text)
    assert result["rules"][:2] == ["tda-2024:62", "tda-2024:49"]
    assert result["ruling"]["total"] is None
    assert result["floor_reason"] == "chips_found_behind"
