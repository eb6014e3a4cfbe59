"""What the dealer is unsure of decides how sure the answer is: which came first or what was said, disputed
("no sé si lo dijo antes o después", "half the table heard call"), is the TD's (unsure); a fact he did not see
or hear ("no sé si le queda algo atrás", "I didn't see if he said anything") gives the ruling as he tells it,
conditional on that fact, and asks it."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Flop, el 2 apuesta 2000 y el 5 pone tres fichas de mil callado. No sé si le queda algo atrás. "
        "¿Qué es?",
        "Flop, seat 2 bets 2000, seat 5 silently puts out three 1k chips. Not sure if he has anything "
        "behind. Ruling?",
    ],
)
def test_a_fact_the_dealer_did_not_see_makes_the_ruling_conditional(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "conditional" and result["floor"] is False
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 4000)
    assert any(q.startswith("last_chips") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "Flop, el 6 apuesta 3000 y el 2 dice subo y tira una ficha de 10.000, pero no sé si lo dijo antes "
        "o después de que cayera la ficha.",
        "Flop, seat 6 bets 3000 and seat 2 says raise and drops a 10k chip, but I can't tell if the chip "
        "landed first.",
    ],
)
def test_which_came_first_unknown_is_the_floors(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "unsure" and result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "Turn, el 4 apuesta 3000 y el 7 pone en silencio dos fichas de mil y dos de quinientos. No lo vi "
        "bien desde aquí: no alcancé a ver si le queda algo detrás. ¿Qué es?",
        "Turn, seat 4 bets 3000, seat 7 silently puts out two 1k and two 500 chips. Couldn’t see if there's "
        "anything behind him from where I sit. What is it?",
        "Turn: seat 4 bets 3000 and seat 7 quietly pushes out two 1000s and two 500s. cant tell whether he "
        "kept chips back. ruling?",
    ],
)
def test_a_negated_verb_of_seeing_is_the_dealers_doubt(text: str) -> None:
    """ "no alcancé a ver", "couldn’t see", "cant tell": a negation and a verb of checking, said by the
    dealer, is a fact he did not see, whatever the words after it (curly apostrophes read as straight)."""
    result = answer(text).result
    assert result["confidence"] == "conditional" and result["floor"] is False, result["questions"]
    assert result["ruling"]["action"] == "call" and result["ruling"]["total"] == 3000


@pytest.mark.parametrize(
    ("text", "confidence"),
    [
        (
            "Turn, seat 4 bets 3000 and seat 7 didn't see the bet and silently puts out one 5k chip. What is "
            "it?",
            "certain",
        ),
        (
            "PLO 500/1000, flop, pot is around 6000 but I never counted it, seat 2 says pot. How much?",
            "conditional",
        ),
        (
            "PLO 500/1000. En el flop hay unos 6000, no lo he contado, y el 2 dice bote. ¿Cuánto pone?",
            "conditional",
        ),
        (
            "PLO 500/1000, flop, pot 6000. We don't count pots for players here, seat 2 says pot. How much?",
            "certain",
        ),
    ],
)
def test_a_player_not_seeing_or_a_habit_is_no_doubt_and_an_uncounted_pot_is(
    text: str, confidence: str
) -> None:
    """A player who did not see is a fact of the hand; "we don't count pots" is a habit, not a fact left
    unchecked; "I never counted it" is."""
    assert answer(text).result["confidence"] == confidence


@pytest.mark.parametrize(
    "text",
    [
        "Flop, el 2 apuesta 2000 y el 5 pone tres fichas de mil. No escuché si dijo algo antes. ¿Qué es?",
        "Flop, seat 2 bets 2000 and seat 5 puts out three 1k chips. I didn't hear if he said anything "
        "before. Ruling?",
    ],
)
def test_something_said_before_the_chips_unheard_is_one_fact_not_a_dispute(text: str) -> None:
    """ "antes"/"before" alone asks whether he spoke first: the chips decide on the likely reading (silent),
    conditional; "before or after" puts the order in dispute (the floor's, above)."""
    result = answer(text).result
    assert result["confidence"] == "conditional" and result["floor"] is False
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 4000)  # 45: made a full raise


