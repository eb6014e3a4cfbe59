"""House-rule families the eleventh round of issue 13 fixed, each in both languages and in other words than
the fresh sets' rows (tests/procedures/data/fresh_house*.jsonl)."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.answers import fact_from_answer
from tests.support.rulings import ruled


@pytest.mark.parametrize(
    "text",
    [
        "El del 5 fue all-in y perdió contra el del 8, que le cubría. Al empujar el bote aparece una ficha "
        "de 500 escondida detrás de su botella. Todavía no he repartido la siguiente mano.",
        "seat 4 shoved the flop, got called by seat 8 who covered him, seat 8 won, and then we find a 1k "
        "chip hidden behind his card protector",
    ],
)
def test_chips_found_behind_a_lost_all_in_go_where_garrido_8e_says(text: str) -> None:
    """Garrido 8.e: chips found after a covered all-in was lost go to the player who beat him before the
    next hand, out of the tournament after it; the staff applies it (TDA 62: the TD determines whether they
    were part of the action, and may award them)."""
    garrido, plain = ruled(text, "garrido"), ruled(text)
    assert garrido["rules"][:2] == ["garrido-2010:8.e", "tda-2024:62"]
    assert (garrido["floor"], garrido["floor_reason"]) == (True, "staff_applies")
    assert garrido["confidence"] != "unsure"  # the floor applies the house rule, it does not decide
    assert "8.e" not in " ".join(plain["rules"])
    assert (plain["floor"], plain["floor_reason"]) == (True, "chips_found_behind")
    assert plain["confidence"] == "unsure"


@pytest.mark.parametrize(
    ("text", "mover"),
    [
        ("Quedan cuatro mesas. La 2 tiene 8 jugadores y la 6 tiene 6. En la 2 el que le toca poner la ciega "
         "grande en la siguiente mano es el asiento 9. ¿Muevo a alguien?", "9"),
        ("Five tables left. Table 1 has nine players, table 7 has seven. On table 1 the player due to post "
         "the big blind next is seat 3. Should I move someone?", "3"),
    ],
)  # fmt: skip
def test_the_next_big_blind_named_is_the_player_garrido_moves(text: str, mover: str) -> None:
    """Garrido 12.a/12.b: with six tables or fewer a gap of two moves the player who was to post the big
    blind at the fuller table; named by who posts it next ("el que le toca poner la ciega grande", "the player
    due to post the big blind"), he is the one moved (TDA 11-D: no move at a gap of two)."""
    garrido, plain = ruled(text, "garrido"), ruled(text)
    assert (garrido["ruling"]["decision"], garrido["ruling"]["seat"]) == ("move_player", mover)
    assert garrido["rules"][:2] == ["garrido-2010:12.a", "garrido-2010:12.b"]
    assert plain["ruling"]["decision"] == "play_continues"


@pytest.mark.parametrize(
    "text",
    [
        "El del 2 empuja una torre de 4.000 y antes de que las fichas toquen el tapete dice all in. ¿Qué "
        "vale?",
        "Seat 6 pushes out 3,000 and says all in before the chips land. What stands?",
    ],
)
def test_words_said_before_the_chips_land_stand_at_garrido(text: str) -> None:
    """Garrido 6.d: an amount announced as the chips are thrown "será válida si es dicha antes de que la
    ficha golpee el tapete" (6.p: chips are placed only once let go): the all-in binds; TDA 40-A: the chips
    were pushed first and define the bet."""
    garrido, plain = ruled(text, "garrido"), ruled(text)
    assert (garrido["ruling"]["action"], garrido["ruling"]["decision"]) == ("all_in", "binding")
    assert garrido["rules"][:3] == ["garrido-2010:6.d", "garrido-2010:6.p", "tda-2024:40-A"]
    assert garrido["house"]
    assert plain["ruling"]["action"] == "raise"
    assert "garrido-2010:6.d" not in plain["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Facing 2,000, seat 3 slides 3,000 forward, still holding the chips, and says 'ten thousand' before "
        "he lets go. What's his bet?",
        "Contra 2.000, el 3 empuja 3.000 sin soltar las fichas y dice 'diez mil' antes de soltarlas. ¿Cuánto "
        "es su apuesta?",
    ],
)
def test_words_said_before_the_chips_are_let_go_stand_at_garrido(text: str) -> None:
    """Garrido 6.p: "las fichas no están colocadas hasta que el jugador las suelta": the amount said while
    he still holds them comes first and binds (6.d), cited with 6.p."""
    garrido = ruled(text, "garrido")
    assert (garrido["ruling"]["total"], garrido["ruling"]["decision"]) == (10000, "binding")
    assert garrido["rules"][:2] == ["garrido-2010:6.d", "garrido-2010:6.p"]


