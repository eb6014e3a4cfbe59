"""An all-in said "va todo" and chips found behind it when the pot is pushed (62: the floor); the staff's
"we" as a clause's subject; a seat named by a bare number after a modal ("can six just fold?")."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "turn, el 3 fue todo y el 6 lo pagó. cuando empujamos el bote encontramos una ficha de 5000 "
        "escondida detrás de sus cartas, ¿qué pasa?",
        "turn seat 3 shoves and seat 6 calls, and as we push the pot we find a 5000 chip hidden behind "
        "seat 3's cards. what now?",
    ],
)
def test_chips_found_behind_an_all_in_go_to_the_floor(text: str) -> None:
    result = answer(text).result
    assert [(a["seat"], a["declaration"]) for a in result["facts"]["actions"]] == [
        ("3", "all_in"),
        ("6", "call"),
    ]
    assert result["ruling"]["seat"] == "3"
    assert result["rules"][0] == "tda-2024:62"
    assert result["floor"] is True


@pytest.mark.parametrize("said", ["va todo", "se fue todo", "voy por todo"])
def test_going_with_everything_is_all_in(said: str) -> None:
    text = f"flop el 2 apuesta 4000 y el 5 dice '{said}' y tiene 20.000. ¿puede resubir el 2?"
    result = answer(text).result
    assert [a["declaration"] for a in result["facts"]["actions"]] == ["bet", "all_in"]
    assert result["ruling"]["min_raise_to"] == 36000


@pytest.mark.parametrize(
    "text",
    [
        "river seat 2 bets 2000, seat 4 raises to 6000, seat 6 silently puts out 2000, seat 2 still to act. "
        "can six just fold and lose the 2000?",
        "river el 2 apuesta 2000, el 4 sube a 6000, el 6 pone 2000 sin decir nada y falta el 2. "
        "¿puede seis solo tirarse y perder los 2000?",
    ],
)
def test_a_bare_seat_number_after_a_modal_asks_what_he_may_do(text: str) -> None:
    result = answer(text).result  # an undercall facing a raise, multi-way: the TD decides (51-B)
    assert [a["seat"] for a in result["facts"]["actions"]] == ["2", "4", "6"]
    assert result["ruling"]["seat"] == "6"
    assert result["rules"][0] == "tda-2024:51-B"
    assert result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "turn el 2 va all in, el 7 pide que le cuenten, el crupier dice 9000 y el 7 dice 'voy'. recontando "
        "eran 11.000 y el 7 dice que solo iguala 9000",
        "turn seat 2 is all in, seat 7 asks for a count, the dealer says 9000 and seat 7 says call. on a "
        "recount it was 11,000 and seat 7 says he only calls 9000",
    ],
)
def test_a_caller_holding_to_the_count_he_was_told_owes_the_all_in(text: str) -> None:
    result = answer(text).result  # 49: he accepted the correct all-in, whatever his stack (or all of it)
    assert [a["seat"] for a in result["facts"]["actions"]] == ["2", "7"]
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 11000)
    assert result["rules"][0] == "tda-2024:49"
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 500/1000. el 3 sube a 3000. el 4 fue salteado: el 5 paga 3000 y el 6 se tira. "
        "el 4 estaba distraído y recién ahora dice que no le tocaba",
        "ciegas 500/1000. el 3 sube a 3000. se saltaron al 4: el 5 paga 3000 y el 6 se tira",
        "blinds 500/1000. seat 3 raises to 3000. seat 4 was passed over: seat 5 calls 3000 and seat 6 "
        "folds. seat 4 was distracted and only now says it wasn't their turn",
    ],
)
def test_a_player_passed_over_before_two_actions_goes_to_the_floor(text: str) -> None:
    result = answer(text).result  # 53-B: a call and a fold after him are substantial action
    assert result["ruling"]["seat"] == "4"
    assert result["rules"][0] == "tda-2024:53-B"
    assert result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "PLO 500/1000, turn. el 4 me pide el bote, le digo 12.000 pero eran 13.500. apostó 12.000, "
        "el 8 pagó y el 1 se tiró. ¿lo corrijo?",
        "PLO 500/1000, turn. seat 4 asks me for the pot, I tell him 12,000 but it was 13,500. bet 12,000, "
        "seat 8 called and seat 1 folded. do I fix it?",
    ],
)
def test_a_bet_with_no_subject_after_a_pot_count_is_the_askers(text: str) -> None:
    result = answer(text).result  # 52-B: too low a count, the bet stands after substantial action
    assert [a["seat"] for a in result["facts"]["actions"]] == ["4", "8", "1"]
    assert result["ruling"]["seat"] == "4"
    assert result["rules"][0] == "tda-2024:52-B"
