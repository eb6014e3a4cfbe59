"""Right or ask: certain only when every fact that can change the ruling was understood (bot/gate.py).

Each family in both languages: impossible facts withhold the ruling and call the floor (unsure); a fact the
report leaves out that would change the ruling gives the likely reading under its condition and asks
(conditional); a fully stated report is ruled as certain. Every reply opens with what was understood.
"""

from __future__ import annotations

import pytest

from bot.ask import answer
from bot.evaluate import evaluate
from parser.answers import fact_from_answer
from parser.doubts import may_carry_the_ruling


def _result(text: str) -> dict:
    return answer(text).result


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Blinds 0-500. Min raise for the BB after UTG opens to 700?", "invalid_blinds"),
        ("Ciegas 500/250. En el flop el 3 apuesta 1.000 y el 4 paga.", "invalid_blinds"),
        ("seat 0 raises to 1100, seat 99 calls", "no_such_seat"),
        ("Ciegas 200/400. El asiento 12 apuesta 1.500 y el 3 paga.", "no_such_seat"),
        ("UTG sube a 1e400", "garbled_number"),
        ("seat 4 goes all in for 0", "zero_amount"),
        ("En el river el 9, que tiene 3.200 detrás, pone 5.000 y el 1 paga.", "over_stack"),
        ("River. Seat 9 has 3,200 behind and bets 5,000, seat 1 calls.", "over_stack"),
        ("Flop: seat 2 checks, seat 2 bets 1,000.", "acts_twice"),
        (
            "El 5 dijo subo y tiró una ficha de 5.000 a una apuesta de 1.500, no sé si lo dijo antes "
            "o después de que la ficha tocara la mesa.",
            "dealer_unsure",
        ),
        (
            "Seat 6 bets 3,000 and seat 2 says raise and drops a 10k chip, I can't tell if the chip "
            "landed first.",
            "dealer_unsure",
        ),  # fmt: skip
    ],
)
def test_impossible_or_unsure_facts_withhold_the_ruling_and_call_the_floor(text: str, reason: str) -> None:
    result = _result(text)
    assert (result["confidence"], result["floor"], result["floor_reason"]) == ("unsure", True, reason)
    assert result["ruling"]["action"] is None and result["ruling"]["total"] is None  # nothing stated
    first, headline = result["reply"].splitlines()[:2]
    assert first.startswith(("Entendido:", "Understood:"))
    assert headline.startswith("⚠️")


@pytest.mark.parametrize(
    ("text", "question", "condition"),
    [
        (
            "Ciegas 250-500. UTG sube a 1.100 y UTG+1 pone una de mil y una de quinientos.",
            "said_anything:seat=UTG+1",
            "Si no dijo nada al poner las fichas: Jugador UTG+1: Es call de 1.100: se le devuelven 400.",
        ),
        (
            "Blinds 100-200. A bets 600, B puts out a single 1000 chip.",
            "said_anything:seat=B",
            "If he said nothing with the chips: Player B: It is a call of 600: 400 is returned.",
        ),
        (
            "UTG raises to 1,100. What's the min raise for the hijack?",
            "blinds",
            "If the big blind was 400: ",
        ),
        (
            "NL 200/400, en el river el 5 dice apuesto cinco y nada más.",
            "pot_size",
            "Si en el bote solo había lo que se cuenta aquí: ",
        ),
        (
            "Ciegas 100/200. En el flop el 3 apuesta 1.000 y el 5 zarpea 3.000.",
            "unknown_words:words=«zarpea», «3.000»",  # the word, and the amount it left unplaced
            "Si «zarpea», «3.000» no cambia nada: ",
        ),
    ],
)
def test_a_fact_left_out_that_changes_the_ruling_is_asked(text: str, question: str, condition: str) -> None:
    result = _result(text)
    assert result["confidence"] == "conditional" and result["floor"] is False
    assert question in result["questions"]
    assert result["reply"].splitlines()[1].startswith(condition)


@pytest.mark.parametrize(
    ("text", "ruling"),
    [
        (
            "Ciegas 250-500. UTG sube a 1.100 y UTG+1 pone en silencio una de mil y una de quinientos.",
            ("UTG+1", "call", 1100, 400),
        ),
        ("Blinds 100-200. A bets 600, B puts out a single 1000 chip silently.", ("B", "call", 600, 400)),
        ("UTG raises to 1100", ("UTG", "raise", 1100, 0)),  # a blind guess changes nothing here
        (
            "Flop, el 2 apuesta 1.200 y el 7 suelta una ficha de 5.000 sin decir ni mu.",
            ("7", "call", 1200, 3800),
        ),
    ],
)
def test_a_fully_stated_report_is_certain(text: str, ruling: tuple) -> None:
    result = _result(text)
    got = result["ruling"]
    assert result["confidence"] == "certain" and result["questions"] == []
    assert (got["seat"], got["action"], got["total"], got["returned"]) == ruling


