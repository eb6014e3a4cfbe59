"""The engine's answer: codes, numbers and rule ids only (locales/ turns them into words).

`Ruling.to_contract()` gives the JSON-ready fields of the CLI contract (README, "Using it"): the
"ruling" object (seat, action, total, returned, min_raise_to, options, decision) and, beside it, rules,
floor, floor_reason, assumptions and questions. The CLI adds "lang", "intent" and "reply".
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from .record import mutable_record, record


class Action(StrEnum):
    """What a player's action is ruled to be; the first five are also the option codes."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    ALL_IN = "all_in"  # the player's whole stack is committed (whatever the call/raise reading)
    COMPLETE = "complete"  # limit: completing a short bet or all-in to a full bet


OPTION_ORDER = (Action.FOLD, Action.CHECK, Action.CALL, Action.BET, Action.RAISE)
# The engine's one set of wager actions: those that put chips in, the wagers a later player faces, and the
# aggressive ones (a bet or a raise).
CHIP_ACTIONS = frozenset({Action.BET, Action.RAISE, Action.CALL, Action.ALL_IN, Action.COMPLETE})
WAGERS = frozenset({Action.BET, Action.RAISE, Action.ALL_IN, Action.COMPLETE})
AGGRESSIVE = frozenset({Action.BET, Action.RAISE})


class Decision(StrEnum):
    """Procedure outcomes (design.md). The betting rules use BINDING / NOT_BINDING / PLAY_CONTINUES."""

    MISDEAL = "misdeal"
    PLAY_CONTINUES = "play_continues"
    DEAD_HAND = "dead_hand"
    LIVE_HAND = "live_hand"
    BINDING = "binding"
    NOT_BINDING = "not_binding"
    REDEAL_BOARD = "redeal_board"
    RANDOM_BURN = "random_burn"
    SHOWS_FIRST = "shows_first"
    ODD_CHIP = "odd_chip"
    # Procedure outcomes beyond design.md's list (same style: the seat, if any, is `Ruling.seat`).
    TABLE_HANDS = "table_hands"  # 16: turn every hand face up now
    BUTTON = "button"  # 32/34: the seat that has the button
    FIRST_SEAT_CARD = "first_seat_card"  # 10-B: the seat that takes the first seat card
    HALT_PLAY = "halt_play"  # 11-D: play halts on the short table
    MOVE_PLAYER = "move_player"  # house balancing: a player is moved to the short table


class FloorReason(StrEnum):
    """Why the floor (TD) must decide."""

    UNCLEAR_BET = "unclear_bet"  # 40-A: verbal unclear, or verbal and chips contradictory
    TINY_CHIP = "tiny_chip"  # 41: a silent chip relatively tiny to the bet
    UNDERCALL = "undercall"  # 51-B: undercall facing a raise multi-way
    MULTIPLE_UNDERCALLS = "multiple_undercalls"  # 51-C: other undercallers after the first
    SKIPPED_PLAYER = "skipped_player"  # 53-B: fate of a hand skipped by substantial action out of turn
    CONDITIONAL = "conditional"  # 59-A: conditional statement
    PREMATURE_CALL = "premature_call"  # 59-B: call before the bet amount was known
    CHIPS_FOUND_BEHIND = "chips_found_behind"  # 62
    MISSING_FACT = "missing_fact"  # a fact that decides the outcome is missing and cannot be assumed
    FLOOR_PICKS_BURN = "floor_picks_burn"  # 39-A: the floor picks the burn among the four flop cards
    TD_DISCRETION = "td_discretion"  # the rule leaves it to the TD (13-B, 15, 18-B, 59...)
    STAFF_APPLIES = "staff_applies"  # the rule decides; the staff applies it (San Roque 34's clock, RP-16)
    PENALTY = "penalty"  # the rule decides the hand; a penalty is the TD's call (68 with 71)
    UNCLEAR_PULL_BACK = "unclear_pull_back"  # 46-B: prior chips moved back, not clearly: may he still fold?


