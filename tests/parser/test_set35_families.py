"""Grammar families drawn from set 35 (a progressive-knockout turbo in Las Vegas and a Monday-night league in
London, many voice notes), each tested in both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Turn, 500/1000. Seat 5 bets 2,500, seat 9 declares raise and puts out 4,000, seat 2 calls 4,000, "
        "seat 5 calls, and only then we see the raise was short. I don't think the hands were tabled yet. "
        "Ruling?",
        "Turn, 500/1000. El 5 apuesta 2.500, el 9 dice subo y pone 4.000, el 2 paga 4.000, el 5 paga, y "
        "recién ahí vemos que la subida era corta. No creo que se hayan mostrado las cartas. ¿Cómo queda?",
    ],
)
def test_a_fact_the_dealer_believes_did_not_happen_is_asked(text: str) -> None:
    """ "I don't think...", "no creo que...": a belief, not a fact seen; the short raise is made full (43-B),
    as told, and the belief asked."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("9", "raise", 5000)
    assert result["confidence"] == "conditional"
    assert any(q.startswith("confirm_fact") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "Flop, 400/800. Seat 4 bets 2,000, seat 1 folds, seat 7 was counting out chips, I doubt he said "
        "call. What can seat 7 do?",
        "Flop, 400/800. Seat 4 bets 2,000, seat 1 folds, seat 7 was counting out chips, I don't think she'd "
        "called. What can seat 7 do?",
        "Flop, 400/800. El 4 apuesta 2.000, el 1 no va, el 7 estaba contando fichas, no creo que haya "
        "pagado. ¿Qué puede hacer el 7?",
    ],
)
def test_an_action_the_dealer_believes_was_not_made_is_not_read(text: str) -> None:
    """The action word a negated belief reaches is not done, past a pronoun or an auxiliary ("she'd",
    "haya"), and the belief is asked."""
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"] if a["declaration"] == "call"] == []
    assert result["confidence"] == "conditional"


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000. Flop: seat 2 bets 3,000, seat 5 folds, seat 6 hasn't called yet. "
        "What can seat 6 do?",
        "Ciegas 500/1000. En el flop el 2 apuesta 3.000, el 5 se retira, el 6 no ha pagado todavía. "
        "¿Qué puede hacer el 6?",
        "Ciegas 500/1000. En el flop el 2 apuesta 3.000, el 5 se retira, el 6 todavía no había pagado. "
        "¿Qué puede hacer el 6?",
    ],
)
def test_a_negation_reaches_its_action_past_a_perfect_auxiliary(text: str) -> None:
    """ "no ha pagado", "hasn't called": not done, so the player still has his options (43-A)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["options"]) == ("6", None, ["fold", "call", "raise"])
    assert ruling["min_raise_to"] == 6000


@pytest.mark.parametrize(
    "text",
    [
        "Seat 2 bets 5k on the river. Seat 6 says 'raise nine thousand', though it could have been "
        "'raise by nine', the music was loud. How much is it?",
        "El 2 apuesta 5k en el river. El 6 dice 'subo nueve mil', aunque puede que haya dicho 'subo nueve "
        "más', la música estaba alta. ¿Cuánto es?",
    ],
)
def test_another_reading_of_what_was_heard_is_asked(text: str) -> None:
    """A raise to 9,000 over 5,000 is short of 10,000 and made full (43-B) as heard; "could have been",
    "puede que haya dicho" offer another reading, to be confirmed."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "raise", 10000)
    assert result["confidence"] == "conditional"


