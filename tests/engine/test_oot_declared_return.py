"""53-A: an out-of-turn wager that is not binding because the action changed goes back to its player, whether
the chips were pushed or the amount only declared (53-A example 1: "the 800 chips may be returned")."""

from rules_engine import rule
from rules_engine.situation import Declaration, Event, Game, Seat, Situation, Street, Verbal


def test_a_declared_out_of_turn_bet_is_returned_when_the_action_changes() -> None:
    situation = Situation(
        game=Game.NLHE,
        big_blind=100,
        street=Street.RIVER,
        seats=(Seat("1"), Seat("3"), Seat("5")),
        events=(
            Event("1", declaration=Declaration(Verbal.CHECK), in_turn=True),
            Event("5", declaration=Declaration(Verbal.BET, amount=1200), in_turn=False),
            Event("3", declaration=Declaration(Verbal.BET, amount=800)),
        ),
    )
    ruling = rule(situation).to_contract()["ruling"]
    assert ruling["seat"] == "5"
    assert ruling["decision"] == "not_binding"
    assert ruling["returned"] == 1200
    assert ruling["options"] == ["fold", "call", "raise"]
    assert ruling["min_raise_to"] == 1600
