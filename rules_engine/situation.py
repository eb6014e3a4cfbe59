"""The structured situation the rules engine rules on.

A `Situation` is built by the parser from a dealer's report (or by hand in tests). It describes one street
of one hand: the game and stakes, the seats in order of action for that street, what each seat had in front
and behind when the street began, the ordered events of the street as they happened (in turn or not), and
what is asked. Everything is in chips (integers). Unknown facts are `None`; the engine then assumes the TDA
default and reports the assumption (and a question when the missing fact would change the ruling).

Field names are a contract with the parser: keep them stable.
"""

from __future__ import annotations

from enum import StrEnum

from rules_engine.record import field

from .incident import Incident
from .record import record

# A seat's name starting with "?" stands for a player the report does not name. One told only by words
# ("first to act", "bloke", "el primero en hablar") is named "?:" and those words: unnamed to every reading
# of the report, reported by his words.
TOLD_AS = "?:"


def told_as(name: str) -> str | None:
    """The words a report tells a player by, no seat ("?:bloke" -> "bloke"); None for any other name."""
    return name[len(TOLD_AS) :] if name.startswith(TOLD_AS) else None


class Game(StrEnum):
    """The game, which fixes the betting structure (no-limit, pot-limit or limit)."""

    NLHE = "nlhe"  # no-limit hold'em
    PLO = "plo"  # pot-limit Omaha
    NLO = "nlo"  # no-limit Omaha
    PLHE = "plhe"  # pot-limit hold'em
    LHE = "lhe"  # limit hold'em

    @property
    def structure(self) -> Structure:
        return _STRUCTURE[self]


class Structure(StrEnum):
    NO_LIMIT = "no_limit"
    POT_LIMIT = "pot_limit"
    LIMIT = "limit"


_STRUCTURE = {
    Game.NLHE: Structure.NO_LIMIT,
    Game.NLO: Structure.NO_LIMIT,
    Game.PLO: Structure.POT_LIMIT,
    Game.PLHE: Structure.POT_LIMIT,
    Game.LHE: Structure.LIMIT,
}


class Street(StrEnum):
    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"


STREET_ORDER = {street.value: k for k, street in enumerate(Street)}  # "flop" -> 1: which street comes first


class Verbal(StrEnum):
    """What kind of verbal declaration a player made (rule 40-B: general, amount only, or both)."""

    BET = "bet"
    RAISE = "raise"
    CALL = "call"
    CHECK = "check"
    FOLD = "fold"
    ALL_IN = "all_in"
    COMPLETE = "complete"  # limit: complete a short bet to a full one
    POT = "pot"  # "pot" / "I bet the pot" (valid in pot-limit only, rule 54-D)
    AMOUNT = "amount"  # a specific amount only, e.g. "two hundred" (rule 40-C)


class Order(StrEnum):
    """Which came first when a player both spoke and pushed chips (rule 40-A)."""

    VERBAL_FIRST = "verbal_first"
    CHIPS_FIRST = "chips_first"  # chips touched the felt before the words (e.g. overchip then "raise")
    SIMULTANEOUS = "simultaneous"
    # the words said with the chips already on their way, before they landed: the chips came first (40-A)
    # unless a house lets words said before the chips land stand (Garrido 6.d)
    BEFORE_LANDING = "before_landing"


class PriorChips(StrEnum):
    """What a player facing a raise did with their prior-bet chips not yet pulled in (rule 46)."""

    LEFT_ALONE = "left_alone"  # new chips added next to / onto the prior chips
    PULLED_BACK = "pulled_back"  # all prior chips taken back, new chips pushed instead
    PARTLY_PULLED_BACK = "partly_pulled_back"
    # moved back only partway, or not clearly ("not all the way", "a medias"): 46-B binds only a clear
    # pull-back, so whether he may still fold is the TD's; otherwise the chips count as left alone
    HALF_PULLED_BACK = "half_pulled_back"
    COMBINED = "combined"  # prior and new chips gathered and pushed forward together (46 situation 5)


class Opening(StrEnum):
    """Does the report tell the street from its opening bet? 51-B makes an undercall of the opening bet a
    full call, and leaves an undercall of a raise, multi-way, to the TD."""

    TOLD = "told"  # a check told first, a word that the bet opened, its player first to act, the dealer said
    UNTOLD = "untold"  # the first bet told may raise one the report leaves out
    RAISED = "raised"  # the dealer says a bet came before the first one told: that one was a raise


