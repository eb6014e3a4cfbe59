"""Burns and mucks in more words (issue 13), in both languages. Two cards burned instead of one: one burn
per street, never more (38); with action on the street the board stands, before it the TD corrects the stub
(RP-14); Garrido's 5.e leads. Cards mucked face down at showdown, mixed in or still apart, and playing the
board (19)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "decision", "floor"),
    [
        (
            "El dealer quemó dos cartas antes del turn y ya habían apostado en el flop.",
            "play_continues",
            False,
        ),
        ("Dealer burned two before the river, the turn had a bet and a call.", "play_continues", False),
        ("El crupier quemó una carta de más antes del river y nadie ha hablado en el turn.", None, True),
        ("Dealer burnt two cards before the turn and nobody has acted on the flop yet.", None, True),
    ],
)
def test_two_burns_cite_one_burn_per_street(text: str, decision: str | None, floor: bool) -> None:
    result = answer(text).result
    assert (result["ruling"]["decision"], result["floor"]) == (decision, floor)
    assert result["rules"][0] == "tda-2024:38"


def test_garrido_cites_its_own_burn_rule_first() -> None:
    result = answer("El dealer quemó dos cartas antes del turn y ya habían apostado.", venue="garrido").result
    assert result["rules"][:2] == ["garrido-2010:5.e", "tda-2024:38"]


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        (
            "At showdown seat 3 says he is playing the board and pushes his cards into the muck face down; "
            "they are mixed in now.",
            "dead_hand",
        ),
        (
            "En el showdown el del 6 dice que juega el board y tira las cartas boca abajo, ya se mezclaron "
            "con el muck.",
            "dead_hand",
        ),
        (
            "En el showdown el del 6 tiró las cartas boca abajo pero no se mezclaron, se ven claramente.",
            "live_hand",
        ),
    ],
)
def test_cards_mucked_at_showdown_in_more_words(text: str, decision: str) -> None:
    """Mucked face down and mixed in: dead (14, 13-B); still apart: live; playing the board cites 19."""
    result = answer(text).result
    assert result["ruling"]["decision"] == decision
    assert ("tda-2024:19" in result["rules"]) == ("board" in text)


SHOWDOWN_ES = (
    "En su turno de mostrar, el del 5 soltó las cartas boca abajo delante de sus fichas y quiere enseñarlas."
)
SHOWDOWN_EN = (
    "At showdown seat 5 dropped his cards face down in front of his chips and now wants to show them."
)


@pytest.mark.parametrize(
    ("text", "venue", "decision"),
    [
        (SHOWDOWN_ES, "tda", "live_hand"),
        (SHOWDOWN_ES, "san-roque", "dead_hand"),
        (SHOWDOWN_EN, "tda", "live_hand"),
        (SHOWDOWN_EN, "san-roque", "dead_hand"),
    ],
)
def test_cards_let_go_face_down_at_showdown(text: str, venue: str, decision: str) -> None:
    """TDA 14: live while retrievable; San Roque 48: thrown face down in his turn to show, they lose."""
    assert answer(text, venue=venue).result["ruling"]["decision"] == decision
