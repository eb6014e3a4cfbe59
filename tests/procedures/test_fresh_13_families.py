"""Families the thirteenth round of issue 13 fixed, each in both languages and in other words than the fresh
sets' rows (tests/procedures/data/fresh_*.jsonl)."""

from __future__ import annotations

import pytest

from bot.ask import answer
from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Seat 7 tells me he's holding three cards, yes three cards, and UTG and UTG+1 have both folded, "
         "nobody has put a chip in.", "7"),
        ("El del 8 dice que tiene tres cartas, sí, tres cartas, y ya se tiraron el UTG y el siguiente; nadie "
         "metió fichas.", "8"),
    ],
)  # fmt: skip
def test_the_cards_a_player_holds_are_no_bet_of_his(text: str, seat: str) -> None:
    """35-A-5: "tiene tres cartas" is a wrong card count, not a bet of 3; two folds are no substantial action
    (36), so the hand is a misdeal."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("misdeal", seat)
    assert "tda-2024:35-D" not in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Seat 2 finds three cards in his hand. In front of him there were two calls and a fold already.",
        "El 9 se encuentra con tres cartas; antes de él ya hubo dos calls y un fold.",
    ],
)
def test_calls_counted_as_nouns_are_actions(text: str) -> None:
    """36: "two calls and a fold" are three actions, two of them with chips: substantial action, so the hand
    with the wrong count is dead, no misdeal (35-D)."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "dead_hand"


@pytest.mark.parametrize(
    "text",
    [
        "Second round of the deal, I turned up seat 4's card and seat 9's as well, two down cards face up. "
        "Nobody has acted.",
        "Repartiendo la segunda vuelta se me voltearon la del 4 y la del 9, dos cartas tapadas boca arriba. "
        "Nadie ha hablado.",
    ],
)
def test_two_downcards_exposed_on_the_deal_are_a_misdeal(text: str) -> None:
    """35-A: two or more cards exposed by the dealer on the deal, no action yet: misdeal."""
    assert ruled(text)["ruling"]["decision"] == "misdeal"


@pytest.mark.parametrize(
    ("text", "hands"),
    [
        ("The floor handed seat 6 a two-round penalty and we're 7-handed. How many hands is he out?", "14"),
        ("Al del 3 le pusieron dos rondas de castigo, somos 6. ¿Cuántas manos se pierde?", "12"),
    ],
)
def test_a_penalty_length_told_by_the_players_at_the_table(text: str, hands: str) -> None:
    """71: a missed-round penalty is one hand per player at the table each round (the offender counted)."""
    result = answer(text).result
    assert result["ruling"]["decision"] is None and result["rules"][0] == "tda-2024:71-A"
    assert f" {hands} " in result["reply"]


@pytest.mark.parametrize(
    "text",
    [
        "Seat 3, talking: I called the river, the bettor tabled, I tossed my cards face down and they went "
        "into the muck, but now I want to see the bettor's other card. Seat 3 has that right?",
        "Habla el del asiento 2: pagué el river, el otro mostró, solté mis cartas boca abajo y el dealer las "
        "recogió, pero ahora quiero ver las del que apostó. ¿El 2 tiene derecho?",
    ],
)
def test_a_caller_who_mucked_face_down_has_no_right_to_see(text: str) -> None:
    """18-A: the player who mucked face down without tabling lost the right to ask to see a hand; what he
    mucked is not the question."""
    result = ruled(text)
    assert result["rules"][0].startswith("tda-2024:18")
    assert (result["ruling"]["decision"], result["floor"], result["confidence"]) == (None, False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000. Seat 2 opens from the button, seat 6 calls from the big blind. Turn: seat 6 shoves "
        "and seat 2 calls, nobody else is in. Seat 2 won't turn his hand over till the river is out. Can he?",
        "Ciegas 500-1000. El del 3 sube desde el botón, el del 7 paga desde la grande. En el flop el 7 va "
        "all in y el 3 paga, no queda nadie más. El 3 no quiere enseñar hasta el river. ¿Puede?",
    ],
)
def test_a_blind_said_of_a_numbered_player_is_no_other_player(text: str) -> None:
    """16: "calls from the big blind" says where seat 6 sits; with the all-in called heads up every hand is
    tabled."""
    assert ruled(text)["ruling"]["decision"] == "table_hands"


