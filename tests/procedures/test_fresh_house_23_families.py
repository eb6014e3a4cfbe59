"""House-rule families the twenty-third house round of issue 13 fixed (drawn from the twenty-third house
set, tests/procedures/data/fresh_house_23.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

from typing import Any

import pytest

from parser.other_room import told_here
from tests.support.rulings import house_decides, ruled


def _house_ruling(
    text: str, venue: str, rule: str, decision: str, seat: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The report ruled at the venue: the house rule first and its decision for the seat (whatever the floor
    flag); returned with the TDA reading of the same report, for the test to compare."""
    house = ruled(text, venue)
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == (decision, seat)
    assert house["rules"][0] == rule
    return house, ruled(text)


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("San Roque, mesa 5. Al del 2 le piden tiempo en el river, no tiene apuesta delante. El floor le da "
         "su minuto, le cuento los últimos diez segundos y ni pasa ni apuesta. ¿Qué hago con su mano?", "2"),
        ("San Roque. Le cantaron tiempo al 9 en el flop, sin apuesta delante; hice la cuenta atrás de diez "
         "segundos y nada, ni pasa ni apuesta. ¿Se le da por pasado?", "9"),
        ("San Roque. On the turn seat 4 is first to act, no bet in front of him. Someone called the clock, "
         "I counted down the final ten seconds and he neither checked nor bet. What happens to him?", "4"),
        ("San Roque rules. Clock on seat 8 on the river, nobody has bet yet; the floor counted the final "
         "ten seconds and he neither checks nor bets. Is he checked?", "8"),
    ],
)  # fmt: skip
def test_a_countdown_run_out_with_neither_check_nor_bet(text: str, seat: str) -> None:
    """San Roque 34: when the countdown ends with no decision the hand is void, bet or no bet; the staff
    applies it. "Ni pasa ni apuesta", "neither checked nor bet" after the countdown tell the time out, and
    the countdown's ten seconds are not the seconds he took. TDA 29: not facing a bet, he is checked."""
    house, tda = _house_ruling(text, "san-roque", "san-roque:34", "dead_hand", seat)
    assert house["floor"] and house["floor_reason"] == "staff_applies"
    assert house["confidence"] == "certain"
    assert tda["ruling"]["decision"] == "live_hand"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento Garrido. En el turn el 6 tiene delante una apuesta de 4.000. El del 2 pidió tiempo, el "
         "floor le dio su minuto y el 6 igualó a los 45 segundos. El del 2 dice que en TDA son 30 segundos "
         "y la mano está muerta. ¿Vale?", "6"),
        ("Garrido. En el flop el 3 tiene una apuesta de 2.000 delante. El 7 pidió tiempo, el floor le dio "
         "su minuto y el 3 se retiró a los 50 segundos. El 7 insiste en que con TDA ya estaba muerta a los "
         "30. ¿Vale el fold?", "3"),
        ("Garrido rules. Seat 5 is facing a bet of 3,000 on the river. Seat 1 called the clock, the floor "
         "gave him his minute and seat 5 called at around 45 seconds. Seat 1 says the time was up at 30 "
         "like in TDA. Is the call good?", "5"),
    ],
)  # fmt: skip
def test_a_clock_in_time_at_garrido_with_tda_claimed_against_it(text: str, seat: str) -> None:
    """Garrido 8.k: a minute and a 10-second countdown, so acting at 45 or 50 seconds is in time and the hand
    lives. A player's account of what TDA would rule ("dice que en TDA son 30 segundos", "says the time was
    up at 30 like in TDA") is no fact of this hand: its 30 seconds are not the time taken. The floor giving
    him "su minuto", "his minute", is the clock. TDA 29: 25 s + 5 s, his hand dead facing a bet."""
    house, _ = _house_ruling(text, "garrido", "garrido-2010:3.d", "live_hand", seat)
    assert "garrido-2010:8.k" in house["rules"] and house["confidence"] == "certain"


