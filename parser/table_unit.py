"""The table's unit: where the chips are counted in thousands, a number said short is in thousands.

Dealers at 25,000/50,000 say "cutoff raises to one twenty five", "opens two forty", "sube a trescientos":
125,000, 240,000 and 300,000, as nobody bets 125 chips there. With no level told, a bet or a chip written in
thousands tells the unit ("seat 2 bets 220k... seat 5 says three fifty": 350,000). Rule 57 reads the bare
numbers that admit several readings ("five": 500, 5,000...); this reads the ones that admit only one: a
number from twenty up, under a thousand, written without "k", "mil" or "thousand".
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from parser.amounts import THOUSAND, Amount, thousands_written
from parser.grammar import words
from parser.header import Header
from parser.tagging import Piece, Term, amount_positions, at, is_kind, is_word_in
from parser.terms import TermKind
from rules_engine.amounts import THOUSANDS_LEVEL  # the same level 57's readings use
from rules_engine.record import replace

_LEAST = 20  # under it a number is a count, a seat or a bare number left to rule 57 ("tres", "five")
_DEEP = 5_000  # with no level told, an amount written in thousands this large sets the unit
_NEAR = 10  # ... for the numbers said short that, in thousands, come within this factor of it
_ALL_IN_REACH = 3  # "va all in por 60k": an all-in's amount, its stack, says nothing of the level
_SHORT_LEVEL_DEPTH = 250  # big blinds: a bet (no all-in, no stack) this deep says the level was said short
_UNITS = words("blind_units")  # "120 bigs": a stack in big blinds, no chips
_CHIP_ONE = words("chip_one")  # "*una* de 5", "*one* of the 25s": a count of one chip
_CHIP_OF = words("chip_of")  # "tres *de* 100"
_OR = words("or")
_AMOUNT_ARTICLES = words("amount_articles")  # "pone *los* 15": the amount told before, named again
_STACK_REACH = 3  # "le quedan | como | 40": the stack word a word or two before its amount
_SHORT_STACK_FACTOR = 10  # a stack under a tenth of the big blind is no stack: it was said in thousands
_SHORT_CHIP_FACTOR = 100  # no chip in play is worth under a hundredth of the big blind ("una de 5" at 2k/4k)


def in_the_tables_thousands(pieces: Sequence[Piece], header: Header, taken: Collection[int]) -> list[Piece]:
    """The pieces, with the amounts said short at a table counted in thousands read in thousands; the
    header's level too, when it was said short ("forty eighty... puts in forty k": 40,000/80,000)."""
    _level_in_thousands(pieces, header, taken)
    pieces = _calls_said_short(_stacks_in_thousands(pieces, header, taken), taken)
    fits = _fits(pieces, header, taken)
    if fits is None:  # most reports: a level in units, or no amount in thousands
        # the same list, so its piece index (built by the header's reader) serves the readers after
        return pieces if isinstance(pieces, list) else list(pieces)
    out = list(pieces)
    level_told = bool(header.big_blind or header.big_blind_ante)  # "two twenty fives" at 25k/50k: 25k chips
    for i in amount_positions(pieces):  # `_said_short` reads amounts only
        piece = pieces[i]
        if i in taken or not _said_short(piece) or _in_big_blinds(pieces, i):
            continue
        if not level_told and _a_chips_value(pieces, i):
            continue
        assert isinstance(piece, Amount) and piece.value is not None
        if fits(piece.value * THOUSAND):
            out[i] = _in_thousands(piece)
    return out


