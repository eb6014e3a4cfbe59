"""A stack told as the chips left ("le quedan dos fichas de 5.000", "has two 5k chips left") and those chips
then pushed with a pronoun ("y las tira", "pushes them"): all he has goes in, not a fold."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "flop, ciegas 1000/2000, el 4 apuesta 6500. al 8 le quedan dos fichas de 5000 y las tira sin decir "
        "nada. ¿qué es?",
        "flop, blinds 1k/2k, seat 4 bets 6500. seat 8 has two 5k chips left and pushes them in without a "
        "word. ruling?",
    ],
)
def test_the_chips_left_pushed_with_a_pronoun(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["stacks"]["8"] == 10000
    last = result["facts"]["actions"][-1]
    assert (last["seat"], last["chips"]) == ("8", [5000, 5000])
    assert (result["ruling"]["action"], result["ruling"]["total"], result["ruling"]["returned"]) == (
        "call",
        6500,
        3500,
    )


def test_chips_in_front_are_no_stack() -> None:
    facts = answer(
        "preflop, ciegas 100/200, el 3 tenía dos de cien delante y mete una de mil. ¿qué es?"
    ).result["facts"]
    assert (facts["posted"], facts["stacks"]) == ({"3": 200}, {})


def test_cards_thrown_with_a_pronoun_fold() -> None:
    facts = answer(
        "ciegas 100/200, flop, el 2 apuesta 600, el 5 agarra sus cartas y las tira, el 6 paga. ¿qué hago?"
    )
    assert [(a["seat"], a["declaration"]) for a in facts.result["facts"]["actions"]][1] == ("5", "fold")


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 500/1000, flop, el 3 apuesta 1500, al 7 le queda un solo chip de 5000 y lo mete callado",
        "blinds 500/1000, flop, seat 3 bets 1500, seat 7 has a single 5k chip left and slides it in. ruling?",
    ],
)
def test_a_single_chip_left_pushed(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["stacks"]["7"] == 5000
    assert (result["ruling"]["action"], result["ruling"]["total"], result["ruling"]["returned"]) == (
        "call",
        1500,
        3500,
    )


@pytest.mark.parametrize(
    "text",
    [
        "turn, el 2 tiene 9000 delante y el 7 tira 3000 sin hablar. ¿tiene que pagar los 9000?",
        "turn, seat 2 has 9k out in front, seat 7 throws out 3k silently. does he owe the 9k?",
    ],
)
def test_an_amount_out_in_front_is_no_stack(text: str) -> None:
    facts = answer(text).result["facts"]
    assert (facts["posted"], facts["stacks"]) == ({"2": 9000}, {})


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 100/200, el 3 apuesta 500 y el 6 paga 500; le queda una ficha de 100 detrás. ¿qué hace el 3?",
        "blinds 100/200, seat 3 bets 500 and seat 6 calls 500; he has one 100 chip left. what can seat 3 do?",
    ],
)
def test_a_stack_smaller_than_what_he_put_in_is_what_is_left(text: str) -> None:
    """Told after his call, a stack under the call cannot be what he started with: it is what is left."""
    result = answer(text).result
    assert "6" not in result["facts"]["stacks"]
    assert result["confidence"] != "unsure", result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "turn, el 8 apuesta 4000, el 2 pone seis fichas de mil en silencio, tiene más de 50 mil atrás",
        "turn, seat 8 bets 4000, seat 2 silently puts out six 1k chips, he has more than 50k behind",
    ],
)
def test_a_stack_said_with_more_than(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["stacks"] == {"2": 50000}
    assert result["confidence"] == "certain", result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 1000/2000, UTG raises to 4500, BB silently adds a 1k chip to his 5k blind. Stack 60k behind.",
        "ciegas 1000/2000, UTG sube a 4500, la BB añade callada una de mil. Tiene 60 mil.",
    ],
)
def test_a_stack_said_in_its_own_sentence_is_the_last_players(text: str) -> None:
    assert answer(text).result["facts"]["stacks"] == {"BB": 60000}


@pytest.mark.parametrize(
    "text",
    [
        "blinds 1000-2000. flop, seat 1 bets 2000. seat 9 has exactly one 5k chip left and slides it forward "
        "without a word. seat 1 says he's all in for 5k. is seat 9 all in or not?",
        "ciegas 1000-2000. flop, el 1 apuesta 2000. al 9 le queda solo una ficha de 5000 y la desliza sin "
        "decir nada. el 1 dice que es all in. ¿es el 9 all in o no?",
    ],
)
def test_the_last_single_chip_slid_in_silently_is_a_call(text: str) -> None:
    """44: a single oversized chip, even the last one, pushed silently is a call; the question "is seat 9
    all in?" and the other player's claim are no actions."""
    result = answer(text).result
    assert [(a["seat"], a["chips"]) for a in result["facts"]["actions"]] == [("1", []), ("9", [5000])]
    assert (result["ruling"]["action"], result["ruling"]["total"], result["ruling"]["returned"]) == (
        "call",
        2000,
        3000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "el 3 apuesta 2000 y el 5 empuja el stack completo sin decir nada. ¿qué es?",
        "seat 3 bets 2000 and seat 5 shoves his last chips. ruling?",
        "seat 3 bets 2000 and seat 5 pushes his whole stack without a word. ruling?",
    ],
)
def test_all_his_chips_of_an_untold_stack_is_an_all_in_of_unknown_size(text: str) -> None:
    """Every chip he has, the stack never told: an all-in whose amount is asked, never "total 0"."""
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "5",
        "all_in",
        None,
    )
    assert [q for q in result["questions"] if q.startswith("stack")]


@pytest.mark.parametrize(
    "text",
    [
        "River, 1000/2000. Seat 1 bets 5200. Seat 6 has a 5k n two 500s left, that's his lot, and he pushes "
        "the lot forward, no word. All in for 6k or a call?",
        "River, 1000/2000. El 1 apuesta 5200. Al 6 le quedan una de 5000 y dos de 500, es todo, y las tira "
        "todas sin decir nada. ¿All in de 6000 o call?",
    ],
)
def test_a_stack_told_as_a_chip_list_and_pushed_whole(text: str) -> None:
    """ "a 5k n two 500s left", "his lot": the chips listed are the stack, 6,000, all pushed."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["total"]) == ("6", 6000)


def test_the_last_he_had_is_his_last_chips() -> None:
    text = "Flop, 500/1000. El 1 apuesta 3000 y el 5 empuja lo último que tenía, tres de mil y una de 500."
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "all_in", 3500)


@pytest.mark.parametrize(
    ("text", "stack"),
    [
        (
            "1k/2k, flop seat 4 bets 3k, seat 9 silently puts out four 1k chips, has about 50 behind. call?",
            50_000,
        ),
        (
            "ciegas 1 luca 2 lucas, en el flop el 4 apuesta 3 lucas y el 9 tira cuatro de una luca callado, "
            "le "
            "quedan como 50 atrás. ¿paga o sube?",
            50_000,
        ),
    ],
)
def test_a_stack_said_short_at_a_level_in_thousands(text: str, stack: int) -> None:
    stacks = answer(text).result["facts"]["stacks"]
    assert stack in stacks.values()


def test_a_short_big_blind_stays_short() -> None:
    result = answer("1k/2k, the BB only had 600 and is all in for that, UTG raises to 6k").result
    assert result["facts"]["stacks"] == {"BB": 0}  # all in for 600: nothing behind, no 600,000