def test_a_claimed_comparison_is_dropped_by_its_clause() -> None:
    """What someone says another room or TDA would rule goes: the whole sentence when the claim opens it,
    only its clause after a comma otherwise (what the player wants stays a fact)."""
    assert told_here("El 4 paga. El 8 dice que en TDA la mano está muerta. ¿Vale?") == "El 4 paga. ¿Vale?"
    assert told_here("Seat 4 calls. Seat 8 claims it's dead like in TDA. OK?") == "Seat 4 calls. OK?"
    kept = "Quiere jugar el nuevo reparto, dice que en TDA puede. ¿Le doy cartas?"
    assert told_here(kept) == "Quiere jugar el nuevo reparto. ¿Le doy cartas?"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("San Roque, mesa 2. Declaro mano nula porque se dio la vuelta la primera carta del 4. El del "
         "asiento 7 estaba en el baño cuando repartí y vuelve ahora. Quiere cartas en la nueva mano. ¿Se "
         "las doy?", "7"),
        ("San Roque. He declarado mano nula: dos cartas boca arriba al repartir. El del 5 no estaba sentado "
         "en el reparto y acaba de volver; pide jugar. ¿Le reparto?", "5"),
    ],
)  # fmt: skip
def test_an_absent_player_asking_for_the_new_hand_after_a_misdeal(text: str, seat: str) -> None:
    """San Roque 41: the re-deal is the same deal, which no player absent from it may play. "La nueva mano",
    "declaro mano nula" tell the re-deal in the room's own words. TDA 35-C: he plays it."""
    tda = house_decides(text, "san-roque", "san-roque:41", "dead_hand", seat)
    assert tda["ruling"]["decision"] == "live_hand"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("En San Roque. River pasado entre el 2 y el 8. El 2, el primero en mostrar, tiró sus cartas boca "
         "abajo hacia delante; no llegaron a los descartes. El 8 enseñó una pareja de cincos. Ahora el 2 "
         "recupera sus cartas y enseña trío. ¿Qué hacemos?", "2"),
        ("San Roque. River checked down between seat 3 and seat 6. Seat 3, first to table, tossed his cards "
         "forward face down, nowhere near the muck. Seat 6 showed a pair of nines. Now seat 3 turns his "
         "cards over: two pair. Is his hand live?", "3"),
    ],
)  # fmt: skip
def test_the_first_to_show_throwing_his_cards_face_down(text: str, seat: str) -> None:
    """San Roque 48: cards thrown face down when it is his turn to show lose the hand, even short of the
    muck. "El primero en mostrar", "first to table" said of him tells whose turn it was, not a question of
    the order. TDA 14: still retrievable, he may table them."""
    tda = house_decides(text, "san-roque", "san-roque:48", "dead_hand", seat)
    assert tda["ruling"]["decision"] == "live_hand"


