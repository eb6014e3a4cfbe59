"""The dealer saying how he failed to see ("didn't clearly see if he touched his blind", "no vi bien si
movió su ciega") doubts one fact: the likely reading is given as conditional, with that fact to confirm;
it is no dispute for the floor."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "100/200. the BB has two 100s posted. cutoff raises to 700. BB drops a 1000 chip silently. I didn't "
        "really see if he touched his blind",
        "100/200. la BB tiene dos de cien puestas. el CO sube a 700. la BB tira una de mil callada. no vi "
        "bien si movió su ciega",
    ],
)
def test_a_fact_not_seen_clearly_is_asked(text: str) -> None:
    result = answer(text).result
    assert (result["confidence"], result["floor"]) == ("conditional", False)
    assert any(q.startswith("confirm_fact") for q in result["questions"])
    # left alone, the blind does not cover the call: the one chip is a call (46-C, 44)
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("call", 700)
