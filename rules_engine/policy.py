"""Interpretation parameters a venue profile may override. The defaults are the TDA's."""

from __future__ import annotations

from enum import StrEnum

from .record import record


class AmountReading(StrEnum):
    """How a bare number ("five") is read when it can legally mean several amounts (rule 57)."""

    HIGHEST = "highest"  # TDA 57: highest reasonable amount <= the pot
    LOWEST = "lowest"  # e.g. San Roque: the lowest legal amount


class AtSeat(StrEnum):
    """When a player must be at the seat to have a live hand (30)."""

    LAST_CARD = "last_card"  # TDA 30: when the last card of the initial deal is dealt
    FIRST_CARD = "first_card"  # e.g. San Roque 38: when the first card is dealt


class OddChipTo(StrEnum):
    """Who gets the odd chip of a split pot in flop games (20-A)."""

    LEFT_OF_BUTTON = "left_of_button"  # TDA 20-A: first seat left of the button (the button last)
    NEAREST_BUTTON = "nearest_button"  # e.g. San Roque 31: the hand nearest the button (the button first)


class ButtonDraw(StrEnum):
    """How a new table's draw for the button is settled (TDA has no rule: the TD decides)."""

    TD = "td"  # TDA: no rule, the TD's call
    BY_SUIT = "by_suit"  # e.g. Garrido 8.c: the highest card, the suit breaking a tie (spades, hearts, ...)
    SECOND_CARD = "second_card"  # e.g. San Roque 24: a tie on the highest card gets a second card each


