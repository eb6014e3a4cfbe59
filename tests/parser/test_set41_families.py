"""Grammar and engine families drawn from set 41's rows (a Lima and Medellín festival with local cash-room
slang, a Melbourne and Birmingham pub-league final), each tested in both languages in other words than its
rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "River, seats 2 and 4 check, then seat 8, rather than checking, throws his cards away. Is it a fold?",
        "Turn, seat 3 checks and seat 6, instead of checking, mucks his hand. Fold or not?",
        "En el river pasan el 2 y el 4, y el 8 en lugar de pasar bota las cartas. ¿Es fold?",
        "Turn: pasa el 3 y el 6, en vez de pasar, tira su mano al muck. ¿Cuenta como fold?",
    ],
)
def test_an_action_done_instead_of_another_is_not_that_action(text: str) -> None:
    """ "instead of checking", "en vez de pasar": the action named is the one not taken; his cards let go
    of with no bet to face are a fold (58), not a check."""
    result = answer(text).result
    assert result["ruling"]["action"] == "fold"
    assert "tda-2024:58" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000. UTG limps for 1000, the hijack shoves 1600, folds to the big blind, he called not "
        "raised, now UTG wants to raise, can he?",
        "Ciegas 500/1000. El UTG limpea 1000, el HJ va all in con 1600, se retiran hasta la ciega grande que "
        "igualó no resubió. Ahora el UTG quiere subir, ¿puede?",
    ],
)
def test_a_no_between_two_actions_told_in_the_past_negates_the_second(text: str) -> None:
    """ "igualó no resubió", "called not raised": the story's contrast (he did not raise), not a word said
    and taken back, so the short all-in alone faces the limper and he may only call or fold (47-A)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["options"]) == ("UTG", ["fold", "call"])


@pytest.mark.parametrize(
    "text",
    [
        "El 2 apuesta 4.000 en el turn. El 6 dijo 'pago' y casi a la vez soltó 10.000 en fichas. Me parece "
        "que la palabra fue antes.",
        "Turn: el 2 apuesta 4.000, el 6 suelta 10.000 en fichas casi a la vez que dice 'pago'; la palabra "
        "fue primero, creo.",
        "Seat 2 bets 4,000 on the turn. Seat 6 said 'call' and almost at the same time dropped 10,000 in "
        "chips. I reckon the word was first.",
    ],
)
def test_the_word_said_named_as_a_noun_is_no_player(text: str) -> None:
    """ "la palabra fue antes": the declaration named as a noun says which came first (40-A); it is no
    nickname of a player, so the ruling is the caller's: a call of 4,000 and 6,000 back."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "6",
        "call",
        4000,
        6000,
    )
    assert "tda-2024:40-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "turn: seat 2 bets 4000, seat 5 all in for 5500, seat 8 calls 5500, back to seat 2. can he re-raise, "
        "and how do I split the pots if seat 2 calls?",
        "turn: el 2 apuesta 4000, el 5 va all in por 5500 que era todo, el 8 paga 5500 y vuelve al 2. "
        "¿puede resubir? ¿y cómo queda el bote si el 2 le paga?",
    ],
)
def test_an_action_of_a_player_after_if_is_only_supposed(text: str) -> None:
    """ "if seat 2 calls", "si el 2 le paga": the writer's supposition, not the player's action; the ruling
    is what he may do against the short all-in that does not re-open (47-A)."""
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["options"]) == ("2", ["fold", "call"])
    assert result["ruling"]["action"] is None


@pytest.mark.parametrize(
    "text",
    [
        "River, blinds 500/1000, pot about 25k. Seat 4 mumbled 'twenty' and put out two 1k chips. Seat 9 "
        "called with 2k. Seat 4 says he bet 20,000, seat 9 says it was 2k. Who wins the argument?",
        "River, ciegas 500/1000, bote de unos 25 mil. El 4 murmuró 'veinte' y puso dos fichas de mil. El "
        "9 pagó con 2 mil. Ahora el 4 dice que él apostó 20.000 y el 9 dice que eran 2 mil. ¿Quién tiene "
        "razón?",
    ],
)
def test_a_bet_he_says_he_made_is_his_claim(text: str) -> None:
    """ "says he bet 20,000" ("bet" is its own past), "dice que él apostó": his side of the dispute, no new
    bet; a number said that the table did not all hear against chips that disagree goes to the floor
    (40-A)."""
    result = answer(text).result
    assert result["floor"] is True
    assert "tda-2024:40-A" in result["rules"]
    assert "20,000" not in result["understood"] and "20.000" not in result["understood"]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 500/1000, UTG opens to 2500, the lojack, no, sorry, the hijack shoves for 6000, and the "
        "button would like to re-raise, how much at least?",
        "ciegas 500/1000, el UTG abre a 2500, el LJ, no, perdón, el HJ va all in por 6000 y el botón quiere "
        "resubir, ¿cuánto como mínimo?",
    ],
)
def test_a_player_named_and_taken_back_is_no_player_skipped(text: str) -> None:
    """ "the lojack, no, the hijack shoves": the lojack was named in error, so the hijack's full all-in
    raise (3,500 over 2,500) is no action out of turn and sets the next minimum, 9,500 (43-A)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["min_raise_to"]) == ("BTN", 9500)


@pytest.mark.parametrize(
    ("text", "pot"),
    [
        (
            "blinds 1000/2000, river, pot is maybe thirty one, thirty two thousand, and seat 5 just says "
            "thirty, is that 3000 or 30000?",
            31000,
        ),
        (
            "ciegas 1000/2000, river, el bote anda por treinta y cinco o treinta y seis mil, y el 5 dice "
            "treinta, ¿son 3000 o 30000?",
            35000,
        ),
    ],
)
def test_two_guesses_of_the_pot_share_the_scale_said_after_the_second(text: str, pot: int) -> None:
    """ "thirty one, thirty two thousand": the first guess is in thousands too, so the pot is above the bare
    "thirty" and 57 reads it as the highest reasonable amount, 30,000."""
    result = answer(text).result
    assert result["facts"]["pot"] == pot
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("bet", 30000)
