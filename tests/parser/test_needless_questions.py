"""Questions a report had already answered, or whose answer cannot change the ruling (issue 12): each family
tested in both languages in other words than the betting sets' rows. The ruling stays as it was; only the
needless question goes, each with the reason it cannot change the ruling."""

from __future__ import annotations

import pytest

from bot.ask import answer


def _certain(text: str) -> dict[str, object]:
    result = answer(text).result
    assert result["confidence"] == "certain", result["questions"]
    ruling = result["ruling"]
    assert isinstance(ruling, dict)
    return ruling


@pytest.mark.parametrize(
    ("text", "total"),
    [
        (
            "Blinds 100/200, river, the pot is 2,000. Seat 4 says only 'three', nothing else. The lady "
            "beside him says is 3000. What's the bet?",
            300,
        ),
        (
            "Blinds 100/200, river, the pot is 5,000. Seat 4 says only 'three', nothing else. The lady "
            "beside him says is 300. What's the bet?",
            3000,
        ),
        (
            "Turn, ciegas 100-200, pozo de 3000. La del 6 dice 'cuatro' y más tarde intenta poner 4 lucas; "
            "el del 2 dice q son 400. ¿Cuál vale?",
            400,
        ),
        (
            "Turn, ciegas 100-200, pozo de 6000. La del 6 dice 'cuatro' y más tarde intenta poner 400; el "
            "del 2 dice q son 4 lucas. ¿Cuál vale?",
            4000,
        ),
    ],
)
def test_a_reading_of_a_bare_number_told_by_another_is_no_stray_amount(text: str, total: int) -> None:
    """A magnitude of the bare number another player argues for, or the player wants to put in, is one of
    the readings 57 chooses among, whichever the pot makes it: placed, not asked about."""
    ruling = _certain(text)
    assert ruling["action"] == "bet" and ruling["total"] == total


@pytest.mark.parametrize(
    "text",
    [
        "Flop, 500/1000. Seat 2 bets 3,000, seat 6 say 'raise nine thousand' and put chips. Other guy say "
        "he mean nine more so 12000 total. What is total?",
        "Flop, 500/1000. El 2 apuesta 3000, el 6 dice 'subo 9000' y pone las fichas. Un vecino de mesa "
        "dice q serian 12000 total. Cuanto es?",
    ],
)
def test_a_raise_read_as_by_an_amount_is_the_reading_43b_settles(text: str) -> None:
    """ "Raise nine thousand" over 3,000 is a raise to 9,000 (43-B); the 12,000 another argues for is the
    amount added to the bet, the reading 43-B rules out: no amount left unplaced."""
    ruling = _certain(text)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "raise", 9000)


@pytest.mark.parametrize(
    ("text", "total"),
    [
        (
            "500/1000, turn. Seat 3 bets 4k, seat 8 says 'raise fifteen' and slides out 15k in chips. Is "
            "that fifteen hundred or fifteen thousand?",
            15000,
        ),
        (
            "Ciegas 500/1000, turn. El 3 apuesta 4 mil, el 8 dice 'subo quince' y mete 15 mil en fichas. "
            "¿Son mil quinientos o quince mil?",
            15000,
        ),
    ],
)
def test_a_bare_number_with_its_chips_pushed_needs_no_pot(text: str, total: int) -> None:
    """The chips pushed with a bare number say which magnitude was meant (57: "with no other clarifying
    information"): the pot, not told, is not asked."""
    ruling = _certain(text)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("8", "raise", total)


