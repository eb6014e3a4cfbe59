"""Where chips go and how: "goes back into his stack and adds 5k more" is a second motion (56) while
"drags his 1,200 back into his stack" pulls chips back (46); "next to his blind" is a place, not the next
player; "I think he thought it was five" doubts a belief that changes nothing; a raise said to the total
the last player already made (his posted chip counted) is no raise of his own."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "turn, 1k/2k, seat 1 bets 2500, seat 4 pushes out 2500, then goes back into his stack and adds 5k "
        "more, not a word. ruling?",
        "turn, 1000/2000, el 1 apuesta 2500, el 4 mete 2500 y luego vuelve a sus fichas y mete 5000 más, sin "
        "hablar. ¿qué es?",
    ],
)
def test_a_second_trip_to_the_stack_is_a_string_bet(text: str) -> None:
    ruling = answer(text).result["ruling"]
    assert (ruling["action"], ruling["total"], ruling["returned"]) == ("call", 2500, 5000)


def test_chips_dragged_back_into_the_stack_are_pulled_back() -> None:
    text = (
        "flop, seat 3 bets 1,200. seat 7 raises to 4,000. seat 3 drags his 1,200 back into his stack and "
        "then plonks down a single 5k chip, says nothing. call or raise?"
    )
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "3",
        "call",
        4000,
        1000,
    )


def test_next_to_his_blind_is_a_place() -> None:
    text = "300/600, BB posted a 500 and a 100. CO raises to 1800. BB tosses a 5k chip next to his blind"
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["CO", "BB"]
    assert (result["ruling"]["action"], result["ruling"]["returned"]) == ("call", 3800)


@pytest.mark.parametrize(
    "text",
    [
        "heads up on the turn seat 4 bets 12k and seat 9 puts out 5k without a word, I think he thought it "
        "was five. ruling?",
        "heads up en el turn el 4 apuesta 12000 y el 9 pone 5000 sin decir nada, creo que pensó que era "
        "cinco. ¿qué hago?",
    ],
)
def test_a_doubt_about_what_the_player_believed_changes_nothing(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "certain", result["questions"]
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 12000)


def test_a_raise_said_to_the_total_already_made_is_not_certain() -> None:
    text = (
        "blinds 100-200. BB posted with a single 1,000 chip. Button raises to 600. BB adds a 500 chip next "
        "to his 1k. Button says raise to 1,500, BB says he was calling. Ruling?"
    )
    assert answer(text).result["confidence"] != "certain"


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 4 bets 2k, seat 8 lobs in four 1k chips in one go, then goes back and sticks another 4k "
        "in. Never said a word. What's his bet?",
        "turn, el 4 apuesta 2000, el 8 mete cuatro fichas de mil de una vez, después vuelve y pone otras "
        "4000. No dijo ni una palabra. ¿Cuánto es?",
    ],
)
def test_silence_told_in_a_sentence_of_its_own(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["actions"][-1]["silent"] is True
    assert (result["ruling"]["total"], result["ruling"]["returned"], result["confidence"]) == (
        4000,
        4000,
        "certain",
    )


def test_words_only_after_the_chips_leave_the_chips_silent() -> None:
    text = (
        "800/1600, flop. seat 2 bets 3200, seat 6 puts out a 5k chip and two 100s and only says 'change' "
        "after the chips are down. ruling?"
    )
    result = answer(text).result
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 6400)
    assert not [q for q in result["questions"] if q.startswith("said_anything")]


def test_what_it_looked_like_is_to_be_confirmed() -> None:
    text = (
        "seat 2 bets 4k. seat 9 puts out 4k then another 4k. looked like she went back to her stack for the "
        "second lot but it was quick. nothing said. call or raise?"
    )
    assert answer(text).result["confidence"] != "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Turn, pot 3800. Seat 8 says 'five' and doesn't put any chips out. 500 or 5000?",
        "Turn, el pozo tiene 3800. El del 8 dice 'cinco' y nada más, no puso fichas. ¿Son 500 o 5000?",
    ],
)
def test_a_push_denied_puts_out_nothing(text: str) -> None:
    actions = answer(text).result["facts"]["actions"]
    assert [(a["seat"], a["pushed"], a["chips"]) for a in actions] == [("8", None, [])]
