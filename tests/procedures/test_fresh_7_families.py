"""Families the seventh round of issue 13 fixed, each in both languages and in other words than the fresh
sets' rows (tests/procedures/data/fresh_*.jsonl)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.ask import answer


def ruled(text: str, venue: str | None = None) -> dict[str, Any]:
    result = answer(text, venue=venue).result
    assert result["intent"] == "ruling", (text, result["intent"])
    return result


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Se eliminó el 7, que era la ciega pequeña; el botón estaba en el 6 y la grande en el 8. "
         "¿Dónde va el botón la próxima mano?", "7"),
        ("Seat 2 was the small blind and busted last hand; button was seat 1, big blind seat 3. "
         "Where do I put the button now?", "2"),
    ],
)  # fmt: skip
def test_a_dead_button_cites_how_the_button_moves(text: str, seat: str) -> None:
    """32 (dead button) places it; 34 (button placement and movement) is the rule of its movement: both."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", seat)
    assert result["rules"][:2] == ["tda-2024:32", "tda-2024:34"]
    assert not result["floor"] and result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "decision", "seat"),
    [
        # between the blinds: dealt in
        ("Me llega un jugador nuevo de la mesa rota y le toca el asiento 6; la ciega chica es el 5 y la "
         "grande el 7. ¿Le reparto?", "live_hand", "6"),
        ("A new player transferred from table 2 sits in seat 8, small blind is seat 7, big blind seat 9. "
         "Does he get cards?", "live_hand", "8"),
        # on a blind's own seat: dealt in
        ("Viene de otra mesa y se sienta en el asiento 3, que es la ciega grande. ¿Le damos cartas?",
         "live_hand", "3"),
        # between the button and the small blind: he waits for the button to pass
        ("Llegó de la mesa rota al asiento 2; el botón está en el 1 y la ciega pequeña en el 3. ¿Le reparto?",
         None, "2"),
        ("Got a player moved from table 4 into seat 6, button is seat 5 and the small blind seat 7. "
         "Do we deal him in?", None, "6"),
    ],
)  # fmt: skip
def test_a_player_seated_from_a_broken_table_is_dealt_in_except_between_the_small_blind_and_button(
    text: str, decision: str | None, seat: str
) -> None:
    """10-A: any seat, the blinds and the button included, is dealt in, except between the small blind and
    the button."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == (decision, seat)
    assert result["rules"] == ["tda-2024:10-A"]
    assert not result["floor"] and result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Un jugador nuevo de la mesa rota se sienta en el asiento 4. ¿Le reparto esta mano?",
        "New player from another table just sat down in seat 9. Do I deal him in?",
    ],
)
def test_a_new_player_whose_place_against_the_blinds_is_not_told_is_asked(text: str) -> None:
    """Without the button and the small blind (or the blinds around the seat) the seat's place is not known:
    the rule is cited and the floor decides, no hand is dealt or held out on a guess."""
    result = ruled(text)
    assert result["ruling"]["decision"] is None
    assert result["rules"] == ["tda-2024:10-A"]
    assert result["floor"] and result["floor_reason"] == "missing_fact"


@pytest.mark.parametrize(
    ("text", "rules"),
    [
        ("Entró un suplente y me lo sentaron justo entre el botón y la ciega pequeña. ¿Le reparto ya?",
         ["tda-2024:8-A", "tda-2024:10-A"]),
        ("Re-entry just got seated in seat 3, that's between the button and the small blind. Deal him in?",
         ["tda-2024:8-A", "tda-2024:10-A"]),
        ("Trasladado de otra mesa, le toca el asiento 5, entre la ciega chica y el botón. ¿Le reparto?",
         ["tda-2024:10-A"]),
    ],
)  # fmt: skip
def test_a_seat_said_to_be_between_the_small_blind_and_the_button_waits(text: str, rules: list[str]) -> None:
    """The place told in words decides it: no hand this deal. A late registration, a re-entry or an alternate
    is seated by 8-A, which says the same."""
    result = ruled(text)
    assert result["ruling"]["decision"] is None
    assert result["rules"] == rules
    assert not result["floor"] and result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("Repartiendo se me volteó una carta, la primera que salió del mazo, al asiento 2. Nadie habló.",
         "misdeal"),
        ("I flipped the first card of the deal face up to seat 6 by accident. Nobody has acted.", "misdeal"),
        ("En la segunda vuelta se me ha volteado una carta del 5, el siete de picas. Nadie ha hablado.",
         "play_continues"),
        ("Dealing the second round one card kinda flipped up off my hand, seat 2's queen. No action yet.",
         "play_continues"),
    ],
)  # fmt: skip
def test_a_card_the_dealer_turns_on_the_deal_in_his_own_words(text: str, decision: str) -> None:
    """35-A-7: one of the first two cards off the deck exposed by the dealer is a misdeal; a single later card
    is not. The dealer says it in the first person, in the present or the perfect."""
    result = ruled(text)
    assert result["ruling"]["decision"] == decision
    assert result["rules"][0] == "tda-2024:35-A"


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("En el turn apuesta el 2, el 5 todavía no había hablado y el crupier va y saca el river.",
         "tda-2024:RP-5-C"),
        ("Flop: seat 4 bets, seat 8 hasn't done anything yet and the dealer burns and turns the turn.",
         "tda-2024:RP-5-B"),
    ],
)  # fmt: skip
def test_a_premature_card_told_in_the_present(text: str, rule: str) -> None:
    """RP-5: the card dealt before the action ended goes back to the stub, reshuffled, and is dealt again."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "redeal_board"
    assert result["rules"][0] == rule


