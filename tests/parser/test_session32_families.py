"""Families the lead drew this round from the betting sets' confident wrong answers, each tested in both
languages in other words than the rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.answers import fact_from_answer


def _ruled(result: dict) -> tuple[object, object, object]:
    ruling = result["ruling"]
    return ruling["seat"], ruling["action"], ruling["total"]


@pytest.mark.parametrize(
    "text, lang",
    [
        ("turn, seat 2 bets 3,000, seat 6 tosses a single 10k chip and goes raise. which is it?", "en"),
        ("turn, el 2 apuesta 3.000, el 6 suelta una ficha de 10.000 y dice subo. ¿qué es?", "es"),
    ],
)
def test_words_after_the_chips_only_in_the_telling_are_asked(text: str, lang: str) -> None:
    """40-A/44: the chips first makes an overchip a call; a report that tells the word after the chip only
    by the order of its sentence does not say when he spoke, so the call stands if he spoke once the chip was
    down, and the dealer is asked."""
    result = answer(text).result
    ruling = result["ruling"]
    told = ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]
    assert told == ("6", "call", 3000, 7000)
    assert result["confidence"] == "conditional"
    assert "spoke_before_chips:seat=6" in result["questions"]
    said_first = fact_from_answer("spoke_before_chips", "before" if lang == "en" else "antes", lang, "6")
    assert said_first is not None
    again = answer(f"{text} {said_first}").result
    redone = again["ruling"]["action"], again["ruling"]["total"], again["confidence"]
    assert redone == ("raise", 10000, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 2 bets 3,000, seat 6 tosses a single 10k chip and once it had landed he goes raise",
        "turn, seat 2 bets 3,000, seat 6 tosses a 10k chip and goes raise, the chip had already landed",
        "turn, el 2 apuesta 3.000, el 6 suelta una ficha de 10.000 y ya en el tapete dice subo",
        "turn, el 2 apuesta 3.000, el 6 suelta una ficha de 10.000 y dice subo, pero la ficha ya había caído",
    ],
)
def test_words_told_once_the_chips_were_down_are_certain(text: str) -> None:
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["action"], ruling["total"], ruling["returned"]) == ("call", 3000, 7000)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 2 bets 3,000, seat 6 says raise and puts out 13k, the word first and after it the chips",
        "turn, el 2 apuesta 3.000, el 6 dice subo y pone 13.000, primero dijo subo y después puso las fichas",
    ],
)
def test_words_said_first_keep_the_raise(text: str) -> None:
    ruling = answer(text).result["ruling"]
    assert (ruling["action"], ruling["total"]) == ("raise", 13000)


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 500/1.000, el UTG sube a 2.500, el botón bota y la ciega chica también bota. "
        "la grande, ¿puede resubir?",
        "ciegas 500/1.000, el UTG sube a 2.500, el botón botó, la chica botó. ¿y la grande qué puede hacer?",
    ],
)
def test_botar_without_chips_is_a_fold(text: str) -> None:
    """ "botar" (Colombia, Chile, Peru) throws chips; thrown with nothing named, it throws the cards."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "BB"
    assert result["ruling"]["options"] == ["fold", "call", "raise"]
    assert result["confidence"] == "certain"


def test_botar_with_a_chip_still_pushes_it() -> None:
    ruling = answer("ciegas 500/1.000, el UTG sube a 2.500 y el 6 bota una de 5.000 sin decir nada").result
    assert (ruling["ruling"]["seat"], ruling["ruling"]["action"], ruling["ruling"]["total"]) == (
        "6",
        "call",
        2500,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 2 had already folded on the flop. Seat 4 bets 6,000 and seat 7 raises to 15,000. "
        "what is the minimum re-raise for seat 4?",
        "Turn, el 2 ya se había tirado en el flop. El 4 apuesta 6.000 y el 7 sube a 15.000. "
        "¿cuál es la resubida mínima del 4?",
    ],
)
def test_a_street_told_in_the_pluperfect_is_history_not_the_street_ruled_on(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["street"] == "turn"
    assert result["ruling"]["min_raise_to"] == 24000


@pytest.mark.parametrize(
    "text",
    [
        "river, el 2 va all in, el 6 pide cuenta y la crupier nueva le dice 9.000, pero eran 11.000. "
        "el 6 dice pago. ¿paga 9.000 u 11.000?",
        "river, seat 2 is all in, seat 6 asks for a count and the dealer trainee tells him 9,000 but it was "
        "11,000. seat 6 says call. 9,000 or 11,000?",
    ],
)
def test_the_words_of_a_member_of_staff_are_no_player_clause_left_unread(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "6",
        "call",
        11000,
    )
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "blinds 500/1000 with a big blind ante, two players who limped, the small blind completes. "
        "what can the big blind do?",
        "ciegas 500/1000 con ante de la grande, hay dos que pagaron, la chica completa. "
        "¿qué puede hacer la grande?",
    ],
)
def test_players_counted_by_what_they_did_are_no_pot(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["street"] == "preflop"
    assert result["facts"]["pot"] is None
    assert (result["ruling"]["options"], result["ruling"]["min_raise_to"]) == (["check", "raise"], 2000)


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1,000, the BB has his blind out as two 500s. CO raises to 3,000 and the BB quietly "
        "drops a 5k and a 500 on top.",
        "Ciegas 500/1.000, la grande tiene su ciega con dos de 500. El CO sube a 3.000 y la grande, callada, "
        "mete encima una de 5.000 y una de 500.",
    ],
)
def test_chips_put_on_top_of_a_blind_leave_it_where_it_was(text: str) -> None:
    """46-C: prior chips left alone count with the new ones; 45-B then reads the whole: 6,500 is past the
    half-raise mark (4,000), so a full raise to 5,000... is short of 6,500: a raise to 6,500."""
    result = answer(text).result
    assert _ruled(result) == ("BB", "raise", 6500)
    assert "prior_chips_pulled_back:seat=BB" not in result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "flop, el 2 apuesta 2.000, le toca al 4 pero el 6 se adelanta y dice 'voy'. el 4 sube a 6.000. "
        "¿el 6 queda obligado al call?",
        "flop, el 2 apuesta 2.000, le toca al 4 pero el 6 se adelanta y dice 'voy'. el 4 sube a 6.000. "
        "¿el 6 está amarrado a su pago?",
        "flop, seat 2 bets 2,000, action on seat 4 but seat 6 jumps in and says call. "
        "seat 4 raises to 6,000. is seat 6 bound to his call?",
    ],
)
def test_asked_whether_bound_to_an_action_is_no_new_action(text: str) -> None:
    """53-A: a raise by the skipped player frees the out-of-turn call; the action word after "obligado al",
    "amarrado a", "bound to" is asked about, not done again."""
    ruling = answer(text).result["ruling"]
    freed = ruling["seat"], ruling["decision"], ruling["options"]
    assert freed == ("6", "not_binding", ["fold", "call", "raise"])


