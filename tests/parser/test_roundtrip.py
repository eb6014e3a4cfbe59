"""The round-trip corpus (issue 12, point 4): engine situations written from the lexicon, parsed back.

Thousands of random legal streets (tests/support/roundtrip.py) are written in Spanish or English in the
lexicon's words, then read by `bot.ask.answer`; the ruling and the facts read must be the oracle's. Each
family must keep its pass rate: the floors sit a little under what the parser achieved when they were set
(a ratchet: raise them as the parser improves). The run is seeded, so a failure reproduces;
FLOORCALL_ROUNDTRIP_CASES raises the number of cases (the floors hold for any count).

    python -m tests.support.roundtrip --show 5     # the table and failing examples per family
"""

from __future__ import annotations

import os

import pytest

from rules_engine import AssumptionCode, rule
from tests.support import roundtrip

CASES = max(roundtrip.DEFAULT_CASES, int(os.environ.get("FLOORCALL_ROUNDTRIP_CASES") or 0))
# Pass rate per family as first measured (4,200 cases, seed 20260412) was 94.9-98.3%: most misses were
# Spanish "ante de ciega grande" read as an ante, then "UTG 1"/"the utg1" read as UTG and an amount, "player
# C bets" read as a c-bet, and a filler ("osea") before a player. After those fixes every family passes
# 99.5-100% (number words 97.5%: "two twenty-five thousand chips"); the floors sit under that.
FLOORS = {
    "verbal bet": 0.98,
    "verbal raise-to": 0.98,
    "verbal call": 0.98,
    "check-fold lines": 0.98,
    "all-in short": 0.98,
    "all-in raise": 0.98,
    "silent overchip": 0.98,
    "silent multi-chip": 0.98,
    "silent bet": 0.98,
    "blinds last": 0.98,
    "relative seats": 0.98,
    "transcript style": 0.98,
    "number words": 0.95,
}


@pytest.fixture(scope="module")
def outcomes() -> list[roundtrip.Outcome]:
    results = roundtrip.run(CASES)
    print("\n" + roundtrip.table(roundtrip.tally(results), FLOORS))
    return results


def test_every_family_has_a_floor() -> None:
    assert {family.name for family in roundtrip.FAMILIES} == set(FLOORS)


def test_runs_are_repeatable() -> None:
    first, second = roundtrip.cases(60), roundtrip.cases(60)
    assert [c.text for c in first] == [c.text for c in second]
    assert len({c.text for c in first}) == len(first)


def test_the_oracle_rules_on_the_last_action() -> None:
    """The generator deals legal streets: the engine rules on the action asked about, in turn."""
    for case in roundtrip.cases(600):
        ruling = rule(roundtrip.situation(case.hand))
        assert ruling.seat == case.hand.acts[-1].seat, case.text
        assert all(n.code is not AssumptionCode.IN_TURN for n in ruling.assumptions), case.text


def test_words_come_from_the_lexicon() -> None:
    """Every action and push term the corpus writes is a lexicon term of that meaning and language."""
    for lang in roundtrip.LANGS:
        forms = roundtrip.forms(lang)
        for move, terms in forms.actions.items():
            assert terms, f"{lang}: no usable term for {move}"
            kind = "push" if move is roundtrip.Move.PUSH else "action"
            assert set(terms) <= set(roundtrip.usable_terms(lang, kind, move.value))


@pytest.mark.parametrize("family", [f.name for f in roundtrip.available_families()])
def test_family_pass_rate(outcomes: list[roundtrip.Outcome], family: str) -> None:
    tallies = roundtrip.tally(outcomes)
    found = tallies[family]
    if found.rate < FLOORS[family]:
        shown = "\n".join(roundtrip.describe(o) for o in roundtrip.examples(outcomes, family, 5))
        pytest.fail(
            f"{family}: {found.passed}/{found.cases} = {found.rate:.1%} < floor {FLOORS[family]:.0%}\n"
            f"{roundtrip.table(tallies, FLOORS)}\n\nfailing examples:\n{shown}"
        )
