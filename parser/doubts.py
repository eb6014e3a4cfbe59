"""What the parser could not account for, and facts that cannot all be true.

A ruling is stated as certain only when every word that could change it was understood and the facts are
consistent (bot/gate.py). The parser does not rule: it lists its doubts as codes with their parameters,
each either *soft* (a reading is likely, one question settles it) or *hard* (the facts as read cannot be
right: the floor must look).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from functools import cache

from locales.languages import LANGS
from parser.amounts import digits_value
from parser.common_words import is_common_form, is_common_word, misspelt_common_words
from parser.compiled import kept
from parser.grammar import abbreviations, grammar, words
from parser.inflection import BETTING_KINDS, stem
from parser.kept_patterns import compiled
from parser.lexicon import lexicon_terms
from parser.normalize import fold, tokenize
from parser.seats import OPPONENT
from rules_engine.amounts import bare_number_readings
from rules_engine.record import record
from rules_engine.situation import Ask, Event, Situation, Street, Verbal, told_as

MAX_SEAT = 10  # the largest tournament table
TINY = 20  # no tournament bet, push or stack is this small: such a number was read from the wrong words
WAGER_KINDS = frozenset({Verbal.BET, Verbal.RAISE, Verbal.ALL_IN, Verbal.POT, Verbal.AMOUNT, Verbal.COMPLETE})
# The kinds the per-event tests below ask about, named once: an enum's member read off its class goes
# through the enum type's attribute hook (Python 3.11), some forty times dearer than a module's name.
_FOLD, _RAISE = Verbal.FOLD, Verbal.RAISE
_BET_OR_RAISE = frozenset({Verbal.BET, Verbal.RAISE})
_TOTALS = frozenset({Verbal.BET, Verbal.RAISE, Verbal.ALL_IN})  # a raise said after one of these is above it
_NO_WAGER = frozenset({Verbal.FOLD, Verbal.CHECK})
_PREFLOP = Street.PREFLOP
_PREPOSITIONS = words("prepositions")  # "entre el 2 y el 8": a preposition is no form of a verb ("entrar")


class DoubtCode(StrEnum):
    UNKNOWN_WORDS = "unknown_words"  # soft: words that are neither poker terms nor known fillers
    UNNAMED_PLAYER = "unnamed_player"  # soft: an action whose player the report does not say
    INVALID_BLINDS = "invalid_blinds"  # hard: "0-500", "500/250": blinds said but impossible
    NO_SUCH_SEAT = "no_such_seat"  # hard: "seat 0", "seat 99"
    ZERO_AMOUNT = "zero_amount"  # hard: "all in for 0", "bets 0"
    OVER_STACK = "over_stack"  # hard: more chips pushed than the stack the report states
    ACTS_AFTER_FOLD = "acts_after_fold"  # hard: a player acts again after folding
    GARBLED_NUMBER = "garbled_number"  # hard: "1e400", "2o00": digits and letters in one number
    ACTS_TWICE = "acts_twice"  # hard: a player acts again though nobody bet or raised since
    DEALER_UNSURE = "dealer_unsure"  # hard: "no sé si lo dijo antes", "I can't tell if the chip landed first"
    UNPLACED_AMOUNT = "unplaced_amount"  # soft: an amount the report gives that no fact of the ruling holds
    TINY_AMOUNT = "tiny_amount"  # soft: chips or a stack of a few units ("all in for 8"): a number misread
    DEALER_LEANING = "dealer_leaning"  # soft: "creo que dijo check", "pretty sure": to be confirmed
    DEALER_UNSEEN = "dealer_unseen"  # soft: "no sé si le quedan fichas": a fact he did not see, to confirm
    UNREAD_CLAUSE = "unread_clause"  # soft: a player's clause that gave no fact ("el 7 aventó sus cartas")
    READ_AS = "read_as"  # soft: an ordinary word taken for a betting word ("skipped" as "shipped"): confirm
    MORE_PLAYERS = "more_players"  # hard: "heads up" told and a third player acts
    STACKS_DISAGREE = "stacks_disagree"  # hard: "12,000 total", calls 15,000, "still has 4,000 behind"
    CHIPS_DISAGREE = "chips_disagree"  # hard: "una de mil y dos de quinientos, o sea cinco mil"
    RAISE_NOT_ABOVE = (
        "raise_not_above"  # hard: a raise to no more than the bet it raises ("sube a 2.500" over 3.000)
    )
    # hard: the dealer and a player, or two players, tell the fact an incident turns on otherwise ("dealer
    # says he was behind his chair, seat 5 says he was a few steps away"): the floor hears both
    ACCOUNTS_DIFFER = "accounts_differ"
    # hard: a non-standard word ("I'm in", "voy") another at the table claims was another action ("the bettor
    # says he is all in"): at the player's own risk (57), what it meant is the TD's (40-A)
    WORD_DISPUTED = "word_disputed"


HARD = frozenset(
    {
        DoubtCode.INVALID_BLINDS,
        DoubtCode.NO_SUCH_SEAT,
        DoubtCode.ZERO_AMOUNT,
        DoubtCode.OVER_STACK,
        DoubtCode.ACTS_AFTER_FOLD,
        DoubtCode.GARBLED_NUMBER,
        DoubtCode.ACTS_TWICE,
        DoubtCode.DEALER_UNSURE,
        DoubtCode.RAISE_NOT_ABOVE,
        DoubtCode.MORE_PLAYERS,
        DoubtCode.STACKS_DISAGREE,
        DoubtCode.CHIPS_DISAGREE,
        DoubtCode.ACCOUNTS_DIFFER,
        DoubtCode.WORD_DISPUTED,
    }
)


@record
class Doubt:
    code: DoubtCode
    detail: str = ""  # the words or the seat concerned, for the reply

    @property
    def hard(self) -> bool:
        return self.code in HARD


_GARBLED = compiled(r"\d+[^\W\d_]+\d[\w.,]*")


def _garbled(text: str) -> str:
    """The first run of digits and letters that is no number ("1e400", "2o00"); a thousands' "k" between
    digits ("2k5", "1k2," before a comma) is a number the amounts read, not a garble."""
    runs = (m.group() for m in _GARBLED.finditer(text))
    return next((run for run in runs if digits_value(run.rstrip(".,")) is None), "")


def find_doubts(
    text: str,
    situation: Situation,
    unknown: Sequence[tuple[str, bool, bool]],
    bad_blinds: Sequence[int] | None,
    dealer_unsure: bool = False,
    amounts: Sequence[tuple[str, int]] = (),
    unread_clauses: Sequence[str] = (),
    leaning: str = "",
    read_as: Sequence[str] = (),
    unseen: str = "",
) -> tuple[Doubt, ...]:
    """Every doubt about one parsed report: words that may carry the ruling (soft), impossible facts (hard).
    ``unknown``: the words no reader used, as written, each with whether it stands next to a player and
    whether it is what a player said (right after "dice", "says")."""
    found: list[Doubt] = []
    if dealer_unsure:
        found.append(Doubt(DoubtCode.DEALER_UNSURE))
    elif leaning:
        found.append(Doubt(DoubtCode.DEALER_LEANING, f"«{leaning}»"))
    elif unseen:
        found.append(Doubt(DoubtCode.DEALER_UNSEEN, f"«{unseen}»"))
    if garbled := _garbled(text):
        found.append(Doubt(DoubtCode.GARBLED_NUMBER, garbled))
    if unread := [w for w, near, said in unknown if may_carry_the_ruling(w, near, said)]:
        found.append(Doubt(DoubtCode.UNKNOWN_WORDS, quoted(unread)))
    if read_as:
        found.append(Doubt(DoubtCode.READ_AS, ", ".join(read_as)))
    if unread_clauses:
        found.append(Doubt(DoubtCode.UNREAD_CLAUSE, quoted(unread_clauses)))
    if bad_blinds:
        found.append(Doubt(DoubtCode.INVALID_BLINDS, "/".join(str(v) for v in bad_blinds)))
    found += _seat_doubts(situation)
    found += _amount_doubts(situation)
    if stray := _unplaced(situation, amounts):
        found.append(Doubt(DoubtCode.UNPLACED_AMOUNT, ", ".join(f"«{a}»" for a in stray)))
    return tuple(found)


def _unplaced(situation: Situation, amounts: Sequence[tuple[str, int]]) -> list[str]:
    """Amounts said (as written, with their value) that no fact of the situation holds: "every amount
    placed", or something was misread. Chip counts and tiny numbers are not amounts of chips."""
    sized = [(text, value) for text, value in amounts if value >= TINY]
    if not sized:
        return []  # no amount said beyond a chip count (most reports' amounts are all placed anyway)
    placed = placed_amounts(situation)
    stray = [(text, value) for text, value in sized if value not in placed]
    if stray:  # the readings of a declaration argued over (57, 43-B) are what the ruling chooses among
        argued = _other_readings(situation)
        stray = [(text, value) for text, value in stray if value not in argued]
    return [text for text, _ in stray]


