"""Grammar families drawn from set 37's English rows (a high-roller side event in Barcelona and Lima with
regulars who abbreviate everything, a bar-league final in Texas and Manchester told by volunteer dealers),
each tested in both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Preflop, seat 3 says to seat 7: no matter how much you bet, I'm calling. On the turn seat 7 bets "
        "4,000 and seat 3 mucks. Is that allowed?",
        "Seat 1 tells the guy in seat 4 before the river: whatever you bet there I'm calling. Seat 4 bets "
        "20k on the river and seat 1 folds. Ruling?",
        "El 4 le dice al 8 antes del turn: apuestes lo que apuestes, voy. En el turn el 8 apuesta 6.000 y el "
        "4 tira las cartas. ¿Vale?",
        "En el flop el 2 le avisa al 6 'lo que subas te lo pago'. El 6 sube a 9.000 y el 2 se retira. "
        "¿Puede?",
    ],
)
def test_a_promise_for_whatever_is_bet_is_a_conditional_statement(text: str) -> None:
    """ "whatever you bet, I call", "apuestes lo que apuestes, voy": a promise that depends on the other's
    bet, with no "if", is a conditional statement of future action: the TD's (59-A)."""
    result = answer(text).result
    assert "tda-2024:59-A" in result["rules"]
    assert result["floor"] is True
    assert result["ruling"]["action"] is None


@pytest.mark.parametrize(
    ("text", "total", "returned"),
    [
        (
            "blinds 50/100, turn, seat 2 bets 2,100 and seat 6 pushes his last chips, three thousands, three "
            "1k chips, not a word. All in or call?",
            2100,
            900,
        ),
        (
            "River, 100/200, seat 4 bets 2,600, seat 9 slides out his last chips, 3000, three 1000 chips, "
            "silent. Call or all-in?",
            2600,
            400,
        ),
        (
            "Ciegas 50/100, turn, el 2 apuesta 2.100 y el 6 empuja sus últimas fichas, 3000, tres de mil, "
            "callado. ¿All in o call?",
            2100,
            900,
        ),
        (
            "River, 100/200, el 4 apuesta 1.600 y el 9 mete sus últimas fichas, dos de mil, dos fichas de "
            "mil, sin decir nada. ¿Paga o va all in?",
            1600,
            400,
        ),
    ],
)
def test_last_chips_named_again_are_the_same_chips(text: str, total: int, returned: int) -> None:
    """An amount and then its chips after a comma ("3000, three 1000 chips"), or the chips said twice in
    other words ("three thousands, three 1k chips"): one push; every chip is needed to call, so a call of
    last chips (45-A, its second example), not an all-in of twice as many."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["action"], ruling["total"], ruling["returned"]) == ("call", total, returned)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "River. Seat five asks how much is the all in, the dealer tells him 6,400 but it was actually 7,900, "
        "and seat five calls. What does he owe?",
        "River. Seat 5 asks me how much the shove is, I tell him six thousand four hundred, turns out it was "
        "seven thousand nine hundred, he calls. What does he owe?",
        "River. El 5 pregunta cuánto es el all in, el dealer le dice 6.400 pero eran 7.900, y el 5 paga. "
        "¿Cuánto debe?",
        "River. El 5 me pregunta cuánto es el all in, le digo seis mil cuatrocientos, al contar eran siete "
        "mil novecientos, y dice pago. ¿Cuánto pone?",
    ],
)
def test_the_all_in_asked_about_is_the_bet_counted(text: str) -> None:
    """ "how much is the all in", "cuánto es el all in": the all-in named in the count request is the bet
    counted, no all-in of the asker; the wrong count then a call is accepted action for the real 7,900
    (49), not a pot."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "call", 7900)
    assert "tda-2024:49" in result["rules"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "confidence"),
    [
        (
            "Flop, seat 1 bets 4,000. Seat 8 drops a 25k chip and says raise while the chip was still in his "
            "hand. What's his bet?",
            "certain",
        ),
        (
            "Turn, seat 2 bets 4,000. Seat 8 tosses a 25k chip and says raise, I reckon she still had it in "
            "her hand. Call or raise?",
            "conditional",
        ),
        (
            "Flop, el 1 apuesta 4.000. El 8 suelta una ficha de 25 mil y dice subo con la ficha todavía en "
            "la mano. ¿Cuál es su apuesta?",
            "certain",
        ),
        (
            "Turn, el 2 apuesta 4.000. El 8 tira una ficha de 25 mil y dice subo, creo que aún la tenía en "
            "la mano. ¿Paga o sube?",
            "conditional",
        ),
    ],
)
def test_raise_said_with_the_chip_still_in_hand_comes_before_it_lands(text: str, confidence: str) -> None:
    """ "says raise while the chip was still in his hand", "con la ficha todavía en la mano": the word came
    before the overchip landed, so it is a raise of the chip's whole value (44), not a call; a belief
    ("I reckon", "creo que") leaves it conditional."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("8", "raise", 25000)
    assert result["confidence"] == confidence


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 300/600, river, pot is like four two, four thousand two hundred, seat 2 says six and nothing "
        "else. 600 or 6000?",
        "Ciegas 300/600, river, el bote anda por cuatro dos, cuatro mil doscientos, el 2 dice seis y nada "
        "más. ¿600 o 6000?",
    ],
)
def test_a_pot_said_short_then_whole_is_one_pot(text: str) -> None:
    """ "four two, four thousand two hundred": two numbers said short, then the amount they stand for: one
    pot of 4,200, under which "six" is 600 (57)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("2", "bet", 600)
    assert result["facts"]["pot"] == 4200


