"""House-rule families the thirteenth round of issue 13 fixed, each in both languages and in other words than
the fresh sets' rows (tests/procedures/data/fresh_house*.jsonl)."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.other_room import told_here
from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Mesa nueva con reglamento Garrido: di una carta a cada asiento para el botón y el 4 y el 6 sacan "
         "una dama, la de tréboles el 4 y la de corazones el 6. ¿Quién lo lleva?", "6"),
        ("Garrido room, final table: I dealt one card to each seat for the button, seat 5 the jack of "
         "diamonds and seat 1 the jack of spades. Who gets it?", "1"),
    ],
)  # fmt: skip
def test_a_card_dealt_to_each_seat_for_the_button_is_the_button_draw(text: str, seat: str) -> None:
    """A card to each seat "for the button" is the draw: Garrido 8.c breaks a tie on rank by suit (spades,
    hearts, diamonds, clubs); TDA has no rule on it (the TD's random method, RP-14)."""
    result = ruled(text, "garrido")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", seat)
    assert result["rules"][0] == "garrido-2010:8.c"
    assert not result["floor"] and result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "La del 8 estaba parada detrás de su silla, agarrada del respaldo, cuando empecé a repartir y se "
        "sentó a mitad de la vuelta. ¿Tiene mano?",
        "Seat 2 was holding the back of his chair, not sitting, when I started dealing; he sat down on the "
        "second round of cards. Is his hand live?",
    ],
)
def test_standing_behind_the_chair_as_the_deal_starts_is_no_seat_at_san_roque(text: str) -> None:
    """San Roque 38: at the seat "cuando se reparta la primera carta", and "en su asiento se considera estar
    sobre el mismo": standing behind it as the deal starts, the hand is dead. TDA 30 counts the last card:
    sat down before it, the hand is live."""
    house, plain = ruled(text, "san-roque"), ruled(text)
    assert (house["ruling"]["decision"], house["rules"][0]) == ("dead_hand", "san-roque:38")
    assert not house["floor"] and house["confidence"] == "certain"
    assert plain["ruling"]["decision"] == "live_hand"


@pytest.mark.parametrize(
    ("text", "venue", "rule"),
    [
        ("Dos jugadores de la mesa 3 se pasan la mano charlando en rumano, los dos con cartas. ¿Qué hago?",
         "san-roque", "san-roque:18"),
        ("Two lads at my table keep talking in Polish while both still have cards. What do I do?",
         "san-roque", "san-roque:18"),
        ("Dos jugadores de la mesa 3 se pasan la mano charlando en rumano, los dos con cartas. ¿Qué hago?",
         "garrido", "garrido-2010:1.b"),
    ],
)  # fmt: skip
def test_players_talking_in_another_language_in_a_hand_is_the_house_language_rule(
    text: str, venue: str, rule: str
) -> None:
    """A language the report names ("charlando en rumano", "talking in Polish"): San Roque 18 allows only
    Spanish and English, Garrido 1.b the official languages; the staff applies it (TDA 6: the house posts
    its languages)."""
    result = ruled(text, venue)
    assert result["rules"][0] == rule and "tda-2024:6" in result["rules"]
    assert result["floor"] is True


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento Garrido. En el turn sale la Q de tréboles y el del 6 enseña otra Q de tréboles en su "
         "mano; el del 1 dice que el 6 lo sabía y aun así subió. ¿Qué hacemos con las fichas?", "6"),
        ("Garrido rules. The river is the K of hearts and seat 3 turns over another K of hearts. Do we give "
         "everyone their chips back?", None),
    ],
)  # fmt: skip
def test_a_duplicate_card_named_by_its_rank_letter_is_a_fouled_deck(text: str, seat: str | None) -> None:
    """ "otra Q de tréboles", "another K of hearts": a duplicate card (TDA 35-E: all bets returned); Garrido
    4.c takes the refund from a player who knew it and bet to win, so where one is said to have known, whether
    he did is asked."""
    result = ruled(text, "garrido")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("misdeal", seat)
    assert result["rules"][0] == "garrido-2010:4.c" and result["floor"] is True
    assert result["confidence"] == ("conditional" if seat else "certain")


