"""Families drawn from betting set 51's misses (issue 12), in both languages and in other words than its
rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 9 checks, seat 2 bets 3k and now 9 just wants to raise. Can he?",
        "Turn, el 9 pasa, el 2 apuesta 3 mil y ahora 9 solamente quiere subir. ¿Puede?",
    ],
)
def test_a_bare_seat_number_past_only_before_his_wish_is_the_player_asked(text: str) -> None:
    """A seat number said alone before "just"/"only"/"solamente" and his wish ("now 9 just wants to raise")
    is the player asked about, as right before the wish: his options, never a ruling on the last bettor."""
    ruling = answer(text).result["ruling"]
    assert ruling["seat"] == "9"
    assert sorted(ruling["options"]) == ["call", "fold", "raise"]


@pytest.mark.parametrize(
    "text",
    [
        "River, seat 4 tells seat 9 if you shove I call. Seat 9 shoves 22k and now four only wants to fold",
        "On the river seat 4 says to seat 9 if you bet I'm all in, seat 9 bets 8k and now 4 just wants to"
        " call",
    ],
)
def test_a_bare_seat_number_past_only_after_his_conditional_goes_to_the_floor(text: str) -> None:
    """The same player after his own conditional statement: the TD decides whether it binds (59-A), never
    a certain ruling on the last bettor."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "4"
    assert result["floor"] is True
    assert result["confidence"] == "unsure"
    assert "tda-2024:59-A" in result["rules"]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Turn, el flaco del asiento 2 apuesta 4 mil, el 6 sube a 12 mil y el flaco paga", "call"),
        ("Turn: la señora del 2 apuesta 4 mil, el 6 sube a 12 mil y la señora se tira", "fold"),
        ("Turn, the kid in seat 2 bets 4k, seat 6 raises to 12k and the kid calls", "call"),
        ("Turn, the lady in seat 2 bets 4k, seat 6 raises to 12k and the lady folds", "fold"),
    ],
)
def test_a_person_named_again_by_the_word_he_was_seated_with_is_that_seat(text: str, action: str) -> None:
    """A person the report seats ("el flaco del asiento 2", "the kid in seat 2") and later names by the same
    person noun ("el flaco paga", "the kid calls") is the same player, not a new one with no seat."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "2"
    assert result["ruling"]["action"] == action
    assert "kid" not in result["understood"] and "flaco" not in result["understood"]


@pytest.mark.parametrize(
    "text",
    [
        "En el turn el chico del 3 le dice al 7 si apostás voy all in, el 7 apuesta 5 mil y ahora el chico"
        " quiere pagar nomás",
        "On the turn the kid in seat 3 tells seat 7 if you bet I'm all in, seat 7 bets 5k and now the kid"
        " wants to just call",
    ],
)
def test_the_player_named_again_after_his_conditional_statement_goes_to_the_floor(text: str) -> None:
    """The person who made a conditional statement, named again by his word ("ahora el chico quiere
    pagar"), is asked about: 59-A leaves it to the TD."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "3"
    assert result["floor"] is True
    assert "tda-2024:59-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Turn, el 2 pasa, el 6 apuesta 9 mil, el 2 dice all in y pone solo 12 mil, tenía 40 mil. El 6 paga."
        " ¿El 2 va all in o son 12?",
        "Turn, el 2 pasa, el 6 apuesta 9 mil, el 2 dice all in y pone solo 12 mil, tenía 40 mil. El 6 paga."
        " ¿El 2 está all in?",
    ],
)
def test_a_spanish_question_names_the_player_after_its_opening_mark(text: str) -> None:
    """ "¿El 2 va all in o son 12?": the player named inside the marked question, after "¿", is the one it
    asks about; the all-in declared first stands (40-A), not a ruling on the last caller."""
    ruling = answer(text).result["ruling"]
    assert ruling["seat"] == "2"
    assert ruling["action"] == "all_in"


