"""Families the lead drew this round from the older betting sets' confident wrong answers, each tested in
both languages in other words than the rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.answers import fact_from_answer


@pytest.mark.parametrize(
    "text",
    [
        "blinds 200/400, river, the pot is about 7,500, maybe a touch more. seat 4 says 'eight'. "
        "800 or 8,000?",
        "ciegas 200/400, river, el bote anda por los 7.500, quizá algo más. el 4 dice 'ocho'. ¿800 u 8.000?",
    ],
)
def test_a_bare_number_read_against_a_pot_judged_by_eye_is_conditional(text: str) -> None:
    """57: the highest reasonable amount not over the pot; a pot told roughly just under the larger reading
    may be over it, so the reading stands only if the count agrees, and the pot is asked."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("4", "bet", 800)
    assert "tda-2024:57" in result["rules"]
    assert result["confidence"] == "conditional"
    assert "pot_size" in result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 200/400, river, the pot is about 11,000. seat 4 says 'eight'. 800 or 8,000?",
        "ciegas 200/400, river, el bote anda por los 11.000. el 4 dice 'ocho'. ¿800 u 8.000?",
    ],
)
def test_a_bare_number_well_inside_a_rough_pot_stands(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["total"], result["confidence"]) == (8000, "certain")


@pytest.mark.parametrize(
    "text, believed",
    [
        (
            "flop, seat 1 bets 2,500, seat 4 makes it 9,000, seat 6 says call and then tells us he figured "
            "it was 2,500. he wants to fold",
            2500,
        ),
        (
            "turn, seat 3 shoves for 22k, seat 8 announces call, assumed it was only 12. can he take it "
            "back?",
            12000,
        ),
        (
            "flop, el 1 apuesta 2.500, el 4 sube a 9.000, el 6 dice voy y después cuenta que creía que eran "
            "2.500, quiere tirar",
            2500,
        ),
        (
            "turn, el 3 va all in por 22 mil, el 8 dice pago creyendo que eran 12. ¿puede echarse atrás?",
            12000,
        ),
    ],
)
def test_a_call_made_on_a_mistaken_amount_is_held_by_49(text: str, believed: int) -> None:
    """49: it is the caller's responsibility to know the bet; a call in turn binds him to the full action
    (51-A), and the amount he believed is told back as his belief, not as a count he was given."""
    result = answer(text).result
    ruling = result["ruling"]
    assert ruling["action"] == "call" and ruling["total"] in (9000, 22000)
    assert {"tda-2024:49", "tda-2024:51-A"} <= set(result["rules"])
    calls = [a for a in result["facts"]["actions"] if a["count_given"] is not None]
    assert [(a["count_given"], a["count_believed"]) for a in calls] == [(believed, True)]


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 2 bets four one thousand chips, seat 6 calls. how much is in from each?",
        "turn, el 2 apuesta cuatro fichas de mil, el 6 paga. ¿cuánto puso cada uno?",
        "turn, el 2 apuesta cuatro de mil, el 6 paga. ¿cuánto puso cada uno?",
    ],
)
def test_a_bet_told_as_a_count_of_chips_is_those_chips(text: str) -> None:
    """A number counting the chips named after it ("four one thousand chips") is the chips bet, not a bet
    of four."""
    result = answer(text).result
    bet = result["facts"]["actions"][0]
    assert (bet["seat"], bet["chips"]) == ("2", [1000, 1000, 1000, 1000])
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "6",
        "call",
        4000,
    )


@pytest.mark.parametrize(
    "text, chips",
    [
        (
            "preflop, blinds 2000/4000, seat 3 opens to 9000 and seat 6 drops one twenty five thousand chip "
            "without a word",
            [25000],
        ),
        (
            "preflop, blinds 2000/4000, seat 3 opens to 9000 and seat 6 slides out two fifty thousand chips",
            [50000, 50000],
        ),
    ],
)
def test_a_count_before_a_scaled_chip_value_is_no_hundreds(text: str, chips: list[int]) -> None:
    """ "one twenty five thousand chip" is one 25,000 chip, not 120 and a 5,000: before a scaled value and a
    chip word, the unit counts the chips."""
    result = answer(text).result
    assert result["facts"]["actions"][-1]["chips"] == chips