@pytest.mark.parametrize("word", ["cortito", "calladito", "poquito", "ahorita"])
def test_a_diminutive_of_an_ordinary_word_is_ordinary_speech(word: str) -> None:
    """Spanish diminutives ("cortito", "calladito") carry no ruling more than the plain word; English has no
    such ending, so the family is one language's."""
    text = f"ciegas 1.000/2.000, el UTG abre a 4.000 y el botón, {word}, mete una de 5.000 sin hablar"
    result = answer(text).result
    assert _ruled(result) == ("BTN", "call", 4000)
    assert not any(q.startswith("unknown_words") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "two hands ago we had a misdeal and the table is still grumpy. anyway this hand, turn: seat 2 "
        "bets 1,000, seat 8 raises to 3,000 out of turn before seat 5 acts, and seat 5 raises to 2,500. "
        "what can seat 8 do?",
        "hace dos manos tuvimos un misdeal y la mesa sigue caliente. en esta mano, turn: el 2 apuesta "
        "1.000, el 8 sube a 3.000 fuera de turno antes de que hable el 5, y el 5 sube a 2.500. "
        "¿qué puede hacer el 8?",
    ],
)
def test_an_incident_of_an_earlier_hand_is_no_incident_of_this_one(text: str) -> None:
    """53-A: the skipped player's raise frees the out-of-turn raise; the misdeal told of an earlier hand
    neither rules this hand nor leaves its word unread."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["decision"], ruling["returned"]) == ("8", "not_binding", 3000)
    assert ruling["options"] == ["fold", "call", "raise"]
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "the big blind took his chip back right after the cutoff made it 2,400, and now he wants to "
        "muck. can he?",
        "la ciega grande recogió su ficha de la ciega luego de que el cutoff subió a 2.400 y ahora quiere "
        "tirarse. ¿puede?",
    ],
)
def test_an_action_told_in_an_after_clause_came_first_and_the_pronoun_is_the_main_player(text: str) -> None:
    """46-B: prior chips pulled back facing a raise bind a call or a raise; the raise told after "after",
    "luego de que" happened first, and "can he?" asks about the player of the main clause."""
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["CO", "BB"]
    assert (result["ruling"]["seat"], result["ruling"]["options"]) == ("BB", ["call", "raise"])


@pytest.mark.parametrize(
    "text",
    [
        "no limit 1000-2000, turn, el 6 dice 'subo el pot' sin saber cuánto hay. ¿qué vale eso?",
        "no limit 1000-2000, turn, seat 6 says 'I bet the pot' not knowing what's in it. what is that?",
    ],
)
def test_the_pot_said_in_no_limit_binds_a_minimum_bet(text: str) -> None:
    """54-D: "pot" (Spanglish "el pot" too) is no valid amount in no-limit but binds a valid bet."""
    result = answer(text).result
    assert _ruled(result) == ("6", "bet", 2000)
    assert "tda-2024:54-D" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Level 300/600. Flop Qs 8h 3d. Seat 2 bets 1,200, seat 5 silently puts out a 1k and two 100s. "
        "call or raise?",
        "Nivel 300/600. Flop Qs 8h 3d. El 2 apuesta 1.200, el 5 pone calladito una de 1.000 y dos de 100. "
        "¿pago o subida?",
        "Nivel 300/600. Flop. El 2 apuesta 1.200, el 5, que anda cortico, pone una de 1.000 y dos de 100 sin "
        "hablar. ¿pago o subida?",
    ],
)
def test_board_cards_and_diminutives_are_no_unknown_words(text: str) -> None:
    """45-A: every chip is needed for the 1,200, a call. Cards written short
    ("Qs 8h 3d") and a diminutive ("cortico") are read, not asked."""
    result = answer(text).result
    assert _ruled(result) == ("5", "call", 1200)
    assert not any(q.startswith("unknown_words") for q in result["questions"])
