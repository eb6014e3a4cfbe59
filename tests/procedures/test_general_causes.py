"""Families of procedural reports that outside dealers wrote and the parser missed or misread (issue 13),
each in both languages: who shows first and the odd chip counted from the button, the clock (a tie, a
time-out with the clock's own seconds named), premature board cards, a hand killed by the dealer and its
uncalled bet, arriving at the seat, exposing cards, a retrievable folded hand, turning hands up, a count."""

from __future__ import annotations

from typing import Any

import pytest

from bot.ask import answer


def ruled(text: str, venue: str | None = None) -> dict[str, Any]:
    result = answer(text, venue=venue).result
    assert result["intent"] == "ruling", (text, result["intent"])
    return result


def decision(result: dict[str, Any]) -> tuple[str | None, str | None]:
    return result["ruling"]["decision"], result["ruling"]["seat"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Quedan el 2, el 5 y el 8 en el river, nadie apostó, el botón es el 6. ¿Quién enseña primero?", "8"),
        ("River checked around between seats 2, 5 and 8, button on seat 6. Who shows first?", "8"),
        ("Seats 1, 4 and 9 reach showdown, no bet on the river, the button is seat 9. Who shows first?", "1"),
        (
            "Llegan al showdown el 3 y el 7 sin apuestas en el river, botón en el 5. ¿Quién muestra primero?",
            "7",
        ),
    ],
)
def test_with_no_river_bet_the_first_seat_left_of_the_button_shows_first(text: str, seat: str) -> None:
    result = ruled(text)
    assert decision(result) == ("shows_first", seat)
    assert "tda-2024:17-A" in result["rules"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("El 3 y el 9 reparten el bote y sobra una ficha; el botón está en el 7", "9"),
        ("Seats 3 and 9 split the pot with an odd chip left; button is seat 7", "9"),
        ("Seats 2 and 8 chop, one odd chip, the button is on 8", "2"),
    ],
)
def test_the_odd_chip_goes_to_the_first_winner_left_of_the_button(text: str, seat: str) -> None:
    assert decision(ruled(text)) == ("odd_chip", seat)


@pytest.mark.parametrize(
    "text",
    [
        "Se le acabó el tiempo al 4 justo cuando dijo call, fue un empate con el reloj",
        "Clock ran out on seat 4 at the exact moment he said call, it's a tie",
    ],
)
def test_a_tie_with_the_clock_goes_to_the_player(text: str) -> None:
    result = ruled(text)
    assert decision(result) == ("live_hand", "4")  # the tie goes to the player: his hand lives
    assert result["ruling"]["action"] == "call"  # and the call made as the time ran out stands
    assert (result["floor"], result["floor_reason"]) == (True, "staff_applies")  # who counted judges the tie


@pytest.mark.parametrize(
    "text",
    [
        "Torneo turbo: al 4 le pidieron tiempo frente a una apuesta y se le acabaron los 30 segundos",
        "Turbo event, clock on seat 4 facing a bet, his 30 seconds ran out",
        "Turbo. Seat 4 was on the clock facing a bet and the 30 seconds expired",
    ],
)
def test_the_seconds_of_the_clock_named_are_no_time_taken(text: str) -> None:
    result = ruled(text, venue="san-roque")
    assert decision(result) == ("dead_hand", "4")
    assert result["rules"][0] == "san-roque:34"


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("El dealer sacó el turn antes de que el 6 actuara", "tda-2024:RP-5-B"),
        ("The dealer burned and turned before seat 6 had acted on the flop", "tda-2024:RP-5-B"),
        ("Dealer put out the river while seat 2 was still to act on the turn", "tda-2024:RP-5-C"),
        ("El crupier quemó y sacó el river cuando todavía le faltaba hablar al 3", "tda-2024:RP-5-C"),
    ],
)
def test_a_premature_turn_or_river_is_redealt(text: str, rule: str) -> None:
    result = ruled(text)
    assert result["ruling"]["decision"] == "redeal_board"
    assert result["rules"][0] == rule


