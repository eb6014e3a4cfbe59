"""Grammar families drawn from set 37's Spanish rows (a high-roller side event in Barcelona and Lima told in
abbreviations, a bar-league final in Texas and Manchester told by volunteer dealers, a third voice notes),
each tested in both languages in other words than its rows."""

from __future__ import annotations

from typing import Any

import pytest

from bot.ask import answer


def _declared(result: dict[str, Any], seat: str) -> list[str]:
    return [a["declaration"] for a in result["facts"]["actions"] if a["seat"] == seat]


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 500/1000. El UTG sube a 2500, el cutoff hace tres bet a siete mil y el botón le mete cuatro "
        "bet a quince mil. ¿Mínimo para la ciega grande?",
        "Blinds 500/1000. UTG raises to 2500, the cutoff three betted to seven thousand and the button four "
        "bet to fifteen thousand. Minimum for the big blind?",
    ],
)
def test_a_three_bet_said_in_number_words_is_a_raise(text: str) -> None:
    """ "tres bet", "cuatro bet", "three betted", "four bet": raises, the number no amount of the bet."""
    result = answer(text).result
    assert _declared(result, "CO") == ["raise"] and _declared(result, "BTN") == ["raise"]
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("BB", 23000)


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 400/800. El UTG sube a 2000 y el botón le dice tres bet y pone seis mil, la grande quiere "
        "resubir, ¿cuánto es lo mínimo?",
    ],
)
def test_a_three_bet_said_before_its_chips_raises_to_the_chips(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("BB", 10000)


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 500/1000, en el turn el 3 apuesta 4000 y el 5 sube a 10000, y al 8 qué le queda?",
        "Blinds 500/1000, on the turn seat 3 bets 4000 and seat 5 raises to 10000. Seat 8 is last, what's "
        "open to him?",
    ],
)
def test_what_is_left_to_a_player_asks_his_options(text: str) -> None:
    """ "qué le queda", "what's open to him": his options and the minimum re-raise, not a ruling on the
    raiser nor an action of his."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["min_raise_to"]) == ("8", None, 16000)
    assert sorted(ruling["options"]) == ["call", "fold", "raise"]


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 1000/2000, el UTG sube a 6000 y el del lado tira una de 25000 sin decir nada. ¿Qué es?",
        "Blinds 1000/2000, UTG raises to 6000 and the guy on his left drops a 25k chip without a word. "
        "What is it?",
        "Blinds 1000/2000, UTG raises to 6000 and the one beside him drops a 25k chip without a word. "
        "What is it?",
    ],
)
def test_the_player_beside_the_last_one_is_the_next_seat(text: str) -> None:
    """ "el del lado", "the guy on his left": the next player, whose overchip calls the raise (44)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "UTG+1",
        "call",
        6000,
        19000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Turn: el 2 pasa y el 6 suelta sus cartas boca abajo hacia el centro. ¿Le devolvemos la mano?",
        "Flop, no bet yet: seat 1 checked and seat 4 threw his cards face down into the middle. Does that "
        "stand?",
    ],
)
def test_cards_let_go_of_before_the_river_are_a_fold(text: str) -> None:
    """Cards thrown face down on a street told before the river, nobody all in: no showdown can come yet, it
    is a fold facing no bet, binding (58), not a discarded hand that stays live (14)."""
    result = answer(text).result
    assert (result["ruling"]["action"], result["ruling"]["decision"]) == ("fold", "binding")
    assert "tda-2024:58" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Flop sin apuestas, el 7 dice 'diez mil' y empuja 15 lucas en fichas, lo dijo antes de empujar. "
        "¿La apuesta?",
        "Flop, no bets, seat 7 says 'ten thousand' and pushes 15k in chips, he said it before pushing. The "
        "bet?",
    ],
)
def test_words_said_before_pushing_define_the_bet(text: str) -> None:
    """ "lo dijo antes de empujar", "said it before pushing": the words came first and define the bet
    (40-A); the chips over it go back."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["action"], ruling["total"], ruling["returned"]) == ("bet", 10000, 5000)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Preflop 300/600, el CO sube a 1800 y el botón dice subo y pone 3000. ¿Vale esa subida?",
        "Pre-flop 300/600, the CO raises to 1800 and the button says raise and puts out 3000. Is that "
        "enough?",
    ],
)
def test_a_raise_of_just_the_minimum_cites_the_minimum_raise(text: str) -> None:
    """A raise to exactly the minimum is legal by 43-A, which the ruling cites beside 42 and 40-A."""
    result = answer(text).result
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 3000)
    assert "tda-2024:43-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 500/1000, preflop, el UTG sube a 2500 y el cutoff va all in por creo que cuatro mil... no, "
        "seis mil, y se retiran todos hasta el UTG. ¿Puede volver a subir?",
        "Blinds 500/1000, pre-flop, UTG raises to 2500 and the cutoff shoves for I think four thousand... "
        "no, six thousand, the rest fold. Can UTG raise again?",
    ],
)
def test_an_amount_told_again_after_a_guess_is_no_guess(text: str) -> None:
    """ "creo que cuatro mil... no, seis mil", "I think four thousand... no, six thousand": the correction
    takes the guess back with its amount; the amount told last is stated, not asked."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["min_raise_to"]) == ("UTG", 9500)
    assert "raise" in ruling["options"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "En el river el 3 pone 4000 en el medio, vuelve al stack y suma otros 4000 sin decir nada. Nadie "
        "había apostado. ¿La apuesta es de 4 o de 8?",
        "River, seat 3 puts 4000 in the middle, goes back to his stack and adds another 4000 without a word. "
        "So the bet is 4000 or 8000?",
    ],
)
def test_two_sizes_offered_in_a_question_are_no_bet_faced(text: str) -> None:
    """ "¿la apuesta es de 4 o de 8?", "the bet is 4000 or 8000?": which size is asked; no opponent's bet
    is read from it, and the string bet stands at its first motion (56)."""
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["3"]
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == ("3", "bet", 4000, 4000)


