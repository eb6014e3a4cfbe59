"""Amounts the report does not give are not invented: a call of an all-in of unknown size, a min-raise, an
amount that reads several ways (issue 4)."""

from rules_engine import Game, Street, Verbal, rule
from rules_engine.shorthand import all_in, call, raise_to, say, seats, street
from rules_engine.situation import Declaration, Event


def test_call_of_an_all_in_of_unknown_size_has_no_total_and_asks_the_amount() -> None:
    situation = street(Game.NLHE, (25, 50), Street.FLOP, seats("A", "B"), all_in("A"), call("B"))
    ruling = rule(situation).to_contract()
    assert ruling["ruling"]["action"] == "call"
    assert ruling["ruling"]["total"] is None
    assert ruling["ruling"]["min_raise_to"] is None
    assert "amount:seat=B" in ruling["questions"]


def test_call_of_an_all_in_of_known_size_keeps_its_total() -> None:
    situation = street(Game.NLHE, (25, 50), Street.FLOP, seats("A", "B"), all_in("A", 800), call("B"))
    assert rule(situation).total == 800


def test_min_raise_is_a_raise_to_the_minimum() -> None:
    # A raise declared "by" an unsaid amount is the parser's min-raise: the bet 500 plus 500 (43-A).
    situation = street(
        Game.NLHE,
        (100, 200),
        Street.FLOP,
        seats("A", "B", "C"),
        raise_to("A", 500),
        say("B", Verbal.RAISE, by=True),
    )
    ruling = rule(situation)
    assert (ruling.action, ruling.total, ruling.min_raise_to) == ("raise", 1000, 1500)


def test_unclear_amount_goes_to_the_floor_with_a_question() -> None:
    unclear = Declaration(Verbal.BET, None, clear=False)
    situation = street(Game.NLHE, (500, 1000), Street.RIVER, seats("A", "B"), Event("A", declaration=unclear))
    contract = rule(situation).to_contract()
    assert contract["floor"] is True and contract["floor_reason"] == "unclear_bet"
    assert contract["ruling"]["total"] is None and "amount:seat=A" in contract["questions"]


def test_unnamed_player_is_reported_without_a_name() -> None:
    situation = street(Game.NLHE, (100, 200), Street.FLOP, seats("?", "B"), raise_to("?", 600))
    assert rule(situation).seat is None
