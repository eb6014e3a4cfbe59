"""Families behind confident wrong answers on the older betting sets (issue 12), ninth round: each in both
languages and in other words than the rows; the answer is certain only where every fact that could change
it was told, and otherwise asks the one fact that decides it or calls the floor."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "river, seat 3 tells seat 9 'you bet, I raise you', seat 9 bets 4000 and now the guy only wants "
        "to call, the bettor says he's bound",
        "turn, seat 5 tells seat 1 if you bet I'm all in. seat 1 bets 7k, now the fella just wants to call",
        "en el river el 3 le dice al 9 'si apuestas te subo', el 9 apuesta 4000 y ahora el hombre solo "
        "quiere pagar. tiene que subir?",
        "turn, el 5 le avisa al 1 que si apuesta va con todo, el 1 apuesta 7 mil y ahora el pibe quiere "
        "pagar nomás",
    ],
)
def test_a_wish_after_a_conditional_statement_is_the_speakers(text: str) -> None:
    """A player's conditional statement ("if you bet I raise"), the bet that meets it, then a player who
    wants only to call, told without a seat: the bettor has nothing to call, so the wish is the speaker's,
    who has not acted since; whether his statement binds is the TD's (59-A): the floor, not the bet ruled
    as certain."""
    result = answer(text).result
    assert result["confidence"] == "unsure"
    assert result["floor"] is True
    assert result["rules"][0] == "tda-2024:59-A"
    assert result["ruling"]["action"] is None


@pytest.mark.parametrize(
    ("text", "total", "returned"),
    [
        (
            "ciegas 500/1.000. el UTG sube a 2.500, el CO dice subo, pone 3.000 y luego se devuelve al stack "
            "y pone 3.000 más. a cuánto queda?",
            4000,
            2000,
        ),
        (
            "ciegas 200/400, flop, el 2 apuesta 1.000, el 6 pone 1.000 callado, se devuelve a sus fichas y "
            "agrega 1.500. que es?",
            1000,
            1500,
        ),
    ],
)
def test_going_back_told_with_devolverse_is_a_second_motion(text: str, total: int, returned: int) -> None:
    """ "Se devuelve a sus fichas / al stack" (going back, as said in Colombia, Venezuela or the Caribbean)
    is a second motion like "vuelve al stack": only the first motion counts (56), a raise said is the
    minimum its first chips allow, and the chips of the second go back."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["total"], ruling["returned"]) == (total, returned)
    assert "tda-2024:56" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "river, el 4 abre soltando una ficha de 10 mil, vuelve al stack y mete otra de 10, sin hablar. "
        "cuánto es la apuesta?",
        "river, el 4 abre con una ficha de 5 lucas, la suelta, vuelve por otra de 5 sin hablar. cuánto "
        "apuesta?",
    ],
)
def test_a_chip_said_short_after_the_same_chip_in_thousands(text: str) -> None:
    """ "Una ficha de 10 mil ... otra de 10": the chip of the second motion said without its thousands is the
    same chip (no chip set holds both a 10 and a 10,000 chip): the bet is the first chip and that chip goes
    back (56), not a chip of 25."""
    result = answer(text).result
    ruling = result["ruling"]
    assert ruling["action"] == "bet"
    assert ruling["returned"] == ruling["total"]
    assert ruling["total"] in (5000, 10000)
    assert "tda-2024:56" in result["rules"]


@pytest.mark.parametrize(
    ("text", "chip"),
    [
        (
            "flop, seat 2 opens by sliding a 10k chip out, goes back to his stack and adds another one of "
            "10, says nothing. what's the bet?",
            10000,
        ),
        (
            "flop, seat 2 opens by sliding a 5k chip out, then goes back for one more of 5, says nothing. "
            "what's the bet?",
            5000,
        ),
    ],
)
def test_a_chip_said_short_in_english_too(text: str, chip: int) -> None:
    """The same family told in English ("a 10k chip... another one of 10")."""
    ruling = answer(text).result["ruling"]
    assert (ruling["action"], ruling["total"], ruling["returned"]) == ("bet", chip, chip)


@pytest.mark.parametrize(
    "text",
    [
        "400/800, turn, seat 5 just says 'seven', no chips. the pot is about 8k but nobody counted it",
        "400/800, turn, seat 5 just says 'seven', no chips. about 8k in the middle, nobody counted. "
        "700 or 7000?",
        "ciegas 400/800, turn, el 5 dice 'siete' y nada más. el bote anda por 8 mil pero nadie lo contó",
        "ciegas 400/800, turn, el 5 dice 'siete' y nada más. hay unos 8 mil en el pozo, no lo contó nadie. "
        "700 o 7000?",
    ],
)
def test_a_pot_nobody_counted_leaves_the_bare_number_asked(text: str) -> None:
    """ "Nobody counted it", "nadie lo contó", "no lo contó nadie": a count nobody at the table made, the
    dealer's included, is a pot left uncounted; rule 57 reads the bare number against it (7,000, the highest
    not over about 8,000), so the reading is stated under its condition and the count asked, not ruled
    certain nor sent to the floor as a table split over what was said."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "bet", 7000)
    assert "tda-2024:57" in result["rules"]
    assert result["confidence"] == "conditional"
    assert any(q.startswith("confirm_fact") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 400/800, tres limpers y la SB completa. ¿Qué puede hacer el BB, y a cuánto sube como mínimo?",
        "Blinds 400/800, three limpers and the SB completes. Options for the BB, and how much raise at "
        "least?",
    ],
)
def test_a_size_asked_after_the_player_is_no_action_of_his(text: str) -> None:
    """ "¿Qué puede hacer el BB y a cuánto sube como mínimo?": the betting verb after "cuánto"/"how much" in
    a question is the size asked, not the big blind raising with no amount: his options (check or raise,
    43-A) and the minimum, 1,600."""
    result = answer(text).result
    ruling = result["ruling"]
    assert ruling["seat"] == "BB"
    assert ruling["action"] is None
    assert ruling["options"] == ["check", "raise"]
    assert ruling["min_raise_to"] == 1600
