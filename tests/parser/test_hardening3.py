"""Round 3 of the parser hardening: counts told before a call (49), straddles, several streets, spoken
numbers, limit pairs, contractions. Each test goes through parse() and, where the outcome is a ruling, the
engine."""

import pytest

from parser.amounts import Amount, read_amounts
from parser.normalize import tokenize
from parser.report import parse
from rules_engine import rule


def _ruling(text: str) -> dict:
    report = parse(text)
    assert report.situation is not None, report
    return rule(report.situation).to_contract()


def _values(text: str, lang: str = "en") -> list[int | None]:
    return [it.value for it in read_amounts(tokenize(text), lang) if isinstance(it, Amount)]


@pytest.mark.parametrize(
    ("text", "total"),
    [
        (
            "Seat 1 shoves. Seat 5 asks for a count, the dealer says 8,000 but it was 11,000. Seat 5 calls.",
            11000,
        ),
        ("el 7 va all in por 6.500, el 2 pide el conteo, el dealer le dice 5.000 y el 2 dice pago", 6500),
    ],
)
def test_a_wrong_count_then_a_call_is_accepted_action(text: str, total: int) -> None:
    contract = _ruling(text)
    assert contract["ruling"]["action"] == "call"
    assert contract["ruling"]["total"] == total
    assert contract["rules"][0] == "tda-2024:49"


def test_the_dealer_does_not_bet_the_count() -> None:
    events = parse(
        "seat 9 all in 8000, seat 2 asks for a count, dealer says 6000, seat 2 calls"
    ).situation.events
    assert [e.seat for e in events] == ["9", "2"]
    assert events[1].count_given == 6000


@pytest.mark.parametrize(
    "text",
    [
        "blinds 100-200, seat 5 straddles 400, seat 6 raises to 700",
        "ciegas 100-200, el 5 hace straddle de 400, el 6 sube a 700",
        "100-200 str 400, seat 6 raises to 700",
    ],
)
def test_a_straddle_is_the_first_full_bet(text: str) -> None:
    contract = _ruling(text)
    assert (contract["ruling"]["action"], contract["ruling"]["total"]) == ("raise", 800)


def test_the_last_street_with_action_is_ruled() -> None:
    text = (
        "On the flop seat 2 bet 1500 and seat 5 called. On the turn seat 2 checks, seat 5 bets 3000 and "
        "seat 2 puts out two 2000 chips silently."
    )
    situation = parse(text).situation
    assert situation.street.value == "turn"
    assert [e.seat for e in situation.events] == ["2", "5", "2"]
    assert _ruling(text)["ruling"]["total"] == 3000


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("blinds one hundred two hundred", [100, 200]),
        ("blinds two fifty five hundred", [250, 500]),
        ("two hundred thousand", [200000]),
        ("one thousand two hundred fifty", [1250]),
    ],
)
def test_spoken_numbers(text: str, values: list[int]) -> None:
    assert _values(text) == values


def test_seat_four_bets_is_not_a_four_bet() -> None:
    events = parse("on the flop seat four bets one thousand seat seven calls").situation.events
    assert [(e.seat, e.declaration.kind.value) for e in events] == [("4", "bet"), ("7", "call")]


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("Limit 100-200 preflop, seat 4 raises", 400),  # the pair is the blinds
        ("Límite 200-400. En el turn el 4 apuesta 400 y el 6 dice subo.", 800),  # the pair is the bet sizes
    ],
)
def test_a_limit_raise_without_amount_is_the_fixed_raise(text: str, total: int) -> None:
    assert _ruling(text)["ruling"]["total"] == total


def test_a_string_bet_told_in_spanish_keeps_the_first_motion() -> None:
    contract = _ruling(
        "El 5 apuesta 800 y el 9 pone 800, vuelve a la pila y añade 1.600 más, sin decir nada."
    )
    assert contract["ruling"]["total"] == 800 and contract["ruling"]["returned"] == 1600
    assert "tda-2024:56" in contract["rules"]


def test_before_its_his_turn_is_out_of_turn() -> None:
    events = parse(
        "seat 3 bets 600 and seat 6 folds before it's his turn, seat 4 still to act"
    ).situation.events
    assert events[-1].seat == "6" and events[-1].in_turn is False


def test_a_negated_declaration_is_not_one() -> None:
    events = parse("Seat 6 bets 1200. Seat 1 puts out 1200 silently. He never said raise.").situation.events
    assert all(e.declaration is None or e.declaration.kind.value != "raise" for e in events if e.seat == "1")
