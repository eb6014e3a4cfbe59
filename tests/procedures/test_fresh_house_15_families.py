"""House-rule families the fifteenth house round of issue 13 fixed, each in both languages and in other words
than the fresh sets' rows (tests/procedures/data/fresh_house*.jsonl)."""

from __future__ import annotations

import pytest

from tests.support.rulings import house_decides, ruled


@pytest.mark.parametrize(
    ("text", "venue", "seat"),
    [
        ("Jugamos con Garrido. Al del 8 le pidieron tiempo y a los 50 segundos el crupier le tiró las cartas "
         "al muck. Protesta.", "garrido", "8"),
        ("Garrido rules. Seat 6 got the clock; 45 seconds in, the dealer killed his hand. He says he still "
         "had time.", "garrido", "6"),
        ("San Roque, torneo normal: le pidieron tiempo al 5, que tenía apuesta delante, y a los 45 segundos "
         "el crupier le mató la mano. ¿Está bien?", "san-roque", "5"),
        ("San Roque, regular event: seat 4 was facing a bet, the clock was called on him and 40 seconds "
         "later the dealer killed his hand. Right call?", "san-roque", "4"),
        # the time told after the call and an "and" is the clock's, not the wait before it
        ("Garrido: al del 2 le pidieron tiempo y después de 40 segundos el crupier le mató la mano.",
         "garrido", "2"),
        ("Garrido rules. They put seat 1 on the clock and after 40 seconds the dealer took his cards. He's "
         "furious.", "garrido", "1"),
    ],
)  # fmt: skip
def test_a_hand_killed_at_a_time_told_is_ruled_by_the_house_clock(text: str, venue: str, seat: str) -> None:
    """The clock called and the dealer's kill told at its second: the house clock decides whether the kill
    stands (Garrido 8.k: a minute and a 10-second count; San Roque 34: 50 seconds and a 10-second count),
    not a dealer's kill of a live hand (65); the staff applies it. TDA 29's 30 seconds would have let it
    stand facing a bet."""
    house = ruled(text, venue)
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("live_hand", seat)
    clock = "garrido-2010:8.k" if venue == "garrido" else "san-roque:34"
    assert clock in house["rules"] and "tda-2024:29" in house["rules"]
    assert house["floor"] and house["floor_reason"] == "staff_applies"


@pytest.mark.parametrize(
    "text",
    [
        "Reglamento de Garrido: ya habían hablado tres jugadores cuando el crupier cantó misdeal por error y "
        "les quitó las cartas al 4 y al 7.",
        "Garrido rules: after three players had acted preflop the dealer called a misdeal by mistake and "
        "took in the cards of seats 4 and 5.",
        "Garrido: el crupier gritó mano nula por error cuando ya habían actuado tres, y recogió las manos "
        "del 3 y del 4.",
        "Garrido: the dealer yelled misdeal after three players had acted and swept up two hands. What now?",
    ],
)
def test_a_misdeal_called_in_error_that_took_players_cards_stands_at_garrido(text: str) -> None:
    """Garrido 2: a misdeal the dealer called wrongly after action, which made players give up their cards,
    is played as valid; TDA 35-D: no misdeal once substantial action has taken place."""
    house_decides(text, "garrido", "garrido-2010:2.p4", "misdeal")


@pytest.mark.parametrize(
    "text",
    [
        "Reglamento de Garrido: di bien las dos vueltas y luego le di una carta extra al 6, la que iba a ser "
        "la quemada del flop. Nadie ha hablado. ¿Es misdeal?",
        "Garrido room. Both rounds went out fine, then I gave one extra card to seat 3, the card that would "
        "have been the flop burn. Nobody has acted yet. Is it a misdeal?",
        "Garrido: al 5 le tocó una tercera carta al terminar de repartir, la que se tenía que quemar; todos "
        "los demás bien y nadie habló.",
        "Garrido rules: the small blind got a third card at the end of the deal, the one meant to be burned "
        "before the flop; the rest of the deal was fine. No action yet.",
    ],
)
def test_one_extra_card_that_was_the_flop_burn_is_no_misdeal_at_garrido(text: str) -> None:
    """Garrido 2.d: a card too many, the one that would have been burned before the flop, after a deal
    otherwise right, is no misdeal; TDA 35-A: a wrong number of cards before action is one."""
    plain = house_decides(text, "garrido", "garrido-2010:2.d", "play_continues")
    assert plain["ruling"]["decision"] == "misdeal"


