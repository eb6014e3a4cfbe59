"""The players in the hand, in order of action for the street, with what they had in front and behind."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from parser.amounts import Amount
from parser.chips import ChipRead
from parser.header import Header
from parser.seats import OPPONENT, action_order, order_key
from rules_engine.record import replace
from rules_engine.situation import Seat, told_as

# Players the report does not name. The engine reports a name starting with "?" as no name (null).
UNNAMED = "?"  # the actor of an unnamed action ("apuesto cinco")
STRADDLER = "UTG"  # who posts a straddle the report does not place: the usual straddle is under the gun
BLINDS = frozenset({"SB", "BB"})  # posted before the cards, last to act pre-flop


def lineup(
    names: Sequence[str],
    prior: Mapping[str, ChipRead | Amount],
    stacks: Mapping[str, int],
    header: Header,
    preflop: bool,
    second_round: bool,
    roles: Mapping[str, str] | None = None,
    turns_told: bool = False,
) -> tuple[Seat, ...]:
    """The seats in the hand, in order of action: every player the report names, the big blind pre-flop
    while still to act, players counted but not named, and what each had in front and behind. A seat named
    by its number and its position ("BB (seat 9)", in `roles`) is placed and posts as the position."""
    named = {role: number for number, role in (roles or {}).items()}
    # players the report leaves unnamed, or tells only by words ("bloke"), act after those it places
    unplaced = list(dict.fromkeys(n for n in names if n == UNNAMED or told_as(n) is not None))
    unique = list(dict.fromkeys((roles or {}).get(n, n) for n in names if n not in unplaced))
    if (
        preflop
        and header.big_blind is not None
        and "BB" not in unique
        and not (second_round or header.others_fold)
    ):
        unique.append("BB")  # live and still to act; an unnamed small blind is dead money (see pot)
    if preflop and header.straddle is not None and (header.straddler or STRADDLER) not in unique:
        unique.append(header.straddler or STRADDLER)
    counted = header.in_hand or header.players  # "4-way", "hay 4 jugadores": some may go unnamed
    unnamed = counted - len(unique) if counted is not None else 0
    extra = _extra_names(unique, unnamed) if unnamed > 0 else []
    opponent = OPPONENT in unique
    # seats by number beside positions, none placed by a role nor by a turn the report tells: as told
    as_told = not roles and not turns_told
    if extra and not preflop and unique and all(n in action_order(False) for n in unique):
        ordered = _between_the_blinds_and_the_rest(unique, extra)  # positions only: the others among them
    else:
        ordered = _in_action_order([n for n in unique + extra if n != OPPONENT], preflop, as_told)
    if opponent:
        ordered.insert(0, OPPONENT)  # acted first: the others faced the bet
    ordered += unplaced
    seats = (
        _seat(name, prior.get(named.get(name, name)), stacks.get(named.get(name, name)), header, preflop)
        for name in ordered
    )
    # a seat renamed only where its position was said with its number (`dataclasses.replace` is slow)
    return tuple(replace(seat, name=named[seat.name]) if seat.name in named else seat for seat in seats)


def _between_the_blinds_and_the_rest(named: list[str], extra: list[str]) -> list[str]:
    """After the flop, players counted but not named sit where no position is told: after the blinds named
    and before the other positions ("four players... the button bets and the small blind..." skips nobody
    between the button and the small blind)."""
    ordered = _in_action_order(named, False)
    first = next((k for k, n in enumerate(ordered) if n not in BLINDS), len(ordered))
    return ordered[:first] + extra + ordered[first:]


def _extra_names(names: Sequence[str], count: int) -> list[str]:
    """Players the report counts but does not name ("4 players remain"): the next letters or seats."""
    letters = [n for n in names if len(n) == 1 and n.isalpha()]
    extra: list[str] = []
    candidate = max(letters) if letters else None
    while len(extra) < count:
        if candidate is not None:
            candidate = chr(ord(candidate) + 1)
        else:
            numbers = [int(n) for n in [*names, *extra] if n.isdigit()]
            candidate_num = (max(numbers) % 10 + 1) if numbers else len(extra) + 1
            extra.append(str(candidate_num))
            continue
        extra.append(candidate)
    return extra


def _in_action_order(names: list[str], preflop: bool, as_told: bool = False) -> list[str]:
    """Positions by table order, letters alphabetically, seat numbers from the first one named (numbers
    wrap round the table: 8, 9, 1, 2). With `as_told`, seats named by number beside positions other than
    the blinds ("UTG opens, seat 5 raises, the button...") cannot be placed among them: they keep the order
    they were told in, and nobody is out of turn by a guess."""
    numbers = [n for n in names if n.isdigit()]
    ordered = sorted(names, key=lambda n: order_key(n, preflop))
    if as_told and _number_between_positions(names, preflop):
        ordered = list(names)
    elif numbers:
        first = int(numbers[0])
        rotated = sorted(numbers, key=lambda n: (int(n) - first) % 10)
        it = iter(rotated)
        ordered = [next(it) if n.isdigit() else n for n in ordered]
    if preflop:
        blinds = [n for n in ordered if n in BLINDS]
        ordered = [n for n in ordered if n not in BLINDS] + blinds
    return ordered


def _number_between_positions(names: Sequence[str], preflop: bool) -> bool:
    """A seat named by number told between two positions other than the blinds ("UTG opens, seat 5 raises,
    the button..."): the table's order cannot place it, the report's order does."""
    placed = [n in action_order(preflop) and n not in BLINDS for n in names]
    firsts = [k for k, p in enumerate(placed) if p]
    return len(firsts) > 1 and any(n.isdigit() for n in names[firsts[0] : firsts[-1]])


def _seat(
    name: str, prior: ChipRead | Amount | None, stack: int | None, header: Header, preflop: bool
) -> Seat:
    posted = 0
    if preflop:
        posted = {"SB": header.small_blind or 0, "BB": header.big_blind or 0}.get(name, 0)
        if header.straddle is not None and name == (header.straddler or STRADDLER):
            posted = header.straddle
    chips: tuple[int, ...] = ()
    if isinstance(prior, ChipRead):
        chips = prior.chips
    elif isinstance(prior, Amount) and prior.value is not None:
        chips = ()
        short = stack == 0 and prior.value < posted  # all in on the post: the blind is short
        posted = prior.value if short else posted or prior.value
    if chips and not posted:
        posted = sum(chips)
    return Seat(name=name, stack=stack, posted=posted, posted_chips=chips)


def only_the_blinds(header: Header) -> bool:
    """The pot told holds no more than the blinds ("only 200 in the middle" at 100/200, no antes): the pot
    before anyone acts pre-flop, no sign of a later street."""
    if header.big_blind is None or header.pot is None:
        return False
    blinds = (header.small_blind or 0) + header.big_blind + header.big_blind_ante
    return header.ante == 0 and header.pot <= blinds


def pot(header: Header, seats: Sequence[Seat], preflop: bool, limped: int = 0) -> int | None:
    """The pot before this street's bets when the report gives it; pre-flop, the blinds of players the report
    does not name are dead money in it (with the antes, which the pot then includes), and so are the calls
    of the `limped` players it counts without naming them ("four limpers": each in for the big blind)."""
    if header.pot is not None and not (preflop and only_the_blinds(header)):
        return header.pot  # pre-flop, a pot of the blinds alone is counted from the blinds below
    if not preflop or header.big_blind is None:
        return None
    names = {s.name for s in seats}
    # Blinds of players the report never names have folded: their chips are dead money in the pot.
    dead = (header.small_blind or 0) * ("SB" not in names) + header.big_blind * ("BB" not in names)
    dead += limped * header.big_blind
    if not dead:
        return None
    return dead + header.big_blind_ante + header.ante * len(seats)
