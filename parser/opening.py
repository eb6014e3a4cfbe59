"""Does the report tell the street from its opening bet? (51-B)

Rule 51-B makes an undercall of the round's opening bet a full call and leaves an undercall of a raise,
multi-way, to the TD. A report that starts its street at a bet ("seat 4 bets 6k, seat 9 puts out 2k") leaves
open whether someone bet before it; one that starts at a check, names the bet as the opening one ("abre",
"leads out", "first bet"), or at the player first to act, does not. What the dealer says of it
(`locales/<lang>/grammar.json`: "opening_told", "bet_before_told", a "not" first) decides over the order.
"""

from __future__ import annotations

from parser.grammar import role_phrases
from parser.normalize import fold_message
from rules_engine import Opening, Situation, Street, Verbal

# The raw actions that leave no bet before them: a check faces none, an open is the first.
_OPENING_ACTIONS = frozenset({"check", "open"})
# What a player is told to have said or done that names the round's opening: a check faces no bet, and "bets"
# is the word of the rules for the round's first wager (a later one is a raise). A push told by its amount
# ("puts 6k in", "has 9k out in front") says neither.
_OPENING_WORDS = frozenset({Verbal.CHECK, Verbal.BET})
# Who acts first, by position: pre-flop the first after the big blind (none known after a straddle), after
# the flop the small blind.
_FIRST_PREFLOP = "UTG"
_FIRST_AFTER_FLOP = "SB"


def street_opening(
    text: str, situation: Situation, first_action: str | None, players: int | None, calls_told: bool
) -> Opening:
    """TOLD when nobody can have bet before the street's first event told, RAISED when the dealer says a bet
    came before it, else UNTOLD. `first_action`: the first event's action word as read ("open", "bet");
    `players`: the players the report says are left ("quedan dos"): two leave no bet to ask about (an
    undercall heads-up is a full call whatever it faced); `calls_told`: players not named are told calling
    with no bet before ("entraron tres pagando"): the bet they called opened the round."""
    if players == 2 or calls_told:
        return Opening.TOLD
    folded = fold_message(text)
    if role_phrases("bet_before_told").search(folded):
        return Opening.RAISED
    events = situation.events
    if not events or role_phrases("opening_told").search(folded) or first_action in _OPENING_ACTIONS:
        return Opening.TOLD
    first = events[0]
    if first.declaration is not None and first.declaration.kind in _OPENING_WORDS:
        return Opening.TOLD
    return Opening.TOLD if first.seat == _first_to_act(situation) else Opening.UNTOLD


def _first_to_act(situation: Situation) -> str | None:
    """The position that acts first on the street; pre-flop after a straddle none is known by name."""
    if situation.street is not Street.PREFLOP:
        return _FIRST_AFTER_FLOP
    straddled = any(s.posted > situation.big_blind for s in situation.seats)
    return None if straddled else _FIRST_PREFLOP
