"""House-rule families the twelfth round of issue 13 fixed, each in both languages and in other words than
the fresh sets' rows (tests/procedures/data/fresh_house*.jsonl)."""

from __future__ import annotations

import pytest

from bot.ask import answer
from tests.support.rulings import ruled


@pytest.mark.parametrize(
    "text",
    [
        "Quedan tres en la final y la sala cierra a las 4; son las 3:35. ¿Seguimos jugando como siempre?",
        "Three left at the final table, the casino shuts at 5 and it's 4:40 already. What do we do now?",
    ],
)
def test_the_casino_closing_time_is_san_roque_17_applied_by_the_staff(text: str) -> None:
    """San Roque 17: half an hour before the casino closes the last round is played, then an ICM deal among
    the players left; the staff carries it out (TDA has no closing time: the TD decides, 1)."""
    house, plain = ruled(text, "san-roque"), ruled(text)
    assert house["rules"][:2] == ["san-roque:17", "tda-2024:1"]
    assert (house["floor"], house["floor_reason"], house["confidence"]) == (True, "staff_applies", "certain")
    assert plain["rules"][0] == "tda-2024:1"
    assert (plain["floor"], plain["floor_reason"]) == (True, "td_discretion")


@pytest.mark.parametrize(
    "text",
    [
        "¿Y si el casino cierra antes de que termine el torneo, qué se hace?",
        "What happens if the casino closes before the tournament is over?",
    ],
)
def test_the_closing_time_asked_as_a_supposition_is_answered_with_san_roque_17(text: str) -> None:
    """Put as a supposition, the closing time is a rule question: San Roque 17 answers it there."""
    result = answer(text, venue="san-roque").result
    assert result["intent"] == "question"
    assert result["rules"][0] == "san-roque:17"
    assert "san-roque:17" not in answer(text, venue="garrido").result["rules"]


@pytest.mark.parametrize(
    ("text", "raise_to"),
    [
        ("Seat 3 faces a 2,000 bet on the turn, says raise, puts 2,000 in, then goes back to his stack and "
         "adds 6,000 more. Raise to 8,000?", 8000),
        ("El 3 se enfrenta a una apuesta de 2.000 en el turn, dice 'subo', mete 2.000 y vuelve a su stack y "
         "añade 6.000 más. ¿Subida a 8.000?", 8000),
    ],
)  # fmt: skip
def test_the_bet_a_player_faces_told_with_faces_is_the_call_san_roque_45_completes(
    text: str, raise_to: int
) -> None:
    """ "Faces a 2,000 bet", "se enfrenta a una apuesta de": the bet before him, so the chips he puts out
    first are the call and San Roque 45-c lets his second trip complete the raise (TDA 42, 56: no two-motion
    raise)."""
    house = ruled(text, "san-roque")
    assert (house["ruling"]["action"], house["ruling"]["total"]) == ("raise", raise_to)
    assert house["rules"][0] == "san-roque:45.c"
    assert ruled(text)["ruling"]["total"] != raise_to


@pytest.mark.parametrize(
    "text",
    [
        "El dealer se saltó al del 3: el 4 paga, el 5 se tira y el 6 paga, y ahora el 3 dice que no habló. "
        "¿Puede subir?",
        "The dealer skipped seat 3: seats 4, 5 and 6 all called, and now seat 3 says he never acted. Can he "
        "raise?",
    ],
)
def test_a_player_the_dealer_skipped_past_three_players_may_only_call_or_fold_at_garrido(text: str) -> None:
    """Garrido 6.g: once three players acted past him, the skipped player may not act aggressively ("se
    saltó al del 3", "dice que no habló"); TDA 53-B leaves his hand to the floor."""
    house = ruled(text, "garrido")
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("live_hand", "3")
    assert house["ruling"]["options"] == ["fold", "call"]
    assert house["rules"][0] == "garrido-2010:6.g"