@record
class Declaration:
    """What a player said.

    kind: the kind of declaration; `Verbal.AMOUNT` when only a number was said.
    amount: the number said, in chips, as the total the player meant (43-B: "raise, eight thousand" is a
        total of 8000); None when no number was said ("raise", "call").
    by: True when the amount is the increment over the current bet ("raise seven hundred more"), not the
        total.
    bare_number: True when the number was said without magnitude ("five") so it may mean 5, 50, 500, 5000...
        (rule 57 picks the reading); `amount` then holds the bare number (5).
    clear: False when the declaration was not clearly heard or understood by the table (40-A, Example 1).
    conditional: True for a conditional statement of future action, "if you bet, I raise" (rule 59-A).
    standard: False for a non-standard word that may mean more than one action ("voy", "I'm in"): alone it
        is read as its usual meaning; with chips that say otherwise it is unclear, and the TD decides (40-A).
    regional: True for a regional term ("resto", "me la juego"), which rule 3 lets stand as official.
    gesture: True for a gesture, not words ("knocks the table"): rule 3 makes tapping the table a check.
    """

    kind: Verbal
    amount: int | None = None
    by: bool = False
    bare_number: bool = False
    clear: bool = True
    conditional: bool = False
    standard: bool = True
    regional: bool = False
    gesture: bool = False


@record
class Event:
    """One thing a seat did on the street, in the order it happened.

    seat: the seat's name, as in `Situation.seats`.
    declaration: what the seat said, or None for a silent action.
    chips: the denominations pushed out in one motion, in the order they were pushed (e.g. (1000, 500)).
        Empty when no chips were pushed or the chips are unknown (then see `amount`).
    amount: the value pushed when the denominations are unknown; ignored when `chips` is given.
    added_chips: chips added in a second motion after returning to the stack (a string bet, rule 56).
    in_turn: False when the report says the action was out of turn, True when it says in turn, None when it
        does not say (the engine then derives it from the order of action).
    prior_chips: for a seat with prior-bet chips in front facing a raise, what it did with them (rule 46);
        None when it had none or the report does not say (then taken as left alone).
    prior_kept: value of the prior chips still in the final bet when `prior_chips` is PARTLY_PULLED_BACK.
    order: which came first when the seat both spoke and pushed chips (rule 40-A); None when not reported.
    last_chips: True when the seat pushed its last chips (all it had), False when it kept chips behind,
        None when the report does not say (the engine then uses the seat's stack if known).
    count_given: an amount the dealer or a player stated to this seat before it acted: the bet to call
        (rule 49) or, for a pot-limit pot bet, the pot bet quoted by the dealer (rule 52-B).
    count_believed: the amount in `count_given` was the seat's own belief ("he thought it was 800"), not a
        count somebody gave it; rule 49 holds both alike, the reply tells them apart.
    silent: True when the report says the seat said nothing (a stated fact, not an assumption); None when
        it does not say, so a push with no declaration is read as silent and that reading is reported.
    expects_change: True when the seat pushed more than it meant to bet, expecting change (rule 61: every
        chip pushed silently is at risk of counting in the bet).
    """

    seat: str
    declaration: Declaration | None = None
    chips: tuple[int, ...] = ()
    amount: int | None = None
    added_chips: tuple[int, ...] = ()
    in_turn: bool | None = None
    prior_chips: PriorChips | None = None
    prior_kept: int | None = None
    order: Order | None = None
    last_chips: bool | None = None
    count_given: int | None = None
    count_believed: bool = False
    silent: bool | None = None
    expects_change: bool = False

    @property
    def pushed(self) -> int | None:
        """Value pushed in the first motion: the chips' sum, else `amount`, else None (nothing known)."""
        if self.chips:
            return sum(self.chips)
        return self.amount


@record
class Seat:
    """A player in the hand at the start of the street.

    name: the name the report uses ("7", "A", "UTG+1", "BB").
    stack: chips behind (not in front) at the start of the street; None = unknown, treated as deep.
    posted: live chips already in front at the start of the street that count toward a call (a posted blind
        or straddle; a short all-in blind posts less than the blind).
    posted_chips: the denominations of those posted chips when known (rule 46: a 1k chip posted for a 100
        blind covers a later raise to 700); their sum may exceed `posted` when change was not given.
    dead: dead chips this seat posted that go to the pot but do not count toward a call (a dead small
        blind); antes are given by `Situation.ante` / `Situation.big_blind_ante` instead.
    """

    name: str
    stack: int | None = None
    posted: int = 0
    posted_chips: tuple[int, ...] = ()
    dead: int = 0