@pytest.mark.parametrize(
    "text",
    [
        "El 4 tenía 800 de apuesta todavía delante y el 7 le sube a 3000. El 4 recoge sus 800 y después "
        "quiere tirar las cartas. ¿Puede?",
        "Seat 4 still had his 800 bet out in front and seat 7 raises to 3000. Seat 4 pulls his 800 back and "
        "then wants to fold. Can he?",
    ],
)
def test_an_amount_of_bet_he_had_out_is_his_bet_not_his_stack(text: str) -> None:
    """ "tenía 800 de apuesta delante": the bet he had made, no stack of 800; pulled back facing the raise it
    binds him to call or raise (46-B)."""
    result = answer(text).result
    first = result["facts"]["actions"][0]
    assert (first["seat"], first["declaration"], first["amount"]) == ("4", "bet", 800)
    ruling = result["ruling"]
    assert (ruling["seat"], sorted(ruling["options"])) == ("4", ["call", "raise"])


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 500/1000, el UTG sube a 2200 y el botón sin decir nada pone una de mil y dos de "
        "quinientos... no espera, una de mil y tres de quinientos. ¿Call o raise?",
        "Blinds 500/1000, UTG raises to 2200 and the button silently puts out one 1000 chip and two 500 "
        "chips... no wait, one 1000 chip and three 500 chips. Call or raise?",
    ],
)
def test_a_list_of_chips_told_again_replaces_the_whole_list(text: str) -> None:
    """A correction that tells the whole list again replaces the whole list, not only its last group:
    1,000 + 3 x 500 facing 2,200, every chip needed, a call with 300 back (45-A)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "BTN",
        "call",
        2200,
        300,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 100/200, en el turn el 2 apuesta 500 y el 6 sube a 800, alguien avisa que es poco. No sé si "
        "ya pagaron los otros. ¿Qué hacemos?",
        "Blinds 100/200, on the turn seat 2 bets 500 and seat 6 raises to 800, someone says it's short. Not "
        "sure if the others called yet. What do we do?",
    ],
)
def test_a_doubt_about_the_other_players_is_no_dispute_of_what_was_said(text: str) -> None:
    """ "no sé si pagaron los otros", "not sure if the others called": a fact to confirm about the other
    players, not "others" telling what was said otherwise (40-A); the underraise is made full (52-A)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "raise", 1000)
    assert not result["floor"] and result["confidence"] == "conditional"