@pytest.mark.parametrize(
    "text",
    [
        "La dealer ha recogido las cartas del 3 pensando que había tirado y las mezcló con el muck; el 3 "
        "había pagado en el flop.",
        "Seat 3 had called the flop bet but the dealer picked up the cards of seat 3 thinking he had folded "
        "and they're in the muck now.",
    ],
)
def test_a_hand_the_dealer_mucked_thinking_it_was_folded_is_dead(text: str) -> None:
    """65-A: a hand the dealer kills by mistake, no longer identifiable, is dead with no redress."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", "3")
    assert result["rules"][0] == "tda-2024:65-A"


def test_cards_the_dealer_gave_an_empty_seat_in_the_first_person_are_a_misdeal() -> None:
    """35-A-3: cards dealt to a seat not entitled to a hand, before substantial action."""
    result = ruled("Le repartí cartas al asiento 2, que está vacío desde la mano anterior. Nadie ha hablado.")
    assert result["ruling"]["decision"] == "misdeal"
    assert result["rules"][0] == "tda-2024:35-A"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Mano pasada: botón en el seis, ciega chica en el siete, grande en el ocho. Se eliminó el del seis. "
         "¿Dónde va el botón?", "7"),
        ("Last hand the button was seat two, small blind in seat three, big blind in seat four, and seat two "
         "got knocked out. Where does the button go now?", "3"),
    ],
)  # fmt: skip
def test_the_blinds_seats_said_in_words_place_a_dead_button(text: str, seat: str) -> None:
    """32: the button goes to the old small blind's seat; a seat said in words after "en el" / "seat" is a
    seat, as a digit is."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", seat)
    assert not result["floor"]


def test_a_blind_followed_by_an_amount_in_words_names_no_seat() -> None:
    from parser.incidents import _BIG_BLIND, _blind_seat

    assert _blind_seat(_BIG_BLIND, "the big blind is two thousand and seat 4 busted") is None
    assert _blind_seat(_BIG_BLIND, "la ciega grande en el cuatro") == "4"


@pytest.mark.parametrize(
    "text",
    [
        "Le pidieron reloj al del 5; el 2 había apostado 30 mil. Le di sus 25 segundos, le conté cinco "
        "cuatro tres dos uno y seguía sin hacer nada.",
        "The floor called the clock on seat 5, who was facing a bet, gave him his twenty five seconds, "
        "counted him down and he still hadn't done anything.",
    ],
)
def test_a_countdown_told_to_its_end_is_the_time_run_out(text: str) -> None:
    """29: the seconds the clock gave are no time the player acted in; counted down with no action, facing a
    bet, the hand is dead."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", "5")
    assert result["rules"] == ["tda-2024:29"]


@pytest.mark.parametrize(
    "text",
    [
        "Bote partido, el 2 y el 9 tienen la misma escalera; el botón es el 6 y el 8 se retiró. Sobra una "
        "ficha de 25.",
        "Chopped pot: seats 4 and 9 both have trips, button is seat 7, seat 8 folded on the river. "
        "One odd chip.",
    ],
)
def test_the_odd_chip_goes_among_the_hands_said_to_split_not_every_seat_named(text: str) -> None:
    """20-A: the first seat left of the button among the winners; a seat that folded is no winner."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("odd_chip", "9")