@pytest.mark.parametrize(
    "text",
    [
        "El dealer mató la mano del 5 por error, había apostado 800 y nadie pagó",
        "Dealer accidentally mucked seat 5's hand, he had an uncalled bet of 800",
        "The dealer swept seat 5's cards into the muck by mistake; his 800 bet had not been called",
    ],
)
def test_a_hand_killed_by_the_dealer_is_dead_and_its_uncalled_bet_returned(text: str) -> None:
    result = ruled(text)
    assert decision(result) == ("dead_hand", "5")
    assert result["ruling"]["returned"] == 800
    assert "tda-2024:65-A" in result["rules"]


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        ("El jugador del 7 llegó a la mesa antes de que se repartiera la última carta", "live_hand"),
        ("Player in seat 7 got to his seat before the last card was dealt", "live_hand"),
        ("Seat 7 came back from the bathroom after the last card was dealt", "dead_hand"),
        ("El 7 volvió del baño después de repartir la última carta", "dead_hand"),
    ],
)
def test_arriving_at_the_seat_before_the_last_card_keeps_the_hand(text: str, outcome: str) -> None:
    result = ruled(text)
    assert decision(result) == (outcome, "7")
    assert "tda-2024:30" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "El 3 enseñó sus cartas al 4 con la acción pendiente",
        "Seat 3 showed his hand to seat 4 while action was pending",
    ],
)
def test_a_player_exposing_cards_with_action_pending_keeps_a_live_hand(text: str) -> None:
    result = ruled(text)
    assert decision(result) == ("live_hand", "3")
    assert "tda-2024:68" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "El 6 tiró sus cartas boca abajo en el showdown pero se pueden recuperar, están encima del muck",
        "Seat 6 threw his cards face down at showdown but they are clearly retrievable",
    ],
)
def test_a_retrievable_folded_hand_at_showdown_stays_live(text: str) -> None:
    result = ruled(text)
    assert decision(result) == ("live_hand", "6")
    assert "tda-2024:14" in result["rules"]


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        ("El 2 está all in y el 5 pagó, ¿hay que dar vuelta las cartas ya?", "table_hands"),
        ("Seat 2 is all in and seat 5 called, do we turn the hands up now?", "table_hands"),
        (
            "Seat 2 is all in, seat 5 calls and seat 7 still has to act. Do we turn the cards up?",
            "play_continues",
        ),
    ],
)
def test_hands_are_turned_up_only_once_betting_is_over(text: str, outcome: str) -> None:
    assert ruled(text)["ruling"]["decision"] == outcome


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("El 4 le pide al 8 que cuente sus fichas", "tda-2024:25"),
        ("Seat 4 asks seat 8 for a count of his stack", "tda-2024:25"),
        ("Seat 8 is all in for what looks like 12k, seat 4 asks for a count", "tda-2024:49"),
        ("El 8 va all in y el 4 pide que le cuenten las fichas", "tda-2024:49"),
    ],
)
def test_a_precise_count_only_facing_an_all_in(text: str, rule: str) -> None:
    """The rule that grants the count (49: accepted action applies) or only an estimate (25) is the answer: a
    request decides no hand."""
    result = ruled(text)
    assert result["ruling"]["decision"] is None
    assert result["rules"][:2] == ["tda-2024:60", rule]


@pytest.mark.parametrize(
    ("text", "outcome", "asked"),
    [
        ("Repartiendo se me dio vuelta una carta del 4, era la primera", "misdeal", []),
        ("The dealer flashed the first card while dealing", "misdeal", []),
        (
            "Se me dio vuelta una carta al repartir, la del asiento 6, ya habían hablado tres jugadores",
            "play_continues",
            [],
        ),
        ("El crupier enseñó una carta al repartir", "play_continues", ["first_cards"]),
        ("The dealer exposed a card while dealing", "play_continues", ["first_cards"]),
    ],
)
def test_a_card_the_dealer_exposes_on_the_deal(text: str, outcome: str, asked: list[str]) -> None:
    result = ruled(text)
    assert result["ruling"]["decision"] == outcome
    assert result["questions"] == asked
    assert result["confidence"] == ("conditional" if asked else "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Button busted last hand, seat 6 was the small blind and seat 7 the big blind. "
            "Where does the button go?",
            "6",
        ),
        (
            "Se eliminó el jugador del botón; la ciega pequeña era el 6 y la grande el 7. "
            "¿Dónde va el botón?",
            "6",
        ),
    ],
)
def test_the_dead_button_goes_to_the_old_small_blind(text: str, seat: str) -> None:
    result = ruled(text)
    assert decision(result) == ("button", seat)
    assert result["rules"][0] == "tda-2024:32"


