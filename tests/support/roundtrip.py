"""A round-trip corpus (issue 12, point 4): engine situations rendered into many surface forms, parsed back.

Each case is a random but legal no-limit hold'em street (`Hand`): blinds, an optional ante or big-blind ante,
the street, 2-9 players named by seat number, letter or position, and a sequence of actions whose last one is
asked about. The oracle is the engine itself: the `Situation` the hand *is* (every seat in the hand, in order
of action, with its posted blind and, for an all-in player, its stack) is ruled with `rules_engine.rule`; the
rendered text goes through `bot.ask.answer`, and the ruling (seat, action, total, returned) and the facts it
was read as (blinds, antes, street, each action's seat, declaration, amount and chips) must match.

The words come from the lexicon data (`locales/<lang>/lexicon.json`, read by kind and value), keeping only
forms whose meaning cannot be doubted (`usable_terms`): no announced intentions (tense "future"), no regional
words, no entry that carries a second meaning ("alone", "then_push") or whose note calls it ambiguous, no word
that another entry of either language reads otherwise. The little grammar the lexicon does not hold (articles,
connectors, how a number is grouped) is `Grammar`. Numbers are digits ("1100", "1.100"/"1,100", "2k",
"2,5k"/"2.5k"), and words when the num2words package is installed (the family "number words").

Cases come in families (`FAMILIES`): the kind of the last action ("verbal raise-to", "silent overchip"...)
or a way of writing ("transcript style", "blinds last"...), so a failure says which family broke. Each family
draws from its own seeded generator: runs are repeatable, and adding a family does not change the others.

Run ``python -m tests.support.roundtrip [--cases N] [--show K]`` for the table and failing examples.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any

from bot.ask import answer
from locales.languages import LANGS
from rules_engine import Declaration, Event, Game, Seat, Situation, Street, Verbal, rule

try:  # number words are an optional form: the corpus is digits-only without the package
    from num2words import num2words
except ImportError:  # pragma: no cover - depends on the environment
    num2words = None

LOCALES = Path(__file__).resolve().parents[2] / "locales"
SEED = 20260412
DEFAULT_CASES = 4200

BLINDS = (
    (100, 200), (150, 300), (200, 400), (250, 500), (300, 600), (400, 800), (500, 1000), (600, 1200),
    (1000, 2000), (1500, 3000), (2000, 4000), (2500, 5000), (3000, 6000), (4000, 8000), (5000, 10000),
)  # fmt: skip
DENOMINATIONS = (25, 100, 500, 1000, 5000, 25000, 100000)
# Positions in pre-flop order of action by table size (the two blinds act last).
POSITIONS = {
    3: ("BTN", "SB", "BB"),
    4: ("CO", "BTN", "SB", "BB"),
    5: ("HJ", "CO", "BTN", "SB", "BB"),
    6: ("UTG", "HJ", "CO", "BTN", "SB", "BB"),
    7: ("UTG", "UTG+1", "HJ", "CO", "BTN", "SB", "BB"),
    8: ("UTG", "UTG+1", "UTG+2", "HJ", "CO", "BTN", "SB", "BB"),
    9: ("UTG", "UTG+1", "UTG+2", "LJ", "HJ", "CO", "BTN", "SB", "BB"),
}
# Positions that sit next to each other at every table that has both: "the next player" after the first
# can only be the second. (After UTG+2 some tables have MP, others LJ: not a pair.)
NEXT_POSITION = {
    "UTG": "UTG+1",
    "UTG+1": "UTG+2",
    "LJ": "HJ",
    "HJ": "CO",
    "CO": "BTN",
    "BTN": "SB",
    "SB": "BB",
}
LETTERS = "ABCDEFGH"
MAX_SEAT = 9


# ---------------------------------------------------------------------------------------------- the hand


class Move(StrEnum):
    BET = "bet"
    RAISE = "raise"
    CALL = "call"
    CHECK = "check"
    FOLD = "fold"
    ALL_IN = "all_in"
    PUSH = "push"  # chips pushed without a word


VERBAL = {
    Move.BET: Verbal.BET,
    Move.RAISE: Verbal.RAISE,
    Move.CALL: Verbal.CALL,
    Move.CHECK: Verbal.CHECK,
    Move.FOLD: Verbal.FOLD,
    Move.ALL_IN: Verbal.ALL_IN,
}


class Naming(StrEnum):
    NUMBERS = "numbers"
    LETTERS = "letters"
    POSITIONS = "positions"


@dataclass(frozen=True, slots=True)
class Act:
    """One action: what was said (a bet, raise-to or all-in says its total) or the chips pushed in silence."""

    seat: str
    move: Move
    amount: int | None = None
    chips: tuple[int, ...] = ()

    def event(self) -> Event:
        if self.move is Move.PUSH:
            return Event(self.seat, chips=self.chips, silent=True)
        return Event(self.seat, Declaration(VERBAL[self.move], self.amount))


@dataclass(frozen=True, slots=True)
class Stakes:
    small: int
    big: int
    ante: int = 0
    big_blind_ante: int = 0

    @property
    def unit(self) -> int:
        """Bets are multiples of the small blind."""
        return self.small


@dataclass(frozen=True)
class Hand:
    """One street as it happened. seats: everyone in the hand, in order of action; posted: blinds in front
    at the start of the street; stacks: chips behind of the players who went all in (the rest are deep)."""

    stakes: Stakes
    street: Street
    naming: Naming
    seats: tuple[str, ...]
    acts: tuple[Act, ...]
    posted: Mapping[str, int] = field(default_factory=dict)
    stacks: Mapping[str, int] = field(default_factory=dict)


def situation(hand: Hand) -> Situation:
    """The oracle: the engine's `Situation` of the hand, the last action asked about."""
    seats = tuple(
        Seat(name, stack=hand.stacks.get(name), posted=hand.posted.get(name, 0)) for name in hand.seats
    )
    return Situation(
        game=Game.NLHE,
        big_blind=hand.stakes.big,
        small_blind=hand.stakes.small,
        ante=hand.stakes.ante,
        big_blind_ante=hand.stakes.big_blind_ante,
        street=hand.street,
        seats=seats,
        events=tuple(act.event() for act in hand.acts),
    )


