"""Families the seventh round on the older fresh sets (issue 13, sets 1-23) fixed, each in both languages and
in other words than the sets' rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("On the flop seat 3 moves all in for 40k and seat 8 calls. Seat 8 tries to muck without showing, "
         "says he is beat. Does he have to show?", "8"),
        ("On the turn seat 5 jams for 18k and seat 3 calls. When I go to turn them up, seat 3 slides her "
         "cards towards me face down, says she's got nothing.", "3"),
        ("En el turn el 2 va all-in por 30.000 y el 7 paga. El 7 no quiere mostrar sus cartas, dice que "
         "perdió. ¿Tiene que mostrar?", "7"),
        ("Preflop el 5 va all in con 12.000 y el 9 lo paga. Les pido que den vuelta las cartas y el 9 quiso "
         "tirar sus cartas sin mostrar. ¿Lo dejo?", "9"),
    ],
)  # fmt: skip
def test_a_caller_who_would_muck_unshown_after_an_all_in_is_the_hand_tabled(text: str, seat: str) -> None:
    """16: with a player all in and the betting over, every hand is tabled; a caller who slides his cards
    face down or will not show is the player the ruling is about: he tables, certain."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "table_hands"
    assert result["ruling"]["seat"] == seat
    assert result["rules"] == ["tda-2024:16"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Table 2. Seat 4 (UTG) folded, then seat 5 shows a joker, says he was dealt it with a 9. Nobody else "
        "had acted. What now?",
        "UTG folds and seat 8 finds a joker in his hand, he says he got it with a 3. No one else has acted. "
        "Do we redeal?",
        "Mesa 3. Foldeó el 4, que es UTG, y después el 5 muestra un comodín, dice que le vino con un 9. "
        "Nadie más había hablado. ¿Qué hago?",
        "Se tiró el UTG y el 8 enseña un joker, dice que le salió con un 3. Nadie más habló. ¿Se reparte de "
        "nuevo?",
    ],
)  # fmt: skip
def test_a_card_rank_told_after_with_a_is_no_bet_of_the_player(text: str) -> None:
    """35-A: a non-standard card found before substantial action is a misdeal. "with a 9", "con un 9" is the
    rank of the card that came with it, no amount he declared: one fold is the only action, so a misdeal."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "misdeal"
    assert result["ruling"]["action"] is None
    assert "tda-2024:35-A" in result["rules"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Mesa 3, botón en el 1. Repartiendo, al del 7 se le volteó la segunda carta, era una reina. Nadie ha "
        "hablado. ¿Qué hago?",
        "Botón en el 4. Al asiento 9 se le dio vuelta la segunda carta cuando se la mandé, un rey. Todavía "
        "no habló nadie.",
    ],
)  # fmt: skip
def test_a_players_own_second_card_exposed_is_not_one_of_the_first_two_off_the_deck(text: str) -> None:
    """35-A: only the first or second card off the deck exposed by the dealer is a misdeal. "Al 7 se le volteó
    la segunda carta" is that player's second card (the second round of the deal), like "seat 7's second
    card" in English (read so already): one card exposed, play continues."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"][0] == "tda-2024:35-A"
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("english", "spanish"),
    [
        ("Seat 4 folded, then seat 5 finds a joker in his hand. Misdeal?",
         "El asiento 4 se tiró y luego el 5 encuentra un comodín entre sus cartas. ¿Misdeal?"),
        ("Table 6: seat 3 limped, then seat 4 finds a joker. Do we redeal?",
         "Mesa 6: el 3 pagó la grande y luego el 4 encuentra un comodín. ¿Se reparte de nuevo?"),
    ],
)  # fmt: skip
def test_a_seat_told_acting_is_one_action_no_count_of_players(english: str, spanish: str) -> None:
    """36: one fold or one call is no substantial action, so a joker found then is a misdeal (35-A). "Seat 4
    folded" names the seat that folded, not four players who did ("cuatro se tiraron")."""
    for text in (english, spanish):
        result = ruled(text)
        assert result["ruling"]["decision"] == "misdeal", text
        assert "tda-2024:35-A" in result["rules"]
        assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("english", "spanish"),
    [
        ("On the river seat 4 shoves for 15,000 and seat 1 calls. As I went to turn them over, seat 1 slid "
         "his cards to me face down.",
         "En el river el 4 va all-in por 15.000 y el 1 paga. Les pido que den vuelta las cartas y el 1 "
         "desliza sus cartas boca abajo hacia mí."),
        ("Flop: seat 6 moves all in for 9k, seat 2 calls. When I asked them to turn them up, seat 2 refused "
         "to show.",
         "En el flop el 6 va all-in por 9.000 y el 2 paga. Cuando les digo que den vuelta las cartas, el 2 "
         "no quiere mostrar."),
    ],
)  # fmt: skip
def test_turn_as_a_verb_names_no_street(english: str, spanish: str) -> None:
    """16: "to turn them over" turns the cards up; it names no turn card, so the all-in and the call stay on
    the street told and every hand is tabled, the caller who would not show named."""
    for text in (english, spanish):
        result = ruled(text)
        assert result["ruling"]["decision"] == "table_hands", text
        assert result["ruling"]["seat"] in ("1", "2")
        assert result["understood"].split(" · ")[2] in ("river", "flop")
        assert (result["floor"], result["confidence"]) == (False, "certain")