@pytest.mark.parametrize(
    "text",
    [
        "flop, el 1 apuesta 2.000, la acción estaba en el 3 y el 6 se adelanta y paga 2.000. el 3 sube a "
        "7.000. ¿qué opciones tiene el 6?",
        "flop, seat 1 bets 2,000, the action was on seat 3 and seat 6 jumps ahead and calls 2,000. seat 3 "
        "raises to 7,000. what are seat 6's options?",
    ],
)
def test_the_player_the_action_is_on_is_not_listed_with_the_one_who_acted(text: str) -> None:
    """ "la acción estaba en el 3 y el 6 paga": the 3 is where the action stood, not a second caller; the
    raise after the out-of-turn call changed the action, so the 6 has every option back (53-A)."""
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["1", "6", "3"]
    ruling = result["ruling"]
    assert (ruling["seat"], sorted(ruling["options"]), ruling["returned"]) == (
        "6",
        ["call", "fold", "raise"],
        2000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 500-1000, el UTG sube a 3000, se saltan al 5, el 6 paga y el 7 paga. el 5 protesta, ¿qué "
        "pasa con su mano?",
        "blinds 500-1000, UTG raises to 3000, they skip seat 5, seat 6 calls and seat 7 calls. seat 5 "
        "protests, what happens to his hand?",
    ],
)
def test_a_skipped_player_in_the_present_plural_goes_to_the_floor(text: str) -> None:
    result = answer(text).result
    assert result["floor"] is True and result["ruling"]["seat"] == "5"
    assert {"tda-2024:53-B", "tda-2024:36"} <= set(result["rules"])


