"""Families the twenty-first round of issue 13 fixed (drawn from the twentieth fresh set,
tests/procedures/data/fresh_incidents_20.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Hold'em, button was on seat 5. Seats 2 and 7 tied with the same straight, split pot and there's "
            "one chip left over. Who gets it?",
            "7",
        ),
        (
            "Texas, el botón estaba en el asiento 3. Empatan el 1 y el 8 con la misma escalera, se parte el "
            "bote y sobra una ficha de 25. ¿Para quién?",
            "8",
        ),
    ],
)
def test_where_the_button_was_with_a_split_pot_gives_the_odd_chip(text: str, seat: str) -> None:
    """ "The button was on seat 5" told with a tie and a chip left over says who gets the chip (20-A), the
    first seat left of the button; no button misplaced (34) unless where the button goes is asked."""
    result = ruled(text)
    assert result["facts"]["incident"] == "odd_chip"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("odd_chip", seat)
    assert result["rules"] == ["tda-2024:20-A"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Table 9: I dealt the button two cards back to back at the end of the deal. Seat 4 says that's a "
        "misdeal. Right?",
        "Mesa 3: al final le di al botón dos cartas seguidas. El del 6 grita mano nula. ¿Lo es?",
    ],
)
def test_the_button_dealt_two_in_a_row_is_no_misdeal_whoever_calls_it(text: str) -> None:
    """35-B: the button may be dealt two consecutive cards. The seat is the button the cards went to, not the
    player who cries misdeal."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("play_continues", "BTN")
    assert result["rules"][0] == "tda-2024:35-B"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Dealer forget to burn before the flop, he open it straight off the deck. Seat 3 check, seat 8 bet "
        "2k, then somebody notice. Flop stays?",
        "El dealer nuevo olvida quemar antes del flop y lo abre directo del mazo. El 3 pasa y el 8 apuesta "
        "2.000, después alguien se da cuenta. ¿Sigue el flop?",
    ],
)
def test_a_burn_forgotten_in_other_tenses_is_an_unburned_flop(text: str) -> None:
    """ "Forget to burn", "olvida quemar": the flop dealt without a burn; after a check, play goes on with
    that flop (39-B), not a bet ruled on its own."""
    result = ruled(text)
    assert result["facts"]["incident"] == "no_burn"
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"] == ["tda-2024:39-B"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Heads-up, river checked through. Seat 3 flipped one card, the king that makes his straight, and "
        "slid the other face down to me; I mucked it straight away. Seat 8 shows a set. Whose pot?",
        "Showdown entre dos: el 3 enseñó una carta, el rey de la escalera, y la otra me la pasó tapada; se "
        "la barrí sin querer. El 8 tiene trío. ¿De quién es el bote?",
    ],
)
def test_the_dealer_sweeping_the_unshown_card_himself_is_the_tds_call(text: str) -> None:
    """One card tabled, the other swept into the muck by the dealer who tells it ("I mucked it", "se la
    barrí"): whether the hand was tabled is the TD's call (13-B, 15-A, 65-A), not a live hand."""
    result = ruled(text)
    assert result["facts"]["incident"] == "one_card_shown"
    assert result["ruling"]["decision"] is None
    assert result["rules"][:2] == ["tda-2024:13-B", "tda-2024:15-A"]
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "seat 4 jams the flop for about twelve thousand, seat 9 calls, then 9 says he'll flip when the "
        "river's out and keeps his cards down",
        "el 4 va all in en el flop por doce mil y el 9 paga, y el 9 dice que las da vuelta cuando salga el "
        "river y las deja tapadas",
    ],
)
def test_an_all_in_caller_keeping_his_cards_down_till_the_river_turns_them_up(text: str) -> None:
    """16: once a player is all in and the betting is over, every hand is tabled now; "keeps his cards down",
    "las deja tapadas" till the river is the face-up incident, not a call to rule on."""
    result = ruled(text)
    assert result["facts"]["incident"] == "face_up"
    assert result["ruling"]["decision"] == "table_hands"
    assert result["rules"] == ["tda-2024:16"]


@pytest.mark.parametrize(
    "text",
    [
        "seat 3 shoves the turn, seat 6 calls, 6 says he'll show on the river and won't turn his cards, is "
        "that ok? dealer said I think so",
        "el 3 va all in en el turn, el 6 paga y dice que no quiere mostrar hasta el river, se puede? el "
        "dealer dijo creo que sí",
    ],
)
def test_the_dealers_opinion_of_the_rule_is_no_fact_in_doubt(text: str) -> None:
    """ "Dealer said I think so" to "is that ok?": his opinion of what the rule allows, which the ruling
    answers; no fact of the hand to confirm (16 is certain)."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "table_hands"
    assert (result["floor"], result["confidence"], result["questions"]) == (False, "certain", [])


@pytest.mark.parametrize(
    "text",
    [
        "Dealing the second round, seat 6's card flipped over, my mistake. I kept dealing. I think it was "
        "the only card that showed. Did I need to call a misdeal?",
        "En la segunda vuelta se me volteó la carta del 6, error mío, y seguí repartiendo. Creo que fue la "
        "única carta que se vio. ¿Había que cantar mano nula?",
    ],
)
def test_the_only_card_seen_said_as_a_belief_is_conditional(text: str) -> None:
    """35-A-7: one card exposed by the dealer past the first two is no misdeal, two are; "I think it was the
    only one", "creo que fue la única" leaves the count the dealer's belief, to be confirmed."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("play_continues", "6")
    assert (result["floor"], result["confidence"]) == (False, "conditional")