@pytest.mark.parametrize(
    "text",
    [
        "River, el 5 pone una ficha de 5 lucas, la suelta, vuelve a su stack y agrega otra de 5 sin decir"
        " nada",
        "River: el 5 tira una de 10 mil, luego vuelve al stack y mete otra de 10, callado",
    ],
)
def test_another_chip_of_a_bare_number_is_in_the_scale_of_the_chip_before(text: str) -> None:
    """ "Una ficha de 5 lucas... otra de 5": the second chip, said with "otra de" and a bare number, is
    another of the same value (5,000), not a chip of 5; what the second trip adds goes back (56)."""
    result = answer(text).result
    first = 5000 if "5 lucas" in text else 10000
    assert result["ruling"]["total"] == first
    assert result["ruling"]["returned"] == first
    assert "tda-2024:56" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 3 bets 2k, seat 8 raises to 7k. Seat 3 slides his 2k back a little, not into his stack,"
        " and folds",
        "Flop, el 3 apuesta 2 mil, el 8 sube a 7 mil. El 3 retira sus 2 mil un poquito, sin llegar al stack,"
        " y se tira",
    ],
)
def test_a_pull_back_told_as_partial_after_it_goes_to_the_floor(text: str) -> None:
    """A pull-back the report says stopped short, a few words after it ("a little, not into his stack",
    "un poquito, sin llegar al stack"), is no clear pull-back: whether he may still fold is the TD's
    (46-B), never a certain fold or a certain call."""
    result = answer(text).result
    assert result["confidence"] != "certain"
    assert result["floor"] is True
    assert "tda-2024:46-B" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000. Flop, seat 2 had 3k out, seat 5 raises to 10k. Seat 2 pulls his 3k back into his"
        " stack and folds",
        "Ciegas 500/1000. Flop, el 2 tenía 3 mil delante, el 5 sube a 10 mil. El 2 retira sus 3 mil al stack"
        " y se tira",
    ],
)
def test_chips_told_in_front_that_the_first_raise_answers_were_a_bet(text: str) -> None:
    """Chips told in front of a player on the flop that the street's first action raises over ("had 3k
    out, seat 5 raises to 10k") were his bet, not his stack: pulling them back binds him (46-B)."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "2"
    assert sorted(result["ruling"]["options"]) == ["call", "raise"]
    assert "tda-2024:46-B" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 1 bets 2,000. Seat 7 says raise to 6,000 out of turn. Action goes back to seat 4, who"
        " drops a single 5k chip without a word. Is seat 7 stuck with the raise?",
        "Turn, el 1 apuesta 2.000. El 7 dice subo a 6.000 fuera de turno. Vuelvo al 4, que tira una ficha"
        " de 5.000 sin decir nada. ¿Vale la subida del 7?",
    ],
)
def test_an_out_of_turn_action_bound_by_an_overchip_call_cites_the_overchip_rule(text: str) -> None:
    """The out-of-turn raise binds because the skipped player's silent overchip is a call (44): the rule
    that read his chip is cited beside 53-A."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "7"
    assert result["ruling"]["total"] == 6000
    assert {"tda-2024:53-A", "tda-2024:44"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 1000/2000. UTG opens to 5,000, the cutoff says raise and then drops one 25k chip, no amount.",
        "Ciegas 1000/2000. UTG abre a 5.000, el cutoff dice subo y luego tira una ficha de 25 mil sin decir"
        " cuánto.",
    ],
)
def test_a_raise_to_an_overchips_value_cites_the_minimum_raise(text: str) -> None:
    """ "Raise" said before a single oversized chip: the raise is the chip's value (44), checked against
    the minimum raise (43-A)."""
    result = answer(text).result
    assert result["ruling"]["total"] == 25000
    assert {"tda-2024:44", "tda-2024:43-A"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 2 bets 1,500. Seat 6 says raise, pushes 3,000 and then reaches back for another 2,000",
        "Flop, el 2 apuesta 1.500. El 6 dice subo, empuja 3.000 y después vuelve al stack por otros 2.000",
    ],
)
def test_a_string_raise_after_raise_said_cites_the_binding_declaration(text: str) -> None:
    """ "Raise" said, then chips in two motions: the first motion makes the raise (56) and the word said
    in turn binds him to a raise (51-A)."""
    result = answer(text).result
    assert result["ruling"]["total"] == 3000
    assert result["ruling"]["returned"] == 2000
    assert {"tda-2024:56", "tda-2024:51-A"} <= set(result["rules"])


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("Blinds 500/1000, the pot is 20,000. On the flop seat 4 says bet a dime.", 10000),
        ("Blinds 500/1000, the pot is 4,000. On the flop seat 4 says bet a dime.", 1000),
        ("Blinds 200/400, the pot is 6,000. On the turn seat 4 bets a nickel.", 5000),
    ],
)
def test_chip_slang_said_as_a_bets_size_is_read_by_rule_57(text: str, total: int) -> None:
    """ "Bet a dime" is ten of the table's units said as a bet's size, not a 1,000 chip pushed: 57 reads it
    as the highest reasonable amount not above the pot."""
    result = answer(text).result
    assert result["ruling"]["total"] == total
    assert "tda-2024:57" in result["rules"]
    assert "puts out" not in result["understood"]