@pytest.mark.parametrize(
    "text",
    [
        "Garrido: el dealer dio la primera carta al 3 en vez de al 2 y nadie lo vio hasta que el UTG y el "
        "siguiente tiraran sus cartas. ¿Se repite?",
        "Garrido rules. The first card went to the wrong seat and we only noticed after the UTG and the next "
        "guy threw their cards away. Misdeal?",
    ],
)
def test_two_folds_told_with_the_second_player_unnamed_are_action_at_garrido(text: str) -> None:
    """Garrido 2: two players acting, folds too, is action, and after it there is no misdeal; TDA 36: two
    folds are no substantial action, so a first card to the wrong seat is a misdeal."""
    house = ruled(text, "garrido")
    assert house["ruling"]["decision"] == "play_continues" and "garrido-2010:2.g" in house["rules"]
    assert not house["floor"] and house["confidence"] == "certain"
    assert ruled(text)["ruling"]["decision"] == "misdeal"


@pytest.mark.parametrize(
    "text",
    [
        "En San Roque un señor mandó un whatsapp con las cartas en la mano en pleno turn. El de enfrente "
        "quiere que se la maten. ¿Se puede hacer?",
        "San Roque event: a lady wrote a text while holding live cards on the river. Her opponent wants her "
        "hand killed. Is that allowed?",
    ],
)
def test_a_story_asked_about_in_the_framing_words_alone_is_ruled(text: str) -> None:
    """ "¿Se puede hacer?", "Is that allowed?" after a story ask about that story, not the rule in general:
    San Roque 20/21 let the TD void a hand whose player used a phone with live cards."""
    house = ruled(text, "san-roque")
    assert house["intent"] == "ruling" and house["rules"][:2] == ["san-roque:20", "san-roque:21"]
    assert house["ruling"]["decision"] == "dead_hand" and house["floor_reason"] == "td_discretion"


@pytest.mark.parametrize(
    "text",
    [
        "Garrido: el crupier dio vuelta el turn cuando todavía faltaba hablar el del 6 en el flop. ¿Qué "
        "hacemos?",
        "Garrido room: the dealer turned over the turn while seat 2 still had to act on the flop. How do we "
        "fix it?",
    ],
)
def test_a_turn_turned_over_early_gets_garridos_own_procedure(text: str) -> None:
    """Garrido 5.d: the premature turn is set aside and the next card, after a burn, is the turn; TDA RP-5-B
    reshuffles it into the stub."""
    house_decides(text, "garrido", "garrido-2010:5.d", "redeal_board")


@pytest.mark.parametrize(
    "text",
    [
        "Reglamento de Garrido: en el turn se quemaron dos cartas sin querer y nos dimos cuenta cuando ya "
        "habían pasado el 3 y el 5. ¿Hay que arreglar algo?",
        "Garrido rules: two cards were burned before the turn by mistake and we noticed after seat 3 bet and "
        "seat 5 called. Do we fix anything?",
    ],
)
def test_two_cards_burned_found_after_action_follow_garrido(text: str) -> None:
    """Garrido 5.e: after action the board stands and the extra burn goes back on top, as if no error had
    been made; TDA 38/39-B leave the board as it is."""
    house_decides(text, "garrido", "garrido-2010:5.e", "play_continues")


@pytest.mark.parametrize(
    "text",
    [
        "Reglamento de Garrido: terminada la mano contaron el mazo y faltaban tres cartas. ¿Hay que "
        "repetirla?",
        "Garrido rules. Once the pot was pushed I counted the deck and two cards were missing. Does the hand "
        "stand?",
        "Garrido: al recontar la baraja después de la mano vimos que faltaba una carta. ¿Vale lo jugado?",
    ],
)
def test_a_deck_counted_short_leaves_the_hands_played_at_garrido(text: str) -> None:
    """Garrido 4.g: cards found missing from the deck leave every hand played, this one too, as it was; TDA
    35-E leaves a deck short to the house."""
    house_decides(text, "garrido", "garrido-2010:4.g", "play_continues")
