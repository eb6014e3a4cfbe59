"""Numbers said short beside bets in tens of thousands with no level told ("bets 15k... raise to 40"), a
stack in big blinds that is no amount said short, a passive "gets skipped" whose next player acts, and chips
a player adds on a later turn (his own earlier bet raised since)."""

from __future__ import annotations

import pytest

from bot.ask import answer


def _actions(result: dict) -> list[tuple[str, str, int | None]]:
    return [(a["seat"], a["declaration"], a["amount"]) for a in result["facts"]["actions"]]


@pytest.mark.parametrize(
    "text",
    [
        "river: seat 6 bets 14k, seat 2 says 'raise to 40' and puts it out. is the raise good?",
        "river: el 6 apuesta 14 mil y el 2 dice 'subo a 40' y lo pone. ¿vale la subida?",
    ],
)
def test_a_raise_said_short_beside_a_bet_in_thousands_is_in_thousands(text: str) -> None:
    result = answer(text).result
    assert _actions(result)[1][2] == 40_000
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("2", 40_000)


def test_a_stack_in_big_blinds_is_no_amount_said_short() -> None:
    result = answer(
        "UTG opens 12k, the HJ who has about 60 big blinds (60k) puts one 25k chip silently. call or raise?"
    ).result
    assert result["ruling"]["seat"] == "HJ"
    assert result["ruling"]["action"] == "call"


@pytest.mark.parametrize(
    "text",
    [
        "preflop UTG opens to 3000 seat 5 gets skipped seat 6 calls seat 7 calls and then seat 5 says he "
        "never acted. what now",
        "preflop el UTG abre a 3000, al 5 se lo saltaron, el 6 paga, el 7 paga y luego el 5 dice que no "
        "había hablado. ¿qué hacemos?",
    ],
)
def test_the_player_after_a_skipped_one_acts_for_himself(text: str) -> None:
    seats = [seat for seat, _, _ in _actions(answer(text).result)]
    assert seats[:3] == ["UTG", "6", "7"]


@pytest.mark.parametrize(
    "text",
    [
        "flop seat 2 bets 8000, seat 5 raises to 24000, seat 2 adds another 8000 without a word. what now",
        "flop el 2 apuesta 8000, el 5 sube a 24000 y el 2 mete otros 8000 sin decir nada. ¿qué hago?",
    ],
)
def test_chips_added_after_a_raise_are_the_players_answer_to_it(text: str) -> None:
    result = answer(text).result
    assert [seat for seat, _, _ in _actions(result)] == ["2", "5", "2"]
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "2",
        "call",
        24000,
    )


@pytest.mark.parametrize(
    ("text", "raised_to", "min_reraise"),
    [
        ("blinds 100/200. UTG raises 3x, the button shoves 1000, blinds fold. can UTG re-raise?", 600, 1400),
        (
            "ciegas 100/200. el UTG sube 3 veces la ciega, el botón va all in por 1000. ¿puede resubir?",
            600,
            1400,
        ),
        ("blinds 200/400. flop seat 2 bets 500 and seat 5 raises 3x. what can seat 2 do?", 1500, 2500),
    ],
)
def test_a_raise_told_as_a_multiple_is_of_the_bet_it_raises(
    text: str, raised_to: int, min_reraise: int
) -> None:
    result = answer(text).result
    assert next(amount for _, said, amount in _actions(result) if said == "raise") == raised_to
    assert result["ruling"]["min_raise_to"] == min_reraise


@pytest.mark.parametrize(
    "text",
    [
        "river, pot about 50k. seat 2 says 'thirty' as he pushes out 3000, seat 6 calls. is it 3k or 30k?",
        "river, el bote como 50 mil. el 2 dice 'treinta' y a la vez tira 3.000 en fichas, el 6 paga. "
        "¿3 mil o 30?",
    ],
)
def test_a_number_said_short_against_other_chips_is_the_floors_even_when_called(text: str) -> None:
    result = answer(text).result  # 40-A: words and chips contradict; 57: a number alone at one's own risk
    assert (result["ruling"]["seat"], result["floor"]) == ("2", True)
    assert {"tda-2024:40-A", "tda-2024:57"} <= set(result["rules"])
