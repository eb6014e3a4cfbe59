"""Garrido's differences from TDA found by issue 13's fresh house cases, each as a pair under both venues
(the engine) and in dealers' words in both languages (the parser): a misdeal called in error after action
that made a player throw his cards (2.p4), a button moved two seats found on the next hand (2.p3-b), a fouled
deck bet on knowingly (4.c), showing cards in the final heads-up (14.e) and the button dealt two cards in a
row (2.e against TDA 35-B)."""

from __future__ import annotations

import pytest

from bot.ask import answer
from rules_engine import Decision, FloorReason, Ruling
from rules_engine.incident import Incident, IncidentKind
from rules_engine.ruling import QuestionCode
from rules_engine.shorthand import call, fold, raise_to

from .test_house_pairs import pair

K = IncidentKind


def assert_house_decides(tda: Ruling, house: Ruling, house_rule: str) -> None:
    """The outcomes differ, the house rule that decided is cited and the contract says what TDA rules."""
    assert tda.outcome() != house.outcome()
    assert house_rule in house.rules and not any(r.startswith("tda-2024") for r in house.rules[:1])
    assert house.to_contract()["house"]["tda"]["rule"] == tda.rules[0]


ACTION = (raise_to("3", 300), call("4"), fold("5"))


def test_garrido_2p4_a_wrong_misdeal_that_made_a_player_fold_stands(ruled) -> None:
    inc = Incident(K.MISDEAL, seat="5", misdeal_called=True)
    tda, house = pair(ruled, inc, "garrido", seats=("3", "4", "5"), events=ACTION)
    assert (tda.decision, tda.floor_reason) == (None, FloorReason.TD_DISCRETION)
    assert house.decision is Decision.MISDEAL
    assert_house_decides(tda, house, "garrido-2010:2.p4")


def test_garrido_2p3_a_button_moved_two_seats_goes_to_the_seat_between(ruled) -> None:
    inc = Incident(K.BUTTON_MOVED, previous_hand=True, moved_from="6", moved_to="8")
    tda, house = pair(ruled, inc, "garrido")
    assert tda.decision is Decision.PLAY_CONTINUES
    assert (house.decision, house.seat) == (Decision.BUTTON, "7")
    assert_house_decides(tda, house, "garrido-2010:2.p3")


def test_garrido_4c_a_knowing_bet_on_a_fouled_deck_loses_its_refund_on_the_fact_he_knew(ruled) -> None:
    """4.c decides the refund ("pierde derecho a devolución"): the floor applies it, asking that he knew."""
    tda, house = pair(ruled, Incident(K.FOULED_DECK, knowingly=True, seat="4"), "garrido")
    assert (tda.decision, tda.floor_reason) == (Decision.MISDEAL, FloorReason.STAFF_APPLIES)
    assert (house.decision, house.seat) == (Decision.MISDEAL, "4")
    assert house.floor_reason is FloorReason.STAFF_APPLIES
    assert [q.code for q in house.questions] == [QuestionCode.KNEW_FOULED]
    assert house.rules[0] == "garrido-2010:4.c"


def test_garrido_14e_showing_cards_in_the_final_heads_up_is_legal(ruled) -> None:
    inc = Incident(K.EXPOSED_CARD, seat="2", by_dealer=False, heads_up=True, shown_with_action=True)
    tda, house = pair(ruled, inc, "garrido")
    assert (tda.decision, tda.floor_reason) == (Decision.LIVE_HAND, FloorReason.PENALTY)
    assert (house.decision, house.floor) == (None, False)
    assert_house_decides(tda, house, "garrido-2010:14.e")


def test_garrido_2e_the_button_dealt_two_in_a_row_is_a_misdeal(ruled) -> None:
    inc = Incident(K.MISDEAL, seat="BTN", consecutive=True, substantial=False)
    tda, house = pair(ruled, inc, "garrido")
    assert (tda.decision, house.decision) == (Decision.PLAY_CONTINUES, Decision.MISDEAL)
    assert_house_decides(tda, house, "garrido-2010:2.e")