@pytest.mark.parametrize(
    "text",
    [
        'San Roque. Ciegas 100/200, en el river hay unas 9.000 en el bote. El del 5 dice "apuesto seis" sin '
        "poner fichas. El del 1 ya está contando para pagar 6.000 y el 5 dice que quería decir 600. ¿De "
        "cuánto es la apuesta?",
        'San Roque. Blinds 100/200, about 9,000 in the pot on the river. Seat 5 says "bet six" and puts '
        "nothing out. Seat 1 is already counting out chips to call 6,000; seat 5 says he meant 600. How much "
        "is the bet?",
    ],
)  # fmt: skip
def test_an_opponent_counting_chips_to_call_has_not_called(text: str) -> None:
    """San Roque 19: an amount that may mean several is read as the lowest (600). A player counting out chips
    to call ("está contando para pagar", "counting out chips to call") has not acted: the bet is asked, not
    a call of it. TDA 57: the highest reasonable amount, 6,000."""
    house = ruled(text, "san-roque")
    assert house["rules"][0] == "san-roque:19"
    assert (house["ruling"]["seat"], house["ruling"]["total"]) == ("5", 600)
    assert house["confidence"] == "certain"
    assert ruled(text)["ruling"]["total"] == 6000


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento Garrido. Quedan 4 mesas. Mi mesa tiene 9 jugadores y la 7 tiene 7. Botón en el 3, la "
         "grande en el 5. ¿Muevo o no?", "6"),
        ("Garrido rulebook. Four tables left. My table has 9 players and table 6 has 7. Button on 1, big "
         "blind on 3. Do I move someone or not?", "4"),
    ],
)  # fmt: skip
def test_whether_to_move_at_a_two_player_gap_names_who_moves(text: str, seat: str) -> None:
    """Garrido 12.a/12.b: with six tables or fewer a two-player gap is balanced, and the player due the big
    blind next moves. "¿Muevo o no?", "do I move someone or not" asks whether; the big blind told names who.
    TDA 11-D: play halts only at three short."""
    tda = house_decides(text, "garrido", "garrido-2010:12.a", "move_player", seat)
    assert tda["ruling"]["decision"] == "play_continues"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento de Garrido, mesa 8. La mano anterior el botón estaba en el 5 y en esta lo puse en el "
         "7, me salté el 6. Nos dimos cuenta con la mano ya jugada, hubo apuesta y call. ¿Dónde va el botón "
         "en la siguiente?", "6"),
        ("Garrido rules. Last hand the button was on seat 1 and this hand I put it on seat 3, skipping 2. "
         "We noticed after a bet and a call. Where does the button go next hand?", "2"),
    ],
)  # fmt: skip
def test_a_button_the_dealer_himself_moved_two_seats(text: str, seat: str) -> None:
    """Garrido 2.p3: a button moved two seats, found after action, goes next hand to the seat between. The
    dealer telling his own move ("lo puse en el 7", "I put it on seat 3") says where it went. TDA 34-A: it
    stands and moves on."""
    house_decides(text, "garrido", "garrido-2010:2.p3", "button", seat)


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("San Roque, mesa 8. El del 3 pagó en el turn y ahora está escribiendo mensajes con el móvil "
         "mientras sigue la acción. ¿Le mato la mano?", "3"),
        ("At San Roque. Seat 2 called on the turn and now he's messaging on his phone while the river "
         "action goes round. Should his hand be killed?", "2"),
    ],
)  # fmt: skip
def test_a_phone_used_by_a_player_told_to_have_called(text: str, seat: str) -> None:
    """San Roque 20/21: texting with live cards may cost the hand, the TD's call. A player told to have called
    on this street ("pagó en el turn", "called on the turn") still has his cards. TDA 5: a penalty only."""
    house, tda = _house_ruling(text, "san-roque", "san-roque:20", "dead_hand", seat)
    assert "san-roque:21" in house["rules"]
    assert house["floor"] and house["confidence"] == "unsure"
    assert tda["ruling"]["decision"] is None


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("San Roque, mesa 1. El del 5 levanta tanto las cartas que el 4 y el 6 se las han visto, preflop y "
         "sin haber hablado todavía. El 4 pide que se le mate la mano. ¿Se puede?", "5"),
        ("San Roque. El del 8 levanta tan alto las cartas que el 7 y el 9 le han visto las dos. Aún no ha "
         "hablado. ¿Le mato la mano?", "8"),
        ("San Roque. Seat 5 keeps lifting his cards way too high and seats 4 and 6 have seen both of them; "
         "he hasn't acted yet. Do I kill his hand?", "5"),
    ],
)  # fmt: skip
def test_cards_lifted_so_high_that_others_saw_them(text: str, seat: str) -> None:
    """San Roque 43: a player who shows his cards while looking at them may have his hand killed by the
    dealer or the TD: the TD's call. TDA 68: the hand stays live."""
    house, tda = _house_ruling(text, "san-roque", "san-roque:43", "dead_hand", seat)
    assert house["floor"] and house["confidence"] == "unsure"
    assert tda["ruling"]["decision"] == "live_hand"
