"""Families the twenty-fourth round of issue 13 fixed (drawn from the twenty-third fresh set,
tests/procedures/data/fresh_incidents_23.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    "text",
    [
        "Mano sin all in. River: el 2 apuesta 9.000, el 6 paga y enseña color. El 2 no quiere enseñar y el 6 "
        "pide verla. ¿Se la hago mostrar?",
        "Not an all-in pot. On the river seat 3 bets 12k, seat 8 calls and tables two pair. Seat 3 wants to "
        "muck without showing and seat 8 asks to see his hand.",
    ],
)
def test_a_companion_said_negated_does_not_name_the_incident(text: str) -> None:
    """18-B: "no all-in", "sin all-in" deny the all-in that makes a muck without showing a face-up-for-all-ins
    case (16): the river caller's request to see the bettor's hand is ruled."""
    result = ruled(text)
    assert result["rules"][0] == "tda-2024:18-B"
    assert "tda-2024:16" not in result["rules"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Mesa 3. River: el 2 apuesta 8.000, el 6 paga. El 2 cree que el 6 se tiró y tira sus cartas boca "
            "abajo hacia mí. Las paré enseguida, no se mezclaron, sé exactamente cuáles son.",
            "2",
        ),
        (
            "River, seat 1 bets 6k and seat 5 calls. Seat 1 believes seat 5 folded and throws his cards to "
            "the muck. I stopped them, they stayed separate, I know exactly which cards they are.",
            "1",
        ),
    ],
)
def test_a_bettor_who_believes_the_caller_folded_and_throws_his_cards_keeps_a_live_hand(
    text: str, seat: str
) -> None:
    """15-B: a bettor who discards believing the other folded: the dealer holds the cards, the floor is
    called, and cards told apart with certainty stay live (14, 65-B)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"][0] == "tda-2024:15-B" and "tda-2024:14" in result["rules"]
    assert (result["floor"], result["confidence"]) == (True, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "River: el 3 apuesta 12.000 y el 9 paga. El 9 tira sus cartas boca abajo al muck sin enseñar y "
            "ya las recogí, están mezcladas. Ahora el 3 no quiere enseñar. ¿Tiene que mostrar?",
            "9",
        ),
        (
            "On the river seat 1 bets 9,000 and seat 5 calls. Seat 5 pitches his hand face down and it's "
            "mixed into the discards now, can't get it back. Seat 1 refuses to show his cards. Must he?",
            "5",
        ),
    ],
)
def test_after_the_callers_muck_the_bettor_need_not_table(text: str, seat: str) -> None:
    """14, 13-B: the mucked hand is dead; 17-B: the showdown is uncontested, the last live hand need not be
    tabled; 18-A: the player who mucked lost the right to ask."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert {"tda-2024:17-B", "tda-2024:18-A"} <= set(result["rules"])
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "El del 7 estaba en la barra y se sentó cuando yo iba por la segunda vuelta, antes de la última "
            "carta. Levantó sus cartas y pagó. El 2 dice que esa mano está muerta.",
            "7",
        ),
        (
            "Seat 4 was in the restroom and got back to his chair while I was still pitching the second "
            "round, before the last card. He lifted his cards and raised. Seat 2 says his hand is dead.",
            "4",
        ),
    ],
)
def test_a_player_who_picks_up_his_cards_and_acts_has_not_exposed_them(text: str, seat: str) -> None:
    """30: "levantó sus cartas y subió", "lifted his cards and raised" is a player looking at his hand, not
    an exposed card; seated before the last card of the deal, his hand is live."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"][0] == "tda-2024:30"