@pytest.mark.parametrize(
    "text",
    [
        "Flop, el 1 apuesta 2 mil, el 3 sube a 8 mil, el 5 pone 2 mil y el 7 también 2 mil, callados."
        " ¿Qué hago con el 7?",
        "Flop, seat 1 bets 2k, seat 3 raises to 8k, seat 5 puts in 2k and seat 7 also 2k, no words."
        " What do I do with seat 7?",
    ],
)
def test_a_player_with_an_echo_word_and_an_amount_did_the_same_with_it(text: str) -> None:
    """ "El 7 también 2 mil", "seat 7 also 2k": the push of the clause before, said once for both, with
    his own amount: two undercalls in a row go to the TD (51-C), not a question about seat 7's options."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "7"
    assert result["floor"] is True
    assert any(rule.startswith("tda-2024:51") for rule in result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 500/1000. UTG sube a 2.500, el HJ paga, el CO va all in por 3.500, SB y BB tiran. Vuelve al"
        " UTG que quiere resubir. ¿Puede?",
        "Ciegas 500/1000. UTG sube a 2.500, el HJ paga, el CO va all in por 3.500, la SB y la BB tiraron."
        " Vuelve al UTG que quiere resubir. ¿Puede?",
    ],
)
def test_the_plural_of_a_push_verb_with_no_chips_is_a_fold_of_each(text: str) -> None:
    """ "SB y BB tiran": the plural of "tira", said of both blinds with no chips, is each one's fold, not
    a word to ask about: the short all-in does not re-open the betting for UTG (47-A), certain."""
    result = answer(text).result
    assert result["confidence"] == "certain"
    assert sorted(result["ruling"]["options"]) == ["call", "fold"]
    assert "tda-2024:47-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 500/1000. Flop: el 2 apuesta 3 mil, el 7 se adelanta y sube a 9 mil. Regresamos al 5 y paga."
        " ¿La subida del 7 vale?",
        "Ciegas 500/1000. Flop: el 2 apuesta 3 mil, el 7 se adelanta y sube a 9 mil. Regreso al 5 y se tira."
        " ¿La subida del 7 vale?",
        "Ciegas 500/1000. Flop: el 2 apuesta 3 mil, el 7 se adelanta y sube a 9 mil. Volvemos al 5 y paga."
        " ¿La subida del 7 vale?",
    ],
)
def test_a_seat_number_after_a_word_of_return_is_the_player_the_action_returns_to(text: str) -> None:
    """ "Regresamos al 5 y paga", "volvemos al 5 y paga": the 5 is the seat the action comes back to, and the
    call or fold after it is his: the out-of-turn raise binds (53-A), certain, not asked about."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "7"
    assert result["ruling"]["decision"] == "binding"
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 2 bets 2,000 into roughly 7k. Seat 6 slides out a single 5k chip, silent. What is it?",
        "PLO 100/200. Flop, seat 2 bets 2,000 into a 7k pot and seat 6 says pot. How much?",
    ],
)
def test_the_amount_a_bet_goes_into_is_the_pot(text: str) -> None:
    """ "Bets 2,000 into roughly 7k", "into a 7k pot": the amount after "into" is the pot, not an amount to
    ask about nor a pot-sized bet said."""
    result = answer(text).result
    assert "7,000" in result["understood"]
    if "PLO" in text:
        assert result["ruling"]["total"] == 13000  # 2,000 to call, then the pot of 11,000
    else:
        assert result["confidence"] == "certain"
        assert result["ruling"]["action"] == "call"


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000. UTG opens 2,500, HJ shoves 8k, the button asks what the min raise is. Dealer said"
        " 11k, just checking.",
        "Ciegas 500/1000. UTG abre a 2.500, el HJ va all in por 8 mil, el botón pregunta la subida mínima. El"
        " dealer le dijo 11 mil.",
    ],
)
def test_the_dealers_answer_to_a_minimum_asked_is_no_fact_to_ask_about(text: str) -> None:
    """The amount the dealer told after a player asked the minimum raise is his answer, which the ruling
    works out (8,000 + 5,500 = 13,500), not an amount of the hand to ask about."""
    result = answer(text).result
    assert result["ruling"]["min_raise_to"] == 13500
    assert result["confidence"] == "certain"