@pytest.mark.parametrize(
    ("text", "confidence"),
    [
        (
            "no sé si el nivel es 500/1000 o 600/1200, el UTG abre a 2500 y el CO sube a 5000. ¿Qué puede "
            "hacer el BTN?",
            "certain",
        ),
        (
            "not sure if the blinds are 500/1000 or 600/1200, UTG opens 2500, CO makes it 5000. What can the "
            "button do?",
            "certain",
        ),
        ("no sé si las ciegas son 500/1000, el UTG abre a 1500. ¿Mínimo del CO?", "conditional"),
    ],
)
def test_blinds_doubted_matter_only_where_they_change_the_ruling(text: str, confidence: str) -> None:
    """A doubt about the level is a doubt about the blinds: certain where every level gives the same ruling
    (the raises set the minimum), conditional where the big blind decides it."""
    assert answer(text).result["confidence"] == confidence


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 500/1000. El BB tenía la ciega con dos de 500. El botón sube a 3000 y el BB tira una de 5000 "
        "sin hablar. No me fijé si apartó una de las de 500. ¿Call o raise?",
    ],
)
def test_a_reflexive_verb_of_noticing_is_the_dealers_doubt(text: str) -> None:
    assert answer(text).result["confidence"] == "conditional"


@pytest.mark.parametrize(
    "text",
    [
        "Turn 1000/2000. El 1 apuesta 4000 y el 9 pone cinco fichas de mil sin hablar. Empezó la mano con 8 "
        "lucas y pagó 2 en el flop, creo. ¿Call o all in?",
        "Turn 1000/2000. El 1 apuesta 4000 y el 9 pone cinco fichas de mil sin hablar. Le quedan unas 3 "
        "lucas detrás, me parece. ¿Call o raise?",
    ],
)
def test_a_belief_said_after_the_fact_makes_it_conditional(text: str) -> None:
    """ "..., creo", "..., me parece": the hedge after what it hedges, as speech puts it."""
    assert answer(text).result["confidence"] == "conditional"


@pytest.mark.parametrize(
    ("text", "confidence"),
    [
        (
            "Flop, el 1 apuesta 5000 y el 5 va all in con todo lo que tenía, eran como nueve y algo no lo "
            "alcanzamos a contar. Vuelve al 1, ¿puede resubir?",
            "conditional",
        ),
        (
            "River, el 3 apuesta 8000 y el 9 pone cinco fichas de mil sin hablar y dice 'ah no vi, pensé que "
            "eran 5'. ¿Lo obligo a completar?",
            "certain",
        ),
    ],
)
def test_a_verb_in_the_first_person_says_whose_doubt_it_is(text: str, confidence: str) -> None:
    """ "no lo alcanzamos a contar" is the dealer's wherever it stands; "dice 'no vi'" is the player's."""
    assert answer(text).result["confidence"] == confidence


@pytest.mark.parametrize(
    "text",
    [
        "1k/2k, seat 3 has 15k and calls seat 8's 40k shove, puts 40k in. doesn't add up, what do we do",
        "1000/2000, el 3 tiene 15 mil y paga el all in de 40 mil del 8 metiendo 40 mil, no me cuadra, "
        "¿qué hago?",
    ],
)
def test_facts_the_dealer_says_do_not_add_up_are_not_certain(text: str) -> None:
    assert answer(text).result["confidence"] != "certain"


@pytest.mark.parametrize(
    "text",
    [
        "PLO 500/1000, flop. think there was 9k in the middle, seat 1 bets 3k, seat 5 says pot. how much?",
        "flop 1k/2k, seat 3 bets 6k, seat 7 drops four 1k chips silently, think there's a few chips behind. "
        "call?",
    ],
)
def test_the_dealers_think_without_a_subject_is_his_belief(text: str) -> None:
    result = answer(text).result  # the pot, or the chips behind, as the dealer believes them: asked
    assert result["confidence"] == "conditional"
    assert any(q.startswith("confirm_fact") for q in result["questions"])
