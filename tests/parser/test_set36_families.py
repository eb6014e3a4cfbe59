"""Grammar families drawn from set 36 (a charity event's first-time players and a streamed final table told
with exact counts), each tested in both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "On the turn seat 6 acts first and pushes his cards face down into the middle, nobody has bet. Now "
        "he wants to check instead. Can he?",
        "Turn, nobody has bet, seat 6 is first and pushes his hand to the middle. Can he take it back?",
        "En el turn el 6 habla primero y empuja sus cartas boca abajo, nadie apostó. ¿Puede recuperarlas?",
    ],
)
def test_cards_pushed_forward_on_a_street_before_the_river_are_a_fold(text: str) -> None:
    """A push whose object is the cards is no all-in, and letting them go on the turn, with no bet to him,
    is a binding fold in the betting (58), no showdown muck."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], result["confidence"]) == ("6", "fold", "certain")
    assert "tda-2024:58" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Seat 7 shoved, seat 3 asked for a count, the dealer said 22,000 but the actual all-in is 24,000. "
        "Seat 3 called. He has plenty more. What does he owe?",
        "El 7 va all in, el 3 pide la cuenta, el dealer dice 22.000 pero el all in real es de 24.000. El 3 "
        "paga y le sobran fichas. ¿Cuánto debe?",
    ],
)
def test_the_bet_named_with_its_real_size_is_no_action_of_the_caller(text: str) -> None:
    """ "the actual all-in is 24,000", "el all in real es de 24.000": the shove's real size after a wrong
    count, not an all-in of the player who asked; his call holds him to the real amount (49)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("3", "call", 24000)
    assert "tda-2024:49" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000. UTG call 1000, seat 5 fold, seat 6 all in 1,800 total, SB fold. Now BB, he still "
        "not acted. He can raise? Minimum?",
        "Blinds 500/1000. UTG call 1000, seat 5 fold, seat 6 all in 1,800 total, SB folds. BB still not "
        "acted. She can raise?",
        "Ciegas 500/1000. El UTG paga 1000, el 5 se tira, el 6 va all in por 1.800 en total, la chica se "
        "tira. Ahora la grande, todavía no habló. ¿Él puede subir? ¿Mínimo?",
    ],
)
def test_a_pronoun_before_its_modal_asks_about_the_player_named_before(text: str) -> None:
    """ "He can raise?": a question in statement order is about the player the sentence before named (the
    big blind who has not acted), not the small blind who folded last; the short all-in leaves his option
    open (47), at least 1,800 + 1,000."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["min_raise_to"]) == ("BB", None, 2800)
    assert sorted(ruling["options"]) == ["call", "fold", "raise"]


