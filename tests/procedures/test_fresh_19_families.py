"""Families the nineteenth round of issue 13 fixed (drawn from the eighteenth fresh set,
tests/procedures/data/fresh_incidents_18.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    "text",
    [
        "Pitching the cards, the first one has flipped over on me, seat 2's. Nobody has acted. What now?",
        "Repartiendo se me han dado vuelta la primera carta del reparto, la del 3. Nadie habló todavía. ¿Qué "
        "hacemos?",
    ],
)
def test_the_first_card_of_the_deal_told_flipped_in_the_perfect_tense_is_a_misdeal(text: str) -> None:
    """35-A-7: one of the first two cards exposed by the dealer, before any action, is a misdeal; "has
    flipped over on me", "se me han dado vuelta" tell the dealer's exposure as "se me volteó" does."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert result["ruling"]["decision"] == "misdeal"
    assert result["rules"][0] == "tda-2024:35-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Seat 3 was outside when I finished dealing. He got back with action on seat 7. Does he play?", "3"),
        ("El del 2 estaba fuera cuando acabé de dar cartas; volvió con la acción ya en el 5. ¿Juega?", "2"),
    ],
)
def test_the_seat_the_action_is_on_is_not_the_player_who_came_back(text: str, seat: str) -> None:
    """30: the player away when the last card went out has a dead hand; "with action on seat 7", "con la
    acción ya en el 5" name where the action stands when he came back, not whose hand is ruled."""
    result = ruled(text)
    assert result["facts"]["incident"] == "at_seat"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["rules"] == ["tda-2024:30"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 6 was out smoking when I pitched the cards and only sat down a minute later, nobody had acted "
        "yet. Is his hand live?",
        "El del 8 estaba en la terraza cuando terminé de dar las cartas, se sentó un rato después y todavía "
        "nadie había hablado. ¿Tiene mano?",
    ],
)
def test_a_player_away_while_the_cards_were_pitched_has_a_dead_hand(text: str) -> None:
    """30: away "when I pitched the cards", "cuando terminé de dar las cartas": not at his seat when the last
    card was dealt, his hand is killed, however soon he came back and whether anyone had acted or not."""
    result = ruled(text)
    assert result["facts"]["incident"] == "at_seat"
    assert result["ruling"]["decision"] == "dead_hand"
    assert result["rules"] == ["tda-2024:30"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 5 showed his hole cards to his mate on his left who had already folded, with the turn still to "
        "come. Do we kill seat 5's hand?",
        "El del 3 le enseñó su mano al de su derecha, que ya se había tirado, y aún falta el turn. ¿Le "
        "matamos la mano?",
    ],
)
def test_a_live_hand_shown_to_a_folded_player_with_a_street_to_come(text: str) -> None:
    """68: cards shown with action pending leave the hand live; shown to one player it breaks one player to
    a hand (67) and the penalty is the TD's (71). "The turn still to come", "aún falta el turn": the betting
    is not over."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert result["ruling"]["decision"] == "live_hand"
    assert set(result["rules"]) == {"tda-2024:68", "tda-2024:67", "tda-2024:71"}
    assert result["floor"] is True
