"""The procedural incident a report describes (part of the `Situation` contract with the parser).

Betting reports say who bet what; incident reports say what went wrong with the cards, the button, the
showdown or the clock. An `Incident` names the kind and the few facts that decide the ruling; every fact is
optional (None = not reported: the engine then assumes the TDA default or asks). The situation's events,
when the report gives them, are the reported action: substantial action (36) and the last aggressor (17)
are counted from them.
"""

from __future__ import annotations

from enum import StrEnum

from .record import record
from .ruling import Action


class IncidentKind(StrEnum):
    MISDEAL = "misdeal"  # a misdeal cause of 35-A (see `MisdealCause`)
    FOULED_DECK = "fouled_deck"  # 35-E: two identical cards
    EXPOSED_CARD = "exposed_card"  # a card exposed (by the dealer or by its player)
    BUTTON_SHORT = "button_short"  # 37: button dealt too few cards
    FOUR_CARD_FLOP = "four_card_flop"  # 39-A
    NO_BURN = "no_burn"  # 39-B: flop dealt without a burn
    PREMATURE_CARD = "premature_card"  # RP-5: board card dealt before the action ended (street = that card)
    DISORDERED_STUB = "disordered_stub"  # RP-4
    SHOWDOWN_ORDER = "showdown_order"  # 17: who shows first
    ODD_CHIP = "odd_chip"  # 20
    FACE_UP = "face_up"  # 16: turn the hands up now?
    SHOW_REQUEST = "show_request"  # 18: a player asks to see a hand
    MUCKED = "mucked"  # 13-14: cards discarded face down at showdown
    ONE_CARD_SHOWN = "one_card_shown"  # 15-A: only one card tabled
    DISCARD_BEFORE_END = "discard_before_end"  # 15-B: bet, then discarded thinking they had won
    KILLED_HAND = "killed_hand"  # 65 / 13-C: the dealer killed a hand
    DISPUTE = "dispute"  # 22: a disputed reading or award
    NEW_LEVEL = "new_level"  # 23: hand dealt at the wrong level
    CLOCK = "clock"  # 29: time ran out on the clock
    AT_SEAT = "at_seat"  # 30: a player away from the seat on the deal
    DEAD_BUTTON = "dead_button"  # 32: where the button goes after a blind busts
    BUTTON_MOVED = "button_moved"  # 34-A: wrong button position
    HEADS_UP_BUTTON = "heads_up_button"  # 34-B: button at the start of heads-up
    TAP = "tap"  # 3: tapping the table
    SEAT_DRAW = "seat_draw"  # 10-B: players from a broken table draw seat cards
    BUTTON_DRAW = "button_draw"  # a new table draws a card each for the button (house rules; TDA: the TD)
    SHORT_TABLE = "short_table"  # 11-D: halting / balancing short tables
    COUNT_REQUEST = "count_request"  # 60: a player asks for a count of an opponent's stack
    DEVICE = "device"  # 5: a phone or other device used at the table
    UPCARDS_PICKED = "upcards_picked"  # 66: in stud, a player picks up his upcards
    ON_PENALTY = "on_penalty"  # 71-C: a player serving a penalty is dealt in and his hand killed
    WRONG_SEAT = "wrong_seat"  # 7: a player started in a seat other than the one assigned
    NO_SHOW = "no_show"  # 71-A: a registered player who never came is blinded off (or his stack pulled)
    ABSENT_ON_BREAK = "absent_on_break"  # RP-16: a player absent when his table breaks: staff move his chips
    REBUY_DECLARED = "rebuy_declared"  # 27: a rebuy declared before a hand must be made
    NEW_PLAYER_SEATED = "new_player_seated"  # 10-A: is a new player (or one moved in) dealt in at his seat?
    ALL_IN_AWAY = "all_in_away"  # 31 with 16: an all-in player walked away from the table; is his hand live?


class MisdealCause(StrEnum):
    """35-A's causes (and the button misplaced, 34-A)."""

    BOXED_CARDS = "boxed_cards"  # 35-A-1: two or more boxed cards on the deal
    FIRST_CARD_WRONG_SEAT = "first_card_wrong_seat"  # 35-A-2
    DEALT_NOT_ENTITLED = "dealt_not_entitled"  # 35-A-3: cards to an empty seat / a player not entitled
    SEAT_DEALT_OUT = "seat_dealt_out"  # 35-A-4: a seat entitled to a hand got no cards
    WRONG_CARD_COUNT = "wrong_card_count"  # 35-A-5 (`Incident.cards` = how many the seat has)
    NON_STANDARD_CARD = "non_standard_card"  # 35-A-6: joker, wrong card for the game
    EXPOSED_DOWNCARDS = "exposed_downcards"  # 35-A-7: first two cards / two downcards exposed by the dealer