@record
class HouseRules:
    """Procedure knobs a venue's house rules override. The defaults are the TDA's; each knob has the rule
    id cited when it decides (a bare TDA number, or a house id "san-roque:34" cited first).

    clock_seconds, clock_countdown: time on the clock before the countdown, and the countdown (29: 25 + 5);
        turbo_*: the same for turbo events (None = as normal).
    clock_dead_always: the hand is dead when time runs out even if not facing a bet (TDA: checked).
    clock_min_wait, turbo_clock_min_wait: seconds a player must have had before the clock may be asked for
        (San Roque 34: two minutes, one in turbos; Garrido 8.k: two); None = TDA 29, the TD's judgement.
    clock_dead_rule: a house rule of its own on the hand when the clock runs out (Garrido 3.d), cited first
        where the clock's end decides, not where the clock was asked for too early or by a player away.
    at_seat: when a player must be at the seat (30).
    odd_chip: who gets a flop game's odd chip (20-A).
    sa_actions, sa_chip_actions: substantial action (36) is this many actions in turn, or `sa_chip_actions`
        in turn when one of them puts chips in.
    sa_rule, sa_definition_rule: the house rule that counts substantial action, and the clause that defines
        it where that is another (Garrido 4.l applies the action 2.p1 defines: "dos o más jugadores han hecho
        check, call, bet, raise o fold"), cited together.
    oot_fold_binding: an out-of-turn fold is binding even when the action changes before the player's turn
        (53-A); False where aggressive action before the player's turn frees the player (Garrido 6.f).
    check_taps: taps on the table that make a check (3: one; Garrido 6.e: two).
    absent_play_redeal: players dealt in but away from their seats get cards in a misdeal's re-deal (35-C).
    face_down_kills: at showdown, cards thrown face down are dead even if retrievable (TDA 14: they stay live
        while 100% identifiable and retrievable).
    show_right: a river caller may have the last aggressor's hand tabled (18-B); False where losing hands
        cannot be asked for (Garrido 7.e).
    balance_gap, balance_gap_few_tables, few_tables: a table this many players short of the fullest table
        halts (TDA 11-D, 3) or, in a house that balances by the number of tables, a player is moved when
        the gap reaches `balance_gap` (more than `few_tables` tables) or `balance_gap_few_tables`.
    balance_moves: balancing moves a player (house) instead of halting play on the short table (TDA);
        balance_who_rule: the rule on who moves (11-A: the player to be big blind next).
    full_table: players at a table with no empty seat (nine-handed events): the seat after the big blind is
        then taken, so the player to be big blind next is known without asking (11-A).
    win_the_button: "win the button" events: the odd chip goes to the first active player after the button.
    win_button_events: the house runs "win the button" events when a tournament announces them: the player who
        wins the hand takes the button (`win_button_rule`), and on a tie the first active player after the
        button (`win_the_button_rule`); TDA has no such format (32: a dead button), so the TD decides.
    two_motion_raise: a raise declared ("raise" said without an amount) may be made in two motions: first the
        exact amount to call, then more chips from the stack (San Roque 45-c; TDA 42/56: a string raise, the
        second motion does not count).
    skipped_limit: a player skipped while this many players acted after him out of turn may no longer act
        aggressively: only call or fold (Garrido 6.g: three); None = TDA 53-B, the floor decides.
    count_any_time: a player may have an opponent's stack counted at any time (Garrido 8.h; TDA 60: a
        precise count only facing an all-in bet).
    exposed_kills: cards a player exposes while looking at them may cost the hand, the TD's call (San
        Roque 43; TDA 68: a penalty perhaps, never a dead hand).
    killed_identifiable_live: a hand the dealer killed by mistake that can still be identified stays in play
        (TDA 65); False where an unprotected hand killed by the dealer is dead (Garrido 3.e).
    illegal_card_exposed: a joker or an illegal card dealt to a player is treated as an exposed card and
        replaced, the deal going on, and the player's hand is dead once there was action (Garrido 4.e, 4.j;
        TDA 35-A-6: a misdeal before substantial action).
    illegal_hand_rule: the house rule that kills a hand of too many or too few cards once there was action
        (Garrido 3.c, as TDA 35-D).
    late_look_rule: the house rule that makes a player who looks at his cards only at his turn answer for an
        illegal hand, dead once there was action (Garrido 4.f; TDA 35-D alone).
    late_look_kills_button: that rule reaches the button short a card too: dead once there was action if he
        looked only at his turn (Garrido 4.f; TDA 37: his missing card is dealt him while he has not acted).
    thrown_cards_kill: a hand that folded cards thrown by another player fell on and mixed with is dead, even
        if it can still be told apart (Garrido 3.f; TDA 65-B: an identifiable hand stays in play).
    premature_turn_replaced: a premature turn is set aside and the next card, after a burn, is the turn
        (Garrido 5.d; TDA RP-5-B: the card goes back into the stub, which is reshuffled).
    device_kills: a player using a phone with live cards risks the hand, the TD's call (San Roque 20, 21; TDA
        5: a penalty may apply, the hand stays live).
    big_flop_redeal: a flop of more than four cards is treated as a premature flop: the stub is reshuffled and
        a new flop dealt (Garrido 5.c, 5.a; TDA 39 covers four cards only, the TD decides).
    cause_rules: (misdeal cause, house rule) pairs: the house's own clause for a cause of 35-A, cited with it.
    button_consecutive_ok: the button may be dealt its cards one after the other (35-B); False where a card
        dealt out of order is a misdeal (Garrido 2.e).
    wrong_misdeal_stands: a misdeal the dealer called in error after action stands when it made a player throw
        his cards (Garrido 2.p4; TDA 35-D: no misdeal after substantial action, the TD decides).
    button_misplaced_misdeal: a button found misplaced before substantial action makes a misdeal (Garrido 2.f;
        TDA 34-A: the error is corrected, the button put where it belongs).
    button_two_intermediate: a button moved two seats, found on the next hand, goes to the seat in between
        (Garrido 2.p3-b; TDA 34-A: the error stands).
    fouled_knowing_forfeits: a player who knew of a fouled deck and bet on it loses his refund (Garrido 4.c;
        TDA 35-E: every bet is returned).
    extra_card_burns, extra_card_rule: one card too many to a player, the one that would have been the burn
        before the flop, with the rest dealt right, is the burn and no misdeal (Garrido 2.d; TDA 35-A-5).
    other_back_void, other_back_rule: a card with another back in a hand voids it, bets returned (Garrido
        4.b); TDA 35-E leaves fouled decks other than duplicate cards to the house.
    short_deck_stands, short_deck_rule: cards found missing from the deck leave the hands played, the current
        one included, as they were (Garrido 4.g); TDA 35-E leaves such a deck to the house, the TD decides.
    burn_error_stands, burn_error_rule: a burn missed (or doubled) on any street, found after action on it,
        leaves the board as dealt (Garrido 5.e); TDA 39-B covers the flop only, a turn or river is the TD's.
    show_hand_rule: the house rule that makes showing one's hand with action pending a penalty, which the
        heads-up exception sets aside (Garrido 16.e, as TDA 68).
    seen_shown_to_all, seen_shown_rule: cards one player saw (a folded player showing his hand to a
        neighbour) are shown to every player at the table, the dealer seeing to it (Garrido 7.f; TDA 67: one
        player to a hand, a penalty at the TD's discretion, the cards not shown to the rest).
    heads_up_show_legal: in the final heads-up, showing cards with action pending is legal (Garrido 14.e;
        TDA 68: a penalty may apply).
    no_show_by_staff, no_show_rule: a registered player who never came has his stack pulled at a point the
        house sets and its staff applies (San Roque 9: the end of the third or fourth level, as the TD says;
        Garrido 8.b: the end of late registration); TDA 71-A: he is blinded off.
    no_show_level_td: the level that pulls a no-show's stack is one the TD sets for each event (San Roque 9:
        "el tercer o cuarto nivel ... de la decisión del responsable del torneo"): asked where not told.
    absent_blinds_rule: the house rule by which an absent player's stack is dealt in and blinded until the
        house pulls it (San Roque 8; TDA 71-A).
    waitlist_rule: a no-show's seat, freed, filled from a waiting list told in the report (San Roque 10: "este
        puesto libre podrá ser cubierto por otro jugador presente en el casino"); TDA 8 seats waiting players
        at random, and frees no absent player's seat.
    button_draw, button_draw_rule: how the draw for the button at a new table is settled, and the rule.
    push_prior_level, level_rule: a new level sounding at the dealer push, before the first riffle: the
        incoming dealer deals one hand at the prior level (TDA 23); a house where a hand begins only with the
        first riffle deals it at the new level (San Roque 26).
    words_before_landing, landing_rule: words said while the chips are on their way, before they land,
        define the bet (Garrido 6.d: "será válida si es dicha antes de que la ficha golpee el tapete");
        TDA 40-A: the chips, pushed first, define it (44: but a raise said before a single chip lands).
    release_rule: the house rule that chips still held are not yet placed, cited with the landing rule
        (Garrido 6.p: "las fichas no están colocadas hasta que el jugador las suelta"); TDA 40-A otherwise.
    found_chips_to_winner, found_chips_rule: chips found behind a player after his all-in go where the house
        rule says, the staff applying it (Garrido 8.e: to the player who beat him if found before the next
        hand, out of the tournament once it began; TDA 62: the TD determines if they were part of the action).
    staff_topics: house rules the staff carries out as written, where TDA leaves the point to the TD or
        has no rule: a report about a table that lands on one calls the floor to apply it (San Roque 17: at
        closing time the last round is played and an ICM deal made; TDA 1: the TD's call).
    topics: (topic, house rules) pairs: a topic TDA has no rule on, told in a report's words (the casino's
        closing time: San Roque 17; a deal among the players: Garrido 17.b and 18; TDA 1, the TD decides),
        answered with the house rules first.
    cites: (TDA rule, house rule) pairs: where TDA rule X is cited, the house rule on the same point is
        cited first even if it rules alike.
    set_aside: (house rule, house rule) pairs: where the first decided, the second, cited on the same
        point as a TDA rule, does not reach the case and follows it (San Roque 11 and 33 set the dead
        button of 35 aside in a "win the button" event).
    """

    clock_seconds: int = 25
    clock_countdown: int = 5
    turbo_clock_seconds: int | None = None
    turbo_clock_countdown: int | None = None
    clock_dead_always: bool = False
    clock_min_wait: int | None = None
    turbo_clock_min_wait: int | None = None
    clock_rule: str = "29"
    clock_dead_rule: str | None = None
    at_seat: AtSeat = AtSeat.LAST_CARD
    at_seat_rule: str = "30"
    odd_chip: OddChipTo = OddChipTo.LEFT_OF_BUTTON
    odd_chip_rule: str = "20-A"
    win_the_button: bool = False
    win_the_button_rule: str = "20-A"
    win_button_events: bool = False
    win_button_rule: str = "32"
    sa_actions: int = 3
    sa_chip_actions: int = 2
    sa_rule: str = "36"
    sa_definition_rule: str = "36"
    oot_fold_binding: bool = True
    oot_rule: str = "53-A"
    check_taps: int = 1
    tap_rule: str = "3"
    absent_play_redeal: bool = True
    redeal_rule: str = "35-C"
    face_down_kills: bool = False
    muck_rule: str = "14"
    show_right: bool = True
    show_rule: str = "18-B"
    balance_gap: int = 3
    balance_gap_few_tables: int = 3
    few_tables: int = 0
    balance_moves: bool = False
    balance_rule: str = "11-D"
    balance_who_rule: str = "11-A"
    full_table: int = 9
    two_motion_raise: bool = False
    two_motion_rule: str = "42"
    skipped_limit: int | None = None
    skipped_rule: str = "53-B"
    count_any_time: bool = False
    count_rule: str = "60"
    exposed_kills: bool = False
    exposed_rule: str = "68"
    killed_identifiable_live: bool = True
    killed_rule: str = "65-B"
    thrown_cards_kill: bool = False
    illegal_card_exposed: bool = False
    illegal_card_rule: str = "35-A"
    illegal_card_replace_rule: str = "35-A"
    illegal_hand_rule: str = "35-D"
    late_look_rule: str = "35-D"
    late_look_kills_button: bool = False
    thrown_rule: str = "65-B"
    premature_turn_replaced: bool = False
    premature_rule: str = "RP-5-B"
    device_kills: bool = False
    device_rule: str = "5"
    no_show_by_staff: bool = False
    no_show_rule: str = "71-A"
    absent_blinds_rule: str = "71-A"
    waitlist_rule: str = "8"
    no_show_level_td: bool = False
    big_flop_redeal: bool = False
    big_flop_rule: str = "39"
    cause_rules: tuple[tuple[str, str], ...] = ()
    button_consecutive_ok: bool = True
    consecutive_rule: str = "35-B"
    wrong_misdeal_stands: bool = False
    wrong_misdeal_rule: str = "35-D"
    button_two_intermediate: bool = False
    button_misplaced_misdeal: bool = False
    button_misplaced_rule: str = "34-A"
    button_rule: str = "34-A"
    fouled_knowing_forfeits: bool = False
    fouled_rule: str = "35-E"
    extra_card_burns: bool = False
    extra_card_rule: str = "35-A"
    other_back_void: bool = False
    other_back_rule: str = "35-E"
    short_deck_stands: bool = False
    short_deck_rule: str = "35-E"
    burn_error_stands: bool = False
    burn_error_rule: str = "39-B"
    seen_shown_to_all: bool = False
    seen_shown_rule: str = "67"
    heads_up_show_legal: bool = False
    heads_up_show_rule: str = "68"
    show_hand_rule: str = "68"
    button_draw: ButtonDraw = ButtonDraw.TD
    button_draw_rule: str = "1"
    push_prior_level: bool = True
    level_rule: str = "23"
    words_before_landing: bool = False
    landing_rule: str = "40-A"
    release_rule: str = "40-A"
    found_chips_to_winner: bool = False
    found_chips_rule: str = "62"
    staff_topics: tuple[str, ...] = ()
    topics: tuple[tuple[str, tuple[str, ...]], ...] = ()
    cites: tuple[tuple[str, str], ...] = ()
    set_aside: tuple[tuple[str, str], ...] = ()

    def clock(self, turbo: bool) -> tuple[int, int]:
        """Seconds before the countdown, and the countdown."""
        if turbo and self.turbo_clock_seconds is not None:
            return self.turbo_clock_seconds, self.turbo_clock_countdown or 0
        return self.clock_seconds, self.clock_countdown


