"""Chip descriptions: "una ficha de 5.000", "una de mil y dos de quinientos", "a single 5k chip", "two 500s",
"one 1000 and five 100s", "dos rojas" (colours need the venue's chip set: colour -> value).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from parser.amounts import Amount
from parser.grammar import words
from parser.lexicon import Term
from parser.normalize import Token, fold
from parser.tagging import Piece, at, is_kind, is_word, is_word_in, piece_index
from parser.terms import TermKind
from rules_engine.record import record, replace

CHIP_ONE = words("chip_one")
_ONE_WORDS = words("chip_one_words")  # unlike "a"/"una", never an article before an amount
_SINGLE = words("chip_single")
_OF = words("chip_of")
_THE = words("chip_of_articles")  # "of *the* 1k chips", "de *las* de mil"
_AND = words("chip_and")
_TIMES = words("chip_times")
_CHIP_ADJECTIVES = words("chip_adjectives")
_ALL_ALIKE = words("chip_all_alike")  # "both", "ambas": the chips just counted, all of one value
CHIP_SINGLE_OR_ADJECTIVE = _SINGLE | _CHIP_ADJECTIVES
_MAX_COUNT = 40  # more chips than this in one push is not a count but an amount


@record
class ChipGroup:
    count: int
    value: int | None  # None when a colour is not in the chip set
    colour: str | None = None


@record
class ChipRead:
    groups: tuple[ChipGroup, ...]
    start: int  # piece indices
    end: int

    @property
    def chips(self) -> tuple[int, ...]:
        """Every chip, in the order described ((1000, 500) for "una de mil y una de quinientos")."""
        return tuple(g.value for g in self.groups for _ in range(g.count) if g.value is not None)

    @property
    def complete(self) -> bool:
        return all(g.value is not None for g in self.groups)


def _count(piece: Piece | None) -> int | None:
    if is_word_in(piece, CHIP_ONE):
        return 1
    if isinstance(piece, Amount) and piece.value is not None and 1 <= piece.value <= _MAX_COUNT:
        if not piece.plural:
            return piece.value
    return None


def _colour(piece: Piece | None, chip_set: Mapping[str, int]) -> tuple[str, int | None] | None:
    """A colour word and its value in the venue's chip set, keyed by the canonical English name ("red") or
    by the word as the venue writes it ("roja")."""
    if not is_kind(piece, TermKind.COLOUR):
        return None
    assert isinstance(piece, Term)
    return piece.value, chip_set.get(piece.value, chip_set.get(fold(piece.text)))


def _skip_chip_word(pieces: Sequence[Piece], i: int) -> int:
    return i + 1 if is_kind(at(pieces, i), TermKind.CHIP) else i


def _group(
    pieces: Sequence[Piece], i: int, chip_set: Mapping[str, int]
) -> tuple[ChipGroup, int, bool] | None:
    """One group at piece i: count, optional chip word and "de"/"of", then a denomination or a colour.
    The flag says whether the group proves itself a chip; "a 1k" only does in a list ("a 1k and a 500
    chip")."""
    index = piece_index(pieces)
    word, kind = index.word_at.get, index.kind_at.get
    count = _count(at(pieces, i))
    j = i + 1 if count is not None else i
    times = count is not None and word(j) in _TIMES  # "5x100": five 100 chips
    j += times
    count = count or 1
    # "one thousand and three five hundreds": the "one" of "one thousand" counts a 1000 chip
    explicit_count = j > i or (
        isinstance(first := at(pieces, i), Amount) and fold(first.text).split()[0] in CHIP_ONE
    )
    while word(j) in CHIP_SINGLE_OR_ADJECTIVE:
        j += 1  # "una sola de mil", "three more 1k", "sus dos últimas fichas de mil"
    has_chip_word = kind(j) == TermKind.CHIP
    j += has_chip_word
    has_of = word(j) in _OF
    if has_of:
        j += 1
        while word(j) in _THE or (word(j) in _OF and word(j - 1) in _THE):
            j += 1  # "three of the (the) one k chips", "dos de las de mil"
    piece = at(pieces, j)
    if (colour := _colour(piece, chip_set)) is not None:
        end = _skip_chip_word(pieces, j + 1)
        told = end + (word(end) in _OF)  # "one yellow 5k chip", "una amarilla de 5k"
        worth = at(pieces, told)
        # a plural only after a count of several ("four black 100s"): "one red 5ks" is no chip told
        said = isinstance(worth, Amount) and worth.value is not None and (not worth.plural or count > 1)
        if said and (colour[1] is None or told > end):  # the value told beside the colour wins over the set's
            assert isinstance(worth, Amount) and worth.value is not None
            return ChipGroup(count, worth.value, colour[0]), _skip_chip_word(pieces, told + 1), True
        return ChipGroup(count, colour[1], colour[0]), end, True
    if isinstance(piece, Amount) and piece.value is not None:
        after_chip_word = kind(j + 1) == TermKind.CHIP
        # Evidence this is a chip and not an amount: "ficha"/"chip" or "de" around it, a plural ("500s"),
        # or a count before it ("one 1000").
        one_word = word(i) in _ONE_WORDS
        proven = (
            times
            or has_chip_word
            or after_chip_word
            or piece.plural
            or piece.denomination  # "a nickel", "two dimes": chip slang
            or (explicit_count and (has_of or count > 1 or one_word))
        )
        if proven or explicit_count:
            return ChipGroup(count, piece.value), j + (2 if after_chip_word else 1), proven
    return None


def read_chips(pieces: Sequence[Piece], i: int, chip_set: Mapping[str, int] | None = None) -> ChipRead | None:
    """A list of chip groups starting at piece i, joined by "y"/"and"/commas; None when there is none."""
    if not may_open_chips(at(pieces, i)):
        return None  # most pieces open no chip list: asked first, before the chip set is folded
    colours = {fold(k): v for k, v in (chip_set or {}).items()}
    if (listed := _counted_then_listed(pieces, i, chip_set)) is not None:
        return listed
    groups: list[ChipGroup] = []
    proofs: list[bool] = []
    j = i
    while True:
        found = _group(pieces, j, colours)
        if found is None:
            break
        group, end, proven = found
        groups.append(group)
        proofs.append(proven)
        said = _words(pieces, j, end)
        j = _past_aside(pieces, end)  # "two 1k (yellows) and a 500 (purple)": the colour said aside
        if _adds_on(at(pieces, j)) and (after := _group(pieces, j + 1, colours)):
            if _told_again(at(pieces, j), group, after[0]) or _one_chip_named_again(
                pieces, j, said, group, after, colours
            ):
                j = after[1]  # "two thousands, two one thousand chips": the same chips named again
                break
            j += 1
            continue
        if proven and _listed_on(pieces, j, group, colours):
            continue  # "una de cinco mil una de mil y una de quinientos": listed with no "y" between
        break
    if not any(proofs) and len(groups) < 2 and not _one_chip_pushed(pieces, i, j, groups):
        return None  # "a 1100" is an amount; "a 1000 and a 500" is two chips
    return ChipRead(_at_the_lists_scale(groups), i, j)


# The values tournament chips are made in: "drops a 5k" is one chip of them, "a 1100" no chip at all.
_DENOMINATIONS = frozenset({25, 100, 500, 1000, 5000, 10_000, 25_000, 100_000})
_SHORT = 25  # below the smallest tournament chip: a value said without its thousands or hundreds
_SHORT_SCALES = (1000, 100)


def _at_the_lists_scale(groups: Sequence[ChipGroup]) -> tuple[ChipGroup, ...]:
    """ "one 5k chip and two ones", "una de 25 mil y dos de cinco": a value said short after a larger chip
    is a chip of the scale that chip set, the largest that makes it a chip no larger than it (two 1,000s;
    two 5,000s; after a 1k, "two fives" are 500s). Said before any larger chip ("una de 10, una de 5 y
    cuatro de a luca"), it is left to the table's scale."""
    out: list[ChipGroup] = []
    largest = 0
    for g in groups:
        if g.value is not None and g.value < _SHORT and largest >= _SHORT:
            g = replace(g, value=_scaled(g.value, largest))
        largest = max(largest, g.value or 0)
        out.append(g)
    return tuple(out)


def _scaled(value: int, largest: int) -> int:
    return next(
        (value * s for s in _SHORT_SCALES if value * s in _DENOMINATIONS and value * s <= largest), value
    )


def _one_chip_pushed(pieces: Sequence[Piece], i: int, end: int, groups: Sequence[ChipGroup]) -> bool:
    """ "BB drops a 5k on top", "tosses in a 1k": one chip of a value chips come in, pushed with "a" (not
    the first of amounts added up: "posted a 500 + 100")."""
    if len(groups) != 1 or not is_kind(at(pieces, i - 1), TermKind.PUSH) or _adds_on(at(pieces, end)):
        return False
    return is_word_in(at(pieces, i), CHIP_ONE) and groups[0].count == 1 and groups[0].value in _DENOMINATIONS


def _told_again(joiner: Piece | None, last: ChipGroup, nxt: ChipGroup) -> bool:
    """A group of several chips said again after a comma, in other words ("two thousands, two one thousand
    chips"): no more chips (one chip again may be the next in a list: "a 1k, a 1k and a 500")."""
    return isinstance(joiner, Token) and joiner.text == "," and last.count > 1 and nxt == last


def _one_chip_named_again(
    pieces: Sequence[Piece],
    j: int,
    said: tuple[str, ...],
    last: ChipGroup,
    after: tuple[ChipGroup, int, bool],
    colours: Mapping[str, int],
) -> bool:
    """One chip named again after a comma in other words, the list ending there ("a five thousand chip,
    one five k chip, and the cutoff...", "una ficha de cinco mil, una de cinco lucas"): the same chip, not
    a second one ("a 1k, a 1k and a 500" lists chips: the same words, and the list goes on)."""
    nxt, end, _ = after
    comma = at(pieces, j)
    if not (isinstance(comma, Token) and comma.text == ","):
        return False
    if not (last.count == nxt.count == 1 and last.value == nxt.value) or _words(pieces, j + 1, end) == said:
        return False
    k = _past_aside(pieces, end)
    return not (_adds_on(at(pieces, k)) and _group(pieces, k + 1, colours)) and not _listed_on(
        pieces, k, nxt, colours
    )


def _words(pieces: Sequence[Piece], start: int, end: int) -> tuple[str, ...]:
    """The pieces' text as said, folded: how a group was worded."""
    return tuple(fold(p.text) for p in pieces[start:end] if isinstance(p, Token | Term | Amount))


def _adds_on(piece: Piece | None) -> bool:
    return is_word_in(piece, _AND) or (isinstance(piece, Token) and piece.text in _AND)


# The words a chip list may open with: a count ("una", "one"), "single", an adjective ("sola"), "de"/"of".
_OPENING_WORDS = CHIP_ONE | _SINGLE | _CHIP_ADJECTIVES | _OF


def may_open_chips(piece: Piece | None) -> bool:
    """False only where `read_chips` finds no chips: every list opens with a number, a chip or colour word,
    or a word of `_OPENING_WORDS` (its first group, or the count before a listed one)."""
    if isinstance(piece, Amount):
        return True
    if isinstance(piece, Term) and piece.kind in (TermKind.CHIP, TermKind.COLOUR):
        return True
    return is_word_in(piece, _OPENING_WORDS)


# The words that prove a number a chip: "de"/"of", "x", "single"... (with a chip word, a colour, a plural).
_CHIP_MARKS = _OF | _TIMES | _ONE_WORDS


def may_be_one_chip(pieces: Sequence[Piece], k: int) -> bool:
    """False only where no chip list read from two pieces before the amount at k up to it holds that
    amount as its one chip: a single chip proves itself by a chip word, "de"/"of", "x", a word such as
    "single" right around the number, or a plural, or a slang denomination; a list of one known chip needs a
    colour the chip set does not know."""
    amount = pieces[k]
    if not isinstance(amount, Amount) or amount.plural or amount.denomination:
        return True
    index, chip = piece_index(pieces), TermKind.CHIP  # the member read once: off its class it is dear
    if TermKind.COLOUR in index.kind_set:
        return True
    if amount.value in _DENOMINATIONS and is_word_in(at(pieces, k - 1), CHIP_ONE):
        return True  # "drops a 5k": see `_one_chip_pushed`
    kind_at, word_at = index.kind_at, index.word_at
    for j in range(max(0, k - 2), min(len(pieces), k + 2)):  # a loop: `any` over a generator costs a frame
        if kind_at.get(j) == chip or word_at.get(j) in _CHIP_MARKS:
            return True
    return False


def _listed_on(pieces: Sequence[Piece], j: int, last: ChipGroup, colours: Mapping[str, int]) -> bool:
    """Another chip of another value right after, spelled "una de ...", "one of ...", or one chip of a value
    chips come in ("a thousand chip a five hundred and a hundred", told with no pause): the list goes on
    with no "y" between (the same value again is the chip said twice: "a five k chip, a five thousand
    chip")."""
    worth = at(pieces, j + 1)
    one_chip = (
        isinstance(worth, Amount) and worth.value in _DENOMINATIONS and is_word_in(at(pieces, j), CHIP_ONE)
    ) or _one_chip_named(pieces, j)
    if not (one_chip or is_word(worth, "de", "of")):
        return False
    nxt = _group(pieces, j, colours)
    return nxt is not None and (nxt[2] or one_chip) and nxt[0].value != last.value


def _one_chip_named(pieces: Sequence[Piece], j: int) -> bool:
    """One chip named with its chip word, with no pause before it: "una ficha de mil" (a count, then the
    chip word) or "a thousand chip" (the count said in the amount, the chip word right after)."""
    first, second = at(pieces, j), at(pieces, j + 1)
    if is_word_in(first, CHIP_ONE):
        return is_kind(second, TermKind.CHIP)
    if not isinstance(first, Amount) or first.value not in _DENOMINATIONS:
        return False
    return fold(first.text).split(" ", 1)[0] in CHIP_ONE and is_kind(second, TermKind.CHIP)


def _past_aside(pieces: Sequence[Piece], i: int) -> int:
    """The piece after a short bracketed aside at i ("(yellows)", "(las verdes)"), else i."""
    if not is_word(at(pieces, i), "("):
        return i
    close = next((k for k in range(i + 1, min(len(pieces), i + 5)) if is_word(at(pieces, k), ")")), None)
    return close + 1 if close is not None else i


def _counted_then_listed(
    pieces: Sequence[Piece], i: int, chip_set: Mapping[str, int] | None
) -> ChipRead | None:
    """ "two chips, two 5k's", "tres fichas: una de mil y dos de quinientos": a count of chips, then the
    chips themselves; the list says what they are."""
    if _count(at(pieces, i)) is None:
        return None
    j = i + 1
    while is_word_in(at(pieces, j), _CHIP_ADJECTIVES):
        j += 1  # "sus dos últimas fichas: ..."
    if not is_kind(at(pieces, j), TermKind.CHIP):
        return None
    told = j + 1 + is_kind(at(pieces, j + 1), TermKind.SILENT)  # "two chips without a word, both 5k"
    told += isinstance(mark := at(pieces, told), Token) and mark.kind == "punct"
    if (alike := _all_alike(pieces, told, _count(at(pieces, i)) or 0)) is not None:
        return ChipRead((alike[0],), i, alike[1])
    if isinstance(mark := at(pieces, j + 1), Token) and mark.kind == "punct":
        listed = read_chips(pieces, j + 2, chip_set)
    else:  # "her last two chips a five thousand and a one thousand": no mark, as many chips as counted
        listed = read_chips(pieces, j + 1, chip_set)
        listed = listed if listed is not None and len(listed.chips) == _count(at(pieces, i)) else None
    return ChipRead(listed.groups, i, listed.end) if listed is not None else None


def _all_alike(pieces: Sequence[Piece], k: int, count: int) -> tuple[ChipGroup, int] | None:
    """ "two chips, both 10k", "tres fichas, todas de mil", "dos fichas, las dos de 10k": the chips just
    counted, every one of the value told (a count said again after its article stands for "all")."""
    word = piece_index(pieces).word_at.get
    k += word(k) in _THE
    if not (word(k) in _ALL_ALIKE or (word(k - 1) in _THE and _count(at(pieces, k)) == count)):
        return None
    k += 1 + (word(k + 1) in _OF)
    value = at(pieces, k)
    if not isinstance(value, Amount) or value.value is None or value.unclear:
        return None
    return ChipGroup(count, value.value), _skip_chip_word(pieces, k + 1)


def _times(pieces: Sequence[Piece], j: int) -> tuple[int, int] | None:
    """(count, value) for "5x100" at piece j, or None."""
    count, value = _count(at(pieces, j)), at(pieces, j + 2)
    if count is None or not is_word_in(at(pieces, j + 1), _TIMES) or not isinstance(value, Amount):
        return None
    return (count, value.value) if value.value is not None else None


def read_amount_list(pieces: Sequence[Piece], i: int) -> ChipRead | None:
    """ "1000 + 500", "1.000 y 500" after a push: each amount is one chip (a dealer listing chips)."""
    values: list[int] = []
    j = i
    while isinstance(piece := at(pieces, j), Amount) and piece.value is not None and not piece.unclear:
        counted = _times(pieces, j)
        if counted is not None:  # "1k + 5x100"
            values += [counted[1]] * counted[0]
            j += 2
        else:
            values.append(piece.value)
        joiner = at(pieces, j + 1)
        if not (is_word_in(joiner, _AND) or (isinstance(joiner, Token) and joiner.text in _AND)):
            break
        if not isinstance(at(pieces, j + 2), Amount):
            break
        j += 2
    if len(values) < 2 or _said_again(pieces, i, values):
        return None
    return ChipRead(tuple(ChipGroup(1, v) for v in values), i, j + 1)


def _said_again(pieces: Sequence[Piece], i: int, values: Sequence[int]) -> bool:
    """ "another four thousand, four thousand on top", "otros cuatro mil, cuatro mil": one amount said twice
    over a comma, as voice notes do, is that amount once, not two chips of it (chips listed alike are
    counted: "two 1000s")."""
    return len(values) == 2 and values[0] == values[1] and is_word(at(pieces, i + 1), ",")
