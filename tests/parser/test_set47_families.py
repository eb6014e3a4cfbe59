"""Grammar and engine families drawn from set 47's rows (a Guadalajara and Monterrey weekly, a La Paz and
Santa Cruz club, a Barcelona and Palma casino with Catalan and Mallorcan dealers, a Philadelphia, Toronto and
Cardiff daily; reports written up after the floor was called), each tested in both languages in other words
than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Turn bet of 12,000 from seat 2. Seat 7 silently put out his last two chips, both 10k. Seat 2 said "
        "it was just a call. Who is right?",
        "River, a 12,000 bet by seat 2; seat 7 quietly slid his final two chips, two 10k, into the pot. "
        "Seat 2 said it was only a call.",
        "river, apuesta de 12.000 del 2. el 7 tiró callado sus dos últimas fichas, dos de 10.000. el 2 dice "
        "es call.",
    ],
)
def test_what_the_bettor_says_the_chips_were_is_his_claim(text: str) -> None:
    """ "said it was just a call", "dice es call": the bettor saying what the other's chips were, with "just"
    and an article before the action or no subject before the copula, is his claim, no call of his own: the
    ruling is on the player who put the two 10k chips out, every chip needed for the 12,000, a call with
    8,000 back (45-A)."""
    result = answer(text).result
    ruling = result["ruling"]
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == ("7", "call", 12000, 8000)
    assert any(rule.startswith("tda-2024:45") for rule in result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "en el turn el 3, el primero en hablar, dijo 'pago' sin que nadie hubiera apostado, el de la "
        "izquierda le dijo que eso era check. qué vale?",
        "on the turn seat 3, first to speak, said 'call' though nobody had bet, and the guy on his left said "
        "that it was just a check. what stands?",
    ],
)
def test_a_neighbour_saying_what_it_was_does_not_act(text: str) -> None:
    """ "le dijo que eso era check", "said that it was just a check": a bystander naming what the first
    player's word was makes no check of his own; "call" with no bet in front is a check (55) for seat 3."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"]) == ("3", "check")
    assert any(rule.startswith("tda-2024:55") for rule in result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "turn, el 4 apuesta 2.000, el 8 tira 2.500 sin decir nada y el 4 dice es raise a 5.000. que vale?",
        "turn, seat 4 bets 2,000, seat 8 silently tosses 2,500, seat 4 says is raise to 5,000. ruling?",
    ],
)
def test_the_copula_straight_after_saying_is_a_claim(text: str) -> None:
    """ "dice es raise a 5.000", "says is raise to 5,000": the bettor's view of the other's chips, no raise
    of his own; 2,500 silently over a 2,000 bet is short of the 50% mark (3,000), a call with 500 back."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == ("8", "call", 2000, 500)


@pytest.mark.parametrize(
    "text",
    [
        "Palma, turn. El seient 5 va apostar 1.500 y el seient 8 va pujar a 4.000. ¿Cuál es la resubida "
        "mínima del 1?",
        "Palma, turn: seient 5 bets 1,500, seient 8 raises to 4,000. Min re-raise for seient 1?",
    ],
)
def test_a_catalan_dealers_seat_and_past_are_read(text: str) -> None:
    """ "seient" is the Catalan seat, and "va apostar", "va pujar" the Catalan past (he bet, he raised), not
    "va" (a call) before an infinitive: the 2,500 raise makes seat 1's minimum 6,500, certain."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["min_raise_to"]) == ("1", 6500)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 200-400, river: el seient 2 va apostar 1.000 y el seient 6 va pagar. el 9 dice 'subo' y pone "
        "1.400. que es?",
        "blinds 200-400, river: seient 2 bets 1,000, seient 6 calls, seient 9 says raise and puts 1,400. "
        "what is it?",
    ],
)
def test_raise_said_over_a_catalan_dealers_bet(text: str) -> None:
    """The bet told with the Catalan seat and past is a bet of seat 2, so seat 9's "raise" with 1,400 is a
    raise short of the minimum, made up to 2,000 (40-A, 43), never a bet of his own."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("9", "raise", 2000)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "River, seat 1 bets 3,000; seat 6 tossed a 10k chip and said raise, and the players can't agree "
        "whether he said it before the chip landed. Ruling?",
        "river, el 1 apuesta 3.000; el 6 tira una ficha de 10.000 y dice 'subo', y en la mesa no se ponen de "
        "acuerdo en si lo dijo antes o después de que cayera la ficha. qué vale?",
    ],
)
def test_the_table_disagreeing_when_he_spoke_is_the_floors(text: str) -> None:
    """ "can't agree whether he said it before the chip landed", "no se ponen de acuerdo en si lo dijo
    antes": which came first, the word or the overchip, is disputed, and it decides raise or call: the TD
    decides (40-A, 1), never a certain ruling either way."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "6"
    assert result["floor"] is True and result["confidence"] == "unsure"
    assert {"tda-2024:40-A", "tda-2024:1"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 500-1000, turn. El 3 apuesta 4.000 y el 7 grita '¡pago!' y tira una ficha de 10.000. "
        "¿Qué es?",
        "Blinds 500-1000, turn. Seat 3 bets 4,000, seat 7 shouts 'call!' and tosses a 10k chip. What is it?",
    ],
)
def test_a_word_shouted_in_quotes_keeps_its_sentence(text: str) -> None:
    """ "'¡pago!'", "'call!'": the exclamation marks inside the quote end no sentence, so the chip that
    follows is the same player's: "call" said first makes the 10k chip a call of 4,000, 6,000 back (40-A)."""
    result = answer(text).result
    ruling = result["ruling"]
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == ("7", "call", 4000, 6000)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        'Ciegas 500-1000, river. El 2 apuesta 3.000 y el 6 dice "¡subo!" y pone 5.000. ¿Cuánto tiene '
        "que poner?",
        'Blinds 500-1000, river. Seat 2 bets 3,000 and seat 6 says "raise!" and puts in 5,000. How much must '
        "he put?",
    ],
)
def test_a_raise_shouted_in_quotes_is_made_up_to_the_minimum(text: str) -> None:
    """ "¡subo!" and "raise!" in double quotes: the raise said, then 5,000 short of the 6,000 minimum, is
    a raise brought up to 6,000 (40-A, 43-A), not chips left unread."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "raise", 6000)
    assert result["confidence"] == "certain"
