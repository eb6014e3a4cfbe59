"""Families the fourteenth round of issue 13 fixed, each in both languages and in other words than the fresh
sets' rows (tests/procedures/data/fresh_*.jsonl)."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    "text",
    [
        "Counted the deck down once the hand was over and we only have 51 cards, the queen of hearts is "
        "gone. What now?",
        "Terminada la mano cuento la baraja y solo hay 51, falta la reina de corazones. ¿Qué hago?",
    ],
)
def test_a_deck_found_short_after_the_hand_is_the_tds_under_the_dispute_limit(text: str) -> None:
    """35-E: only duplicates foul a deck under TDA; a card missing is a condition the house defines, and once
    the hand is over the right to dispute ends as 22 says: the TD's call, no decision stated, no clock."""
    result = ruled(text)
    assert result["facts"]["incident"] == "fouled_deck"
    assert result["ruling"]["decision"] is None
    assert {"tda-2024:35-E", "tda-2024:22"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "Pre-flop, UTG and the cutoff have called, and the dealer notices the deck is short: the seven of "
        "spades is missing from the deck.",
        "Preflop, ya pagaron el UTG y el cutoff, y el dealer se da cuenta de que le falta una carta al mazo: "
        "no aparece el siete de picas.",
    ],
)
def test_a_deck_found_short_during_the_hand_is_the_houses_condition(text: str) -> None:
    """35-E: a short deck is no duplicate; the house defines it, so the TD decides (not a misdeal ruled).
    After substantial action (two calls) the hand likely proceeds (35-D), as the eighteenth set's labels and
    i13n-029's read it: play continues, the floor deciding."""
    result = ruled(text)
    assert result["facts"]["incident"] == "fouled_deck"
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"][0] == "tda-2024:35-E"
    assert "tda-2024:22" not in result["rules"]
    assert result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "Two queens of spades turned up, one in seat 3's hand, after the hand was over and the pot was "
        "pushed.",
        "Después de entregar el bote aparecen dos damas de picas, una en la mano del 3.",
    ],
)
def test_a_duplicate_found_after_the_hand_cites_the_dispute_limit(text: str) -> None:
    """35-E: once a hand concludes, the right to dispute a fouled deck ends according to 22: no bets are
    returned by the engine; the TD rules on the claim."""
    result = ruled(text)
    assert result["facts"]["incident"] == "fouled_deck"
    assert result["ruling"]["decision"] is None
    assert result["rules"][:2] == ["tda-2024:22", "tda-2024:35-E"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("River, heads-up between seat 1 and seat 8. Seat 1 checks, seat 8 moves in for roughly 25k and "
         "then tosses his hand at the discards, sure it's over. Seat 1 hasn't called, still thinking. I "
         "can't tell which two are seat 8's any more.", "8"),
        ("River entre el 1 y el 8. El 1 pasa, el 8 va all in con unos 25 mil y enseguida tira sus cartas a "
         "los descartes creyendo que ya ganó. El 1 todavía no decide, sigue pensando. Ya no sé cuáles son "
         "las del 8.", "8"),
    ],
)  # fmt: skip
def test_a_bettors_cards_lost_in_the_discards_are_dead_as_stated(text: str, seat: str) -> None:
    """15-B: cards thrown away before the end that cannot be told apart are out; that the dealer cannot tell
    them apart is a fact, not a doubt of his, and the bet told only roughly goes back whatever it was, so
    nothing is asked: the dead hand is stated, the floor applying it."""
    result = ruled(text)
    assert result["facts"]["incident"] == "discard_before_end"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["ruling"]["returned"] is None  # no figure made up from "roughly 25k"
    assert result["questions"] == []
    assert (result["floor"], result["confidence"]) == (True, "certain")
    assert "tda-2024:15-B" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "The dealer has put the turn out. Seat 2 swears he hadn't called the flop bet, still deciding, but "
        "the dealer thought he had put his chips out. No one has acted on the turn.",
        "Ya salió el turn. El 2 dice que no había pagado la apuesta del flop, seguía pensando, pero el "
        "dealer creyó que había metido las fichas. Nadie ha hablado en el turn.",
    ],
)
def test_a_premature_card_on_a_disputed_call_is_not_stated_as_certain(text: str) -> None:
    """RP-5: whether the card was premature turns on the player's word against what the dealer believed (he
    says he had not called, the dealer thought he had): the ruling holds only if that is confirmed."""
    result = ruled(text)
    assert result["facts"]["incident"] == "premature_card"
    assert result["confidence"] != "certain"
    assert result["questions"]
