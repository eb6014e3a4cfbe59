"""At your seat in dealers' words (issue 13), both languages: when the player got back tells whether the
hand is live (30: at the seat, within reach of the chair, when the last card of the initial deal goes out;
San Roque 38: when the first card does)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        (
            "El del 7 estaba en la barra cuando repartí y vuelve ahora. ¿Vale su mano?",
            "dead_hand",
        ),
        (
            "Seat 7 was at the bar while I was dealing and came back after I finished dealing. Live?",
            "dead_hand",
        ),
        (
            "La del 2 llegó mientras daba la primera vuelta, antes de que le llegara su carta. ¿Juega?",
            "live_hand",
        ),
        (
            "Seat 2 touched his chair just as I dealt the last card to the button. Is his hand live?",
            "live_hand",
        ),
    ],
)
def test_when_the_player_got_back_decides(text: str, decision: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["decision"], result["rules"][0], result["floor"]) == (
        decision,
        "tda-2024:30",
        False,
    )


def test_a_house_that_wants_the_player_seated_for_the_first_card() -> None:
    text = "La del 2 llegó mientras daba la primera vuelta, antes de que le llegara su carta. ¿Juega?"
    result = answer(text, venue="san-roque").result
    assert (result["ruling"]["decision"], result["rules"][0]) == ("dead_hand", "san-roque:38")


@pytest.mark.parametrize(
    "text",
    [
        "There's a joker in seat 5's hand and nobody's acted yet. Misdeal?",
        "Hay un comodín en la mano del 5 y nadie ha hablado todavía. ¿Mano nula?",
    ],
)
def test_no_action_yet_in_more_words_settles_the_misdeal(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["decision"], result["confidence"]) == ("misdeal", "certain")