TDA_HOUSE = HouseRules()


@record
class Share:
    """A share of an amount as a ratio of whole numbers, in lowest terms (1/2, 1/10): exact, as the rules'
    "half" and "a tenth" are. Not `fractions.Fraction`, whose import (with `decimal`'s) cost every process
    some 9 M machine instructions for the three shares of a policy."""

    numerator: int
    denominator: int

    def of_rounded_up(self, amount: int) -> int:
        """This share of a whole amount, rounded up to a whole amount."""
        return -(-amount * self.numerator // self.denominator)


@record
class Policy:
    """Knobs of the interpretation rules.

    raise_standard: share of the minimum raise that turns a silent or amount-only raise into a raise (43-A).
    limit_reopen: share of a full limit bet that re-opens betting for players who already acted (47-B).
    tiny_chip: a silent push at most this share of the call is "relatively tiny" (41, TD's discretion).
    amount_reading: how rule 57 reads a bare number.
    amount_rule: rule id cited for that reading ("57" for the TDA; a house rule id such as "san-roque:19").
    same_chips_call_at_bet: several chips of one value facing a bet are a call when removing one leaves no
        more than the bet, the bet itself included (Garrido 6.j; TDA 45-B: only when it leaves less than the
        call, else the 50% standard).
    same_chips_rule: rule id cited for that reading ("45-B" for the TDA).
    limit_bets_per_round: the house cap on bets in limit (a bet and three raises), lifted heads-up
        when only two players remain in the event (48).
    house: the procedure knobs (clock, at-seat, odd chip, substantial action, ...); TDA by default.
    """

    raise_standard: Share = Share(1, 2)
    limit_reopen: Share = Share(1, 2)
    tiny_chip: Share = Share(1, 10)
    amount_reading: AmountReading = AmountReading.HIGHEST
    amount_rule: str = "57"
    same_chips_call_at_bet: bool = False
    same_chips_rule: str = "45-B"
    limit_bets_per_round: int = 4
    house: HouseRules = TDA_HOUSE


TDA = Policy()