@pytest.mark.parametrize("verb", ["goes all up", "went all up"])
def test_all_up_as_a_verb_is_all_in(verb: str) -> None:
    text = f"1k/2k. UTG raises to 6k, folds to the cutoff who {verb} for 8k, blinds fold. can UTG re-raise?"
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], sorted(ruling["options"])) == ("UTG", ["call", "fold"])


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 3 bets 8k, seat 7 says 'raise twenty' and puts the chips in. what's his total?",
        "turn, el 3 apuesta 8k, el 7 dice 'subo veinte' y mete las fichas. ¿cuál es el total?",
    ],
)
def test_a_raise_said_short_over_a_bet_in_thousands_is_in_thousands(text: str) -> None:
    """No level told, the bet written "8k": "twenty" is 20,000, not a raise to twenty chips."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("7", "raise", 20000)


@pytest.mark.parametrize(
    "text",
    [
        "blinds 2k/4k, seat 2 raises to 12k, seat 5 says 'raise another twelve' and puts it in. total?",
        "ciegas 2k/4k, el 2 sube a 12k, el 5 dice 'subo otros doce' y los mete. ¿total?",
    ],
)
def test_raise_another_amount_is_the_increment(text: str) -> None:
    """43-B: "another" is information that the amount is the raise, not the total: 12k + 12k."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "raise", 24000)


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 2 bets 3k, seat 8 puts out 3k then reaches back to his stack and pushes another 6k "
        "without a word. ruling?",
        "turn, el 2 apuesta 3k, el 8 pone 3k y luego vuelve a su stack y empuja otros 6k sin decir nada. "
        "¿qué es?",
    ],
)
def test_a_second_trip_that_pushes_another_amount_is_a_string_bet(text: str) -> None:
    """56/42: the chips of the second motion go back; the first motion, a call, stands."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "8",
        "call",
        3000,
        6000,
    )
    assert "tda-2024:56" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "flop, seat 3 tells seat 8 'if you bet I'm shoving', then seat 8 bets 4,000 and seat 3 only wants to "
        "call. does he have to shove?",
        "flop, el 3 le dice al 8 'si apuestas voy all in', luego el 8 apuesta 4.000 y el 3 solo quiere "
        "pagar. ¿tiene que ir all in?",
    ],
)
def test_a_promise_in_the_progressive_is_a_conditional_statement(text: str) -> None:
    """59-A: "if you bet, I'm shoving" is a conditional statement: binding at the TD's discretion."""
    result = answer(text).result
    assert result["floor"] is True and "tda-2024:59-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "river heads up, seat 2 says twenty thousand but only puts out one 5k chip, not sure if everyone "
        "heard it, seat 9 puts out 5k to call. what does seat 9 owe?",
        "river mano a mano, el 2 dice veinte mil pero solo pone una ficha de 5k, no sé si todos lo "
        "escucharon, el 9 pone 5k para pagar. ¿cuánto debe el 9?",
    ],
)
def test_a_declaration_the_table_may_not_have_heard_goes_to_the_floor(text: str) -> None:
    """40-A: the verbal wins only if clearly heard; the dealer doubting that the table heard it puts what
    was said in dispute, the TD's to settle (Rule 1)."""
    result = answer(text).result
    assert result["floor"] is True and result["confidence"] == "unsure"
    assert {"tda-2024:40-A", "tda-2024:1"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "seat 4 says call and then throws in fifteen thousand and the bet was only six thousand and now he "
        "says he meant to raise",
        "el 4 dice pago y tira quince mil y la apuesta era solo de seis mil y ahora dice que quería subir",
    ],
)
def test_the_bet_faced_told_after_with_only(text: str) -> None:
    """ "the bet was *only* 6,000": the bet he faced, told after his action, however hedged; the word 'call'
    makes the chips a call of 6,000, the rest back (40-A)."""
    result = answer(text).result
    assert result["confidence"] == "certain"  # the bet was told: no big blind guessed from the amounts
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "4",
        "call",
        6000,
        9000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "blinds 1000-2000. UTG+1 puts out 1000 silently, thought it was the small blind. there are 5 players "
        "in the hand. can he take it back?",
        "ciegas 1000-2000. el UTG+1 pone 1000 callado, creía que era la ciega chica. hay 5 jugadores en la "
        "mano. ¿lo puede retirar?",
    ],
)
def test_players_counted_in_the_hand_are_no_pot(text: str) -> None:
    """ "hay 5 jugadores en la mano": a count of players, not a pot of five; pre-flop the undercall of the
    big blind multi-way is a full call (51-B)."""
    result = answer(text).result
    assert "pot 5" not in result["understood"] and "bote 5" not in result["understood"]
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("UTG+1", "call", 2000)


@pytest.mark.parametrize(
    "text",
    [
        "river: el 2 cuenta que subió a 9.000 primero y el 7 que anunció all in antes. el crupier no vio "
        "quién fue primero. ¿qué hacemos?",
        "river: seat 2 says he bet 9,000 first and seat 7 says he went all in before that. the dealer didn't "
        "see who spoke first. what do we do?",
    ],
)
def test_an_order_the_dealer_did_not_see_goes_to_the_floor(text: str) -> None:
    """Who acted first is disputed and the dealer did not see it: the floor decides (Rule 1); "antes" in a
    Spanish report is "before", not the English plural of "ante"."""
    result = answer(text).result
    assert result["floor"] is True and result["confidence"] == "unsure"
    assert "ante" not in result["understood"]


def test_a_player_who_did_not_see_the_raise_is_a_fact_not_the_dealers_doubt() -> None:
    text = (
        "flop, el 2 apuesta 3000, el 4 sube a 9000 y el 6 dice 'pago', no vio la subida. ahora quiere pagar "
        "3000 nomás. ¿qué hago?"
    )
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("6", 9000)
    assert not any(q.startswith("confirm_fact") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "blinds 1000/2000, the UTG straddles, UTG+1 raises to 10000. what's the min re-raise for the cutoff?",
        "ciegas 1000/2000, el UTG hace straddle, el UTG+1 sube a 10000. ¿cuál es la resubida mínima del CO?",
    ],
)
def test_a_straddle_without_its_size_is_taken_as_two_big_blinds_and_asked(text: str) -> None:
    """43-A: the straddle is the bet the raise is measured against: 10,000 over 4,000 is a 6,000 raise (a
    min re-raise to 16,000, not 18,000); its size was not told, so it is asked."""
    result = answer(text).result
    assert result["ruling"]["min_raise_to"] == 16000
    assert result["confidence"] == "conditional" and "straddle" in result["questions"]