@pytest.mark.parametrize(
    "text",
    [
        "El 2 pide tiempo al del 5, que tiene un all in delante; vino el floor y se lo puso y el 5 pagó a "
        "los 45 segundos.",
        "Seat 2 asked for time on seat 5, who has an all-in in front of him; the floor came over and put it "
        "on, and seat 5 called at 45 seconds.",
    ],
)
def test_a_call_within_the_san_roque_minute_keeps_the_hand(text: str) -> None:
    """The floor putting the clock on ("se lo puso", "put it on") and the seconds told: San Roque 34 gives a
    minute (50 s and a countdown of 10), so a call at 45 s is in time; TDA 29 (25 s and 5) kills the hand
    facing the all-in in front of him ("tiene un all in delante", "has an all-in in front of him")."""
    house, plain = answer(text, venue="san-roque").result, answer(text).result
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("live_hand", "5")
    assert house["rules"][:2] == ["san-roque:34", "tda-2024:29"]
    assert (plain["ruling"]["decision"], plain["ruling"]["seat"]) == ("dead_hand", "5")


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Le piden reloj al del 3. Yo lo contaba como 25 más 5, ¿aquí cuánto tiene?",
         "Le piden reloj al del 3. ¿aquí cuánto tiene?"),
        ("Seat 3 gets the clock. I had it as 25 plus 5, here how long does he get?",
         "Seat 3 gets the clock. here how long does he get?"),
        ("Según TDA, ¿se puede pedir tiempo ya?", "Según TDA, ¿se puede pedir tiempo ya?"),
    ],
)  # fmt: skip
def test_a_comparison_before_a_question_about_this_room_leaves_the_question(text: str, kept: str) -> None:
    """The other room's reading told before ", ¿aquí...?" / ", here..." is no fact of the hand: only the
    question about this room is read; a question about TDA itself stays whole."""
    assert told_here(text) == kept


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Torneo win the button con el botón en el 3: empatan el 5 y el 9 con la misma jugada. ¿Dónde pongo "
         "el botón?",
         ["san-roque:33", "san-roque:11", "san-roque:35"]),
        ("Win-the-button event, button on seat 6, seat 2 scooped the pot. Who gets the button?",
         ["san-roque:11", "san-roque:35"]),
    ],
)  # fmt: skip
def test_the_win_the_button_rules_lead_san_roques_dead_button(text: str, first: list[str]) -> None:
    """San Roque 11 and 33 give the button to the winner (on a tie, the first active player after the button):
    they decide, so 35's dead button, cited on the point of TDA 32, follows them."""
    result = ruled(text, "san-roque")
    assert result["ruling"]["decision"] == "button"
    assert result["rules"][: len(first)] == first


@pytest.mark.parametrize(
    "text",
    [
        "Al del 6 lo eliminaron y volvió a entrar; en caja le dieron el primer hueco libre por orden de "
        "llegada, sin sorteo de asiento. Él quería sorteo. ¿Está bien?",
        "Seat 6 busted and re-entered; the cage gave him the first open seat in order of arrival instead of "
        "a seat draw. He wanted a draw. Was that right?",
    ],
)
def test_a_re_entry_seated_in_order_of_arrival_is_san_roques_house_rule(text: str) -> None:
    """San Roque 3 and 22 seat first entries and re-entries "por orden de llegada"; TDA 8-A draws a random
    seat from the same pool as new players, and so does a house with no rule on it (Garrido)."""
    house, garrido = answer(text, venue="san-roque").result, answer(text, venue="garrido").result
    assert house["intent"] == "ruling" and house["rules"] == ["san-roque:3", "san-roque:22", "tda-2024:8-A"]
    assert not house["floor"] and house["ruling"]["decision"] is None
    assert garrido["rules"] == ["tda-2024:8-A"]


@pytest.mark.parametrize(
    "text",
    [
        "Subió el nivel con el relevo del dealer y el nuevo todavía no había barajado. ¿Con qué ciegas "
        "reparte?",
        "The level went up during the dealer push and the new dealer had not riffled yet. Which blinds does "
        "he deal?",
    ],
)
def test_a_new_level_at_the_dealer_push_is_garridos_first_riffle(text: str) -> None:
    """Garrido 4.k: a hand begins with the first riffle, which brings in the new level, with no clause for the
    dealer push: the relief dealer deals at the new level. TDA 23: he deals one hand at the prior level."""
    house, plain = ruled(text, "garrido"), ruled(text)
    assert house["rules"] == ["garrido-2010:4.k", "tda-2024:23"] and house["ruling"]["decision"] is None
    assert house["house"]["rule"] == "garrido-2010:4.k"
    assert plain["rules"] == ["tda-2024:23"] and plain.get("house") is None