def test_blinds_not_given_leave_out_a_minimum_raise_nobody_asked_for() -> None:
    result = _result("UTG raises to 1100, the hijack calls.")
    assert result["ruling"]["action"] == "call" and result["ruling"]["min_raise_to"] is None
    assert "blinds not given" in result["understood"]


@pytest.mark.parametrize(
    ("text", "line"),
    [
        (
            "Blinds 100-200. A bets 600, B puts out a single 1000 chip silently.",
            "Understood: blinds 100/200 · flop (assumed) · A bets 600 · B silently puts out 1,000",
        ),
        (
            "Ciegas 200/400 ante 50. En el turn el 9, que tiene 3.200 detrás, sube a 2.000 fuera de turno.",
            "Entendido: ciegas 200/400 · ante 50 · turn · el 9 tiene 3.200 detrás · el 9 sube a 2.000 "
            "(fuera de turno)",
        ),
        # an incident told with no betting: no game, blinds or street the parser only set by default
        ("El 4 dio un golpecito en la mesa.", "Entendido: golpe en la mesa"),
        (
            "The dealer burned and turned before seat 5 acted on the flop.",
            "Understood: premature card · turn",
        ),
    ],
)
def test_every_reply_opens_with_what_was_understood(text: str, line: str) -> None:
    result = _result(text)
    assert result["understood"] == line and result["reply"].splitlines()[0] == line


def test_facts_and_assumptions_in_the_users_language() -> None:
    result = _result("Ciegas 200/400. En el flop el 9 tiene 3.200 detrás y apuesta 1.000.")
    facts = result["facts"]
    assert facts["blinds"] == {"small": 200, "big": 400} and facts["street"] == "flop"
    assert facts["stacks"] == {"9": 3200}
    assert facts["actions"][0]["seat"] == "9" and facts["actions"][0]["declaration"] == "bet"
    # sentences in the user's language, not codes such as "game:nlhe"
    assert result["assumptions"] == ["Supuesto: la partida es No Limit Hold'em."]
    english = _result("Blinds 200/400, flop, seat 9 bets 1,000.")
    assert english["assumptions"] == ["Assumed: the game is no-limit hold'em."]


@pytest.mark.parametrize(
    ("answer_text", "lang", "confidence", "action"),
    # "raise" said with chips over the 50% line: a raise to the minimum whichever came first, so certain
    [("no, nada", "es", "certain", "call"), ("dijo subo", "es", "certain", "raise")],
)
def test_answering_the_question_rules_again(
    answer_text: str, lang: str, confidence: str, action: str
) -> None:
    report = "Ciegas 250-500. UTG sube a 1.100 y UTG+1 pone una de mil y una de quinientos."
    fact = fact_from_answer("said_anything", answer_text, lang, "UTG+1")
    assert fact is not None
    result = _result(f"{report}\n{fact}")
    assert (result["confidence"], result["ruling"]["action"]) == (confidence, action)


@pytest.mark.parametrize(
    ("word", "matters"),
    [
        ("pagan", True),  # an inflection of a betting verb the lexicon does not list
        ("apostaron", True),
        ("plonks", True),  # table slang, too rare to be ordinary speech
        ("todavía", False),  # ordinary words carry no ruling
        ("wants", False),
        ("cambio", False),
    ],
)
def test_which_unknown_words_may_carry_the_ruling(word: str, matters: bool) -> None:
    assert may_carry_the_ruling(word) is matters


def test_eval_counts_answers_stated_as_certain_and_wrong() -> None:
    rows = [
        {
            "text": "Blinds 100-200. A bets 600, B puts out a single 1000 chip silently.",
            "ruling": {"total": 601},
        },
        {"text": "Ciegas 250-500. UTG sube a 1.100 y UTG+1 pone una de mil.", "ruling": {"total": 1}},
        {
            "text": "Blinds 100-200. A bets 600, B calls.",
            "ruling": {"action": "call"},
            "confidence": "certain",
        },
    ]
    scores = evaluate(rows)
    assert scores.confident_wrong == 1  # the second is wrong too, but it asks first
    assert [bool(o.wrong) for o in scores.outcomes] == [True, True, False]
