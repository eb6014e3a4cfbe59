"""House rules reached from dealers' words, in both languages: each report is answered under the TDA venue
and under the house venue; where the house rule changes the outcome it is applied (not only cited), cited
first, and the answer says what TDA would have ruled ("house" in the contract)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.ask import answer


def both(text: str, venue: str) -> tuple[dict[str, Any], dict[str, Any]]:
    return answer(text, venue="tda").result, answer(text, venue=venue).result


def outcome(result: dict[str, Any]) -> tuple[Any, ...]:
    ruling = result["ruling"] or {}
    return ruling.get("seat"), ruling.get("action"), ruling.get("total"), ruling.get("decision")


def assert_house_applied(tda: dict[str, Any], house: dict[str, Any], rule: str) -> None:
    assert outcome(tda) != outcome(house)
    assert house["rules"][0] == rule
    assert house["house"]["rule"] == rule
    assert house["house"]["tda"]["decision"] == tda["ruling"]["decision"]
    assert house["house"]["tda"]["action"] == tda["ruling"]["action"]
    # The reply agrees with the decision field: the house line names the house rule, the headline its outcome.
    assert rule in house["reply"]


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 100-200. El 3 sube a 600. El 5 dice subo, pone 600 y luego vuelve a su stack y "
        "añade 1.000 más",
        "Blinds 100-200. Seat 3 raises to 600. Seat 5 says raise, puts in 600, "
        "then goes back to his stack for another 1,000",
    ],
)
def test_san_roque_45c_two_motion_raise_counts_both_motions(text: str) -> None:
    tda, house = both(text, "san-roque")
    assert (house["ruling"]["action"], house["ruling"]["total"], house["ruling"]["returned"]) == (
        "raise",
        1600,
        0,
    )
    assert (tda["ruling"]["total"], tda["ruling"]["returned"]) == (1000, 600)  # TDA 56: a string raise
    assert_house_applied(tda, house, "san-roque:45.c")


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 100-200. El 3 sube a 600. El 5 dice subo, pone 500 y luego vuelve a su stack y "
        "añade 1.000 más",
        "Blinds 100-200. Seat 3 raises to 600. Seat 5 says raise, puts in 500, then goes back for "
        "another 1,000",
    ],
)
def test_san_roque_45c_needs_the_exact_call_first(text: str) -> None:
    tda, house = both(text, "san-roque")
    assert outcome(tda) == outcome(house)


@pytest.mark.parametrize(
    "text",
    [
        "Torneo turbo: al 4 le pidieron tiempo frente a una apuesta y se le acabaron los 30 segundos",
        "Turbo: al 4 le cantaron reloj con una apuesta delante y no actuó a tiempo",
        "Turbo event, clock on seat 4 facing a bet, his 30 seconds ran out",
        "Turbo. Seat 4 was put on the clock, facing a bet, and time expired",
    ],
)
def test_san_roque_turbo_clock_running_out_kills_the_hand_however_worded(text: str) -> None:
    house = answer(text, venue="san-roque").result
    assert (house["ruling"]["decision"], house["rules"][0]) == ("dead_hand", "san-roque:34")
    assert house["floor"] is True  # rule 34: the Director or an assistant applies it


@pytest.mark.parametrize(
    "text",
    [
        "El 3 enseñó sus cartas al mirarlas, con la acción pendiente",
        "Seat 3 showed his hand to seat 4 while action was pending",
    ],
)
def test_san_roque_43_an_exposed_hand_may_be_killed_by_the_td(text: str) -> None:
    tda, house = both(text, "san-roque")
    assert tda["ruling"]["decision"] == "live_hand"
    assert (house["floor"], house["floor_reason"], house["rules"][0]) == (
        True,
        "td_discretion",
        "san-roque:43",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 100-200. El 4 sube a 600, se saltaron al 5: el 6 paga, el 7 paga y el 8 paga. "
        "Ahora el 5 sube a 2000",
        "Blinds 100-200. Seat 4 raises to 600, the action skipped seat 5: "
        "seat 6 calls, seat 7 calls, seat 8 calls. Now seat 5 raises to 2000",
    ],
)
def test_garrido_6g_a_player_skipped_by_three_may_only_call_or_fold(text: str) -> None:
    tda, house = both(text, "garrido")
    assert tda["floor_reason"] == "skipped_player"
    assert (house["ruling"]["seat"], house["ruling"]["options"]) == ("5", ["fold", "call"])
    assert house["rules"][0] == "garrido-2010:6.g" and house["floor"] is False


@pytest.mark.parametrize(
    "text",
    [
        "El dealer mató la mano del 5 por error pero se puede identificar, está encima del muck",
        "The dealer mucked seat 5's hand by mistake, but the cards can be identified",
    ],
)
def test_garrido_3e_a_hand_killed_by_the_dealer_is_dead_even_if_identifiable(text: str) -> None:
    tda, house = both(text, "garrido")
    assert (tda["ruling"]["decision"], house["ruling"]["decision"]) == ("live_hand", "dead_hand")
    assert "garrido-2010:3.e" in house["rules"][:2]
    assert house["house"]["tda"]["decision"] == "live_hand"


@pytest.mark.parametrize(
    "text",
    [
        "El dealer sacó el turn antes de que el 6 actuara",
        "The dealer burned and turned before seat 6 had acted on the flop",
    ],
)
def test_garrido_5d_a_premature_turn_is_set_aside_not_reshuffled(text: str) -> None:
    tda, house = both(text, "garrido")
    assert tda["ruling"]["decision"] == house["ruling"]["decision"] == "redeal_board"
    assert house["rules"][0] == "garrido-2010:5.d"
    # Garrido's own procedure is what the reply says, not TDA's reshuffle of the stub.
    assert "se aparta" in house["reply"] or "set aside" in house["reply"]
    assert "se aparta" not in tda["reply"] and "set aside" not in tda["reply"]


@pytest.mark.parametrize(
    "text",
    [
        "El 3 tira, el 4 tira y entonces vemos que al repartir se le dio vuelta la primera carta al 5",
        "Seat 3 folds, seat 4 folds, then we notice the dealer flashed seat 5's first card",
    ],
)
def test_garrido_2_two_folds_are_action_and_no_misdeal(text: str) -> None:
    tda, house = both(text, "garrido")
    assert tda["ruling"]["decision"] == "misdeal"
    assert house["ruling"]["decision"] == "play_continues"
    assert house["rules"][0].startswith("garrido-2010:")


# (venue, house rule, TDA decision, house decision, the report in both languages)
HOUSE_DECIDES = [
    (
        "san-roque", "san-roque:38", "live_hand", "dead_hand",
        "El 7 llegó a su asiento cuando ya se estaba repartiendo, después de la primera carta",
    ),
    (
        "san-roque", "san-roque:38", "live_hand", "dead_hand",
        "Seat 7 sat down during the deal, after the first card but before the last card",
    ),
    (
        "san-roque", "san-roque:48", "live_hand", "dead_hand",
        "En el showdown el 6 tiró sus cartas boca abajo pero no se mezclaron con los descartes",
    ),
    (
        "garrido", "garrido-2010:7.a", "live_hand", "dead_hand",
        "At showdown seat 6 threw his cards face down, they are clearly retrievable",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("venue", "rule", "tda_decision", "house_decision", "text"), HOUSE_DECIDES)
def test_the_house_rule_decides(
    venue: str, rule: str, tda_decision: str, house_decision: str, text: str
) -> None:
    tda, house = both(text, venue)
    assert (tda["ruling"]["decision"], house["ruling"]["decision"]) == (tda_decision, house_decision)
    assert_house_applied(tda, house, rule)


@pytest.mark.parametrize(
    ("venue", "text", "rule"),
    [
        (
            "san-roque",
            "Le pidieron tiempo al del 2 cuando llevaba apenas 40 segundos pensando",
            "san-roque:34",
        ),
        (
            "san-roque",
            "Seat 2 was put on the clock after only 40 seconds thinking, facing a bet",
            "san-roque:34",
        ),
        ("garrido", "Al 5 le pidieron tiempo cuando llevaba un minuto pensando", "garrido-2010:8.k"),
        (
            "garrido",
            "Clock called on seat 5 after one minute thinking, he then ran out of time",
            "garrido-2010:8.k",
        ),
    ],
)
def test_a_house_clock_asked_too_early_is_not_run(venue: str, text: str, rule: str) -> None:
    house = answer(text, venue=venue).result
    assert (house["ruling"]["decision"], house["floor"]) == (None, True)
    assert rule in house["rules"][:2]
