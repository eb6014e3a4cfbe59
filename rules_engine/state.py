"""The betting state of one street, replayed action by action.

`StreetState` knows, at any moment of the street: the current bet, the last full bet or raise increment
(the minimum raise, 43-A / 47-A), each seat's committed chips and stack behind, the bet level at which each
seat last acted (the re-opening gate of 47 compares against it), who is all-in or folded, the pot with the
pending bets, and whose turn it is. It applies already-interpreted actions; deciding what an action *is*
belongs to `interpret`.
"""

from __future__ import annotations

from .policy import TDA, Policy
from .record import mutable_record
from .ruling import CHIP_ACTIONS, OPTION_ORDER, Action
from .situation import Opening, Situation, Street, Structure


@mutable_record
class SeatState:
    """One seat during the street.

    stack: chips behind (None = unknown, deep). committed: live chips wagered on this street.
    front: value of the physical chips in front (may exceed `committed` when a big chip was posted for a
    smaller blind and no change was given, rule 46 situation 4, or when chips pushed short of a call wait for
    the TD). acted_level: the current bet when the seat last acted voluntarily on this street (None = not
    yet; a posted blind is not an action). call_only / no_fold: the rule that leaves the seat unable to raise
    (55 "check" facing a bet) or to fold (46-B prior chips pulled back facing a raise) until it acts.
    """

    name: str
    stack: int | None
    committed: int
    front: int
    acted_level: int | None = None
    folded: bool = False
    all_in: bool = False
    call_only: str | None = None  # the rule that leaves the seat only fold or call (55 "check" facing a bet)
    no_fold: str | None = None  # the rule that leaves the seat only call or raise (46-B)

    @property
    def live(self) -> bool:
        """Still able to act: in the hand and not all-in."""
        return not self.folded and not self.all_in

    def cap(self, total: int) -> int:
        """`total` limited to what the seat has (all-in)."""
        return total if self.stack is None else min(total, self.committed + self.stack)