# A check or a fold puts no chips in: an amount the report binds to one is placed nowhere.
NO_AMOUNT = frozenset({Verbal.CHECK, Verbal.FOLD})


def placed_amounts(situation: Situation) -> set[int | None]:
    """Every amount a fact of the situation holds: blinds, antes, the pot, stacks and posts, and each
    action's amounts said, pushed and counted."""
    placed = {
        situation.big_blind,
        situation.small_blind,
        situation.ante,
        situation.big_blind_ante,
        situation.pot,
    }
    posted = {}
    for seat in situation.seats:
        placed |= {seat.stack, seat.posted, *seat.posted_chips, sum(seat.posted_chips)}
        posted[seat.name] = max(seat.posted, sum(seat.posted_chips))
    for event in situation.events:
        said = event.declaration.amount if event.declaration is not None else None
        if event.declaration is not None and event.declaration.kind in NO_AMOUNT:
            said = None  # "dice check pero le apostaron 2000": no check's number; the bet faced, misread
        placed |= {said, event.amount, event.pushed, event.count_given, *event.chips, *event.added_chips}
        placed |= {sum(event.added_chips), (event.pushed or 0) + sum(event.added_chips)}
        if event.pushed and posted.get(event.seat):  # "adds a 500 to his 1k blind, so 1500 out": all in front
            placed.add(posted[event.seat] + event.pushed)
    if situation.found_behind is not None:  # the chips found behind an all-in (62): the ruling's own
        placed |= {situation.found_behind.amount, situation.found_behind.chip}
    return placed


