"""Families the fourth round on the older fresh sets (issue 13, sets 1-20) fixed, each in both languages and
in other words than the sets' rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("En el river el del 8 apostó 5.000 y antes de que el 3 hablara tiró sus cartas al muck creyendo "
         "que había ganado; ya están mezcladas.", "8"),
        ("River: seat 8 fired out 5,000, and before seat 3 could say anything, 8 threw his cards into the "
         "muck thinking he'd won. They're mixed in, can't get them back.", "8"),
        ("Seat 5 shoved the river, seat 1 was still deciding, and 5 flung his cards face down into the muck "
         "like it was over. Mixed in now.", "5"),
    ],
)  # fmt: skip
def test_the_hand_thrown_away_is_the_bettors_not_a_seat_named_beside_it(text: str, seat: str) -> None:
    """15-B: the player who bet and threw his cards away is the one the words are about; a seat named in a
    clause beside them ("antes de que el 3 hablara", "seat 1 was still deciding") is the one still to act,
    and a bare number right before the verb ("and 5 flung") names the thrower."""
    result = ruled(text)
    assert result["facts"]["incident"] == "discard_before_end"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["rules"][0] == "tda-2024:15-B"


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("The lad who mucked on the flop wants me to run out the turn and river so he can see what he "
         "missed. Am I allowed to?", "tda-2024:28"),
        ("Se tiró en el flop y ahora quiere que le saque el turn y el river para ver qué ligaba. ¿Tengo que "
         "hacerlo?", "tda-2024:28"),
        ("Un jugador de la mesa 6 me pidió que le contara el bote antes de decidir si paga. ¿Tengo que "
         "hacerlo?", "tda-2024:54-A"),
    ],
)  # fmt: skip
def test_a_player_asking_the_teller_to_act_tells_a_situation(text: str, rule: str) -> None:
    """A player who asks the teller to do something ("wants me to run it out", "me pidió que le contara el
    bote") makes the teller the staff at his table: the question after it asks for a ruling on that table,
    not the rule in general, and "antes de decidir" is that player's decision, not the teller's."""
    result = ruled(text)
    assert result["rules"][0] == rule


@pytest.mark.parametrize(
    "text",
    [
        "The floor asked me to take my cap off at the table, is that a rule?",
        "El floor me pidió que me quitara la gorra en la mesa, ¿eso es una norma?",
    ],
)
def test_the_staff_asking_the_teller_leaves_a_players_question(text: str) -> None:
    """Asked by the floor ("the floor asked me to"), the teller is a player asking if that is the rule."""
    assert answer(text).result["intent"] == "question"


@pytest.mark.parametrize(
    "text",
    [
        "Knocked the stub off the table after the turn, cards all over the felt, the burns and muck are "
        "still apart. How do I go on?",
        "Se me cayó el resto del mazo después del turn, las cartas quedaron desparramadas, las quemadas y el "
        "muck siguen aparte. ¿Cómo sigo?",
    ],
)
def test_a_dealer_telling_he_dropped_the_stub_without_saying_i_tells_a_situation(text: str) -> None:
    """RP-4: "Knocked the stub off..." is the dealer's own act with the pronoun left out, as "se me cayó"
    is: a situation at his table, not a question about the rule."""
    result = ruled(text)
    assert result["facts"]["incident"] == "disordered_stub"
    assert result["rules"][0] == "tda-2024:RP-4"


def test_an_english_word_after_table_is_no_spanish_number() -> None:
    """ "the table once I'm all in": "once" is eleven only after a Spanish namer ("mesa once"); after "table"
    it is the English word, and the player's "can I" asks the rule (31), naming no table."""
    question = answer("can I leave the table once I'm all in and called").result
    assert question["intent"] == "question"
    assert question["rules"][0] == "tda-2024:31"
    # "mesa once" still names table 11: a player of that table is ruled on
    for text in (
        "Mesa once: el del 3 está all in y pagado y se fue a la barra antes del river.",
        "Table 11: seat 3 is all in and called and walked off to the bar before the river.",
    ):
        result = ruled(text)
        assert result["ruling"]["seat"] == "3" and result["rules"][0] == "tda-2024:31"