class Ask(StrEnum):
    """What the report asks."""

    RULING = "ruling"  # rule on an action (by default the last event)
    OPTIONS = "options"  # what may a seat do now
    MIN_RAISE = "min_raise"  # what is the minimum raise for a seat
    MAX_BET = "max_bet"  # pot-limit: how much may a seat bet or raise (the pot)


@record
class Question:
    """What is asked.

    ask: the kind of question.
    seat: the seat asked about (OPTIONS, MIN_RAISE, MAX_BET); None = the next seat to act.
    event: index into `Situation.events` of the action to rule on (RULING); None = the last event.
    retract: the player asks to take his action back ("can he take it back?"): action in turn binds (50-A).
    cap: a cap on the number of raises is told or claimed ("4 raises max"): how many raises the game allows
    is part of the answer (48).
    """

    ask: Ask = Ask.RULING
    seat: str | None = None
    event: int | None = None
    retract: bool = False
    cap: bool = False


@record
class FoundBehind:
    """Chips found behind a player who bet all-in, after the bet was called (rule 62). chip: the value of one
    of them where several of a value are told ("dos fichas de 1.000": 1000, amount 2000), else the amount."""

    seat: str
    amount: int
    chip: int = 0


@record
class Skipped:
    """A player the action passed over, and how many players acted after him, told without their actions
    ("se saltaron al 5 y hablaron tres jugadores después de él", "seat 4 got skipped; 5, 6 and 7 acted")."""

    seat: str
    acted: int


@record
class Situation:
    """One street of one hand, as reported.

    game: the game (fixes no-limit / pot-limit / limit).
    small_blind, big_blind: the blind levels. In limit the small bet equals the big blind and the big bet
        (turn and river) is twice the big blind.
    ante: ante per player (0 if none); big_blind_ante: the big-blind ante (0 if none). Both are dead money,
        already included in `pot` when `pot` is given; pre-flop with `pot` None the engine adds them itself
        (so do not repeat them in `Seat.dead`).
    street: the street the events are on.
    seats: the seats still in the hand at the start of the street, in order of action for this street
        (pre-flop: first to act after the big blind ... small blind, big blind; post-flop: small blind first).
        List every seat in the hand: the order decides who is next, so a missing seat makes the next
        event look out of turn unless that event says `in_turn=True`.
    events: what happened on the street, in the order it happened.
    pot: chips in the middle before this street's bets (earlier streets, antes, dead blinds); None =
        unknown (pre-flop it is then the antes plus the seats' dead chips; post-flop the engine asks).
    question: what is asked.
    next_card_dealt: True when the next card (or showdown) had already come when the error was noticed
        (rule 52: corrections stop at the next street).
    found_behind: chips found behind an all-in player after a call (rule 62), if reported.
    skipped: a player skipped while others acted, told as a count rather than as their actions (53).
    players_in_event: number of players left in the tournament when it matters (limit raise cap, rule 48).
    players_in_hand: number of players in this hand when the report tells it ("4-way", "heads up"); None =
        not told (the engine then counts the players the report names, and says so where it matters).
    opening: whether the report tells the street from its opening bet (51-B; see `Opening`).
    incident: a procedural incident to rule on instead of a bet (misdeal, exposed card, four-card flop,
        showdown order, odd chip, clock...); None for a betting report. The events then only serve as the
        reported action (substantial action, last aggressor). See `rules_engine/incident.py`.
    """

    game: Game
    big_blind: int
    street: Street
    seats: tuple[Seat, ...]
    events: tuple[Event, ...] = ()
    small_blind: int | None = None
    ante: int = 0
    big_blind_ante: int = 0
    pot: int | None = None
    question: Question = field(default_factory=Question)
    next_card_dealt: bool = False
    found_behind: FoundBehind | None = None
    skipped: Skipped | None = None
    players_in_event: int | None = None
    players_in_hand: int | None = None
    opening: Opening = Opening.TOLD
    incident: Incident | None = None
