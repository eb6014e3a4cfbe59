"""Each house difference of San Roque and Garrido as a pair: the same situation under the TDA venue and under
the house venue. The outcome differs, the house rule is cited first, and the contract's "house" key says
what TDA would have ruled."""

from __future__ import annotations

import pytest

from bot.render import compose_reply
from bot.venues import get_venue
from rules_engine import Decision, Game, Question, Ruling, Seat, Situation, Street, Verbal, rule
from rules_engine.incident import Dispute, Incident, IncidentKind, MisdealCause, Moment
from rules_engine.shorthand import bet, call, check, fold, raise_to, say

K = IncidentKind
PREFLOP_9 = ("3", "4", "5", "6", "7", "8", "9", "1", "2")


def pair(ruled, incident: Incident, house: str, **situation) -> tuple[Ruling, Ruling]:
    return ruled(incident, "tda", **situation), ruled(incident, house, **situation)


def assert_house_decides(tda: Ruling, house: Ruling, house_rule: str) -> None:
    assert tda.outcome() != house.outcome()
    assert house.rules[0] == house_rule
    contract = house.to_contract()
    assert contract["house"]["rule"] == house_rule
    seat, action, total, decision = tda.outcome()
    assert contract["house"]["tda"] == {
        "rule": tda.rules[0],
        "seat": seat,
        "action": action.value if action else None,
        "total": total,
        "decision": decision.value if decision else None,
    }
    assert "house" not in tda.to_contract()


# --- San Roque ----------------------------------------------------------------------------------------------
def test_san_roque_34_clock_kills_a_hand_not_facing_a_bet(ruled) -> None:
    tda, house = pair(ruled, Incident(K.CLOCK, seat="4", facing_bet=False), "san-roque")
    assert tda.decision is Decision.LIVE_HAND and tda.action is not None
    assert house.decision is Decision.DEAD_HAND
    assert_house_decides(tda, house, "san-roque:34")


def test_san_roque_34_one_minute_clock_40_seconds_is_in_time(ruled) -> None:
    tda, house = pair(ruled, Incident(K.CLOCK, seat="4", facing_bet=True, elapsed=40), "san-roque")
    assert (tda.decision, house.decision) == (Decision.DEAD_HAND, Decision.LIVE_HAND)
    assert_house_decides(tda, house, "san-roque:34")


def test_san_roque_34_turbo_clock_is_35_seconds(ruled) -> None:
    inc = Incident(K.CLOCK, seat="4", facing_bet=True, elapsed=40, turbo=True)
    assert ruled(inc, "san-roque").decision is Decision.DEAD_HAND
    inc = Incident(K.CLOCK, seat="4", facing_bet=True, elapsed=33, turbo=True)
    tda, house = pair(ruled, inc, "san-roque")
    assert (tda.decision, house.decision) == (Decision.DEAD_HAND, Decision.LIVE_HAND)


def test_san_roque_38_at_seat_when_the_first_card_is_dealt(ruled) -> None:
    tda, house = pair(ruled, Incident(K.AT_SEAT, seat="7", moment=Moment.DURING_DEAL), "san-roque")
    assert (tda.decision, house.decision) == (Decision.LIVE_HAND, Decision.DEAD_HAND)
    assert_house_decides(tda, house, "san-roque:38")


def test_san_roque_31_odd_chip_to_the_hand_nearest_the_button(ruled) -> None:
    tda, house = pair(ruled, Incident(K.ODD_CHIP, winners=("3", "7"), button="7"), "san-roque")
    assert (tda.seat, house.seat) == ("3", "7")
    assert_house_decides(tda, house, "san-roque:31")


def test_san_roque_31_the_nearest_hand_either_way_round(ruled) -> None:
    # "la mano más cercana del botón": seat 3 is two seats from the button (5), seat 8 three.
    tda, house = pair(ruled, Incident(K.ODD_CHIP, winners=("3", "8"), button="5"), "san-roque")
    assert (tda.seat, house.seat) == ("8", "3")
    assert_house_decides(tda, house, "san-roque:31")
    same = ruled(Incident(K.ODD_CHIP, winners=("2", "6"), button="5"), "san-roque")
    assert same.seat == "6" and same.tda_would is None


