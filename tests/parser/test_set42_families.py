"""Grammar and engine families drawn from set 42's rows (a Santo Domingo and Quito circuit stop, a Madrid
private club, a Manila, Cardiff and Boston daily: phone-typed messages, voice notes, dealers unsure of what
was said), each tested in both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "total", "returned"),
    [
        (
            "Blinds 500/1000. River, seat 4 bets 7,000. Seat 6 slides out two chips without a word, both 5k. "
            "Call or raise?",
            7000,
            3000,
        ),
        ("500/1000, turn: seat 1 bets 12,000 and seat 8 silently puts in three chips, all 5k.", 12000, 3000),
        (
            "Ciegas 500/1000. River, el 4 apuesta 7.000. El 6 empuja dos fichas sin hablar, ambas de 5.000. "
            "¿Paga o sube?",
            7000,
            3000,
        ),
        (
            "500/1000, en el turn el 1 apuesta 12.000 y el 8 mete callado tres fichas, las tres de cinco "
            "mil.",
            12000,
            3000,
        ),
        (
            "Ciegas 500/1000, river: el 4 apuesta 7.000 y el 6 tira sin decir nada dos fichas, las dos "
            "de 5k.",
            7000,
            3000,
        ),
    ],
)
def test_chips_counted_then_said_all_of_one_value(text: str, total: int, returned: int) -> None:
    """ "two chips, both 5k", "tres fichas, todas de mil", "las dos de 5k": the chips just counted are
    each of the value told, not an amount of 2 or 3; a silent push where every chip is needed is a call
    (45) and the rest comes back."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["action"], ruling["total"], ruling["returned"]) == ("call", total, returned)
    assert "tda-2024:45-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Turn, opening bet's 3000. Seat 5 says 'four thousand' and puts in 4000, he never said raise.",
        "On the turn the opening bet's 3,000 and the lady in 5 quietly puts out 4,000.",
        "Turn, la apertura es de 3000. El 5 dice 'cuatro mil' y pone 4000, nunca dijo subo.",
        "En el turn la apertura era de 3.000 y la señora del 5 pone 4.000 sin decir nada.",
    ],
)
def test_the_opening_bet_told_as_a_noun_is_the_bet_faced(text: str) -> None:
    """ "opening bet's 3000" (the copula written short), "la apertura es de 3000": the bet the player faces,
    not an unread number; 4,000 over it, short of the raise line and no raise said, is a call of 3,000 with
    1,000 back (45-B)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "5",
        "call",
        3000,
        1000,
    )


@pytest.mark.parametrize(
    ("text", "seat", "total"),
    [
        (
            "Turn. Seat 8 has 22,500 in front of her. Seat 1 bets 4,000 and seat 8 announces all in. How "
            "much is it?",
            "8",
            22500,
        ),
        (
            "En el turn la del 8 tiene 22.500 por delante; el 1 apuesta 4.000 y la del 8 dice all in. ¿De "
            "cuánto es?",
            "8",
            22500,
        ),
        (
            "Quick question: river, seat 4 has 9,000 in front, seat 6 bets 2,500 and seat 4 says all in.",
            "4",
            9000,
        ),
        ("River: el 4 tiene 9.000 delante, el 6 apuesta 2.500 y el 4 va all in.", "4", 9000),
    ],
)
def test_a_stack_told_in_front_before_the_streets_action_is_his(text: str, seat: str, total: int) -> None:
    """ "tiene 22.500 por delante", "has 22,500 in front of her" before anyone acts on the turn: no chip is
    in front of anyone when a street after the flop opens, so it is his stack, not chips already bet; the
    all-in is for it, stated with certainty (40-B)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == (seat, "all_in", total)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Pregunta rápida: river, el 4 tiene 9.000 atrás, el 6 apuesta 2.500 y el 4 dice resto. ¿Cuánto es?",
        "Una pregunta, a ver: en el river el 4 tiene 9.000, el 6 apuesta 2.500 y el 4 dice resto.",
        "Quick question: river, seat 4 has 9,000 left, seat 6 bets 2,500 and seat 4 says all in.",
    ],
)
def test_the_writers_question_named_as_a_noun_asks_no_count(text: str) -> None:
    """ "Pregunta rápida:", "Una pregunta": the writer's question (Spanish "pregunta" is also "he asks", a
    count asked), so the stack told after it is no count given to the bettor (49); the all-in is for the
    stack (English, whose "question" asks no count, is held to the same answer)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("4", "all_in", 9000)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "total", "returned"),
    [
        ("turn, seat 3 bet 3000. seat 8 put a 5000 chip and then go back and put one more 5000.", 3000, 7000),
        (
            "Flop, seat 1 bets 2,500. Seat 6 puts in a 5k chip, after that he come back and drops another "
            "5k.",
            2500,
            7500,
        ),
        (
            "Turn: el 3 apuesta 3000. El 8 pone una ficha de 5000 y luego va de nuevo y mete otra de 5000.",
            3000,
            7000,
        ),
        (
            "Flop, el 1 apuesta 2.500, el 6 tira una de 5 mil y ahi se regresa y tira otra de 5 mil.",
            2500,
            7500,
        ),
    ],
)
def test_a_second_motion_told_with_a_bare_or_regional_verb(text: str, total: int, returned: int) -> None:
    """ "then go back and put", "he come back and drops" (a verb without its ending, as a non-native dealer
    writes it), "va de nuevo y mete", "se regresa y tira": a second motion, a string bet (56); the first
    chip alone is a call and everything else comes back."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["action"], ruling["total"], ruling["returned"]) == ("call", total, returned)
    assert "tda-2024:56" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 500/1000, turn heads up. seat 2 said something, half the table heard 'two thousand', the "
        "other half 'twenty thousand', and he put a single 5000 chip. seat 9 called 2000.",
        "ciegas 200/400, river mano a mano. el 2 dijo algo, unos oyeron 'quinientos' y otros 'cinco mil', y "
        "puso una ficha de 5000. el 9 pagó 500.",
    ],
)
def test_words_heard_two_ways_then_called_are_ruled_on_their_speaker(text: str) -> None:
    """What the bettor said against his one chip is heard two ways and the other player calls one reading:
    the floor decides what the bettor said (40-A), so the ruling is about the bettor, not the caller."""
    result = answer(text).result
    assert (result["ruling"]["seat"], result["floor"]) == ("2", True)
    assert "tda-2024:40-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Seat 3 has 9,000 behind. Flop, seat 1 bets 2,000 and seat 3 says 'me la juego'. All in?",
        "Flop: el 1 apuesta 2.000 y el 3, que tiene 9.000, dice 'voy con el resto'.",
        "En el flop el 1 apuesta 2.000 y el 3 (le quedan 9.000) dice órdago.",
    ],
)
def test_a_regional_all_in_word_stands_as_official_and_cites_3(text: str) -> None:
    """ "me la juego", "voy con el resto", "órdago": regional terms rule 3 lets stand as official, so the
    all-in for his 9,000 is certain and cites 3 beside 40-B."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("3", "all_in", 9000)
    assert {"tda-2024:3", "tda-2024:40-B"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "500/1000, turn. seat 2 bets 3,000 and buddy in 6 drops a 5k without a word. call?",
        "500/1000, turn. el 2 apuesta 3.000 y el chico en el 6 tira una de 5.000 sin decir nada. ¿pago?",
    ],
)
def test_a_player_named_by_a_person_noun_and_his_seat(text: str) -> None:
    """ "buddy in 6" (Canadian for "the guy"), "el chico en el 6": the player in seat 6, not a filler word
    before an unread number; his silent overchip is a call with 2,000 back (44)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "6",
        "call",
        3000,
        2000,
    )
