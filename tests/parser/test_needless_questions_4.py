"""Questions a report had already answered, the fourth round (issue 12): each family tested in both
languages in other words than the betting sets' rows. The ruling stays as it was; only the needless question
goes, each with the fact the report told or the reason it cannot change the ruling."""

from __future__ import annotations

import pytest

from tests.support.rulings import certain


@pytest.mark.parametrize(
    "text",
    [
        "River, seat 4 shoves. Seat 9 wants a count, dealer tells him 9,200, seat 9 calls. On the recount "
        "the shove is 11,200, the dealer skipped a few 1ks. Seat 9 has 50k and says he only called 9,200. "
        "What does he pay?",
        "River, seat 4 shoves. Seat 9 wants a count, dealer tells him 9,200, seat 9 calls. On the recount "
        "the shove is 11,200, the dealer missed two chips in the 1k stacks. Seat 9 has 50k and says he "
        "only called 9,200. What does he pay?",
        "River, el 4 va all in. El 9 pide conteo, el dealer le dice 9.200 y el 9 paga. Al recontar el all in "
        "es de 11.200, al dealer se le pasaron las de mil. El 9 tiene 50 mil y dice que solo pagó 9.200. "
        "¿Cuánto paga?",
    ],
)
def test_chips_of_a_value_in_no_told_number_are_no_amount(text: str) -> None:
    """ "a few 1ks", "the 1k stacks", "las de mil": a chip's value named for chips of it whose number is not
    told (where the dealer's count went wrong): no amount, so nothing for a fact to hold; 49: the call
    accepted against a wrong count is the real all-in, 11,200."""
    ruling = certain(text)["ruling"]
    assert isinstance(ruling, dict)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("9", "call", 11200)


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 400/800. Preflop seat 2 (HJ, 96k) opens to 2,000, seat 4 (BTN, 140k) calls, blinds fold. "
        "Flop: seat 2 checks, seat 4 bets 1,600, seat 2 silently puts out one 1,000 and three 500s. "
        "What is it?",
        "Ciegas 400/800. Preflop el 2 (HJ, 96 mil) abre a 2.000, el 4 (BTN, 140 mil) paga, las ciegas se "
        "tiran. Flop: el 2 pasa, el 4 apuesta 1.600 y el 2 sin decir nada pone una de 1.000 y tres de 500. "
        "¿Qué es?",
    ],
)
def test_a_position_and_stack_in_brackets_name_the_seat_before_them(text: str) -> None:
    """ "seat 2 (HJ, 96k)": the position in brackets is seat 2's own, no hijack skipped on the flop, and the
    amount after it his stack, not a bet (a call of 140,000 made the pot 283,200); 45-B: the last 500 is not
    needed for the 1,600, and 2,500 is over half a raise, so a raise to the minimum, 3,200 (43)."""
    result = certain(text)
    assert result["facts"]["stacks"] == {"2": 94000, "4": 138000}
    assert result["facts"]["pot"] == 5200
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("2", "raise", 3200)


@pytest.mark.parametrize(
    "text",
    [
        "Level 1000/2000. Seat 3 has 60k and seat 7 around 45k. Flop: seat 3 bets 4,000, seat 7 says raise "
        "and drops one 25k chip. What's the raise?",
        "Nivel 1000/2000. El 3 tiene 60 mil, el 7 unos 45 mil. En el flop el 3 apuesta 4.000 y el 7 dice "
        "subo y tira una ficha de 25 mil. ¿De cuánto es la subida?",
    ],
)
def test_a_stack_verb_said_once_for_two_players(text: str) -> None:
    """ "seat 3 has 60k and seat 7 around 45k", "el 3 tiene 60 mil, el 7 unos 45 mil": the verb of the
    first stack goes with the second player's amount, his stack (no unread amount to ask about, no pot);
    44: "raise" said before one 25k chip is a raise to the chip, 25,000."""
    result = certain(text)
    assert result["facts"]["stacks"] == {"3": 60000, "7": 45000}
    assert result["facts"]["pot"] is None
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("7", "raise", 25000)


@pytest.mark.parametrize(
    "text",
    [
        "NL 1k/2k. Flop, seat 6 acts first and the oke announces 'pot'. Can he, and how much is it?",
        "NL 1000/2000. En el flop el 6 es el primero en hablar y el vato dice 'pot'. ¿Puede? ¿Cuánto es?",
    ],
)
def test_a_regional_word_for_a_man_is_an_ordinary_word(text: str) -> None:
    """ "the oke" (South Africa), "el vato" (Mexico): a spelling of "the guy", "el tipo", no table slang to
    ask about and no player's nickname: the player just named; 54-D: "pot" in no-limit facing no bet binds
    him to a valid bet, at least the minimum, the big blind."""
    ruling = certain(text)["ruling"]
    assert isinstance(ruling, dict)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "bet", 2000)


@pytest.mark.parametrize(
    "text",
    [
        "last hand there was a mess with seat four and his 5k chip but that got sorted. this hand turn "
        "four hundred eight hundred seat two bets two thousand and seat nine throws in two one thousand "
        "chips and a five hundred without a word, he has a big stack. is that a raise",
        "la mano anterior hubo lío con el asiento cuatro y su ficha de cinco mil pero ya se arregló. esta "
        "mano en el turn cuatrocientos ochocientos el asiento dos apuesta dos mil y el asiento nueve tira "
        "dos de mil y una de quinientos sin decir nada, tiene fichas de sobra. ¿es subida?",
    ],
)
def test_a_level_told_after_the_previous_hand(text: str) -> None:
    """ "last hand ... seat four ... this hand turn four hundred eight hundred seat two": the player and the
    chip of the previous hand are no part of this one, so the pair right before this hand's first player is
    its level (400/800), no amount to ask about; 45-A: removing the 500 leaves the 2,000 called, and 2,500 is
    less than half a raise over it (43), so a call with 500 back."""
    result = certain(text)
    assert result["facts"]["blinds"] == {"small": 400, "big": 800}
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == ("9", "call", 2000, 500)


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 300/600. En el flop el 3 apuesta 1.500 y el 6 suelta una de 5.000 y una de 100, no habló. "
        "¿Qué es?",
        "Blinds 300/600. Flop, seat 3 bets 1,500 and seat 6 slides out a 5k and a 100, never spoke. "
        "What is it?",
    ],
)
def test_no_word_said_after_his_own_chips_is_his_silence(text: str) -> None:
    """ "suelta una de 5.000 y una de 100, no habló", "never spoke": after his own chips it is his silence
    (said of a player with nothing of his own, "no habló" is a player skipped), so what he might have said
    is not asked; 45-B: the 100 is not needed for the 1,500, and 5,100 is a full raise (43)."""
    ruling = certain(text)["ruling"]
    assert isinstance(ruling, dict)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "raise", 5100)