@pytest.mark.parametrize(
    "text",
    [
        "En el turn el 2 apuesta, el 6 todavía tiene que hablar y el 9, que ya había pagado, les muestra las "
        "cartas a todos.",
        "River, seat 1 bets, seat 4 is in the tank and seat 1 flips his cards over to push him off the hand.",
    ],
)
def test_a_hand_shown_while_another_player_is_still_to_act_stays_live_with_a_penalty_to_weigh(
    text: str,
) -> None:
    """68: a player exposing his cards with action pending keeps a live hand; the penalty (71) is the TD's,
    after the hand."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "live_hand"
    assert result["rules"][:2] == ["tda-2024:68", "tda-2024:71"]
    assert result["floor"] and result["floor_reason"] == "penalty"


@pytest.mark.parametrize(
    "text",
    [
        "El del 2 foldeó y le enseñó las cartas al de al lado, el 3, que todavía tiene que hablar.",
        "Seat 8 folded and then showed his cards to the fella next to him, who is still thinking.",
    ],
)
def test_a_folded_player_showing_his_cards_to_one_still_in_the_hand(text: str) -> None:
    """67: one player to a hand; a folded player's cards shown to another is the TD's penalty to weigh."""
    result = ruled(text)
    assert result["ruling"]["decision"] is None
    assert result["rules"][:2] == ["tda-2024:67", "tda-2024:71"]
    assert result["floor"] and result["floor_reason"] == "td_discretion"


@pytest.mark.parametrize(
    ("text", "venue", "rule"),
    [
        ("Le han pedido reloj al del 4, que tiene apuesta delante, y ha pagado a los 45 segundos. El que "
         "apostó dice que ya iba muerto.", "san-roque", "san-roque:34"),
        ("Reloj al del 4 con una apuesta delante; paga a los 45 segundos y el otro protesta.", "garrido",
         "garrido-2010:8.k"),
        ("Put the clock on seat 4, who was facing a bet, and he called on the three of the countdown.", None,
         "tda-2024:29"),
    ],
)  # fmt: skip
def test_a_clock_told_in_more_words_and_a_call_within_the_houses_minute(
    text: str, venue: str | None, rule: str
) -> None:
    """The house clocks give a minute (San Roque 34: 50 s + 10; Garrido 8.k: a minute + 10): a call at 45 s is
    in time; under TDA 29 a call during the countdown is in time. The hand lives."""
    result = ruled(text, venue)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", "4")
    assert rule in result["rules"]


@pytest.mark.parametrize(
    ("text", "venue", "seat"),
    [
        ("La mano pasada el botón brincó del 6 al 8 y no lo vimos hasta ahora, antes de repartir. ¿Dónde lo "
         "pongo?", "garrido", "7"),
        ("Last hand the button jumped from seat 2 to seat 4; only noticed now, before the deal. Where does "
         "it go?", "garrido", "3"),
    ],
)  # fmt: skip
def test_a_button_that_jumped_two_seats_is_put_in_the_seat_between(text: str, venue: str, seat: str) -> None:
    """Garrido 2.p3: a button moved two seats by mistake, found on the next hand, goes to the seat between."""
    result = ruled(text, venue)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", seat)


@pytest.mark.parametrize(
    ("question", "lang", "rule"),
    [
        ("¿Me pueden matar la mano si me voy al baño justo cuando reparten?", "es", "tda-2024:30"),
        ("If I go to the bathroom during the deal, is my hand dead?", "en", "tda-2024:30"),
        ("¿Es obligatorio decir subo antes de meter las fichas?", "es", "tda-2024:42"),
        ("Must I say raise before I put out the chips or can I just push them?", "en", "tda-2024:42"),
        ("¿'Estoy dentro' vale como forma oficial de pagar?", "es", "tda-2024:3"),
        ("Is 'I'm in' an official way to call?", "en", "tda-2024:3"),
        ("¿Se puede hablar en gallego en la mesa?", "es", "tda-2024:6"),
        ("Can two players speak Catalan to each other at the table?", "en", "tda-2024:6"),
        (
            "Rompimos la mesa y me sientan en la ciega grande de la nueva, ¿me reparten ya?",
            "es",
            "tda-2024:10",
        ),
        (
            "They just broke our table; can I be dealt in on the big blind at my new seat?",
            "en",
            "tda-2024:10",
        ),
    ],
)
def test_players_words_for_the_eighth_questions_concepts(question: str, lang: str, rule: str) -> None:
    """Rule search: being away for the bathroom (30), saying 'raise' first (42), informal words for a call
    (3), a language other than the table's (6), being dealt in after a table breaks (10)."""
    from parser.rule_search import search

    top = search(question, limit=1, lang=lang)[0].id
    assert top == rule or top.startswith(rule + "-"), top  # the rule or one of its parts


