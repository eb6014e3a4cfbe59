"""Families the eighteenth round of issue 13 fixed (drawn from the seventeenth fresh set,
tests/procedures/data/fresh_incidents_17.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    "text",
    [
        "Seat 2 already mucked and now he's telling loudly that the button threw away pocket queens, while "
        "seat 6 is still deciding. Ruling?",
        "El del 4 ya no está en la mano y anda diciendo en voz alta lo que tiró el del 9, y el 2 todavía no "
        "ha hablado. ¿Qué hago?",
    ],
)
def test_a_player_out_of_the_hand_telling_aloud_what_was_folded_is_conduct(text: str) -> None:
    """67: a player not in the hand who tells the table ("telling loudly", "anda diciendo en voz alta lo que
    tiró") what another folded, with action pending, breaks one player to a hand; the penalty is the TD's
    (71). No fold of his to rule."""
    result = ruled(text)
    assert result["rules"] == ["tda-2024:67", "tda-2024:71"]
    assert (result["floor"], result["confidence"]) == (True, "unsure")
    assert result["ruling"]["action"] is None


@pytest.mark.parametrize(
    "text",
    [
        "Seat 8's card came up face up as I pitched it, he thinks it was on the second lap, just that one. "
        "No action yet. Do we carry on?",
        "Se me volteó una carta repartiendo, la dealer cree que fue en la segunda vuelta, solo esa. Nadie ha "
        "hablado. ¿Mano nula o seguimos?",
    ],
)
def test_a_single_exposed_card_the_dealer_only_believes_was_not_among_the_first_two(text: str) -> None:
    """35-A-7: one card exposed by the dealer is no misdeal unless it was one of the first two; "she thinks
    it was on the second round" is the fact the ruling turns on, believed: play continues if it holds."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"] == ["tda-2024:35-A"]
    assert result["confidence"] == "conditional"
    assert result["questions"][0].startswith("confirm_fact")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 6 only has one card, found after a bet and two calls. I'm not told if seat 6 is the button. "
        "Is his hand dead?",
        "El 6 tiene una sola carta y ya hubo apuesta y dos calls. El dealer no me dijo si el 6 es el botón. "
        "¿Está muerta su mano?",
    ],
)
def test_a_card_short_after_action_whose_player_may_be_the_button(text: str) -> None:
    """38 kills a hand with too few cards after substantial action, but 37 lets the button's missing card be
    replaced: a button only asked about ("if seat 6 is the button") is no button told, and the dead hand
    holds only if he is not."""
    result = ruled(text)
    assert result["facts"]["incident"] == "misdeal"
    assert result["ruling"]["decision"] == "dead_hand"
    assert {"tda-2024:38", "tda-2024:37"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (False, "conditional")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 7 picked his hand up and everyone could see both of his cards, with two players still to act. "
        "Is his hand dead?",
        "El del 5 puso sus cartas boca arriba y todavía falta que hablen dos jugadores. ¿Se le mata la mano?",
        "El del 5 volteó sus cartas y todavía faltan dos por hablar. ¿Se le mata la mano?",
    ],
)
def test_cards_shown_while_others_still_have_to_speak_leave_the_hand_live(text: str) -> None:
    """68: cards exposed with action pending ("everyone could see both of his cards", "todavía falta que
    hablen dos", "faltan dos por hablar") never kill the hand; a penalty may follow, the TD's (71)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert result["ruling"]["decision"] == "live_hand"
    assert result["rules"] == ["tda-2024:68", "tda-2024:71"]
    assert result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "Seat 3 wants the pot counted before he bet, it's no-limit. Do I have to count it?",
        "El del 6 me pide que cuente el bote antes de que apueste, es no limit. ¿Tengo que contarlo?",
    ],
)
def test_a_pot_count_asked_before_betting_is_no_pot_bet(text: str) -> None:
    """54-A, RP-21: the dealer counts the pot in pot-limit only; in no-limit he may spread it. Asked "before
    he bet", "antes de que apueste", the player has not acted: no pot-sized bet of his to rule (54-D)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "count_request"
    assert result["rules"] == ["tda-2024:54-A", "tda-2024:RP-21"]
    assert result["ruling"]["action"] is None