@pytest.mark.parametrize(
    "text, chips",
    [
        (
            "river, seat 1 bets 6,000, seat 8 silently slides out one 10k chip and three ones",
            [10000, 1000, 1000, 1000],
        ),
        ("river, seat 1 bets 6,000, seat 8 silently slides out a 25k and two fives", [25000, 5000, 5000]),
        ("river, seat 1 bets 600, seat 8 silently slides out a 1k chip and two fives", [1000, 500, 500]),
        ("river, el 1 apuesta 6.000, el 8 pone callado una de 10.000 y tres de 1", [10000, 1000, 1000, 1000]),
        ("river, el 1 apuesta 6.000, el 8 pone callado una de 25 mil y dos de cinco", [25000, 5000, 5000]),
    ],
)
def test_a_chip_value_said_short_beside_a_larger_chip_is_at_its_scale(text: str, chips: list[int]) -> None:
    """ "two ones" beside a 10k chip are two 1,000s, "two fives" beside a 25k two 5,000s and beside a 1k two
    500s: the largest scale that makes a chip no bigger than the largest told."""
    result = answer(text).result
    assert [a["chips"] for a in result["facts"]["actions"] if a["seat"] == "8"] == [chips]


@pytest.mark.parametrize(
    "text",
    [
        "flop, seat 3 bets 5,000 and seat 6, silent, puts out one five thousand chip and two ones",
        "flop, el 3 apuesta 5.000 y el 6, callado, pone una ficha de cinco mil y dos de 1",
    ],
)
def test_short_chips_decide_the_silent_raise(text: str) -> None:
    """7,000 against 5,000: removing a 1,000 leaves the call, so 45's half-raise standard: 7,000 falls short
    of 7,500, a call with 2,000 back."""
    ruling = answer(text).result["ruling"]
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == ("6", "call", 5000, 2000)