@pytest.mark.parametrize(
    ("text", "tda", "garrido"),
    [
        (
            "El crupier dijo mano nula por error cuando ya habían hablado tres y el del 8 tiró sus cartas.",
            (None, True),
            ("misdeal", False),
        ),
        (
            "Dealer mistakenly called a misdeal after three players acted; seat 2 threw his cards away.",
            (None, True),
            ("misdeal", False),
        ),
        (
            "En la mano anterior el botón pasó del 6 al 8 por error y se jugó la mano. Lo vemos ahora.",
            ("play_continues", False),
            ("button", False),
        ),
        (
            "Last hand the button went from seat 2 to seat 4 by mistake and the hand was played out.",
            ("play_continues", False),
            ("button", False),
        ),
        (
            "Salieron dos reyes de trébol en la mesa, y el del 5 sabiéndolo subió all in en el turn.",
            ("misdeal", True),  # 35-E: the floor stops play and returns the bets (staff_applies)
            ("misdeal", True),
        ),
        (
            "Two queens of hearts turned up, and seat 6 knowingly shoved on the river with it.",
            ("misdeal", True),
            ("misdeal", True),
        ),
        (
            "Heads up final: seat 1 flashed his cards to seat 2 while seat 2 was still deciding.",
            ("live_hand", True),
            (None, False),
        ),
        (
            "Mano a mano final: el del 7 le enseñó sus cartas al rival mientras este piensa si pagar.",
            ("live_hand", True),
            (None, False),
        ),
    ],
)
def test_the_house_cases_in_dealers_words(text: str, tda: tuple, garrido: tuple) -> None:
    for venue, expected in (("tda", tda), ("garrido", garrido)):
        result = answer(text, venue=venue).result
        assert (result["ruling"]["decision"], result["floor"]) == expected, (venue, result)


@pytest.mark.parametrize(
    ("text", "tda", "garrido", "clause"),
    [
        (
            "Se tiraron dos jugadores y entonces vemos que el del 4 tiene una sola carta.",
            "misdeal",
            "dead_hand",
            "garrido-2010:2.d",
        ),
        (
            "UTG and UTG+1 folded, then seat 6 says he was never dealt any cards.",
            "misdeal",
            "play_continues",
            "garrido-2010:2.i",
        ),
        (
            "Repartí la primera carta al 5 en vez de al 4 y me di cuenta cuando ya se habían tirado dos.",
            "misdeal",
            "play_continues",
            "garrido-2010:2.g",
        ),
    ],
)
def test_two_folds_told_in_words_are_action_at_garrido_not_at_tda(
    text: str, tda: str, garrido: str, clause: str
) -> None:
    """Garrido 2 / 4.l: two players acting, folds included, stop a misdeal (TDA 36: two folds are not
    substantial action); Garrido's clause for the cause is cited."""
    assert answer(text, venue="tda").result["ruling"]["decision"] == tda
    result = answer(text, venue="garrido").result
    assert result["ruling"]["decision"] == garrido
    assert {"garrido-2010:4.l", clause, "tda-2024:36"} <= set(
        result["rules"]
    )  # the house definition and TDA's


@pytest.mark.parametrize(
    "text",
    [
        "Al abrir el flop salieron cinco cartas juntas, boca arriba.",
        "Dealer flopped five cards, all face up.",
    ],
)
def test_a_flop_of_more_than_four_cards(text: str) -> None:
    """TDA 39 covers four cards: for more the TD designs a remedy (RP-14); Garrido 5.c deals a new flop as
    for a premature one (5.a)."""
    tda = answer(text, venue="tda").result
    assert (tda["ruling"]["decision"], tda["floor"], tda["rules"][:2]) == (
        None,
        True,
        ["tda-2024:39", "tda-2024:RP-14"],
    )
    garrido = answer(text, venue="garrido").result
    assert garrido["ruling"]["decision"] == "redeal_board"
    assert {"garrido-2010:5.c", "garrido-2010:5.a"} <= set(garrido["rules"])


def test_the_clause_that_decided_leads_the_cite_of_its_rule(ruled) -> None:
    """Garrido 2.p3 decided the button: it leads 2.f (the rule's cite for TDA 34-A), and the contract's house
    line names it."""
    house = ruled(Incident(K.BUTTON_MOVED, previous_hand=True, moved_from="6", moved_to="8"), "garrido")
    assert house.rules[:2] == ("garrido-2010:2.p3", "garrido-2010:2.f")
    assert house.to_contract()["house"]["rule"] == "garrido-2010:2.p3"


@pytest.mark.parametrize(
    "text",
    [
        "En el river el 2 apostó, el 7 pagó y enseñó trío; el 2 tira boca abajo y el 7 pide ver su mano.",
        "River: seat 2 bet, seat 7 called and showed trips; seat 2 mucks and seat 7 asks him to show.",
    ],
)
def test_a_river_caller_asking_to_see_the_bettors_hand(text: str) -> None:
    """TDA 18-B: a river caller who tabled may have the last aggressor's hand shown; Garrido 7.e: losing hands
    cannot be asked for, unless someone was all-in. No action is ruled on: the rule that grants or refuses
    the request is the answer, and the house reply says what TDA grants."""
    tda = answer(text, venue="tda").result
    assert (tda["ruling"]["decision"], tda["rules"][0], tda["floor"]) == (None, "tda-2024:18-B", False)
    house = answer(text, venue="garrido").result
    assert (house["ruling"]["decision"], house["rules"][0]) == (None, "garrido-2010:7.e")
    assert house["house"]["tda"]["rule"] == "tda-2024:18-B"