@pytest.mark.parametrize(
    "text",
    [
        "Seat 4 shoved on the flop, seat 1 called, just the two of them. Seat 1 says he'll show on the "
        "river. Is that ok?",
        "El 2 fue all-in en el flop y el 7 pagó, no hay nadie más. El 7 dice que muestra en el river. ¿Lo "
        "obligo?",
    ],
)
def test_a_caller_who_would_show_on_the_river_after_an_all_in_turns_up_now(text: str) -> None:
    """16: with a player all in and no betting left, every hand is turned up before the next card; "he'll
    show on the river", "muestra en el river" is no declaration of the caller's."""
    result = ruled(text)
    assert result["facts"]["incident"] == "face_up"
    assert result["ruling"]["decision"] == "table_hands"
    assert result["rules"] == ["tda-2024:16"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Table 4 had a misdeal; seat 6 was outside on a call when we dealt it, she's back before the redeal. "
        "Is she in?",
        "La mesa 4 tuvo misdeal; la del 6 estaba afuera en una llamada cuando repartimos, y ya está aquí "
        "antes del nuevo reparto. ¿Entra?",
    ],
)
def test_a_player_away_on_the_misdealt_hand_and_back_for_the_redeal_plays_it(text: str) -> None:
    """35-C: the re-deal is an exact replay; a player dealt in while away from his seat gets cards and plays
    it (30). "She's back", as "ya está aquí", tells the return: no misdeal of its own."""
    result = ruled(text)
    assert result["facts"]["incident"] == "at_seat"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", "6")
    assert result["rules"] == ["tda-2024:35-C", "tda-2024:30"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "A new player from the broken table got the seat between the button and the small blind and the "
        "dealer gave him cards; nobody has acted yet. What now?",
        "Un jugador nuevo de otra mesa quedó entre el botón y la ciega chica y le repartieron cartas; nadie "
        "ha hablado. ¿Qué hago?",
    ],
)
def test_a_new_player_dealt_in_between_the_small_blind_and_the_button_is_a_misdeal(text: str) -> None:
    """10-A: a new player is not dealt in between the small blind and the button; "gave him cards", "le
    repartieron cartas" before any action dealt a seat not entitled to a hand: a misdeal (35-A-3)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "new_player_seated"
    assert result["ruling"]["decision"] == "misdeal"
    assert result["rules"][:2] == ["tda-2024:35-A", "tda-2024:10-A"]


@pytest.mark.parametrize(
    "text",
    [
        "Late reg guy landed in the seat between the small blind and the button, can he come in on this "
        "hand?",
        "Nos llegó una reentrada y le tocó el asiento entre la ciega pequeña y el botón. ¿Puede entrar ya a "
        "jugar?",
    ],
)
def test_a_late_entry_between_the_small_blind_and_the_button_waits(text: str) -> None:
    """8-A, 10-A: a late entry seated between the small blind and the button waits for the button to pass
    him ("can he come in on this hand", "¿puede entrar ya?"): no misdeal, no hand dealt yet."""
    result = ruled(text)
    assert result["facts"]["incident"] == "new_player_seated"
    assert result["ruling"]["decision"] is None
    assert result["rules"] == ["tda-2024:8-A", "tda-2024:10-A"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Balancing: table 5 has nine, table 2 has six. No empty seats here; button seat 4, small blind 5, "
        "big blind 6. Which player do I send?",
        "Hay que equilibrar: mi mesa tiene nueve y la 3 tiene seis. Todos los asientos están ocupados; botón "
        "en el 4, ciega chica el 5 y grande el 6. ¿A qué jugador mando?",
        "My table is full and table 8 has six, time to balance. Button on 4, small blind 5, big blind 6. Who "
        "do I move?",
        "Mi mesa está llena y la 8 tiene seis, hay que equilibrar. Botón en el 4, ciega chica el 5 y grande "
        "el 6. ¿A quién muevo?",
    ],
)
def test_the_next_big_blind_at_a_full_table_is_sent_to_balance(text: str) -> None:
    """11-A: the player who would be big blind next moves ("which player do I send", "¿a qué jugador
    mando?"); with every seat taken ("no empty seats", "todos los asientos están ocupados", "my table is
    full", "mi mesa está llena") that is the seat after the big blind, no question left."""
    result = ruled(text)
    assert result["facts"]["incident"] == "short_table"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("move_player", "7")
    assert result["rules"] == ["tda-2024:11-A"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Clock on seat 2 with a bet to him, the floor counted him down, and I think his chips were moving "
        "before zero. Is he live?",
        "Le pidieron reloj al del asiento 4 con una apuesta delante, el floor le contó la cuenta atrás y "
        "creo que ya movía las fichas antes del cero. ¿Viva o muerta?",
    ],
)
def test_chips_believed_moving_before_the_clock_hit_zero(text: str) -> None:
    """29: a player who acted before the countdown ended is live (a tie goes to the player); chips "moving
    before zero", "movía las fichas antes del cero", are his action in time, and the dealer only believes it:
    live if so, the staff who counted applying it."""
    result = ruled(text)
    assert result["facts"]["incident"] == "clock"
    assert result["ruling"]["decision"] == "live_hand"
    assert result["rules"] == ["tda-2024:29"]
    assert result["confidence"] == "conditional"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("On the river seat 3 bet and seat 8 called; seat 8 insists seat 3 must show first, seat 3 says no. "
         "Ruling?", "3"),
        ("En el river apostó el 2 y pagó el 6. El 6 dice que el 2 tiene que mostrar primero y el 2 dice que "
         "muestre el que pagó. ¿Quién tiene razón?", "2"),
    ],
)  # fmt: skip
def test_players_arguing_who_must_show_first_after_a_river_call(text: str, seat: str) -> None:
    """17-A: with a bet on the final street, the last aggressor shows first; "must show first", "tiene que
    mostrar primero", "que muestre el que pagó" argue the showdown order, no call made before the bet."""
    result = ruled(text)
    assert result["facts"]["incident"] == "showdown_order"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("shows_first", seat)
    assert result["rules"][0] == "tda-2024:17-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seats 2 and 6 are teammates in the league; with seat 9 all in they checked every street and seat 2 "
        "showed the nuts. Table's complaining. What now?",
        "Los del 3 y el 7 son del mismo equipo; con el 5 all in pasaron hasta el final y el 3 tenía "
        "escalera. La mesa se queja. ¿Qué hago?",
    ],
)
def test_teammates_checking_it_down_beside_an_all_in_is_soft_play_for_the_td(text: str) -> None:
    """69: two players of one team ("teammates", "del mismo equipo") checking down beside an all-in, one
    with the nuts, may be soft play; the TD judges it and any penalty (71). No check to rule."""
    result = ruled(text)
    assert result["rules"] == ["tda-2024:69", "tda-2024:71"]
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 8 just told me he has three cards; there's been a call, a raise and a fold already. Misdeal?",
        "El 2 tiene una sola carta y antes de avisar hubo un call, una subida y un fold. ¿Mano nula?",
    ],
)
def test_actions_listed_as_nouns_are_substantial_action(text: str) -> None:
    """36, 35-D: "a call, a raise and a fold", "un call, una subida y un fold" are three actions: after them
    no misdeal is called and the hand with the wrong number of cards is dead (38)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "misdeal"
    assert result["ruling"]["decision"] == "dead_hand"
    assert result["rules"][:2] == ["tda-2024:35-D", "tda-2024:38"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "The dealer moved the button two places, we saw it only after the flop betting was done. Do we "
        "fix it?",
        "Movieron el botón dos asientos por error y nos dimos cuenta después de las apuestas del flop. ¿Lo "
        "corregimos?",
    ],
)
def test_a_button_moved_wrong_found_after_the_flop_betting_stands(text: str) -> None:
    """34-A: a misplaced button is corrected only before substantial action; found "after the flop betting
    was done", "después de las apuestas del flop", the error stands and play continues."""
    result = ruled(text)
    assert result["facts"]["incident"] == "button_moved"
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"][0] == "tda-2024:34-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 4 showed both his cards to the guy beside him, who had folded, with bets still pending. His "
        "opponent wants his hand killed. Do we?",
        "El del 2 le mostró sus cartas al de al lado, que ya se había retirado, con apuestas pendientes. El "
        "otro pide que le maten la mano. ¿Qué hacemos?",
    ],
)
def test_a_hand_shown_to_a_folded_neighbour_with_bets_pending_stays_live(text: str) -> None:
    """68, 67: cards shown "with bets still pending", "con apuestas pendientes", to a player out of the hand
    never kill the hand whose fate is asked; one player to a hand, the penalty the TD's (71)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert result["ruling"]["decision"] == "live_hand"
    assert result["rules"] == ["tda-2024:68", "tda-2024:67", "tda-2024:71"]
    assert result["floor"] is True
