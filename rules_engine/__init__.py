"""FloorCall rules engine: pure and deterministic. `Situation` in, `Ruling` out; codes, numbers, rule ids.

`rule(situation, edition="tda-2024", policy=None)` rules on a situation; `StreetState` (module `state`)
replays a street's betting on its own.

Modules, each importing only those listed before it: `record` (the frozen records the contracts and the
parser build, cheap to build), `situation` (the input contract), `ruling` (the output
contract, its codes and the one set of wager actions), `policy` (knobs a venue profile overrides), `amounts`
(57 bare numbers), `state` (betting state of a street: the minimum raise 43-A, re-opening 47-A/47-B, the limit
raise cap 48), `interpret` (what one action is: rules 40-46, 47/48 call-only seats, 49, 51, 54-57, 59),
`replay` (events in order: out of turn 53, 51-B/C follow-ups, 59-B), `citations` (rule ids, house rules
first, what TDA would have ruled), `betting` (the asked event or seat: 52 corrections, 53-A, 59-A, 62),
`house` (a venue's betting overrides), `procedures` (incidents: 35-39, RPs, showdown, odd chips, clock...),
`engine` (the entry point, a dispatcher), `shorthand` (builders).
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
    Opening,
    Order,
    PriorChips,
    Question,
    Seat,
    Situation,
    Skipped,
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
    "Opening",
    "Order",
    "Policy",
    "PriorChips",
    "Question",
    "QuestionCode",
    "Ruling",
    "Seat",
    "Situation",
    "Skipped",
    "Street",
    "StreetState",
    "Structure",
    "Verbal",
    "rule",
    "state",
]