@pytest.mark.parametrize(
    "text",
    [
        "Flop, el 3 apuesta 2.000 y el 5 dice 'subo' mientras la ficha va en el aire: una sola ficha de "
        "10.000. ¿Cuánto es?",
        "Flop, seat 3 bets 2,000 and seat 5 says raise while the chip is in the air, a single 10,000 chip. "
        "How much is it?",
    ],
)
def test_a_raise_said_before_a_single_chip_lands_is_a_raise_under_tda_44(text: str) -> None:
    """TDA 44: a raise with one oversized chip must be declared before the chip hits the table: said while
    it is in the air, it is a raise to the chip's value, at the TDA as at Garrido (6.d, cited there)."""
    for venue in ("tda", "garrido"):
        result = ruled(text, venue)
        assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 10000), venue
        assert "tda-2024:44" in result["rules"]


@pytest.mark.parametrize(
    ("text", "knew"),
    [
        ("Reglamento Garrido: sale otro as de picas en el river y el del 6 tiene el otro en la mano. El del "
         "6 se había dado cuenta en el flop y aun así fue all-in. ¿Qué se devuelve?", "6"),
        ("Garrido room: two kings of hearts, one on the turn and one in seat 2's hand. Seat 2 saw it on the "
         "turn, said nothing and shoved. Do we refund everybody?", "2"),
    ],
)  # fmt: skip
def test_a_player_who_knew_of_a_fouled_deck_loses_his_refund_at_garrido(text: str, knew: str) -> None:
    """Garrido 4.c: the hand is void, but a player who knew of the duplicate and bet to win the pot loses
    his refund: the rule decides and the floor applies it, on the fact that he knew (asked); TDA 35-E:
    every bet goes back, as stated."""
    garrido, plain = ruled(text, "garrido"), ruled(text)
    assert (garrido["ruling"]["decision"], garrido["ruling"]["seat"]) == ("misdeal", knew)
    assert garrido["rules"][0] == "garrido-2010:4.c"
    assert (garrido["floor_reason"], garrido["confidence"]) == ("staff_applies", "conditional")
    assert garrido["questions"] == [f"knew_fouled:seat={knew}"]
    assert plain["ruling"]["decision"] == "misdeal"
    assert (plain["confidence"], plain["questions"]) == ("certain", [])


@pytest.mark.parametrize(
    "text",
    [
        "Garrido rules. Seat 7 folds and tosses his cards, they land on seat 8's unprotected hand and get "
        "mixed. Seat 7's flipped face up on the way, so we know which are seat 8's. Can 8 play on?",
        "Reglamento Garrido. El del 7 se tira y avienta las cartas, caen encima de las del 8 y se mezclan; "
        "las del 7 quedaron boca arriba, se sabe cuáles son las del 8. ¿Sigue jugando el 8?",
    ],
)
def test_cards_thrown_onto_a_hand_are_the_incident_though_they_flipped_on_the_way(text: str) -> None:
    """Garrido 3.f: folded cards thrown onto another hand and mixed with it kill it, however surely it can be
    told apart (TDA 65-B: it stays in play); the thrown cards turning face up on the way is how they are told
    apart, no exposure to rule on."""
    garrido, plain = ruled(text, "garrido"), ruled(text)
    assert (garrido["ruling"]["decision"], garrido["ruling"]["seat"]) == ("dead_hand", "8")
    assert garrido["rules"][:2] == ["garrido-2010:3.f", "tda-2024:65-B"]
    assert plain["ruling"]["decision"] == "live_hand"