# Reasons the floor is called to apply what the rules decided (a four-card flop's random burn, a house clock)
# or for a penalty after it (68 with 71), not to decide the outcome.
FLOOR_APPLIES = frozenset({FloorReason.FLOOR_PICKS_BURN, FloorReason.STAFF_APPLIES, FloorReason.PENALTY})
# Reasons the TD decides the outcome by judgement, which Rule 1 (the best interest of the game and fairness)
# governs; a missing fact is found, not judged.
TD_JUDGES = frozenset(FloorReason) - FLOOR_APPLIES - {FloorReason.MISSING_FACT}


class AssumptionCode(StrEnum):
    """Facts the ruling assumed because the report did not say."""

    NO_VERBAL = "no_verbal_declaration"  # silent push
    DEEP_STACK = "deep_stack"  # stack unknown: chips remain behind (param seat)
    IN_TURN = "in_turn"  # order of action not reported: taken from the seats' order
    SIMULTANEOUS = "verbal_and_chips_simultaneous"  # 40-A order not reported
    PRIOR_CHIPS_LEFT_ALONE = "prior_chips_left_alone"  # 46: treatment of prior chips not reported
    FULL_BLINDS = "full_blinds_assumed"  # 54-B: pot-limit pre-flop pot counts full blinds
    POT_FROM_BLINDS = "pot_from_blinds"  # pot not reported: blinds, antes and bets on this street only
    HIGHEST_READING = "highest_reasonable_amount"  # 57: bare number read as the highest reasonable amount
    LOWEST_READING = "lowest_reasonable_amount"  # house rule: bare number read as the lowest amount
    NO_ACTION = "no_action_reported"  # procedures: no action reported, so no substantial action (36)
    SOME_ACTION = "some_action_reported"  # "a few players had acted": taken as substantial action (36)
    # Every other player in the hand is all-in (or folded), as far as the report names them: a raise could not
    # be called, so the seat may only call or fold even where betting is re-opened for it (param seat).
    OTHERS_ALL_IN = "others_all_in"
    # The report names only two players in the hand and does not say how many there were: heads-up (51-B).
    HEADS_UP = "heads_up_assumed"
    # An earlier raise the report gives is short of the minimum: taken as the minimum (43-A), and asked, since
    # an amount no table allows may be a misreport (param seat).
    EARLIER_SHORT = "earlier_raise_short"
    # 55-B: "raise" said facing no bet binds at least a minimum bet: the least he owes (param amount).
    AT_LEAST = "at_least_minimum_bet"
    AT_LEAST_RAISE = "at_least_minimum_raise"  # "raise" said, no amount yet: at least the minimum
    # 51-B: the bet an undercaller faced, the first the report tells, taken as the round's opening bet (param
    # amount): a raise over an untold bet would leave the undercall to the TD.
    OPENING_BET = "opening_bet_assumed"


