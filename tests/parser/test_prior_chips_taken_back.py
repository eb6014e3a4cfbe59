"""A player facing a raise who takes back his own blind or earlier bet (46-B) is bound to call or raise,
however the taking back is told: his blind picked up, grabbed or put back in his stack, or a seat said
alone as the subject ("and six pulls his chips back"). The understood line shows the pull before the fold."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "level 300/600. the hijack makes it 1800, everyone folds round, the big blind grabs his blind "
        "and then says he folds",
        "300-600 el HJ sube a 1800, se tiran todos, la ciega grande coge sus fichas de la ciega y "
        "dice que no va",
        "300/600 hj raises 1800 folds to bb who takes his blind back then mucks",
    ],
)
def test_the_big_blind_taking_his_blind_back_may_not_fold(text: str) -> None:
    result = answer(text).result
    assert result["ruling"]["seat"] == "BB"
    assert result["ruling"]["options"] == ["call", "raise"]
    assert result["rules"][0] == "tda-2024:46-B"


@pytest.mark.parametrize(
    ("text", "pulled"),
    [
        (
            "seat two bets five hundred seat nine makes it fifteen hundred and two pulls his chips back "
            "then folds",
            "pulls his earlier chips back, then folds",
        ),
        (
            "el dos apuesta quinientos el nueve sube a mil quinientos y dos se las recoge y se tira",
            "retira sus fichas previas y luego no va",
        ),
    ],
)
def test_a_seat_said_alone_pulls_his_bet_back(text: str, pulled: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["options"]) == ("2", ["call", "raise"])
    assert pulled in result["understood"]


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 1 bets 6000, seat 4 raises to 15000 and seat 1 drags his 6000 back to his stack and then "
        "goes nah actually fold",
        "turn, el 1 apuesta 6000, el 4 sube a 15000 y el 1 retira sus 6000 a su stack y luego dice que en "
        "realidad no va",
    ],
)
def test_a_pull_back_told_after_the_raise_is_his_turn_facing_it(text: str) -> None:
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["1", "4", "1"]
    assert (result["ruling"]["seat"], result["ruling"]["options"]) == ("1", ["call", "raise"])
