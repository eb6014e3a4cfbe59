"""Grammar and engine families drawn from set 43's rows (a weekly in Bogotá and Asunción, a casino festival
in Valencia and Tenerife, a Las Vegas daily with a Glasgow and Auckland qualifier), each tested in both
languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 200/400. Seat 1 bets 900, seat 5 makes it 2,700 and seat 8 asks how much he has to call, is "
        "it 2,700?",
        "Blinds 200/400. Seat 1 bets 900, seat 5 makes it 2,700 and seat 8 goes how much is it to call, is "
        "it twenty seven hundred? He hasn't put anything in",
        "Ciegas 200/400. El 1 apuesta 900, el 5 sube a 2.700 y el 8 pregunta cuánto hay que pagar, y si "
        "quiere resubir cuánto es lo mínimo, 4.500?",
        "Ciegas 200/400. El 1 apuesta 900, el 5 sube a 2.700 y el 8 pregunta cuánto tiene que igualar, "
        "¿son 2.700?",
        "Ciegas 200/400. El 1 apuesta 900, el 5 sube a 2.700 y el 8 pregunta cuánto le toca pagar",
    ],
)
def test_a_player_asking_what_the_call_is_has_not_called(text: str) -> None:
    """A player who asks how much he must call, guessing an amount or asking the minimum next, has done
    nothing: his options and the minimum re-raise (900 to 2,700 is a 1,800 raise: 4,500), not a call."""
    ruling = answer(text).result["ruling"]
    assert ruling["seat"] == "8"
    assert ruling["action"] is None
    assert sorted(ruling["options"]) == ["call", "fold", "raise"]
    assert ruling["min_raise_to"] == 4500


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 200/400. Seat 1 bets 900, seat 5 makes it 2,700 and seat 8 says what's it to call, twenty "
        "seven hundred?",
        "Ciegas 200/400. El 1 apuesta 900, el 5 sube a 2.700 y el 8 dice qué opciones tengo, pago 2.700?",
        "Ciegas 200/400. El 1 apuesta 900, el 5 sube a 2.700 y el 8 dice cuánto le toca pagar, son 2.700?",
    ],
)
def test_what_a_player_says_as_a_question_is_no_declaration(text: str) -> None:
    """ "says what's it to call, 2,700?": the words after his verb of saying are a question, so the amount in
    them is his guess, not a declared call (40-C)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"]) == ("8", None)
    assert ruling["min_raise_to"] == 4500


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 300/600, turn: el 4 apuesta 1.200 y el 9, sin decir nada, mete una ficha de 1000 una 500 "
        "y una 100",
        "Ciegas 300/600, turn: el 4 apuesta 1.200 y el 9, sin decir nada, mete una ficha de mil una "
        "quinientos y una cien",
        "Blinds 300/600, turn: seat 4 bets 1,200 and seat 9 says nothing and drops a 1k chip a 500 and a 100",
        "Blinds 300/600, turn: seat 4 bets 1,200 and seat 9 quietly throws in one thousand chip one five "
        "hundred and one hundred",
    ],
)
def test_chips_listed_one_by_one_without_a_pause_are_one_bet(text: str) -> None:
    """ "a 1k chip a 500 and a 100", told with no comma: one chip after another of values chips come in is
    the same list, so all 1,600 are weighed (45-B: without the 100 still a call; short of 1,800, a call
    with 400 back), not the first chip alone."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == ("9", "call", 1200, 400)


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000. Seat 2 opens 3,000 and seat 6 says call, then a moment later says raise nine",
        "Blinds 500/1000, seat 2 bets 3000 on the turn and seat 6 says call no sorry says call and then says "
        "no no raise nine",
        "Ciegas 500/1000. El 2 abre a 3.000 y el 6 dice pago y al rato dice subo nueve. ¿Qué vale?",
        "Ciegas 500/1000, en el turn el 2 apuesta 3000 y el 6 dice pago y luego dice no no, resubo nueve",
    ],
)
def test_a_call_said_in_turn_binds_whatever_he_says_after(text: str) -> None:
    """ "says call, then says raise to 9,000": the call said in turn commits him to the call (51-A); the
    raise said after it changes nothing; not the teller correcting his own words ("says check... sorry,
    says call"), which only names the word said."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "call", 3000)


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 1000/2000. El BB puso una ficha de 2.000. El UTG sube a 5.000, todos fuera y el BB deja su "
        "ficha de dos mil en su sitio y encima pone una de 10.000 sin hablar.",
        "Ciegas 1000/2000, el BB con una ficha de 2.000. El UTG sube a 5.000, se retiran todos y el BB deja "
        "su ciega de dos mil ahí mismo y encima mete una de 10.000 sin decir nada.",
        "Blinds 1000/2000. The BB posted one 2,000 chip. UTG raises to 5,000, folds round and the big blind "
        "leaves his 2k chip sitting there and then drops a 10,000 chip on top without a word.",
    ],
)
def test_a_blind_chip_left_where_it_is_is_no_chip_pushed(text: str) -> None:
    """ "deja su ficha de dos mil en su sitio": "deja" pushes chips elsewhere ("deja 5.000 en la mesa"), but
    his own posted chip left where it is stays his prior chip (46-C1): the 10,000 overchip added alone is
    a call of 5,000 with 7,000 back."""
    ruling = answer(text).result["ruling"]
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == ("BB", "call", 5000, 7000)