@pytest.mark.parametrize(
    "text",
    [
        "blinds 1k/2k. utg raise 5k. utg+1 is skip, co call the 5k and btn fold, then utg+1 say he not act. "
        "what happen with his hand",
        "ciegas 1k/2k. utg sube a 5k. el utg+1 fue saltado, el co paga los 5k y el btn se tira, y el utg+1 "
        "dice que no habló. ¿qué pasa con su mano?",
    ],
)
def test_a_player_told_skipped_in_broken_words_is_the_one_ruled_on(text: str) -> None:
    """ "utg+1 is skip": a learner's passive of "skip" says he was passed over (53-B); the players after him
    acted out of turn and the ruling is about his hand, the floor's."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "UTG+1"
    assert "tda-2024:53-B" in result["rules"] and result["floor"] is True


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "blinds 300/600, cutoff opens 1,500, button shoves, he had I dunno 1,900, blinds fold, can the "
            "cutoff re-raise?",
            "CO",
        ),
        (
            "blinds 200/400, UTG raises to 1000, folds to the button who goes all in, had dunno, 1400 or so, "
            "blinds fold, can UTG re-raise?",
            "UTG",
        ),
        (
            "ciegas 300/600, el cutoff abre a 1.500, el botón va all in, tenía ni idea, 1.900, las ciegas se "
            "tiran, ¿puede resubir el cutoff?",
            "CO",
        ),
        (
            "ciegas 200/400, UTG sube a 1000, foldean hasta el botón que va all in, tenía qué sé yo, 1400, "
            "las ciegas se tiran, ¿puede resubir el UTG?",
            "UTG",
        ),
    ],
)
def test_an_amount_the_dealer_says_he_does_not_know_is_asked(text: str, seat: str) -> None:
    """ "I dunno", "qué sé yo", "ni idea": the all-in's size is a guess; short of a full raise it does not
    re-open (47-A), but only if it was that size: conditional, the guess asked."""
    result = answer(text).result
    assert (result["ruling"]["seat"], sorted(result["ruling"]["options"])) == (seat, ["call", "fold"])
    assert result["confidence"] == "conditional"
    assert any(q.startswith("confirm_fact") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "PLO 200/400. Flop, the pot was really 6,200, seat 3 asked for a count and I said 5,400. Seat 3 bet "
        "5,400, seat 5 folded and seat 8 had already called when the floor noticed. Does the bet go up?",
        "PLO 200/400. Flop, el bote era en realidad 6.200 pero le dije al 3 que eran 5.400. El 3 apostó "
        "5.400, el 5 se tiró y el 8 ya había pagado cuando el floor se dio cuenta. ¿Sube la apuesta?",
    ],
)
def test_a_pluperfect_timed_by_the_moment_it_was_noticed_keeps_its_place(text: str) -> None:
    """ "had already called when the floor noticed": before the noticing, not before the bet; the fold and
    the call after the low pot-limit bet are substantial action, so the bet stands (52-B)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("3", "bet", 5400)
    assert [a["seat"] for a in result["facts"]["actions"]] == ["3", "5", "8"]


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 3 bets 500, the other guy makes it 1,500, seat 3 pulls his 500 back, then he puts it "
        "back and says he wants to fold. Can he?",
        "Flop, el 3 apuesta 500, el otro jugador sube a 1.500, el 3 retira sus 500, después los vuelve a "
        "poner y dice que se tira. ¿Puede?",
    ],
)
def test_the_other_player_unnamed_raises_and_a_pulled_back_bet_binds(text: str) -> None:
    """ "the other guy", "el otro jugador": an opponent not named, who raised; the bettor who pulled his 500
    back facing it may call or raise, not fold (46-B), and the 500 he pulled back is no amount he said."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], sorted(ruling["options"]), ruling["min_raise_to"]) == (
        "3",
        ["call", "raise"],
        2500,
    )
    assert "tda-2024:46-B" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "River, seat 4 says raise with no amount and the other guy says call right away. Then seat 4 puts "
        "out 30,000. What does he have to pay?",
        "River, el 4 dice subo sin decir cuánto y el otro jugador dice pago enseguida. Luego el 4 pone "
        "30.000. ¿Cuánto tiene que pagar?",
    ],
)
def test_the_other_player_calling_before_the_amount_is_the_tds(text: str) -> None:
    """A call by the other player before the raise's amount was known: the TD rules as best fits (59-B)."""
    result = answer(text).result
    assert "tda-2024:59-B" in result["rules"] and result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 2 bets 4,000 and seat 7 pushes his chips, one 1000 and seven 500, without a word. "
        "Call or all in?",
        "Turn, el 2 apuesta 4.000 y el 7 empuja sus fichas, una de 1000 y siete de 500, sin decir nada. "
        "¿Call o all in?",
    ],
)
def test_his_chips_then_which_after_a_comma_are_what_he_pushed(text: str) -> None:
    """ "pushes his chips, one 1000 and seven 500": the chips named after a comma are the push; a 500 can
    come off and still call 4,000, and 4,500 is short of the 50% raise standard: a call (45-B)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert sum(result["facts"]["actions"][1]["chips"]) == 4500
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == ("7", "call", 4000, 500)


@pytest.mark.parametrize(
    "text",
    [
        "Turn, checked around to seat 5, who silently drops a single 10,000 chip. Is that a 10k bet or the "
        "min?",
        "Turn, pasan todos hasta el 5, que suelta una sola ficha de 10.000 sin decir nada. ¿Es apuesta de 10 "
        "mil o la mínima?",
    ],
)
def test_the_min_offered_as_a_reading_is_no_min_raise_asked(text: str) -> None:
    """ "a 10k bet or the min?": two readings of his chip, not the next player's minimum raise; not facing a
    bet, a silent overchip bets the chip's whole value (44)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "bet", 10000)
    assert "tda-2024:44" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Flop, three-handed, 1k/2k. Seat 1 bets 6,000, seat 5 tosses in a single 2k chip and goes to fold "
        "when I say it's 6k. Seat 8 is still in. Ruling?",
        "Flop, tres jugadores, 1k/2k. El 1 apuesta 6.000, el 5 tira una sola ficha de 2.000 y amaga con "
        "tirarse cuando el dealer le dice que son 6 mil. El 8 sigue en la mano. ¿Qué hacemos?",
    ],
)
def test_a_fold_only_started_after_an_undercall_is_no_fold(text: str) -> None:
    """ "goes to fold", "amaga con tirarse": a fold begun, not made, and no word said before the chip; the
    undercall of the opening bet multi-way is a full call (51-B), with no question of what came first."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "call", 6000)
    assert result["confidence"] == "certain"
    assert not any(q.startswith("spoke_before_chips") for q in result["questions"])
