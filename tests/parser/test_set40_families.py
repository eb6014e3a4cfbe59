"""Grammar families drawn from set 40's rows and the families earlier rounds left (a weekend series in Mexico
City and Caracas with Spanglish grinders, a club championship in Johannesburg and Sydney, many voice notes),
each tested in both languages in other words than the rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 200/400. Three limpers, then the small blind slides out 2000 without a word.",
        "Blinds 200/400, everybody limps, the small blind puts out 2000 and says nothing",
        "Ciegas 200/400. Entran tres de limp y la ciega chica tira 2000 sin hablar.",
        "Ciegas 200/400. Todos pagan la ciega y la chica mete 2000 callada.",
    ],
)
def test_a_blinds_chips_after_a_collective_limp_are_his_action(text: str) -> None:
    """Players not named who limp ("three limpers", "todos pagan la ciega") acted before the small blind: his
    silent chips then are his action on the limps, not his blind posted, and no number is left unread."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"]) == ("SB", "raise")
    assert not any("2000" in q for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "PLO 200/400, three players limp and the button pots it. How much is that?",
        "PLO 200/400 and we got three limpers, the button says pot, total?",
        "PLO 200/400, entran tres de limp y el botón dice bote. ¿De cuánto es?",
        "PLO 200/400, limpean tres jugadores y el botón pide el bote, ¿cuánto pone?",
    ],
)
def test_counted_limpers_are_in_the_pot(text: str) -> None:
    """Three limpers not named put in 1,200: the pot the button faces is 1,800, his pot raise 2,600 (54)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("BTN", "raise", 2600)
    assert any(r.startswith("tda-2024:54") for r in result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "PLO 200/400, everybody limped and the button pots it. How much?",
        "PLO 200/400, todos limpean y el botón dice bote. ¿Cuánto es?",
    ],
)
def test_limpers_not_counted_leave_the_pot_asked(text: str) -> None:
    """How many limped decides a pot-limit bet's size: not told, the size is not certain."""
    result = answer(text).result
    assert result["confidence"] != "certain"
    assert result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 300/600, and calls the lojack, and raises the cutoff to 1,800. Minimum for the BB?",
        "Level 300/600. And limps the lojack, then the cutoff makes it 1,800. BB min-raise?",
        "Ciegas 300/600, y paga el LJ, y sube el CO a 1.800. ¿Cuánto es lo mínimo para la grande?",
        "Nivel 300/600. Y limpea el LJ, y el CO sube a 1.800. ¿Mínimo de la ciega grande?",
    ],
)
def test_a_verb_first_clause_after_and_with_nobody_named_before(text: str) -> None:
    """ "y paga el LJ", "and calls the lojack": the verb before its player opens his clause even after "and"
    with nobody named before it, and the next verb-first raise keeps its size: 1,800 raised by 1,200, the
    big blind's minimum re-raise is to 3,000 (43)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["min_raise_to"]) == ("BB", 3000)
    assert result["confidence"] == "certain"
    assert any(part in result["understood"] for part in ("LJ calls", "LJ iguala"))


@pytest.mark.parametrize(
    ("text", "faced"),
    [
        (
            "turn, the cutoff that's la Güera bets 4,000 and the big blind slides out 1,000 and says nothing",
            4000,
        ),
        ("river, the hijack that's Sipho leads for 9k, then the big blind pushes 3k without a word", 9000),
        ("turn, el cutoff, ese es la Güera, apuesta 4.000 y la ciega grande pone 1.000 sin decir nada", 4000),
        ("river, el HJ, o sea el Negro, apuesta 9 mil y la grande tira 3 mil callado", 9000),
    ],
)
def test_a_nicknamed_openers_bet_is_the_bet_faced(text: str, faced: int) -> None:
    """A position named again by a nickname ("the cutoff that's la Güera", "el HJ, o sea el Negro") is one
    player whose bet the big blind faces: his short silent chips are a call of the whole bet (51-B), not a
    bet of their own."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("BB", "call", faced)
    assert any(r.startswith("tda-2024:51") for r in result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "turn, three players left, the button bets 6,000 and the small blind says call and puts in 6,000",
        "flop, four of us in the hand, button bets 2k, small blind calls 2k. Is that call binding?",
        "river, quedan tres jugadores, el botón apuesta seis mil y la ciega chica dice pago y pone seis mil",
        "flop, cuatro en la mano, el botón apuesta 2 mil y la chica paga 2 mil. ¿Vale el pago?",
    ],
)
def test_players_counted_but_not_named_skip_nobody_after_the_flop(text: str) -> None:
    """Players counted but not named sit where no position is told: the small blind acting after the
    button's bet skipped nobody, so his call stands as told (41), with no question of a skipped seat."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"]) == ("SB", "call")
    assert result["confidence"] == "certain"
    assert not any(q.startswith("skipped") for q in result["questions"])


@pytest.mark.parametrize(
    ("text", "asker", "min_raise_to"),
    [
        ("turn, Lerato bets 3000, Smithy calls and Tony asks how much is the minimum raise", "Tony", 6000),
        ("river, Bongani leads 4k, Pieter flats and Johan asks what's the min raise here", "Johan", 8000),
        ("turn, el cabezón abre 3 mil, el flaco paga y el güero pregunta cuánto es lo mínimo", "güero", 6000),
        ("river, el uno apuesta 4 mil, el dos paga y el quinto pregunta cuánto es lo mínimo", "quinto", 8000),
    ],
)
def test_a_named_player_who_asks_is_the_one_asked_about(text: str, asker: str, min_raise_to: int) -> None:
    """A name or nickname before a verb of asking ("Tony asks", "el güero pregunta cuánto es") is the player
    the question is about, after the call told before him: his minimum raise over the bet is twice it (43)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["min_raise_to"]) == (asker, min_raise_to)