class StreetState:
    """Mutable replay state of one street: `StreetState(situation)`, then `apply()` actions in order."""

    __slots__ = (
        "structure",
        "big_blind",
        "bet_unit",
        "policy",
        "seats",
        "index",
        "current_bet",
        "last_full",
        "opening_bet",
        "bets",
        "pot_before",
        "pot_unknown",
        "blind_shortfall",
        "turn",
        "heads_up_event",
        "levels",
        "preflop",
        "players_in_hand",
        "players_told",
        "opening",
        "min_increment",
        "reopen_threshold",
        "level_unknown",
        "unknown_from",
        "answered",
        "short_all_in",
        "undercaller",
    )

    def __init__(self, situation: Situation, policy: Policy = TDA) -> None:
        self.structure = situation.game.structure
        self.big_blind = situation.big_blind
        self.policy = policy
        late = situation.street in (Street.TURN, Street.RIVER)
        self.bet_unit = (
            2 * situation.big_blind if (late and self.structure is Structure.LIMIT) else situation.big_blind
        )
        seats: list[SeatState] = []
        index: dict[str, int] = {}
        posted = blind_posts = dead = 0
        for i, s in enumerate(situation.seats):
            chips = sum(s.posted_chips) if s.posted_chips else 0
            front = chips if chips > s.posted else s.posted
            seats.append(SeatState(s.name, s.stack, s.posted, front, None, False, s.stack == 0))
            index[s.name] = i
            posted = s.posted if s.posted > posted else posted
            if s.posted <= situation.big_blind:
                blind_posts += s.posted  # a straddle (more than the big blind) is no blind
            dead += s.dead
        self.seats, self.index = seats, index
        self.players_in_hand = len(seats)
        self.players_told = situation.players_in_hand  # told by the report, or None
        self.opening = situation.opening  # is the first bet told the street's opening bet? (51-B)
        preflop = self.preflop = situation.street is Street.PREFLOP
        self.current_bet = max(posted, situation.big_blind) if preflop else posted
        # Pre-flop the big blind (or a straddle) is the opening bet and the first full bet (51-B, 43-A).
        self._set_last_full(self.current_bet if preflop else situation.big_blind)
        self.opening_bet: int | None = self.current_bet if preflop else (posted or None)
        self.bets = 1 if preflop else 0
        self.levels = [self.current_bet] if self.current_bet else []  # bet levels reached, in order
        antes = situation.ante * len(situation.seats) + situation.big_blind_ante
        self.pot_before = situation.pot if situation.pot is not None else (antes + dead if preflop else 0)
        # After the flop an untold pot is not known: no pot-limit size can be judged against it.
        self.pot_unknown = situation.pot is None and not preflop
        # 54-B: pre-flop pot-limit sizes assume full blinds were posted (a dead or short blind does not
        # count); a small blind not given is taken as half the big blind; a straddle pays no missing blind.
        small = situation.small_blind if situation.small_blind is not None else situation.big_blind // 2
        paid = blind_posts + (self.pot_before - antes if situation.pot else dead)
        self.blind_shortfall = max(0, small + situation.big_blind - paid) if preflop else 0
        self.heads_up_event = situation.players_in_event == 2
        self.level_unknown = False  # an all-in of unknown size: the bet to call is not known
        self.unknown_from: str | None = None  # the seat that went all-in for an unknown amount
        self.answered: set[str] = set()  # seats that acted since that all-in (they are not facing it)
        self.short_all_in = False  # a wager on this street raised by less than a full raise (47-A)
        self.undercaller: str | None = None  # the first seat to undercall on this street (51-C)
        self.turn: int | None = None
        self.turn = self._next_to_act(len(self.seats) - 1)

    # --- queries -----------------------------------------------------------------------------------------
    def seat(self, name: str) -> SeatState:
        return self.seats[self.index[name]]

    @property
    def pot(self) -> int:
        """All chips in the middle and in front of players (pending bets included)."""
        return self.pot_before + sum(s.committed for s in self.seats)

    def in_hand(self) -> int:
        return self.players_in_hand

    def heads_up(self) -> bool:
        """Two players left in the hand: those the report names, plus those it counts but does not name."""
        unnamed = max(0, (self.players_told or 0) - len(self.seats))
        return self.players_in_hand + unnamed == 2

    def heads_up_told(self) -> bool:
        """Two players in the hand as the report says it, not only as it names them."""
        return self.players_told is not None and self.heads_up()

    def to_call(self, seat: SeatState) -> int:
        owed = self.current_bet - seat.committed
        return owed if owed > 0 else 0

    def facing_unknown(self, seat: SeatState) -> bool:
        """Is the seat facing an all-in of unknown size it has not acted on (it owes an unknown amount)?"""
        return self.level_unknown and seat.live and seat.name not in self.answered

    def _set_last_full(self, increment: int) -> None:
        """Record the last full bet or raise; derive the minimum raise increment (43-A, 47-A: never below
        the big blind; limit: the fixed bet) and the re-opening threshold (47-A full raise, 47-B half bet)."""
        self.last_full = increment
        if self.structure is Structure.LIMIT:
            self.min_increment = self.bet_unit
            self.reopen_threshold = self.policy.limit_reopen.of_rounded_up(self.bet_unit)
        else:
            self.min_increment = self.reopen_threshold = max(increment, self.big_blind)

    def reopened_for(self, seat: SeatState) -> bool:
        """47: has the betting been re-opened for this seat since it last acted?"""
        return seat.acted_level is None or self.current_bet - seat.acted_level >= self.reopen_threshold

    def capped(self) -> bool:
        """48: limit raise cap reached (lifted when only two players remain in the event)."""
        return (
            self.structure is Structure.LIMIT
            and not self.heads_up_event
            and self.bets >= self.policy.limit_bets_per_round
        )

    def others_live(self, seat: SeatState) -> bool:
        """Is any other seat still able to act (so a raise could be called)? Players the report counts but
        does not name are live."""
        if (self.players_told or 0) > len(self.seats):
            return True
        for s in self.seats:
            if s is not seat and not s.folded and not s.all_in:
                return True
        return False

    def can_raise(self, seat: SeatState) -> bool:
        """Live, has chips beyond the call, re-opened for it (47), under the limit cap (48), and someone
        is left to call a raise."""
        if seat.folded or seat.all_in or seat.call_only is not None:
            return False
        if seat.stack is not None and seat.committed + seat.stack <= self.current_bet:
            return False
        return self.reopened_for(seat) and not self.capped() and self.others_live(seat)

    def no_one_to_raise(self, seat: SeatState) -> bool:
        """The seat may raise by the rules (47 re-opened, 48 not capped) and has the chips, but every other
        player is all-in or folded: no raise could be called."""
        if seat.folded or seat.all_in or seat.call_only is not None or self.others_live(seat):
            return False
        if seat.stack is not None and seat.committed + seat.stack <= self.current_bet:
            return False
        return self.reopened_for(seat) and not self.capped()

    def min_raise_to(self, seat: SeatState) -> int:
        """Smallest legal bet or raise-to for the seat (all-in for less when it cannot cover it)."""
        return seat.cap(self.current_bet + self.min_increment)

    def max_raise_to(self, seat: SeatState) -> int | None:
        """Largest legal bet or raise-to: the pot in pot-limit (54), fixed in limit, the stack in no-limit."""
        if self.structure is Structure.POT_LIMIT:
            pot = self.pot + self.blind_shortfall
            return seat.cap(self.current_bet + pot + self.to_call(seat))
        if self.structure is Structure.LIMIT:
            return self.min_raise_to(seat)
        return None if seat.stack is None else seat.committed + seat.stack

    def options(self, seat: SeatState) -> tuple[Action, ...]:
        if not seat.live:
            return ()
        unknown = self.facing_unknown(seat)
        found = {Action.FOLD, Action.CALL} if self.to_call(seat) or unknown else {Action.CHECK}
        if self.can_raise(seat) and (not unknown or seat.acted_level is None):
            found.add(Action.RAISE if self.current_bet or unknown else Action.BET)
        if seat.no_fold is not None:
            found.discard(Action.FOLD)
        return tuple(a for a in OPTION_ORDER if a in found)

    def level_called_by(self, total: int) -> int | None:
        """The highest bet level of the street at or below `total` (what an undercaller seemed to call)."""
        return max((lv for lv in self.levels if lv <= total), default=None)

    def facing_opening_bet(self) -> bool:
        """51-B: the bet faced is still the opening bet (pre-flop: the big blind) with no raise since."""
        told = self.opening is not Opening.RAISED
        return told and self.opening_bet is not None and self.current_bet == self.opening_bet

    # --- changes -----------------------------------------------------------------------------------------
    def apply(self, name: str, action: Action, total: int | None = None, advance: bool = True) -> None:
        """Apply an interpreted action. `total` is the seat's street total for wagers; `advance=False`
        leaves the turn where it is (an out-of-turn action made binding while action backs up, 53)."""
        idx = self.index[name]
        seat = self.seats[idx]
        seat.no_fold = None  # the seat has acted (46-B binds until it calls or raises)
        unknown_before = self.level_unknown
        if action is Action.FOLD:
            if total is not None and total > seat.committed:
                self._wager(seat, total)  # chips forfeited before folding (51-B)
            self.players_in_hand -= not seat.folded
            seat.folded = True
        elif action in CHIP_ACTIONS:
            if action is Action.ALL_IN and total is not None and seat.stack is None:
                seat.stack = max(0, total - seat.committed)  # last chips pushed with the stack unreported
            if action is not Action.CALL:
                self.level_unknown = action is Action.ALL_IN and total is None and seat.stack is None
            self._wager(seat, self.current_bet if action is Action.CALL or total is None else total)
            if self.level_unknown and action is Action.ALL_IN and total is None:
                seat.all_in = True  # all-in, for an amount the report does not give
        if self.level_unknown:
            if not unknown_before or (action is Action.ALL_IN and total is None):
                self.unknown_from, self.answered = name, {name}
            else:
                self.answered.add(name)
        seat.acted_level = self.current_bet
        if advance:
            self.turn = self._next_to_act(idx)
        elif self.turn is not None and not self.seats[self.turn].live:
            self.turn = self._next_to_act(self.turn)

    def _wager(self, seat: SeatState, total: int) -> None:
        stack = seat.stack
        if stack is not None:
            total = min(total, seat.committed + stack)
        if total < seat.committed:
            total = seat.committed  # chips in front never go back by a wager
        if stack is not None:
            seat.stack = stack - (total - seat.committed)
            seat.all_in = seat.stack == 0
        seat.committed = seat.front = total
        if total <= self.current_bet:
            return
        increment = total - self.current_bet
        if increment >= self.min_increment:
            self._set_last_full(increment)
            self.bets += 1
        elif self.structure is Structure.LIMIT and increment >= self.reopen_threshold:
            self.bets += 1
        if increment < self.min_increment:
            self.short_all_in = True
        if self.opening_bet is None:
            self.opening_bet = total
        self.current_bet = total
        self.levels.append(total)

    def _next_to_act(self, after: int) -> int | None:
        """The next seat after `after` that still owes chips, has not acted, or faces a new bet level."""
        seats, current = self.seats, self.current_bet
        if self.players_in_hand < 2:
            return None
        n = len(seats)
        for step in range(1, n + 1):
            i = (after + step) % n
            s = seats[i]
            if s.folded or s.all_in:
                continue
            if s.committed < current or self.facing_unknown(s):
                return i
            if s.acted_level is None:
                # Not yet acted (a blind's option) unless nobody else is left who could act.
                if self.others_live(s):
                    return i
            elif s.acted_level < current:
                return i
        return None