@pytest.mark.parametrize(
    "text",
    [
        "Torneo win the button en San Roque. Empatan el 5 y el 9, el botón estaba en el 3. ¿A quién le "
        "pongo el botón para la siguiente y a quién la ficha que sobra?",
        "Win the button event at San Roque: seats 5 and 9 chop, the button was on 3. Who do I give the "
        "button to, and who gets the odd chip?",
    ],
)
def test_the_next_button_asked_with_the_odd_chip_in_a_win_the_button_event(text: str) -> None:
    """San Roque 33 and 11: in a win-the-button event the odd chip of a split and the next button go to the
    first player after the button, asked together ("¿a quién le pongo el botón?", "who do I give the button
    to"); TDA 32: the button moves on (a dead button)."""
    result = ruled(text, "san-roque")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", "5")
    assert "san-roque:33" in result["rules"]


@pytest.mark.parametrize(
    ("text", "lang", "yes", "no"),
    [
        ("Reglamento Garrido: dos reinas de corazones, una en el flop y otra en la mano del 3. El del 3 lo "
         "vio y aun así subió. ¿Se le devuelve?", "es", "sí, lo sabía", "no, no lo sabía"),
        ("Garrido rules: two queens of hearts, one on the flop and one in seat 3's hand. Seat 3 saw it and "
         "raised anyway. Does he get his chips back?", "en", "yes", "no, he didn't know"),
    ],
)  # fmt: skip
def test_the_dealers_answer_settles_whether_he_knew_of_the_fouled_deck(
    text: str, lang: str, yes: str, no: str
) -> None:
    """The question Garrido 4.c leaves (did he know?) answered: yes states the ruling for certain, the seat
    losing his refund; no returns every bet, as TDA 35-E does."""
    knew = answer(f"{text} {fact_from_answer('knew_fouled', yes, lang, '3')}", venue="garrido").result
    assert (knew["ruling"]["seat"], knew["confidence"], knew["questions"]) == ("3", "certain", [])
    unaware = answer(f"{text} {fact_from_answer('knew_fouled', no, lang, '3')}", venue="garrido").result
    assert (unaware["ruling"]["decision"], unaware["ruling"]["seat"]) == ("misdeal", None)
    assert unaware["questions"] == []


@pytest.mark.parametrize(
    "text",
    [
        "Sorteo del botón en la mesa nueva: sale K♥ en el 4 y K♠ en el 9. ¿Para quién es el botón?",
        "Button draw at the new table: K♥ to seat 4, K♠ to seat 9. Who gets the button?",
    ],
)
def test_cards_drawn_for_the_button_with_suit_symbols_said_before_their_seat(text: str) -> None:
    """Garrido 8.c: the highest card, the suit breaking a tie (spades first): the cards drawn as symbols
    ("K♠") and said before the seat they went to ("en el 9", "to seat 9"); TDA has no rule: the TD's call,
    by a random method of his (RP-14)."""
    garrido, plain = ruled(text, "garrido"), ruled(text)
    assert (garrido["ruling"]["decision"], garrido["ruling"]["seat"]) == ("button", "9")
    assert garrido["rules"] == ["garrido-2010:8.c", "tda-2024:RP-14", "tda-2024:1"]  # TDA 1: what it rests on
    assert (plain["floor_reason"], plain["rules"]) == ("td_discretion", ["tda-2024:1", "tda-2024:RP-14"])


@pytest.mark.parametrize(
    "text",
    [
        "En el turn el del 8 sigue en la mano y se pone a mandar un whatsapp. El del 1 pide que le anulen la "
        "mano. ¿Se puede?",
        "Turn, seat 8 still has cards and starts sending a WhatsApp. Seat 1 wants his hand killed. Can we?",
    ],
)
def test_a_message_sent_with_live_cards_may_void_the_san_roque_hand(text: str) -> None:
    """San Roque 20-21: a player who uses the phone with cards "corre el riesgo que su mano se considere nula.
    La decisión final la tendrá el Director" (sending a message, "mandar un whatsapp"); TDA 5: a penalty."""
    house, plain = ruled(text, "san-roque"), ruled(text)
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("dead_hand", "8")
    assert (house["rules"][0], house["floor_reason"]) == ("san-roque:20", "td_discretion")
    assert plain["ruling"]["decision"] is None


