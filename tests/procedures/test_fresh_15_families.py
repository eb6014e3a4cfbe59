"""Families the fifteenth round of issue 13 fixed (drawn from the fourteenth fresh set,
tests/procedures/data/fresh_incidents_14.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    "text",
    [
        "Turn: seat 4 showed his two cards to the player beside him while the action was still on seat 9. "
        "Is his hand dead?",
        "En el turn el del 4 le mostró sus cartas a su vecino mientras todavía faltaba hablar el 9. ¿Se le "
        "mata la mano?",
    ],
)
def test_cards_shown_to_a_neighbour_with_the_action_elsewhere_stay_live(text: str) -> None:
    """68: cards exposed with action pending give a penalty, never a dead hand; shown to one player, 67's
    one player to a hand; the penalty is the TD's, after the hand (71). "While the action was on seat 9",
    "mientras todavía faltaba hablar" tell the action pending."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", "4")
    assert {"tda-2024:68", "tda-2024:67", "tda-2024:71"} <= set(result["rules"])
    assert result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "At showdown seat 6 flipped his hand up for a split second and tossed it in, I didn't get a look at "
        "it, and it's touching the discards. Seat 1 tabled a pair.",
        "En el showdown el 6 levantó sus cartas un segundo y las tiró, no alcanzó a verlas nadie y quedaron "
        "medio en los descartes. El 1 enseñó pareja.",
    ],
)
def test_a_hand_flashed_at_showdown_before_anyone_read_it_is_the_tds(text: str) -> None:
    """13-B: whether a hand flashed and thrown in was tabled (read) is the TD's call; 14 if it can still be
    retrieved. No ruling is stated."""
    result = ruled(text)
    assert result["facts"]["incident"] == "mucked"
    assert result["ruling"]["decision"] is None
    assert result["rules"][:2] == ["tda-2024:13-B", "tda-2024:14"]
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "Repartiendo, la segunda carta se me ha girado, era un as. Todavía nadie ha hablado.",
        "Dealing, the second card flipped over on me, an ace. Nobody has acted yet.",
    ],
)
def test_one_of_the_first_two_cards_turned_over_on_the_deal_is_a_misdeal(text: str) -> None:
    """35-A-7: one of the first two cards exposed by the dealer is a misdeal before substantial action ("se
    me ha girado": the card turned over in the dealer's hand)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert result["ruling"]["decision"] == "misdeal"
    assert result["rules"][0] == "tda-2024:35-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("The dealer burned and rolled the turn while seat 8 was still deciding whether to call on the flop.",
         "tda-2024:RP-5-B"),
        ("El dealer quemó y ha sacado el river cuando el 8 todavía estaba pensando si pagaba en el turn.",
         "tda-2024:RP-5-C"),
    ],
)  # fmt: skip
def test_a_board_card_rolled_with_a_player_still_deciding_is_premature(text: str, rule: str) -> None:
    """RP-5: a turn or river dealt before the action ended goes back to the stub, which is reshuffled, and the
    card is dealt again once the action ends ("rolled", "ha sacado": verbs of dealing the board)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "premature_card"
    assert result["ruling"]["decision"] == "redeal_board"
    assert result["rules"][0] == rule
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 3 bet 4,000 and tossed his cards in thinking seat 7 had folded, but 7 hadn't acted. The "
        "cards are separate from the muck. Is seat 3 still live?",
        "Turn, el 3 apostó 4.000 y tiró sus cartas creyendo que el 7 se había retirado, pero el 7 no había "
        "hablado. Las cartas quedaron aparte del muck. ¿Sigue vivo el 3?",
    ],
)
def test_a_bettors_cards_thrown_away_but_kept_apart_stay_live_once_identified(text: str) -> None:
    """15-B: the dealer holds the cards and calls the floor; cards kept apart stay in play (65-B) once the
    floor is sure which they are: live, conditional on that, the floor applying it. The bettor is the
    player of the hand, though a thousands mark ("4.000") stands between him and the words."""
    result = ruled(text)
    assert result["facts"]["incident"] == "discard_before_end"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", "3")
    assert {"tda-2024:15-B", "tda-2024:65-B"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (True, "conditional")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 6 had called preflop and left his cards loose; I swept them in the muck by mistake and now "
        "they're mixed. What happens?",
        "El 6 había pagado preflop y dejó sus cartas sueltas; las jalé al muck sin querer y ya están "
        "mezcladas. ¿Qué pasa?",
    ],
)
def test_a_hand_the_dealer_pulled_into_the_muck_by_mistake_is_dead(text: str) -> None:
    """65-A: a hand the dealer kills by mistake that cannot be identified is dead, its called bets lost."""
    result = ruled(text)
    assert result["facts"]["incident"] == "killed_hand"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", "6")
    assert result["rules"] == ["tda-2024:65-A"]
