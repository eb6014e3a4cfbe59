"""Grammar families drawn from set 33 (a festival main event's day 2 and cash-game dealers new to tournament
rules), each tested in both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 7 jams 31,000 and seat 2 calls. seat 7 has the best hand. what does seat 2 owe?",
        "turn, seat 7 jams 31,000, seat 2 calls and seat 7 has the nuts. what does seat 2 owe?",
        "turn, el 7 va all in por 31.000 y el 2 paga. el 7 tiene la mejor mano. ¿cuánto pone el 2?",
        "turn, el 7 va all in por 31.000, el 2 paga y el 7 tiene la ganadora. ¿cuánto pone el 2?",
    ],
)
def test_who_won_at_showdown_is_no_unread_fact_of_the_betting(text: str) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("2", "call", 31000)
    assert (result["confidence"], result["questions"]) == ("certain", [])


@pytest.mark.parametrize(
    "text",
    [
        "Turn: seat 2 bets 3000, seat 7 raises to 9000, seat 2 silently adds 3000 more. "
        "Seat 5 folded on the flop. Must seat 2 make it a full call?",
        "Flop: seat 2 bets 1000, seat 5 folds, seat 7 calls. "
        "Turn: seat 2 bets 3000, seat 7 raises to 9000 and seat 2 silently adds 3000 more. Full call?",
        "River. El 2 apuesta 3000, el 7 sube a 9000 y el 2 agrega 3000 más sin hablar. "
        "El 5 se había tirado en el turn. ¿Debe completar?",
        "Turn. El 2 apuesta 3000, el 7 sube a 9000 y el 2 agrega 3000 más sin hablar. "
        "El 5 se tiró en el flop. ¿Tiene que completar?",
    ],
)
def test_a_fold_told_of_an_earlier_street_leaves_the_player_out_of_the_hand(text: str) -> None:
    """The player who folded before this street is told before its story (or left with the street told
    before), neither skipped nor the one a question with no subject asks about: the undercaller owes the
    call (51-B), asked whether heads-up."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("2", "call", 9000)
    assert "tda-2024:51-B" in result["rules"] and not result["floor"]
    assert [a["seat"] for a in result["facts"]["actions"]] in (["2", "7", "2"], ["5", "2", "7", "2"])
    assert not any(q.startswith("skipped") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "river, seat 6 bets 4k, seat 1 makes it 12k, seat 6 quietly adds another 4k to his 4k. full call?",
        "river, el 6 apuesta 4k, el 1 sube a 12k, el 6 sin hablar añade otras 4k a sus 4k. ¿completa?",
    ],
)
def test_new_chips_added_to_his_bet_are_one_motion_not_a_string_bet(text: str) -> None:
    """The amount after "to his" / "a sus" is the bet already in front: 8k in all facing 12k is an undercall
    (51-B), not a first motion and a second one (56)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "call", 12000)
    assert "tda-2024:51-B" in result["rules"] and "tda-2024:56" not in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 1000-2000. The hijack wants to raise. What's the min raise?",
        "ciegas 1000-2000. El hijack quiere subir. ¿Cuánto es la subida mínima?",
    ],
)
def test_a_player_who_wants_to_raise_is_the_one_a_later_minimum_question_asks_about(text: str) -> None:
    """'wants to raise' / 'quiere subir' is one question term holding the wish: the player before it asks
    what he may do, so the minimum raise is his (43-A), not a general rule question."""
    result = answer(text).result
    assert result["intent"] == "ruling"
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("HJ", 4000)
    assert "tda-2024:43-A" in result["rules"]