def test_san_roque_41_absent_players_do_not_play_the_redeal(ruled) -> None:
    tda, house = pair(ruled, Incident(K.AT_SEAT, seat="7", redeal=True), "san-roque")
    assert (tda.decision, house.decision) == (Decision.LIVE_HAND, Decision.DEAD_HAND)
    assert_house_decides(tda, house, "san-roque:41")


def test_san_roque_48_cards_thrown_face_down_at_showdown_lose(ruled) -> None:
    tda, house = pair(ruled, Incident(K.MUCKED, seat="3", retrievable=True), "san-roque")
    assert (tda.decision, house.decision) == (Decision.LIVE_HAND, Decision.DEAD_HAND)
    assert_house_decides(tda, house, "san-roque:48")


def test_san_roque_19_ambiguous_amount_reads_lowest_and_says_what_tda_gives() -> None:
    # 57: NLHE 200-400, pot 5000 or more, "I bet five": TDA 5000; San Roque 19: the lowest, 500.
    situation = Situation(
        game=Game.NLHE,
        big_blind=400,
        small_blind=200,
        street=Street.FLOP,
        pot=6000,
        seats=(Seat("A"), Seat("B")),
        events=(say("A", Verbal.AMOUNT, 5, bare_number=True),),
    )
    tda = rule(situation, policy=get_venue("tda").policy)
    house = rule(situation, policy=get_venue("san-roque").policy)
    assert (tda.total, house.total) == (5000, 500)
    assert_house_decides(tda, house, "san-roque:19")


def test_san_roque_same_outcome_cites_the_house_rule_first_without_house_key(ruled) -> None:
    events = [bet("A", 1000), raise_to("B", 3000), call("A")]
    river = {"seats": ("A", "B"), "events": events, "street": Street.RIVER}
    house = ruled(Incident(K.SHOWDOWN_ORDER), "san-roque", **river)
    assert house.seat == "B" and house.rules[:2] == ("san-roque:48", "tda-2024:17-A")
    assert "house" not in house.to_contract()


# --- Garrido ------------------------------------------------------------------------------------------------
def test_garrido_4l_two_folds_stop_a_misdeal(ruled) -> None:
    inc = Incident(K.MISDEAL, cause=MisdealCause.FIRST_CARD_WRONG_SEAT)
    tda, house = pair(ruled, inc, "garrido", seats=PREFLOP_9, events=[fold("3"), fold("4")])
    assert (tda.decision, house.decision) == (Decision.MISDEAL, Decision.PLAY_CONTINUES)
    assert house.rules[0] == "garrido-2010:4.l"
    assert house.to_contract()["house"]["tda"]["decision"] == "misdeal"


def test_garrido_3d_clock_kills_a_hand_not_facing_a_bet(ruled) -> None:
    tda, house = pair(ruled, Incident(K.CLOCK, seat="2", facing_bet=False), "garrido")
    assert (tda.decision, house.decision) == (Decision.LIVE_HAND, Decision.DEAD_HAND)
    assert_house_decides(tda, house, "garrido-2010:3.d")
    assert "garrido-2010:8.k" in house.rules


def test_garrido_8k_one_minute_clock(ruled) -> None:
    tda, house = pair(ruled, Incident(K.CLOCK, seat="2", facing_bet=True, elapsed=65), "garrido")
    assert (tda.decision, house.decision) == (Decision.DEAD_HAND, Decision.LIVE_HAND)


def test_garrido_6e_one_tap_is_not_a_check(ruled) -> None:
    tda, house = pair(ruled, Incident(K.TAP, seat="3", taps=1), "garrido")
    assert (tda.decision, house.decision) == (Decision.BINDING, Decision.NOT_BINDING)
    assert house.action is None
    assert_house_decides(tda, house, "garrido-2010:6.e")
    assert ruled(Incident(K.TAP, seat="3", taps=2), "garrido").decision is Decision.BINDING