@pytest.mark.parametrize(
    ("text", "venue", "house", "tda"),
    [
        ("El del 3 pide que cambien la baraja porque dice que le trae mala suerte. ¿Hay que cambiarla?",
         "garrido", "garrido-2010:8.i", "tda-2024:26"),
        ("Seat 3 wants a fresh deck, says this one is cold. Do we have to change it?",
         "san-roque", "san-roque:25", "tda-2024:26"),
        ("Pot is over after the flop and seat 4 asks me to run out the turn and river just to see. Can I?",
         "garrido", "garrido-2010:8.l", "tda-2024:28"),
    ],
)  # fmt: skip
def test_a_house_rule_on_the_same_point_as_tda_is_cited_first(
    text: str, venue: str, house: str, tda: str
) -> None:
    """No deck change on a player's request (Garrido 8.i, San Roque 25; TDA 26) and no look at the board not
    dealt once the hand is over (Garrido 8.l; TDA 28): the house rule rules alike, and leads the citation."""
    result = ruled(text, venue)
    assert result["rules"][0] == house and tda in result["rules"]


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("El 7 se tira fuera de turno antes de que hable el 2, y luego el 2 sube. ¿Vale el fold del 7?",
         "not_binding"),
        ("Seat 7 mucks out of turn before seat 2 has acted; seat 2 then raises. Does that fold stand?",
         "not_binding"),
        ("El 7 se tira fuera de turno antes de que hable el 2, y luego el 2 pasa. ¿Vale el fold del 7?",
         "binding"),
    ],
)  # fmt: skip
def test_an_out_of_turn_fold_followed_by_a_raise_is_not_binding_at_garrido(text: str, decision: str) -> None:
    """Garrido 6.f: out of turn binds unless aggressive action came before the player's turn, a fold too
    (TDA 53-A: a fold out of turn always binds). The fold ruled on is found where the question names no
    action, not taken to be the last one told."""
    house = ruled(text, "garrido")
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == (decision, "7")
    assert house["rules"][:2] == ["garrido-2010:6.f", "tda-2024:53-A"]
    assert ruled(text)["ruling"]["decision"] == "binding"


@pytest.mark.parametrize(
    "text",
    [
        "Preflop se tiran el 8 y el 9, y el del 2 avisa de que le falta la segunda carta. ¿Misdeal?",
        "Pre-flop seats 8 and 9 both fold, then seat 2 tells me he is a card short. Misdeal?",
    ],
)
def test_a_hand_a_card_short_after_two_folds_is_dead_at_garrido(text: str) -> None:
    """A hand a card short ("le falta la segunda carta", "a card short"): Garrido counts two folds as action
    (2, 4.l), so there is no misdeal and the short hand is dead (2.p3-a, 3.c); TDA 36 needs a third action
    with no chips in, so it is still a misdeal."""
    house, plain = ruled(text, "garrido"), ruled(text)
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("dead_hand", "2")
    assert house["rules"][0] == "garrido-2010:3.c"
    assert plain["ruling"]["decision"] == "misdeal"


@pytest.mark.parametrize(
    "text",
    [
        "Torneo turbo: al del 3 le cantan tiempo con una apuesta delante y paga a los 32 segundos.",
        "Turbo at San Roque: seat 1 wanted the clock on seat 3, facing a bet, and seat 3 called at 32 "
        "seconds.",
    ],
)
def test_the_clock_called_in_other_words_is_the_house_clock(text: str) -> None:
    """ "Le cantan tiempo", "wanted the clock": the clock, the house's (San Roque 34 turbo: 30 s and a
    countdown of 5, so a call at 32 s is in time; TDA 29's 25 s and 5 would kill the hand)."""
    house = ruled(text, "san-roque")
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("live_hand", "3")
    assert house["rules"][0] == "san-roque:34"
    assert ruled(text)["ruling"]["decision"] == "dead_hand"


@pytest.mark.parametrize(
    "text",
    [
        "Al del 5 le di una carta de más, la que iba a quemar antes del flop; los demás tienen sus dos "
        "cartas. ¿Misdeal?",
        "I gave seat 5 one card too many, the one I was going to burn before the flop; everyone else has "
        "two. Misdeal?",
    ],
)
def test_a_card_too_many_that_was_the_flops_burn_is_no_four_card_flop(text: str) -> None:
    """The card that would have been burnt before the flop, dealt as a third card: no flop was dealt, so no
    four-card flop; Garrido 2.d burns it and the hand goes on (TDA 35-A-5: a misdeal)."""
    house, plain = ruled(text, "garrido"), ruled(text)
    assert (house["ruling"]["decision"], house["rules"][0]) == ("play_continues", "garrido-2010:2.d")
    assert plain["ruling"]["decision"] == "misdeal"


