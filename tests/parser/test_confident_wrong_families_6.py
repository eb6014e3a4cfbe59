"""Families behind confident wrong answers on the older betting sets (issue 12), sixth round: each in both
languages and in other words than the rows; the answer's amount, player and rule are the ones the report's
facts give, or the answer asks about the fact it did not read."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "river, seat 2 bets 6000, seat 5 pushes 6000 then reaches back to his stack and adds five thousand, "
        "five thousand more, no words. what is it?",
        "river, el 2 apuesta 6000, el 5 mete 6000 y después vuelve a su stack y añade cinco mil, cinco mil "
        "más, callado. qué es?",
    ],
)
def test_an_amount_said_twice_over_a_comma_is_one_amount(text: str) -> None:
    """A voice note says the second motion's amount again after a comma ("five thousand, five thousand
    more"): it is the one amount, not two chips of it, so the string bet's call sends back 5,000, not
    10,000 (56: the first motion is the call, what came after goes back)."""
    ruling = answer(text).result["ruling"]
    assert [ruling[k] for k in ("seat", "action", "total", "returned")] == ["5", "call", 6000, 5000]


@pytest.mark.parametrize(
    ("text", "player"),
    [
        (
            "flop, seat 3 bets 2500, Lucky counts out 2500 and slides it forward, then goes back to his "
            "stack for another 3000, never says a word. what do I rule?",
            "Lucky",
        ),
        (
            "flop, el 3 apuesta 2500, el Turco saca 2500 y los empuja, después vuelve a su stack por otros "
            "3000 sin decir palabra. qué hago?",
            "Turco",
        ),
    ],
)
def test_chips_counted_out_are_chips_pushed(text: str, player: str) -> None:
    """ "Counts out 2500" is chips put forward, as "saca 2500" is: the player named by a nickname acted,
    and the ruling is his (a call of 2,500, the second motion's 3,000 back: 56), not the bettor's."""
    ruling = answer(text).result["ruling"]
    assert [ruling[k] for k in ("seat", "action", "total", "returned")] == [player, "call", 2500, 3000]


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 1 bets 4000. seat 7 has a single 10k chip left. He slides it in without a word. all in "
        "or call?",
        "turn, el 1 apuesta 4000. al 7 solo le queda una ficha de 10.000. La mete sin decir nada. all in o "
        "call?",
        "turn, el 1 apuesta 4000 y al 7 solo le queda una ficha de 10.000, la mete sin decir nada. all in o "
        "call?",
    ],
)
def test_the_last_chip_told_then_pushed_by_a_pronoun_is_his(text: str) -> None:
    """A player's last chip told as what he has left ("al 7 *solo* le queda una ficha", "has a single 10k
    chip left"), then pushed in a sentence with no player of its own ("La mete", "He slides it in"): he
    pushed it, and a single chip silently, even the last, is a call (44), not the bettor's bet."""
    ruling = answer(text).result["ruling"]
    assert [ruling[k] for k in ("seat", "action", "total", "returned")] == ["7", "call", 4000, 6000]


def test_a_question_after_the_story_is_no_push() -> None:
    """ "lo dejo en raise?": the dealer asks about his own call; the sentence pushes no chips."""
    text = (
        "ciegas 500/1000, el UTG abre a 2500 y el 5 dice 'tres mil' y los pone, nada más. lo dejo en raise?"
    )
    ruling = answer(text).result["ruling"]
    assert [ruling[k] for k in ("seat", "action", "total", "returned")] == ["5", "call", 2500, 500]


@pytest.mark.parametrize(
    "text",
    [
        "the player in seat 6 said fifteen hundred and then dropped two 1000 chips, the table says it's two "
        "thousand, which is it?",
        "el jugador del 6 dijo mil quinientos y después soltó dos fichas de mil, la mesa dice que son dos "
        "mil, cuál vale?",
    ],
)
def test_a_report_with_no_word_of_its_street_asks_it_where_it_decides(text: str) -> None:
    """No street, no blinds, no position, no pot, and a first action that is only an amount said: pre-flop
    it is a raise, on the flop a bet. The amount stands either way (40-A: said first, 1,500, 500 back), but
    the action is not certain: the answer asks the street."""
    result = answer(text).result
    assert result["confidence"] == "conditional"
    assert "street" in result["questions"]
    assert [result["ruling"][k] for k in ("seat", "total", "returned")] == ["6", 1500, 500]
