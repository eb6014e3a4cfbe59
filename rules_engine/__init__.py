"""FloorCall rules engine: pure and deterministic. `Situation` in, `Ruling` out; codes, numbers, rule ids.

`rule(situation, edition="tda-2024", policy=None)` rules on a situation; `StreetState` (module `state`)
replays a street's betting on its own.

Modules: `situation` (the input contract), `ruling` (the output contract and its codes), `policy` (knobs a
venue profile overrides), `state` (betting state of a street), `interpret` (what one action is: rules
40-46, 49, 51, 54-57, 59), `replay` (events in order: out of turn 53, 51-B/C follow-ups, 59-B),
`amounts` (57 bare numbers), `engine` (the entry point, 52 corrections, 62), `shorthand` (builders).
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
