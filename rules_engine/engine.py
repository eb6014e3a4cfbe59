"""The entry point: `rule(situation, edition, policy) -> Ruling`, a dispatcher that only imports downward:
a procedural incident goes to `procedures`, betting to `betting`, and a venue's overrides to `house`."""

from __future__ import annotations

from .betting import rule_betting
from .citations import with_discretion
from .house import house_betting
from .policy import TDA, Policy
from .procedures import rule_incident
from .ruling import Ruling
from .situation import Situation

DEFAULT_EDITION = "tda-2024"
EDITIONS = ("tda-2024", "tda-2022", "tda-2019")  # rules 40-62 share their numbering


def rule(situation: Situation, edition: str = DEFAULT_EDITION, policy: Policy | None = None) -> Ruling:
    """Rule on the situation: a procedural incident, the asked event, or a seat's options / minimum raise /
    pot-limit maximum. Under a venue's house rules, says what TDA would have ruled where they differ."""
    policy = policy or TDA
    if situation.incident is not None:
        return rule_incident(situation, edition, policy)
    ruling = with_discretion(rule_betting(situation, edition, policy), edition)
    if policy is TDA:
        return ruling
    return house_betting(ruling, situation, edition, policy)