def test_no_straddle_is_none() -> None:
    result = answer("PLO 100/200, no straddle, UTG calls 200 and the hijack says pot. how much?").result
    assert (result["ruling"]["total"], result["confidence"]) == (900, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "flop, seat 2 bets 3000, seat 5 says raise and drops a 10k chip, at the same time I suppose, I guess "
        "the word came first. what is it?",
        "flop, el 2 apuesta 3000, el 5 dice subo y suelta una ficha de 10 mil, a la vez supongo, supongo que "
        "lo dijo antes de soltarla. ¿qué es?",
    ],
)
def test_a_dealers_guess_is_to_be_confirmed(text: str) -> None:
    """44: "raise" said before the chip lands makes the overchip a raise; the dealer only guesses the order,
    so the ruling is conditional and the fact asked."""
    result = answer(text).result
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 10000)
    assert result["confidence"] == "conditional"


@pytest.mark.parametrize("verb", ["moves all in", "moved all in"])
def test_moves_all_in_is_no_unknown_word(verb: str) -> None:
    result = answer(f"blinds 500/1000, UTG raises to 2500, seat 6 {verb} for 9000. UTG's options?").result
    assert result["confidence"] == "certain" and sorted(result["ruling"]["options"]) == [
        "call",
        "fold",
        "raise",
    ]


