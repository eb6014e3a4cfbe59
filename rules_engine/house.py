"""House rules on the betting path: a venue's overrides of a betting ruling and the TDA comparison.

Only reached when the venue's policy is not the TDA's, so the TDA path stays as fast as before.
"""

from __future__ import annotations

from dataclasses import replace

from .betting import rule_betting
from .citations import compare_with_tda, with_house_cites
from .policy import TDA, Policy
from .replay import Replay
from .ruling import AGGRESSIVE, Action, Decision, Ruling
from .situation import Situation


def house_betting(ruling: Ruling, situation: Situation, edition: str, policy: Policy) -> Ruling:
    """The betting ruling under the venue's house rules, with what TDA would have ruled where they differ."""
    house = policy.house
    ruling = _oot_fold(ruling, situation, edition, policy)
    ruling.rules = with_house_cites(ruling.rules, house.cites, edition)
    if ruling.rules and ruling.rules[0].startswith(edition + ":"):
        return ruling  # no house rule applies
    return compare_with_tda(ruling, rule_betting(situation, edition, TDA))


def _oot_fold(ruling: Ruling, situation: Situation, edition: str, policy: Policy) -> Ruling:
    """An out-of-turn fold is binding (53-A) unless, in a house like Garrido's (6.f), aggressive action came
    before the player's turn."""
    house = policy.house
    if house.oot_fold_binding or ruling.action is not Action.FOLD or f"{edition}:53-A" not in ruling.rules:
        return ruling
    asked = situation.question.event
    asked = len(situation.events) - 1 if asked is None else asked
    steps = Replay(situation, policy).steps
    later = steps[asked + 1 :]
    folder = situation.events[asked].seat
    if not any(s.res.action in AGGRESSIVE and s.event.seat != folder for s in later):
        return ruling
    return replace(ruling, decision=Decision.NOT_BINDING, action=None, rules=(house.oot_rule, *ruling.rules))