@pytest.mark.parametrize(
    "text",
    ["Mesa 5: el flop salió con cinco cartas, nadie ha hablado. ¿Qué hago?",
     "Table 5: five cards came out on the flop, nobody has acted. What now?"],
)  # fmt: skip
def test_a_flop_of_five_cards_is_dealt_again_at_garrido(text: str) -> None:
    """Garrido 5.c: a flop of more than four cards is dealt again as a premature one (5.a); TDA 39 covers four
    cards only (a random burn among them)."""
    house = ruled(text, "garrido")
    assert (house["ruling"]["decision"], house["rules"][0]) == ("redeal_board", "garrido-2010:5.c")


@pytest.mark.parametrize(
    "text",
    ["El del 2 sigue con cartas en el turn y contesta un whatsapp. ¿Le pueden anular la mano?",
     "Seat 2 is still in the hand on the turn and answers a text. Can they kill his hand?"],
)  # fmt: skip
def test_a_message_answered_in_a_hand_is_san_roques_device_rule(text: str) -> None:
    """San Roque 20/21: a phone used with live cards may void the hand, the director's call (TDA 5: a penalty
    at most)."""
    house = ruled(text, "san-roque")
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("dead_hand", "2")
    assert house["rules"][:2] == ["san-roque:20", "san-roque:21"] and house["floor"] is True


@pytest.mark.parametrize(
    "text",
    ["Mesas de 10: la 2 tiene 10 jugadores y la mía tiene 7. ¿Paro de repartir?",
     "Ten-handed tables: table 2 has 10 players and mine has 7. Do I stop dealing?"],
)  # fmt: skip
def test_a_table_three_short_told_by_the_tables_format_halts_at_san_roque(text: str) -> None:
    """The tables' format told ("mesas de 10", "ten-handed tables") with no player acting: a table three
    short is San Roque 28's halt, the director's to apply (TDA 11-D only once the blinds are impacted)."""
    house = ruled(text, "san-roque")
    assert (house["ruling"]["decision"], house["rules"][0]) == ("halt_play", "san-roque:28")
    assert house["floor"] is True


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("Quedan 9 mesas. La 4 tiene 9 jugadores y la 6 tiene 7. ¿Hay que mover?", "play_continues"),
        ("Five tables left. Table 4 has 9 players and table 6 has 7. Do I move anyone?", "move_player"),
    ],
)
def test_the_tables_left_told_alone_set_garridos_balancing_gap(text: str, decision: str) -> None:
    """Garrido 12.a moves a player at a gap of three with more than six tables left, two with six or fewer
    ("quedan 9 mesas", "five tables left"), asked as "hay que mover", "do I move anyone"."""
    house = ruled(text, "garrido")
    assert (house["ruling"]["decision"], house["rules"][0]) == (decision, "garrido-2010:12.a")


@pytest.mark.parametrize(
    "text",
    [
        "Antes de que hable nadie veo que el botón está en el 2 y tenía que estar en el 3. ¿Qué hago?",
        "Before anyone acts I notice the button is in the wrong place: on seat 4 instead of seat 5. What "
        "now?",
    ],
)
def test_a_misplaced_button_before_action_is_a_garrido_misdeal(text: str) -> None:
    """Garrido 2.f: a misdeal when the button was not placed right (TDA 34-A: corrected, no misdeal)."""
    house = ruled(text, "garrido")
    assert (house["ruling"]["decision"], house["rules"][0]) == ("misdeal", "garrido-2010:2.f")
    assert ruled(text)["ruling"]["decision"] != "misdeal"


@pytest.mark.parametrize(
    "text",
    [
        "Torneo turbo: el del 6 lleva 40 segundos pensando y el 2 le canta tiempo. ¿Se lo pongo?",
        "Turbo event: seat 6 has been thinking for 40 seconds and seat 2 calls the clock. Do I start it?",
    ],
)
def test_a_clock_called_before_the_turbo_minute_is_not_started_at_san_roque(text: str) -> None:
    """San Roque 34: in turbos time may be called only after a minute (two otherwise): at 40 s it is too early
    and the hand goes on; the staff applies the clock (TDA 29: the TD judges a reasonable time)."""
    house = ruled(text, "san-roque")
    assert house["ruling"]["decision"] is None and house["floor_reason"] == "staff_applies"
    assert house["rules"][0] == "san-roque:34" and house["floor"] is True
