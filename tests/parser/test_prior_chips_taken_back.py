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