def _stacks_in_thousands(pieces: Sequence[Piece], header: Header, taken: Collection[int]) -> Sequence[Piece]:
    """ "1 luca 2 lucas ... le quedan como 40 atrás", "1k/2k ... has about 40 behind": at a level in thousands
    of chips, a stack said short far below the big blind, in a report that writes its amounts in thousands,
    is in thousands (no player sits with 40 chips at 1,000/2,000; a big blind all in for 600 may); so is a
    chip's value no chip in play has ("apuesta 8 mil con una de 5 y tres de mil": a 5,000 chip)."""
    big = header.big_blind
    written = (p for k in amount_positions(pieces) if k not in taken and isinstance(p := pieces[k], Amount))
    if big is None or big < THOUSAND or not any(thousands_written(p) for p in written):
        return pieces
    out: list[Piece] | None = None
    for i in amount_positions(pieces):
        piece = pieces[i]
        if i in taken or _in_big_blinds(pieces, i):
            continue
        if _said_short(piece) and _a_stack(pieces, i):
            factor = _SHORT_STACK_FACTOR
        elif _a_short_chip(pieces, i):
            factor = _SHORT_CHIP_FACTOR
        else:
            continue
        assert isinstance(piece, Amount) and piece.value is not None
        if piece.value * factor < big:  # 600 at 1,000/2,000 is a short stack, 40 is not; no chip is worth 5
            out = out if out is not None else list(pieces)
            out[i] = _in_thousands(piece)
    return pieces if out is None else out


def _calls_said_short(pieces: Sequence[Piece], taken: Collection[int]) -> Sequence[Piece]:
    """ "raise twelve thousand... seat six calls twelve", "apuesta 15 mil... paga y pone los 15": a call or a
    push of a small number that, in thousands, is an amount the report told before, is that amount (no
    rule-57 reading of "twelve" is left)."""
    calls = [i for i in amount_positions(pieces) if i not in taken and _calls_a_small_number(pieces, i)]
    if not calls:  # most reports: no call of a number under twenty
        return pieces
    out = list(pieces)
    for i in calls:
        piece = pieces[i]
        assert isinstance(piece, Amount) and piece.value is not None
        meant = piece.value * THOUSAND
        told = (pieces[k] for k in amount_positions(pieces) if k < i)
        if any(isinstance(t, Amount) and t.value == meant and thousands_written(t) for t in told):
            out[i] = _in_thousands(piece)
    return out


def _calls_a_small_number(pieces: Sequence[Piece], i: int) -> bool:
    """A number under twenty right after a call, or after a push with an article between or not ("calls
    twelve", "put in eleven", "pone los 15"; "calls the sixteen" names the bet, no amount of the call)."""
    piece = pieces[i]
    verb = at(pieces, i - 1)
    if not (isinstance(piece, Amount) and piece.value is not None and 0 < piece.value < _LEAST):
        return False
    called = isinstance(verb, Term) and verb.kind is TermKind.ACTION and verb.value == "call"
    pusher = at(pieces, i - 1 - is_word_in(verb, _AMOUNT_ARTICLES))
    pushed = is_kind(pusher, TermKind.PUSH) and not _counts_chips(pieces, i)  # not "puts out two 5k"
    return (called or pushed) and not is_word_in(at(pieces, i + 1), _OR)  # "¿paga doce o catorce?": asked


def _counts_chips(pieces: Sequence[Piece], i: int) -> bool:
    """The number at i counts chips: a value, a chip word or "de"/"of" follows it ("two 5k", "dos de mil",
    "three chips", "two blacks")."""
    after = at(pieces, i + 1)
    chips = is_kind(after, TermKind.CHIP, TermKind.COLOUR) or is_word_in(after, _CHIP_OF)
    return chips or isinstance(after, Amount)


def _in_thousands(piece: Amount) -> Amount:
    """The amount said short, read in the table's thousands ("forty": 40,000), still a number said alone."""
    assert piece.value is not None
    return replace(piece, value=piece.value * THOUSAND, scaled=True, short=True)


def _a_stack(pieces: Sequence[Piece], i: int) -> bool:
    """The amount at i is a stack: a stack word just before it ("le quedan como 40", "has 40")."""
    return any(is_kind(at(pieces, k), TermKind.STACK_WORD) for k in range(i - _STACK_REACH, i))


def _in_big_blinds(pieces: Sequence[Piece], i: int) -> bool:
    """ "120 bigs", "40 big blinds", "cuarenta ciegas": a count of big blinds, no chips."""
    return is_word_in(at(pieces, i + 1), _UNITS) or any(
        is_kind(at(pieces, k), TermKind.BLINDS) for k in (i + 1, i + 2)
    )