@pytest.mark.parametrize(
    ("venue", "text", "compared"),
    [
        ("san-roque", "Ciegas 200/400, bote de 7.000 en el turn. El asiento 4 abre y dice solo 'seis' sin "
         "sacar fichas. En mi antiguo casino serían 6.000 porque cabe en el bote. ¿Cuánto es aquí?",
         "En mi antiguo casino serían 6.000 porque cabe en el bote."),
        ("san-roque", "Blinds 300/600, about 8,000 in the middle on the turn. Seat 4 leads and just says "
         "'seven', no chips. At my old room that'd be 7,000 since the pot covers it. What is it here?",
         "At my old room that'd be 7,000 since the pot covers it."),
    ],
)  # fmt: skip
def test_another_rooms_rule_told_for_comparison_is_no_fact_of_the_hand(
    venue: str, text: str, compared: str
) -> None:
    """A floor covering the other room, or a dealer new to the house, says what he would rule at home ("En mi
    antiguo casino serían 6.000", "At my old room that'd be 7,000"): no amount of this hand, so the house
    ruling stands certain (San Roque 19: the lowest amount), as without the comparison."""
    with_it, without = (
        answer(text, venue=venue).result,
        answer(text.replace(compared, ""), venue=venue).result,
    )
    assert with_it["ruling"] == without["ruling"]
    assert with_it["ruling"]["total"] in (600, 700)
    assert (with_it["confidence"], with_it["rules"][0]) == ("certain", "san-roque:19")