def _other_readings(situation: Situation) -> set[int]:
    """The amounts a declaration may be read as, which the table argues over and the ruling settles: each
    magnitude of a bare number ("dice cinco... el 7 dice que son 500", 57) and a raise's amount added to the
    bet it raises ("says he meant raise by 5000, so 7000 total", which 43-B reads as the total). A bare "1" is
    left out: "one" also counts chips ("raise + 1 chip 1k"), and the chip's value would pass for a reading."""
    argued: set[int] = set()
    current = 0
    for event in situation.events:
        said = event.declaration
        if said is not None and said.amount is not None and said.bare_number and said.amount > 1:
            argued.update(bare_number_readings(said.amount, 1))
        elif said is not None and said.amount is not None and said.kind is _RAISE and not said.by and current:
            argued.add(current + said.amount)
        if said is not None and said.amount is not None and said.kind in _TOTALS and not said.bare_number:
            current = max(current, said.amount)
    return argued


def quoted(words: Sequence[str]) -> str:
    """The words a doubt is about, as its detail shows them: «eh», «plonks»."""
    return ", ".join(f"«{w}»" for w in words)


def unquoted(detail: str) -> list[str]:
    """The words of a detail `quoted` wrote (a word may hold commas: «floor , flustered ,»)."""
    return detail[1:-1].split("», «") if detail else []


def may_carry_the_ruling(word: str, near_actor: bool = True, said: bool = False) -> bool:
    """An unread word that may change the ruling: a word too rare to be ordinary speech (table slang the
    lexicon lacks: "plonks", "mogollón"), or, right next to a player, a form of a betting verb the lexicon
    does not list ("pagan el cuatro", "seat 5 shoving"). Ordinary words ("todavía", "wants", "cambio", "le
    dije", "has to put") carry no ruling."""
    if not near_actor and not said and _proper_noun(word):
        return False  # "Floor report, Tulalip, PLO", "Melb turbo": a place or a room, written as a name
    folded = fold(word).replace("'", "").replace("’", "")  # "he's" as the tokenizer and the list fold it
    folded = abbreviations().get(folded, folded)  # "alante", "roond": a spelling of an ordinary word
    if said and not is_common_word(folded):
        return True  # right after "dice", "says": what he said, only a listed word ("dice poso": a typo)
    if all(map(is_common_form, folded.split(" "))):
        verb = folded not in _PREPOSITIONS and not _infinitive(folded)
        return near_actor and verb and is_betting_form(folded)
    if meant := misspelt_common_words(
        folded
    ):  # "befor": a typo of an ordinary word, unless of a betting verb
        return near_actor and any(map(is_betting_form, meant))
    return True


def _proper_noun(word: str) -> bool:
    """One word written as a name: a capital, then small letters ("Tulalip", "Hippodrome")."""
    return (
        " " not in word and len(word) > 2 and word[0].isupper() and word[1:].isalpha() and word[1:].islower()
    )