def expected_facts(hand: Hand) -> dict[str, Any]:
    """The facts of `bot.understood.facts` the text states, in the form compared (chips sorted: the order
    in which several chips are listed is not the order in which they hit the felt)."""
    stakes = hand.stakes
    return {
        "blinds": {"small": stakes.small, "big": stakes.big},
        "ante": stakes.ante,
        "big_blind_ante": stakes.big_blind_ante,
        "street": hand.street.value,
        "actions": [_act_facts(act.event()) for act in hand.acts],
    }


def _act_facts(event: Event) -> dict[str, Any]:
    said = event.declaration
    return {
        "seat": event.seat,
        "declaration": said.kind.value if said else None,
        "amount": said.amount if said else None,
        "chips": sorted(event.chips),
    }


# ------------------------------------------------------------------------------------------- the betting


@dataclass
class Betting:
    """The betting of the street while it is dealt, enough to keep every action legal."""

    seats: tuple[str, ...]
    big: int
    bet: int
    full_raise: int
    front: dict[str, int]
    level: dict[str, int] = field(default_factory=dict)  # the bet each seat last acted at
    folded: set[str] = field(default_factory=set)
    all_in: set[str] = field(default_factory=set)
    turn: int = 0

    @classmethod
    def start(cls, seats: tuple[str, ...], stakes: Stakes, posted: Mapping[str, int]) -> Betting:
        bet = max(posted.values(), default=0)
        return cls(seats, stakes.big, bet, stakes.big, {s: posted.get(s, 0) for s in seats})

    def to_call(self, seat: str) -> int:
        return self.bet - self.front[seat]

    def min_raise_to(self) -> int:
        return self.bet + self.full_raise if self.bet else self.big

    def can_raise(self, seat: str) -> bool:
        """Unless it has not acted yet, a player may raise only when facing at least a full raise since it
        last acted (short all-ins add up, TDA 47)."""
        return seat not in self.level or self.bet - self.level[seat] >= self.full_raise

    def next_seat(self) -> str | None:
        """The next player to act, or None when the betting is over."""
        if len(self.seats) - len(self.folded) < 2:
            return None
        count = len(self.seats)
        for step in range(count):
            seat = self.seats[(self.turn + step) % count]
            if seat in self.folded or seat in self.all_in:
                continue
            if seat not in self.level or self.front[seat] < self.bet:
                self.turn = (self.turn + step) % count
                return seat
        return None

    def apply(self, act: Act) -> None:
        """Play a spoken action (a prefix action: pushes are only ever the action asked about)."""
        seat = act.seat
        if act.move is Move.FOLD:
            self.folded.add(seat)
        elif act.move is Move.CALL:
            self.front[seat] = self.bet
        elif act.move in (Move.BET, Move.RAISE, Move.ALL_IN):
            assert act.amount is not None
            self._put(seat, act.amount)
            if act.move is Move.ALL_IN:
                self.all_in.add(seat)
        self.level[seat] = self.bet
        self.turn = (self.seats.index(seat) + 1) % len(self.seats)

    def _put(self, seat: str, total: int) -> None:
        if total > self.bet:
            self.full_raise = max(self.full_raise, total - self.bet)  # a short all-in changes nothing
            self.bet = total
        self.front[seat] = total