@pytest.mark.parametrize(
    "text",
    [
        "blinds 500/1000, seat 3 bets 2,000 on the turn, seat 7 says raise, he says it first, then he "
        "drops a single 10k chip. What is his raise?",
        "blinds 500/1000, seat 3 bets 2,000 on the turn, seat 7 says raise, she says that first, and tosses "
        "one 10k chip",
        "ciegas 500/1000, el 3 apuesta 2.000 en el turn, el 7 dice subo, lo dijo primero, y luego tira una "
        "ficha de 10.000. ¿Cuál es su subida?",
    ],
)
def test_words_told_as_said_first_come_before_the_single_chip(text: str) -> None:
    """ "he said it first", "lo dijo primero": the raise was declared before the chip, so the single chip
    raises by its full value (44), and no claim of the player's swallows the chips told after."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("7", "raise", 10000)


@pytest.mark.parametrize(
    "text",
    [
        "river, seat 5 bets 7,500, seat 2 has two 5k chips and that's it, he pushes them both in without "
        "a word",
        "river, seat 5 bets 7,500, seat 2 has two 5k chips, that is it, and he pushes both in silently",
        "river, el 5 apuesta 7.500, al 2 le quedan dos fichas de 5 mil y eso es todo, las empuja las dos "
        "sin decir nada",
    ],
)
def test_a_count_closed_by_thats_it_is_no_claim(text: str) -> None:
    """ "that's it", "that is it" close a count of chips: the chips he pushes after are his action
    (45: without one 5k the rest is short of the call, so a call of 7,500 with 2,500 back)."""
    ruling = answer(text).result["ruling"]
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == ("2", "call", 7500, 2500)


@pytest.mark.parametrize(
    "text",
    [
        "Turn. Seat 5 face a 4k bet, he put one 10k chip without speak. What is it?",
        "Turn. El 5 enfrenta una apuesta de 4k y pone una ficha de 10k sin hablar. ¿Qué es?",
    ],
)
def test_the_bet_faced_in_a_bare_verb_form(text: str) -> None:
    """ "he face a 4k bet" (a non-native writer's verb): the bet is faced, not made; one 10k chip silent
    over it is a call with 6,000 back (44)."""
    ruling = answer(text).result["ruling"]
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == ("5", "call", 4000, 6000)


@pytest.mark.parametrize(
    "text",
    [
        "Deep stack, level 2000/4000. UTG folds, the hijack silently tosses in one 2k chip, then tells me he "
        "figured the blinds were still 1000/2000. What is his action?",
        "Deep, nivel 2000/4000. El UTG se tira, el hijack tira callado una ficha de 2000 y después me dice "
        "que creía que las ciegas seguían en 1000/2000. ¿Qué acción es?",
    ],
)
def test_a_level_a_player_believed_is_no_second_level(text: str) -> None:
    """The level told inside a player's belief is his mistake: the table's level stands, not doubted, and
    his one chip under the big blind is a full call of it (51-B). The round is told from its first player
    (UTG folds): nobody raised before him, so the big blind is the opening bet he undercalled."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("HJ", "call", 4000)
    assert "blinds" not in result["questions"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Flop, 1k/2k. Seat 2 bets 10k, seat 5 is all in for 13k, seat 7 calls. Back to seat 2, he wants to "
        "re-jam. Allowed?",
        "Flop, 1k/2k. Seat 2 bets 10k, seat 5 is all in for 13k, seat 7 calls. Can seat 2 reshove now?",
        "Flop, 1k/2k. El 2 apuesta 10k, el 5 va all in por 13k, el 7 paga. Vuelve al 2 y quiere repushear. "
        "¿Puede?",
    ],
)
def test_an_all_in_again_is_asked_as_a_reraise(text: str) -> None:
    """ "reshove", "re-jam", "repushear": going all in again over a short all-in; 3,000 more is not a full
    raise of 10,000, so the first bettor may only call or fold (47)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["options"]) == ("2", ["fold", "call"])
    assert result["confidence"] == "certain"
    assert any(rule.startswith("tda-2024:47") for rule in result["rules"])


@pytest.mark.parametrize(
    "text, asked, all_in",
    [
        (
            "River. Dutch bets 12k, Moose is all in for 18k, seat 4 calls. Action back on Dutch, can he "
            "raise?",
            "Dutch",
            "Moose",
        ),
        (
            "River. Chema apuesta 12k, Lalo está all in por 18k y el 4 paga. Vuelve a Chema, ¿puede resubir?",
            "Chema",
            "Lalo",
        ),
    ],
)
def test_players_by_name_in_a_state_and_named_again(text: str, asked: str, all_in: str) -> None:
    """A name before "is all in", "está all in" is a player; named again where the question goes back to
    him, he is the one asked about: 6,000 more is no full raise of 12,000 (47)."""
    result = answer(text).result
    told = [(a["seat"], a["declaration"]) for a in result["facts"]["actions"]]
    assert told == [(asked, "bet"), (all_in, "all_in"), ("4", "call")]
    assert (result["ruling"]["seat"], result["ruling"]["options"]) == (asked, ["fold", "call"])


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 6 bets 3,000 with three 1k chips. Seat 2 silently drops a 5k chip next to them. What's "
        "his action?",
        "Turn, el 6 apuesta 3.000 con tres fichas de 1k. El 2 tira callado una de 5k al lado de ellas. ¿Qué "
        "acción es?",
    ],
)
def test_a_chip_placed_next_to_another_names_no_next_player(text: str) -> None:
    """ "next to them": where the chip lands, not the next player, so the question stays with seat 2: one
    oversized chip, silent, is a call with 2,000 back (44)."""
    ruling = answer(text).result["ruling"]
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == ("2", "call", 3000, 2000)


@pytest.mark.parametrize(
    "text",
    [
        "New here. Told the lady in seat 2 it was 4k to her, but seat 6 had already bet 7k. Seat 2 said "
        "call. 4k or 7k?",
        "Told the player in seat 2 it was 4k; seat 6 had actually bet 7k. Seat 2 calls. How much?",
        "Soy nuevo. Le dije a la del 2 que eran 4 lucas, pero el 6 ya había apostado 7 lucas. La del 2 "
        "dijo pago. ¿4 o 7?",
    ],
)
def test_a_count_the_dealer_told_is_the_callers_and_the_bet_stands(text: str) -> None:
    """ "Told the lady in seat 2 it was 4k" (the writer's telling, no subject; the player told between it
    and the count): a count she was given; the bet told in the pluperfect came first, so the count is on
    her call, which is the whole bet (49, 51-A)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("2", "call", 7000)
    assert result["confidence"] == "certain"
    assert "tda-2024:49" in result["rules"]
    assert [a["count_given"] for a in result["facts"]["actions"] if a["seat"] == "2"] == [4000]