def is_betting_form(word: str) -> bool:
    """A form of a one-word betting term of either language ("pagaron", "subía", "shoving")."""
    return stem(word) in _betting_stems()


def _infinitive(word: str) -> bool:
    """ "tiene que poner", "quiere subir": an infinitive names what is asked or owed, not what was done."""
    return word.endswith(_infinitive_endings())


@cache
def _infinitive_endings() -> tuple[str, ...]:
    return tuple(e for lang in LANGS for e in grammar(lang)["infinitive_endings"])


@cache
def _betting_stems() -> frozenset[str]:
    """`built_betting_stems`, kept between processes (parser/compiled.py): every term tokenized and every word
    stemmed cost a process some 70 M machine instructions."""
    return kept("doubts.betting_stems", built_betting_stems)


def built_betting_stems() -> frozenset[str]:
    """Stems of the one-word betting terms of both languages ("paga", "sube", "shoves"): words inside a
    longer phrase ("that" in "that's a call") say nothing alone."""
    words = {
        key[0]
        for lang in LANGS
        for term, entry in lexicon_terms(lang)
        if entry.kind in BETTING_KINDS
        for key in [tuple(t.norm for t in tokenize(term) if t.kind == "word")]
        if len(key) == 1 and len(key[0]) >= 3
    }
    return frozenset(stem(w) for w in words)


def _seat_doubts(situation: Situation) -> list[Doubt]:
    out: list[Doubt] = []
    for seat in situation.seats:
        if seat.name.isdigit() and not 1 <= int(seat.name) <= MAX_SEAT:
            out.append(Doubt(DoubtCode.NO_SUCH_SEAT, seat.name))
    unnamed = [e for e in situation.events if e.seat.startswith("?") and e.seat != "?opponent"]
    if unnamed and not (_only_called_before_the_asked(situation, unnamed) or _lone_actor(situation)):
        out.append(Doubt(DoubtCode.UNNAMED_PLAYER))
    folded: set[str] = set()
    for event in situation.events:
        if event.seat in folded:
            out.append(Doubt(DoubtCode.ACTS_AFTER_FOLD, event.seat))
            break
        if event.declaration is not None and event.declaration.kind is _FOLD and not event.pushed:
            folded.add(event.seat)
    if (more := _more_players(situation)) is not None:
        out.append(Doubt(DoubtCode.MORE_PLAYERS, more))  # "heads up", and a third one acts
    twice = _acts_twice(situation)
    if twice is not None:
        out.append(Doubt(DoubtCode.ACTS_TWICE, twice))
    if (low := _raise_not_above(situation)) is not None:
        out.append(Doubt(DoubtCode.RAISE_NOT_ABOVE, low))
    return out


_ASKED_NOW = frozenset({Ask.OPTIONS, Ask.MIN_RAISE})


def _only_called_before_the_asked(situation: Situation, unnamed: Sequence[Event]) -> bool:
    """ "All limp, BB option: min raise?", "todos limpean al straddle y el CO quiere subir": players left
    unnamed who only called, asked about another, named player's options or minimum raise. A call moves
    neither the bet he faces nor the raise he must match, so who called cannot change either."""
    asked = situation.question
    if asked.ask not in _ASKED_NOW or asked.seat is None or asked.seat.startswith("?"):
        return False
    return all(
        e.declaration is not None and e.declaration.kind is Verbal.CALL and not e.pushed and not e.chips
        for e in unnamed
    )


def _lone_actor(situation: Situation) -> bool:
    """ "Turn, first to act says 'raise'", "bloke says 'I bet six'", "el primero en hablar dice 'apuesto
    ocho'": one player, told by no seat, the only one who acts (an unnamed opener's bet at most before him),
    after the flop, nobody skipped, asked about no other. His seat changes neither the order nor a blind:
    who he is cannot change the ruling."""
    actors = {e.seat for e in situation.events} - {OPPONENT}
    asked = situation.question.seat
    return (
        len(actors) == 1
        # told by words, or "a player", "someone": no misread "I", no subject lost
        and all(told_as(a) is not None or a[1:].isdigit() for a in actors)
        and situation.street is not _PREFLOP
        and situation.skipped is None
        and (asked is None or asked in actors)
    )


def _more_players(situation: Situation) -> str | None:
    """The first player beyond the count of players in the hand the report told ("heads up, 2 bets, 8 calls:
    can 5 raise?"); the players are listed only where a count was told (most reports tell none)."""
    told = situation.players_in_hand
    if told is None:
        return None
    asked = [situation.question.seat] if situation.question.seat is not None else []
    named = [*(e.seat for e in situation.events), *asked]
    actors = list(dict.fromkeys(n for n in named if not n.startswith("?")))
    return actors[told] if len(actors) > told else None