@pytest.mark.parametrize(
    "text",
    [
        "Chop between seats 2 and 8 with the button on 5, and a side pot between the same two. One odd chip "
        "in each pot: who gets them?",
        "Cortan el 3 y el 9, botón en el 6, y hay un bote lateral entre los mismos dos. Sobra una ficha en "
        "cada bote, ¿a quién?",
    ],
)
def test_an_odd_chip_with_a_side_pot_cites_the_side_pots_rule(text: str) -> None:
    """20-A and 21: each side pot is split apart, its odd chip going the same way."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "odd_chip"
    assert {"tda-2024:20-A", "tda-2024:21"} <= set(result["rules"])


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("En la 8 la dealer abrió el river con el del 2 todavía pensando si pagaba el turn.", "RP-5-C"),
        ("Dealer on 5 opened the turn with seat 7 still thinking about the flop bet.", "RP-5-B"),
    ],
)
def test_a_card_opened_with_a_player_still_thinking_is_premature(text: str, rule: str) -> None:
    """RP-5: a board card opened while a player was still to act goes back to the stub."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "redeal_board"
    assert result["rules"][0] == f"tda-2024:{rule}"


@pytest.mark.parametrize(
    "text",
    [
        "Burning for the turn, two cards came off stuck together. The turn is out and there's been a bet and "
        "a call.",
        "Al quemar para el river salieron dos cartas pegadas; el river ya está arriba y hubo apuesta y call.",
    ],
)
def test_two_cards_stuck_together_on_the_burn_are_two_burns(text: str) -> None:
    """38: one burn a street; with action taken on the card dealt, play goes on."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "play_continues"
    assert "tda-2024:38" in result["rules"]


@pytest.mark.parametrize(
    ("text", "street"),
    [
        ("The dealer burned two cards before the flop, and there has been a check and a bet.", "flop"),
        ("La crupier quemó dos cartas antes del flop y ya hubo un check y una apuesta.", "flop"),
    ],
)
def test_a_burn_before_a_street_is_that_streets(text: str, street: str) -> None:
    """The burn before the flop is the flop's: the action told after it is the flop's, not pre-flop."""
    assert answer(text).result["facts"]["street"] == street


@pytest.mark.parametrize(
    "text",
    [
        "Dealing the first hand of the level the first card went to the button, not the small blind. No one "
        "has looked.",
        "Mesa 2: la primera carta le llegó al botón en vez de a la ciega chica y nadie miró sus cartas.",
    ],
)
def test_the_first_card_to_the_wrong_seat_is_a_misdeal(text: str) -> None:
    """35-A-2: a misdeal named by its cause's words alone."""
    assert ruled(text)["ruling"]["decision"] == "misdeal"


@pytest.mark.parametrize(
    "text",
    [
        "Dealing at table 3, the first card popped up on its way to the small blind and everybody saw it. "
        "Nobody has acted.",
        "Repartiendo se me levantó una carta, la primera, la del asiento 2, y la vio todo el mundo. "
        "Nadie habló.",
    ],
)
def test_the_first_card_flashed_on_the_deal_is_a_misdeal(text: str) -> None:
    """35-A-7: one of the first two cards exposed by the dealer, no action yet."""
    assert ruled(text)["ruling"]["decision"] == "misdeal"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Seat 4 on the button raised the turn and then told me he only has one hole card. Live?", "4"),
        ("El del botón, el 7, apostó en el flop y después dice que tiene una sola carta tapada.", "7"),
    ],
)
def test_a_button_short_a_card_who_acted_is_dead(text: str, seat: str) -> None:
    """37: the button's missing card is replaced only while he has not acted."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)


@pytest.mark.parametrize(
    "text",
    [
        "Late registration sent me a player for the empty seat 3; the button is on 2 and the small blind on "
        "4. Deal him in?",
        "Registro tardío: me mandan un jugador para el asiento vacío, el 6; el botón está en el 5 y la chica "
        "en el 7. ¿Le reparto?",
    ],
)
def test_a_late_entrant_between_the_blind_and_the_button_is_a_new_player(text: str) -> None:
    """8-A: a late entrant is dealt in except between the small blind and the button; no misdeal."""
    result = ruled(text)
    assert result["rules"][0] == "tda-2024:8-A"
    assert result["ruling"]["decision"] != "misdeal"


@pytest.mark.parametrize(
    "text",
    [
        "I dealt a hand to the empty seat 9; when I noticed, I think three or four players had already "
        "called or folded.",
        "Le repartí al asiento 9 que estaba vacío; cuando me di cuenta ya habían hablado creo que tres. "
        "¿Qué hago?",
    ],
)
def test_actions_counted_after_the_verb_or_already_are_substantial(text: str) -> None:
    """35-A-3 and 36: three actions made it substantial, so the hand is played on, no misdeal."""
    assert ruled(text)["ruling"]["decision"] == "play_continues"


@pytest.mark.parametrize(
    "text",
    [
        "I put out the river without burning a card, it's face up and nobody has acted on it.",
        "Saqué el turn sin quemar, ya está boca arriba y nadie ha hablado en el turn.",
    ],
)
def test_a_turn_or_river_dealt_unburnt_is_the_tds_call(text: str) -> None:
    """39-B's random burn is the flop's; for a later street no rule says how: the TD keeps it random."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["floor"]) == (None, True)
    assert "tda-2024:RP-14" in result["rules"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Al del 4 le llegó una sola carta, y antes de que avisara ya habían pagado dos y subido uno.", "4"),
        ("Seat 6 was left with just one card; before he said so two players had called and one had raised.",
         "6"),
    ],
)  # fmt: skip
def test_a_hand_short_a_card_after_substantial_action_is_dead(text: str, seat: str) -> None:
    """35-D: after substantial action a hand with the wrong number of cards is dead."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("El del 3 enseñó trío en la mesa y la crupier lo mezcló con los descartes sin mirar; era la mejor "
         "mano.", "3"),
        ("Seat 8 tabled a flush face up and the dealer swept it in with the discards. It was the best hand.",
         "8"),
    ],
)  # fmt: skip
def test_a_tabled_hand_swept_with_the_discards_stays_live(text: str, seat: str) -> None:
    """13-C: a hand tabled and clearly read that the dealer kills is still the winner; the floor decides."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"][0].startswith("tda-2024:13")