@pytest.mark.parametrize(
    ("pushed", "alone"),
    [
        (
            "500/1000, river. Seat 3 bets 2k, seat 8 says just 'six' and puts out 6,000. Call or raise?",
            "500/1000, river. Seat 3 bets 2k, seat 8 says just 'thirty', no chips out yet. Call or raise?",
        ),
        (
            "Ciegas 500/1000, river. El 3 apuesta 2 mil, el 8 dice solo 'seis' y pone 6.000. ¿Qué es?",
            "Ciegas 500/1000, river. El 3 apuesta 2 mil, el 8 dice solo 'treinta', sin fichas. ¿Qué es?",
        ),
    ],
)
def test_only_a_bare_number_alone_asks_the_pot(pushed: str, alone: str) -> None:
    """With its chips the number is read by them; without, the untold pot decides between its legal
    readings (57: 3,000 and 30,000 both raise the 2,000 bet): asked. ("Six" alone would not ask: 600 is no
    raise of 2,000, so 6,000 is its one legal reading, tests/parser/test_needless_questions_2.py.)"""
    ruling = _certain(pushed)
    assert (ruling["action"], ruling["total"]) == ("raise", 6000)
    result = answer(alone).result
    assert result["confidence"] == "conditional" and "pot_size" in result["questions"]


@pytest.mark.parametrize(
    ("text", "seat", "total"),
    [
        (
            "PLO 300/600, the SB is dead, so only the 600 BB is posted. UTG asks for the pot. How much?",
            "UTG",
            2100,
        ),
        (
            "Blinds 500/1000. BB has her two 500 chips posted. CO raises to 4,000 and BB drops a 5k chip "
            "on it without a word. Call or raise?",
            "BB",
            4000,
        ),
        ("PLO 300/600, la chica está muerta, solo la BB postea 600. El UTG pide pot. ¿Cuánto?", "UTG", 2100),
        (
            "Ciegas 500/1000. La BB tiene sus dos fichas de 500 puestas. El CO sube a 4000 y la BB pone una "
            "de 5000 encima sin hablar. ¿Call o raise?",
            "BB",
            4000,
        ),
    ],
)
def test_a_blind_told_as_posted_is_no_unread_clause(text: str, seat: str, total: int) -> None:
    """ "The BB is posted", "BB has her two 500 chips posted": the blind's forced bet told again, no action of
    hers left unread (the Spanish forms were read already)."""
    ruling = _certain(text)
    assert (ruling["seat"], ruling["total"]) == (seat, total)


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000, flop. Seat 3 bets 2,500, seat 8 puts in a 5k and a 500 in silence. Call or raise?",
        "Flop, 500/1000. Seat 3 bet 2500, seat 8 put one 5000 and one 500, no speaking. What is it?",
        "Flop, 500/1000. El 3 apuesta 2500 y el 8 mete una de 5000 y una de 500 en silencio. ¿Pago o sube?",
    ],
)
def test_silence_told_needs_no_question_of_what_was_said(text: str) -> None:
    """ "In silence", "no speaking": nothing was said, so 45-B reads the chips and "did he say anything?" is
    not asked (5,500 over a 2,500 bet: the 500 is spare, 5,000 passes the 3,750 mark)."""
    ruling = _certain(text)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("8", "raise", 5500)


def test_a_player_who_did_not_speak_in_turn_was_skipped_not_silent() -> None:
    """In Spanish "no habló" also says a player did not act ("lo pasaron porque no habló"): no silence word,
    and the skipped player's case stays the floor's (53-B)."""
    result = answer(
        "River, 100/200. El 2 apuesta 800, al 5 lo pasaron por alto porque no habló, el 7 pagó 800 y el 9 se "
        "retiró. Ahora el 5 reclama. ¿Qué pasa con el 5?"
    ).result
    assert result["confidence"] == "unsure" and result["ruling"]["seat"] == "5"


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000. UTG raises to 3,000, the hijack makes it 8,000 and the button asks me what the "
        "minimum re-raise is. I said 16,000 but I'm not sure.",
        "Ciegas 500/1000. El UTG sube a 3.000, el HJ resube a 8.000 y el botón me pregunta cuánto es lo "
        "mínimo para resubir. Yo creo que son 16.000.",
        "Ciegas 500/1000. El UTG sube a 3.000, el HJ resube a 8.000 y el botón me pregunta el mínimo para "
        "resubir; le dije 16.000 pero no estoy seguro.",
    ],
)
def test_the_dealers_guess_at_the_minimum_is_no_fact_to_confirm(text: str) -> None:
    """His own answer to the minimum asked, doubted ("I said 16,000 but I'm not sure", "creo que son
    16.000"): the rules work the minimum out from the facts (43: 8,000 + the 5,000 raise), and no fact
    holds his number, so neither it nor his doubt is asked."""
    result = answer(text).result
    assert result["confidence"] == "certain", result["questions"]
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("BTN", 13000)


