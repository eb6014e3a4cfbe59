"""Grammar families drawn from set 39's rows (a Sunday deep-stack in Valencia, Rosario and Montevideo with
older regulars, a Caribbean cruise and a Las Vegas Strip daily with tourists and new dealers), each tested in
both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    ("text", "seat", "total", "returned"),
    [
        (
            "Blinds 300/600. The cutoff opens to 1,600 and the button slides a 1,000 and two 500s out "
            "without a word. Call or raise?",
            "BTN",
            1600,
            400,
        ),
        (
            "Ciegas 300/600. El CO abre a 1.600 y el botón pone una de 1.000 y dos de 500 sin decir nada. "
            "¿Paga o sube?",
            "BTN",
            1600,
            400,
        ),
    ],
)
def test_a_silent_multi_chip_call_cites_the_methods_of_calling(
    text: str, seat: str, total: int, returned: int
) -> None:
    """Every chip needed for the call (45-A) is one of the standard ways of calling (41-D): both cited."""
    result = answer(text).result
    ruling = result["ruling"]
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == (seat, "call", total, returned)
    assert {"tda-2024:45-A", "tda-2024:41"} <= set(result["rules"])


@pytest.mark.parametrize(
    ("text", "big_blind", "min_raise_to"),
    [
        (
            "min raise for the cutoff? uh five hundred one thousand the UTG opens to three thousand",
            1000,
            5000,
        ),
        (
            "how much can the hijack open for here um two thousand four thousand with a four thousand big "
            "blind ante",
            4000,
            8000,
        ),
        ("¿mínimo para el CO? eh quinientos mil el UTG abre a tres mil", 1000, 5000),
        (
            "cuánto tiene que subir como mínimo el HJ eh dos mil cuatro mil con ante de la grande de cuatro "
            "mil el UTG abre a diez mil",
            4000,
            16000,
        ),
    ],
)
def test_a_level_told_after_the_question(text: str, big_blind: int, min_raise_to: int) -> None:
    """The question asked first, then, after a pause, two numbers before the first player (or their big
    blind ante): the level the story opens with, not blinds left untold."""
    result = answer(text).result
    blinds = result["facts"]["blinds"]
    assert blinds["big"] == big_blind
    assert result["ruling"]["min_raise_to"] == min_raise_to
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "skipped"),
    [
        (
            "Blinds 200/400. UTG opens 1,200, seat 5 calls and seat 6 raises to 4,000 before seat 4 said a "
            "word. Seat 4 now wants to play. What now?",
            "4",
        ),
        (
            "Ciegas 200/400. El UTG abre a 1.200, el 5 paga y el 6 sube a 4.000 antes de que el 4 dijera "
            "nada. Ahora el 4 quiere jugar. ¿Qué hacemos?",
            "4",
        ),
        (
            "Blinds 200/400. UTG opens 1,200, seat 5 calls, seat 6 raises to 4,000 and seat 7 calls. Seat 4 "
            "complains nobody waited for him. What do we do with him?",
            "4",
        ),
        (
            "Ciegas 200/400. El UTG abre a 1.200, el 5 paga, el 6 sube a 4.000 y el 7 paga. El 4 protesta "
            "que no lo esperaron. ¿Qué hacemos con él?",
            "4",
        ),
    ],
)
def test_a_player_the_others_acted_before_is_skipped(text: str, skipped: str) -> None:
    """ "raises before seat 4 said a word", "antes de que el 4 dijera nada", "nobody waited for him", "no lo
    esperaron": the player passed over by action out of turn; with substantial action past him the floor
    rules on his hand (53-B)."""
    result = answer(text).result
    assert result["ruling"]["seat"] == skipped
    assert "tda-2024:53-B" in result["rules"]
    assert result["floor"] is True


@pytest.mark.parametrize(
    ("text", "seat", "floor"),
    [
        (
            "River, seat 1 bets 6,000. Seat 5 goes 'yeah I'll go with you' and nothing else. In for 6k?",
            "5",
            True,
        ),
        ("Flop, seat 3 bets 900 and seat 7 just says 'I go with'. Has he called?", "7", True),
        ("River, el 1 apuesta 6.000. El 5 dice 'me apunto' y nada más. ¿Está dentro por 6.000?", "5", False),
        ("Flop, el 3 apuesta 900 y el 7 solo dice 'me sumo'. ¿Pagó?", "7", False),
    ],
)
def test_a_word_of_joining_the_bet_is_the_players_declaration(text: str, seat: str, floor: bool) -> None:
    """ "I'll go with you", "me apunto": a non-standard word of going along with the bet is the player's
    declaration, not nothing (which left the ruling on the bettor). In English it may be a call or all in
    and the TD decides (57, 40-A), as "I'm in"; in Spanish it sits with "voy", a call (non-standard)."""
    result = answer(text).result
    assert result["ruling"]["seat"] == seat
    assert result["floor"] is floor
    if floor:
        assert "tda-2024:57" in result["rules"]
    else:
        assert result["ruling"]["action"] == "call"


@pytest.mark.parametrize(
    ("text", "blinds", "min_raise_to"),
    [
        (
            "Blinds one and two thousand, preflop. Seat 4 opens 5000, seat 6 calls. Min raise for seat 8?",
            (1000, 2000),
            8000,
        ),
        (
            "blinds one and two hundred, the hijack makes it seven hundred, minimum for the button",
            (100, 200),
            1200,
        ),
        (
            "Ciegas uno y dos mil, preflop. El 4 abre a 5000 y el 6 paga. ¿Mínimo para el 8?",
            (1000, 2000),
            8000,
        ),
        ("ciegas de uno y doscientos, el HJ sube a setecientos, mínimo para el botón", (100, 200), 1200),
    ],
)
def test_one_and_a_round_number_are_the_blinds(text: str, blinds: tuple[int, int], min_raise_to: int) -> None:
    """ "one and two hundred", "uno y dos mil": "one" shares the scale of the number it is joined to, a level
    (not "one" left out and blinds of 200 that cannot be)."""
    result = answer(text).result
    told = result["facts"]["blinds"]
    assert (told["small"], told["big"]) == blinds
    assert result["ruling"]["min_raise_to"] == min_raise_to
    assert result["floor"] is False