def _raise_not_above(situation: Situation) -> str | None:
    """A raise said to a total no larger than the bet it raises: no raise is that, so an amount or an action
    was misheard or misread (a raise *by* an amount, or a bare number read by 57, is no total)."""
    if not any(e.declaration is not None and e.declaration.kind is _RAISE for e in situation.events):
        return None  # no raise said (most reports): the walk below could find none
    return _raise_not_above_walked(situation)


def _raise_not_above_walked(situation: Situation) -> str | None:
    order = {s.name: k for k, s in enumerate(situation.seats)}
    current = situation.big_blind if situation.street is _PREFLOP else 0
    posted = {s.name: max(s.posted, sum(s.posted_chips)) for s in situation.seats}
    seen: set[str] = set()
    furthest = -1
    for event in situation.events:
        if event.seat not in seen:
            seat = order.get(event.seat, furthest)
            if seat < furthest:
                return None  # a first action out of seat order: from here one may have been returned (53-A)
            seen.add(event.seat)
            furthest = seat
        decl = event.declaration
        said = None if decl is None or decl.by or decl.bare_number else decl.amount
        if said is not None and decl is not None and decl.kind is _RAISE and current and said <= current:
            return event.seat
        if said is not None and decl is not None and decl.kind in _TOTALS:
            current = max(current, said)
        elif decl is None and (pushed := sum(event.chips) or event.amount or 0):
            current = max(current, posted.pop(event.seat, 0) + pushed)  # "adds a 500 next to his 1k": 1,500
    return None


def wagers(event: Event) -> bool:
    """Chips put out or a bet, raise or amount said: an action that may re-open the betting to others."""
    return event.pushed is not None or (
        event.declaration is not None and event.declaration.kind in WAGER_KINDS
    )


def _acts_twice(situation: Situation) -> str | None:
    """A player who acts again when nobody bet or raised since their last action: no table allows it, so
    two actions were read where the report told one (or told one player's as another's)."""
    seats = [e.seat for e in situation.events]
    if len(set(seats)) == len(seats):
        return None  # each player acts once (most reports): nobody can act twice
    return _acts_twice_walked(situation)


def _acts_twice_walked(situation: Situation) -> str | None:
    since: dict[str, bool] = {}  # seat -> someone else may have raised since its last action
    unsized: set[str] = set()  # seats that bet or raised with no amount yet ("says bet and starts counting")
    for event in situation.events:
        if since.get(event.seat) is False and event.seat not in unsized:
            return event.seat
        unsized.discard(event.seat)  # the chips that come next are that bet's amount (59-B)
        if _unsized_wager(event):
            unsized.add(event.seat)
        raising = wagers(event)
        for seat in since:
            since[seat] = since[seat] or (raising and seat != event.seat)
        since[event.seat] = False
    return None


def _unsized_wager(event: Event) -> bool:
    said = event.declaration
    return (
        said is not None
        and said.kind in _BET_OR_RAISE
        and said.amount is None
        and not event.chips
        and not event.amount
    )


def bare_number(event: Event) -> bool:
    """ "Apuesto cinco": a number said without its magnitude, read by rule 57, not taken as chips."""
    return event.declaration is not None and event.declaration.bare_number


def _amount_doubts(situation: Situation) -> list[Doubt]:
    out: list[Doubt] = []
    stacks = {s.name: (s.stack, s.posted) for s in situation.seats}
    for event in situation.events:
        said = event.declaration.amount if event.declaration is not None else None
        wagering = event.declaration is None or event.declaration.kind not in _NO_WAGER
        if wagering and (said == 0 or (event.pushed == 0 and said is None)):
            out.append(Doubt(DoubtCode.ZERO_AMOUNT, event.seat))
        stack, posted = stacks.get(event.seat, (None, 0))
        largest = max((v for v in (event.pushed, said) if v is not None), default=None)
        if stack is not None and largest is not None and largest > stack + posted and not bare_number(event):
            out.append(Doubt(DoubtCode.OVER_STACK, event.seat))
        if any(0 < v < TINY for v in (event.pushed, None if bare_number(event) else said) if v is not None):
            out.append(Doubt(DoubtCode.TINY_AMOUNT, event.seat))
    out += [
        Doubt(DoubtCode.TINY_AMOUNT, s.name)
        for s in situation.seats
        if s.stack is not None and 0 < s.stack < TINY  # 0: all in (on the post), no misread number
    ]
    return out