def test_a_doubted_level_is_still_asked_when_the_minimum_is() -> None:
    """ "Creo que es 600-1.200": the level believed is a fact the minimum rests on, still to confirm."""
    result = answer(
        "El UTG abrió a 2.400 y el HJ pregunta cuánto es lo mínimo para resubir. Estamos en el nivel 8, "
        "creo que es 600-1.200."
    ).result
    assert result["confidence"] == "conditional"


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 500/1000, preflop. El UTG pone tres fichas de 1000 sin decir nada. Yo creo q es subida. "
        "¿Qué es?",
        "Blinds 500/1000, preflop. UTG puts three 1k chips out without a word. I think it's a raise. Ruling?",
    ],
)
def test_the_dealers_guess_at_the_ruling_is_no_fact(text: str) -> None:
    """ "Creo q es subida" (the copula inside the term read), "I think it's a raise": his guess at the
    ruling asked; three chips of 1,000 over a 1,000 blind: a raise to 3,000 (45-B)."""
    ruling = _certain(text)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("UTG", "raise", 3000)


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 300/600. BB posts his blind with one 1k chip. UTG raises to 1,500 and BB silently adds a 1k "
        "chip beside it, so 2,000 in front. Call or raise?",
        "Ciegas 300/600. La BB puso su ciega con una ficha de 1000. El UTG sube a 1.500 y la BB agrega otra "
        "de 1000 al lado sin decir nada, o sea 2.000 en total. ¿Qué es?",
    ],
)
def test_the_blind_and_the_chips_added_told_as_one_total_are_placed(text: str) -> None:
    """ "So 2,000 in front": the blind's chip and the one added, summed; every chip needed for the 1,500 call
    (45-A: without the 1,000 added, 1,000 is short), 500 back."""
    ruling = _certain(text)
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "BB",
        "call",
        1500,
        500,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 300/600, 600 BB ante. Preflop UTG limps for 600, the button limps, SB folds, BB checks. "
        "Flop: BB checks and UTG says 'eight'. 800 or 8000?",
        "Ciegas 300/600, ante de BB 600. Preflop el UTG limpea con 600, el botón limpea, la SB se tira y la "
        "BB pasa. Flop: la BB pasa y el UTG dice 'ocho'. ¿800 u 8000?",
        "Blinds 200/400, limped 5 ways pre, flop checked around. Turn: seat 3 says 'eight' and nothing else. "
        "800 or 8000?",
        "Ciegas 200/400, preflop limpearon 5 jugadores, el flop se pasó. En el turn el 3 dice 'ocho' y nada "
        "más. ¿800 u 8000?",
    ],
)
def test_a_limped_pot_is_counted_from_the_limps(text: str) -> None:
    """A limp with no amount calls the big blind; players counted by their limp put in a big blind each: the
    pot (2,700; 2,000) is known, under 8,000, so "eight" is 800 (57) and the pot is not asked."""
    ruling = _certain(text)
    assert (ruling["action"], ruling["total"]) == ("bet", 800)


def test_a_limped_pot_the_dealer_did_not_count_is_asked() -> None:
    """ "I didn't get the exact pot": the dealer's own doubt about the count, still asked."""
    result = answer(
        "Blinds 200/400, limped 5 ways, checked the flop. Turn seat 3 says 'eight', nothing else. I didn't "
        "get the exact pot. 800 or 8000?"
    ).result
    assert result["confidence"] == "conditional" and result["ruling"]["total"] == 800


