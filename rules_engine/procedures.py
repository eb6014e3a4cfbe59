"""Procedural rulings: a `Situation` carrying an `Incident` -> `Ruling` (decision code, seat, rules, floor).

One function per incident kind, each reading the venue's `HouseRules`. When a venue's house rules are not
the TDA's, the incident is ruled a second time with the TDA's knobs: if the outcome differs, the ruling
keeps the house outcome (its house rule cited first) and records the TDA outcome in `Ruling.tda_would`.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from rules_engine.record import field

from .citations import cite, compare_with_tda, with_house_cites
from .incident import Dispute, Incident, IncidentKind, MisdealCause, Moment, SplitGame
from .policy import TDA_HOUSE, AtSeat, ButtonDraw, HouseRules, OddChipTo, Policy
from .record import mutable_record, replace
from .replay import Replay, Step
from .ruling import (
    AGGRESSIVE,
    CHIP_ACTIONS,
    Action,
    AssumptionCode,
    Decision,
    FloorReason,
    Note,
    QuestionCode,
    Ruling,
)
from .seating import RANKS, clockwise, highest_card, nearest_button
from .situation import Event, Game, Situation, Street, Verbal

_HOLE_CARDS = {Game.PLO: 4, Game.NLO: 4}  # otherwise 2
_PREMATURE = {Street.FLOP: "RP-5-A", Street.TURN: "RP-5-B", Street.RIVER: "RP-5-C", Street.PREFLOP: "RP-5-A"}
# Said without an amount ("seat 6 had bet"), these still put a bet in front of the players after them.
_WAGERS = frozenset({Verbal.BET, Verbal.RAISE, Verbal.ALL_IN, Verbal.POT, Verbal.COMPLETE})
_BREAK_DISPUTE_SECONDS = 60  # 22: a hand ended on a break may be disputed for one minute


class _Seat(Enum):
    """A ruling's seat when a procedure names none: the seat the report tells the incident about (a seat of
    None is a decision on no seat yet: "the button goes to the last small blind's seat", not to "BTN")."""

    REPORTED = "reported"


@mutable_record
class _Ctx:
    """One incident being ruled under one set of house rules."""

    situation: Situation
    incident: Incident
    house: HouseRules
    policy: Policy
    assumptions: list[Note] = field(default_factory=list)
    questions: list[Note] = field(default_factory=list)
    _replay: Replay | None = None

    @property
    def replay(self) -> Replay:
        if self._replay is None:
            self._replay = Replay(self.situation, self.policy)
        return self._replay

    def substantial(self) -> bool:
        """36 (or the house's count): reported as such, else counted from the reported actions in turn."""
        inc = self.incident
        if inc.vague_action and inc.substantial is not False and (inc.substantial or inc.acted):
            # "a few players had acted": substantial action is likely, but how many and how is asked
            self.assumptions.append(Note(AssumptionCode.SOME_ACTION))
            self.questions.append(Note(QuestionCode.SUBSTANTIAL))
            return True
        if inc.substantial is not None:
            return inc.substantial
        folds = self.incident.folds  # "two players folded": actions the betting words may not have read
        if not self.situation.events and folds is None:
            self.assumptions.append(Note(AssumptionCode.NO_ACTION))
            self.questions.append(Note(QuestionCode.SUBSTANTIAL))
            return False
        # Every action the report gives counts but those it says were out of turn: a dealer tells the action
        # in the order it came, and seats named without positions must not make it look out of turn.
        steps = (
            [s for s in self.replay.steps if s.event.in_turn is not False] if self.situation.events else []
        )
        acted = [a for s in steps if (a := _acted(s)) is not None]
        counted = self.incident.counted_calls or 0  # players only counted as calling: chips put in too
        chips = counted > 0 or any(a in CHIP_ACTIONS for a in acted)
        count = max(len(acted) + counted, folds or 0)
        return count >= self.house.sa_actions or (
            len(acted) + counted >= self.house.sa_chip_actions and chips
        )

    def sa_counted(self) -> list[str]:
        """The substantial-action rule, when the report gave actions or said whether there was some, or the
        ruling asks whether there was: the ruling rests on that count too."""
        known = (
            self.situation.events or self.incident.substantial is not None or self.incident.folds is not None
        )
        asked = any(q.code is QuestionCode.SUBSTANTIAL for q in self.questions)
        return self.sa_rules() if known or asked else []

    def sa_rules(self) -> list[str]:
        """The house's rule on substantial action, the clause defining it, and TDA's 36 beside them (the same
        id at the TDA)."""
        return list(dict.fromkeys([self.house.sa_rule, self.house.sa_definition_rule, "36"]))

    def last_aggressor(self) -> str | None:
        """The last seat whose action on the street was a bet or raise (an all-in that raised counts)."""
        found, level = None, 0
        for step in self.replay.steps:
            res = step.res
            total = res.total or 0
            if res.action in AGGRESSIVE or (res.action is Action.ALL_IN and total > level):
                found = step.event.seat
            level = max(level, total)
        return found

    def action_of(self, seat: str | None) -> Action | None:
        """The last action the report gives the seat, as ruled (None when it gives none)."""
        steps = [s for s in self.replay.steps if s.event.seat == seat] if self.situation.events else []
        return (steps[-1].res.action or steps[-1].res.provisional) if steps else None

    def faces_bet(self, seat: str | None) -> bool:
        """Another player bet and the seat has not matched it (by the reported action before its own)."""
        mine = [i for i, e in enumerate(self.situation.events) if e.seat == seat]
        before = self.replay.steps[: mine[0]] if mine else self.replay.steps
        level = max((s.res.total or 0 for s in before if s.event.seat != seat), default=0)
        return level > 0 or any(_wagers(s.event) for s in before if s.event.seat != seat)

    def uncalled(self, seat: str | None) -> int | None:
        """65-A: the part of the seat's wager on the street nobody else matched (None with no action)."""
        if seat is None or not self.situation.events:
            return None
        state = self.replay.state
        if seat not in state.index:
            return None
        others = max((s.committed for s in state.seats if s.name != seat), default=0)
        return max(state.seat(seat).committed - others, 0)

    def ruling(
        self,
        decision: Decision | None,
        rules: list[str],
        *,
        seat: str | None | _Seat = _Seat.REPORTED,
        action: Action | None = None,
        floor: FloorReason | None = None,
        returned: int | None = None,
    ) -> Ruling:
        """The ruling on the incident's own seat unless ``seat`` names another, or None (no seat decided)."""
        return Ruling(
            seat=self.incident.seat if seat is _Seat.REPORTED else seat,
            action=action,
            returned=returned,
            decision=decision,
            rules=tuple(dict.fromkeys(rules)),
            floor=floor is not None,
            floor_reason=floor,
            assumptions=tuple(self.assumptions),
            questions=tuple(self.questions),
        )


_DECLARED = {
    Verbal.FOLD: Action.FOLD, Verbal.CHECK: Action.CHECK, Verbal.CALL: Action.CALL, Verbal.BET: Action.BET,
    Verbal.RAISE: Action.RAISE, Verbal.ALL_IN: Action.ALL_IN,
}  # fmt: skip


def _acted(step: Step) -> Action | None:
    """The action of a reported step: as ruled, else as declared ("seat 4 raised", no amount given)."""
    said = step.event.declaration
    return step.res.action or step.res.provisional or (_DECLARED.get(said.kind) if said else None)


# --- dealing ---------------------------------------------------------------------------------------------
def _misdeal(ctx: _Ctx) -> Ruling:
    """35: a misdeal cause before substantial action is a misdeal; after it the hand proceeds (35-D), and a
    hand with the wrong number of cards is dead (38). The button dealt two cards in a row is no misdeal
    (35-B)."""
    inc = ctx.incident
    cause = inc.cause
    if inc.redeal_button:  # the re-deal is an exact replay: the button stays where it was
        floor = FloorReason.MISSING_FACT if inc.button is None else None
        return ctx.ruling(Decision.BUTTON, ["35-C"], seat=inc.button, floor=floor)
    if inc.misdeal_called and ctx.substantial():  # called in error after action, and a player threw his cards
        if ctx.house.wrong_misdeal_stands:
            return ctx.ruling(Decision.MISDEAL, [ctx.house.wrong_misdeal_rule, "35-D"])
        return ctx.ruling(None, ["35-D", "1"], floor=FloorReason.TD_DISCRETION)
    if cause is MisdealCause.WRONG_CARD_COUNT and _button_short(ctx):
        return _button_short_cards(ctx)
    if _extra_is_burn(ctx):  # the card too many serves as the flop's burn
        return ctx.ruling(Decision.PLAY_CONTINUES, [ctx.house.extra_card_rule, "35-A"], seat=inc.seat)
    if inc.consecutive and inc.seat is not None and inc.seat in ("BTN", inc.button):
        house = ctx.house
        if house.button_consecutive_ok:  # the button may get 2 consecutive cards
            return ctx.ruling(Decision.PLAY_CONTINUES, [house.consecutive_rule, "37"])
        if not ctx.substantial():
            return ctx.ruling(Decision.MISDEAL, [house.consecutive_rule, "35-A", "35-C", *ctx.sa_counted()])
    if cause is MisdealCause.BOXED_CARDS and inc.cards == 1:
        return ctx.ruling(Decision.PLAY_CONTINUES, ["35-A"])
    if cause is MisdealCause.NON_STANDARD_CARD and ctx.house.illegal_card_exposed:
        return _illegal_card_as_exposed(ctx)
    clause = [rule for named, rule in ctx.house.cause_rules if cause is not None and named == cause.value]
    if cause is MisdealCause.FIRST_CARD_WRONG_SEAT and inc.heads_up:  # heads-up, which seat the first card is
        clause.append("34-B")
    if not ctx.substantial():
        return ctx.ruling(Decision.MISDEAL, [*clause, "35-A", "35-C", *ctx.sa_counted()], seat=inc.seat)
    if cause is MisdealCause.WRONG_CARD_COUNT:
        # a player who looked at his cards only at his turn holds the illegal hand (Garrido 4.f): cited first
        late = [ctx.house.late_look_rule] if inc.late_look else []
        button = ["37"] if inc.button_doubted else []  # the button's missing cards may still be replaced
        return ctx.ruling(
            Decision.DEAD_HAND,
            [*late, ctx.house.illegal_hand_rule, "35-D", "38", *ctx.sa_rules(), *clause, *button],
        )
    # a seat dealt out sits the hand out: 35-A's cause, cited after what decides it (35-D), as no house
    # clause stands for it
    sits_out = ["35-A"] if cause is MisdealCause.SEAT_DEALT_OUT and not clause else []
    return ctx.ruling(Decision.PLAY_CONTINUES, ["35-D", *ctx.sa_rules(), *clause, *sits_out])


def _illegal_card_as_exposed(ctx: _Ctx) -> Ruling:
    """A house where a joker or illegal card dealt to a player is an exposed card: replaced by the burn card
    before any action, the player's hand dead after it (TDA 35-A-6 would call a misdeal)."""
    house = ctx.house
    if ctx.substantial():  # after action as the house counts it (Garrido 4.l: two actions, folds too)
        return ctx.ruling(Decision.DEAD_HAND, [house.illegal_card_rule, *ctx.sa_rules(), "35-D"])
    return ctx.ruling(
        Decision.PLAY_CONTINUES, [house.illegal_card_rule, house.illegal_card_replace_rule, "35"]
    )


def _extra_is_burn(ctx: _Ctx) -> bool:
    """A house's card too many that would have been the burn before the flop (Garrido 2.d): never a hand
    told short of its cards, whose missing card no burn explains."""
    inc = ctx.incident
    short = inc.cards is not None and inc.cards < _HOLE_CARDS.get(ctx.situation.game, 2)
    return inc.extra_is_burn and ctx.house.extra_card_burns and not short


def _button_short(ctx: _Ctx) -> bool:
    inc = ctx.incident
    expected = _HOLE_CARDS.get(ctx.situation.game, 2)
    on_button = inc.seat is not None and (inc.seat == "BTN" or inc.seat == inc.button)
    return on_button and inc.cards is not None and inc.cards < expected


def _button_short_cards(ctx: _Ctx) -> Ruling:
    """37: the button's missing cards may be replaced, but the hand is dead once the button acted on it. A
    house may hold a button who looked at his cards only at his turn to his illegal hand, dead once there was
    action (Garrido 4.f)."""
    inc, house = ctx.incident, ctx.house
    if inc.late_look and house.late_look_kills_button and ctx.substantial():
        count = [rule for cause, rule in house.cause_rules if cause == MisdealCause.WRONG_CARD_COUNT.value]
        rules = [house.late_look_rule, *count, house.sa_rule, "37", "35-B"]
        return ctx.ruling(Decision.DEAD_HAND, rules, seat=inc.seat)
    acted = inc.acted
    if acted is None:
        names = {inc.seat, "BTN"} if inc.seat == inc.button or inc.seat == "BTN" else {inc.seat}
        acted = any(e.seat in names for e in ctx.situation.events)
    return ctx.ruling(Decision.DEAD_HAND if acted else Decision.LIVE_HAND, ["37", "35-B"])


def _fouled_deck(ctx: _Ctx) -> Ruling:
    """35-E: play stops and all bets are returned, whatever the action (a house may keep the bets of a player
    who knew and bet on it: whether he knew is the TD's call). The rule decides; the floor stops play and
    returns the bets (every fresh set's labeller calls the floor to a fouled deck)."""
    house = ctx.house
    if ctx.incident.short_deck and house.short_deck_stands:  # the house keeps every hand played, this one too
        return ctx.ruling(Decision.PLAY_CONTINUES, [house.short_deck_rule, "35-E"])
    # no duplicate: a short deck is a fouled deck only where the house says so (35-E); with no house rule on
    # it, the floor decides in the best interest of the game (1)
    if ctx.incident.hand_over:  # found once the hand was over: a dispute now stands or falls by 22's limit
        short = ["1"] if ctx.incident.short_deck else []
        if ctx.incident.next_hand:  # the next hand begun: the right to dispute it has ended, the pot stands
            return ctx.ruling(None, ["22", "35-E", *short])
        return ctx.ruling(None, ["22", "35-E", *short], floor=FloorReason.TD_DISCRETION)
    if ctx.incident.short_deck:
        # no TDA fouled deck: after substantial action the hand likely proceeds (35-D), the floor decides (1)
        went_on = Decision.PLAY_CONTINUES if ctx.substantial() else None
        return ctx.ruling(went_on, ["35-E", "1"], floor=FloorReason.TD_DISCRETION)
    if ctx.incident.other_back:  # another deck's back: a fouled deck only where the house says so (35-E)
        if not house.other_back_void:
            return ctx.ruling(Decision.MISDEAL, ["35-E"], floor=FloorReason.TD_DISCRETION)
        if ctx.incident.in_stub:  # found in the stub, not in a hand: the hand is played out (Garrido 4.b)
            return ctx.ruling(Decision.PLAY_CONTINUES, [house.other_back_rule, "35-E"])
        return ctx.ruling(Decision.MISDEAL, [house.other_back_rule, "35-E"], floor=FloorReason.STAFF_APPLIES)
    if ctx.incident.knowingly and house.fouled_knowing_forfeits:
        # the rule decides: the hand is void and a player who knew and bet to win it loses his refund; the
        # floor applies it, on the fact that he knew (told by the dealer, asked to be sure of)
        knew = ctx.incident.seat or ctx.last_aggressor()
        if not ctx.incident.knew_sure:
            ctx.questions.append(Note(QuestionCode.KNEW_FOULED, (("seat", knew or "?"),)))
        rules = [house.fouled_rule, "35-E"]
        return ctx.ruling(Decision.MISDEAL, rules, seat=knew, floor=FloorReason.STAFF_APPLIES)
    return ctx.ruling(Decision.MISDEAL, ["35-E"], floor=FloorReason.STAFF_APPLIES)


def _exposed_card(ctx: _Ctx) -> Ruling:
    """A card exposed by its player stays live (68); by the dealer, one of the first two cards or two
    downcards is a misdeal before substantial action (35-A-7); a single later card is not."""
    inc, house = ctx.incident, ctx.house
    if inc.by_dealer is False and inc.folding_exposure:  # a card turned over in a careless fold: 68, the TD's
        return ctx.ruling(None, ["68", "71"], floor=FloorReason.TD_DISCRETION)  # penalty to weigh
    # one player to a hand: a penalty at the TD's discretion; unless the one who showed still has a hand
    # whose fate is asked (shown to a folded player with action pending): it stays live (68, below)
    if inc.by_dealer is False and inc.after_fold and not (inc.fate_asked and inc.shown_with_action):
        if house.seen_shown_to_all:  # the house has the cards shown to the whole table; the penalty stays
            return ctx.ruling(None, [house.seen_shown_rule, "67", "71"], floor=FloorReason.PENALTY)
        return ctx.ruling(None, ["67", "71"], floor=FloorReason.TD_DISCRETION)
    if inc.by_dealer is False:
        if inc.heads_up and house.heads_up_show_legal:  # no penalty: nothing to rule
            return ctx.ruling(None, [house.heads_up_show_rule, house.show_hand_rule, "68"])
        if (inc.to_another or inc.seen_by_other) and house.seen_shown_to_all:
            # a card one other player saw, lifted carelessly or shown to him: the house has the dealer show it
            # to the whole table and the hand lives (Garrido 7.f, 16.e); TDA shows it to nobody (67, 68)
            rules = [house.seen_shown_rule, house.show_hand_rule, "67", "68"]
            if inc.shown_with_action:  # shown on purpose with action pending: a penalty too, the TD's
                return ctx.ruling(Decision.LIVE_HAND, [*rules, "71"], floor=FloorReason.PENALTY)
            return ctx.ruling(Decision.LIVE_HAND, rules)
        if house.exposed_kills:  # the dealer or the TD may kill it: the TD's call
            return ctx.ruling(Decision.DEAD_HAND, [house.exposed_rule, "68"], floor=FloorReason.TD_DISCRETION)
        if inc.shown_with_action and inc.to_another and not inc.fate_asked:
            # shown to one player (one player to a hand, 67), his hand not asked about: the TD's penalty
            return ctx.ruling(None, ["67", "71"], floor=FloorReason.TD_DISCRETION)
        if inc.shown_with_action:  # the hand stays live; a penalty is the TD's call, after the hand (71)
            shown_to = ["67"] if inc.to_another else []  # shown to one player: one player to a hand (67)
            return ctx.ruling(Decision.LIVE_HAND, ["68", *shown_to, "71"], floor=FloorReason.PENALTY)
        return ctx.ruling(Decision.LIVE_HAND, ["68"])
    if inc.stud and inc.by_dealer is not False and (inc.cards or 1) == 1:  # it becomes the player's upcard,
        return ctx.ruling(Decision.PLAY_CONTINUES, ["RP-10-A", "35-A"])  # no misdeal cause in stud
    if inc.first_cards or (inc.cards or 1) >= 2:
        if ctx.substantial():
            return ctx.ruling(Decision.PLAY_CONTINUES, ["35-D", *ctx.sa_rules()])
        return ctx.ruling(Decision.MISDEAL, ["35-A", "35-C", *ctx.sa_counted()])
    if inc.substantial:  # after substantial action even the first two cards would not make a misdeal
        return ctx.ruling(Decision.PLAY_CONTINUES, ["35-D", *ctx.sa_rules()])
    if inc.first_cards is None:  # one of the first two would make it a misdeal: ask which card it was
        ctx.questions.append(Note(QuestionCode.FIRST_CARDS))
    return ctx.ruling(Decision.PLAY_CONTINUES, ["35-A"])


def _four_card_flop(ctx: _Ctx) -> Ruling:
    """39-A: the four cards are scrambled face down and the floor picks one at random as the burn. More than
    four cards: 39 does not cover it, the TD designs a remedy using randomness (RP-14), unless the house
    deals a new flop from the reshuffled stub."""
    house = ctx.house
    if ctx.incident.big_flop:
        if house.big_flop_redeal:
            # as a premature flop; 39 (four cards only) and RP-14 are what TDA would have the TD weigh
            return ctx.ruling(Decision.REDEAL_BOARD, [house.big_flop_rule, "RP-5-A", "39", "RP-14"])
        return ctx.ruling(None, ["39", "RP-14"], floor=FloorReason.TD_DISCRETION)
    return ctx.ruling(Decision.RANDOM_BURN, ["39-A", "RP-14"], floor=FloorReason.FLOOR_PICKS_BURN)


def _no_burn(ctx: _Ctx) -> Ruling:
    """39-B: no burn before the flop: with no action yet, one of the three is chosen as the burn; after any
    action (even a check) play proceeds with the flop. Two burns instead of one: 38, one burn per street."""
    if ctx.incident.restore_order:  # "burn two to get the order back?": no, one burn a street; play goes on
        return ctx.ruling(Decision.PLAY_CONTINUES, ["38", "RP-14"])
    acted = ctx.incident.acted
    if acted is None:
        acted = bool(ctx.situation.events)
        if not acted:  # the report does not say: any action, even a check, lets the flop stand
            ctx.questions.append(Note(QuestionCode.ACTED))
    if ctx.incident.two_burns:  # 38: one burn per street; with no action yet the TD corrects it (RP-14)
        if acted:
            return ctx.ruling(Decision.PLAY_CONTINUES, ["38", "39-B"])
        return ctx.ruling(None, ["38", "39-B", "RP-14"], floor=FloorReason.TD_DISCRETION)
    if ctx.situation.street in (Street.TURN, Street.RIVER):
        # 39-B is the flop's: for a turn or river dealt unburnt, no rule says how; the TD keeps the cards
        # random (RP-14), one burn a street (38); bet on, the card likely stands, as 39-B has a flop's, but
        # the TD decides it in the interest of the game (1)
        if acted and ctx.house.burn_error_stands:  # the house keeps the board of any street once acted on
            return ctx.ruling(Decision.PLAY_CONTINUES, [ctx.house.burn_error_rule, "39-B"])
        if acted:
            return ctx.ruling(Decision.PLAY_CONTINUES, ["38", "39-B", "1"], floor=FloorReason.TD_DISCRETION)
        return ctx.ruling(None, ["38", "39-B", "RP-14"], floor=FloorReason.TD_DISCRETION)
    return ctx.ruling(Decision.PLAY_CONTINUES if acted else Decision.RANDOM_BURN, ["39-B"])


def _premature_card(ctx: _Ctx) -> Ruling:
    """RP-5: the premature card goes back to the stub, which is reshuffled; the card is re-dealt unburnt. A
    house may set a premature turn aside and deal the next card, after a burn, as the turn."""
    house = ctx.house
    if ctx.situation.street is Street.TURN and house.premature_turn_replaced:
        return ctx.ruling(Decision.REDEAL_BOARD, [house.premature_rule, "RP-5-B", "39-C"])  # 39-C: see RP-5
    return ctx.ruling(Decision.REDEAL_BOARD, [_PREMATURE[ctx.situation.street], "39-C", "39-D"])


def _disordered_stub(ctx: _Ctx) -> Ruling:
    """RP-4: rebuild the stub, else shuffle the stub cards (with muck and burns only if mixed) and go on;
    which of the two depends on whether the order can be rebuilt. The procedure decides, the floor oversees
    the rebuilt or new stub (staff_applies)."""
    if ctx.incident.stub_in_order is None:
        ctx.questions.append(Note(QuestionCode.STUB_ORDER))
    return ctx.ruling(Decision.PLAY_CONTINUES, ["RP-4", "39-D"], floor=FloorReason.STAFF_APPLIES)


# --- showdown --------------------------------------------------------------------------------------------
def _showdown_order(ctx: _Ctx) -> Ruling:
    """17-A: the last aggressor on the final street shows first; with no bet, the first seat left of the
    button. With a final bet, each caller also has the right to see the aggressor's hand (18-B)."""
    bet_reported = ctx.situation.events and ctx.incident.river_bet is not False  # "sin apuestas en el river"
    aggressor = ctx.last_aggressor() if bet_reported else None
    if aggressor is not None and aggressor.startswith("?"):  # a bet by a player the report does not name
        return ctx.ruling(None, ["17-A"], floor=FloorReason.MISSING_FACT)
    if aggressor is not None:
        return ctx.ruling(Decision.SHOWS_FIRST, ["17-A", "18-B"], seat=aggressor)
    if ctx.incident.river_bet:  # "hubo apuesta en el river", its bettor not named: who shows first is unknown
        return ctx.ruling(None, ["17-A"], floor=FloorReason.MISSING_FACT)
    folded = {s.name for s in ctx.replay.state.seats if s.folded}
    named = ctx.incident.players or tuple(s.name for s in ctx.situation.seats)
    in_hand = [name for name in named if name not in folded]
    order = clockwise(in_hand, ctx.incident.button)
    if order is None and ctx.situation.street is not Street.PREFLOP:
        order = in_hand  # post-flop the seats are listed in order of action: first left of the button first
    if not order:
        return ctx.ruling(None, ["17-A"], floor=FloorReason.MISSING_FACT)
    return ctx.ruling(Decision.SHOWS_FIRST, ["17-A"], seat=order[0])


def _odd_chip(ctx: _Ctx) -> Ruling:
    """20: stud by the high card by suit, hi/lo to the high side, flop games by the seat's place."""
    inc, house = ctx.incident, ctx.house
    if inc.split is SplitGame.STUD:  # by the highest card by suit: with no cards said, the rule alone answers
        high = highest_card(inc.cards_by_seat)
        return ctx.ruling(Decision.ODD_CHIP if high else None, ["20-B"], seat=high)
    if inc.split is SplitGame.HI_LO:  # to the high hand: with its seat not said, the rule alone answers
        return ctx.ruling(Decision.ODD_CHIP if inc.seat else None, ["20-C"], seat=inc.seat)
    winners = inc.winners or tuple(s.name for s in ctx.situation.seats)
    won_button = house.win_the_button or (inc.win_the_button and house.win_button_events)
    nearest = house.odd_chip is OddChipTo.NEAREST_BUTTON and not won_button and inc.either_way is not False
    rule = house.win_the_button_rule if won_button else house.odd_chip_rule
    order = nearest_button(winners, inc.button) if nearest else clockwise(winners, inc.button)
    if not order:
        return ctx.ruling(None, [rule, "20-A"], seat=None, floor=FloorReason.MISSING_FACT)
    if won_button and inc.asks_button:  # the odd chip and the next button go to the same player
        return ctx.ruling(Decision.BUTTON, [rule, house.win_button_rule, "20-A", "32", "34-A"], seat=order[0])
    left = clockwise(winners, inc.button, button_first=True)
    if (
        nearest and inc.either_way is None and left and left[0] != order[0]
    ):  # "nearest the button" read either way round, or to its left?
        ctx.questions.append(Note(QuestionCode.NEAREST_EITHER_WAY, (("seat", left[0]),)))
    side_pots = ["21"] if inc.side_pot else []  # each pot split on its own, its odd chip the same way
    return ctx.ruling(Decision.ODD_CHIP, [rule, "20-A", *side_pots], seat=order[0])


def _face_up(ctx: _Ctx) -> Ruling:
    """16: with a player all-in, every hand is tabled once no further betting is possible: the players the
    report names have matched the bet and at most one of them still has chips to bet (or it is the river).
    Hand for hand, the cards stay face down and the board waits for the floor (RP-8-F)."""
    state = ctx.replay.state
    all_ins = _all_in_seats(ctx) | set(ctx.incident.all_in_seats)  # an earlier street's all-ins told too
    named = {e.seat for e in ctx.situation.events} | set(ctx.incident.players) | all_ins
    in_hand = [s for s in state.seats if not s.folded and s.name in named]
    all_in = any(s.name in all_ins for s in in_hand)
    can_bet = [s for s in in_hand if s.name not in all_ins and (s.stack is None or s.stack > 0)]
    done = all(s.committed >= state.current_bet for s in can_bet)
    if ctx.incident.still_betting:  # "the other two are still betting"
        return ctx.ruling(Decision.PLAY_CONTINUES, ["16"])
    if ctx.incident.hand_for_hand:  # RP-8-F: cards stay face down, no card dealt until the floor says so
        return ctx.ruling(Decision.HALT_PLAY, ["RP-8-F", "16"], floor=FloorReason.STAFF_APPLIES)
    if ctx.incident.all_in_called or ((all_in or ctx.incident.all_in) and ctx.incident.betting_over):
        # "all in and call, heads up", "ya no hay más acción", "hubo all-in... no queda nadie más": no betting
        # is left, every hand is tabled
        return ctx.ruling(Decision.TABLE_HANDS, ["16"])
    if all_in and len(in_hand) < 2:  # the all-in player alone: who else is in, and with what, is not told
        return ctx.ruling(None, ["16"], floor=FloorReason.MISSING_FACT)
    if not all_in and ctx.incident.all_in:  # an all-in told that no action read holds: who is in is unknown
        return ctx.ruling(None, ["16"], floor=FloorReason.MISSING_FACT)
    if all_in and done and (len(can_bet) <= 1 or ctx.situation.street is Street.RIVER):
        return ctx.ruling(Decision.TABLE_HANDS, ["16"])
    acted = {e.seat for e in ctx.situation.events}
    if all_in and done and len([s for s in can_bet if s.name in acted]) <= 1:
        # a player named with no action on this street: all-in on an earlier one, or still to act?
        return ctx.ruling(None, ["16"], floor=FloorReason.MISSING_FACT)
    return ctx.ruling(Decision.PLAY_CONTINUES, ["16"])


def _show_request(ctx: _Ctx) -> Ruling:
    """18: no cards, no rights (18-A); a river caller may see the last aggressor's hand (18-B); any other
    request is the TD's call."""
    inc, house = ctx.incident, ctx.house
    if inc.requester_kept is False:
        return ctx.ruling(None, ["18-A"])
    if not house.show_right and not _all_in(ctx):
        return ctx.ruling(None, [house.show_rule, "18-B"], seat=inc.seat)
    aggressor = ctx.last_aggressor() if ctx.situation.events else None
    river_bet = inc.river_bet
    if river_bet is None:  # a call on the river answers a bet there, whoever's words the bet was told in
        called = any(
            e.declaration is not None and e.declaration.kind is Verbal.CALL for e in ctx.situation.events
        )
        river_bet = ctx.situation.street is Street.RIVER and (aggressor is not None or called)
    target = inc.seat or aggressor
    if river_bet and target is not None and target == (aggressor or target):
        if inc.requester_unshown and inc.requester not in (None, target):  # the caller has not shown: 17-A
            return ctx.ruling(Decision.SHOWS_FIRST, [house.show_rule, "18-B", "17-A"], seat=target)
        return ctx.ruling(None, [house.show_rule, "18-B"], seat=target)
    return ctx.ruling(None, ["18-B"], seat=target, floor=FloorReason.TD_DISCRETION)


def _all_in_seats(ctx: _Ctx) -> set[str]:
    """Seats all-in: by their stack, or by an all-in declared with no stack reported ("el 3 está all in")."""
    if not ctx.situation.events:
        return set()
    declared = {step.event.seat for step in ctx.replay.steps if step.res.action is Action.ALL_IN}
    return declared | {s.name for s in ctx.replay.state.seats if s.all_in}


def _all_in(ctx: _Ctx) -> bool:
    reported = ctx.incident.all_in
    return reported if reported is not None else bool(_all_in_seats(ctx))


def _mucked(ctx: _Ctx) -> Ruling:
    """14: cards discarded face down stay live while 100% identifiable and retrievable (unless the house
    kills them at once); otherwise the player has no claim to the pot (13-B)."""
    inc, house = ctx.incident, ctx.house
    if inc.unread:  # not read before the muck: the TD rules whether the hand was tabled, and that is final
        return ctx.ruling(None, ["13-B", "14"], floor=FloorReason.TD_DISCRETION)
    board = ["19"] if inc.plays_board else []  # playing the board still needs every hole card tabled
    if house.face_down_kills:
        return ctx.ruling(Decision.DEAD_HAND, [house.muck_rule, *board, "14"])
    if inc.retrievable is False:
        if inc.after_miscall:  # cards speak (12): the mucked hand is dead; a deliberate miscall, a penalty
            return ctx.ruling(
                Decision.DEAD_HAND, [house.muck_rule, "14", "12", "13-B", "71"], floor=FloorReason.PENALTY
            )
        # the one left who will not table need not (17-B), and the mucked hand lost the right to ask (18-A)
        uncontested = ["17-B", "18-A"] if inc.refused else []
        return ctx.ruling(Decision.DEAD_HAND, [house.muck_rule, *board, "14", "13-B", *uncontested])
    if inc.identity_doubted and inc.retrievable is not False:
        # half mixed with another player's discards: whether they are 100% his is the TD's (13-B, 65-A)
        rules = [house.muck_rule, *board, "14", "13-B", "65-A"]
        return ctx.ruling(None, rules, floor=FloorReason.TD_DISCRETION)
    if inc.on_muck:  # lying on the discards: live only if the TD judges them 100% his (65-A): asked
        ctx.questions.append(Note(QuestionCode.OFF_THE_MUCK))
        rules = [house.muck_rule, *board, "14", "13-A", "65-A"]
        return ctx.ruling(Decision.LIVE_HAND, rules, floor=FloorReason.MISSING_FACT)
    miscalled = ["12"] if inc.after_miscall else []  # another's miscall made him let go: cards speak (12)
    # he may still table them
    return ctx.ruling(Decision.LIVE_HAND, [house.muck_rule, *board, "14", *miscalled, "13-A"])


def _one_card_shown(ctx: _Ctx) -> Ruling:
    """15-A: the player is told to table all cards (13-A); the hand is still live. A player who refuses
    is the floor's call. One card turned up and the other mucked: the hand was not tabled, it lives only if
    the mucked card is retrievable (14, 13-B). One card shown by a player who says he plays the board: no
    share of the pot until he tables all his cards (19), no hand decided."""
    inc = ctx.incident
    # a hand made with the board still needs every card tabled (19); the hand he named wins nothing (12)
    told = (["19"] if inc.plays_board else []) + (["12"] if inc.called_own else [])
    if inc.other_mucked and inc.by_dealer:
        # the dealer mucked a hand only part-tabled: whether it was tabled enough is the TD's final call
        # (13-B), and a hand the dealer kills by mistake has no redress unless it can be identified (65-A)
        return ctx.ruling(None, ["13-B", "15-A", "65-A", *told, "14"], floor=FloorReason.TD_DISCRETION)
    if inc.other_mucked:  # the hand was never fully tabled: live only while the other card can be retrieved
        if inc.identity_doubted:  # lying over another's discards: whether they are 100% his is the TD's
            return ctx.ruling(None, ["13-B", *told, "14"], floor=FloorReason.TD_DISCRETION)
        if inc.retrievable is None:
            return ctx.ruling(None, ["13-B", *told, "14"], floor=FloorReason.MISSING_FACT)
        if inc.retrievable:
            return ctx.ruling(Decision.LIVE_HAND, ["14", *told, "13-A"])
        # 13-B: the TD rules the hand could not be read, and the TD's decision on it is final
        return ctx.ruling(Decision.DEAD_HAND, ["13-B", *told, "14"], floor=FloorReason.TD_DISCRETION)
    if inc.refused:
        return ctx.ruling(None, ["15-A", "13-A", *told], floor=FloorReason.TD_DISCRETION)
    if inc.plays_board:  # he claims a share with the board: he gets none until every hole card is tabled (19)
        return ctx.ruling(None, ["19", "13-A", "15-A"])
    return ctx.ruling(Decision.LIVE_HAND, ["15-A", "13-A"])


def _discard_before_end(ctx: _Ctx) -> Ruling:
    """15-B: bet then discarded thinking they had won: the dealer holds the cards and the floor rules; if
    not retrievable the hand is out and only an uncalled bet is returned; told kept apart, they stay in play
    (65-B) once the floor is sure which they are."""
    inc = ctx.incident
    if inc.identity_doubted:  # "I think they're the two on top": whether they are 100% his is the TD's (65-A)
        return ctx.ruling(None, ["15-B", "65-A"], floor=FloorReason.TD_DISCRETION)
    if inc.retrievable is False:  # the rule decides (the player is out), the floor called applies it
        returned = inc.uncalled if inc.uncalled is not None else ctx.uncalled(inc.seat)
        rules = ["15-B", "65-A"] if returned else ["15-B"]  # 65-A: an uncalled bet returned
        if returned and (inc.rough_amount or inc.uncalled is None and not _amount_told(ctx, inc.seat)):
            returned = None  # "seat 1 bet the river": his bet goes back, whatever it was; no amount made up
        return ctx.ruling(Decision.DEAD_HAND, rules, floor=FloorReason.STAFF_APPLIES, returned=returned)
    live = ["15-B", "58", "65-B"]  # 65-B: cards that can be identified stay in play
    if inc.retrievable:  # told kept apart: live once the floor called is sure which cards they are
        if not inc.told_apart:
            ctx.questions.append(Note(QuestionCode.KEPT_APART))
        # 14: discarded face down, cards still 100% identifiable and retrievable are not killed
        return ctx.ruling(Decision.LIVE_HAND, [*live, "14"], floor=FloorReason.STAFF_APPLIES)
    return ctx.ruling(Decision.LIVE_HAND, live, floor=FloorReason.TD_DISCRETION)


def _amount_told(ctx: _Ctx, seat: str | None) -> bool:
    """Does the report give the amount the seat wagered (in words or in chips)?"""
    return any(
        e.seat == seat and bool(e.amount or e.chips or (e.declaration and e.declaration.amount))
        for e in ctx.situation.events
    )


def _killed_hand(ctx: _Ctx) -> Ruling:
    """13-C: a properly tabled winning hand cannot be killed (the floor recovers it); 65: an identifiable hand
    stays in play, an unidentifiable one is dead with only an uncalled bet returned."""
    inc, house = ctx.incident, ctx.house
    if inc.tabled:  # the rule decides; taking the hand back out of the muck is the floor's to do
        return ctx.ruling(Decision.LIVE_HAND, ["13-C", "65-A"], floor=FloorReason.STAFF_APPLIES)
    if inc.thrown_onto and house.thrown_cards_kill:  # another player's folded cards mixed with it: dead
        return ctx.ruling(Decision.DEAD_HAND, [house.thrown_rule, "65-B"])
    if inc.identity_doubted:  # the dealer not 100% sure which cards are his: the TD's (65-A)
        return ctx.ruling(None, ["65"], floor=FloorReason.TD_DISCRETION)
    if inc.thrown_onto and inc.retrievable is None:  # live if it can be told apart for certain: asked
        ctx.questions.append(Note(QuestionCode.IDENTIFIABLE))
    if (inc.retrievable and not inc.on_muck or inc.thrown_onto and inc.retrievable is None) and (
        house.killed_identifiable_live or inc.thrown_onto
    ):
        return ctx.ruling(Decision.LIVE_HAND, ["65-B"])
    returned = inc.uncalled if inc.uncalled is not None else ctx.uncalled(inc.seat)
    returned = None if inc.rough_amount else returned  # told roughly: it goes back whatever it was
    rules = ["65-A"] if house.killed_identifiable_live else [house.killed_rule, "65-A"]
    shown = ["13-B"] if inc.at_showdown else []  # not yet tabled: he had to protect it while it was read
    if inc.on_muck and house.killed_identifiable_live:
        # lying on the discards, not said to be told apart: in play only if identified for certain (65-B)
        ctx.questions.append(Note(QuestionCode.IDENTIFIABLE))
        rules, floor = [*rules, "65-B"], FloorReason.MISSING_FACT
    else:
        floor = None
    return ctx.ruling(Decision.DEAD_HAND, [*rules, *shown], returned=returned, floor=floor)


def _dispute(ctx: _Ctx) -> Ruling:
    """22: an accounting error may be disputed until substantial action on the next hand (a hand ended on
    a break, for one minute after the award); a reading, until the next hand begins, the floor settling it."""
    inc = ctx.incident
    if inc.dispute is not Dispute.ACCOUNTING:
        # a hand misread: cards speak, and anyone should speak up when a reading is wrong (12). The floor
        # settles it with the players whether or not it came in time: the pot goes to the best hand, or the
        # award stands against a player who claims a pot already his rival's
        return ctx.ruling(None, ["22", "12"], floor=FloorReason.STAFF_APPLIES)
    rules = ["22", "36"] if inc.next_hand else ["22"]
    late = bool(inc.next_hand)
    if inc.during_break and inc.elapsed is not None:
        late = inc.elapsed > _BREAK_DISPUTE_SECONDS
    if inc.next_hand and not inc.during_break:  # in time until substantial action on the next hand
        late = ctx.substantial()
    # an amount miscounted too late: the award stands, nothing to decide (the rule is the answer); in time:
    # the floor settles it, the amount going where the rules give it (the award itself decides no action)
    return ctx.ruling(None, rules, floor=None if late else FloorReason.STAFF_APPLIES)


# --- procedures: level, clock, seat, button --------------------------------------------------------------
def _new_level(ctx: _Ctx) -> Ruling:
    """23: a hand dealt at the prior level by mistake continues at that level once substantial action
    occurred; before, it is corrected."""
    if ctx.incident.hand_begun or ctx.incident.tanking:  # a hand begins with the first riffle: the new
        # level is for the next one; a player in the tank gets no pause from it: his delay is the clock's (29)
        return ctx.ruling(Decision.PLAY_CONTINUES, ["23", "29"] if ctx.incident.tanking else ["23"])
    if ctx.incident.at_push:  # at the dealer push, before the first riffle: the rule that says which level
        house = ctx.house
        return ctx.ruling(None, ["23"] if house.push_prior_level else [house.level_rule, "23"])
    if ctx.incident.hand_begun is False:  # the level came before the shuffle: the hand is the new level's,
        if ctx.incident.substantial:  # unless it was dealt at the prior one by mistake and action followed
            return ctx.ruling(Decision.PLAY_CONTINUES, ["23", *ctx.sa_rules()])
        return ctx.ruling(None, ["23"])
    if ctx.substantial():
        return ctx.ruling(Decision.PLAY_CONTINUES, ["23", *ctx.sa_rules()])
    return ctx.ruling(None, ["23", *ctx.sa_counted()])  # corrected to the new level: nothing else to decide


_NEAR_LIMIT = 3  # seconds either side of the clock's end within which "about" leaves the side in doubt


def _clock(ctx: _Ctx) -> Ruling:
    """29 (or the house clock): acting within the time (a tie goes to the player) keeps the hand and its
    action; when time runs out the hand is dead facing a bet and checked otherwise (dead in some houses)."""
    inc, house = ctx.incident, ctx.house
    seconds, countdown = house.clock(inc.turbo)
    # a shot clock is the house's time per decision: 29's time adjusted, one of RP-19's ways to stop stalling
    asked = [house.clock_rule, "29", *(["RP-19"] if inc.shot_clock else [])]
    # The TD calls the clock and a staff member counts it down (29; San Roque 34, Garrido 8.k): the rule
    # decides the hand, the floor applies it
    staff = FloorReason.STAFF_APPLIES
    if inc.asker_away:  # a clock is called only by a player at his seat (29, 30): this request is no request;
        # the TD may still call the clock on his own judgement: the floor's to do
        return ctx.ruling(None, [house.clock_rule, "29", "30"], floor=staff)
    if inc.count_asked and not inc.tie and inc.declared is None and inc.elapsed is not None:
        # a count asked while the time still runs: RP-12 grants it; whether the clock stops is the TD's
        return ctx.ruling(None, [*asked, "RP-12"], floor=FloorReason.TD_DISCRETION)
    wait = house.turbo_clock_min_wait if inc.turbo and house.turbo_clock_min_wait else house.clock_min_wait
    if wait is not None and inc.thinking is not None and inc.thinking < wait:
        # too early: no clock yet; the wait decides, not the house rule on the clock's end (Garrido 3.d)
        return ctx.ruling(None, asked, floor=staff)
    rules = [*([house.clock_dead_rule] if house.clock_dead_rule else []), *asked]
    if inc.tie:  # "a tie goes to the player": his hand lives and what he said stands; the tie is the call of
        # the staff member who counted him down; what he said as the time ran out comes first
        action = inc.declared or ctx.action_of(inc.seat)
        return ctx.ruling(Decision.LIVE_HAND, rules, action=action, floor=FloorReason.STAFF_APPLIES)
    if inc.approximate and inc.elapsed is not None and abs(inc.elapsed - seconds - countdown) <= _NEAR_LIMIT:
        ctx.questions.append(Note(QuestionCode.TIME_RAN_OUT))  # "más o menos a los 33" of 35: which side?
    if inc.elapsed is not None and inc.elapsed <= seconds + countdown:
        # in time: the hand lives and what he did stands, as the words at the clock's end tell it first
        action = inc.declared or ctx.action_of(inc.seat)
        return ctx.ruling(Decision.LIVE_HAND, rules, action=action, floor=staff)
    if inc.asks_time and inc.elapsed is None:  # asked how long he has: the ruling holds if the time runs out
        ctx.questions.append(Note(QuestionCode.TIME_RAN_OUT))
    if house.clock_dead_always:
        return ctx.ruling(Decision.DEAD_HAND, rules, floor=staff)
    facing = inc.facing_bet
    if facing is None and ctx.situation.events:
        facing = ctx.faces_bet(inc.seat)
    if facing is None:
        ctx.questions.append(Note(QuestionCode.FACING_BET, (("seat", inc.seat or "?"),)))
        return ctx.ruling(None, rules, floor=FloorReason.MISSING_FACT)
    if facing:
        return ctx.ruling(Decision.DEAD_HAND, rules, floor=staff)
    return ctx.ruling(Decision.LIVE_HAND, rules, action=Action.CHECK, floor=staff)


def _at_seat(ctx: _Ctx) -> Ruling:
    """30 (or the house moment): a player must be at the seat when the last card of the initial deal is
    dealt (the first card in some houses); in a misdeal's re-deal, players dealt in while away get cards
    (35-C) unless the house excludes them."""
    inc, house = ctx.incident, ctx.house
    if inc.redeal:
        if inc.new_player:  # not dealt in on the original deal: the re-deal seats no new players
            return ctx.ruling(None, [house.redeal_rule, "35-C"])
        if house.absent_play_redeal:
            rules = [house.redeal_rule, "35-C", "30"]
            if inc.seated_for_redeal is False:  # not at his seat by the re-deal's last card: dead (30)
                return ctx.ruling(Decision.DEAD_HAND, rules)
            if inc.seated_for_redeal is None:  # on his way back: he plays it if seated by its last card
                ctx.questions.append(Note(QuestionCode.SEATED_FOR_REDEAL, (("seat", inc.seat or "?"),)))
            return ctx.ruling(Decision.LIVE_HAND, rules)
        return ctx.ruling(Decision.DEAD_HAND, [house.redeal_rule, "35-C"])
    rules = [house.at_seat_rule, "30", *(["71-A"] if inc.blinded else [])]  # away for hands: blinded off
    if inc.moment is None:
        return ctx.ruling(None, rules, floor=FloorReason.MISSING_FACT)
    if inc.moment is Moment.AT_LAST_CARD and house.at_seat is AtSeat.LAST_CARD:
        # arriving as the last card went out shows no seat reached in time: dead unless the dealer says he
        # was within reach of his chair by then
        ctx.questions.append(Note(QuestionCode.SEATED_BY_LAST_CARD, (("seat", inc.seat or "?"),)))
        return ctx.ruling(Decision.DEAD_HAND, rules)
    late = inc.moment in (Moment.AFTER_DEAL, Moment.AT_LAST_CARD) or (
        inc.moment is Moment.DURING_DEAL and house.at_seat is AtSeat.FIRST_CARD
    )
    if inc.moment_doubted:  # the moment only believed or disputed: the ruling as told, the moment asked
        ctx.questions.append(Note(QuestionCode.SEATED_BY_LAST_CARD, (("seat", inc.seat or "?"),)))
    return ctx.ruling(Decision.DEAD_HAND if late else Decision.LIVE_HAND, rules)


def _dead_button(ctx: _Ctx) -> Ruling:
    """32: dead button. Next hand the big blind moves to the next player, the small blind takes the old big
    blind's seat (none if it is empty) and the button the old small blind's seat (dead if it is empty)."""
    inc = ctx.incident
    if inc.win_the_button:
        return _won_button(ctx)
    if inc.small_blind is None:  # the rule decides where, the report not whose seat that was: ask it
        ctx.questions.append(Note(QuestionCode.LAST_BLINDS))
        return ctx.ruling(Decision.BUTTON, ["32", "34"], seat=None)
    return ctx.ruling(Decision.BUTTON, ["32", "34"], seat=inc.small_blind)  # 34: how the button moves


def _won_button(ctx: _Ctx) -> Ruling:
    """A "win the button" event: the winner of the hand takes the button; on a tie, the first active player
    after the button (the house's rules). TDA has no such format: the TD decides."""
    inc, house = ctx.incident, ctx.house
    if not house.win_button_events:
        return ctx.ruling(None, ["32"], floor=FloorReason.TD_DISCRETION)
    if len(inc.winners) == 1:
        return ctx.ruling(Decision.BUTTON, [house.win_button_rule, "32"], seat=inc.winners[0])
    order = clockwise(inc.winners, inc.button) if inc.winners else None
    if not order:
        return ctx.ruling(
            Decision.BUTTON, [house.win_button_rule, "32"], seat=None, floor=FloorReason.MISSING_FACT
        )
    # a tie splits the pot too: the odd chip goes the same way (20-A)
    return ctx.ruling(
        Decision.BUTTON, [house.win_the_button_rule, house.win_button_rule, "20-A", "32"], seat=order[0]
    )


def _button_moved(ctx: _Ctx) -> Ruling:
    """34-A: a wrong button is corrected before substantial action; after it (or found once the hand was
    played) the error stands, unless the house sets a button moved two seats in the seat in between."""
    inc, house = ctx.incident, ctx.house
    if inc.win_the_button:  # the dealer moved it as usual, but the winner of the hand takes it
        won = _won_button(ctx)
        return replace(won, rules=(*won.rules, "34-A"))
    if inc.previous_hand:
        if not house.button_two_intermediate:  # found after action told: the count it rests on too
            return ctx.ruling(Decision.PLAY_CONTINUES, ["34-A", *ctx.sa_counted()])
        between = _seat_between(inc.moved_from, inc.moved_to) or inc.button_belongs  # the seat it skipped
        floor = FloorReason.MISSING_FACT if between is None else None
        return ctx.ruling(Decision.BUTTON, [house.button_rule, "34-A"], seat=between, floor=floor)
    if ctx.substantial():
        return ctx.ruling(Decision.PLAY_CONTINUES, ["34-A", *ctx.sa_rules()])
    if house.button_misplaced_misdeal:
        return ctx.ruling(Decision.MISDEAL, [house.button_misplaced_rule, "34-A", *ctx.sa_counted()])
    # 34-A: corrected, to the seat it belongs on (after the seat it came from when moved two seats); the
    # ruling rests on the count of substantial action when the report gave actions
    seat = inc.button_belongs or _seat_between(inc.moved_from, inc.moved_to)
    floor = FloorReason.MISSING_FACT if seat is None else None
    return ctx.ruling(Decision.BUTTON, ["34-A", *ctx.sa_counted()], seat=seat, floor=floor)


def _seat_after(seat: str | None) -> str | None:
    """The numbered seat after `seat` ("7" -> "8"; "10" -> "1")."""
    if seat is None or not seat.isdigit():
        return None
    return "1" if int(seat) >= 10 else str(int(seat) + 1)


def _seat_between(start: str | None, end: str | None) -> str | None:
    """The seat between two numbered seats two apart ("3", "5" -> "4"); None when they are not."""
    if start is None or end is None or not (start.isdigit() and end.isdigit()):
        return None
    return str(int(start) + 1) if int(end) - int(start) == 2 else None


def _clockwise_inside(seat: str, start: str, end: str) -> bool:
    """`seat` lies strictly between `start` and `end` going clockwise (seats numbered round the table)."""
    s, a, b = int(seat), int(start), int(end)
    return a < s < b if a < b else s > a or s < b


def _new_player_seated(ctx: _Ctx) -> Ruling:
    """10-A (8-A for late registrations, re-entries and alternates): a new player is dealt in at any seat, the
    blinds and the button included, except between the small blind and the button. Where the seat lies is
    told in words, by the button and the small blind, or by the blinds when it sits between them; otherwise
    it is asked."""
    inc = ctx.incident
    rules = [*(["8-A"] if inc.late_entry else []), "10-A"]
    if inc.between_sb_button:  # he waits for the button to pass him
        return _not_yet_dealt_in(ctx, rules)
    seat, button, small, big = inc.seat, inc.button, inc.small_blind, inc.big_blind
    told = [s for s in (seat, button, small, big) if s is not None]
    if seat is None or not all(s.isdigit() for s in told):
        return ctx.ruling(None, rules, floor=FloorReason.MISSING_FACT)
    if seat in (button, small, big) or (small and big and _clockwise_inside(seat, small, big)):
        return ctx.ruling(Decision.LIVE_HAND, rules)
    if button is None or small is None:
        return ctx.ruling(None, rules, floor=FloorReason.MISSING_FACT)
    if _clockwise_inside(seat, button, small):
        return _not_yet_dealt_in(ctx, rules)
    return ctx.ruling(Decision.LIVE_HAND, rules)


def _not_yet_dealt_in(ctx: _Ctx, rules: list[str]) -> Ruling:
    """A seat between the small blind and the button is not dealt in; dealt in already and no substantial
    action yet, cards went to a seat not entitled to a hand: a misdeal (35-A-3)."""
    if ctx.incident.dealt_in and not ctx.substantial():
        return ctx.ruling(Decision.MISDEAL, ["35-A", *rules, *ctx.sa_counted()])
    return ctx.ruling(None, rules)


def _heads_up_button(ctx: _Ctx) -> Ruling:
    """34-B: heads-up the small blind is the button; starting heads-up, the player who was big blind on the
    last hand gets the button so nobody posts the big blind twice in a row (if that player busted, the
    button moves on to the small blind as usual)."""
    inc = ctx.incident
    if inc.asks_small_blind and inc.button is not None:  # the button posts the small blind and acts first
        return ctx.ruling(Decision.BUTTON, ["34-B"], seat=inc.button)
    if inc.asks_first_card:  # the button is dealt the last card: the big blind gets the first
        return _first_card_heads_up(ctx)
    if inc.big_blind is not None and inc.big_blind == inc.eliminated and inc.small_blind is not None:
        return ctx.ruling(Decision.BUTTON, ["34-B"], seat=inc.small_blind)  # the button moves on as usual
    if inc.big_blind is None:  # the rule decides where, the report not whose seat that was: ask it
        ctx.questions.append(Note(QuestionCode.LAST_BLINDS))
        return ctx.ruling(Decision.BUTTON, ["34-B"], seat=None)
    return ctx.ruling(Decision.BUTTON, ["34-B"], seat=inc.big_blind)


def _first_card_heads_up(ctx: _Ctx) -> Ruling:
    """34-B: heads-up the button (the small blind) is dealt the last card, so the first goes to the other
    player, the big blind; without the big blind's seat, ask it."""
    inc = ctx.incident
    others = [p for p in inc.players if p != inc.button] if inc.button is not None else []
    seat = inc.big_blind or (others[0] if len(others) == 1 else None)
    if seat is None:
        ctx.questions.append(Note(QuestionCode.LAST_BLINDS))
        return ctx.ruling(Decision.FIRST_SEAT_CARD, ["34-B"], seat=None)
    return ctx.ruling(Decision.FIRST_SEAT_CARD, ["34-B"], seat=seat)


def _tap(ctx: _Ctx) -> Ruling:
    """3: tapping the table is a check. A house that wants two taps (Garrido 6.e) does not say what fewer
    are: no check by its definition, and what the player meant is the TD's call."""
    house = ctx.house
    rules = [house.tap_rule, "3"]
    if (ctx.incident.taps or 1) >= house.check_taps:
        return ctx.ruling(Decision.BINDING, rules, action=Action.CHECK)
    return ctx.ruling(Decision.NOT_BINDING, rules, floor=FloorReason.TD_DISCRETION)


def _count_request(ctx: _Ctx) -> Ruling:
    """60: a reasonable estimate of a stack for anyone; a precise count only for a player facing an all-in
    bet on their turn (the dealer or floor counts it; the all-in player need not). A request, like one to see
    a hand (18), decides no hand: the rule that grants or refuses it is the answer."""
    inc, house = ctx.incident, ctx.house
    asker = inc.requester or inc.seat  # the ruling is on his request: whether he is owed a precise count
    if inc.pot_count:  # the pot, not a stack: counted in pot-limit only; in any game it may be spread
        return ctx.ruling(None, ["54-A", "RP-21"], seat=asker)
    if house.count_any_time:
        return ctx.ruling(None, [house.count_rule, "60"], seat=asker)
    facing = inc.all_in if inc.all_in is not None else bool(_all_in_seats(ctx))
    return ctx.ruling(None, ["60", "49"] if facing else ["60", "25"], seat=asker)


def _device(ctx: _Ctx) -> Ruling:
    """5: no phone calls at the table, and a device used with live cards may be penalised (71): the TD's call;
    a house may let the TD kill the hand."""
    inc, house = ctx.incident, ctx.house
    if inc.in_hand and house.device_kills:  # the house kills the hand where TDA would leave a penalty (71)
        return ctx.ruling(Decision.DEAD_HAND, [house.device_rule, "5", "71"], floor=FloorReason.TD_DISCRETION)
    if inc.resting and not inc.in_hand:  # a phone left lying on the table, no live cards: 5-B, taken off it
        return ctx.ruling(None, ["5"])
    return ctx.ruling(None, ["5", "71"], floor=FloorReason.TD_DISCRETION)


def _upcards_picked(ctx: _Ctx) -> Ruling:
    """66: in stud, picking up the upcards while facing action kills the hand."""
    inc = ctx.incident
    facing = inc.facing_bet
    if facing is None and ctx.situation.events:
        facing = ctx.faces_bet(inc.seat)
    if facing is None:
        ctx.questions.append(Note(QuestionCode.FACING_BET, (("seat", inc.seat or "?"),)))
        return ctx.ruling(None, ["66"], floor=FloorReason.MISSING_FACT)
    return ctx.ruling(Decision.DEAD_HAND if facing else None, ["66"])


def _on_penalty(ctx: _Ctx) -> Ruling:
    """71-C: a player on penalty is dealt in, his blinds and antes posted, and his hand killed after the
    initial deal; in a misdeal's re-deal too, the two deals counting as one hand of his penalty (35-C). Asked
    only how many hands they count, the answer is the rule: no hand is ruled."""
    inc = ctx.incident
    if inc.redeal and inc.asks_count:
        return ctx.ruling(None, ["35-C", "71-C"])
    return ctx.ruling(Decision.DEAD_HAND, ["35-C", "71-C"] if inc.redeal else ["71-C"])


def _all_in_away(ctx: _Ctx) -> Ruling:
    """31: players must be at the table while they have a live hand, an all-in player too; one who walks away
    after going all in keeps his hand live all the same, tabled with the others once no more betting is
    possible (16), and his leaving is a breach the TD may penalise (71). The all-in player is the one seat the
    report has declaring it; with none or several, the hand asked about is not known and no hand is ruled."""
    seats = {e.seat for e in ctx.situation.events if e.declaration and e.declaration.kind is Verbal.ALL_IN}
    if len(seats) != 1:
        return ctx.ruling(None, ["31", "71"], floor=FloorReason.TD_DISCRETION)
    return ctx.ruling(
        Decision.LIVE_HAND, ["31", "16", "71"], seat=seats.pop(), floor=FloorReason.TD_DISCRETION
    )


def _rebuy_declared(ctx: _Ctx) -> Ruling:
    """27: a player who declares his intent to rebuy before a hand is bound to make the rebuy, whatever the
    hand's outcome."""
    return ctx.ruling(Decision.BINDING, ["27"])


def _wrong_seat(ctx: _Ctx) -> Ruling:
    """7: a player who started in a wrong seat with a correct stack moves to the correct seat with his
    current stack."""
    return ctx.ruling(Decision.MOVE_PLAYER, ["7"])


def _absent_on_break(ctx: _Ctx) -> Ruling:
    """RP-16: a player absent when his table breaks has his chips moved to the new table "by a staff
    member", to the seat drawn for him as for every player of the broken table (10): the rule decides, the
    staff applies it."""
    return ctx.ruling(Decision.MOVE_PLAYER, ["RP-16", "10"], floor=FloorReason.STAFF_APPLIES)


def _no_show(ctx: _Ctx) -> Ruling:
    """30 and 71-A: an absent player's hand is killed each deal and his blinds and antes go in, so his stack
    is blinded off; a house may pull a registered player's stack once the level it sets has ended, and fill
    the seat freed from its waiting list (the rule cited is the answer: nothing to decide)."""
    house, level_set = ctx.house, ctx.incident.level_set
    if house.no_show_level_td and level_set is False:  # not yet the level the TD set: still dealt in, blinded
        return ctx.ruling(None, [house.absent_blinds_rule, house.no_show_rule, "71-A", "30"])
    if house.no_show_level_td and level_set is None:  # which level pulls it is the TD's, per event: asked
        ctx.questions.append(Note(QuestionCode.NO_SHOW_LEVEL))
    staff = FloorReason.STAFF_APPLIES if house.no_show_by_staff else None
    # the house rule that pulls the stack (and fills the seat freed from a waiting list), then its rule on
    # blinding the absent stack until then (as 71-A, 30)
    waitlist = [house.waitlist_rule] if ctx.incident.waiting_list and house.no_show_by_staff else []
    rules = [house.no_show_rule, *waitlist, house.absent_blinds_rule, "71-A", "30"]
    return ctx.ruling(None, rules, floor=staff)


def _seat_draw(ctx: _Ctx) -> Ruling:
    """10-B (addendum): the first seat card goes to the highest playing card by suit."""
    return ctx.ruling(Decision.FIRST_SEAT_CARD, ["10-B"], seat=highest_card(ctx.incident.cards_by_seat))


def _button_draw(ctx: _Ctx) -> Ruling:
    """The draw for a new table's button: the highest card wins; a tie on rank is the house's (the suit
    breaks it, or the tied players get a second card); TDA has no rule, so the TD decides, by a random method
    of his design (RP-14), cited beside the house rule that sets one."""
    house, draws = ctx.house, ctx.incident.draws
    rules = [house.button_draw_rule, "RP-14"]
    if house.button_draw is ButtonDraw.TD:
        return ctx.ruling(None, rules, seat=None, floor=FloorReason.TD_DISCRETION)
    firsts = [(seat, cards[0]) for seat, cards in draws]
    top = max((RANKS.index(card[0]) for _, card in firsts), default=None)
    tied = [seat for seat, card in firsts if top is not None and RANKS.index(card[0]) == top]
    if len(tied) == 1:
        return ctx.ruling(Decision.BUTTON, rules, seat=tied[0])
    if house.button_draw is ButtonDraw.BY_SUIT:
        seat = highest_card([(s, c) for s, c in firsts if s in tied])
        unsuited = any(len(c) < 2 for s, c in firsts if s in tied)
        return ctx.ruling(
            Decision.BUTTON if seat and not unsuited else None, rules, seat=None if unsuited else seat
        )
    seconds = [(seat, cards[1]) for seat, cards in draws if seat in tied and len(cards) > 1]
    best = max((RANKS.index(card[0]) for _, card in seconds), default=None)
    winners = [seat for seat, card in seconds if RANKS.index(card[0]) == best]
    if len(seconds) == len(tied) and len(winners) == 1:
        return ctx.ruling(Decision.BUTTON, rules, seat=winners[0])
    return ctx.ruling(None, rules, seat=None)  # still tied, or the second cards not told: deal them


def _short_table(ctx: _Ctx) -> Ruling:
    """11-D: play halts on a table 3 or more players short of the fullest one (the TD's to apply or waive); a
    house balancing by the number of tables moves a player at its own gaps (who moves: 11-A)."""
    inc, house = ctx.incident, ctx.house
    told = inc.seat  # the next big blind said outright: he moves
    mover = told or _seat_after(inc.big_blind)
    gap = _balance_gap(inc, house)
    if inc.who_moves and mover is not None and inc.next_big_blind is not False:
        # a house balancing at its own gaps: the tables told decide first whether anyone moves (Garrido 12.a)
        sized = house.balance_moves and gap is not None
        if sized and not gap:
            return ctx.ruling(Decision.PLAY_CONTINUES, [house.balance_rule, "11-D"])
        rules = [*([house.balance_rule] if sized else []), house.balance_who_rule, "11-A"]
        return _moves(ctx, mover, rules)
    if gap is None:
        return ctx.ruling(None, [house.balance_rule, "11-D"], floor=FloorReason.MISSING_FACT)
    if not gap:
        return ctx.ruling(Decision.PLAY_CONTINUES, [house.balance_rule, "11-D"])
    if house.balance_moves:  # the player to be big blind next moves to the worst seat (11-A): "¿muevo o
        # no?" asks who as well, and the big blind told names him, as when who moves is asked
        rules = [house.balance_rule, house.balance_who_rule, "11-A", "11-D"]
        return _moves(ctx, mover if inc.next_big_blind is not False else told, rules)
    # 11-D: play halts once the blinds are impacted; the TD applies it (or waives it) and balances the tables.
    return ctx.ruling(Decision.HALT_PLAY, [house.balance_rule, "11-D"], floor=FloorReason.STAFF_APPLIES)


def _moves(ctx: _Ctx, mover: str | None, rules: list[str]) -> Ruling:
    """11-A: the player due the big blind next moves; when only the seat after the big blind is known and the
    table may have an empty seat, whether he is the next to post it is asked; who moves asked of a report
    that names neither, which seat he is."""
    inc = ctx.incident
    full = max(inc.table_sizes, default=0) >= ctx.house.full_table  # no empty seat after the big blind
    if mover is None and inc.who_moves:  # who moves is asked, and nobody is said to post the big blind next
        ctx.questions.append(Note(QuestionCode.WHO_NEXT_BIG_BLIND, ()))
    if mover is not None and inc.next_big_blind is None and inc.seat is None and not full:
        # the next seat may be empty: the next player to post the big blind moves
        ctx.questions.append(Note(QuestionCode.NEXT_BIG_BLIND, (("seat", mover),)))
    return ctx.ruling(Decision.MOVE_PLAYER, rules, seat=mover)


def _balance_gap(inc: Incident, house: HouseRules) -> bool | None:
    """Whether the tables told are far enough apart to balance (11-D's three players, or the house's gap by
    the number of tables left); None when fewer than two tables' players are told."""
    if len(inc.table_sizes) < 2:
        return None
    few = inc.tables is not None and inc.tables <= house.few_tables
    threshold = house.balance_gap_few_tables if few else house.balance_gap
    return max(inc.table_sizes) - min(inc.table_sizes) >= threshold


_RULERS: dict[IncidentKind, Callable[[_Ctx], Ruling]] = {
    IncidentKind.MISDEAL: _misdeal,
    IncidentKind.FOULED_DECK: _fouled_deck,
    IncidentKind.EXPOSED_CARD: _exposed_card,
    IncidentKind.BUTTON_SHORT: _button_short_cards,
    IncidentKind.FOUR_CARD_FLOP: _four_card_flop,
    IncidentKind.NO_BURN: _no_burn,
    IncidentKind.PREMATURE_CARD: _premature_card,
    IncidentKind.DISORDERED_STUB: _disordered_stub,
    IncidentKind.SHOWDOWN_ORDER: _showdown_order,
    IncidentKind.ODD_CHIP: _odd_chip,
    IncidentKind.FACE_UP: _face_up,
    IncidentKind.SHOW_REQUEST: _show_request,
    IncidentKind.MUCKED: _mucked,
    IncidentKind.ONE_CARD_SHOWN: _one_card_shown,
    IncidentKind.DISCARD_BEFORE_END: _discard_before_end,
    IncidentKind.KILLED_HAND: _killed_hand,
    IncidentKind.DISPUTE: _dispute,
    IncidentKind.NEW_LEVEL: _new_level,
    IncidentKind.CLOCK: _clock,
    IncidentKind.AT_SEAT: _at_seat,
    IncidentKind.DEAD_BUTTON: _dead_button,
    IncidentKind.BUTTON_MOVED: _button_moved,
    IncidentKind.HEADS_UP_BUTTON: _heads_up_button,
    IncidentKind.TAP: _tap,
    IncidentKind.SEAT_DRAW: _seat_draw,
    IncidentKind.BUTTON_DRAW: _button_draw,
    IncidentKind.SHORT_TABLE: _short_table,
    IncidentKind.COUNT_REQUEST: _count_request,
    IncidentKind.DEVICE: _device,
    IncidentKind.UPCARDS_PICKED: _upcards_picked,
    IncidentKind.ON_PENALTY: _on_penalty,
    IncidentKind.REBUY_DECLARED: _rebuy_declared,
    IncidentKind.NEW_PLAYER_SEATED: _new_player_seated,
    IncidentKind.WRONG_SEAT: _wrong_seat,
    IncidentKind.NO_SHOW: _no_show,
    IncidentKind.ABSENT_ON_BREAK: _absent_on_break,
    IncidentKind.ALL_IN_AWAY: _all_in_away,
}


def _rule_with(
    situation: Situation, incident: Incident, house: HouseRules, policy: Policy, edition: str
) -> Ruling:
    ruling = _RULERS[incident.kind](_Ctx(situation, incident, house, policy))
    cited = with_house_cites(cite(edition, list(ruling.rules)), house.cites, edition, house.set_aside)
    return replace(ruling, rules=cited)


def rule_incident(situation: Situation, edition: str, policy: Policy) -> Ruling:
    """Rule on `situation.incident` under the venue's house rules, noting what TDA would have ruled."""
    incident = situation.incident
    assert incident is not None
    ruling = _rule_with(situation, incident, policy.house, policy, edition)
    if policy.house == TDA_HOUSE:
        return ruling
    tda = _rule_with(situation, incident, TDA_HOUSE, policy, edition)
    return compare_with_tda(ruling, tda)


def _wagers(event: Event) -> bool:
    return event.declaration is not None and event.declaration.kind in _WAGERS
