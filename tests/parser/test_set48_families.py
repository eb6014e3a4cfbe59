"""Families left open by the holdout betting set 48 and older rows: each in both languages and in other
words than the rows; the answer states what the rules decide, or asks the one fact that decides it."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.answers import fact_from_answer


def _ruled(text: str) -> tuple[dict, tuple]:
    result = answer(text).result
    ruling = result["ruling"]
    return result, (ruling["seat"], ruling["action"], ruling["total"])


# --- 51-B: an undercall of the first bet told, which may raise an untold one -------------------------------
_FIRST_TOLD_IS_A_BET = [
    "turn, five players still in. seat 2 puts 8,000 out and seat 6 drops a 2,000 chip without a word",
    "turn, cinco jugadores. el 2 mete 8.000 y el 6 tira una ficha de 2.000 sin hablar",
]
_OPENING_TOLD = [
    (
        "turn, five players still in. seat 1 checks, seat 2 puts 8,000 out and seat 6 drops a 2,000 chip "
        "without a word",
        "turn, five players still in. seat 2 opens for 8,000 and seat 6 drops a 2,000 chip without a word",
        "river, heads up. seat 2 puts 8,000 out and seat 6 drops a 2,000 chip without a word",
        "turn, five players still in. seat 2 bets 8,000 and seat 6 drops a 2,000 chip without a word",
    ),
    (
        "turn, cinco jugadores. el 1 pasa, el 2 mete 8.000 y el 6 tira una ficha de 2.000 sin hablar",
        "turn, cinco jugadores. el 2 abre con 8.000 y el 6 tira una ficha de 2.000 sin hablar",
        "river, mano a mano. el 2 mete 8.000 y el 6 tira una ficha de 2.000 sin hablar",
        "turn, cinco jugadores. el 2 apuesta 8.000 y el 6 tira una ficha de 2.000 sin hablar",
    ),
]


@pytest.mark.parametrize(("text", "told"), zip(_FIRST_TOLD_IS_A_BET, _OPENING_TOLD, strict=True))
def test_an_undercall_of_the_first_bet_told_asks_whether_it_opened_the_round(
    text: str, told: tuple[str, ...]
) -> None:
    """51-B: an undercall of the round's opening bet, multi-way, is a full call; of a raise, the TD's. A
    report that starts at the bet leaves a raise over an untold bet open: the call under that condition, and
    the question. A check told first (it faces no bet), an open, a bet (the rules' word for the round's
    first wager), or heads-up (any undercall is a full call) leave nothing to ask."""
    result, ruled = _ruled(text)
    assert ruled == ("6", "call", 8000)
    assert result["confidence"] == "conditional"
    assert "opening_bet:amount=8000" in result["questions"]
    assert "tda-2024:51-B" in result["rules"]
    for other in told:
        result, ruled = _ruled(other)
        assert (ruled, result["confidence"]) == (("6", "call", 8000), "certain"), other


@pytest.mark.parametrize(("text", "lang"), zip(_FIRST_TOLD_IS_A_BET, ("en", "es"), strict=True))
def test_the_dealers_answer_settles_the_opening_bet(text: str, lang: str) -> None:
    """Answered "the first bet": the full call, certain; answered "a raise": multi-way, the TD's (51-B)."""
    opened = fact_from_answer("opening_bet", "yes" if lang == "en" else "sí", lang)
    raised = fact_from_answer("opening_bet", "no", lang)
    assert opened and raised
    result, ruled = _ruled(f"{text}. {opened}")
    assert (ruled, result["confidence"]) == (("6", "call", 8000), "certain")
    result = answer(f"{text}. {raised}").result
    assert result["floor"] and result["confidence"] == "unsure"