@pytest.mark.parametrize(
    "text",
    [
        "I got the board wrong and pushed the pot to seat 3, but seat 5 had the better hand and said so.",
        "Leí mal la mesa y le di el bote al 4, pero el 6 tenía escalera y protestó enseguida.",
    ],
)
def test_a_pot_pushed_on_a_misread_board_is_a_dispute(text: str) -> None:
    """22: a claim on a pot awarded on a misread is the floor's, in time before the next hand's riffle."""
    result = ruled(text)
    assert result["rules"][0] == "tda-2024:22" and result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "Se rompe la mesa 3 y el del 8 no está, se fue a fumar. ¿Qué hacemos con sus fichas?",
        "Table 2 is breaking and seat 5 has wandered off, his chips are on the table. What do we do?",
    ],
)
def test_a_player_absent_at_a_table_break_gets_a_drawn_seat(text: str) -> None:
    """RP-16 and 10: staff move his chips to the seat drawn for him, as for every player of the table."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "move_player"
    assert {"tda-2024:RP-16", "tda-2024:10"} <= set(result["rules"])


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "I accidentally mucked seat 4's cards with the discards; she bet 2,000 and nobody had called.",
            "4",
        ),
        (
            "Metí sin querer las cartas del 4 con los descartes; había apostado 2.000 y nadie había pagado.",
            "4",
        ),
    ],
)
def test_a_hand_the_dealer_tells_he_killed_is_dead(text: str, seat: str) -> None:
    """65-A: a hand the dealer killed by mistake is dead, told in the dealer's own words."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["rules"][0] == "tda-2024:65-A"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("River: seat 1 bets, then throws his cards away thinking everyone had folded, but seat 5 still has "
         "cards and hasn't acted.", "1"),
        ("En el river el 2 apuesta y tira sus cartas creyendo que todos se habían tirado, pero el 7 todavía "
         "tiene cartas y no habló.", "2"),
    ],
)  # fmt: skip
def test_cards_thrown_away_thinking_everyone_folded_are_a_discard_before_the_end(
    text: str, seat: str
) -> None:
    """15-B: a bettor who discards thinking the hand is over; what stands of his bet is the floor's to say."""
    result = ruled(text)
    assert result["ruling"]["seat"] == seat and result["rules"][0] == "tda-2024:15-B"
    assert result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "I'm seat 5. I called the river, seat 2 says flush so I threw mine in and the dealer mucked them; he "
        "only had a pair. Do I get the pot?",
        "Soy el del 5. Pagué el river, el 2 canta color, tiré las mías y el dealer las mandó al muck; solo "
        "tenía pareja. ¿El bote es mío?",
    ],
)
def test_the_tellers_own_muck_after_a_miscalled_hand_is_his(text: str) -> None:
    """13-B, 12, 14: the caller who mucked on another's miscall has no hand; the miscall is the TD's to
    penalise. The mucked hand is the teller's own, not the player named last."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", "5")
    assert {"tda-2024:14", "tda-2024:12"} <= set(result["rules"])