@pytest.mark.parametrize(
    "text",
    [
        "Preflop con acción pendiente el del 5 levanta sus cartas muy alto y el 4 y el 6 le ven las cartas. "
        "¿Qué hago?",
        "Preflop, action pending, seat 5 lifts his cards too high and seats 4 and 6 see both. What now?",
    ],
)
def test_cards_lifted_too_high_are_the_players_own_exposure_at_san_roque(text: str) -> None:
    """San Roque 43: cards a player shows as he looks at them may cost him the hand, the TD's call; TDA 68:
    the hand stays live, a penalty perhaps."""
    house, plain = ruled(text, "san-roque"), ruled(text)
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("dead_hand", "5")
    assert (house["rules"][0], house["floor_reason"]) == ("san-roque:43", "td_discretion")
    assert plain["ruling"]["decision"] == "live_hand"


@pytest.mark.parametrize(
    "text",
    [
        "En el turn el del 2 le pide al del 7 que cuente su stack, sin ningún all-in en la mesa. El 7 no "
        "quiere. ¿Tiene que contarlo?",
        "On the turn seat 2 asks seat 7 to count his stack, no all-in anywhere. Seat 7 refuses. Does he have "
        "to?",
    ],
)
def test_a_count_of_a_rivals_stack_may_be_asked_at_any_time_at_garrido(text: str) -> None:
    """Garrido 8.h: a player may have another's stack counted (the dealer counts it if he will not), asked
    as "que cuente su stack"; TDA 60: a precise count only facing an all-in."""
    garrido, plain = ruled(text, "garrido"), ruled(text)
    assert garrido["rules"][:2] == ["garrido-2010:8.h", "tda-2024:60"]
    assert plain["rules"][0] == "tda-2024:60"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Bote partido: empatan el botón (asiento 2) y el asiento 6, sobra una ficha de 25. Mi compañero "
         "dice que va al primero a la izquierda del botón. ¿Para quién es?", "2"),
        ("Split pot: the button (seat 2) tied with seat 6, one odd 25 chip left. My colleague says it goes "
         "first left of the button. Who gets it here?", "2"),
        ("Bote partido entre el asiento 3 y el 6, botón en el 2. Sobra una ficha de 25 y el compañero dice "
         "que en San Roque va de otra manera. ¿Para quién?", "3"),
    ],
)  # fmt: skip
def test_the_odd_chip_goes_nearest_the_button_among_the_seats_that_split(text: str, seat: str) -> None:
    """San Roque 31: "la mano más cercana del botón", the button's own hand when it is one of them (told in
    brackets: "el botón (asiento 2)"); words read as players beside the seats ("el compañero dice",
    "en San Roque va") split no pot. TDA 20-A: the first seat left of the button."""
    house = ruled(text, "san-roque")
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("odd_chip", seat)
    assert house["rules"][:2] == ["san-roque:31", "tda-2024:20-A"]


@pytest.mark.parametrize(
    "text",
    [
        "Mesa 6 con Garrido: el botón, asiento 2, mira sus cartas cuando le toca y solo tiene una. Antes "
        "pagaron el 5 y el 7 y subió el 8. ¿Se le da la que falta?",
        "Garrido room. The button, seat 2, only looks at his cards when it's his turn and only has one card. "
        "Seats 5 and 7 called and seat 8 raised before him. Do I give him the missing card?",
    ],
)
def test_a_button_who_looked_at_his_turn_holds_his_short_hand_at_garrido(text: str) -> None:
    """Garrido 4.f: a player who looks at his cards only at his turn answers for an illegal hand, dead once
    there was action, the button short a card too; TDA 37: the button's missing card is dealt him while he
    has not acted (a live hand)."""
    garrido, plain = ruled(text, "garrido"), ruled(text)
    assert (garrido["ruling"]["decision"], garrido["ruling"]["seat"]) == ("dead_hand", "2")
    assert garrido["rules"][:2] == ["garrido-2010:4.f", "garrido-2010:2.d"]
    assert "tda-2024:37" in garrido["rules"] and garrido["house"]
    assert (plain["ruling"]["decision"], plain["rules"][0]) == ("live_hand", "tda-2024:37")


