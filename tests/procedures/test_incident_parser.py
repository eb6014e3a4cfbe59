"""Incident wording in both languages -> the `Incident` on the parsed situation; rule questions stay
questions; the venue's chip colours reach the parser."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.report import parse
from rules_engine.incident import IncidentKind, MisdealCause, Moment, SplitGame

K = IncidentKind


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("El crupier enseñó una carta al repartir", K.EXPOSED_CARD),
        ("flop de cuatro cartas", K.FOUR_CARD_FLOP),
        ("Salió el flop sin quemar", K.NO_BURN),
        ("¿Quién enseña primero? En el river A apuesta 500 y B paga.", K.SHOWDOWN_ORDER),
        ("¿Para quién es la ficha impar? Empatan el 3 y el 8, botón en el 5.", K.ODD_CHIP),
        ("Le piden tiempo al 4 y no actúa", K.CLOCK),
        ("El del 2 no estaba en su asiento cuando se repartió", K.AT_SEAT),
        ("dealer exposed the first card", K.EXPOSED_CARD),
        ("four-card flop", K.FOUR_CARD_FLOP),
        ("Who shows first? A bets 300 on the river and B calls.", K.SHOWDOWN_ORDER),
        ("Odd chip: seats 2 and 6 chop, button on seat 6.", K.ODD_CHIP),
        ("clock called on seat 4, he's facing a bet", K.CLOCK),
        ("The dealer dealt the turn before the action was complete", K.PREMATURE_CARD),
        ("two aces of spades in the same hand", K.FOULED_DECK),
        ("El crupier le mató la mano al 5 por error", K.KILLED_HAND),
    ],
)
def test_incident_kinds(text: str, kind: IncidentKind) -> None:
    report = parse(text)
    assert report.intent == "ruling"
    assert report.situation is not None and report.situation.incident is not None
    assert report.situation.incident.kind is kind


def test_clock_facts() -> None:
    inc = parse("Clock called on seat 4, he's facing a bet, turbo, he acted at 33 seconds").situation.incident
    assert (inc.seat, inc.facing_bet, inc.turbo, inc.elapsed) == ("4", True, True, 33)
    inc = parse("Le piden tiempo al 6 y no actúa; no tenía apuesta.").situation.incident
    assert (inc.seat, inc.facing_bet) == ("6", False)


def test_misdeal_facts_and_reported_action() -> None:
    report = parse("UTG folds and seat 4 calls, then seat 5 says he only has one card.")
    inc = report.situation.incident
    assert (inc.kind, inc.cause, inc.seat, inc.cards) == (K.MISDEAL, MisdealCause.WRONG_CARD_COUNT, "5", 1)
    assert [e.seat for e in report.situation.events] == ["UTG", "4"]


def test_at_seat_moments() -> None:
    assert parse("El 7 se sentó durante el reparto").situation.incident.moment is Moment.DURING_DEAL
    inc = parse("Seat 7 was not at the table when the cards were dealt").situation.incident
    assert inc.moment is Moment.AFTER_DEAL


def test_odd_chip_button_and_winners() -> None:
    inc = parse("¿Para quién es la ficha impar? Ganan el asiento 3 y el asiento 8, el botón está en el 5.")
    incident = inc.situation.incident
    assert (incident.winners, incident.button, incident.split) == (("3", "8"), "5", SplitGame.BOARD)


def test_exposed_by_player_or_dealer() -> None:
    assert parse("Seat 3 exposed his own card while looking at it").situation.incident.by_dealer is False
    inc = parse("El crupier enseñó una carta al repartir, la primera").situation.incident
    assert (inc.by_dealer, inc.first_cards) == (True, True)


def test_premature_card_street() -> None:
    turn = parse("El crupier sacó el turn antes de que terminara la acción del flop.").situation
    assert turn.street.value == "turn"


@pytest.mark.parametrize(
    "text",
    [
        "¿Cuándo hay misdeal?",
        "What happens if the dealer exposes a card during the deal?",
        "How long does a player have when the clock is called?",
        "¿Quién enseña primero?",
    ],
)
def test_rule_questions_stay_questions(text: str) -> None:
    assert parse(text).intent == "question"


def test_betting_reports_carry_no_incident() -> None:
    report = parse("Ciegas 250-500. UTG sube a 1.100 y el siguiente pone callado una de mil y otra de 500.")
    assert report.situation is not None and report.situation.incident is None


def test_venue_chip_colours_reach_the_parser() -> None:
    text = "Ciegas 100-200. A apuesta 400 y B pone callado una negra."
    tda = answer(text, venue="tda").result
    house = answer(text, venue="san-roque").result
    # One black (1000 at San Roque) silently facing 400: an overchip call with 600 back (44).
    assert (house["ruling"]["seat"], house["ruling"]["total"], house["ruling"]["returned"]) == ("B", 400, 600)
    assert tda["ruling"]["returned"] != 600  # no chip set: the colour has no value