class QuestionCode(StrEnum):
    """What to ask the dealer when a missing fact would change the ruling."""

    RAISE_DECLARED_FIRST = "raise_declared_before_chips"  # 40-A/44/45: was raise declared before the chips?
    LAST_CHIPS = "last_chips"  # 45-B-2: were these the player's last chips?
    VERBAL_OR_CHIPS_FIRST = "verbal_or_chips_first"  # 40-A
    # 40-A: the report told the chips, then the words, only by the order of its sentence ("tira una de 5000 y
    # dice subo"): did he speak before the chips landed?
    SPOKE_BEFORE_CHIPS = "spoke_before_chips"
    PRIOR_CHIPS = "prior_chips_pulled_back"  # 46-C: were prior chips left, pulled back fully or partly?
    PRIOR_KEPT = "prior_chips_kept"  # 46-C: how much of the prior bet stayed in front?
    POT_SIZE = "pot_size"  # 54/57: what was in the pot before the bet?
    AMOUNT = "amount"  # what amount was bet/raised?
    CHIP_DENOMINATIONS = "chip_denominations"  # 45: which chips were pushed (is every chip needed?)
    STACK = "stack"  # how many chips does the player have?
    IN_TURN = "in_turn"  # was the action in turn?
    SUBSTANTIAL = "substantial_action"  # 36: had there been substantial action?
    ACTED = "acted"  # 39-B: had anyone acted yet (a check is enough)?
    FACING_BET = "facing_bet"  # 29: was the player facing a bet?
    FIRST_CARDS = "first_cards"  # 35-A-7: was the card the dealer exposed one of the first two dealt?
    # 53-A: what did the skipped player do? A check, call or fold makes the out-of-turn action binding; a bet
    # or raise frees it (param seat: the skipped player still to act).
    SKIPPED_PLAYER_ACTION = "skipped_player_action"
    # Asked by the confidence gate (bot/gate.py) when another reading of the report changes the ruling.
    SAID_ANYTHING = "said_anything"  # the report does not say whether the player spoke with the push
    BLINDS = "blinds"  # the blinds are not given (or cannot be right) and they change the ruling
    STREET = "street"  # the street is not given and it changes the ruling
    UNKNOWN_WORDS = "unknown_words"  # words not understood (param words)
    WHICH_PLAYER = "which_player"  # an action whose player the report does not say
    ANTE = "ante"  # the big-blind ante was named without its size
    STRADDLE = "straddle"  # a straddle was named without its size
    CONFIRM_FACT = "confirm_fact"  # the dealer said what he believes, not what he is sure of (param words)
    PLAYERS_IN_HAND = "players_in_hand"  # 51-B: how many players were in the hand (heads-up or not)?
    OPENING_BET = "opening_bet"  # 51-B: was the bet faced (param amount) the opening bet, or a raise?
    # A house's odd chip "to the hand nearest the button": counted either way round, it names another seat
    # than the first on the button's left.
    NEAREST_EITHER_WAY = "nearest_button_either_way"
    # A house that pulls a no-show's stack at a level its TD sets (San Roque 9: the third or the fourth): is
    # the level just ended the one he set?
    NO_SHOW_LEVEL = "no_show_level"
    STUB_ORDER = "stub_order"  # RP-4: can a dropped stub be put back in its original order?
    IDENTIFIABLE = "identifiable"  # 65-B: can the hand another player's cards fell on be told apart for sure?
    OFF_THE_MUCK = "off_the_muck"  # 14, 65-A: can cards lying on the discards be told apart for certain?
    KEPT_APART = "kept_apart"  # 15-B, 65-B: are the cards the dealer held apart certainly the bettor's?
    TIME_RAN_OUT = "time_ran_out"  # 29: asked how long a player has: did the time run out before he acted?
    NEXT_BIG_BLIND = "next_big_blind"  # 11-A: is this seat the next to post the big blind (param seat)?
    WHO_NEXT_BIG_BLIND = "who_next_big_blind"  # 11-A: which seat posts the big blind next (he moves)?
    LIMIT = "limit"  # "omaha" named without its limit: pot-limit or no-limit?
    KNEW_FOULED = "knew_fouled"  # Garrido 4.c: did the player (param seat) know of the fouled deck?
    EXACT_AMOUNT = "exact_amount"  # an amount told only roughly, where the exact count changes the ruling
    # 52: an error noticed after others acted: had the next card (param street) been dealt by then?
    NEXT_CARD = "next_card"
    # 35-C/30: a player away at the original deal, told on his way back: will he be at his seat by the
    # re-deal's last card (param seat)?
    SEATED_FOR_REDEAL = "seated_for_redeal"
    # 30: a player told reaching his seat as the deal ended: was he within reach of his chair when the last
    # card went out (param seat)?
    SEATED_BY_LAST_CARD = "seated_by_last_card"
    # 32, 34-B: the button follows the last hand's blinds: which seats posted them, and who busted?
    LAST_BLINDS = "last_blinds"