def test_the_comparison_is_dropped_only_where_a_house_rulebook_applies(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A sentence of comparison goes whole (its tag question with it, a question of its own stays), a clause
    of one to its comma, "like TDA" alone; under TDA alone the text is read as written."""
    import bot.ask
    from parser.other_room import told_here

    assert told_here("El 4 dice 'seis'. En mi sala serían 6.000. ¿Y aquí?") == "El 4 dice 'seis'. ¿Y aquí?"
    assert (
        told_here("Seat 4 calls, at my old room a check, and seat 5 folds.")
        == "Seat 4 calls, and seat 5 folds."
    )
    assert told_here("Does he burn one and go, like TDA?") == "Does he burn one and go,?"
    assert told_here("¿Se anula? En TDA se juega, ¿no?") == "¿Se anula?"
    asked = "Según TDA, ¿se puede pedir tiempo a un jugador que lleva un minuto pensando?"
    assert told_here(asked) == asked

    def refuse(text: str) -> str:
        raise AssertionError(text)

    monkeypatch.setattr(bot.ask, "told_here", refuse)
    assert answer("Con TDA serían 6.000. El 4 dice 'seis'.").result["intent"] == "ruling"


@pytest.mark.parametrize(
    "text",
    [
        "Reglamento Garrido. Al asiento 5 le piden tiempo en el turn, es el primero y nadie ha apostado; "
        "se le acaba el minuto sin que actúe. ¿Está muerta?",
        "Garrido room. Seat 7 is first to act on the river, no bet yet, gets the clock, and his minute and "
        "the ten-second countdown run out. Dead here?",
    ],
)
def test_the_garrido_clock_running_out_with_no_bet_kills_the_hand(text: str) -> None:
    """Garrido 3.d/8.k: time run out ("se le acaba el minuto", "the countdown run out") kills the hand even
    with no bet to face (TDA 29: checked)."""
    house, plain = ruled(text, "garrido"), ruled(text)
    assert (house["ruling"]["decision"], house["rules"][0]) == ("dead_hand", "garrido-2010:3.d")
    assert plain["ruling"]["decision"] == "live_hand"


@pytest.mark.parametrize(
    "text",
    [
        "Sala Garrido: en el flop el 6 le pide al dealer que cuente el stack del 2, sin ningún all in. "
        "¿Se lo cuento?",
        "Garrido room. It's the turn, and seat 6 (not facing any bet) asks me to count seat 2's stack. Do I "
        "count it?",
    ],
)
def test_a_stack_count_asked_with_no_all_in_is_garrido_8h(text: str) -> None:
    """Garrido 8.h: a rival's stack counted at any time; "sin ningún all in", "not facing any bet" tell no bet
    (TDA 60: an estimate only, a precise count facing an all-in)."""
    house, plain = ruled(text, "garrido"), ruled(text)
    assert house["rules"][:2] == ["garrido-2010:8.h", "tda-2024:60"]
    assert house["ruling"]["action"] is None and house["confidence"] == "certain"
    assert plain["rules"][0] == "tda-2024:60"


@pytest.mark.parametrize(
    "text",
    [
        "Quedan cuatro mesas, la 3 con nueve jugadores y la 6 con siete. ¿Movemos ya?",
        "Four tables left, table 3 has nine and table 6 has seven. Do I move now?",
    ],
)
def test_a_gap_of_two_asked_as_move_now_moves_a_player_at_garrido(text: str) -> None:
    """Garrido 12.a: with six tables or fewer a gap of two moves a player ("¿movemos ya?", "do I move now?");
    TDA 11-D waits for three."""
    assert ruled(text, "garrido")["ruling"]["decision"] == "move_player"
    assert ruled(text)["ruling"]["decision"] == "play_continues"


@pytest.mark.parametrize(
    "text",
    [
        "Botón en el 5 y la primera carta salió para el 7 en vez del 6; ya se tiraron el 8 y el 9 cuando lo "
        "vimos.",
        "Button on 5, the first card went to seat 7 instead of seat 6; seats 8 and 9 had folded when we saw "
        "it.",
    ],
)
def test_two_folds_after_the_first_card_went_astray_are_action_at_garrido(text: str) -> None:
    """Garrido 2 and 4.l: two players acted (two folds) is action, so no misdeal; TDA 36: two folds are not
    substantial action, so a misdeal (35-A). The clause that defines action (2.p1) is cited beside 4.l,
    which counts it."""
    house, plain = ruled(text, "garrido"), ruled(text)
    assert house["ruling"]["decision"] == "play_continues"
    assert {"garrido-2010:4.l", "garrido-2010:2.p1"} <= set(house["rules"])
    assert plain["ruling"]["decision"] == "misdeal"


@pytest.mark.parametrize(
    "text",
    [
        "Misdeal: se vieron dos cartas en el reparto. Mientras junto las cartas vuelve el del 7, que no "
        "estaba cuando repartimos. ¿Juega el nuevo reparto?",
        "Misdeal, two cards flipped on the deal. While we gather them seat 1 comes back; he wasn't there "
        "when we dealt. Does he get cards in the re-deal?",
    ],
)
def test_a_player_away_at_the_original_deal_sits_out_san_roques_redeal(text: str) -> None:
    """San Roque 41: players who were away may not play the re-deal ("no estaba cuando repartimos", "wasn't
    there when we dealt"); TDA 35-C: dealt in on the original deal, he gets cards."""
    house, plain = ruled(text, "san-roque"), ruled(text)
    assert (house["ruling"]["decision"], house["rules"][0]) == ("dead_hand", "san-roque:41")
    assert plain["ruling"]["decision"] == "live_hand"


@pytest.mark.parametrize(
    "text",
    [
        "El 4 está en una mano, ha hecho call en el flop y se pone a escribir un WhatsApp mientras el dealer "
        "saca el turn. ¿Le pueden anular la mano?",
        "Seat 4 is in a hand, called the flop, and starts typing a WhatsApp while the dealer burns and "
        "turns. Can they kill his hand here?",
    ],
)
def test_a_message_typed_in_a_hand_as_the_turn_comes_is_san_roques_device_kill(text: str) -> None:
    """San Roque 20/21: a message sent with live cards may void the hand, the TD deciding; the turn dealt
    meanwhile ("mientras el dealer saca el turn") is no premature card (TDA 5/71: a penalty only)."""
    house, plain = ruled(text, "san-roque"), ruled(text)
    assert house["rules"][:3] == ["san-roque:20", "san-roque:21", "tda-2024:5"]
    assert (house["ruling"]["decision"], house["floor_reason"]) == ("dead_hand", "td_discretion")
    assert plain["ruling"]["decision"] is None and plain["rules"][0] == "tda-2024:5"


@pytest.mark.parametrize(
    "text",
    [
        "El del 5 alzó las cartas muy alto al mirarlas y el 6 le vio dos ases. ¿Se le puede matar la mano?",
        "Dealer here. Seat 2 picked his cards up way too high and the player beside him saw both kings. Kill "
        "it?",
    ],
)
def test_cards_lifted_too_high_are_the_players_own_exposure_san_roque_43_may_kill(text: str) -> None:
    """San Roque 43: a player who shows his cards as he looks at them may have his hand killed by the dealer
    or the TD; lifted too high ("alzó las cartas muy alto", "picked his cards up way too high") the exposure
    is his, not the dealer's (35-A), though a dealer tells it (TDA 68: live, a penalty at most)."""
    house, plain = ruled(text, "san-roque"), ruled(text)
    assert house["rules"][:2] == ["san-roque:43", "tda-2024:68"]
    assert (house["ruling"]["decision"], house["floor_reason"]) == ("dead_hand", "td_discretion")
    assert plain["ruling"]["decision"] == "live_hand" and plain["rules"][0] == "tda-2024:68"


@pytest.mark.parametrize(
    "text",
    [
        "El 2 sube y el 6 paga; entonces el dealer ha cantado misdeal por una carta levantada en el mazo y "
        "el 8 ha tirado sus cartas al muck. ¿Qué hacemos?",
        "Seat 3 raised and seat 4 called, then the dealer said misdeal because he saw a card turned up in "
        "the stub, and seat 5 has thrown his cards in the muck. What now?",
    ],
)
def test_a_misdeal_wrongly_called_after_action_stands_at_garrido_once_a_hand_was_thrown(text: str) -> None:
    """Garrido 2.p4: a misdeal the dealer called in error after action, which made a player throw his cards,
    is treated as a valid one ("ha cantado misdeal", "said misdeal"); TDA 35-D: no misdeal after substantial
    action, the TD deciding the thrown hand (1)."""
    house, plain = ruled(text, "garrido"), ruled(text)
    assert (house["ruling"]["decision"], house["rules"][0]) == ("misdeal", "garrido-2010:2.p4")
    assert plain["ruling"]["decision"] is None and "tda-2024:1" in plain["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Ha terminado el nivel 4, el que fijó el director para retirar a los ausentes. El 6 pagó pero nunca "
        "vino y su stack sigue poniendo ciegas. Hay jugadores en lista de espera. ¿Qué hago con su sitio?",
        "Level 4 just ended, which the TD set for pulling no-shows. Seat 2 paid but never turned up and his "
        "stack is still being blinded. There are players on the waiting list. What do I do with his seat?",
    ],
)
def test_a_no_shows_seat_freed_goes_to_the_waiting_list_at_san_roque(text: str) -> None:
    """San Roque 9 pulls a no-show's stack at the level the TD set, and 10 lets a player on the waiting list
    take the seat freed; 8 blinds the stack until then. TDA keeps the absent stack in: his hand is killed
    each deal and his blinds go in (30; blinded off, as 71-A), so no seat frees."""
    house, plain = ruled(text, "san-roque"), ruled(text)
    assert house["rules"][:3] == ["san-roque:9", "san-roque:10", "san-roque:8"]
    assert (house["floor"], house["floor_reason"]) == (True, "staff_applies")
    assert {"tda-2024:71-A", "tda-2024:30"} <= set(plain["rules"])
    assert "tda-2024:8" not in plain["rules"] and not plain["floor"]


@pytest.mark.parametrize(
    "text",
    [
        "Quedan dos mesas y 15 jugadores, cobran 9. Tres de mi mesa quieren pactar entre ellos y "
        "repartirse el premio. ¿Lo permito?",
        "Two tables left, 15 players, 9 paid. Four guys at my table want to do a deal just among themselves. "
        "Can they?",
    ],
)
def test_a_deal_among_some_players_is_garrido_17b_and_18_applied_by_the_staff(text: str) -> None:
    """Garrido 17.b/18: a deal is illegal unless all the players left are in it, at the final table, all in
    the money; the staff applies it. TDA has no rule on deals: the TD decides (1), collusion aside (69)."""
    house, plain = ruled(text, "garrido"), ruled(text)
    assert house["rules"][:2] == ["garrido-2010:17.b", "garrido-2010:18"]
    assert (house["floor"], house["floor_reason"], house["confidence"]) == (True, "staff_applies", "certain")
    assert plain["rules"][0] == "tda-2024:1"
    assert (plain["floor"], plain["floor_reason"]) == (True, "td_discretion")
    assert plain["ruling"]["action"] is None  # "15 jugadores, cobran 9": no bet


def test_a_deal_put_as_a_supposition_is_answered_with_garridos_deal_rules() -> None:
    result = answer(
        "¿Y si los de una sola mesa quieren pactar entre ellos, se puede?", venue="garrido"
    ).result
    assert (result["intent"], result["rules"][:2]) == ("question", ["garrido-2010:17.b", "garrido-2010:18"])


@pytest.mark.parametrize(
    ("text", "set_aside", "reshuffled"),
    [
        ("Garrido house: the dealer turned the turn too early, seat 4 had not acted on the flop yet. He has "
         "called now. What do I do with that card?", "set aside", "reshuffled"),
        ("Sala Garrido: el crupier destapó el turn antes de tiempo, al 6 le faltaba actuar en el flop. ¿Qué "
         "se hace con esa carta?", "se aparta", "vuelven a mezclar"),
    ],
)  # fmt: skip
def test_a_garrido_premature_turn_is_answered_with_its_own_procedure_not_the_reshuffle(
    text: str, set_aside: str, reshuffled: str
) -> None:
    """Garrido 5.d: the premature turn is set aside, a card burnt and the next one is the turn; TDA RP-5-B
    reshuffles the stub. The same decision code (the board card is replaced), but the reply's ruling must
    say the house's procedure, never TDA's reshuffle under a Garrido citation; the TDA remedy is said as
    what TDA would do."""
    house = answer(text, venue="garrido")
    assert house.result["rules"][0] == "garrido-2010:5.d"
    assert house.result["ruling"]["decision"] == "redeal_board"
    assert set_aside in house.reply.headline and reshuffled not in house.reply.headline
    assert house.reply.reasoning is not None and "RP-5-B" in house.reply.reasoning
    plain = answer(text)
    assert plain.result["rules"][0] == "tda-2024:RP-5-B"
    assert reshuffled in plain.reply.headline


@pytest.mark.parametrize(
    ("text", "on_top"),
    [
        ("Garrido house: the dealer burned two cards before the flop by mistake; seat 2 checked and seat 5 "
         "bet before anyone saw it. What is burned for the turn?", "on top of the stub"),
        ("Con reglamento Garrido: el crupier quemó dos cartas antes del flop y el 4 ya ha apostado y el 8 ha "
         "pagado. ¿Qué quemamos en el turn?", "encima del mazo"),
    ],
)  # fmt: skip
def test_two_burns_found_after_action_under_garrido_say_the_second_is_the_next_burn(
    text: str, on_top: str
) -> None:
    """Garrido 5.e: after action the board stands and the rest is dealt as if there had been no error (the
    second burnt card goes back on top as the turn's burn); TDA 38: one burn a street from the stub as it
    is. The reply must say the house's correction, not only "play continues"."""
    house = answer(text, venue="garrido")
    assert house.result["rules"][0] == "garrido-2010:5.e"
    assert house.result["ruling"]["decision"] == "play_continues"
    assert house.reply.reasoning is not None and on_top in house.reply.reasoning
    plain = answer(text)
    assert plain.result["ruling"]["decision"] == "play_continues"
    assert "garrido-2010:5.e" not in plain.result["rules"]
    assert plain.reply.reasoning is None or on_top not in plain.reply.reasoning
