"""A player who wants his action back ("can he take it back?", "se quiere echar atrás"): the ruling is on
his own last action, whatever came after it, and cites 50-A (action in turn binds; its chips stay)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "River: seat 4 bets 2,500, seat 7 calls and then seat 9 jams. Seat 7 changed his mind and wants to "
        "fold, can he take back the call?",
        "River: el 4 apuesta 2.500, el 7 paga y luego el 9 va all in. El 7 se arrepiente y quiere tirarse, "
        "¿puede echarse atrás?",
    ],
)
def test_a_call_in_turn_cannot_be_taken_back(text: str) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("7", "call", 2500)
    assert any(r.endswith(":50-A") for r in result["rules"])
    assert result["confidence"] == "certain"


def test_without_the_wish_to_undo_no_binding_rule_is_added() -> None:
    result = answer("River: seat 4 bets 2,500, seat 7 calls and seat 9 jams. Ruling on seat 7?").result
    assert not any(r.endswith(":50-A") for r in result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Flop, 4 players. Seat 1 bets 6,000, seat 3 silently puts in 2,000 and then seat 5 silently puts in "
        "2,000 too. What about seat 5?",
        "Flop a cuatro. El 1 apuesta 6.000, el 3 pone 2.000 callado y enseguida el 5 también pone 2.000 "
        "callado. Al 3 ya le hicimos completar. ¿Y el 5?",
    ],
)
def test_a_second_undercall_in_sequence_is_for_the_floor(text: str) -> None:
    """51-C: play backs up to the first undercaller, who corrects; the TD decides the later ones."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "5" and result["floor"] is True
    assert any(r.endswith(":51-C") for r in result["rules"])


def test_an_obligation_asked_is_no_action() -> None:
    """ "¿Está obligado a pagar?": what he must do is asked, he did not call again."""
    result = answer(
        "Flop: el 3 apuesta 2.000, el 7 dice pago y pone 2.000 fuera de turno y luego el 5 sube a 6.000. "
        "¿El 7 está obligado a pagar?"
    ).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["decision"], ruling["returned"]) == ("7", "not_binding", 2000)
