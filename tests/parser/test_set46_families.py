"""Grammar and engine families drawn from set 46's rows (a Quito and Caracas weekend series, a Murcia and Las
Palmas card room, a Manchester, Reno and Johannesburg deepstack; voice notes dictated while the hand is
frozen), each tested in both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "river: el 3 apuesta 2.000, el 7 resube a 6.000, el 3 recoge sus 2.000 como para pagar y luego dice "
        "que no, que se tira. puede?",
        "turn, el 2 apuesta 4.000, el 5 sube a 12.000, el 2 retira sus 4.000 como queriendo igualar y "
        "después dice que no va. se puede?",
        "river: seat 3 bets 2,000, seat 7 re-raises to 6,000, seat 3 pulls his 2,000 back as if to call, "
        "then says no, he folds. allowed?",
        "turn, seat 2 bets 4,000, seat 5 raises to 12,000. seat 2 pulls his 4,000 back like he was going "
        "to call, then says no, I fold. can he?",
    ],
)
def test_an_action_named_as_a_purpose_is_not_done(text: str) -> None:
    """ "como para pagar", "as if to call": what the motion looked like it was for, not an action; the
    prior bet pulled back facing a raise binds him to call or raise (46-B), so he may not fold."""
    result = answer(text).result
    ruling = result["ruling"]
    assert ruling["action"] is None
    assert sorted(ruling["options"]) == ["call", "raise"]
    assert any(rule.startswith("tda-2024:46") for rule in result["rules"])


@pytest.mark.parametrize(
    ("text", "seat", "action", "total"),
    [
        (
            "Ciegas 500/1000. El BB tiene puesta su ciega con dos de 500. El HJ abre a 3.000. El BB recoge "
            "sus dos de 500 y saca una de 5.000 sin decir nada. ¿Qué es?",
            "BB",
            "call",
            3000,
        ),
        (
            "river, el 2 apuesta 4.000 y el 6 saca una de 5.000 y una de 1.000 calladito. que es",
            "6",
            "raise",
            8000,
        ),
        (
            "500/1000. BB posted with two 500s. HJ opens 3,000. BB pulls his two 500s back and takes out "
            "one 5,000 chip, no word. What is it?",
            "BB",
            "call",
            3000,
        ),
        (
            "river, seat 2 bets 4,000 and seat 6 takes out one 5,000 and one 1,000, silent. what is it",
            "6",
            "raise",
            8000,
        ),
    ],
)
def test_a_chip_taken_out_is_put_in(text: str, seat: str, action: str, total: int) -> None:
    """ "saca una de 5.000", "takes out one 5,000": a chip brought out of his stack is put in, not one of his
    prior chips taken back; the BB's lone overchip is a call (46-C), seat 6's two chips a raise (45-B)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == (seat, action, total)


@pytest.mark.parametrize(
    "text",
    [
        "ciegas mil dos mil, el cutoff sube a siete mil quinientos siete y medio, el botón paga. cuánto pone",
        "1000/2000. el cutoff sube a siete mil quinientos, siete y medio, y el botón iguala, cuánto es",
        "1000/2000, cutoff raises to seven thousand five hundred seven and a half, button calls. total",
        "1k/2k. cutoff makes it seven thousand five hundred, seven and a half, button calls, total?",
    ],
)
def test_a_number_said_again_in_thousands_and_a_half_is_one_amount(text: str) -> None:
    """ "siete mil quinientos siete y medio": the 7,500 said again short, the "siete" not read into it as
    7,507 nor left as a 75 unread; the button's call is 7,500, certain."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("BTN", "call", 7500)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "heads up on the river the button jams, BB asks for a count and I told him twelve k doce, but it was "
        "fifteen, he calls and now wants to pay only twelve. how much does he pay",
        "heads-up en el river el BTN va all in, el BB pide count y le dije doce k, twelve, pero eran quince, "
        "y él paga. ahora quiere pagar solo doce. cuánto paga",
    ],
)
def test_a_count_said_again_in_the_other_language_is_one_count(text: str) -> None:
    """ "twelve k doce": the count told once, said again bare in the other language, is 12,000 once, not a
    second amount of 12; the caller given a wrong count accepts the full all-in of 15,000 (49)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("BB", "call", 15000)
    assert "tda-2024:49" in result["rules"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "turn ciegas 1000/2000, el tres apuesta cuatro mil, el cinco paga, el siete no el ocho va all in por "
        "seis mil quinientos, vuelve al tres, qué puede hacer",
        "turn 1000/2000 el 3 apuesta 4000 el 5 paga el 8 no no el 7 no el 8 sí va all in por 6500 y vuelve "
        "al 3 puede resubir",
        "turn blinds 1000/2000, seat 3 bets 4000, seat 5 calls, seat 7 no seat 8 shoves for 6500, back on "
        "seat 3, what can he do",
        "turn 1k/2k seat three bets four thousand seat five calls seat eight no no seven no eight yes goes "
        "all in for sixty five hundred back to three can he reraise",
    ],
)
def test_a_seat_named_and_taken_back_with_a_bare_no_is_no_player(text: str) -> None:
    """ "el siete no el ocho va all in", "seat 7 no seat 8 shoves": a voice note's slip, no comma; seat 7
    never sat in the action, so the short all-in of 2,500 more (under the 4,000 bet) does not reopen it:
    seat 3 may call or fold (47-A), never a check while facing the all-in."""
    result = answer(text).result
    ruling = result["ruling"]
    assert ruling["seat"] == "3"
    assert sorted(ruling["options"]) == ["call", "fold"]
    assert any(rule.startswith("tda-2024:47") for rule in result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "flop ciegas 500/1000 el 4 apuesta 3000 y el 6 sí va all in por 9000, cuánto es la mínima del 4",
        "flop 500/1000, el 4 apuesta 3000, el 6 no, el 7 si va all in por 9000. mínima resubida del 4?",
    ],
)
def test_a_yes_after_the_player_opens_no_condition(text: str) -> None:
    """ "el 6 sí va all in": the yes (folded like "si", if) stands between the player and his verb, where a
    condition never opens: his all-in is told, a raise of 6,000, so seat 4's minimum re-raise is 15,000."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["min_raise_to"]) == ("4", 15000)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Turn, action on seat 2 and seat 4 bets 5,000 out of turn. Seat 2 knocks on the felt, I think that's "
        "a check. Is the bet binding?",
        "Turn, le toca al 2 y el 4 apuesta 5.000 fuera de turno. El 2 golpea la mesa, creo que eso es un "
        "check. ¿La apuesta vale?",
    ],
)
def test_the_dealers_guess_at_what_a_motion_was_is_asked(text: str) -> None:
    """ "knocks on the felt, I think that's a check": the dealer's guess at what the motion just told meant
    decides whether the action changed (53-A): the out-of-turn bet is binding if it was a check, asked."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("4", "bet", 5000)
    assert result["confidence"] == "conditional"
    assert any(q.startswith("confirm_fact") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "en el river el CO va all in, el BTN pide count, le digo once mil pero eran catorce, se me pasó una "
        "torre de quinientos, y el BTN paga. cuánto paga",
        "river, the CO shoves, button asks for a count, I say eleven thousand but it was fourteen, I missed "
        "a stack of 500s, and the button calls. how much",
    ],
)
def test_the_chips_the_dealer_missed_in_a_count_are_no_bet(text: str) -> None:
    """ "se me pasó una torre de quinientos", "I missed a stack of 500s": why the count of 11,000 was wrong,
    not the all-in's size nor anyone's stack; the caller accepts the real 14,000 (49)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("BTN", "call", 14000)
    assert "tda-2024:49" in result["rules"]