def _multiple(low: int, high: int, unit: int, rng: random.Random) -> int | None:
    """A multiple of `unit` in [low, high], or None."""
    first, last = -(-low // unit), high // unit
    return rng.randint(first, last) * unit if first <= last else None


def _usable_chips(stakes: Stakes) -> tuple[int, ...]:
    return tuple(d for d in DENOMINATIONS if stakes.small // 4 <= d <= stakes.big * 25)


# ------------------------------------------------------------------------------------------- the families

Target = Callable[[Betting, str, Stakes, random.Random], Act | None]


def bet_target(state: Betting, seat: str, stakes: Stakes, rng: random.Random) -> Act | None:
    if state.bet:
        return None
    amount = _multiple(stakes.big, stakes.big * 12, stakes.unit, rng)
    return Act(seat, Move.BET, amount)


def raise_target(state: Betting, seat: str, stakes: Stakes, rng: random.Random) -> Act | None:
    if not state.bet or not state.can_raise(seat):
        return None
    low = state.min_raise_to()
    amount = _multiple(low, low + state.full_raise * rng.choice((0, 1, 3)), stakes.unit, rng)
    return Act(seat, Move.RAISE, amount)


def call_target(state: Betting, seat: str, stakes: Stakes, rng: random.Random) -> Act | None:
    return Act(seat, Move.CALL) if state.to_call(seat) > 0 else None


def check_fold_target(state: Betting, seat: str, stakes: Stakes, rng: random.Random) -> Act | None:
    return Act(seat, Move.FOLD if state.to_call(seat) > 0 else Move.CHECK)


def short_all_in_target(state: Betting, seat: str, stakes: Stakes, rng: random.Random) -> Act | None:
    """All in for less than a full raise, or for less than the call."""
    if state.to_call(seat) <= 0:
        return None
    amount = _multiple(state.front[seat] + 1, state.min_raise_to() - 1, stakes.unit, rng)
    return Act(seat, Move.ALL_IN, amount) if amount else None


def full_all_in_target(state: Betting, seat: str, stakes: Stakes, rng: random.Random) -> Act | None:
    if state.bet and not state.can_raise(seat):
        return None
    low = state.min_raise_to()
    amount = _multiple(low, low * 4, stakes.unit, rng)
    return Act(seat, Move.ALL_IN, amount)


def overchip_target(state: Betting, seat: str, stakes: Stakes, rng: random.Random) -> Act | None:
    """One chip larger than the call, pushed in silence (rule 44)."""
    owed = state.to_call(seat)
    bigger = [d for d in _usable_chips(stakes) if d > owed][:2]
    return Act(seat, Move.PUSH, chips=(rng.choice(bigger),)) if owed > 0 and bigger else None


def multichip_target(state: Betting, seat: str, stakes: Stakes, rng: random.Random) -> Act | None:
    """Two to four chips covering at least the call, pushed in silence (rule 45)."""
    owed = state.to_call(seat)
    if owed <= 0:
        return None
    options = [d for d in _usable_chips(stakes) if d <= max(owed, stakes.big) * 2][-3:]
    for _ in range(20):
        chips = _chip_pile(options, rng.randint(2, 4), rng)
        if owed <= sum(chips) <= 2 * state.min_raise_to():
            return Act(seat, Move.PUSH, chips=chips)
    return None


def silent_bet_target(state: Betting, seat: str, stakes: Stakes, rng: random.Random) -> Act | None:
    """Chips pushed in silence where nobody has bet."""
    if state.bet:
        return None
    options = [d for d in _usable_chips(stakes) if stakes.big // 2 <= d <= stakes.big * 5]
    for _ in range(20):
        chips = _chip_pile(options, rng.randint(1, 3), rng)
        if sum(chips) >= stakes.big:
            return Act(seat, Move.PUSH, chips=chips)
    return None


def _chip_pile(options: Sequence[int], count: int, rng: random.Random) -> tuple[int, ...]:
    """`count` chips, larger first (as dealers list them), at most two denominations."""
    kinds = sorted(rng.sample(list(options), min(2, len(options))), reverse=True)
    return tuple(sorted((rng.choice(kinds) for _ in range(count)), reverse=True))


@dataclass(frozen=True, slots=True)
class Style:
    """How a case is written, beyond the word choices every case varies."""

    transcript: bool = False  # lower case, no punctuation, fillers: what a voice note becomes
    header_last: bool = False  # blinds (and antes) after the actions
    relative: bool = False  # "the next player" wherever the words allow it
    number_words: bool = False  # every number in words (num2words)


@dataclass(frozen=True, slots=True)
class Family:
    name: str
    targets: tuple[Target, ...]
    streets: tuple[Street, ...] = tuple(Street)
    passive: bool = False  # a prefix of checks and folds
    style: Style = Style()
    min_prefix: int = 0
    consecutive: bool = False  # seats next to each other (relative references need them)


POSTFLOP = (Street.FLOP, Street.TURN, Street.RIVER)
VERBAL_TARGETS = (bet_target, raise_target, call_target, check_fold_target, short_all_in_target)
ALL_TARGETS = (*VERBAL_TARGETS, full_all_in_target, overchip_target, multichip_target, silent_bet_target)
FAMILIES = (
    Family("verbal bet", (bet_target,), POSTFLOP),
    Family("verbal raise-to", (raise_target,)),
    Family("verbal call", (call_target,)),
    Family("check-fold lines", (check_fold_target,), passive=True, min_prefix=1),
    Family("all-in short", (short_all_in_target,)),
    Family("all-in raise", (full_all_in_target,)),
    Family("silent overchip", (overchip_target,)),
    Family("silent multi-chip", (multichip_target,)),
    Family("silent bet", (silent_bet_target,), POSTFLOP),
    Family("blinds last", ALL_TARGETS, style=Style(header_last=True)),
    Family("relative seats", VERBAL_TARGETS, style=Style(relative=True), min_prefix=1, consecutive=True),
    Family("transcript style", ALL_TARGETS, style=Style(transcript=True)),
    Family("number words", ALL_TARGETS, style=Style(transcript=True, number_words=True)),
)


def available_families() -> tuple[Family, ...]:
    """The families this environment can write: number words need num2words."""
    return tuple(f for f in FAMILIES if num2words is not None or not f.style.number_words)


# ------------------------------------------------------------------------------------------ dealing hands


def deal(family: Family, rng: random.Random, tries: int = 1000) -> Hand:
    """A random legal street of the family (drawn again until its last action can be the family's)."""
    for _ in range(tries):
        if (hand := _try_deal(family, rng)) is not None:
            return hand
    raise RuntimeError(f"no hand of family {family.name!r} in {tries} tries")


def _try_deal(family: Family, rng: random.Random) -> Hand | None:
    small, big = rng.choice(BLINDS)
    stakes = Stakes(small, big, *_antes(big, rng))
    street = rng.choice(family.streets)
    naming = rng.choice(tuple(Naming))
    seats, actors = _seating(naming, street, family.consecutive, rng)
    preflop = street is Street.PREFLOP
    posted = dict(zip(seats[-2:], (small, big), strict=True)) if preflop else {}
    state = Betting.start(seats, stakes, posted)
    acts: list[Act] = []
    stacks: dict[str, int] = {}
    prefix = rng.randint(family.min_prefix, family.min_prefix + 4)
    for _ in range(prefix + 3):
        seat = state.next_seat()
        if seat is None or seat not in actors:
            return None
        if len(acts) >= prefix and (last := rng.choice(family.targets)(state, seat, stakes, rng)):
            return Hand(stakes, street, naming, seats, (*acts, last), posted, _stacks(stacks, last, posted))
        act = _prefix_act(state, seat, stakes, family.passive, rng)
        if act.move is Move.ALL_IN and act.amount is not None:
            stacks[seat] = act.amount - posted.get(seat, 0)
        state.apply(act)
        acts.append(act)
    return None


def _stacks(stacks: dict[str, int], last: Act, posted: Mapping[str, int]) -> dict[str, int]:
    if last.move is Move.ALL_IN and last.amount is not None:
        return {**stacks, last.seat: last.amount - posted.get(last.seat, 0)}
    return stacks


def _antes(big: int, rng: random.Random) -> tuple[int, int]:
    kind = rng.choice(("none", "none", "ante", "bb_ante"))
    if kind == "ante":
        return max(25, big // 8 // 25 * 25), 0
    return (0, big) if kind == "bb_ante" else (0, 0)


def _seating(
    naming: Naming, street: Street, consecutive: bool, rng: random.Random
) -> tuple[tuple[str, ...], frozenset[str]]:
    """The seats in the hand in order of action, and those the text can name (numbered or lettered
    blinds cannot be told apart pre-flop, so they do not act)."""
    preflop = street is Street.PREFLOP
    if naming is Naming.POSITIONS:
        table = POSITIONS[rng.randint(3, 9)]
        if preflop:
            return table, frozenset(table)
        postflop = (*table[-2:], *table[:-2])
        kept = sorted(rng.sample(range(len(postflop)), rng.randint(2, len(postflop))))
        seats = tuple(postflop[k] for k in kept)
        return seats, frozenset(seats)
    count = rng.randint(3 if preflop else 2, 8)
    if naming is Naming.LETTERS:
        seats = tuple(LETTERS[k] for k in _places(len(LETTERS), count, consecutive, rng))
    else:
        numbers = [n + 1 for n in _places(MAX_SEAT, count, consecutive, rng)]
        start = 0 if consecutive else rng.randrange(count)
        seats = tuple(str(n) for n in numbers[start:] + numbers[:start])  # round the table from the first
    return seats, frozenset(seats[:-2] if preflop else seats)


def _places(size: int, count: int, consecutive: bool, rng: random.Random) -> list[int]:
    """`count` places out of `size` in order: a run of neighbours, or any."""
    if consecutive:
        first = rng.randint(0, size - count)
        return list(range(first, first + count))
    return sorted(rng.sample(range(size), count))


def _prefix_act(state: Betting, seat: str, stakes: Stakes, passive: bool, rng: random.Random) -> Act:
    """A random legal spoken action before the one asked about."""
    owed = state.to_call(seat)
    choices: dict[Move, float]
    if owed <= 0:
        choices = {Move.CHECK: 6.0 if passive else 3.0, Move.BET if not state.bet else Move.RAISE: 1.0}
    else:
        choices = {Move.FOLD: 3.0, Move.CALL: 1.0 if passive else 3.0}
        if state.can_raise(seat) and not passive:
            choices.update({Move.RAISE: 1.0, Move.ALL_IN: 0.4})
    if not state.can_raise(seat):
        choices.pop(Move.RAISE, None)
    move = rng.choices(list(choices), weights=list(choices.values()))[0]
    if move in AGGRESSIVE:
        made = rng.choice(AGGRESSIVE[move])(state, seat, stakes, rng)
        return made or Act(seat, Move.CHECK if owed <= 0 else Move.CALL)
    return Act(seat, move)


AGGRESSIVE: dict[Move, tuple[Target, ...]] = {
    Move.BET: (bet_target,),
    Move.RAISE: (raise_target,),
    Move.ALL_IN: (short_all_in_target, full_all_in_target),
}


# --------------------------------------------------------------------------------------- lexicon forms


def fold_key(text: str) -> str:
    """Lower case, no accents, hyphens as spaces: how two terms are compared."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().replace("-", " "))
    return " ".join("".join(ch for ch in decomposed if not unicodedata.combining(ch)).split())


@cache
def lexicon(lang: str) -> tuple[dict[str, Any], ...]:
    data = json.loads((LOCALES / lang / "lexicon.json").read_text(encoding="utf-8"))
    return tuple(data["entries"])


def _clear_entry(entry: Mapping[str, Any]) -> bool:
    """An entry whose words mean one thing everywhere: said now (not "going to raise"), in every region, with
    no second reading ("tira" alone folds; "pushes" alone is all-in) and no note calling it ambiguous."""
    return (
        entry.get("tense", "present") != "future"
        and entry.get("region", "all") == "all"
        and "alone" not in entry
        and not entry.get("then_push")
        and "ambig" not in entry.get("note", "").lower()
    )


@cache
def _meanings() -> dict[str, frozenset[tuple[str, str]]]:
    """Every term of both lexicons (folded) with the (kind, value) pairs it is listed under."""
    found: dict[str, set[tuple[str, str]]] = {}
    for lang in LANGS:
        for entry in lexicon(lang):
            for term in entry["terms"]:
                found.setdefault(fold_key(term), set()).add((entry["kind"], entry["value"]))
    return {term: frozenset(pairs) for term, pairs in found.items()}


def usable_terms(lang: str, kind: str, value: str | None = None) -> tuple[str, ...]:
    """The terms of `kind` (and `value`) in clear entries, less those another entry reads otherwise."""
    meanings = _meanings()
    terms: list[str] = []
    for entry in lexicon(lang):
        if (
            entry["kind"] != kind
            or (value is not None and entry["value"] != value)
            or not _clear_entry(entry)
        ):
            continue
        terms += [t for t in entry["terms"] if len(meanings[fold_key(t)]) == 1 and t not in terms]
    return tuple(terms)


@dataclass(frozen=True)
class Grammar:
    """What a language needs beyond its lexicon to put the words in order."""

    group: str  # thousands separator
    decimal: str
    stopwords: frozenset[str]  # never the verb of a term
    verb_endings: tuple[str, ...]  # a third-person narrative form ends so ("raises", "sube", "subió")
    not_verb_endings: tuple[str, ...]  # infinitives, gerunds, participles
    connectors: tuple[str, ...]
    spoken_connectors: tuple[str, ...]  # without punctuation, for transcripts
    and_word: str
    foreign_articles: tuple[str, ...]  # a position term opening with another language's article
    places: tuple[str, ...]  # a position term opening so is a place ("on the button"), not a player
    total_openers: tuple[str, ...]  # a "total" term that goes before the amount ("to", "a", "hasta")
    all_in_links: tuple[str, ...]  # "goes all in for 1,500"
    light_verbs: tuple[str, ...]  # "hace una apuesta de 600": a noun after them takes `of` before a number
    of: str
    position_article: str  # "the UTG", "el UTG"
    noun_articles: Mapping[str, str]  # by gender: "el asiento", "la silla" (none in English)
    feminine_endings: tuple[str, ...]
    bare_seat: str | None  # a seat number with no noun: "el 3"
    bare_letters: bool  # "A bets" (a Spanish "A" opens "A la ciega grande...")
    counts: Mapping[int, str]  # 2-5 chips of one denomination
    one: Mapping[str, tuple[str, ...]]  # one chip, by the noun's gender ("m"/"f"): "a", "one"; "un", "una"
    another: Mapping[str, str]  # "y otra de 500"
    amount_before_chip: bool  # "a 5,000 chip" / "una ficha de 5.000"
    silent_before: tuple[str, ...]  # openings of silent words that may precede the push ("silently", "sin")
    silent_after_verb: bool  # "tira callado una de mil": single silent words may follow the verb
    pair_before_blinds: bool  # "250/500 blinds"
    question: str  # how a ruling question is written: "¿{}?" / "{}?"
    contractions: tuple[tuple[str, str], ...] = ()  # "el de el botón" -> "el del botón"


GRAMMAR = {
    "es": Grammar(
        group=".",
        decimal=",",
        stopwords=frozenset(
            "a al con de del e el en la las le lo los me mi ni no que se su sus te tu un una y".split()
        ),
        verb_endings=("a", "e", "ó", "io", "ió"),
        not_verb_endings=("ar", "er", "ir", "ando", "endo", "ado", "ido", "rse"),
        connectors=(", ", " y ", ", luego ", " y luego ", ". ", ", después "),
        spoken_connectors=(" ", " y ", " luego ", " y luego ", " después "),
        and_word="y",
        foreign_articles=("the",),
        places=("en",),
        total_openers=("a", "hasta"),
        all_in_links=("por", "con", ""),
        light_verbs=("hace",),
        of="de",
        position_article="el",
        noun_articles={"m": "el", "f": "la"},
        feminine_endings=("a", "ión", "ion"),
        bare_seat="el {}",
        bare_letters=False,
        counts={2: "dos", 3: "tres", 4: "cuatro", 5: "cinco"},
        one={"m": ("un",), "f": ("una",)},
        another={"m": "otro", "f": "otra"},
        amount_before_chip=False,
        silent_before=("sin ", "en "),
        silent_after_verb=True,
        pair_before_blinds=False,
        question="¿{}?",
        contractions=((" de el ", " del "),),
    ),
    "en": Grammar(
        group=",",
        decimal=".",
        stopwords=frozenset("as has his is its this was yes us".split()),
        verb_endings=("s", "ed"),
        not_verb_endings=("ss",),
        connectors=(", ", " and ", ", then ", " and then ", ". "),
        spoken_connectors=(" ", " and ", " then ", " and then "),
        and_word="and",
        foreign_articles=("el", "la"),
        places=("on",),
        total_openers=("to", "for"),
        all_in_links=("for", ""),
        light_verbs=(),
        of="of",
        position_article="the",
        noun_articles={},
        feminine_endings=(),
        bare_seat=None,
        bare_letters=True,
        counts={2: "two", 3: "three", 4: "four", 5: "five"},
        one={"m": ("a", "one"), "f": ("a", "one")},
        another={"m": "another", "f": "another"},
        amount_before_chip=True,
        silent_before=("without", "silently", "quietly"),
        silent_after_verb=False,
        pair_before_blinds=True,
        question="{}?",
    ),
}
# Words that say where the action stands in the hand ("limps", "3-bets", "check-raises", "c-bets",
# "reraises", "completa la ciega"): true only in some streets, so a random street would often belie them.
CONTEXTUAL = (
    "limp", "check raise", "3bet", "4bet", "three bet", "four bet", "over the top", "c bet", "cbet", "donk",
    "reraise", "re raise", "resub", "re sub", "rerraise", "completa la ciega",
)  # fmt: skip
# Lexicon terms that name a player only where the table's shape is known: "the other one" (heads-up),
# "the one beside him" (left or right?).
VAGUE_PLAYERS = ("el otro", "el de al lado", "the guy next to him")
# The other language's word for a seat or a player, which each lexicon lists for dealers who mix languages:
# left out so that a case is written in one language ("jugador C bets" is a code-switching case).
CODE_SWITCHED = {"es": ("seat", "player"), "en": ("asiento", "jugador")}
# "post flop", "después del flop": any street after the flop.
VAGUE_STREETS = ("post", "despues", "tras", "after")


def _narrative(term: str, grammar: Grammar) -> bool:
    """A term that reports an action in the third person ("sube", "subió", "raises"), not "subo", "subir",
    "subiendo", "raise"."""
    for word in term.casefold().split():
        if word in grammar.stopwords or word.endswith(grammar.not_verb_endings):
            continue
        if word.endswith(grammar.verb_endings):
            return True
    return False


def _feminine(term: str, terms: Sequence[str]) -> bool:
    """ "callada", "jugadora", "la siguiente": the feminine twin of a term about the player."""
    return term.startswith("la ") or (term.endswith("a") and (term[:-1] in terms or term[:-1] + "o" in terms))


def _without(terms: Iterable[str], fragments: Iterable[str]) -> tuple[str, ...]:
    """The terms that contain none of the fragments (compared folded)."""
    return tuple(t for t in terms if not any(f in fold_key(t) for f in fragments))


def _player_terms(lang: str, kind: str, value: str | None = None) -> tuple[str, ...]:
    """Words for a player: masculine (one form is enough), unambiguous and in the language written."""
    terms = usable_terms(lang, kind, value)
    left_out = (*VAGUE_PLAYERS, *CODE_SWITCHED[lang])
    return tuple(t for t in terms if not _feminine(t, terms) and t not in left_out)


def _action_terms(lang: str, move: Move) -> tuple[str, ...]:
    terms = _without(usable_terms(lang, "action" if move in VERBAL else "push", move.value), CONTEXTUAL)
    return tuple(t for t in terms if _narrative(t, GRAMMAR[lang]))


def _position_terms(lang: str, value: str) -> tuple[str, ...]:
    """Names of a position ("the lojack" is English in the Spanish lexicon; "on the button" is a place)."""
    grammar = GRAMMAR[lang]
    openings = (*grammar.foreign_articles, *grammar.places)
    return tuple(t for t in usable_terms(lang, "position", value) if t.split()[0] not in openings)


def _fillers(lang: str) -> tuple[str, ...]:
    """Single-word fillers that no other term uses ("nada" is in "sin decir nada")."""
    return tuple(
        t for t in usable_terms(lang, "filler") if " " not in t and t not in _words_of_other_entries()
    )


@cache
def _words_of_other_entries() -> frozenset[str]:
    return frozenset(
        word
        for lang in LANGS
        for entry in lexicon(lang)
        if entry["kind"] != "filler"
        for term in entry["terms"]
        for word in fold_key(term).split()
    )


@dataclass(frozen=True)
class Forms:
    """The surface forms of one language, read from its lexicon."""

    lang: str
    grammar: Grammar
    actions: Mapping[Move, tuple[str, ...]]  # the push verbs under Move.PUSH
    silent: tuple[str, ...]
    chip_nouns: tuple[tuple[str, str], ...]  # (singular, plural)
    seat_nouns: tuple[str, ...]  # before a number: "asiento", "seat"
    of_nouns: tuple[str, ...]  # before a position: "el de"
    player_nouns: tuple[str, ...]
    positions: Mapping[str, tuple[str, ...]]
    next_player: tuple[str, ...]
    blinds: tuple[str, ...]
    antes: tuple[str, ...]
    bb_antes: tuple[str, ...]
    streets: Mapping[Street, tuple[str, ...]]
    totals: tuple[str, ...]
    fillers: tuple[str, ...]
    questions: tuple[str, ...]


@cache
def forms(lang: str) -> Forms:
    seat_nouns = _player_terms(lang, "seat_noun")
    chips = usable_terms(lang, "chip")
    antes = usable_terms(lang, "ante")
    big_blind = [fold_key(t) for t in usable_terms(lang, "position", "BB")]
    return Forms(
        lang=lang,
        grammar=GRAMMAR[lang],
        actions={move: _action_terms(lang, move) for move in Move},
        silent=_player_terms(lang, "silent"),
        chip_nouns=tuple((t, t + "s") for t in chips if t + "s" in chips),
        seat_nouns=tuple(t for t in seat_nouns if t.split()[-1] not in ("de", "del")),
        of_nouns=tuple(t for t in seat_nouns if t.split()[-1] == "de"),
        player_nouns=_player_terms(lang, "player_noun"),
        positions={name: _position_terms(lang, name) for position in POSITIONS.values() for name in position},
        next_player=_player_terms(lang, "relative", "1"),
        blinds=usable_terms(lang, "blinds"),
        antes=_without(antes, big_blind),
        bb_antes=tuple(t for t in antes if t not in _without(antes, big_blind)),
        streets={
            street: _without(usable_terms(lang, "street", street.value), VAGUE_STREETS) for street in Street
        },
        totals=tuple(t for t in usable_terms(lang, "total") if t.split()[0] in GRAMMAR[lang].total_openers),
        fillers=_fillers(lang),
        questions=usable_terms(lang, "question", "ruling"),
    )


# --------------------------------------------------------------------------------------------- rendering


class Numbers(StrEnum):
    PLAIN = "plain"  # 1100
    GROUPED = "grouped"  # 1.100 / 1,100
    THOUSANDS = "thousands"  # 2k, 2,5k / 2.5k
    WORDS = "words"  # mil cien / one thousand one hundred


WRITTEN_NUMBERS = (Numbers.PLAIN, Numbers.GROUPED, Numbers.THOUSANDS)


@dataclass
class Writer:
    """Writes one hand in one language and style, each choice drawn from `rng`."""

    forms: Forms
    style: Style
    rng: random.Random
    numbers: tuple[Numbers, ...] = ()  # the number forms of this case

    def __post_init__(self) -> None:
        if self.style.number_words:
            self.numbers = (Numbers.WORDS,)
        elif self.style.transcript:
            self.numbers = (Numbers.PLAIN,)
        else:
            self.numbers = tuple(self.rng.sample(WRITTEN_NUMBERS, self.rng.randint(1, len(WRITTEN_NUMBERS))))

    @property
    def grammar(self) -> Grammar:
        return self.forms.grammar

    def pick(self, options: Sequence[str]) -> str:
        return self.rng.choice(list(options))

    def chance(self, probability: float) -> bool:
        return self.rng.random() < probability

    def filler(self, probability: float = 0.25) -> str:
        """ "eh ", "um ", or nothing."""
        return f"{self.pick(self.forms.fillers)} " if self.forms.fillers and self.chance(probability) else ""

    # -- numbers

    def number(self, value: int) -> str:
        style = self.pick(self.numbers)
        if style == Numbers.WORDS and num2words is not None:
            return str(num2words(value, lang=self.forms.lang))
        if style == Numbers.THOUSANDS and value >= 1000 and value % 500 == 0:
            whole, half = divmod(value, 1000)
            suffix = self.pick(("k", "K"))
            return f"{whole}{self.grammar.decimal}5{suffix}" if half else f"{whole}{suffix}"
        if style != Numbers.PLAIN and value >= 1000:
            return f"{value:,}".replace(",", self.grammar.group)
        return str(value)

    # -- players

    def seat(self, name: str, previous: str | None, naming: Naming) -> str:
        if previous is not None and _next_to(previous, name, naming) and self._relative():
            return self.pick(self.forms.next_player)
        if naming is Naming.POSITIONS:
            return self._position(name)
        if naming is Naming.LETTERS:
            return self._letter(name)
        return self._seat_number(name)

    def _relative(self) -> bool:
        return bool(self.forms.next_player) and self.chance(0.8 if self.style.relative else 0.1)

    def _position(self, name: str) -> str:
        term = self.pick(self.forms.positions[name])
        if fold_key(term).replace(" ", "") in {fold_key(name), fold_key(name).replace("+", "")}:
            term = term.upper()  # an abbreviation: "UTG+1", "UTG 1"
            if self.chance(0.3):
                return f"{self.grammar.position_article} {term}"
        if self.forms.of_nouns and self.chance(0.3):
            return f"{self.pick(self.forms.of_nouns)} {term}"  # "el de UTG"
        return term

    def _letter(self, name: str) -> str:
        if self.grammar.bare_letters and not self.style.transcript and self.chance(0.3):
            return name
        return f"{self._with_article(self.pick(self.forms.player_nouns))} {name}"

    def _seat_number(self, name: str) -> str:
        if self.grammar.bare_seat and (not self.forms.seat_nouns or self.chance(0.35)):
            return self.grammar.bare_seat.format(name)
        return f"{self._with_article(self.pick(self.forms.seat_nouns))} {name}"

    def _with_article(self, noun: str) -> str:
        """ "el asiento", "la silla" now and then, where the language puts articles before seat nouns."""
        articles = self.grammar.noun_articles
        if not articles or noun.split()[0] in articles.values() or self.chance(0.4):
            return noun
        return f"{articles[self._gender(noun)]} {noun}"

    def _gender(self, noun: str) -> str:
        return "f" if self.grammar.feminine_endings and noun.endswith(self.grammar.feminine_endings) else "m"

    # -- actions

    def act(self, act: Act, seat: str) -> str:
        if act.move is Move.PUSH:
            return self._push(seat, act.chips)
        term = self.pick(self.forms.actions[act.move])
        if act.amount is None:
            return f"{seat} {term}"
        return f"{seat} {term} {self._link(act.move, term)}{self.number(act.amount)}"

    def _link(self, move: Move, term: str) -> str:
        """What goes between an action term and its amount: "to", "de", "for", or nothing."""
        words = term.split()
        light = len(words) > 1 and words[0] in self.grammar.light_verbs
        if move is Move.BET:
            return f"{self.grammar.of} " if light else ""
        if move is Move.RAISE:
            # "raises 600" is a raise to 600 too (43-B); no "makes it to make it 600", no "raises to to 600"
            totals = [t for t in self.forms.totals if not set(t.split()) & set(words)]
            said = light or self.chance(0.75)
            return (
                f"{self.pick(totals)} "
                if said and totals and words[-1] not in self.grammar.total_openers
                else ""
            )
        link = "" if words[-1] in self.grammar.all_in_links else self.pick(self.grammar.all_in_links)
        return f"{link} " if link else ""

    def _push(self, seat: str, chips: tuple[int, ...]) -> str:
        """A silent push, the silent words before the verb, after it or at the end."""
        verb, pile, silent = (
            self.pick(self.forms.actions[Move.PUSH]),
            self._chips(chips),
            self.pick(self.forms.silent),
        )
        slots = ["end"]
        if silent.startswith(self.grammar.silent_before):
            slots.append("before")
        if self.grammar.silent_after_verb and (
            " " not in silent or silent.startswith(self.grammar.silent_before)
        ):
            slots.append("after_verb")
        slot = self.rng.choice(slots)
        if slot == "before":
            aside = (
                silent if " " not in silent else f", {silent},"
            )  # "silently puts", ", sin decir nada, pone"
            return f"{seat} {aside} {verb} {pile}".replace(" ,", ",")
        if slot == "after_verb":
            return f"{seat} {verb} {silent} {pile}"
        return f"{seat} {verb} {pile}, {silent}"

    def _chips(self, chips: tuple[int, ...]) -> str:
        """ "una ficha de 1.000 y otra de 500", "a 1,000 and a 500 chip", "1,000 + 500"."""
        if len(chips) > 1 and not self.style.transcript and self.chance(0.15):
            return " + ".join(self.number(c) for c in chips)
        noun, plural = self.rng.choice(self.forms.chip_nouns)
        groups = list(Counter(chips).items())
        parts = [self._chip_group(d, n, (noun, plural), k, len(groups)) for k, (d, n) in enumerate(groups)]
        if len(parts) == 1:
            return parts[0]
        return f"{', '.join(parts[:-1])} {self.grammar.and_word} {parts[-1]}"

    def _chip_group(self, value: int, count: int, nouns: tuple[str, str], index: int, groups: int) -> str:
        """One denomination: "una ficha de 5.000", "dos de 500", "otra de 500"; "a 5,000 chip", "two 500s"."""
        amount, gender = self.number(value), self._gender(nouns[0])
        how_many = self.pick(self.grammar.one[gender]) if count == 1 else self.grammar.counts[count]
        if count == 1 and index and self.chance(0.5):
            how_many = self.grammar.another[gender]
        noun = nouns[count > 1]
        if (
            self.grammar.amount_before_chip
        ):  # the noun may go with the last group only: "a 1,000 and a 500 chip"
            named = index == groups - 1 or self.chance(0.5)
            return f"{how_many} {amount} {noun}" if named else f"{how_many} {amount}"
        named = self.chance(0.7 if index == 0 else 0.5)  # "una de mil y otra de quinientos"
        return " ".join(w for w in (how_many, noun if named else "", self.grammar.of, amount) if w)

    # -- the table

    def blinds(self, stakes: Stakes) -> str:
        spoken = (" ", f" {self.grammar.and_word} ")
        separator = self.pick(spoken if self.style.transcript else ("/", "-", *spoken))
        pair = f"{self.number(stakes.small)}{separator}{self.number(stakes.big)}"
        term = self.pick(self.forms.blinds)
        return f"{pair} {term}" if self.grammar.pair_before_blinds and self.chance(0.3) else f"{term} {pair}"

    def antes(self, stakes: Stakes) -> str | None:
        if stakes.big_blind_ante:
            return f"{self.pick(self.forms.bb_antes)} {self.number(stakes.big_blind_ante)}"
        if stakes.ante:
            return f"{self.pick(self.forms.antes)} {self.number(stakes.ante)}"
        return None

    def street(self, street: Street) -> str | None:
        if street is Street.PREFLOP and self.chance(0.3):
            return None  # pre-flop goes without saying
        return self.pick(self.forms.streets[street])

    def question(self) -> str:
        """ "¿Qué es?", "What's the ruling?", or nothing."""
        if not self.forms.questions or not self.chance(0.4):
            return ""
        return " " + self.grammar.question.format(self.pick(self.forms.questions))


def _next_to(previous: str, name: str, naming: Naming) -> bool:
    """Whether "the next player" after `previous` can only be `name`."""
    if naming is Naming.POSITIONS:
        return NEXT_POSITION.get(previous) == name
    if naming is Naming.LETTERS:
        return ord(name) == ord(previous) + 1
    return int(name) == int(previous) + 1


def render(hand: Hand, lang: str, style: Style, rng: random.Random) -> str:
    """The hand as a dealer might write it (or say it, for a transcript)."""
    writer = Writer(forms(lang), style, rng)
    clauses = _action_clauses(hand, writer)
    if style.transcript:  # fillers between clauses, never inside a phrase ("the big, uh, blind")
        clauses = [writer.filler() + clause for clause in clauses]
    joints = writer.grammar.spoken_connectors if style.transcript else writer.grammar.connectors
    body = clauses[0] + "".join(writer.pick(joints) + clause for clause in clauses[1:])
    table = [part for part in (writer.blinds(hand.stakes), writer.antes(hand.stakes)) if part]
    street = writer.street(hand.street)
    if style.header_last:
        opening = f"{street}, " if street and rng.random() < 0.5 else ""
        closing = ", ".join(table if opening or not street else [*table, street])
        text = f"{opening}{body}. {closing}."
    else:
        header = ", ".join([*table, street] if street else table)
        text = f"{header}{rng.choice(('. ', ', ', ': '))}{body}."
    return _finish(text + writer.question(), writer)


def _action_clauses(hand: Hand, writer: Writer) -> list[str]:
    clauses, previous = [], None
    for act in hand.acts:
        clauses.append(writer.act(act, writer.seat(act.seat, previous, hand.naming)))
        previous = act.seat
    return clauses


def _finish(text: str, writer: Writer) -> str:
    for joined, contracted in writer.grammar.contractions:
        text = text.replace(joined, contracted)
    if writer.style.transcript:
        return _spoken(writer.filler() + text)
    if filler := writer.filler(0.15):
        text = f"{filler.strip()}, {text}"
    return _capitalised(text)


def _capitalised(text: str) -> str:
    """A capital at the start of every sentence (and of a question's first word after "¿")."""
    sentences = re.split(r"(?<=[.?])\s+", text)
    return " ".join(re.sub(r"^(¿?)(\w)", lambda m: m.group(1) + m.group(2).upper(), s) for s in sentences)


def _spoken(text: str) -> str:
    """What a voice note becomes: lower case (player letters aside), no punctuation."""
    words = (word.strip(",.:;¿?") for word in text.replace("/", " ").split())
    return " ".join(w if len(w) == 1 and w in LETTERS else w.lower() for w in words if w)


# -------------------------------------------------------------------------------------------- round trip


@dataclass(frozen=True)
class Case:
    family: str
    lang: str
    naming: Naming
    text: str
    hand: Hand


@dataclass(frozen=True)
class Outcome:
    case: Case
    problems: tuple[str, ...]

    @property
    def passed(self) -> bool:
        return not self.problems


RULING_FIELDS = ("seat", "action", "total", "returned")


def cases(total: int, seed: int = SEED, families: Iterable[Family] | None = None) -> list[Case]:
    """`total` cases shared evenly among the families, each family from its own seeded generator."""
    chosen = tuple(families or available_families())
    out: list[Case] = []
    for family in chosen:
        rng = random.Random(f"{seed}:{family.name}")
        for _ in range(max(1, total // len(chosen))):
            hand = deal(family, rng)
            lang = rng.choice(LANGS)
            out.append(Case(family.name, lang, hand.naming, render(hand, lang, family.style, rng), hand))
    return out


def check(case: Case) -> Outcome:
    """Parse the text and compare the ruling and the facts with the oracle's."""
    expected = rule(situation(case.hand)).to_contract()["ruling"]
    result = answer(case.text).result
    if result["intent"] != "ruling" or result["ruling"] is None:
        return Outcome(case, (f"intent: {result['intent']!r}",))
    if result.get("facts") is None:  # answered as a rule topic (conduct), not ruled on as play
        return Outcome(case, (f"answered as a topic: {result['rules'][:1]!r}",))
    problems = [
        f"ruling.{key}: expected {expected[key]!r}, got {result['ruling'][key]!r}"
        for key in RULING_FIELDS
        if result["ruling"][key] != expected[key]
    ]
    problems += _fact_problems(expected_facts(case.hand), result["facts"])
    return Outcome(case, tuple(problems))


def _fact_problems(expected: Mapping[str, Any], facts: Mapping[str, Any]) -> list[str]:
    problems = [
        f"{key}: expected {expected[key]!r}, got {facts[key]!r}"
        for key in ("blinds", "ante", "big_blind_ante", "street")
        if facts[key] != expected[key]
    ]
    got = [_act_facts_of(a) for a in facts["actions"]]
    if len(got) != len(expected["actions"]):
        return [*problems, f"actions: expected {expected['actions']!r}, got {got!r}"]
    for k, (want, have) in enumerate(zip(expected["actions"], got, strict=True)):
        problems += [
            f"action {k + 1} {key}: expected {want[key]!r}, got {have[key]!r}"
            for key in want
            if want[key] != have[key]
        ]
    return problems


def _act_facts_of(action: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "seat": action["seat"],
        "declaration": action["declaration"],
        "amount": action["amount"],
        "chips": sorted(action["chips"]),
    }


def run(total: int, seed: int = SEED, families: Iterable[Family] | None = None) -> list[Outcome]:
    return [check(case) for case in cases(total, seed, families)]


@dataclass(frozen=True)
class Tally:
    family: str
    cases: int
    passed: int
    by_lang: Mapping[str, tuple[int, int]]  # lang -> (passed, cases)

    @property
    def rate(self) -> float:
        return self.passed / self.cases if self.cases else 1.0


def tally(outcomes: Sequence[Outcome]) -> dict[str, Tally]:
    out: dict[str, Tally] = {}
    for name in dict.fromkeys(o.case.family for o in outcomes):
        mine = [o for o in outcomes if o.case.family == name]
        by_lang = {
            lang: (sum(o.passed for o in mine if o.case.lang == lang), sum(o.case.lang == lang for o in mine))
            for lang in LANGS
        }
        out[name] = Tally(name, len(mine), sum(o.passed for o in mine), by_lang)
    return out


def table(tallies: Mapping[str, Tally], floors: Mapping[str, float] | None = None) -> str:
    floors = floors or {}
    lines = [f"{'family':<20} {'cases':>5} {'pass':>7} {'es':>7} {'en':>7} {'floor':>6}"]
    for t in tallies.values():
        langs = [f"{p / n:7.1%}" if n else f"{'-':>7}" for p, n in (t.by_lang[lang] for lang in LANGS)]
        floor = f"{floors[t.family]:6.0%}" if t.family in floors else f"{'':>6}"
        lines.append(f"{t.family:<20} {t.cases:>5} {t.rate:7.1%} {' '.join(langs)} {floor}")
    return "\n".join(lines)


def examples(outcomes: Sequence[Outcome], family: str, count: int = 3) -> list[Outcome]:
    return [o for o in outcomes if o.case.family == family and not o.passed][:count]


def describe(outcome: Outcome) -> str:
    return f"  [{outcome.case.lang}/{outcome.case.naming}] {outcome.case.text}\n    " + "\n    ".join(
        outcome.problems
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=DEFAULT_CASES)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--show", type=int, default=3, help="failing examples per family")
    parser.add_argument("--family", action="append", help="only these families")
    args = parser.parse_args(argv)
    families = [f for f in available_families() if not args.family or f.name in args.family]
    outcomes = run(args.cases, args.seed, families)
    tallies = tally(outcomes)
    print(table(tallies))
    for name, t in tallies.items():
        if t.passed < t.cases and args.show:
            print(f"\n{name}:")
            print("\n".join(describe(o) for o in examples(outcomes, name, args.show)))


if __name__ == "__main__":
    main()