@pytest.mark.parametrize(
    "text",
    [
        "two players limp 3 to 6000 (blinds 3k-6k with bb ante). the button drops one 25k chip silently. "
        "call or raise?",
        "limpean 2 a 6.000 (ciegas 3k-6k con ante de bb). el botón suelta una de 25k sin hablar. ¿call o "
        "raise?",
    ],
)
def test_numbers_after_an_action_word_are_no_level(text: str) -> None:
    """ "limpean 2 a 6.000": the limpers' count and amount, not the blinds; the level told beside it holds,
    and a silent single overchip is a call (44)."""
    result = answer(text).result
    assert ("3,000/6,000" in result["understood"]) or ("3.000/6.000" in result["understood"])
    ruling = result["ruling"]
    assert (ruling["action"], ruling["total"], ruling["returned"]) == ("call", 6000, 19000)


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 1000/2000, el UTG no había hablado y el HJ va all in fuera de turno por 15000, regresamos al "
        "UTG y sube a 6000. ¿qué opciones tiene el HJ?",
        "blinds 1000/2000, UTG hadn't acted and the HJ shoves out of turn for 15000, we go back to UTG who "
        "raises to 6000. what are the HJ's options?",
    ],
)
def test_going_back_to_a_player_is_no_action_of_the_one_before(text: str) -> None:
    """53-A: the raise after the out-of-turn all-in changed the action: the HJ's chips go back and he has
    every option; "regresamos al UTG y sube" is the UTG's raise, not the HJ's."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["returned"], ruling["decision"]) == ("HJ", 15000, "not_binding")
    assert sorted(ruling["options"]) == ["call", "fold", "raise"]


@pytest.mark.parametrize(
    "text",
    [
        "A player said 'I'm in' while shoving a stack of chips out. The dealer can't tell if it's a call or "
        "all in. What counts?",
        "Un jugador dijo 'pago' mientras empujaba una pila de fichas. El crupier no sabe si es call o all "
        "in. ¿Qué cuenta?",
    ],
)
def test_a_hand_told_about_an_unnamed_player_is_no_rule_question(text: str) -> None:
    """A word a player said, told in a sentence that asks nothing: a hand to rule on (whose player is asked),
    not a general question for the rule search."""
    result = answer(text).result
    assert result["ruling"] is not None


@pytest.mark.parametrize(
    "lang, text, reply",
    [
        (
            "en",
            "blinds 1000/2000, the UTG straddles, UTG+1 raises to 10000. min re-raise for the cutoff?",
            "5000",
        ),
        (
            "es",
            "ciegas 1000/2000, el UTG hace straddle, el UTG+1 sube a 10000. ¿resubida mínima del CO?",
            "5.000",
        ),
    ],
)
def test_the_straddle_asked_and_answered_settles_the_minimum(lang: str, text: str, reply: str) -> None:
    """The dealer answers the question the reply asked: the straddle was 5,000, the raise 5,000 over it."""
    fact = fact_from_answer("straddle", reply, lang)
    assert fact is not None
    result = answer(f"{text} {fact}").result
    assert (result["ruling"]["min_raise_to"], result["confidence"]) == (15000, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "river, el 2 tiene delante una apuesta de seis mil y tira una ficha de 25 mil callado. ¿qué es?",
        "river, seat 2 has a bet of six thousand in front of him and tosses a 25k chip in silently. what is "
        "it?",
    ],
)
def test_a_bet_in_front_of_the_player_is_the_bet_he_faces(text: str) -> None:
    """44: a single oversized chip facing a bet, no word said, is a call: 6,000, 19,000 back."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "2",
        "call",
        6000,
        19000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "turn, 4 players. seat 2 bets 2,000, seat 4 raises to 7,000, seat 6 puts 2,000 in and seat 8 also "
        "puts 2,000 in. neither said a word. what now?",
        "turn, 4 jugadores. el 2 apuesta 2.000, el 4 sube a 7.000, el 6 mete 2.000 y el 8 también mete "
        "2.000. ninguno dijo nada. ¿y ahora?",
    ],
)
def test_undercalls_in_sequence_back_up_to_the_first_undercaller(text: str) -> None:
    """51-C: play backs up to the first undercaller, who faced a raise multi-way (51-B: the TD's); "neither"
    is nobody's name."""
    result = answer(text).result
    assert (result["ruling"]["seat"], result["floor"]) == ("6", True)
    assert "tda-2024:51-B" in result["rules"]
    assert [a["seat"] for a in result["facts"]["actions"]] == ["2", "4", "6", "8"]


@pytest.mark.parametrize(
    "text",
    [
        "flop, seat 3 bets 2,000, seat 6 raises to 5,000, seat 8 makes it 11,000. min 5-bet for the button?",
        "flop, el 3 apuesta 2.000, el 6 sube a 5.000, el 8 resube a 11.000. ¿mínima resubida para el botón?",
    ],
)
def test_a_minimum_word_before_a_raise_word_asks_the_minimum(text: str) -> None:
    """43-A: the last raise was 6,000 (5,000 to 11,000): the least re-raise is to 17,000, for the player the
    question names."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["min_raise_to"]) == ("BTN", 17000)


@pytest.mark.parametrize(
    "text",
    [
        "flop, 4 handed. seat 1 bets 4000, seat 3 silently puts out 2000, then seat 5 also silently puts out "
        "2000 (copying seat 3 I guess). we backed it up. what does seat 3 do?",
        "flop, 4 jugadores. el 1 apuesta 4000, el 3 pone 2000 callado y luego el 5 también pone 2000 callado "
        "(copiando al 3 supongo). volvimos atrás. ¿qué hace el 3?",
    ],
)
def test_a_guess_closing_an_aside_is_no_fact_to_confirm(text: str) -> None:
    """51-B: the first undercaller faced the opening bet multi-way: a full call of 4,000; the dealer's guess
    at why the next player did it ("(copying seat 3 I guess)") decides nothing."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("3", "call", 4000)
    assert not any(q.startswith("confirm_fact") for q in result["questions"])