@pytest.mark.parametrize(
    ("later", "first"),
    [
        (
            "blinds 1k/2k, nine handed. the lojack tosses in one 1k chip silently",
            "blinds 1k/2k, nine handed. UTG tosses in one 1k chip silently",
        ),
        (
            "ciegas 1000/2000, mesa llena. el lojack tira callado una ficha de 1000",
            "ciegas 1000/2000, mesa llena. el UTG tira callado una ficha de 1000",
        ),
    ],
)
def test_preflop_the_big_blind_is_the_opening_bet_only_for_the_first_to_act(later: str, first: str) -> None:
    """Pre-flop the posted big blind opens the round; a player after UTG may face a raise the report leaves
    out (asked), the first to act cannot (certain)."""
    result, ruled = _ruled(later)
    assert (ruled[1:], result["confidence"]) == (("call", 2000), "conditional")
    assert "opening_bet:amount=2000" in result["questions"]
    result, ruled = _ruled(first)
    assert (ruled[1:], result["confidence"]) == (("call", 2000), "certain")


# --- the player a question names by his seat number written with 's -------------------------------------
_BACKED_UP = (
    "Blinds 400/800. Turn, three left: seats 2, 4 and 8. Seat 2 is tanking and seat 8 bets 3,000 out of "
    "turn. We back it up, seat 2 checks, seat 4 checks."
)
_VUELTA_ATRAS = (
    "Ciegas 400/800. Turn, quedan tres: el 2, el 4 y el 8. El 2 está pensando y el 8 apuesta 3.000 fuera de "
    "turno. Volvemos atrás, el 2 pasa y el 4 pasa."
)


@pytest.mark.parametrize(
    "question",
    ["Does eight's bet stand, or can he take it back?", "Is 8's bet binding or does he get it back?"],
)
def test_a_question_naming_a_seat_number_with_s_asks_about_that_player(question: str) -> None:
    """ "eight's bet", "8's bet": a seat number written with 's before an action is its owner, the player the
    question is about, and the "he" after it is that player, not the last to act: checks in turn do not
    change the action to seat 8, so his out-of-turn bet stands (53-A). Spanish names him "del ocho"."""
    for text in (f"{_BACKED_UP} {question}", f"{_VUELTA_ATRAS} ¿La apuesta del ocho sigue o él la recupera?"):
        result, ruled = _ruled(text)
        assert ruled == ("8", "bet", 3000), text
        assert result["rules"][0] == "tda-2024:53-A"
        assert result["confidence"] == "certain"


# --- 46-B: chips moved back, told by a verb wrapped around them; a pull-back stopped short -------------
_RAISED = "Turn, seat 1 bets 3,000, seat 4 raises to 9,000. Seat 1 "
_SUBIDA = "Turn: el 1 apuesta 3.000, el 4 sube a 9.000. El 1 "


@pytest.mark.parametrize(
    "text",
    [
        f"{_RAISED}brings his bet back toward his stack and now wants to fold. Can he?",
        f"{_RAISED}slides the 3,000 back and now wants to fold. Can he?",
        f"{_SUBIDA}se regresa las fichas a su stack y ahora quiere tirarse. ¿Puede?",
        f"{_SUBIDA}agarra su apuesta y se la lleva a su stack y ahora quiere tirarse. ¿Puede?",
    ],
)
def test_a_verb_wrapped_around_his_chips_pulls_them_back(text: str) -> None:
    """ "brings his bet back", "se regresa las fichas a su stack": a verb of moving, the chips, and where they
    went are one pull-back of his prior bet facing a raise (46-B): he may call or raise, not fold; the "bet"
    and "apuesta" between are the chips, no new action of his."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["options"]) == ("1", None, ["call", "raise"])
    assert result["rules"][0] == "tda-2024:46-B"
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        f"{_RAISED}drags his 3,000 halfway back toward his stack, then pushes it out again and folds. Ok?",
        f"{_SUBIDA}jala a medias su apuesta hacia él, la vuelve a poner y se tira. ¿Puede?",
    ],
)
def test_a_pull_back_stopped_short_leaves_the_fold_to_the_floor(text: str) -> None:
    """46-B binds only a clear pull-back: one stopped halfway ("halfway back", "a medias") leaves to the TD
    whether he may still fold; no ruling is stated as certain."""
    result = answer(text).result
    assert result["floor"] and result["confidence"] == "unsure"
    assert result["ruling"]["seat"] == "1"
    assert "tda-2024:46-B" in result["rules"]