@pytest.mark.parametrize(
    "text",
    [
        "the CO faces a 2k bet, puts out 2k, goes back to his stack and adds another 4k, two motions, silent",
        "facing 2k the CO puts 2k, goes back to his stack and adds another 4k, two separate motions",
        "el CO enfrenta 2 mil, pone 2 mil, vuelve al stack y agrega otros 4 mil, dos movimientos, callado",
        "frente a 2 mil el CO pone 2 mil, vuelve a su stack y agrega otros 4 mil, dos movimientos, mudo",
    ],
)
def test_two_motions_counts_motions_not_chips(text: str) -> None:
    """ "two motions", "dos movimientos" tell the string bet (56): a count of motions, no chips of 2 added;
    the call stands and the whole second motion, 4,000, goes back."""
    ruling = answer(text).result["ruling"]
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == ("CO", "call", 2000, 4000)


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 5 tell to seat 1 'if you bet I raise' before seat 1 act. seat 1 bets 3k. forced?",
        "turn, seat 5 tell seat 1 'you bet, I raise', seat 1 bets 3k, now seat 5 want only call. forced?",
        "turn, el 5 le dice al 1 'si apostás, subo'. el 1 apuesta 3 mil. ¿El 5 tiene que subir?",
        "turn, la 5 le dijo a la 1: si apuestas, subo. la 1 apuesta 3 mil y ahora la 5 solo quiere pagar",
    ],
)
def test_a_conditional_told_to_another_player_is_the_speakers(text: str) -> None:
    """A learner's "tell to seat 1", like "le dice al 1": the speaker is the subject, not the player spoken
    to; his "if you bet, I raise" is a conditional statement, the TD's (59-A)."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "5"
    assert result["floor"] is True
    assert any(r.startswith("tda-2024:59") for r in result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "river, 5k bet to seat 6, he says 'I'm in' and slides some chips forward, 30k behind. call or shove?",
        "turn, 8k bet to seat 2, he says 'count me in' and pushes some chips, about 50k behind. which?",
        "river, el 6 enfrenta una apuesta de 5 mil, dice 'I'm in' y empuja unas fichas, tiene 30 mil atrás",
        "turn, el 2 enfrenta 8 mil, dice 'count me in' y empuja unas fichas, le quedan unos 50 mil",
    ],
)
def test_a_non_standard_word_the_td_reads_cites_57(text: str) -> None:
    """ "I'm in" with chips that do not say which (call or all in) is the TD's (40-A), and a non-standard
    word is at the player's own risk (57): both cited, the floor called."""
    result = answer(text).result
    assert result["floor"] is True
    assert {"tda-2024:40-A", "tda-2024:57"} <= set(result["rules"])