@pytest.mark.parametrize(
    "text",
    [
        "Mesa 9. Repartiendo la mano, la carta del 3 vino volteada dentro de la baraja, una dama boca "
        "arriba. Solo esa, las demás bien. ¿Es mano nula?",
        "Table 2. While pitching, seat 6's card came upside down inside the deck, a jack. Just that one. "
        "Misdeal?",
    ],
)
def test_a_single_boxed_card_is_no_misdeal(text: str) -> None:
    """35-A-1: it takes two or more boxed cards on the initial deal for a misdeal; one is replaced."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"][0] == "tda-2024:35-A"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Mesa 4, el del asiento 2 lleva una hora jugando y miré su tarjeta de asiento: mesa 7 asiento 5. "
            "Tiene 40.000, empezó con 30.000, y no se quiere cambiar.",
            "2",
        ),
        (
            "Table 6, seat 1 has played two levels here and I just checked his seat card, it's table 3 "
            "seat 9. He's up to 40k from 25k and won't budge.",
            "1",
        ),
    ],
)
def test_a_seat_card_for_another_seat_moves_the_player_with_his_stack(text: str, seat: str) -> None:
    """7: a seat card looked at ("miré su tarjeta de asiento", "checked his seat card") that names another
    seat: the player moves there with his current stack; the stack counts are no bets."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("move_player", seat)
    assert result["rules"] == ["tda-2024:7"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Mesa 3. Saqué el flop y no quemé ninguna carta. El primero ya ha pasado y el de su izquierda está "
        "pensando. ¿Qué hago?",
        "Flop sin quemar en la mesa 7; la ciega chica ya ha pasado y el siguiente se lo está pensando.",
    ],
)
def test_a_check_told_in_the_perfect_lets_an_unburned_flop_stand(text: str) -> None:
    """39-B: "ya ha pasado" (has checked) is action on an unburned flop: play proceeds with the three cards,
    nothing to ask. (The English "has already checked" was read already.)"""
    result = ruled(text)
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"] == ["tda-2024:39-B"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "El del 8 salió a fumar con una ficha de 1.000 en el bolsillo y volvió al rato. "
        "¿Qué pasa con la ficha?",
        "Seat 3 went out to smoke, pocketed two 5k chips on the way and just came back.",
    ],
)
def test_chips_carried_out_to_smoke_are_forfeited(text: str) -> None:
    """63: chips taken out of view (in a pocket, on a smoke break) are forfeited, the TD may penalize (71):
    the chips decide the topic before the smoke break's absence (31)."""
    result = ruled(text)
    assert result["rules"][:2] == ["tda-2024:63", "tda-2024:71"]
    assert (result["floor"], result["confidence"]) == (True, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Table 3. First card went to the button, seat 2, instead of the small blind. I didn't catch it until "
        "UTG had folded. Nobody else has acted. Misdeal?",
        "Table 9: the first card went to the button (seat 7), not the small blind; didn't catch it till UTG "
        "and UTG+1 folded. Nobody else has acted yet.",
    ],
)
def test_an_error_the_dealer_caught_late_is_no_doubt_of_what_he_saw(text: str) -> None:
    """35-A-2: "didn't catch it till UTG folded" tells when the dealer noticed, not that he is unsure of a
    fact; two folds are no substantial action (36): a misdeal, certain. (The Spanish "no me di cuenta hasta"
    was read already.)"""
    result = ruled(text)
    assert result["ruling"]["decision"] == "misdeal"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Mesa 2. En el showdown el 4 enseñó una carta y después tiró las dos hacia el muck discutiendo con "
        "el 7. Quedaron medio encima del muck, una monta sobre una carta tirada. Dice que ganaba. ¿Las saco?",
        "Table 5, showdown: seat 3 turned up one card, then threw both towards the muck. One overlaps a "
        "folded card now. He says he won.",
    ],
)
def test_one_card_shown_then_both_thrown_over_the_discards_is_the_tds_call(text: str) -> None:
    """13-B, 14: one card tabled, then both thrown toward the muck and lying over another's discard: the
    hand was never tabled, and whether the cards are 100% his is the TD's final call, no ruling stated."""
    result = ruled(text)
    assert result["ruling"]["decision"] is None
    assert result["rules"][:2] == ["tda-2024:13-B", "tda-2024:14"]
    assert (result["floor"], result["floor_reason"]) == (True, "td_discretion")
    assert result["confidence"] == "unsure"