class Moment(StrEnum):
    """When a player got back to the seat, relative to the initial deal (30)."""

    BEFORE_DEAL = "before_deal"
    DURING_DEAL = "during_deal"  # after the first card, before the last
    # reached the seat as the last card went out ("justo cuando terminaba de repartir"), or the dealer cannot
    # say whether he was seated before it ("no sé si ya estaba sentado"): which came first decides, and only
    # the dealer can say (30)
    AT_LAST_CARD = "at_last_card"
    AFTER_DEAL = "after_deal"


class SplitGame(StrEnum):
    """How a split pot's odd chip is awarded (20)."""

    BOARD = "board"  # flop games: first seat left of the button
    STUD = "stud"  # high card by suit
    HI_LO = "hi_lo"  # the high side


class Dispute(StrEnum):
    READING = "reading"  # the reading of a tabled hand
    ACCOUNTING = "accounting"  # counting or awarding the pot


@record
class Incident:
    """A procedural incident.

    kind: what happened.
    seat: the seat concerned (whose cards, who is on the clock, who asks to see, whose hand was killed).
    cause: for MISDEAL, which cause.
    cards: a number of cards (the cards a seat holds; boxed or exposed cards; flop cards).
    by_dealer: EXPOSED_CARD: True when the dealer exposed it, False when the player did; ONE_CARD_SHOWN: the
        dealer mucked the hand ("the dealer scooped both his cards").
    after_fold: EXPOSED_CARD: shown by or to a player out of the hand (67: one player to a hand).
    to_another: EXPOSED_CARD: shown to one player ("al de al lado", "to his mate"), not to the table (67).
    seen_by_other: EXPOSED_CARD: another player saw the card, however ("el del 2 le vio el as", "seat 8 saw
        his king"); a house may have it shown to the whole table (Garrido 7.f).
    fate_asked: EXPOSED_CARD: the report asks whether the hand is dead or live ("¿se le muere la mano?").
    at_push: NEW_LEVEL: the level changed at the dealer push (23: the incoming dealer deals one hand at the
        prior level).
    after_miscall: MUCKED: mucked at showdown after another player declared a hand he did not hold (12: cards
        speak; a deliberate miscall may be penalised).
    first_cards: EXPOSED_CARD: the card was one of the first two off the deck.
    called_own: ONE_CARD_SHOWN: the player named his hand as he let the other card go ("dice 'color'"):
        cards speak, his words win nothing (12).
    consecutive: MISDEAL: the seat was dealt its cards one after the other (35-B: no misdeal on the button).
    big_flop: FOUR_CARD_FLOP: the flop came with more than four cards (39 covers four: the TD decides).
    plays_board: MUCKED, ONE_CARD_SHOWN: the player said he plays the board (19: all hole cards must be
        tabled for it).
    hand_for_hand: FACE_UP: the tournament is playing hand for hand (RP-8-F: the cards stay face down, no card
        is dealt until the floor says so).
    other_mucked: ONE_CARD_SHOWN: the other card went to the muck (retrievable says whether it can be told).
    extra_is_burn: MISDEAL: the one card too many is the one that would have been the burn before the flop.
    level_set: NO_SHOW: the level just ended is the one the TD set for pulling absent stacks (True), an
        earlier one (False), or not said (None).
    waiting_list: NO_SHOW: players are waiting for a seat ("hay gente en lista de espera").
    late_look: MISDEAL: the player with the wrong number of cards did not look at them until his turn (a house
        may name him responsible for the illegal hand: Garrido 4.f).
    button_doubted: MISDEAL: the report leaves open whether the player with too few cards is the button
        ("didn't say whether seat 4 is the button"): 37 may save his hand.
    unread: MUCKED: the cards were flashed or let go of at showdown before anyone read them (13-B).
    other_back: FOULED_DECK: a card with another deck's back, not a duplicate (a condition 35-E leaves to the
        house); in_stub: it turned up in the stub (or the burn), not in a hand.
    short_deck: FOULED_DECK: the deck was found short a card, not holding a duplicate (a condition 35-E leaves
        to the house); hand_over: it was found once the hand was over (35-E: the right to dispute then ends
        as 22 says).
    two_burns: NO_BURN: two cards were burned instead of one (38: one card per street, never more).
    restore_order: NO_BURN: burning more to bring back the deck's order is asked (38: one card per street).
    asker_away: CLOCK: the player asking for the clock is away from his seat (29: he must be seated, 30).
    count_asked: CLOCK: the player on the clock asks for the bet to be counted before acting (RP-12: an all-in
        is counted on his request; what the clock does meanwhile is the TD's).
    approximate: CLOCK: the seconds told are approximate ("más o menos a los 33 segundos").
    redeal_button: MISDEAL: the question is whether the button moves for the re-deal (35-C: it does not).
    misdeal_called: MISDEAL: the dealer called a misdeal in error and a player threw his cards because of it.
    knowingly: FOULED_DECK: a player knew of the duplicate card and bet on it (False: told he did not);
        knew_sure: that he knew is stated as sure (he admits it, the dealer's answer), not only told.
    heads_up: EXPOSED_CARD: the hand is the event's final heads-up; MISDEAL: the table is heads-up (34-B: the
        button is dealt the last card, the first goes to the big blind).
    folding_exposure: EXPOSED_CARD: the card turned over as the player threw his hand away (68: a fold shows
        no card), not shown to anyone.
    stud: EXPOSED_CARD: a stud game (RP-10-A: a downcard exposed on the initial deal becomes the upcard).
    shown_with_action: EXPOSED_CARD: the player showed them on purpose while a player still had to act (68: a
        penalty may apply).
    button_belongs: BUTTON_MOVED: the seat the report says the button should be on.
    previous_hand: BUTTON_MOVED: the error was in a hand already played; moved_from, moved_to: the seats the
        button was moved from and to.
    acted: the seat concerned had already acted (37: the button checked or bet) / action had occurred on
        the street (39-B); None = count the reported events.
    substantial: substantial action had occurred (as reported); None = count it from the events (36).
    vague_action: the report says some players acted without saying how many or how ("a few players").
    folds: how many players the report says folded before the incident, when it gives no actions ("se
        tiraron dos", "two players folded"): folds put no chips in, so they count as actions only (36).
    counted_calls: players only counted as calling or limping ("UTG raised and two players called"), beside
        the actions the report names: chips put in by players it does not name.
    facing_bet: CLOCK: the player faced a bet.
    elapsed: CLOCK: seconds the player had when the time was called out (None = the time ran out).
    tie: CLOCK: the player acted as the time ran out (29: a tie goes to the player).
    thinking: CLOCK: seconds the player had been thinking when the clock was asked for.
    declared: CLOCK: what the player said as the time ran out ("dijo call a la vez"), when the report's
        action does not give it.
    turbo: CLOCK: a turbo event (house clocks may be shorter).
    shot_clock: CLOCK: the event plays a shot clock, a house's time per decision (29's time adjusted, RP-19).
    asks_time: CLOCK: the report asks how long the player has (the time has not run out yet).
    moment: AT_SEAT: when the player reached the seat.
    moment_doubted: AT_SEAT: the moment told is only believed or is disputed ("I think he sat down after the
        last card", "he says he was already there"): whether he was seated by the last card is asked (30).
    redeal: AT_SEAT: the question is whether a player away at the original deal plays a misdeal's re-deal;
        ON_PENALTY: whether a player on penalty is dealt into it.
    asks_count: ON_PENALTY: only how many hands of the penalty a misdeal and its re-deal count is asked.
    blinded: AT_SEAT: whether an absent player's blinds are still posted is asked (71-A: he may be blinded
        off).
    new_player: AT_SEAT: the player was not at the table for the original deal at all (moved from a broken
        table, a new arrival): 35-C seats no new players for the re-deal.
    seated_for_redeal: AT_SEAT: with `redeal`, whether the player away at the original deal is at his seat
        for the re-deal (30 holds there too): True when told back or not told otherwise, None when told on
        his way back ("walking back now": asked), False when told he will not be.
    between_sb_button: NEW_PLAYER_SEATED: the report says the seat is between the small blind and the button.
    dealt_in: NEW_PLAYER_SEATED: the dealer has already dealt the new player in ("I dealt him in").
    late_entry: NEW_PLAYER_SEATED: the player registered late, re-entered or is an alternate (8-A says 10-A's
        seating for them).
    retrievable: MUCKED / KILLED_HAND / DISCARD_BEFORE_END: the cards are 100% identifiable and retrievable.
    on_muck: MUCKED, KILLED_HAND: the cards lie on or against the discards and nobody said they are told apart
        for certain (65-A: whether they are 100% identifiable is the TD's judgement).
    tabled: KILLED_HAND: the hand had been properly tabled (and was the winner).
    at_showdown: KILLED_HAND: killed at showdown before it was tabled (13-B: a player protects his hand while
        it waits to be read).
    thrown_onto: KILLED_HAND: the hand was fouled by cards another player threw onto it, not by the dealer.
    identity_doubted: KILLED_HAND / MUCKED / DISCARD_BEFORE_END / ONE_CARD_SHOWN (the other mucked): the
        dealer is not 100% sure which cards in the muck, or of a fouled hand, are its own (65-A: the TD
        judges whether it can be identified).
    uncalled: an uncalled bet or raise of the seat (65-A, 15-B: it is returned).
    rough_amount: KILLED_HAND / DISCARD_BEFORE_END: the bet was told only roughly ("shoves for about 40k"): it
        goes back whatever it was, so no figure is stated and none asked.
    winners: ODD_CHIP: the seats splitting the pot; DEAD_BUTTON in a "win the button" event: the seats that
        won the hand.
    asks_small_blind: HEADS_UP_BUTTON: the question is who posts the small blind / acts first pre-flop (34-B:
        the button).
    asks_first_card: HEADS_UP_BUTTON: the question is who is dealt the first card (34-B: the button is dealt
        the last card, so the big blind gets the first).
    tanking: NEW_LEVEL: a player was in the tank as the level changed (his delay is 29's clock, not 23's).
    hand_begun: NEW_LEVEL: the hand had begun (the first riffle) when the level changed (23: it is played at
        the old level). False: not yet (no shuffle), nothing to ask; None: not said.
    stub_in_order: DISORDERED_STUB: the stub can be put back in its original order (None: not told).
    still_betting: FACE_UP: the report says players with chips are still betting.
    betting_over: FACE_UP: the report says no more action is possible ("ya no hay más acción").
    in_hand: DEVICE: the player had live cards when he used it (False: he had folded; None: not told).
    resting: DEVICE: the device lies on the table, not in use ("his phone sitting on the table").
    win_the_button: ODD_CHIP, DEAD_BUTTON, BUTTON_MOVED: the report says the event is a "win the button" one.
    asks_button: ODD_CHIP: where the button goes next is asked too (one answer in a "win the button" event).
    players: SHOWDOWN_ORDER, FACE_UP: the players the report names in the hand (none: the seats).
    all_in_called: FACE_UP: the report says an all-in was called heads-up, no seat needed ("all in and call,
        heads up"): no betting is left.
    all_in_seats: FACE_UP: the players the report says went all in, on any street (an earlier street's are no
        action the engine replays).
    button: the button's seat (ODD_CHIP, DEAD_BUTTON, HEADS_UP_BUTTON).
    split: ODD_CHIP: how the pot is split.
    side_pot: ODD_CHIP: the pot split has a side pot too, each split apart (21).
    either_way: ODD_CHIP: the house's "hand nearest the button" is counted both ways round (False: only to
        its left, the first seat left of the button); None = not said.
    cards_by_seat: (seat, card) pairs such as ("3", "Kh"): a stud winner's high card (20-B) or the cards
        drawn for seats (10-B).
    draws: BUTTON_DRAW: the cards each player drew, in order (a second card breaks a tie in some houses).
    requester: SHOW_REQUEST, COUNT_REQUEST: who asks; `seat` is the hand asked to be shown or counted.
    pot_count: COUNT_REQUEST: the pot is asked to be counted, not a stack (54-A: in pot-limit only).
    told_apart: DISCARD_BEFORE_END: the cards held apart are said to be his with certainty (nothing to ask).
    requester_kept: SHOW_REQUEST: the requester tabled or kept their cards.
    requester_unshown: SHOW_REQUEST: the requester still holds his cards and has not shown them (17-A: the
        last aggressor tables first).
    refused: ONE_CARD_SHOWN: the player refuses to table the other cards (15-A: the floor is called);
        MUCKED: a player left in refuses to table after the other's muck, or the one who mucked says he had
        to show first (17-B, 18-A: he need not).
    all_in: SHOW_REQUEST: a player was all-in (False: the report says nobody was); COUNT_REQUEST: the
        requester faces an all-in bet of the counted stack; SHOWDOWN_ORDER, FACE_UP: the words tell of an
        all-in; None = read the events.
    river_bet: SHOW_REQUEST: there was a bet on the river; None = read it from the events.
    dispute: DISPUTE: what is disputed; next_hand: the next hand had begun (22) / had substantial action
        (FOULED_DECK too: the deck found fouled once the next hand had begun).
    during_break: DISPUTE: the hand ended during a break (1 minute to dispute).
    taps: TAP: how many times the player tapped the table.
    small_blind, big_blind: DEAD_BUTTON / HEADS_UP_BUTTON: the blinds' seats on the hand before;
        NEW_PLAYER_SEATED: on this hand (`seat` is the new player's).
    eliminated: DEAD_BUTTON, HEADS_UP_BUTTON: the seat that busted; occupied: the seats with players for the
        next hand.
    table_sizes: SHORT_TABLE: players at each table; tables: how many tables remain.
    who_moves: SHORT_TABLE: the question is which player moves (11-A: the one to be big blind next, the seat
        after `big_blind`, or `seat` when the report names the next big blind); next_big_blind: that seat is
        confirmed (True) or denied (False) as the next.
    """

    kind: IncidentKind
    seat: str | None = None
    cause: MisdealCause | None = None
    cards: int | None = None
    by_dealer: bool | None = None
    after_fold: bool = False
    to_another: bool = False
    seen_by_other: bool = False
    fate_asked: bool = False
    after_miscall: bool = False
    at_push: bool = False
    first_cards: bool | None = None
    called_own: bool = False
    consecutive: bool = False
    big_flop: bool = False
    plays_board: bool = False
    unread: bool = False
    other_back: bool = False
    extra_is_burn: bool = False
    late_look: bool = False
    button_doubted: bool = False
    level_set: bool | None = None
    waiting_list: bool = False
    other_mucked: bool = False
    hand_for_hand: bool = False
    in_stub: bool = False
    short_deck: bool = False
    rough_amount: bool = False
    hand_over: bool = False
    two_burns: bool = False
    restore_order: bool = False
    asker_away: bool = False
    count_asked: bool = False
    approximate: bool = False
    redeal_button: bool = False
    misdeal_called: bool = False
    knowingly: bool | None = None
    knew_sure: bool = False
    heads_up: bool = False
    folding_exposure: bool = False
    stud: bool = False
    shown_with_action: bool = False
    previous_hand: bool = False
    moved_from: str | None = None
    button_belongs: str | None = None
    moved_to: str | None = None
    acted: bool | None = None
    substantial: bool | None = None
    vague_action: bool = False
    folds: int | None = None
    counted_calls: int | None = None
    facing_bet: bool | None = None
    elapsed: int | None = None
    tie: bool = False
    thinking: int | None = None
    declared: Action | None = None
    turbo: bool = False
    shot_clock: bool = False
    asks_time: bool = False
    moment: Moment | None = None
    moment_doubted: bool = False
    redeal: bool = False
    asks_count: bool = False
    blinded: bool = False
    new_player: bool = False
    seated_for_redeal: bool | None = True
    between_sb_button: bool = False
    dealt_in: bool = False
    late_entry: bool = False
    retrievable: bool | None = None
    on_muck: bool = False
    tabled: bool | None = None
    at_showdown: bool = False
    uncalled: int | None = None
    winners: tuple[str, ...] = ()
    win_the_button: bool = False
    asks_button: bool = False
    in_hand: bool | None = None
    resting: bool | None = None
    still_betting: bool = False
    betting_over: bool = False
    stub_in_order: bool | None = None
    hand_begun: bool | None = None
    tanking: bool = False
    asks_small_blind: bool = False
    asks_first_card: bool = False
    thrown_onto: bool = False
    identity_doubted: bool = False
    players: tuple[str, ...] = ()
    all_in_seats: tuple[str, ...] = ()
    all_in_called: bool = False
    button: str | None = None
    split: SplitGame | None = None
    either_way: bool | None = None
    side_pot: bool = False
    cards_by_seat: tuple[tuple[str, str], ...] = ()
    draws: tuple[tuple[str, tuple[str, ...]], ...] = ()
    requester: str | None = None
    requester_kept: bool | None = None
    requester_unshown: bool = False
    pot_count: bool = False
    told_apart: bool = False
    refused: bool | None = None
    all_in: bool | None = None
    river_bet: bool | None = None
    dispute: Dispute | None = None
    next_hand: bool | None = None
    during_break: bool = False
    taps: int | None = None
    small_blind: str | None = None
    big_blind: str | None = None
    eliminated: str | None = None
    occupied: tuple[str, ...] = ()
    table_sizes: tuple[int, ...] = ()
    tables: int | None = None
    who_moves: bool = False
    next_big_blind: bool | None = None