def test_garrido_7e_no_right_to_see_the_last_aggressor(ruled) -> None:
    river = {"seats": ("A", "B"), "events": [bet("A", 1000), call("B")], "street": Street.RIVER}
    inc = Incident(K.SHOW_REQUEST, requester="B", requester_kept=True, seat="A")
    tda, house = pair(ruled, inc, "garrido", **river)
    assert (tda.decision, house.decision, tda.floor, house.floor) == (None, None, False, False)
    # Nothing decided on either side: the rule each rests on (refused / granted) is the outcome.
    assert (house.rules[0], tda.rules[0]) == ("garrido-2010:7.e", "tda-2024:18-B")
    assert house.to_contract()["house"]["tda"]["rule"] == "tda-2024:18-B"


def test_garrido_7a_face_down_at_showdown_gives_up_the_pot(ruled) -> None:
    tda, house = pair(ruled, Incident(K.MUCKED, seat="3", retrievable=True), "garrido")
    assert (tda.decision, house.decision) == (Decision.LIVE_HAND, Decision.DEAD_HAND)
    assert_house_decides(tda, house, "garrido-2010:7.a")


@pytest.mark.parametrize(("tables", "tda_decision"), [(4, Decision.PLAY_CONTINUES)])
def test_garrido_12a_balances_at_two_with_six_tables_or_fewer(ruled, tables, tda_decision) -> None:
    inc = Incident(K.SHORT_TABLE, table_sizes=(6, 8), tables=tables)
    tda, house = pair(ruled, inc, "garrido")
    assert (tda.decision, house.decision) == (tda_decision, Decision.MOVE_PLAYER)
    assert_house_decides(tda, house, "garrido-2010:12.a")
    many = ruled(Incident(K.SHORT_TABLE, table_sizes=(6, 8), tables=9), "garrido")
    assert many.decision is Decision.PLAY_CONTINUES


def test_garrido_6f_out_of_turn_fold_before_aggressive_action_is_not_binding() -> None:
    # Flop: A bets, C folds out of turn (B to act), B raises: aggressive action before C's turn.
    situation = Situation(
        game=Game.NLHE,
        big_blind=100,
        street=Street.FLOP,
        seats=(Seat("A"), Seat("B"), Seat("C")),
        events=(bet("A", 300), fold("C", in_turn=False), raise_to("B", 900)),
        question=Question(event=1),
    )
    tda = rule(situation, policy=get_venue("tda").policy)
    house = rule(situation, policy=get_venue("garrido").policy)
    assert (tda.seat, tda.decision) == ("C", Decision.BINDING)
    assert (house.seat, house.decision) == ("C", Decision.NOT_BINDING)
    assert_house_decides(tda, house, "garrido-2010:6.f")


def test_garrido_6f_out_of_turn_fold_stands_when_the_action_does_not_change() -> None:
    situation = Situation(
        game=Game.NLHE,
        big_blind=100,
        street=Street.FLOP,
        seats=(Seat("A"), Seat("B"), Seat("C")),
        events=(bet("A", 300), fold("C", in_turn=False), call("B")),
        question=Question(event=1),
    )
    house = rule(situation, policy=get_venue("garrido").policy)
    assert house.decision is Decision.BINDING and house.tda_would is None


def test_house_line_in_the_reply(ruled) -> None:
    house = ruled(Incident(K.ODD_CHIP, winners=("3", "7"), button="7"), "san-roque")
    es = compose_reply(house, "es").as_text()
    en = compose_reply(house, "en").as_text()
    assert "Norma de la sala san-roque:31; según TDA 20-A: La ficha impar es para 3." in es
    assert "House rule san-roque:31; under TDA 20-A:" in en and "3" in en


def test_dispute_and_level_rules_are_the_same_everywhere(ruled) -> None:
    for venue in ("san-roque", "garrido"):
        assert ruled(Incident(K.DISPUTE, dispute=Dispute.READING), venue).tda_would is None
        r = ruled(Incident(K.NEW_LEVEL), venue, seats=PREFLOP_9, events=[check("3"), call("4")])
        assert r.decision is Decision.PLAY_CONTINUES
