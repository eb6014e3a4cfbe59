"""A player's own question quoted by the dealer ("the small blind goes can I raise here", "la ciega
chica dice ¿puedo subir?") asks about a raise; it is no raise made."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "1000/2000, the hijack limps 2000, the button is all in for 3000 and the small blind goes can i "
        "raise here",
        "1000/2000, el HJ paga 2000, el botón va all in por 3000 y la ciega chica dice ¿puedo subir?",
    ],
)
def test_the_players_question_is_asked_not_done(text: str) -> None:
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["HJ", "BTN"]
    ruling = result["ruling"]
    # the small blind has not acted: he may raise, to at least 3,000 + 2,000 (43-A)
    assert (ruling["seat"], ruling["action"], ruling["min_raise_to"]) == ("SB", None, 5000)
    assert "raise" in ruling["options"]
