"""Families the third round on the older fresh sets (issue 13, sets 1-19) fixed, each in both languages and
in other words than the sets' rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("Mesa 3: al del 2 le cantaron reloj en el turn; no tenía ninguna apuesta que pagar y se le acabó "
         "el tiempo sin decir nada.", "live_hand"),
        ("Reloj al del 2 en el river, nadie le había apostado, y dejó correr el tiempo sin hablar.",
         "live_hand"),
        ("Table 3: clock on seat 2 on the turn, he wasn't facing a bet and let the time run out without a "
         "word.", "live_hand"),
        ("Clock on seat 2 on the river, he had nothing to call, and the time ran out with him still "
         "thinking.", "live_hand"),
        # the bet faced, told, still kills the hand
        ("Clock on seat 2 on the river, he was facing a bet and the time ran out with him still thinking.",
         "dead_hand"),
    ],
)  # fmt: skip
def test_a_clock_run_out_with_no_bet_denied_in_other_words_is_a_check(text: str, decision: str) -> None:
    """29: time run out facing no bet leaves the hand live (a check); a bet denied in the report's words
    ("no tenía ninguna apuesta", "wasn't facing a bet") was read as a bet faced and killed the hand."""
    result = ruled(text)
    assert result["facts"]["incident"] == "clock"
    assert result["ruling"]["decision"] == decision
    assert result["ruling"]["seat"] == "2"
    assert result["rules"][0] == "tda-2024:29"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Balancing from table 2: this hand seat 7 posts the big blind, so seat 8 would be the big blind "
         "next. Who do I send?", "8"),
        ("Hay que equilibrar desde la mesa 2. El 7 tiene la grande, el 8 sería la grande en la próxima. "
         "¿A quién mando?", "8"),
    ],
)  # fmt: skip
def test_the_next_big_blind_told_in_the_conditional_moves(text: str, seat: str) -> None:
    """11-A: the player to be big blind next moves; "would be", "sería" tell him as surely as "is", so
    nothing is asked (the seat after the big blind was guessed, or the floor called with no ruling)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "short_table"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("move_player", seat)
    assert result["rules"][0] == "tda-2024:11-A"
    assert result["confidence"] == "certain"
    assert result["questions"] == []


@pytest.mark.parametrize(
    "text",
    [
        "Sala Garrido, en el turn: al del 3 se lo saltaron; el 6 apostó 4.000, el 7 pagó y el 8 también "
        "pagó, y ahí el 3 protesta que no había hablado. ¿Qué opciones tiene?",
        "Garrido room, on the turn the dealer skipped seat 3: seat 6 bet 4,000, seat 7 called and seat 8 "
        "called, and then seat 3 said he never acted. What can seat 3 do?",
    ],
)
def test_a_wager_told_first_after_a_skip_passed_him_when_the_seats_say_so(text: str) -> None:
    """Seats count clockwise: a player sitting after the bettor's next actor was due before the bettor, so
    the bet told right after his skip passed him too (it was read as the bet he faced, in turn). Three
    players passed him: Garrido 6.g leaves him call or fold; TDA 53-B hands his hand to the floor."""
    house = ruled(text, venue="garrido")
    assert house["ruling"]["seat"] == "3"
    assert (house["ruling"]["decision"], house["rules"][0]) == ("live_hand", "garrido-2010:6.g")
    assert sorted(house["ruling"]["options"]) == ["call", "fold"]
    assert house["confidence"] == "certain"
    tda = ruled(text)
    assert "tda-2024:53-B" in tda["rules"]
    assert tda["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        # the seat told after articles and seat nouns ("a la del asiento 2")
        "Reglamento Garrido. Preflop la dealer se saltó a la del asiento 2 sin que hablara; luego el 3 pagó, "
        "el 4 subió a 5.000 y el 5 pagó, y la del 2 dice que no había hablado. ¿Qué puede hacer ahora?",
        # the dealer's passing the action on is no check of the skipped player ("o sea el dealer pasó al 3",
        # or a new sentence "El dealer pasó al 3")
        "sala Garrido en el flop el asiento dos se lo saltaron o sea la dealer pasó al tres el tres pasó el "
        "cuatro pasó el cinco apostó y el dos dice que no habló qué puede hacer el dos",
        "Reglamento Garrido, flop: al 2 se lo saltaron. El crupier pasó al 3; el 3 pasó, el 4 pasó y el 5 "
        "apostó 2.000, y el 2 dice que no había hablado. ¿Qué puede hacer el 2?",
        "Garrido rules, preflop: the dealer skipped the seat 2 player without him acting; then seat 3 "
        "called, seat 4 raised to 5,000 and seat 5 called, and seat 2 says he never acted. What can he do?",
        "Garrido rules, flop. Seat 2 got skipped. The dealer passed the action to seat 3: seat 3 checked, "
        "seat 4 checked, seat 5 bet 2,000, and now seat 2 says he hadn't acted. What can seat 2 do?",
    ],
)  # fmt: skip
def test_a_skip_told_in_other_words_reaches_the_house_limit(text: str) -> None:
    """Garrido 6.g: three players passed the skipped player, so he may only call or fold. The skip was
    missed when articles or seat nouns stood between the words and the seat, and the dealer's "pasó al 3"
    was read as the skipped player's check, which made him no longer skipped."""
    house = ruled(text, venue="garrido")
    assert house["ruling"]["seat"] == "2"
    assert (house["ruling"]["decision"], house["rules"][0]) == ("live_hand", "garrido-2010:6.g")
    assert sorted(house["ruling"]["options"]) == ["call", "fold"]
    assert house["confidence"] == "certain"