@mutable_record
class Note:
    """An assumption or a question: a code plus optional parameters (e.g. seat="7"). Read-only by
    convention (not frozen: several are built per ruling on the hot path)."""

    code: AssumptionCode | QuestionCode
    params: tuple[tuple[str, str | int], ...] = ()

    def to_contract(self) -> str:
        """The code, or "code:key=value,key=value" with parameters (stable, parseable, language-free)."""
        if not self.params:
            return self.code.value
        return self.code.value + ":" + ",".join(f"{k}={v}" for k, v in self.params)


@record
class TdaOutcome:
    """What the base TDA edition would have ruled where a venue's house rule decided instead.

    rule: the house rule that decided; tda_rule: the TDA rule that would have decided; the rest is the TDA
    outcome (the same fields as the ruling's).
    """

    rule: str
    tda_rule: str
    seat: str | None = None
    action: Action | None = None
    total: int | None = None
    decision: Decision | None = None

    def to_contract(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "tda": {
                "rule": self.tda_rule,
                "seat": self.seat,
                "action": self.action.value if self.action else None,
                "total": self.total,
                "decision": self.decision.value if self.decision else None,
            },
        }


@mutable_record
class Ruling:
    """The ruling on one situation (a value: treat it as read-only; not frozen, to stay cheap to build).

    seat: the seat the ruling is about, as the report names it.
    action: what that seat's action is ruled to be (None when not about an action, or left to the TD).
    total: the seat's total wager on the current street after the ruling.
    returned: chips handed back to the seat (change, excess, string-bet chips), 0 when none.
    min_raise_to: the smallest legal raise-to for the seat asked about (for a raise short of the minimum,
        completed to it, that minimum), or after a full raise for the next to act (None when no raise is
        possible).
    options: what the seat may do now, a subset of fold/check/call/bet/raise in that order (None when not
        asked or not meaningful).
    decision: a procedure outcome (binding, not_binding, ...) or None.
    rules: cited rule ids "EDITION:NUMBER[-PART]", most relevant first.
    floor: True when the rules leave the decision to the TD; floor_reason says why.
    assumptions, questions: see `AssumptionCode` and `QuestionCode`.
    tda_would: set only when a venue's house rule changed the outcome: the house rule and what TDA would
        have ruled (emitted as the contract's extra top-level key "house").
    """

    seat: str | None
    action: Action | None = None
    total: int | None = None
    returned: int | None = None
    min_raise_to: int | None = None
    options: tuple[Action, ...] | None = None
    decision: Decision | None = None
    rules: tuple[str, ...] = ()
    floor: bool = False
    floor_reason: FloorReason | None = None
    assumptions: tuple[Note, ...] = ()
    questions: tuple[Note, ...] = ()
    tda_would: TdaOutcome | None = None

    def outcome(self) -> tuple[str | None, Action | None, int | None, Decision | None]:
        """What a house rule may change: seat, action, total, decision."""
        return self.seat, self.action, self.total, self.decision

    def to_contract(self) -> dict[str, Any]:
        """The JSON-ready dict of the CLI contract (without "reply", "lang", "intent"); with "house" when a
        house rule changed the outcome."""
        out = {
            "ruling": {
                "seat": self.seat,
                "action": self.action.value if self.action else None,
                "total": self.total,
                "returned": self.returned,
                "min_raise_to": self.min_raise_to,
                "options": [o.value for o in self.options] if self.options is not None else None,
                "decision": self.decision.value if self.decision else None,
            },
            "rules": list(self.rules),
            "floor": self.floor,
            "floor_reason": self.floor_reason.value if self.floor_reason else None,
            "assumptions": [n.to_contract() for n in self.assumptions],
            "questions": [n.to_contract() for n in self.questions],
        }
        if self.tda_would is not None:
            out["house"] = self.tda_would.to_contract()
        return out