@pytest.mark.parametrize(
    "text",
    [
        "Reglamento Garrido. El del 3 tiene una apuesta delante y lleva tres minutos pensando; se pide reloj "
        "y el 3 paga a los 45 segundos. ¿Mano viva?",
        "Garrido rules. Seat 3 has a bet to face and tanks three minutes; the clock gets called and seat 3 "
        "calls at 45 seconds. Live hand?",
    ],
)
def test_a_call_inside_the_garrido_minute_is_in_time(text: str) -> None:
    """Garrido 8.k: the clock is a minute and a 10-second countdown, applied by the staff; a call at 45
    seconds is in time, the hand live (TDA 29: 25 + 5 seconds). The clock asked in more words ("se pide
    reloj", "the clock gets called")."""
    garrido = ruled(text, "garrido")
    assert (garrido["ruling"]["decision"], garrido["ruling"]["seat"]) == ("live_hand", "3")
    assert "garrido-2010:8.k" in garrido["rules"] and "tda-2024:29" in garrido["rules"]
    assert garrido["floor_reason"] == "staff_applies"


@pytest.mark.parametrize(
    "text",
    [
        "oye el del cuatro ha dado un golpecito en la mesa uno solo, el dealer lo ha cantado como check y él "
        "dice que estaba pensando que él quería apostar; aquí check son dos golpes, ¿qué hacemos?",
        "so seat four tapped the table just once, the dealer called it a check, and he says he was thinking "
        "he wanted to bet; here a check is two taps, what do we do?",
    ],
)
def test_one_tap_the_dealer_called_a_check_while_the_player_was_thinking(text: str) -> None:
    """Garrido 6.e: a check is two taps, so one tap is no check (TDA 3: tapping is a check); "estaba
    pensando que él quería apostar" is the player thinking, no hand thrown away believing it won (15-B)."""
    garrido, plain = ruled(text, "garrido"), ruled(text)
    assert (garrido["ruling"]["decision"], garrido["ruling"]["seat"]) == ("not_binding", "4")
    assert garrido["rules"] == ["garrido-2010:6.e", "tda-2024:3"]
    assert (plain["ruling"]["action"], plain["ruling"]["decision"]) == ("check", "binding")


@pytest.mark.parametrize(
    "text",
    [
        "En mi mesa el del 2 y el del 9 se hablan en ruso mientras el 9 está en la mano. ¿Se lo digo?",
        "At my table seat 2 and seat 9 keep speaking Russian to each other while seat 9 is still in the "
        "hand. Do I stop them?",
    ],
)
def test_another_language_at_the_table_is_san_roque_18s_for_the_staff_to_apply(text: str) -> None:
    """San Roque 18: only Spanish and English at the table: the house rule decides and the staff applies
    it; TDA 6 leaves the accepted languages to the house and 67 (one player to a hand) to the TD. Told of
    one's own table ("en mi mesa", "at my table") it is a report, not a rule question."""
    house, plain = ruled(text, "san-roque"), ruled(text)
    assert house["rules"][:2] == ["san-roque:18", "tda-2024:6"]
    assert (house["floor_reason"], house["confidence"]) == ("staff_applies", "certain")
    assert (plain["rules"][0], plain["floor_reason"]) == ("tda-2024:6", "td_discretion")
    # Garrido 1.b admits every official language of the territory: whether this one is, the TD's call
    garrido = ruled(text, "garrido")
    assert (garrido["rules"][0], garrido["floor_reason"]) == ("garrido-2010:1.b", "td_discretion")
