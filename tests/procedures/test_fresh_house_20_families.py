"""House-rule families the twentieth house round of issue 13 fixed (drawn from the twentieth house set,
tests/procedures/data/fresh_house_20.jsonl), each in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import house_decides, ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento Garrido. Repartí bien las dos vueltas y al acabar le solté una carta más al asiento 8, "
         "la que tocaba quemar. Todavía no habló nadie. ¿Qué hago?", "8"),
        ("Reglamento Garrido. Después de las dos vueltas le di una carta adicional al 8, la que iba a ser la "
         "quemada. No ha hablado nadie.", "8"),
        ("Garrido rules. After giving everyone their two cards properly I dealt an additional card to seat "
         "3, the one meant to be the burn. No action yet, do I redeal?", "3"),
    ],
)  # fmt: skip
def test_one_card_more_that_was_the_burn_is_no_misdeal(text: str, seat: str) -> None:
    """Garrido 2.d: one card too many to a player, the one that would have been burnt before the flop, after a
    deal otherwise right, is no misdeal: it serves as the burn ("una carta más al", "an additional card" told
    as the card given). TDA 35-A-5: a wrong number of cards before substantial action is a misdeal."""
    tda = house_decides(text, "garrido", "garrido-2010:2.d", "play_continues", seat)
    assert tda["ruling"]["decision"] == "misdeal"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Garrido. En la mano que acabamos de terminar el dealer movió el botón del 6 al 8, sin pasar por el "
         "7, y hubo apuestas en todas las calles. Lo vemos antes de repartir. ¿Dónde va el botón?", "7"),
        ("Garrido rules. In the hand that just ended the button jumped from seat 5 to seat 7, skipping 6; "
         "it was played to the end with bets. We only noticed now, before the next deal. Where now?", "6"),
        ("House rules are Garrido. The hand that just finished had the button moved from 1 to 3 by mistake, "
         "and we played it all the way through. Where do I put the button now?", "2"),
    ],
)  # fmt: skip
def test_a_button_moved_two_seats_in_the_hand_just_played_goes_between(text: str, seat: str) -> None:
    """Garrido 2.p3-b: a button moved two seats by mistake, found on the next hand, is set on the seat in
    between; the hand played is told as the one "que acaba de terminar", "se jugó completa", "just ended",
    "played all the way through" (TDA 34-A: the error stands once the hand was played)."""
    tda = house_decides(text, "garrido", "garrido-2010:2.p3", "button", seat)
    assert tda["ruling"]["decision"] == "play_continues"


@pytest.mark.parametrize(
    ("text", "nearest", "left"),
    [
        ("San Roque, mesa de 10. Se divide el bote entre el asiento 6 y el asiento 2, botón en el 7. Sobra "
         "una ficha. Uno dice que la ficha va a la mano más cercana al botón y el otro que no.", "6", "2"),
        ("San Roque rules. Pot split between seat 3 and seat 8, button on 4. One odd chip over. Seat 3 says "
         "it goes to the hand closest to the button and seat 8 disagrees. Who gets it?", "3", "8"),
    ],
)  # fmt: skip
def test_the_button_named_as_a_place_is_no_hand_in_a_split(text: str, nearest: str, left: str) -> None:
    """San Roque 31: the odd chip to the hand nearest the button, the first on its left asked as the other
    reading; the split told by its two seats ("se divide el bote entre el 6 y el 2") names the hands, and
    "la mano más cercana al botón y...", "closest to the button and..." name no hand of the button's
    player (TDA 20-A: the first seat on the button's left)."""
    house, tda = ruled(text, "san-roque"), ruled(text)
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("odd_chip", nearest)
    assert house["rules"][0] == "san-roque:31" and house["confidence"] == "conditional"
    assert (tda["ruling"]["decision"], tda["ruling"]["seat"]) == ("odd_chip", left)


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento Garrido. El del 7 se retiró antes del flop y, con el 2 y el 10 todavía jugando, le dejó "
         "ver sus cartas al 6, que tampoco seguía en la mano.", "7"),
        ("Garrido rules. Seat 2 folded preflop and, with seats 6 and 9 still in the hand, showed both his "
         "cards to seat 3, who had folded too. Nobody else saw them.", "2"),
    ],
)  # fmt: skip
def test_a_folded_player_showing_his_cards_mid_hand_is_one_player_to_a_hand(text: str, seat: str) -> None:
    """Garrido 7.f: cards one player saw are shown to the whole table, the penalty the TD's (16.g); the one
    who folded and then showed ("se retiró antes del flop y... le dejó ver", "folded preflop and... showed")
    is the player ruled on, not one still in the hand. TDA 67, one player to a hand, the penalty the TD's
    (71)."""
    house, tda = ruled(text, "garrido"), ruled(text)
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == (None, seat)
    assert house["rules"][0] == "garrido-2010:7.f" and "tda-2024:67" in house["rules"] and house["floor"]
    assert tda["rules"] == ["tda-2024:67", "tda-2024:71"] and tda["ruling"]["seat"] == seat


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento Garrido. River: apuesta el 3, paga el 9 y enseña color. El 3 tira su mano sin "
         "enseñarla, el crupier todavía no la recogió, y el 9 pide que la enseñen. ¿Tiene derecho?", "3"),
        ("Garrido rules. River: seat 4 bets, seat 8 calls and tables two pair. Seat 4 throws his hand away "
         "face down, dealer hasn't scooped it yet. Seat 8 wants them shown. Does he get to see them?", "4"),
    ],
)  # fmt: skip
def test_a_request_to_see_the_mucked_bettor_is_refused_at_garrido(text: str, seat: str) -> None:
    """Garrido 7.e: players may not ask to see a losing hand unless someone is all-in; the request told as the
    showing wanted ("pide que la enseñen", "wants them shown") is the request, not the mucked hand's fate. TDA
    18-B: the river caller may have the last aggressor's hand tabled."""
    house, tda = ruled(text, "garrido"), ruled(text)
    assert house["rules"] == ["garrido-2010:7.e", "tda-2024:18-B"] and house["ruling"]["decision"] is None
    assert house["ruling"]["seat"] == seat and house["house"]["tda"]["rule"] == "tda-2024:18-B"
    assert tda["rules"] == ["tda-2024:18-B"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento Garrido, quedan tres mesas: la 2 tiene 9 jugadores y la 4 tiene 7. En la 2 el botón "
         "está en el 1, ciega pequeña el 2 y ciega grande el 3. ¿Movemos a alguien, y a quién?", "4"),
        ("Garrido rules. Three tables to go: table 4 has 9 players, table 1 has 7. Table 4: button seat 7, "
         "SB 8, BB 9. Do we move anyone, and if so who?", "10"),
    ],
)  # fmt: skip
def test_who_moves_asked_with_the_move_is_the_seat_after_the_big_blind(text: str, seat: str) -> None:
    """Garrido 12.a/12.b: six tables or fewer and a gap of two, so a player moves: the one due to post the big
    blind next at the fuller table, the seat after the big blind told (asked whether it is empty); "¿y a
    quién?", "and if so who" ask who moves, not only whether."""
    house = ruled(text, "garrido")
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("move_player", seat)
    assert house["rules"][:2] == ["garrido-2010:12.a", "garrido-2010:12.b"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("San Roque turbo, 10-minute levels. Seat 3 had been tanking over a minute facing a shove; time "
         "was called, he got the 30 seconds and the countdown and nothing, still holding his cards.", "3"),
        ("San Roque, turbo de 10 minutos. El del 8 llevaba más de un minuto pensando contra una apuesta, "
         "le pidieron tiempo, le dimos los 30 segundos, la cuenta y nada, sigue con sus cartas en la mano.",
         "8"),
    ],
)  # fmt: skip
def test_the_time_given_then_nothing_done_is_the_clock_run_out(text: str, seat: str) -> None:
    """San Roque 34 (turbo: 30 s and a 5 s countdown): no decision by the countdown's end voids the hand, the
    staff applying it; the seconds told are the time given, and "y nada, sigue con sus cartas en la mano",
    "and nothing, still holding his cards" tell that it ran out (not an action in time)."""
    house = ruled(text, "san-roque")
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("dead_hand", seat)
    assert house["rules"][0] == "san-roque:34" and house["floor"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("San Roque, mesa 4. Canté misdeal porque la primera carta fue a otro asiento. El del 7, que no "
         "estaba cuando repartió mi compañero y tenía la mano muerta, se acaba de sentar. ¿Le damos "
         "cartas en el nuevo reparto?", "7"),
        ("San Roque. Misdeal called, the first card went to the wrong seat. The player in 7, who wasn't "
         "there when I dealt and had a dead hand, has just sat down. Does he get cards in the redeal?",
         "7"),
    ],
)  # fmt: skip
def test_a_player_away_at_the_deal_plays_no_redeal(text: str, seat: str) -> None:
    """San Roque 41: the re-deal is the same deal, and players who were absent do not play it; the absence
    told as the dealer's own deal ("no estaba cuando repartió", "wasn't there when I dealt") is the player's
    arrival, not the misdeal's cause. TDA 35-C: players dealt in while away get cards in the re-deal."""
    tda = house_decides(text, "san-roque", "san-roque:41", "dead_hand", seat)
    assert tda["ruling"]["decision"] == "live_hand" and tda["rules"][0] == "tda-2024:35-C"
