"""A pot-limit bet made at a wrong pot count (52-B), in both languages: the count told to the player
("dealer counted 7,400", "yo conté 12.200", "asks for the pot, dealer says 9,500") against the pot as it
really was. Too high is an illegal bet, cut back for everyone on the street; too low is raised to the pot
until substantial action follows; either stands once the next card is out."""

from __future__ import annotations

import pytest

from bot.ask import answer


def _ruling(text: str) -> tuple[dict, list[str], str]:
    result = answer(text).result
    return result["ruling"], result["rules"], result["confidence"]


@pytest.mark.parametrize(
    "text",
    [
        "PLO 200/400. Turn: the pot was 5,000 but the dealer counted 6,000, seat 2 bets 6,000 "
        "and seat 6 calls. Ruling?",
        "PLO 200/400. En el turn el bote era de 5.000 y el crupier contó 6.000; el 2 apuesta 6.000 "
        "y el 6 paga. ¿Qué hacemos?",
    ],
)
def test_a_bet_over_the_real_pot_is_cut_back_on_the_street(text: str) -> None:
    ruling, rules, confidence = _ruling(text)
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == ("2", "bet", 5000, 1000)
    assert ruling["decision"] == "not_binding" and rules[0].endswith(":52-B") and confidence == "certain"


@pytest.mark.parametrize(
    ("text", "total", "decision"),
    [
        # Only a fold after the bet: no substantial action, the bet goes up to the real pot.
        (
            "Pot limit Omaha, flop, pot 8,000. Seat 3 says pot, the dealer tells him 7,000, he puts in "
            "7,000 and seat 5 folds. Then we see the pot was 8,000.",
            8000,
            "not_binding",
        ),
        (
            "Omaha pot limit, flop, bote de 8.000. El 3 pide bote, le digo 7.000 y los pone, el 5 se tira. "
            "Después vemos que había 8.000.",
            8000,
            "not_binding",
        ),
        # A fold and a call after it: substantial action, the short bet stands.
        (
            "PLO, flop, the pot was 8,000 but I counted 7,000. Seat 3 bets 7,000, seat 5 folds "
            "and seat 7 calls. Do we fix it?",
            7000,
            "binding",
        ),
    ],
)
def test_a_bet_under_the_real_pot_at_a_low_count(text: str, total: int, decision: str) -> None:
    ruling, rules, _ = _ruling(text)
    assert (ruling["seat"], ruling["total"], ruling["decision"]) == ("3", total, decision)
    assert rules[0].endswith(":52-B")


def test_a_bet_of_his_own_under_the_pot_is_no_miscount() -> None:
    """Without a count told, a bet below the pot is a legal pot-limit bet, not a 52-B correction."""
    ruling, rules, _ = _ruling(
        "PLO 100/200, flop, pot 3,000. Seat 2 bets 2,000 and seat 4 calls. Ruling on seat 4?"
    )
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("4", "call", 2000)
    assert not any(r.endswith("52-B") for r in rules)


@pytest.mark.parametrize(
    "text",
    [
        "PLO 200/400, flop. Seat 3 asks for the pot, the dealer said 5,800 but it was 6,800. Seat 3 bets "
        "5,800 and seat 5 folds. Do we fix it?",
        "PLO 200/400, flop. El 3 pide bote, el dealer dice 5.800 pero eran 6.800. El 3 apuesta 5.800 y el "
        "5 se tira. ¿Se corrige?",
    ],
)
def test_a_pot_asked_for_then_bet_is_one_action(text: str) -> None:
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]].count("3") == 1
    assert (result["ruling"]["seat"], result["ruling"]["total"], result["ruling"]["decision"]) == (
        "3",
        6800,
        "not_binding",
    )


@pytest.mark.parametrize(
    "text",
    [
        "PLO 500/1000, flop. the pot was really 10,800. seat 1 asks for a count, I say 9,800, he pots 9,800, "
        "seat 3 folds, seat 5 calls. do we fix it?",
        "PLO 500/1000, flop. el bote era realmente 10.800. el 1 pide cuenta, le digo 9.800, apuesta el bote, "
        "9.800, el 3 se tira y el 5 paga. ¿se corrige?",
    ],
)
def test_the_pot_as_it_really_was(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["pot"] == 10800
    assert result["ruling"]["seat"] == "1"


def test_a_pot_bet_at_a_count_with_the_pot_untold_asks_for_the_pot() -> None:
    text = (
        "PLO 500/1000, flop. seat 1 asks count, I say 9,800, he pots 9,800, seat 3 folds, seat 5 calls. then "
        "I notice the count was wrong. do we fix it?"
    )
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("1", 9800)
    assert result["confidence"] == "conditional"
    assert [q for q in result["questions"] if q.startswith("pot_size")]
