"""Last chips said in everyday words ("what he's got left", "todas sus fichas"), chips counted then listed
("his last two chips, two 5k's"), and words and chips "almost at the same time" (asked, not assumed)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "River, seat 1 bets 2,000. Seat 5 puts in what he's got left, a 1k, a 1k and a 500, no word.",
        "River, el 1 apuesta 2.000. El 5 mete lo que le queda, una de mil, otra de mil y una de 500.",
    ],
)
def test_last_chips_not_all_needed_are_all_in(text: str) -> None:
    """45-B-2: a bet of a player's last chips is all-in whether it reaches the 50% mark or not."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "all_in", 2500)


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 3 bets 7,000. Seat 8 pushes his last two chips, two 5k's, without a word.",
        "Flop, el 3 apuesta 7.000. El 8 empuja sus dos últimas fichas: dos de 5.000, sin hablar.",
    ],
)
def test_chips_counted_then_listed(text: str) -> None:
    """45-A: every chip needed for the call (one 5k is short): a call even with his last chips."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "8",
        "call",
        7000,
        3000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 2 bets 3,000, seat 6 says call and pushes 9,000 almost at the same time. Call or raise?",
        "Turn, el 2 apuesta 3.000 y el 6 dice pago y empuja 9.000 casi a la vez. ¿Call o subida?",
    ],
)
def test_almost_at_the_same_time_is_asked(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "conditional"
    assert any(q.startswith("verbal_or_chips_first") for q in result["questions"])
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 3000)  # simultaneous: words


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 2 bets 5,500 and seat 7 pushes his last chips, which is uh a 5k and a 1k, says nothing.",
        "Flop, el 2 apuesta 5.500 y el 7 empuja sus últimas fichas, o sea una de 5.000 y una de 1.000.",
    ],
)
def test_last_chips_named_after_the_push(text: str) -> None:
    """45-A: without the 1k, 5k is short of the 5,500 call: every chip needed, a call even with his last."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == ("7", "call", 5500, 500)


def test_a_question_offering_all_in_leaves_the_last_chips_in_doubt() -> None:
    """ "¿Es call o all in?": the dealer does not know whether those were his last chips: asked."""
    result = answer(
        "Turn, el 4 apuesta 6.000. El 9 pone una de 5.000, una de 1.000 y una de 500 sin decir nada. "
        "¿Es call o all in?"
    ).result
    assert result["confidence"] == "conditional" and any(
        q.startswith("last_chips") for q in result["questions"]
    )