def _a_chips_value(pieces: Sequence[Piece], i: int) -> bool:
    """ "three 100s", "tres de 100": the value of chips counted, which the chips' own list reads."""
    piece = pieces[i]
    return (isinstance(piece, Amount) and piece.plural) or (
        isinstance(at(pieces, i - 2), Amount) and is_word_in(at(pieces, i - 1), _CHIP_OF)
    )


def _level_in_thousands(pieces: Sequence[Piece], header: Header, taken: Collection[int]) -> None:
    """A level said short ("forty eighty", "cuarenta ochenta") beside bets in thousands hundreds of big
    blinds deep ("puts in forty k", "saca seiscientos mil"): the level is in thousands too."""
    big = header.big_blind
    if big is None or big >= THOUSAND:
        return
    deep = _SHORT_LEVEL_DEPTH * big
    if max(_bets_in_thousands(pieces, taken, deep), default=0) < deep:
        return
    header.big_blind = big * THOUSAND
    if header.small_blind is not None:
        header.small_blind *= THOUSAND
    if 0 < header.big_blind_ante < THOUSAND:
        header.big_blind_ante *= THOUSAND
    if 0 < header.ante < THOUSAND:
        header.ante *= THOUSAND


def _fits(pieces: Sequence[Piece], header: Header, taken: Collection[int]) -> Callable[[int], bool] | None:
    """What a number read in thousands must satisfy, or None when the table does not count in thousands:
    at a level in thousands, reaching the small blind; with no level, near a deep amount in thousands. A
    big-blind ante told without the blinds is the level's big blind as much as any."""
    big = header.big_blind or header.big_blind_ante or None
    if big is not None:
        if big < THOUSANDS_LEVEL:
            return None
        small = header.small_blind or big // 2
        return lambda value: value >= small
    deep = max(_bets_in_thousands(pieces, taken, _DEEP), default=0)
    if deep < _DEEP:
        return None
    return lambda value: deep / _NEAR <= value <= deep * _NEAR


def _bets_in_thousands(pieces: Sequence[Piece], taken: Collection[int], least: int) -> list[int]:
    """The amounts from `least` up written in thousands that are no stack and no all-in ("has 150k behind",
    "all in for 60k" say nothing of the unit of the bets: an early level may have deep stacks). Each caller
    asks only whether one reaches a depth: the smaller amounts are turned away before the dearer tests."""
    return [
        piece.value
        for i in amount_positions(pieces)
        if i not in taken
        and isinstance(piece := pieces[i], Amount)
        and piece.value is not None
        and piece.value >= least
        and thousands_written(piece)
        and not is_kind(at(pieces, i - 1), TermKind.STACK_WORD)
        and not is_kind(at(pieces, i + 1), TermKind.STACK_WORD)
        and not any(_all_in(at(pieces, k)) for k in range(i - _ALL_IN_REACH, i))  # "all in for 60k"
    ]


def _all_in(piece: Piece | None) -> bool:
    return isinstance(piece, Term) and piece.kind is TermKind.ACTION and piece.value == "all_in"


def _a_short_chip(pieces: Sequence[Piece], i: int) -> bool:
    """The amount at i is a chip's value said without its thousands: a number under a thousand after a
    count and "de"/"of" ("una de 5", "tres de 25"), or in the plural ("two 2s")."""
    piece = pieces[i]
    if not (isinstance(piece, Amount) and piece.value and piece.value < THOUSAND) or thousands_written(piece):
        return False
    if is_kind(at(pieces, i - 1), TermKind.SEAT_NOUN):
        return False  # "seat 4's raise": a seat, not a chip
    one_of = is_word_in(at(pieces, i - 1), _CHIP_OF) and is_word_in(at(pieces, i - 2), _CHIP_ONE)
    return one_of or _a_chips_value(pieces, i)


def _said_short(piece: Piece) -> bool:
    return (
        isinstance(piece, Amount)
        and piece.value is not None
        and not piece.denomination
        and _LEAST <= piece.value < THOUSAND
        and not thousands_written(piece)
    )
