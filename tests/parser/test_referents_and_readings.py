"""Words that point back or forward: the chips just named counted again ("pushes all three out"), the player
the action comes back to ("back on three, can he raise?"), a question put with its subject after the verb
("so is he all in"), a negated verb of saying with nothing as its object ("doesn't say a word"); and a bare
number no reading of which is reasonable for the pot told (57)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "River, el 3 apuesta 4500. Al 7 le quedan dos fichas de cinco mil y empuja las dos sin hablar.",
        "River, seat 3 bets 4500. Seat 7 has two 5k chips left and shoves both of them out without a word.",
        "River, seat 3 bets 4500, seat 7 has two 5k chips left, pushes all two forward. Is he all in or?",
    ],
)
def test_the_chips_named_before_and_counted_again_are_the_push(text: str) -> None:
    # 45-B-2: removing one 5k still leaves the 4,500 call, and these are his last chips: all-in
    result = answer(text).result
    assert result["facts"]["actions"][-1]["chips"] == [5000, 5000]
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("all_in", 10000)


@pytest.mark.parametrize(
    "text",
    [
        "Turn, el 4 apuesta 2600; al 9 le quedan tres fichas de mil y tira las tres calladito.",
        "Turn: seat 4 bets 2600, seat 9 has three 1k chips left and pushes all three in, silent.",
    ],
)
def test_last_chips_all_needed_for_the_call_are_a_call(text: str) -> None:
    result = answer(text).result  # 45-A: "including a bet of your last chips"
    assert (result["ruling"]["action"], result["ruling"]["total"], result["ruling"]["returned"]) == (
        "call",
        2600,
        400,
    )


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "flop seat one bets four thousand seat five shoves six thousand seat eight calls "
            "and it's back to seat one can he three bet",
            "en",
        ),
        (
            "Flop: seat 1 bets 4000, seat 5 all in for 6000, seat 8 calls. Back on seat 1, may he reraise?",
            "en",
        ),
        (
            "flop el uno apuesta cuatro mil el cinco va all in por seis mil el ocho paga y vuelve al uno "
            "que quiere resubir puede",
            "es",
        ),
    ],
)
def test_a_modal_after_the_action_comes_back_asks_about_that_player(text: str, lang: str) -> None:
    result = answer(text).result
    assert result["ruling"]["seat"] == "1"
    assert result["ruling"]["options"] == ["fold", "call"]  # 47-A: a short all-in does not re-open


@pytest.mark.parametrize(
    "text",
    [
        "turn seat two bets three thousand seat six puts out a five thousand chip and a one thousand chip "
        "so was he raising or",
        "turn seat two bets three thousand seat six puts out one five k and one one k so is that a raise",
    ],
)
def test_an_action_asked_with_its_subject_after_the_verb_is_not_done(text: str) -> None:
    result = answer(text).result
    actions = result["facts"]["actions"]
    assert actions[-1]["declaration"] is None and actions[-1]["chips"] == [5000, 1000]


@pytest.mark.parametrize(
    "text",
    [
        "Flop seat 1 bets 2000, seat 4 puts out two 1k chips and a 500 and doesnt say a word.",
        "Flop, el 1 apuesta 2000, el 4 pone dos de mil y una de 500 y no dice ni una palabra.",
        "Flop, el 1 apuesta 2000, el 4 pone dos de mil y una de 500, no dijo nada.",
    ],
)
def test_saying_nothing_at_all_is_silence(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["actions"][-1]["silent"] is True
    assert (result["ruling"]["action"], result["ruling"]["returned"]) == ("call", 500)


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 2k/4k. River, the pot is 50,000. Seat 3 just says 'three', nothing else.",
        "Ciegas 2000/4000. River, el bote es de 50.000. El 3 dice 'tres' y nada más.",
    ],
)
def test_a_bare_number_with_no_reasonable_reading_for_the_pot_is_the_floors(text: str) -> None:
    result = answer(text).result  # 3,000 is under the 4,000 minimum, 3,000,000 is no bet on a 50,000 pot
    assert result["floor"] is True and result["confidence"] == "unsure"
    assert result["ruling"]["total"] is None


@pytest.mark.parametrize(
    "text",
    [
        "Flop, el 2 apuesta 3000. El 6 tira una ficha de 5000 callado. El 2 quiere que sea subida. ¿Qué es?",
        "Flop: seat 2 bets 3000, seat 6 silently drops a single 5000 chip. Seat 2 wants it to be a raise. "
        "Ruling?",
        "Flop: seat 2 bets 3000, seat 6 silently drops a single 5000 chip; seat 2 wants him raising. Ruling?",
    ],
)
def test_a_wish_about_another_players_action_does_not_name_the_wisher(text: str) -> None:
    result = answer(text).result  # 44: a single oversized chip without a word is a call
    assert result["ruling"]["seat"] == "6"
    assert (result["ruling"]["action"], result["ruling"]["returned"]) == ("call", 2000)


@pytest.mark.parametrize(
    "text",
    [
        "River, seat 2 bets 2500. Seat 5's last chips are three 1k chips and he pushes the lot, silent.",
        "River, seat 2 bets 2500. Seat 5 has just three 1k chips left and slides the three of them in, "
        "silent.",
    ],
)
def test_the_stack_said_of_a_player_with_s_stays_his(text: str) -> None:
    result = answer(text).result
    assert result["ruling"]["seat"] == "5"
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 2500)  # 45-A, last chips


@pytest.mark.parametrize(
    "text",
    [
        "Crown. Flop, Shazza in 3 bets 2k, the bloke in 7 sticks out a 5k chip, silent. Ruling?",
        "Flop: Kevin in seat 3 bets 2000, Marco in 7 drops one 5000 chip without a word. What is it?",
        "Flop: el Tano del 3 apuesta 2000, la Vero en el 7 tira una ficha de 5000 callada. ¿Qué es?",
    ],
)
def test_a_person_or_a_name_placed_in_a_seat_is_that_seat(text: str) -> None:
    result = answer(text).result
    assert result["ruling"]["seat"] == "7"
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 2000)  # 44


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("ciegas mil dos mil el u te ge paga dos mil y el jai yak va all in por tres mil doscientos", "HJ"),
        ("ciegas mil dos mil el lou yak sube a cinco mil y el cat of va all in por tres mil", "CO"),
        ("ciegas quinientos mil el utg limpea mil y el hai yak va all in por dos mil setecientos", "HJ"),
        (
            "blinds five hundred a thousand utg limps and the hai jack goes all in for twenty seven hundred",
            "HJ",
        ),
    ],
)
def test_positions_as_a_spanish_voice_transcript_spells_them(text: str, seat: str) -> None:
    result = answer(text).result
    assert result["facts"]["actions"][-1]["seat"] == seat
    assert result["facts"]["actions"][-1]["declaration"] == "all_in"


@pytest.mark.parametrize(
    "text",
    [
        "turn seat one bets two thousand seat four shoves can seat one just fold",
        "turn el uno apuesta dos mil el cuatro va all in puede el uno solo tirarse",
    ],
)
def test_an_action_after_can_and_just_is_asked_not_done(text: str) -> None:
    result = answer(text).result
    assert [a["declaration"] for a in result["facts"]["actions"]] == ["bet", "all_in"]


@pytest.mark.parametrize(
    "text",
    [
        "Seat 3 has 14k left. Turn: seat 1 bets 20k, seat 3 calls and still has chips behind. Ruling?",
        "Al 3 le quedan 14 mil. Turn: el 1 apuesta 20 mil, el 3 paga y todavía tiene fichas detrás. ¿Y?",
    ],
)
def test_chips_left_after_calling_more_than_the_stack_cannot_all_be_true(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "unsure" and result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "Flop: seat 1 bets 4000, seat 4 all in for about 7,500, seat 6 calls. Can seat 1 re-raise?",
        "Flop: el 1 apuesta 4000, el 4 va all in por unos siete mil y pico, el 6 paga. ¿Puede resubir el 1?",
    ],
)
def test_an_amount_told_roughly_near_the_line_that_decides_is_asked(text: str) -> None:
    result = answer(text).result  # 47-A: 8,000 or more would re-open the betting for seat 1
    assert result["confidence"] == "conditional"
    assert result["ruling"]["options"] == ["fold", "call"]
    assert "exact_amount:seat=4" in result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "Flop: seat 1 bets 4000, seat 4 all in for about 20,000, seat 6 calls. Can seat 1 re-raise?",
        "Flop: el 1 apuesta 4000, el 4 va all in por unos veinte mil, el 6 paga. ¿Puede resubir el 1?",
    ],
)
def test_an_amount_told_roughly_far_from_any_line_is_no_question(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "certain"
    assert result["ruling"]["options"] == ["fold", "call", "raise"]


@pytest.mark.parametrize(
    "text",
    [
        "I'm in seat 6. Turn, seat 2 bets 3000 and I put out a single 5000 chip without a word. The dealer "
        "says it's a raise. Is it?",
        "Hola, soy el del asiento 6. En el turn el 2 apuesta 3000 y yo tiro una ficha de 5000 sin decir "
        "nada. El dealer dice que es subida. ¿Es así?",
    ],
)
def test_a_player_writing_in_the_first_person_is_his_seat(text: str) -> None:
    result = answer(text).result
    assert result["ruling"]["seat"] == "6"
    assert (result["ruling"]["action"], result["ruling"]["returned"]) == ("call", 2000)  # 44


@pytest.mark.parametrize(
    "text",
    [
        "this is the player in seat 4. i had 8000 before the hand, seat 2 bet 12000, i called the 12000 "
        "and i still have 3000 behind. who is right",
        "soy el jugador del asiento 4. yo tenía ocho mil, el del dos apostó doce mil, yo pagué los doce mil "
        "y yo tengo tres mil detrás todavía. quién tiene razón",
    ],
)
def test_a_players_own_stacks_that_cannot_add_up_go_to_the_floor(text: str) -> None:
    result = answer(text).result
    assert result["floor"] is True and result["confidence"] == "unsure"


@pytest.mark.parametrize(
    "text",
    [
        "Seat 3 has 14k left, seat 1 bets 20k on the turn and seat 3 calls and still has chips behind.",
        "Al 3 le quedan 14 mil; el 1 apuesta 20 mil en el turn y el 3 paga y todavía tiene fichas detrás.",
    ],
)
def test_a_street_named_after_the_action_is_that_actions_street(text: str) -> None:
    result = answer(text).result  # the call of 20k is on the same street as the bet it answers
    assert result["floor"] is True and result["confidence"] == "unsure"


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ('Blinds 100/200, turn, pot is 2,850 and seat 9 just says "three". Some say 300, others 3000.', 300),
        ("Ciegas 200/400, river, bote de 6.000. El 4 dice 'cinco' y ya. Unos dicen 500 y otros 5.000.", 5000),
    ],
)
def test_a_table_arguing_over_the_readings_of_a_bare_number_is_ruled_by_57(text: str, total: int) -> None:
    result = answer(text).result
    assert result["confidence"] == "certain" and result["floor"] is False
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("bet", total)
    assert result["rules"][0] == "tda-2024:57"


@pytest.mark.parametrize(
    "text",
    [
        "limit 1000/2000, turn: el uno apuesta 4000, el tres paga, el cinco va all in por 6000 y vuelve "
        "al uno que quiere subir y el tres le dice que no es subida completa, puede subir?",
        "limit 1000/2000, turn: seat one bets 4000, seat three calls, seat five is all in for 6000, back to "
        "seat one who wants to raise and seat three says that is no full raise. can he raise?",
    ],
)
def test_a_full_raise_named_in_a_bystanders_words_is_nobodys_action(text: str) -> None:
    result = answer(text).result  # 47-B: in limit, half a bet (2,000 over 4,000) re-opens the betting
    assert result["ruling"]["seat"] == "1"
    assert result["ruling"]["options"] == ["fold", "call", "raise"]
    assert [a["seat"] for a in result["facts"]["actions"]] == ["1", "3", "5"]


@pytest.mark.parametrize(
    "text",
    [
        "en el turn el dos va all in el seis pide cuenta el dealer le dice ocho mil y el seis dice pago pero "
        "eran once mil quinientos y el seis dice que él pagó ocho nomás cuánto tiene que poner",
        "on the turn seat two shoves seat six asks for a count the dealer says eight thousand seat six says "
        "call but it was eleven thousand five hundred and six says he only called eight how much does he "
        "have to put in",
    ],
)
def test_the_dealers_closing_question_is_not_inside_the_players_claim(text: str) -> None:
    result = answer(text).result  # 49: a wrong count does not free him from the accepted action
    assert result["ruling"]["seat"] == "6"
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 11500)


@pytest.mark.parametrize(
    "text",
    [
        "500/1000. Button makes it 3k. The BB, whose 1k blind is in front of him, drops a 5k next to it, "
        "silent.",
        "500/1000. El botón sube a 3000. La ciega grande, con su ficha de mil delante, tira una de 5000 "
        "callada.",
    ],
)
def test_a_single_chip_pushed_with_a_is_one_chip(text: str) -> None:
    result = answer(text).result  # 46-C: the posted 1k left alone; one chip added silently is a call (44)
    assert result["facts"]["actions"][-1]["chips"] == [5000]
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 3000)


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 500/1000. UTG abre a 2500, el Pancho en CO tira una ficha de 5 lucas callado. ¿Qué es?",
        "Blinds 500/1000. UTG opens 2500, Maggie on the button drops a single 5k chip, silent. Ruling?",
    ],
)
def test_a_name_placed_at_a_position_is_that_position(text: str) -> None:
    result = answer(text).result
    assert result["ruling"]["seat"] in {"CO", "BTN"}
    assert (result["ruling"]["action"], result["ruling"]["returned"]) == ("call", 2500)


@pytest.mark.parametrize(
    "text",
    [
        "blinds 200/400. three of them see the flop for 1200 each. flop seat 1 bets 2000 and two callers. "
        "turn: seat 1 says 'six'. 600 or 6000?",
        "ciegas 200/400. tres ven el flop por 1200 cada uno. flop el 1 apuesta 2000, el 3 y el 5 pagan. "
        "turn: el 1 dice 'seis'. ¿600 o 6000?",
    ],
)
def test_the_pot_counted_at_the_flop_grows_with_the_flops_bets(text: str) -> None:
    result = answer(text).result  # 3 x 1,200 + 3 x 2,000 = 9,600: 6,000 is the highest reading in it (57)
    assert result["facts"]["pot"] == 9600
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("bet", 6000)


@pytest.mark.parametrize(
    "text",
    [
        "hi this is the pot limit omaha at the peppermill blinds 500/1000, under the gun says pot, how much "
        "is under the gun putting in",
        "hola, omaha pot limit desde Santa Marta, ciegas 500/1000, el UTG dice pot, cuánto está poniendo "
        "el UTG",
    ],
)
def test_the_room_and_a_player_asked_about_are_no_words_left_unread(text: str) -> None:
    result = answer(text).result  # 54: 500 + 1,000 + the 1,000 call = 2,500 raise, to 3,500
    assert result["confidence"] == "certain"
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 3500)


@pytest.mark.parametrize(
    "text",
    [
        "River: seat 5 is first to act, seat 7 bets 4000 before him, then seat 5 checks. Ruling on seat 7?",
        "River: el 5 es el primero en hablar, el 7 apuesta 4000 antes que él y luego el 5 pasa. ¿Y el 7?",
    ],
)
def test_a_player_said_to_be_first_to_act_makes_an_earlier_action_out_of_turn(text: str) -> None:
    result = answer(text).result  # 53-A: a check by the skipped player leaves the out-of-turn bet binding
    assert result["facts"]["actions"][0]["out_of_turn"] is True
    assert "tda-2024:53-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "River, action is on seat 5. Seat 7 mucks his cards. Seat 5 then checks. Seat 7 wants his cards "
        "back. Can he?",
        "River, le toca al 5. El 7 tira sus cartas al muck. Luego el 5 pasa. El 7 quiere sus cartas de "
        "vuelta. ¿Puede?",
    ],
)
def test_cards_mucked_out_of_turn_while_the_betting_goes_on_are_a_binding_fold(text: str) -> None:
    result = answer(text).result  # 53-A: "An OOT fold is binding"; 58
    assert result["ruling"]["seat"] == "7" and result["ruling"]["action"] == "fold"
    assert "tda-2024:53-A" in result["rules"] and "tda-2024:58" in result["rules"]


def test_a_capitalised_word_before_a_number_no_table_has_is_no_player() -> None:
    result = answer("Misdeal on 11, two cards came over. Seat 6 was away. Does he get cards?").result
    assert all(action["seat"] != "11" for action in result["facts"]["actions"])
    assert result["floor_reason"] != "no_such_seat"


@pytest.mark.parametrize(
    ("text", "confidence"),
    [
        ("Omaha event, flop, the pot is 6,400; seat 2, first to act, says pot. How much?", "conditional"),
        (
            "Torneo de omaha, flop, el bote es de 6.400; el 2 habla primero y dice bote. ¿Cuánto?",
            "conditional",
        ),
        ("Omaha PL, flop, the pot is 6,400; seat 2, first to act, says pot. How much?", "certain"),
    ],
)
def test_omaha_named_without_its_limit_is_pot_limit_asked(text: str, confidence: str) -> None:
    result = answer(text).result  # 54: a pot bet of 6,400 in pot-limit; in no-limit "pot" is no amount
    assert result["confidence"] == confidence
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("bet", 6400)
    assert ("limit" in result["questions"]) is (confidence == "conditional")


@pytest.mark.parametrize(
    "text",
    [
        "Flop, el 4 apuesta 600, el 7 tira callado una de 1000 y una de 100, dice que esperaba change.",
        "Flop, seat 4 bets 600, seat 7 silently drops a 1000 and a 100, says he was expecting change.",
    ],
)
def test_change_expected_in_either_language_cites_61(text: str) -> None:
    result = answer(text).result  # 45-B: 500 over the call is at least half the 600 bet: a raise to 1,200
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 1200)
    assert "tda-2024:61" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 300/600. UTG opens to 1500 (900 more). Seat 5 says raise and puts out only 2000. How much?",
        "Ciegas 300/600. UTG abre a 1500 (900 de subida). El 5 dice subo y pone 2000 nada más. ¿Cuánto?",
    ],
)
def test_a_bracketed_number_explaining_an_amount_is_no_fact_to_place(text: str) -> None:
    result = answer(text).result  # 43: "raise" declared binds a full raise, to 1,500 + 900 = 2,400
    assert result["confidence"] == "certain"
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 2400)


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000. UTG is all in for 1400. UTG+1 wants to min-raise, dealer says 2800. Correct?",
        "Ciegas 500/1000. UTG va all in por 1400. UTG+1 quiere la subida mínima, le digo 2800. ¿Está bien?",
    ],
)
def test_the_dealers_answer_put_to_confirm_is_no_fact_to_place(text: str) -> None:
    result = answer(text).result  # 43: the 400 short all-in is no full raise: the minimum stays 1,400 + 1,000
    assert result["confidence"] == "certain"
    assert result["ruling"]["min_raise_to"] == 2400


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000 and UTG posted a straddle of 2000. UTG+1 wants to raise, what's the minimum?",
        "Ciegas 500/1000 y el UTG puso straddle de 2000. El UTG+1 quiere subir, ¿cuál es el mínimo?",
    ],
)
def test_a_straddle_posted_is_read_as_told(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "certain" and result["ruling"]["min_raise_to"] == 4000


@pytest.mark.parametrize(
    "text",
    [
        "500/1000, BB posted two 500s, button raises to 3000, BB drops a 5k chip silently. I think it's a "
        "call?",
        "500/1000, la grande puso dos de 500, el botón sube a 3000, la grande tira una de 5000 callada. Yo "
        "creo que es call, ¿no?",
    ],
)
def test_the_dealers_guess_at_the_ruling_is_no_fact_to_confirm(text: str) -> None:
    result = answer(text).result  # 46-C: blind chips left alone, one oversized chip added: a call (44)
    assert result["confidence"] == "certain"
    assert (result["ruling"]["action"], result["ruling"]["returned"]) == ("call", 3000)


@pytest.mark.parametrize(
    "text",
    [
        "el siete dijo pago y puso cinco mil pero eran quince mil, ¿cuánto paga?",
        "seat 7 said call and put in 5000 but it was 15000, how much does he pay?",
    ],
)
def test_the_bet_a_call_answered_told_after_it(text: str) -> None:
    result = answer(text).result  # 50: "call" in turn binds him to the whole bet
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 15000)


@pytest.mark.parametrize(
    "text",
    [
        "floor, seat eight said call on the seven k raise and now wants to fold",
        "floor, el ocho dijo pago a los siete mil y ahora se quiere tirar",
    ],
)
def test_a_call_told_first_with_its_amount_answered_that_bet(text: str) -> None:
    result = answer(text).result  # 50: the verbal call binds him to the 7,000
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 7000)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("flop seat 1 bets 3000 and seat 6 goes raise four thou no sorry raise five thousand", 5000),
        ("flop el 1 apuesta 3000 y el 6 dice sube a cuatro mil no perdón sube a cinco mil", 5000),
        ("flop seat 1 bets 3000, seat 6 says raise, ten thou behind him", None),
    ],
)
def test_thou_and_an_amount_corrected_with_its_words_said_again(text: str, said: int | None) -> None:
    result = answer(text).result  # 43: raise declared and 5,000 short of the 6,000 minimum: made 6,000
    actions = result["facts"]["actions"]
    if said is not None:
        assert actions[-1]["amount"] == said
        assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 6000)
    else:
        assert result["facts"]["stacks"] == {"6": 10000}


@pytest.mark.parametrize(
    "text",
    [
        "el nueve dijo paso y tenía una apuesta de dos mil delante, ahora quiere subir, ¿puede?",
        "river, seat nine said check but he had a bet of two thousand in front of him, now he wants to raise",
    ],
)
def test_a_check_said_while_having_a_bet_to_face_leaves_call_or_fold(text: str) -> None:
    result = answer(text).result  # 55: "check" facing a bet is no legal action; he may call or fold
    assert result["ruling"]["seat"] == "9" and result["ruling"]["options"] == ["fold", "call"]


@pytest.mark.parametrize(
    "text",
    [
        "NL 200/400 flop. Seat 3 bet 1000, then is turn of seat 5 but seat 6 say raise 3000. Seat 5 only "
        "call. Seat 6 want to take back?",
        "NL 200/400 flop. El 3 apuesta 1000, es turno del 5 pero el 6 dice subo a 3000. El 5 solo paga. "
        "¿El 6 puede echarse atrás?",
    ],
)
def test_whose_turn_it_is_said_with_turn_is_no_street(text: str) -> None:
    result = answer(text).result  # 53-A: a call by the skipped player leaves the out-of-turn raise binding
    assert result["facts"]["street"] == "flop"
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "6",
        "raise",
        3000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "river seat nine bets three thousand seat five says all in and slides out five thousand, he's got "
        "eighteen four total",
        "river, seat 9 bets 3000, seat 5 says all in but pushes only 5000; he has eighteen four behind",
    ],
)
def test_a_stack_said_short_is_in_thousands(text: str) -> None:
    result = answer(text).result  # 40-B: "all in" said first binds him to every chip: 18,400
    assert result["facts"]["stacks"]["5"] == 18400
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("all_in", 18400)


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 100/200. UTG sube a 600, el MP resube a 1800 no a 1600, el CO quiere subir, ¿el mínimo?",
        "blinds 100/200. UTG raises to 600, MP reraises to 1800 not 1600, CO wants to raise, the minimum?",
    ],
)
def test_an_amount_said_then_another_denied_keeps_the_first(text: str) -> None:
    result = answer(text).result  # 43: the last full raise is 1,200 (600 to 1,800): at least 3,000
    assert result["facts"]["actions"][1]["amount"] == 1800
    assert result["ruling"]["min_raise_to"] == 3000


@pytest.mark.parametrize(
    "text",
    [
        "600/1200, utg opens 2400, seat 5 makes it 3500, that's everything he had. back to utg, can he "
        "raise?",
        "600/1200, el UTG abre a 2400, el 5 sube a 3500 y era todo lo que tenía. Vuelve al UTG, ¿puede "
        "subir?",
    ],
)
def test_a_raise_short_of_the_minimum_with_the_last_chips_is_an_all_in(text: str) -> None:
    result = answer(
        text
    ).result  # 43-A, 47-A: all in for 3,500 (1,100 more), no full raise: UTG calls or folds
    assert result["ruling"]["seat"] == "UTG" and result["ruling"]["options"] == ["fold", "call"]


@pytest.mark.parametrize(
    "text",
    [
        "UTG opens to 5k, seat 7 just drops a single 25k chip, no word. Seat 9 is yelling it's a raise.",
        "UTG abre a 5000, el 7 tira una ficha de 25000 callado. El 9 grita que es subida. ¿Qué es?",
        "Turn, seat 2 bet 4000, seat 5 say 'call' and after push 10000 in chips. Seat 2 say it is raise.",
    ],
)
def test_a_player_shouting_what_the_action_is_makes_a_claim(text: str) -> None:
    result = answer(text).result  # 44 / 40-B: the single chip silent, or "call" said first, is a call
    assert result["ruling"]["action"] == "call"
    assert [a["seat"] for a in result["facts"]["actions"]][-1] in {"7", "5"}


def test_a_count_asked_of_a_player_who_is_all_in_is_the_all_ins() -> None:
    text = (
        "seat 9 asks the dealer how much seat 4 who is all in has, the dealer says 8000 and seat 9 says "
        "call. when we count it is 11000. seat 9 says he only calls 8. ruling?"
    )
    result = answer(text).result  # 49: the caller is held to the accepted action, the all-in as counted
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "9",
        "call",
        11000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "heads up river apuesta doce mil el otro el del siete pone cinco mil calladito y ahora se quiere "
        "tirar",
        "heads up on the river, bets twelve thousand the other guy, seat seven puts out five thousand "
        "silently and now wants to fold",
    ],
)
def test_a_bet_told_first_by_nobody_named_is_the_bet_faced(text: str) -> None:
    result = answer(text).result  # 51-B: heads-up, an undercall facing any bet is a mandatory full call
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "7",
        "call",
        12000,
    )


def test_a_player_complaining_what_it_is_makes_a_claim() -> None:
    text = "Flop, el 1 apuesta 4000, el 6 tira dos de 5000 callado y luego dice call, el 2 reclama raise."
    result = answer(text).result  # 45-B: chips first; 6,000 over the call is a raise, to the 10,000 pushed
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "6",
        "raise",
        10000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "la del 3 le pregunta al crupier cuánto tiene el 6, que está all in, el crupier le dice 5000 y la "
        "del 3 dice voy. contamos y son 7500. ¿qué hacemos?",
        "la del 3 le pregunta al crupier cuanto tiene el 6 que esta all in el crupier le dice 5000 y la "
        "del 3 dice voy contamos y son 7500 que hacemos",
        "seat 3 asks the dealer how much seat 6 has, seat 6 being all in, dealer tells her 5000 and seat 3 "
        "says call. we count 7500. what now",
    ],
)
def test_a_count_asked_ends_where_the_dealer_answers_it(text: str) -> None:
    result = answer(text).result  # 49: the count asked of an all-in player; the caller is held to it
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "3",
        "call",
        7500,
    )