@pytest.mark.parametrize(
    "text",
    [
        "El 2 va all in en el flop, el 8 paga y en el river aparecen dos fichas de mil detrás de su stack. "
        "Gana el 2. ¿Se las pagamos?",
        "Seat 2 shoves on the flop, seat 8 calls and on the river two 1k chips show up behind his stack. "
        "Seat 2 wins. Do they pay him those chips?",
    ],
)
def test_asked_whether_the_winner_is_paid_is_no_call(text: str) -> None:
    """ "¿se las pagamos?", "do they pay him": the pot's payout asked, no call made on the river; the chips
    found behind the called all-in are the floor's (62, 49)."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "2" and result["floor"]
    assert {"tda-2024:62", "tda-2024:49"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Preflop 100/200, el 3 sube a 600, el 4 no habló, el 5 paga 600 y el 6 se lo pensó un rato y "
        "foldeó. Ahora el 4 dice que se lo saltaron. ¿Qué hago con él?",
        "Pre-flop 100/200, seat 3 raises to 600, seat 4 didn't act, seat 5 calls 600 and seat 6 thought "
        "for a while and folded. Now seat 4 says he was skipped. What do I do with him?",
    ],
)
def test_time_taken_before_acting_is_no_belief(text: str) -> None:
    """ "se lo pensó un rato y foldeó", "thought for a while and folded": the fold is done, no belief; with
    the call it is substantial action past the skipped seat, whose hand the floor rules on (53-B, 36)."""
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"] if a["declaration"] == "fold"] == ["6"]
    assert result["ruling"]["seat"] == "4" and result["floor"]
    assert {"tda-2024:53-B", "tda-2024:36"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Flop, el 2 apuesta 1000 y el 5 paga. ¿Y el 7?",
        "Flop, seat 2 bets 1000 and seat 5 calls. And seat 7?",
    ],
)
def test_and_a_player_alone_in_a_question_asks_about_him(text: str) -> None:
    """ "¿y el 7?", "and seat 7?": the question names only that player: his options, not a ruling on the
    last caller."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["min_raise_to"]) == ("7", None, 2000)
    assert sorted(ruling["options"]) == ["call", "fold", "raise"]


@pytest.mark.parametrize(
    "text",
    [
        "Preflop 100/200, el UTG que es el tres sube a 600 y el cuatro paga, qué puede hacer el cinco",
        "Pre-flop 100/200, the UTG who is seat three raises to 600 and seat four calls, what can seat five "
        "do",
    ],
)
def test_a_position_named_again_by_its_seat_is_one_player(text: str) -> None:
    """ "el UTG que es el tres", "the UTG who is seat three": one player named twice, whose raise stands
    (no "¿qué es?" asked about him); the next player's minimum re-raise is 1,000."""
    result = answer(text).result
    assert [a["declaration"] for a in result["facts"]["actions"]] == ["raise", "call"]
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("5", 1000)


@pytest.mark.parametrize(
    "text",
    [
        "Preflop ciegas 100/200 el UTG que es el tres sube a 600 el cuatro no habló el cinco paga 600 el "
        "seis foldea y ahí el cuatro protesta qué hago con la mano del cuatro",
        "Pre-flop blinds 100/200 the UTG who is seat three raises to 600 seat four didn't act seat five "
        "calls 600 seat six folds and then seat four complains what do I do with seat four's hand",
    ],
)
def test_the_seat_that_names_the_raiser_again_is_not_the_one_asked_about(text: str) -> None:
    """The question is about the skipped seat the closing words name, not the raiser named again by his seat;
    the call and fold after him are substantial action, the floor's (53-B, 36)."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "4" and result["floor"]


@pytest.mark.parametrize(
    "text",
    [
        "Turn: el 1 apuesta 3000 y el del botón dice 'su...' mientras empuja 4000, nadie sabe si dijo subo. "
        "¿Qué es?",
        "Turn: seat 1 bets 3000 and the button says 'rai...' while pushing 4000, nobody is sure he said "
        "raise. What is it?",
    ],
)
def test_a_quoted_word_broken_off_keeps_its_speaker(text: str) -> None:
    """ "dice 'su...' mientras empuja", "says 'rai…' while pushing": the ellipsis inside the quote ends no
    sentence; the button pushed the chips, and whether he said raise is the floor's (40-A)."""
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["1", "BTN"]
    assert result["ruling"]["seat"] == "BTN" and result["floor"]
    assert "tda-2024:40-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "PLO pozo 8.000, el 2 apuesta 9.000 y el 5 paga. ¿Qué hacemos?",
        "PLO pot 8000, seat 2 bets 9000 and seat 5 calls. Ruling?",
    ],
)
def test_a_pot_told_right_after_the_game_is_the_pot(text: str) -> None:
    """ "PLO pozo 8.000", "PLO pot 8000": the pot of the game just named, so the bet over it is cut back to
    the pot on the street (52-B), the rest returned."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == ("2", "bet", 8000, 1000)
    assert "tda-2024:52-B" in result["rules"]