@pytest.mark.parametrize(
    "text",
    [
        "There was a boxed card on the deal, seat 2 got it",
        "Salió una carta boca arriba en el mazo al repartir, le tocaba al 2",
    ],
)
def test_a_single_boxed_card_is_no_misdeal(text: str) -> None:
    assert ruled(text)["ruling"]["decision"] == "play_continues"


@pytest.mark.parametrize(
    ("answer_text", "outcome"),
    [
        ("El crupier enseñó una carta al repartir. Era la primera o la segunda carta repartida.", "misdeal"),
        ("El crupier enseñó una carta al repartir. No era la primera ni la segunda carta.", "play_continues"),
        ("The dealer exposed a card while dealing. It was one of the first two cards dealt.", "misdeal"),
        (
            "The dealer exposed a card while dealing. It wasn't one of the first two cards dealt.",
            "play_continues",
        ),
    ],
)
def test_the_dealers_answer_about_which_card_settles_it(answer_text: str, outcome: str) -> None:
    result = ruled(answer_text)
    assert (result["ruling"]["decision"], result["confidence"]) == (outcome, "certain")


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        ("El dealer abrió el flop y eran cuatro cartas", "random_burn"),
        ("Dealer spread the flop and there were 4 cards", "random_burn"),
        ("Flop came out with an extra card", "random_burn"),
        ("The dealer dealt the flop while the big blind was still thinking", "redeal_board"),
        ("Se quemó y se abrió el flop antes de que la ciega grande hablara", "redeal_board"),
    ],
)
def test_board_irregularities_in_other_words(text: str, outcome: str) -> None:
    assert ruled(text)["ruling"]["decision"] == outcome


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        ("Se cantó reloj al 3 y no hizo nada en los 30 segundos, tenía que pagar una apuesta", "dead_hand"),
        ("Seat 3 had a bet to call, the floor put him on the clock and he never acted", "dead_hand"),
        ("Seat 8 was in the restroom when the hand was dealt and came back on the flop", "dead_hand"),
        ("El 8 estaba en el baño cuando se repartieron las cartas y volvió en el flop", "dead_hand"),
        ("El ganador tiró sus cartas boca arriba pero el dealer se las mató", "live_hand"),
        ("The dealer killed the winning hand after it was tabled face up", "live_hand"),
        ("El jugador del 5 enseñó una carta a su vecino durante la mano", "live_hand"),
        ("Seat 5 flashed his cards to the player next to him during the hand", "live_hand"),
    ],
)
def test_clock_seat_and_tabled_hands_in_other_words(text: str, outcome: str) -> None:
    assert ruled(text)["ruling"]["decision"] == outcome


@pytest.mark.parametrize(
    "text",
    [
        "El del 3 le enseñó sus cartas al de al lado, que ya se había tirado",
        "Seat 3 showed his cards to seat 4, who had already folded",
    ],
)
def test_showing_a_hand_to_a_player_out_of_it_is_one_player_to_a_hand(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["floor"]) == (None, True)
    assert result["rules"][:2] == ["tda-2024:67", "tda-2024:71"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Going heads-up now. Last hand seat 7 was the small blind and seat 4 the big blind; 7 busted.", "4"),
        ("Empieza el heads up: la mano pasada la ciega pequeña era el 7 y la grande el 4.", "4"),
    ],
)
def test_starting_heads_up_the_last_big_blind_takes_the_button(text: str, seat: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", seat)
    assert result["rules"][0] == "tda-2024:34-B"


@pytest.mark.parametrize(
    ("text", "cause_words"),
    [
        ("Me salteé al del 6 en el reparto, no le di cartas, y nadie ha hablado", "misdeal"),
        (
            "I dealt a hand to seat 8 and there's nobody in seat 8, it's empty. Nobody has acted yet",
            "misdeal",
        ),
    ],
)
def test_a_seat_dealt_out_or_an_empty_seat_dealt_in_before_action_is_a_misdeal(
    text: str, cause_words: str
) -> None:
    assert ruled(text)["ruling"]["decision"] == cause_words


@pytest.mark.parametrize(
    "text",
    [
        "Seat 9 asks for the clock on seat 5; time ran out with seat 5 facing a bet",
        "El 9 pide tiempo al 5 y se le acabó el tiempo frente a una apuesta",
    ],
)
def test_the_clock_is_on_the_player_named_after_it_not_the_one_who_asked(text: str) -> None:
    assert decision(ruled(text)) == ("dead_hand", "5")