@pytest.mark.parametrize(
    "text",
    [
        "El del 3 volvió de fumar y se sentó cuando ya había repartido tres o cuatro cartas, antes de "
        "acabar la primera vuelta. ¿Juega?",
        "Seat 3 got back from the bar and sat down when I'd dealt three or four cards, before the first "
        "round was finished.",
    ],
)
def test_cards_counted_roughly_on_the_deal_are_no_four_card_flop(text: str) -> None:
    """'Tres o cuatro cartas' of the deal tell when the player sat down (30), not a flop of four (39-A)."""
    result = ruled(text, "san-roque")
    assert result["ruling"]["decision"] == "dead_hand"
    assert "tda-2024:39-A" not in result["rules"] and "tda-2024:30" in result["rules"]


@pytest.mark.parametrize(
    ("text", "rules"),
    [
        ("River checked down, seat 2 shows a pair, seat 5 tossed his cards forward face down, nowhere near "
         "the muck, and now wants to flip them: he has a flush.", ["tda-2024:14", "tda-2024:13-A"]),
        ("En el river juegan mesa el 2 y el 5; el 5 tiró sus cartas boca abajo pero quedaron sueltas, "
         "lejos del muck, y ahora las quiere enseñar.", ["tda-2024:14", "tda-2024:19", "tda-2024:13-A"]),
    ],
)  # fmt: skip
def test_cards_let_go_of_face_down_but_retrievable_may_still_be_tabled(text: str, rules: list[str]) -> None:
    """14: face-down cards that stay identifiable and retrievable are not dead; 13-A: to win they are tabled;
    19: playing the board still needs them tabled."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", "5")
    assert result["rules"] == rules


@pytest.mark.parametrize(
    "text",
    [
        "El botón, que es el 4, tiene una sola carta; me avisó antes de hacer nada, pero ya pagaron UTG y "
        "UTG+1.",
        "Seat 4 on the button only has one card, he told me before acting, but UTG and the hijack already "
        "called.",
    ],
)
def test_a_button_short_a_card_who_says_so_before_acting_gets_it_after_substantial_action(text: str) -> None:
    """37: the button's missing card may be dealt even after substantial action, as long as he has not
    acted on the hand; the button named as the subject of 'only has one card' is the seat short."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", "4")
    assert result["rules"][0] == "tda-2024:37"


@pytest.mark.parametrize(
    "text",
    [
        "Torneo win the button en San Roque: empatan el 3 y el 8 con la misma escalera, el botón estaba en "
        "el 6. ¿Para quién el botón y la ficha que sobra?",
        "Win the button event: seats 3 and 8 chop with the same straight, button was on 6. Who gets the "
        "button and the odd chip?",
    ],
)
def test_a_tie_in_a_win_the_button_event_gives_button_and_odd_chip_the_same_way(text: str) -> None:
    """San Roque 33: on a tie the odd chip and the button go to the first active player after the button;
    TDA 20-A is the odd chip's rule it follows."""
    result = ruled(text, "san-roque")
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", "8")
    assert "san-roque:33" in result["rules"] and "tda-2024:20-A" in result["rules"]


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        ("Subió el nivel y se repartió con las ciegas del anterior; ya igualaron tres cuando lo vimos.",
         "play_continues"),
        ("Level went up but the hand was dealt at the old blinds, and called two and a raise before we "
         "noticed.", "play_continues"),
    ],
)  # fmt: skip
def test_calls_counted_with_the_verb_first_are_substantial_action(text: str, decision: str) -> None:
    """23 with 36: a hand dealt at the prior level continues once substantial action occurred; 'ya igualaron
    tres' are three calls, chips in the pot, as 'three players called' are."""
    result = ruled(text)
    assert result["ruling"]["decision"] == decision
    assert result["rules"][0] == "tda-2024:23"


def test_an_amount_after_the_verb_is_no_count_of_callers() -> None:
    from parser.incidents import _COUNTED_CALLS_AFTER, _count

    assert _count(_COUNTED_CALLS_AFTER, "pagaron dos mil cada uno") is None
    assert _count(_COUNTED_CALLS_AFTER, "ya pagaron dos y subio uno") == 2


@pytest.mark.parametrize(
    "text",
    [
        "Reloj al del 6 con una apuesta delante: el floor arrancó la cuenta de 5 y pagó justo en el 2.",
        "Clock on seat 6 facing a bet, the floor started the 5 count and he called right on the two.",
    ],
)
def test_the_action_taken_as_the_countdown_runs_is_the_one_that_stands(text: str) -> None:
    """29: acting within the countdown keeps the hand, and what he did stands: the call the words tell at the
    clock's end, not a number of the countdown read as a bet."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", "6")
    assert result["ruling"]["action"] == "call"
