"""FloorCall rules engine: pure and deterministic. `Situation` in, `Ruling` out; codes, numbers, rule ids.

`rule(situation, edition="tda-2024", policy=None)` rules on a situation; `StreetState` (module `state`)
replays a street's betting on its own.
"""

from . import state
from .engine import DEFAULT_EDITION, EDITIONS, rule
from .policy import TDA, AmountReading, Policy
from .ruling import Action, AssumptionCode, Decision, FloorReason, Note, QuestionCode, Ruling
from .situation import (
    Ask,
    Declaration,
    Event,
    FoundBehind,
    Game,
    Order,
    PriorChips,
    Question,
    Seat,
    Situation,
    Street,
    Structure,
    Verbal,
)
from .state import StreetState

__all__ = [
    "DEFAULT_EDITION",
    "EDITIONS",
    "TDA",
    "Action",
    "AmountReading",
    "Ask",
    "AssumptionCode",
    "Decision",
    "Declaration",
    "Event",
    "FloorReason",
    "FoundBehind",
    "Game",
    "Note",
    "Order",
    "Policy",
    "PriorChips",
    "Question",
    "QuestionCode",
    "Ruling",
    "Seat",
    "Situation",
    "Street",
    "StreetState",
    "Structure",
    "Verbal",
    "rule",
    "state",
]