@pytest.mark.parametrize(
    "text",
    [
        "flop, blinds 500/1000, seat 1 bets 2,000 and seat 4, who is new here, puts out three 1,000 chips",
        "flop, ciegas 500/1000, el 1 apuesta 2.000 y el 4, que es nuevo, pone tres fichas de mil",
        "flop, ciegas 500/1000, el 1 apuesta 2.000 y el 4 que es novato mete tres fichas de mil",
    ],
)
def test_a_clause_describing_the_player_is_no_question(text: str) -> None:
    """ "el 4, que es nuevo, pone...": "que es" read as "¿qué es?" opens a clause about the player before
    his verb; his three chips over 2,000 reach half a raise, so a full raise to 4,000 (45-B, 43-A)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("4", "raise", 4000)


@pytest.mark.parametrize(
    "text",
    [
        "flop, blinds 500/1000, seat 1 bets 2,000 and seat 4 puts out three 1,000 chips, so it's a call "
        "or what",
        "flop, ciegas 500/1000, el 1 apuesta 2.000 y el 4 pone tres fichas de mil, eso es call o qué",
    ],
)
def test_an_action_word_in_a_choice_left_open_is_asked_not_said(text: str) -> None:
    """ "a call or what", "es call o qué": the dealer asks whether it is a call; the player said nothing, so
    his chips alone rule (a raise to 4,000)."""
    result = answer(text).result
    assert [a["declaration"] for a in result["facts"]["actions"] if a["seat"] == "4"] == [None]
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 4000)


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 3 bets 2,000 and seat 8 says raise five thousand, I didn't catch the end of it, the "
        "room was loud. What is it?",
        "Turn, el 3 apuesta 2.000 y el 8 dice 'subo cinco mil' o 'subo cinco mil más', no le oí bien el "
        "final, había mucho ruido. ¿Qué es?",
        "Turn, el 3 apuesta 2.000 y el 8 dice subo cinco mil, no lo escuché bien. ¿Qué es?",
    ],
)
def test_a_declaration_the_dealer_did_not_hear_in_full_is_asked(text: str) -> None:
    """ "no le oí bien", "didn't catch the end": a raise and an amount is the total (43-B, 5,000 here) only
    as heard; the end of the words may change it, so the answer is conditional and the words asked."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("8", "raise", 5000)
    assert result["confidence"] == "conditional"
    assert any(q.startswith("confirm_fact") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "On the flop seat 2 bet 800, seat 5 raised to 1,200 and seat 7 called. Not sure if the turn is out "
        "already. How do we fix it?",
        "En el flop el 2 apostó 800, el 5 subió a 1.200 y el 7 pagó. El dealer no me dijo si ya salió el "
        "turn. ¿Cómo se corrige?",
    ],
)
def test_a_next_card_the_dealer_doubts_was_dealt_leaves_the_correction(text: str) -> None:
    """The turn is not known to be out: the short raise is still corrected on its street to a full one,
    800 + 800 (52-A), and whether the turn came is asked (after it the 1,200 would stand)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "raise", 1600)
    assert result["confidence"] == "conditional"


@pytest.mark.parametrize(
    "text",
    [
        "No limit 500/1000, turn, seat 4 is first and says 'I bet the pot', nothing in front of him. The pot "
        "is around 9,000. How much is his bet?",
        "No limit 500/1000, en el turn el 4 es el primero y dice 'apuesto el bote', sin poner nada. Hay "
        "unos 9.000. ¿De cuánto es la apuesta?",
    ],
)
def test_pot_said_in_no_limit_binds_a_valid_bet_at_his_own_risk(text: str) -> None:
    """ "Pot" is an official term in pot-limit only (3): in no-limit it binds a valid bet, the minimum at
    least (54-D), and is a non-standard term at the player's risk (57), ruled as certain."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("4", "bet", 1000)
    assert {"tda-2024:54-D", "tda-2024:57"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "On the flop nobody has bet, seat 3 says call and then taps the table twice. What is it?",
        "En el flop nadie apostó, el 3 dice 'pago' y después da un golpecito en la mesa. ¿Qué es eso?",
    ],
)
def test_call_said_with_a_tap_facing_no_bet_is_ruled_by_the_words(text: str) -> None:
    """ "call" facing no bet is a check (55-A): the words said decide, the tap beside them does not turn
    the report into a tap incident (3)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"]) == ("3", "check")
    assert "tda-2024:55" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 2 bets 2,000. Seat 5 silently puts out three 1,000 chips and only then says raise. How "
        "much is the raise?",
        "Flop, el 2 apuesta 2.000. El 5 pone callado tres fichas de 1.000 y recién después dice subo. ¿De "
        "cuánto es la subida?",
    ],
)
def test_chips_that_came_before_the_word_cite_the_chip_rules(text: str) -> None:
    """The chips came first, so they define the bet (40-A): 3,000 over 2,000 reaches half a raise, a full
    raise to 4,000 by the multiple-chip rule (45), which is cited though the word "raise" agrees."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "raise", 4000)
    assert {"tda-2024:40-A", "tda-2024:45-B", "tda-2024:43-A"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seats 1, 3 and 6 in. Seat 3 checks while seat 1 is still to act. Seat 1 then checks. Can "
        "seat 3 bet now?",
        "Flop, quedan el 1, el 3 y el 6. El 3 pasa mientras el 1 todavía no había hablado. Luego el 1 "
        "pasa. ¿Puede apostar ahora el 3?",
    ],
)
def test_an_action_while_another_is_still_to_act_is_out_of_turn(text: str) -> None:
    """ "while seat 1 is still to act", "mientras el 1 todavía no había hablado": seat 3 acted out of turn;
    seat 1's check does not change the action, so his check binds (53-A)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["decision"]) == ("3", "check", "binding")
    assert "tda-2024:53-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 500/1000, the pot's, let me think, eleven thousand four hundred and seat 7 just says eight. "
        "What is that?",
        "ciegas 500/1000, el bote es, a ver, once mil cuatrocientos y el 7 dice ocho nada más. ¿Qué es eso?",
    ],
)
def test_a_pot_told_after_a_pause_to_think_is_read(text: str) -> None:
    """ "let me think", "a ver" are a pause: the pot (11,400) is read, so a street after the flop is
    assumed and "eight" is a bet of the highest reasonable amount within the pot, 8,000 (57)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("7", "bet", 8000)
    assert "tda-2024:57" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "River: seat 4 bets 2,500, seat 9 ships his last chips without a word - one 5k and one 1k. Call or "
        "all in?",
        "River: el 4 apuesta 2.500, el 9 empuja sus últimas fichas sin decir nada - una de 5k y una de 1k. "
        "¿Call o all in?",
    ],
)
def test_chips_listed_after_a_dash_are_the_pushed_chips(text: str) -> None:
    """A dash opens the list of the chips pushed, as a colon or a comma does: 6,000 in his last chips,
    every chip not needed to call 2,500, so an all-in of 6,000 (45-B)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("9", "all_in", 6000)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Seat 1 bets 2,000. New player in seat 5. Facing the bet he puts out 2,000, then goes back to his "
        "stack and adds another 4,000, nothing said.",
        "El 1 apuesta 2.000. El 5 es nuevo. Frente a la apuesta él pone 2.000, luego vuelve a su stack y "
        "agrega otros 4.000, sin decir nada.",
    ],
)
def test_a_pronoun_after_the_bet_faced_goes_on_with_the_player_named_before(text: str) -> None:
    """ "Facing the bet he puts out...": the sentence opens with the bet faced, then "he" acts: the player
    named just before (seat 5); his second trip to the stack is a string bet, 2,000 a call, 4,000 back
    (56)."""
    ruling = answer(text).result["ruling"]
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == ("5", "call", 2000, 4000)


@pytest.mark.parametrize(
    "text",
    [
        "river, seat 6 shoves, seat 2 asks for a count, I tell him 180,000 but it was, no, it was 210,000 "
        "and he said call. How much does he pay?",
        "river, el 6 va all in, el 2 me pide la cuenta y le digo 180 mil pero eran no eran 210 mil y él "
        "dijo pago. ¿Cuánto paga?",
    ],
)
def test_the_real_amount_after_a_copula_said_again_is_read(text: str) -> None:
    """ "it was, no, it was 210,000", "eran no eran 210 mil": a slip taken back, not a denial: the real
    all-in is 210,000 and the call after the wrong count holds him to it (49)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("2", "call", 210000)
    assert "tda-2024:49" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "river, seat 6 shoves, seat 2 asks for a count, I tell him 180,000 but it was 210,000 and he had "
        "already called. How much does he pay?",
        "river, el 6 va all in, el 2 me pide la cuenta y le digo 180 mil pero eran 210 mil y él ya había "
        "pagado. ¿Cuánto paga?",
        "river, el 6 va all in, el 2 me pide la cuenta y le digo 180 mil pero eran 210 mil y él ya había "
        "dicho pago. ¿Cuánto paga?",
    ],
)
def test_a_pluperfect_after_a_count_is_told_from_when_the_error_came_out(text: str) -> None:
    """ "ya había pagado", "había dicho pago" after the count: he called once told, before the error was
    seen, not before the shove; the call holds him to the real 210,000 (49)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("2", "call", 210000)
    assert [a["seat"] for a in result["facts"]["actions"]] == ["6", "2"]