@pytest.mark.parametrize(
    "text",
    [
        "Flop, 500/1000. Seat 2 bets 3,000 and seat 6 says call. I spotted it from the podium. How much does "
        "seat 6 put in?",
        "Resumen de la mano: en el flop el 2 apuesta 3.000 y el 6 dice pago. ¿Cuánto pone el 6?",
        "Torneo de Mar del Plata, flop, el 2 apuesta 3.000 y el 6 dice pago. ¿Cuánto pone el 6?",
        "La plata en juego es 500/1000. En el flop el 2 apuesta 3.000 y el 6 dice pago. ¿Cuánto pone el 6?",
    ],
)
def test_an_ordinary_word_a_letter_from_a_betting_word_is_no_typo(text: str) -> None:
    """ "Spotted", "resumen", "plata" are words of their own, never typos of "potted", "resuben", "planta"
    (the lexicon's confusables): nothing read as a bet to confirm; the call is 3,000."""
    ruling = _certain(text)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "call", 3000)


@pytest.mark.parametrize(
    "text",
    [
        "Turn, 200/400. Seat 2 bets 1,500. It's on seat 4, but seat 8 calls early. Seat 4 folds, seat 6 too. "
        "Seat 8 wants to take his call back. Can he?",
        "Turn, 200/400. El 2 apuesta 1.500. Le toca al 4, pero el 8 paga antes de tiempo. El 4 se tira, el 6 "
        "también. El 8 quiere retirar el pago. ¿Puede?",
    ],
)
def test_a_player_named_with_too_takes_the_action_before(text: str) -> None:
    """ "Seat 6 too", "el 6 también": the fold just told is his as well, so no skipped player is left to
    ask about and the early call stands (53-A): 1,500."""
    ruling = _certain(text)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("8", "call", 1500)


def test_an_echoed_check_leaves_the_betting_open() -> None:
    """ "Seat 6 too" after two checks is a third check: the bet after them can be raised by the first."""
    result = answer(
        "River, 200/400. Seat 2 checks, seat 4 checks, seat 6 too. Seat 8 bets 1,000. What is the minimum "
        "raise for seat 2?"
    ).result
    assert result["ruling"]["min_raise_to"] == 2000


@pytest.mark.parametrize(
    "text",
    [
        "Flop, 400/800. Seat 1 bets 2,000, seat 5 says 'raise three thousand' and puts out 3k. Minimum is "
        "4k. Must he make it 4k?",
        "Flop, 400/800. El 1 apuesta 2.000, el 5 dice 'subo tres mil' y pone 3 mil. La subida mínima son "
        "4.000. ¿Qué hace el 5?",
    ],
)
def test_the_minimum_told_is_no_stray_amount(text: str) -> None:
    """ "Minimum is 4k": the least raise, which the rules work out (43-A: 2,000 + 2,000), told as such;
    3,000 is over half the raise, so he makes it 4,000 (the Spanish form was read already)."""
    ruling = _certain(text)
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "raise", 4000)


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 2.000/4.000. El UTG sube a 10.000 y el HJ va all in por 13.000. Le toca al cutoff, que tiene "
        "250.000. ¿Cuál es la mínima resubida?",
        "Blinds 2,000/4,000. UTG raises to 10,000 and the HJ is all in for 13,000. Over to the cutoff, who "
        "has 250,000. What is the minimum re-raise?",
    ],
)
def test_a_stack_told_in_a_relative_clause_is_the_players(text: str) -> None:
    """ "Al cutoff, que tiene 250.000": the stack of the player just named, read as his, not an amount to
    ask about; the short all-in does not re-open, the minimum is 13,000 + the 6,000 raise (the English form
    was read already)."""
    result = answer(text).result
    assert result["confidence"] == "certain", result["questions"]
    assert result["facts"]["stacks"] == {"CO": 250000}
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("CO", 19000)
