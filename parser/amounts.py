"""Amounts: digits in any common format and Spanish/English number words, as `Amount` items.

text2num converts a run of number words to an integer; our own passes decide which words form one number
(text2num, fed raw, merges chip lists: "una de mil y una de quinientos" would give 1001), and handle what it
does not know: a "k" suffix ("1.5k", "2k5"), slang multipliers ("five k", "two grand", "dos lucas", "un
palo"), "mil"/"thousand" after digits, "y medio", hundreds said without "hundred" ("two fifty", "a thousand
five", "two thousand two fifty"), chip slang ("a nickel and a dime"), a pair of blinds said in one breath
("ciegas quinientos mil") and spoken self-corrections ("dos mil, no perdón, dos mil quinientos").

The words live in locales/<lang>/numbers.json. "palo" is a million (Argentina, Chile, Uruguay, Colombia:
"un palo", "2 palos"); it is also a card suit ("flop de dos palos"), so it is no multiplier after the words
numbers.json lists for it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from functools import cache, cached_property, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from locales.languages import LANGS
from parser.compiled import kept
from parser.grammar import grammar, words
from parser.kept_patterns import compiled
from parser.normalize import Token, fold
from rules_engine.record import record

if TYPE_CHECKING:
    from fractions import Fraction  # imported where a decimal mark is read (`_fraction`)

LOCALES = Path(__file__).resolve().parent.parent / "locales"
_MAX_RUN = 12  # a longer run of number words is not one amount; cap the work on hostile input
_MAX_DIGITS = 18  # more digits than this is no chip amount: read as 10**18, too large for any report
_MAX_MARKER_WORDS = 4  # "no, perdón": a correction is a couple of words, not a sentence
THOUSAND = 1000  # a number said short at a table counted in thousands is this many times larger
_MILLION = 1_000_000
_LEVEL_RATIO = 4  # a big blind is more than the small one and at most four times it

_DIGITS_RE = compiled(r"(?P<body>\d+(?:[.,]\d+)*)\s?(?:(?P<k>[kK])(?P<tail>\d{1,3})?)?(?P<plural>'?s)?$")
_TIMES = {"x"}  # "5x100": a chip count written against its digits
_CHIP_OF = words("chip_of")  # "4 *de* 5 mil"
# "got it with a 7", "le vino con un 7": a rank after "with a" is a card, no amount (ranks run to ten)
_WITH = words("with")
_INDEFINITE = words("indefinite")
_CHIP_NOUNS = words("chip_object_words")
_TOP_RANK = 10


@record
class Amount:
    """A number found in the text. `value` is None when the words admit several readings ("12 five")."""

    value: int | None
    start: int  # character span in the original text
    end: int
    text: str
    scaled: bool  # magnitude fixed by the writing: a scale word, "k", or three or more digits
    plural: bool = False  # "500s", "two thousands": a chip denomination in a list
    candidates: tuple[int, ...] = ()  # readings of an unclear amount
    denomination: bool = False  # chip slang that names one chip ("a nickel", "two dimes")
    short: bool = False  # said short, read in the table's thousands ("forty": 40,000): a number alone still

    @property
    def unclear(self) -> bool:
        return self.value is None

    @property
    def norm(self) -> str:
        return "#num"


Item = Token | Amount
Part = tuple[int, int, int]  # (start, end, value) in word indices of a run
_PAUSES = {".", "…", "-", "—"}  # "dos mil ocho... dos mil ochocientos": a voice note's pause


@record
class NumberWords:
    """One language's number vocabulary, from locales/<lang>/numbers.json (see its "about")."""

    lang: str
    units: frozenset[str]
    tens: frozenset[str]
    words: frozenset[str]  # every word text2num reads as (part of) a number in this language
    scales: dict[str, int]
    spelling: dict[str, str]
    articles: dict[str, frozenset[str]]
    half: frozenset[str]
    connector: str
    multipliers: dict[str, int]
    multiplier_not_after: dict[str, frozenset[str]]
    denominations: dict[str, int]
    spoken_sizes: dict[str, int]  # "bet a dime": the slang said as a bet's size, a number 57 reads
    size_verbs: frozenset[str]  # "*bet* a dime": the verbs before it
    counts: frozenset[str]
    plurals: frozenset[str]
    plural_units: dict[str, str]  # "fives": "five": a number said in the plural for chips of its value
    count_links: frozenset[str]  # "two *more* five hundreds": the count said before the chips' value
    hundreds_dropped_after: frozenset[str]
    counted_nouns: frozenset[str]  # "ninety eight hundred and two players": the two counts players
    and_a_half: tuple[str, ...]
    half_scales: frozenset[str]
    corrections: tuple[tuple[str, ...], ...]
    level_words: frozenset[str]
    level_links: frozenset[str]
    not_numbers: frozenset[str]
    again: frozenset[str]  # "another ten": a bare number in the scale of the amount before
    restart_words: frozenset[str]  # "ocho... sí, ocho mil": said again after a yes
    guesses: tuple[tuple[str, ...], ...]  # "creo que ocho mil... no, nueve": the guess the correction takes
    hesitations: frozenset[str]  # "four more uh four thousand more": a number said again after a hesitation
    size_links: frozenset[str]  # "all in for (around) seven and a half": a size the dealer tells
    chip_nouns: frozenset[str]  # "another two chips": a count of chips, no amount
    range_links: frozenset[str]  # "thirty one, thirty two thousand": a guess between two, the scale said once

    def scale_word(self, value: int | None) -> str | None:
        """The scale word text2num knows for a magnitude, to spell slang: "k" -> "thousand" or "mil"."""
        return next((word for word, scale in self.scales.items() if scale == value), None)


def _folded(words: Sequence[str]) -> frozenset[str]:
    return frozenset(fold(w) for w in words)


@cache
def number_lexicon(lang: str) -> NumberWords:
    """The number words of one language, read once."""
    raw = json.loads((LOCALES / lang / "numbers.json").read_text(encoding="utf-8"))
    units, tens = _folded(raw["units"]), _folded(raw["tens"])
    scales = {fold(k): int(v) for k, v in raw["scales"].items()}
    return NumberWords(
        lang=lang,
        units=units,
        tens=tens,
        words=units | tens | _folded(raw["others"]) | frozenset(scales),
        scales=scales,
        spelling=raw["spelling"],
        articles={fold(k): _folded(v) for k, v in raw["articles"].items()},
        half=_folded(raw["half"]),
        connector=raw["connector"],
        multipliers={fold(k): int(v) for k, v in raw["multipliers"].items()},
        multiplier_not_after={fold(k): _folded(v) for k, v in raw["multiplier_not_after"].items()},
        denominations={fold(k): int(v) for k, v in raw["denominations"].items()},
        spoken_sizes={fold(k): int(v) for k, v in raw.get("spoken_sizes", {}).items()},
        size_verbs=_folded(raw.get("size_verbs", [])),
        counts=_folded(raw["counts"]),
        plurals=_folded(raw["plurals"]),
        plural_units={fold(k): fold(v) for k, v in raw.get("plural_units", {}).items()},
        count_links=_folded(raw.get("count_links", [])),
        hundreds_dropped_after=_folded(raw["hundreds_dropped_after"]),
        counted_nouns=_folded(raw.get("counted_nouns", [])),
        and_a_half=tuple(raw["and_a_half"]),
        half_scales=_folded(raw["half_scales"]),
        corrections=tuple(
            sorted((tuple(fold(m).split()) for m in raw["corrections"]), key=len, reverse=True)
        ),
        level_words=_folded(raw["level_words"]),
        level_links=_folded(raw["level_links"]),
        not_numbers=_folded(raw["not_numbers"]),
        again=_folded(raw["again"]),
        restart_words=_folded(raw["restart_words"]),
        guesses=tuple(sorted((tuple(fold(m).split()) for m in raw["guesses"]), key=len, reverse=True)),
        hesitations=_folded(raw["hesitations"]),
        size_links=_folded(raw["size_links"]),
        chip_nouns=_folded(raw["chip_nouns"]),
        range_links=_folded(raw["range_links"]),
    )


@record
class _Vocab:
    """Both languages together: dealers mix them ("el 3 tira two 500s", "sube a cinco k")."""

    scales: dict[str, int]  # scale words and slang multipliers: the words that fix a magnitude
    multipliers: dict[str, int]
    guards: dict[str, frozenset[str]]
    articles: dict[str, frozenset[str]]
    half: frozenset[str]
    denominations: dict[str, int]
    spoken_sizes: dict[str, int]
    size_verbs: frozenset[str]
    counts: frozenset[str]
    plurals: frozenset[str]
    corrections: tuple[tuple[str, ...], ...]
    level_words: frozenset[str]
    level_links: frozenset[str]
    again: frozenset[str]
    restart_words: frozenset[str]
    guesses: tuple[tuple[str, ...], ...]
    hesitations: frozenset[str]
    size_links: frozenset[str]
    chip_nouns: frozenset[str]
    range_links: frozenset[str]

    @cached_property
    def correction_starts(self) -> frozenset[str | None]:
        return frozenset(marker[0] for marker in self.corrections)


@cache
def _vocab() -> _Vocab:
    langs = [number_lexicon(lang) for lang in LANGS]
    multipliers = {k: v for lex in langs for k, v in lex.multipliers.items()}
    return _Vocab(
        scales={k: v for lex in langs for k, v in lex.scales.items()} | multipliers,
        multipliers=multipliers,
        guards={k: v for lex in langs for k, v in lex.multiplier_not_after.items()},
        articles={  # "a" is English's before "thousand" and Spanish's before "luca" ("de a luca"): both
            k: frozenset().union(*(lex.articles.get(k, frozenset()) for lex in langs))
            for k in {k for lex in langs for k in lex.articles}
        },
        half=frozenset().union(*(lex.half for lex in langs)),
        denominations={k: v for lex in langs for k, v in lex.denominations.items()},
        spoken_sizes={k: v for lex in langs for k, v in lex.spoken_sizes.items()},
        size_verbs=frozenset().union(*(lex.size_verbs for lex in langs)),
        counts=frozenset().union(*(lex.counts for lex in langs)),
        plurals=frozenset().union(*(lex.plurals for lex in langs)),
        corrections=tuple(sorted({m for lex in langs for m in lex.corrections}, key=len, reverse=True)),
        level_words=frozenset().union(*(lex.level_words for lex in langs)),
        level_links=frozenset().union(*(lex.level_links for lex in langs)),
        again=frozenset().union(*(lex.again for lex in langs)),
        restart_words=frozenset().union(*(lex.restart_words for lex in langs)),
        guesses=tuple(sorted({m for lex in langs for m in lex.guesses}, key=len, reverse=True)),
        hesitations=frozenset().union(*(lex.hesitations for lex in langs)),
        size_links=frozenset().union(*(lex.size_links for lex in langs)),
        chip_nouns=frozenset().union(*(lex.chip_nouns for lex in langs)),
        range_links=frozenset().union(*(lex.range_links for lex in langs)),
    )


@cache
def _connectors() -> frozenset[str]:
    """ "y", "and": inside a number ("treinta y cinco") or between two ("una de mil y una de quinientos")."""
    return frozenset(number_lexicon(lang).connector for lang in LANGS)


@cache
def _counted_nouns() -> frozenset[str]:
    """Both languages' nouns a number before them counts ("two people", "tres jugadores")."""
    return frozenset().union(*(number_lexicon(lang).counted_nouns for lang in LANGS))


def _en() -> NumberWords:
    """English alone says hundreds without "hundred" ("two fifty", "a thousand five")."""
    return number_lexicon("en")


@cache
def number_words(lang: str | None) -> frozenset[str]:
    """Both languages' number words (Spanglish: "el 3 tira two 500s"), minus those that are common words in
    the message's language ("once the flop", "ten cuidado")."""
    words = frozenset().union(*(number_lexicon(code).words for code in LANGS))
    return words - (number_lexicon(lang).not_numbers if lang in LANGS else frozenset())


@lru_cache(maxsize=4096)
def digits_value(text: str) -> tuple[int | Fraction, bool] | None:
    """Value of a digit token and whether it is plural: "1.500" and "1,500" are 1500 (a separator followed by
    exactly three digits groups thousands), "1.5k" and "1k5" are 1500, "2,5" is 2.5. Digits beyond any
    chip count are capped, never converted whole (hostile input). Exact: "1.15k" is 1150, not 1149.99...
    (digits after a decimal mark are a `Fraction`, digits without one a plain int)."""
    match = _DIGITS_RE.match(text.replace(" ", ""))
    if match is None:
        return None
    groups = re.split(r"[.,]", match["body"])
    value: int | Fraction
    if len(groups) > 1 and all(len(g) == 3 for g in groups[1:]):
        value = _bounded_int("".join(groups))
    elif len(groups) == 2:
        value = _bounded_int(groups[0]) + _fraction(groups[1])
    elif len(groups) == 1:
        value = _bounded_int(groups[0])
    else:
        return None
    if match["k"]:
        value = (value + _fraction(match["tail"] or "")) * 1000
    return value, bool(match["plural"])


def _bounded_int(digits: str) -> int:
    return int(digits) if len(digits) <= _MAX_DIGITS else 10**_MAX_DIGITS


def _fraction(digits: str) -> int | Fraction:
    """ "5" after "2," or "2k" is half: the digits after a decimal mark (only the first few count), none 0.
    `fractions` is imported here, at the first decimal mark: with `decimal`, which it imports, it cost every
    process some 9 M machine instructions at start-up, and most reports write whole numbers."""
    if not digits:
        return 0
    from fractions import Fraction

    digits = digits[:6]
    return Fraction(int(digits), 10 ** len(digits))


@lru_cache(maxsize=4096)
def seat_word_value(word: str) -> int | None:
    """ "sevens" in "seat sevens all in": a number word with the 's of a transcript that drops apostrophes
    (seat seven's), the seat's number; "for" in "seat for folded": a number's homophone as speech
    recognition writes it; None for any other word."""
    folded = fold(word)
    if (heard := seat_homophones().get(folded)) is not None:
        return heard
    if not folded.endswith("s") or len(folded) < 4:
        return None
    base = folded[:-2] if folded.endswith("xes") else folded[:-1]
    value = _words_value((base,))
    return value if value is not None and 1 <= value <= 12 else None


@cache
def _amount_prepositions() -> frozenset[str]:
    """The words an amount said again may open with ("por cinco mil", "for 5k"), every language."""
    return frozenset(w for lang in LANGS for w in grammar(lang)["amount_prepositions"])


@cache
def seat_homophones() -> dict[str, int]:
    """Words a transcript writes for a seat's number ("seat for", "seat won"), every language."""
    return {w: n for lang in LANGS for w, n in grammar(lang).get("seat_homophones", {}).items()}


def _words_value(words: tuple[str, ...]) -> int | None:
    """text2num on one candidate number, trying Spanish then English; None when it is not one number."""
    from text_to_num import text2num  # imported by the one report in ten that says a number in words

    for lang in LANGS:
        for text in _text2num_forms(words, number_lexicon(lang)):
            try:
                return text2num(text, lang)
            except ValueError:
                continue
    return None


def _text2num_forms(words: Sequence[str], lex: NumberWords) -> list[str]:
    """What text2num is given in one language: its spelling (accents), slang multipliers as its own scale
    words ("five k" -> "five thousand", "dos lucas" -> "dos mil") and, since it rejects "una mil", a leading
    article before a scale also without it ("una luca" is "mil")."""
    vocab = _vocab()
    spelled = [lex.spelling.get(w) or lex.scale_word(vocab.multipliers.get(w)) or w for w in words]
    forms = [" ".join(spelled)]
    if len(words) > 1 and words[0] in vocab.articles and words[1] in vocab.scales:
        forms.append(" ".join(spelled[1:]))
    return forms


def _joins(words: Sequence[str], i: int, vocab: frozenset[str]) -> bool:
    """Whether a connector at i ("y", "and") belongs inside a number rather than separating two."""
    if i == 0 or i + 1 >= len(words):
        return False
    es, en, scales = number_lexicon("es"), _en(), _vocab().scales
    before, after = words[i - 1], words[i + 1]
    if words[i] == es.connector:
        # "treinta y cinco", "un millón y medio"; never "mil y una de quinientos" (a chip list)
        return (before in es.tens and after in es.units) or (before in scales and after in _vocab().half)
    if words[i] == en.connector:
        # "one thousand and fifty" but not "one thousand and two five hundreds"; a unit joins only at the
        # end ("two thousand and five."): before a word, it names a player ("...five hundred and six says")
        follows = words[i + 2] if i + 2 < len(words) else ""
        return (
            before in scales
            and after in vocab
            and after not in en.units | en.articles.keys()
            or (before in scales and after in en.units and not follows)
        )
    return False


def _split_run(words: Sequence[str], open_end: bool = True, chips_after: bool = False) -> list[Part]:
    """Cut a run of number words into numbers, longest valid prefix first: "doscientos cincuenta quinientos"
    is 250 then 500, "mil cien" 1100, "five hundred two fifty" 500 then 250. `open_end`: no digits follow
    the run, so a unit ending it may be hundreds said without "hundred" ("a thousand five"). `chips_after`:
    a chip word follows ("one twenty five thousand chip"), so a unit before a scaled number counts chips."""
    return list(_run_parts(tuple(words), open_end, chips_after))


@lru_cache(maxsize=1 << 12)  # per process, as the lexicon's word keys: "mil", "two thousand" recur often
def _run_parts(words: tuple[str, ...], open_end: bool, chips_after: bool = False) -> tuple[Part, ...]:
    if (twice := _said_twice(words)) is not None:
        return twice
    parts: list[Part] = []
    i = 0
    while i < len(words):
        if chips_after and _counts_scaled_chips(words, i):
            count = _words_value((words[i],))
            parts.append((i, i + 1, count or 1))  # the count alone; "one" may name a single chip
            i += 1
            continue
        part = _thousands_unsaid(words, i) or _hundreds_unsaid(words, i) or _longest_number(words, i)
        if part is None:
            i += 1  # a stray connector, half or multiplier: not a number on its own
            continue
        part = _below_the_million(words, _hundreds_slot(words, part, open_end))
        parts.append(part)
        i = part[1]
    return tuple(parts)


def _said_twice(words: tuple[str, ...]) -> tuple[Part, ...] | None:
    """ "mil cuatrocientos mil cuatrocientos": a voice note's number of two or more words said twice with no
    pause written is that number twice (1,400 and 1,400), not 1,000 and 400,400; one word said twice is
    the stutter pass's ("cinco cinco")."""
    half = len(words) // 2
    if half < 2 or len(words) != 2 * half or words[:half] != words[half:]:
        return None
    value = _single_value(words[:half])
    return None if value is None else ((0, half, value), (half, len(words), value))


def _longest_number(words: Sequence[str], i: int) -> Part | None:
    for j in range(min(len(words), i + _MAX_RUN), i, -1):
        if _may_end(words, i, j) and (value := _chunk_value(words[i:j])) is not None:
            return i, j, value
    return None


def _may_end(words: Sequence[str], i: int, j: int) -> bool:
    """Whether one number may span words[i:j], given the word after it."""
    vocab, en = _vocab(), _en()
    chunk, nxt = words[i:j], (words[j] if j < len(words) else "")
    if chunk[0] in vocab.multipliers or (len(chunk) == 1 and chunk[0] in vocab.articles):
        return False  # "k" alone is no number; "una" alone is a count, left to the chip reader
    if _repeats_scale(chunk) or _round_then_one_scale(chunk):
        return False
    if len(chunk) > 1 and nxt in vocab.scales and chunk[-1] not in vocab.scales:
        return False  # "one hundred | two hundred": the "two" belongs to the scale after it
    if chunk[-1] in en.units and nxt in en.tens and not (len(chunk) > 1 and chunk[-2] in en.tens):
        # "five hundred | two fifty": the unit opens hundreds said without "hundred"; after a ten it
        # completes it ("twenty five | fifty thousand")
        return False
    if (
        chunk[-1] in en.tens
        and _hundred_at(chunk, len(chunk) - 2)
        and nxt in en.units
        and _hundred_at(words, j + 1)
    ):
        # "twelve hundred | twenty four hundred": the tens open the next number (2,400); "two hundred *and*
        # fifty | five hundred" keeps them
        return False
    # "a thousand five" is never 1005: at the end the five is hundreds (_hundreds_slot), else a count
    return not (len(chunk) > 1 and _dropped_hundred(chunk[-2], chunk[-1]))


def _hundred_at(words: Sequence[str], i: int) -> bool:
    return 0 <= i < len(words) and _en().scales.get(words[i]) == 100


def _dropped_hundred(scale: str, unit: str) -> bool:
    en = _en()
    return scale in en.hundreds_dropped_after and unit in en.units - en.articles.keys()


def _chunk_value(chunk: Sequence[str]) -> int | None:
    """The value of words that may be one number, "y medio"/"and a half" of the scale before it included."""
    scales = _vocab().scales
    if chunk[-1] in _vocab().half and len(chunk) >= 3 and chunk[-2] in _connectors() and chunk[-3] in scales:
        base = _words_value(tuple(chunk[:-2]))
        return None if base is None else base + scales[chunk[-3]] // 2
    return _words_value(tuple(chunk))


def _repeats_scale(chunk: Sequence[str]) -> bool:
    """A number says each scale once, largest first: "mil ... mil", "thousand ... thousand", "one k two k"
    or "one hundred two hundred" is two ("two hundred thousand" is one: the thousand multiplies the
    hundreds)."""
    seen: list[int] = []
    hundred = False
    for word in chunk:
        scale = _vocab().scales.get(word, 0)
        if scale >= 1000:
            if seen and scale >= seen[-1]:
                return True
            seen.append(scale)
            hundred = False
        elif scale == 100:
            if hundred:
                return True
            hundred = True
    return False


def _round_then_one_scale(chunk: Sequence[str]) -> bool:
    """ "five hundred one thousand" is 500 then 1000: after a round hundred, "one thousand" opens a new
    number (no one says 501,000 so)."""
    scales = _vocab().scales
    return any(
        scales.get(chunk[p - 1]) == 100 and chunk[p] in _en().articles and scales.get(chunk[p + 1], 0) >= 1000
        for p in range(1, len(chunk) - 1)
    )


def _thousands_unsaid(words: Sequence[str], i: int) -> Part | None:
    """Spoken English drops "thousand" before hundreds after a teen: "fourteen five hundred" is 14,500 (no
    one says 1,4500); after a ten it does not: "twenty two hundred" is 2,200, "forty five hundred" 4,500."""
    en = _en()
    if i + 2 >= len(words) or words[i + 2] not in en.scales or en.scales[words[i + 2]] != 100:
        return None
    head, unit = _words_value((words[i],)), _words_value((words[i + 1],))
    if head is None or unit is None or not 11 <= head <= 19 or not 1 <= unit <= 9:
        return None
    if words[i + 1] not in en.units:
        return None
    return i, i + 3, head * 1000 + unit * 100


def _counts_scaled_chips(words: Sequence[str], i: int) -> bool:
    """ "one twenty five thousand chip", "two fifty thousand chips": a unit before tens that a scale
    follows counts the chips of that value (1 x 25,000), it is no hundreds said without "hundred"."""
    en, scales = _en(), _vocab().scales
    if i + 2 >= len(words) or words[i] not in en.units or words[i + 1] not in en.tens:
        return False
    after = words[i + 3] if words[i + 2] in en.units and i + 3 < len(words) else words[i + 2]
    return after in scales


def _hundreds_unsaid(words: Sequence[str], i: int) -> Part | None:
    """Spoken English drops "hundred": "two fifty" is 250, "one twenty five" 125, "twelve fifty" 1250
    ("blinds two fifty five hundred" is 250 and 500). A unit or a teen then a tens word, and a unit after
    them unless a scale follows it."""
    en = _en()
    if words[i] not in _hundreds_heads() or i + 1 >= len(words):
        return None
    scaled_next = i + 2 < len(words) and words[i + 2] in _vocab().scales  # "seat three | ten k"
    if words[i + 1] in _teens() and words[i] in en.units and not scaled_next:
        # "three ten", "two fifteen": 310, 215 (a unit then a teen; "twelve fifteen" is no amount)
        tail = _words_value((words[i + 1],))
        head = _words_value((words[i],))
        return None if tail is None or head is None else (i, i + 2, head * 100 + tail)
    if words[i + 1] not in en.tens:
        return None
    end = i + 2
    if (
        end < len(words)
        and words[end] in en.units
        and (end + 1 >= len(words) or words[end + 1] not in _vocab().scales)
    ):
        end += 1
    tail = _words_value(tuple(words[i + 1 : end]))
    head = _words_value((words[i],))
    if tail is None or head is None:
        return None
    return i, end, head * 100 + tail


@cache
def _teens() -> frozenset[str]:
    """ "ten" to "nineteen": after a unit, the tens and units of hundreds said without "hundred"."""
    en = _en()
    return frozenset(
        w for w in en.words - en.tens - en.units - en.scales.keys() if 10 <= (_words_value((w,)) or 0) < 20
    )


@cache
def _hundreds_heads() -> frozenset[str]:
    """The English words that open hundreds said without "hundred": a unit or a teen ("two", "twelve")."""
    en = _en()
    return en.units | (en.words - en.tens - en.scales.keys() - {"zero"})


def _hundreds_slot(words: Sequence[str], part: Part, open_end: bool) -> Part:
    """After thousands, the hundreds said without "hundred": "two thousand two fifty" is 2,250 and, with
    nothing numeric after it, "a thousand five" is 1,500."""
    start, end, value = part
    if words[end - 1] not in _en().hundreds_dropped_after or end >= len(words):
        return part
    if (spoken := _hundreds_unsaid(words, end)) is not None:
        return start, spoken[1], value + spoken[2]
    unit = _words_value((words[end],))
    if open_end and end + 1 == len(words) and _dropped_hundred(words[end - 1], words[end]) and unit:
        return start, end + 1, value + unit * 100
    return part


def _below_the_million(words: Sequence[str], part: Part) -> Part:
    """After a million, what is said without its own scale counts thousands: "un millón doscientos" is
    1,200,000 and "a million two fifty" 1,250,000; a lone unit counts hundreds of thousands ("a million
    two", "un palo dos": 1,200,000). Nobody at a table means 1,000,200."""
    start, end, value = part
    scales = _vocab().scales
    last = max((k for k in range(start, end) if scales.get(words[k]) == _MILLION), default=None)
    if last is None:
        return part
    tail = words[last + 1 : end]
    if end < len(words) and not tail and (spoken := _hundreds_unsaid(words, end)) is not None:
        return start, spoken[1], value + spoken[2] * 1000  # "a million | two fifty"
    if not tail or any(scales.get(w, 0) >= 1000 for w in tail):
        return part  # "un millón doscientos mil": the thousands said
    rest = value % _MILLION
    if rest >= 1000:
        return part  # "dos millones y medio": the half already counted
    lone_unit = len(tail) == 1 and rest < 10
    return start, end, value - rest + rest * (_MILLION // 10 if lone_unit else 1000)


def _single_value(words: Sequence[str]) -> int | None:
    """The value of words that read as exactly one number; a lone slang multiplier is one of it ("luca" in
    "ciegas quinientos luca": 500 and 1,000)."""
    if len(words) == 1 and (unit := _vocab().multipliers.get(words[0])) is not None:
        return unit
    parts = _split_run(words)
    return parts[0][2] if len(parts) == 1 and parts[0][:2] == (0, len(words)) else None


def _pair_cuts(words: Sequence[str]) -> Iterator[Part]:
    """(cut, first, second) for every cut of the words into two numbers."""
    for cut in range(1, len(words)):
        first, second = _single_value(words[:cut]), _single_value(words[cut:])
        if first is not None and second is not None:
            yield cut, first, second


def _roundness(value: int) -> int:
    digits = str(value)
    return len(digits) - len(digits.rstrip("0"))


def _best_cut(words: Sequence[str], level_only: bool) -> Part | None:
    """The roundest cut ("five hundred | one thousand" over "five hundred one | thousand"), earliest on a
    tie; `level_only` keeps the cuts shaped like a blinds level."""
    cuts = [c for c in _pair_cuts(words) if not level_only or c[1] < c[2] <= _LEVEL_RATIO * c[1]]
    return max(cuts, key=lambda c: _roundness(c[1]) + _roundness(c[2]), default=None)


def split_pair(amount: Amount) -> tuple[int, int] | None:
    """Read a number-word amount as two ("quinientos mil" after "ciegas" is 500 and 1000, not 500,000):
    of the cuts where both halves are numbers, one shaped like a level first, then the roundest."""
    words = [w for w in fold(amount.text).split() if w]
    cut = _best_cut(words, level_only=True) or _best_cut(words, level_only=False)
    return None if cut is None else (cut[1], cut[2])


def _level_pair(words: Sequence[str]) -> list[Part] | None:
    """After "ciegas"/"blinds", one number that also reads as a level is the level ("quinientos mil")."""
    cut = _best_cut(words, level_only=True)
    return None if cut is None else [(0, cut[0], cut[1]), (cut[0], len(words), cut[2])]


def _after_level_word(norms: Sequence[str], i: int) -> bool:
    vocab = _vocab()
    k = i - 1
    if k >= 0 and norms[k] in vocab.level_links:
        k -= 1
    return k >= 0 and norms[k] in vocab.level_words


def _is_number_word(words: Sequence[str], i: int, vocab: frozenset[str]) -> bool:
    """Whether the word at i is part of a number: articles, connectors, halves and slang multipliers only
    next to one."""
    word = words[i]
    if word not in vocab and word not in _may_join_numbers():
        return False  # most words are no number and none of the words around one
    nxt = words[i + 1] if i + 1 < len(words) else ""
    articles = _vocab().articles
    if word in articles:
        # "un millón", "a thousand", "one k", "one fifty"; "una de mil" is a count, left to the chip reader
        # "five *one* thousands": the value of chips said in the plural; "twenty *one*": the tens' unit
        en = _en()
        tens_unit = i >= 1 and words[i - 1] in en.tens
        return nxt in articles[word] or (
            word in en.units and (tens_unit or nxt in (en.tens | _plural_units().keys()))
        )
    if word in _vocab().multipliers:
        return _multiplies(words, i, vocab)
    if word in _connectors():
        return _joins(words, i, vocab)
    if word in _vocab().half:
        return i >= 2 and words[i - 1] in _connectors() and words[i - 2] in _vocab().scales
    return word in vocab


@cache
def _may_join_numbers() -> frozenset[str]:
    """The words `_is_number_word` takes as part of a number only beside one: articles, multipliers,
    connectors, halves."""
    vocab = _vocab()
    return frozenset([*vocab.articles, *vocab.multipliers, *_connectors(), *vocab.half])


def _multiplies(words: Sequence[str], i: int, vocab: frozenset[str]) -> bool:
    """ "five k", "dos lucas", "a grand", "un palo": a multiplier right after a number word, unless the word
    before that number makes it something else ("flop de dos palos": a suit)."""
    prev = words[i - 1] if i >= 1 else ""
    if i >= 2 and words[i - 2] in _vocab().guards.get(words[i], ()):
        return False
    return prev in vocab or words[i] in _vocab().articles.get(prev, ())


def nearest_magnitude(said: int, near: int, scales: Sequence[int]) -> int:
    """A number said short ("told eight and a half", "pensando que eran 14") read at the magnitude, one of
    `scales`, nearest an amount the report gives (the real count, the bet faced)."""
    return min((said * scale for scale in scales), key=lambda value: abs(value - near))


def read_amounts(tokens: Sequence[Token], lang: str | None = None) -> list[Item]:
    """Replace every number in the token stream by an `Amount`; other tokens pass through unchanged, except
    a spoken correction, which leaves only the amount said last ("2k, I mean 2.5k" is 2,500)."""
    tokens = _glue(tokens)
    vocab = number_words(lang)
    norms = _heard_as_numbers([t.norm for t in tokens], vocab)
    slang = _vocab().denominations  # chip slang ("a nickel"): asked here of each word, most are none
    joins = _may_join_numbers()  # `_is_number_word`'s first test, asked here: most words are no number
    out: list[Item] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token.kind == "num" and _card_rank(tokens, norms, i, vocab):
            out.append(token)
            i += 1
        elif token.kind == "num":
            i = _read_digits(tokens, norms, i, vocab, out)
        elif (
            token.kind == "word"
            and (norms[i] in vocab or norms[i] in joins)
            and _is_number_word(norms, i, vocab)
        ):
            i = _read_words(tokens, norms, i, vocab, out)
        else:
            out.append((norms[i] in slang and _denomination(tokens, i, out)) or token)
            i += 1
    said = _rewritten(out, norms)
    # A correction opens with one of its markers: with none in the report, there is none to take back.
    return said if _vocab().correction_starts.isdisjoint(norms) else _corrected(said)


def _card_rank(tokens: Sequence[Token], norms: Sequence[str], i: int, vocab: frozenset[str]) -> bool:
    """A card's rank, no amount: a digit from 2 to 10 right after "with a" / "con un" ("says he got it
    with a 7"), no scale, chip word or number after it ("with a 5k", "con un 5 de mil" stay amounts)."""
    if i < 2 or norms[i - 1] not in _INDEFINITE or norms[i - 2] not in _WITH or not norms[i].isdigit():
        return False
    after = norms[i + 1] if i + 1 < len(norms) else ""
    return 2 <= int(norms[i]) <= _TOP_RANK and after not in vocab and after not in _CHIP_NOUNS


def _heard_as_numbers(norms: list[str], vocab: frozenset[str]) -> list[str]:
    """ "pushes out for thousand": a transcript's homophone of a number word right before "hundred" or
    "thousand", with no number before it, is that number ("four thousand")."""
    heard = _number_homophones()
    if heard.keys().isdisjoint(norms):
        return norms
    scales = {w for w, v in _vocab().scales.items() if v >= 100}
    for k in range(len(norms) - 1):
        if norms[k] in heard and norms[k + 1] in scales and (k == 0 or norms[k - 1] not in vocab):
            norms[k] = heard[norms[k]]
    return norms


@cache
def _number_homophones() -> dict[str, str]:
    return {w: n for lang in LANGS for w, n in grammar(lang)["number_homophones"].items()}


def _rewritten(out: list[Item], norms: Sequence[str]) -> list[Item]:
    """The passes that rewrite amounts said around other amounts, each run only where it can change
    something: a number said again or cut off needs one said in words before another; a count in the
    scale of the one before needs an "another" and two amounts; a half needs an "and" and a half word; a pair
    read as one needs two amounts side by side (or a half read just before)."""
    amounts = 0
    in_words = again_after_words = side_by_side = after_amount = False
    for item in out:  # one look at the items for what the passes need
        if isinstance(item, Amount):
            side_by_side = side_by_side or after_amount
            again_after_words = again_after_words or in_words
            in_words = in_words or not item.text[:1].isdigit()
            amounts += 1
            after_amount = True
        else:
            after_amount = False
    if not amounts:
        return out
    if again_after_words:
        out = _without_stutters(out)
    if amounts > 1 and not _vocab().again.isdisjoint(norms):
        out = _same_scale_again(out)
    if amounts > 1:
        out = _restated_short(_thousands_said_again(out))
    halves = _may_halve(norms)
    if halves:
        out = _and_a_half(out)  # "dos y medio 3": a half read may leave two amounts side by side
    if amounts > 1 and _trails_off(norms):
        out = _said_again_whole(out)
    if side_by_side:
        out = _pair_said_whole(out)
    if amounts > 1 and in_words:
        out = _range_in_one_scale(out)
    return _mark_unclear_pairs(out) if side_by_side or halves else out


def _pair_readings(first: Item | None, second: Item | None) -> tuple[int, ...]:
    """What two numbers side by side may say short ("three eight": 380, 3,800, 38,000; "twelve five": 1,250,
    12,500): a unit or two digits, then a single digit."""
    if not (isinstance(first, Amount) and isinstance(second, Amount)):
        return ()
    a, b = first.value, second.value
    if (
        a is None
        or b is None
        or first.plural
        or first.scaled
        or second.scaled
        or not (0 < a < 100 and 0 < b < 10)
    ):
        return ()
    return tuple(a * m + b * m // 10 for m in (100, 1000, 10_000))


def _pair_said_whole(items: list[Item]) -> list[Item]:
    """ "pot's three eight, three thousand eight hundred": two numbers said short, then after a pause the
    amount they stand for said whole: the amount once, as said the second time."""
    out: list[Item] = []
    for item in items:
        k = len(out)
        while k and isinstance(pause := out[k - 1], Token) and _pausing(pause):
            k -= 1
        paused = k < len(out)
        if (
            paused
            and k >= 2
            and isinstance(item, Amount)
            and item.value in _pair_readings(out[k - 2], out[k - 1])
        ):
            del out[k - 2 :]
        out.append(item)
    return out


def _may_halve(norms: Sequence[str]) -> bool:
    """A half needs its "and"/"y" and its half word ("medio", "half"): most reports with an "and" say none."""
    return not (_connectors().isdisjoint(norms) or _vocab().half.isdisjoint(norms))


def _same_scale_again(items: list[Item]) -> list[Item]:
    """ "puts out ten thousand, then grabs another ten", "pone 5.000 y luego otros cinco", "mete una ficha de
    10 lucas... agrega otra de 10": a bare number after "another" (or "another" and the chip's "of") counts
    in the thousands of the amount before it, not chips of one."""
    out: list[Item] = []
    last_scaled: Amount | None = None
    for k, item in enumerate(items):
        value = item.value if isinstance(item, Amount) else None
        if isinstance(item, Amount) and value is not None:
            before = items[k - 1] if k else None
            after = items[k + 1] if k + 1 < len(items) else None
            if _is_of(before) and k > 1:
                before = items[k - 2]  # "otra de 10": another chip of ten
            again = isinstance(before, Token) and before.norm in _vocab().again
            counted = isinstance(after, Token) and after.norm in _vocab().chip_nouns
            # "otras 4 de 5 mil": four more chips of 5,000, a count
            counted = counted or (_is_of(after) and k + 2 < len(items) and isinstance(items[k + 2], Amount))
            if again and not item.scaled and not counted and last_scaled is not None and 0 < value < 100:
                value *= 1000
                item = Amount(value, item.start, item.end, item.text, scaled=True)
            if item.scaled and value >= 1000:
                last_scaled = item
        out.append(item)
    return out


def _range_in_one_scale(items: list[Item]) -> list[Item]:
    """ "twenty five, twenty six thousand", "treinta y uno o treinta y dos mil": two guesses in words side by
    side, the scale said only after the second; the first, above any seat's number and near the second's
    count, is in its scale."""
    out = list(items)
    for k in range(len(out) - 2):
        first, link, second = out[k], out[k + 1], out[k + 2]
        if not (isinstance(first, Amount) and isinstance(second, Amount) and isinstance(link, Token)):
            continue
        if link.norm not in _vocab().range_links or first.scaled or not second.scaled:
            continue
        if (
            first.value is None
            or second.value is None
            or first.text[:1].isdigit()
            or second.text[:1].isdigit()
        ):
            continue
        scale = 1000 if second.value % 1000 == 0 and second.value < 1_000_000 else 0
        count = second.value // scale if scale else 0
        if _LAST_SEAT < first.value < count + _RANGE_REACH and count - _RANGE_REACH < first.value:
            out[k] = Amount(first.value * scale, first.start, first.end, first.text, scaled=True)
    return out


def _in_digits(amount: Amount) -> bool:
    return amount.text[:1].isdigit()


_RANGE_REACH = 5  # "twenty five, twenty six thousand": the two guesses a few thousand apart at most
_LAST_SEAT = 10  # "the five, six thousand...": a number up to a table's last seat may name a player


_RESTATED_WORDS = 2  # "subo a | diez mil, subo a | diez": the words said again before the amount


def _restated_short(items: list[Item]) -> list[Item]:
    """ "subo a diez mil subo a diez", "raise to ten thousand, raise to ten": the same words said again
    before a bare number restate the amount said with them, short (the thousands left unsaid)."""
    out = list(items)
    for k, item in enumerate(out):
        if not isinstance(item, Amount) or item.scaled or item.value is None or not 0 < item.value < 100:
            continue
        said = _words_before(out, k)
        for j in range(k - 1, max(-1, k - 2 * _RESTATED_WORDS - 2), -1):
            first = out[j]
            if isinstance(first, Amount) and first.scaled and first.value == item.value * 1000:
                if said and _words_before(out, j) == said:
                    out[k] = Amount(first.value, item.start, item.end, item.text, scaled=True)
                break
    return out


def _thousands_said_again(items: list[Item]) -> list[Item]:
    """ "eighteen k dieciocho", "18k, eighteen": the count said again bare right after its thousands (in the
    other language, as a bilingual voice note does) is the same amount once, not a second one of 18; a
    player named by number who acts next ("bets 5k, 5 calls") and a count of chips are left alone."""
    out: list[Item] = []
    for k, item in enumerate(items):
        comma = bool(out) and isinstance(out[-1], Token) and out[-1].norm == ","
        before = out[-1 - comma] if len(out) > comma else None
        after = items[k + 1] if k + 1 < len(items) else None
        if (
            isinstance(item, Amount)
            and item.value is not None
            and not item.text[:1].isdigit()
            and isinstance(before, Amount)
            and before.scaled
            and before.value == item.value * 1000
            and not isinstance(after, Amount)  # "three thousand, three one K chips": a count of chips
            and not _is_of(after)  # "3000, tres de mil": the same, its chips named
            and not (isinstance(after, Token) and after.norm in _action_verbs())
        ):
            del out[len(out) - 1 - comma :]
            out.append(Amount(before.value, before.start, item.end, f"{before.text} {item.text}", True))
            continue
        out.append(item)
    return out


def _words_before(items: Sequence[Item], k: int) -> tuple[str, ...]:
    """The last few words right before item k (no amount among them)."""
    before = items[max(0, k - _RESTATED_WORDS) : k]
    if len(before) < _RESTATED_WORDS or not all(isinstance(t, Token) and t.kind == "word" for t in before):
        return ()
    return tuple(t.norm for t in before if isinstance(t, Token))


def _is_of(item: Item | None) -> bool:
    return isinstance(item, Token) and item.norm in _CHIP_OF


def _without_stutters(items: list[Item]) -> list[Item]:
    """ "all in for fifteen fifteen thousand", "sube a tres tres mil": a number started again, said whole
    the second time; the false start is dropped. So is a number cut off in its last word and said again
    after a pause ("dos mil ocho... dos mil ochocientos")."""
    out: list[Item] = []
    for k, item in enumerate(items):
        if not isinstance(item, Amount):
            out.append(item)  # only an amount restarts one or says one again
            continue
        last = out[-1] if out else None
        if (
            isinstance(last, Amount)
            and not last.text[:1].isdigit()
            and not item.plural  # "five five hundreds": five chips of 500, no false start
            and item.text.lower().startswith(last.text.lower() + " ")
        ):
            out[-1] = item
            continue
        pause = len(out)
        while pause and isinstance(last_token := out[pause - 1], Token) and _pausing(last_token):
            pause -= 1
        cut = out[pause - 1] if pause < len(out) and pause else None
        trailing = "".join(t.text for t in out[pause:] if isinstance(t, Token))
        said = out[pause - 1] if pause else None
        if (isinstance(cut, Amount) and _cut_off(cut.text, item.text, trailing)) or (
            isinstance(said, Amount) and _count_said_again(said, item, items[k + 1 : k + 3])
        ):
            del out[pause - 1 :]
        out.append(item)
    return out


def _count_said_again(first: Amount, again: Amount, after: Sequence[Item]) -> bool:
    """ "cinco cinco de cien", "five, five 100s": a count of chips said twice before the chips' value is one
    count, not five chips of "cinco" (500)."""
    count = again.value or 0
    if first.text[:1].isdigit() or first.text.lower() != again.text.lower():
        return False
    if not 1 <= count <= _MOST_COUNTED:
        return False
    value_next = after[0] if after and not _is_of(after[0]) else after[1] if len(after) > 1 else None
    return isinstance(value_next, Amount) and (value_next.value or 0) > count


def _pausing(token: Token) -> bool:
    """A pause in a voice note ("...", "-") or the yes before a number said again ("ocho... sí, ocho mil")."""
    return token.text in _PAUSES or token.text == "," or token.norm in _vocab().restart_words


_COUNT_MOST = 10  # "two uh two thousand chips": a small number may count chips; "nine and a half" is 95


def _trails_off(norms: Sequence[str]) -> bool:
    """A pause that trails off ("..", "…") or a hesitation somewhere in the report: an amount may be said
    again after it."""
    if "…" in norms or not _vocab().hesitations.isdisjoint(norms):
        return True
    return _twice_in_a_row(norms, ".")


def _twice_in_a_row(norms: Sequence[str], word: str) -> bool:
    """Whether `word` stands twice in a row (".."): looked for from one of its places to the next (`index`),
    not pair by pair."""
    last = len(norms) - 1
    try:
        k = norms.index(word)
        while k < last and norms[k + 1] != word:
            k = norms.index(word, k + 1)
    except ValueError:
        return False  # no more of it
    return k < last


def _said_again_whole(items: list[Item]) -> list[Item]:
    """ "nine and a half... ninety five hundred": after a trailing-off pause, the same amount said again with
    its magnitude (the first without it, a power of ten short): the amount once, as said the second time."""
    out: list[Item] = []
    hesitations = _vocab().hesitations
    for item in items:
        k = len(out)
        while k and isinstance(pause := out[k - 1], Token) and (_pausing(pause) or pause.norm in hesitations):
            k -= 1
        first = out[k - 1] if k else None
        between = [t for t in out[k:] if isinstance(t, Token)]
        trailing = "".join(t.text for t in between)
        hesitated = any(t.norm in hesitations for t in between)  # a count may be said again so: "two uh two"
        big = isinstance(first, Amount) and first.value is not None and first.value >= _COUNT_MOST
        paused = trailing.count(".") >= 2 or "…" in trailing or (hesitated and big)
        if isinstance(item, Amount) and isinstance(first, Amount) and paused and _magnitude_of(first, item):
            del out[k - 1 :]
        out.append(item)
    return out


def _magnitude_of(first: Amount, again: Amount) -> bool:
    """The second amount is the first with its magnitude: 95 and 9,500, 7 and 7,000."""
    if first.scaled or first.value is None or again.value is None or not first.value:
        return False
    ratio, rest = divmod(again.value, first.value)
    return not rest and ratio in (10, 100, 1000, 10_000)


def _cut_off(first: str, again: str, pause: str) -> bool:
    """ "dos mil ocho" cut off and said again as "dos mil ochocientos": the same words, the last one
    begun but not finished; or, after a trailing-off pause ("two thousand... two thousand five hundred"),
    said again whole and then some."""
    said, whole = first.lower().split(), again.lower().split()
    n = len(said)
    if first[:1].isdigit() or len(whole) < n or said[:-1] != whole[: n - 1]:
        return False
    if whole[n - 1] == said[-1]:
        return len(whole) > n and (pause.count(".") >= 2 or "…" in pause)
    return whole[n - 1].startswith(said[-1])


def _read_words(
    tokens: Sequence[Token], norms: list[str], i: int, vocab: frozenset[str], out: list[Item]
) -> int:
    """A run of number words from i, cut into numbers (a level pair after "ciegas"/"blinds"); words no
    number takes stay as they are."""
    j = i
    while j < len(tokens) and tokens[j].kind == "word" and _is_number_word(norms, j, vocab):
        j += 1
    words = norms[i:j]
    counted = j < len(tokens) and norms[j] in _counted_nouns()  # "six thousand two people": 2 counts them
    chips_after = j < len(tokens) and norms[j] in _vocab().chip_nouns
    acts = _subject_acts_next(tokens, norms, j, vocab)  # "raises to a thousand | five calls": 5 is a seat
    open_end = (j >= len(tokens) or tokens[j].kind != "num") and not counted and not acts
    parts = _split_run(words, open_end, chips_after)
    if acts:
        parts = _seat_split_off(words, parts)  # "sube a mil | cinco paga": never 1,005
    if len(parts) == 1 and parts[0][:2] == (0, len(words)) and _after_level_word(norms, i):
        parts = _level_pair(words) or parts
    parts = _restatements_joined(words, [_said_around_a_scale(words, p) for p in parts])
    if counted or _chip_value_next(tokens, norms, j, vocab):
        parts = _count_split_off(words, parts, counted)  # "two hundred three limpers": three, no 203
    parts = _sum_split_off(words, parts, _after_a_count(out))  # "dos de quinientos tres mil en total"
    if j < len(tokens) and norms[j] in _plural_units() and (chips := _counted_plural(tokens, norms, i, j)):
        out.extend(chips)  # "two twenty fives": two chips of 25, not 220 and a word
        return j + 1
    if j - i >= 2 and norms[j - 1] in _plural_units() and (chip := _chip_counted_before(tokens, norms, i, j)):
        out.append(chip)  # "two more five hundreds": the count is said before "more", the run is the value
        return j
    if j - i >= 2 and norms[j - 1] in _plural_units() and (chips := _counted_plural(tokens, norms, i, j - 1)):
        # "five one thousands", "three hundreds": a plural the number words take in; "(4) one thousands":
        # "one" names the chip, the count is said before it (or not at all)
        out.extend(chips[1:] if j - i == 2 and norms[i] in _vocab().articles else chips)
        return j
    done = 0
    for a, b, value in parts:
        out.extend(tokens[i + done : i + a])
        out.append(_amount(tokens[i + a : i + b], value))
        done = b
    out.extend(tokens[i + done : j])
    return j


def _after_a_count(out: Sequence[Item]) -> bool:
    """The run names a chip's value: a count right before it ("two | five hundreds"), or a count and
    "de"/"of" ("dos de | quinientos", "una de | mil")."""
    k = len(out) - 1
    if k >= 1 and _word(out[k]) in _chip_of():
        return _is_count(out[k - 1])
    return k >= 0 and isinstance(out[k], Amount) and _is_count(out[k])


def _chip_like(value: int) -> bool:
    """A value chips come in: 1, 2, 25 or 5 and zeros (500, 1,000, 25,000), not 503,000."""
    while value >= 10 and value % 10 == 0:
        value //= 10
    return value in _CHIP_HEADS


_CHIP_HEADS = frozenset({1, 2, 5, 25})


def _sum_split_off(words: Sequence[str], parts: list[Part], counted_before: bool) -> list[Part]:
    """A chip's value with the list's sum said right after it, no pause ("dos de quinientos tres mil en
    total", "two five hundreds three thousand in all"): no chip is worth 503,000, so the value is the words
    that make a chip's value and the sum the larger number after them. Only the part a count opens the
    value of (`counted_before` the run, or a count part right before it) and that ends the run."""
    if not parts or parts[-1][1] != len(words):
        return parts
    a, b, value = parts[-1]
    after_count = len(parts) > 1 and parts[-2][1] == a and parts[-2][2] <= _MOST_COUNTED
    counted = counted_before if a == 0 else after_count
    if not counted or _chip_like(value):
        return parts
    for cut in range(b - 1, a, -1):  # the longest value first: "five hundreds | three thousand", not "five"
        if words[cut] in _vocab().scales:
            continue
        chip, rest = _single_value(words[a:cut]), _single_value(words[cut:b])
        if chip is not None and rest is not None and _chip_like(chip) and rest > chip:
            return [*parts[:-1], (a, cut, chip), (cut, b, rest)]
    return parts


def _subject_acts_next(tokens: Sequence[Token], norms: Sequence[str], j: int, vocab: frozenset[str]) -> bool:
    """An action verb follows the run, or "and"/"y", another number and an action verb ("... a thousand
    five and seven call", "... mil cinco paga"): a unit ending the run names a seat that acts, as "seven"
    does."""
    if j < len(tokens) and norms[j] in _connectors() and j + 2 < len(tokens):
        seat = tokens[j + 1].kind == "num" or norms[j + 1] in vocab
        return seat and norms[j + 2] in _action_verbs()
    return j < len(tokens) and norms[j] in _action_verbs()


def _seat_split_off(words: Sequence[str], parts: list[Part]) -> list[Part]:
    """A unit ending a round amount before an action ("mil cinco", "eight hundred six") is the seat that
    acts: the round amount, then the unit alone."""
    if not parts or parts[-1][1] != len(words) or parts[-1][1] - parts[-1][0] < 2:
        return parts
    a, b, value = parts[-1]
    unit = _words_value((words[b - 1],)) or 0
    head = _single_value(words[a : b - 1])
    if not 1 <= unit <= 9 or head is None or head % 100 or head + unit != value:
        return parts
    return [*parts[:-1], (a, b - 1, head), (b - 1, b, unit)]


@cache
def _action_verbs() -> frozenset[str]:
    """The betting lexicons' one-word actions of both languages ("calls", "folds", "paga", "igualan"), but the
    pot ("five pot"), which names a size: kept between processes (parser/compiled.py), for built from both
    lexicons' data files they were a third of a one-report process's first report."""
    return kept("amounts.action_verbs", built_action_verbs)


def built_action_verbs() -> frozenset[str]:
    from parser.lexicon import lexicon_terms  # the lexicon reads amounts: imported when first asked
    from parser.terms import TermKind

    return frozenset(
        fold(term)
        for lang in LANGS
        for term, entry in lexicon_terms(lang)
        if entry.kind is TermKind.ACTION and " " not in term and entry.value != "pot"
    )


def _chip_value_next(tokens: Sequence[Token], norms: Sequence[str], j: int, vocab: frozenset[str]) -> bool:
    """ "... *de mil*", "... of 500": a chip's value follows the run, after "de"/"of"."""
    if j + 1 >= len(tokens) or norms[j] not in _CHIP_OF:
        return False
    return tokens[j + 1].kind == "num" or (tokens[j + 1].kind == "word" and norms[j + 1] in vocab)


def _count_split_off(words: Sequence[str], parts: list[Part], people: bool = False) -> list[Part]:
    """ "una de cinco mil dos de mil": a unit after a scale, before a chip's value, counts those chips (two
    1,000s): it is no part of the number before it (5,002). Before players (`people`: "cien doscientos tres
    jugadores") a unit after any hundreds counts them: no table has two hundred players."""
    if not parts or parts[-1][1] != len(words):
        return parts
    a, b, _ = parts[-1]
    unit, scales = words[b - 1], _vocab().scales
    after_scale = b - a >= 2 and (words[b - 2] in scales or people)
    if not after_scale or not 1 <= (_words_value((unit,)) or 0) <= 9:
        return parts
    head = _single_value(words[a : b - 1])
    if head is None or head < _HUNDRED:
        return parts
    return [*parts[:-1], (a, b - 1, head), (b - 1, b, _words_value((unit,)) or 0)]


def _counted_plural(tokens: Sequence[Token], norms: Sequence[str], i: int, j: int) -> list[Item] | None:
    """ "two twenty fives", "three fives", "four fifties": a count, then a chip's value said in the plural;
    None when the words before the plural are no count and a value."""
    count = _words_value((norms[i],))
    value = _words_value((*norms[i + 1 : j], _plural_units()[norms[j]]))
    if count is None or not 1 <= count <= _MOST_COUNTED or value is None:
        return None
    chip = Amount(value, tokens[i + 1].start, tokens[j].end, _span(tokens[i + 1 : j + 1]), value >= 100, True)
    return [_amount(tokens[i : i + 1], count), chip]


_MOST_COUNTED = 20  # a count of chips said before their value
_HUNDRED = 100  # the least number a count said after it is split from


def _chip_counted_before(tokens: Sequence[Token], norms: Sequence[str], i: int, j: int) -> Amount | None:
    """ "two more | five hundreds", "3 other | five hundreds": after a count and a word linking it to the
    chips, the run from i to j said in the plural is one chip's value; None when no count is said so."""
    if i < 2 or norms[i - 1] not in _count_links():
        return None
    if tokens[i - 2].kind != "num" and _words_value((norms[i - 2],)) is None:
        return None
    value = _words_value((*norms[i : j - 1], _plural_units()[norms[j - 1]]))
    if value is None:
        return None
    return Amount(value, tokens[i].start, tokens[j - 1].end, _span(tokens[i:j]), value >= 100, True)


@cache
def _count_links() -> frozenset[str]:
    return frozenset().union(*(number_lexicon(lang).count_links for lang in LANGS))


@cache
def _plural_units() -> dict[str, str]:
    """Number words said in the plural for chips of that value ("fives", "twenties"), with their singular."""
    return {w: n for lang in LANGS for w, n in number_lexicon(lang).plural_units.items()}


def _said_around_a_scale(words: Sequence[str], part: Part) -> Part:
    """ "fourteen thousand fourteen", "doce mil doce": the count said again after its scale, as voice notes
    do: 14,000, not 14,014."""
    a, b, _ = part
    chunk = list(words[a:b])
    for k, word in enumerate(chunk):
        scale = _vocab().scales.get(word)
        if scale and 0 < k and chunk[:k] == chunk[k + 1 :] and (count := _single_value(chunk[:k])):
            return a, b, count * scale
    return part


def _restatements_joined(words: Sequence[str], parts: list[Part]) -> list[Part]:
    """A number said twice in two forms, as voice notes do: "two thousand eight hundred twenty eight hundred"
    is 2,800 then 2,800 again ("twenty eight hundred"), not 2,820 and 800. Two numbers side by side that read
    as one value twice, once the last words of the first are given to the second, are that value once."""
    out: list[Part] = []
    for part in parts:
        last = out[-1] if out else None
        if last is not None and last[1] == part[0]:
            for k in (0, 1, 2):  # 0: the cut already falls between them ("thirty two hundred")
                first = _single_value(words[last[0] : last[1] - k]) if last[1] - k > last[0] else None
                again = words[last[1] - k : part[1]]
                if first is None or words[last[0] : last[1]] == again:
                    continue
                if first in (_single_value(again), _said_short(again)):
                    out[-1] = (last[0], part[1], first)
                    break
            else:
                out.append(part)
            continue
        out.append(part)
    return out


def _said_short(words: Sequence[str]) -> int | None:
    """ "sixteen two", "twenty three four", "dieciséis dos": thousands and hundreds both unsaid, as a number
    is said again short after its full form (16,200); read only where it restates the number before it."""
    if len(words) < 2 or not any(words[-1] in number_lexicon(lang).units for lang in LANGS):
        return None
    head, unit = _single_value(words[:-1]), _single_value(words[-1:])
    if head is None or unit is None or not (1 <= head < 100 and 1 <= unit <= 9):
        return None
    return head * 1000 + unit * 100


def _read_digits(
    tokens: Sequence[Token], norms: list[str], i: int, vocab: frozenset[str], out: list[Item]
) -> int:
    """Digits, with an optional scale word after them ("42 mil", "1,5 millones", "5 grand", "2 palos") and,
    after "mil", the words of the remainder ("42 mil quinientos")."""
    parsed = digits_value(tokens[i].text)
    if parsed is None:
        out.append(tokens[i])
        return i + 1
    exact, plural = parsed
    value: Fraction | int = exact.numerator if exact.denominator == 1 else exact  # whole: int sums are cheap
    j = i + 1
    scaled = value >= 100 or "k" in tokens[i].norm
    if _scale_after(norms, i):
        value *= _vocab().scales[norms[j]]
        scaled = True
        extra, used = _remainder(norms, j + 1, vocab)
        value += extra
        j += 1 + used
    if value != int(value):
        out.extend(tokens[i:j])  # "2.5" with no scale is not a chip amount
        return j
    out.append(Amount(int(value), tokens[i].start, tokens[j - 1].end, _span(tokens[i:j]), scaled, plural))
    return j


def _remainder(norms: Sequence[str], j: int, vocab: frozenset[str]) -> tuple[int, int]:
    """After "42 mil", the words of what is below the scale ("quinientos"): (value, words taken)."""
    end = j
    while end < len(norms) and _is_number_word(norms, end, vocab):
        end += 1
    rest = _split_run(norms[j:end])
    if rest and rest[0][0] == 0 and rest[0][2] < 1000:
        return rest[0][2], rest[0][1]
    return 0, 0


def _scale_after(norms: Sequence[str], i: int) -> bool:
    """Whether the digits at i are followed by a scale word that multiplies them ("5 lucas", not "de 2
    palos": a suit)."""
    nxt = norms[i + 1] if i + 1 < len(norms) else ""
    before = norms[i - 1] if i >= 1 else ""
    return nxt in _vocab().scales and before not in _vocab().guards.get(nxt, ())


def _denomination(tokens: Sequence[Token], i: int, out: Sequence[Item]) -> Amount | None:
    """ "a nickel", "two dimes": chip slang with a value, after a count (the count stays for the chip
    reader, as in "una de mil"); "dime" with no count is left alone (Spanish "dime": "tell me")."""
    token = tokens[i]
    value = _vocab().denominations.get(token.norm)
    if value is None:
        return None  # the usual case: not chip slang at all
    prev = out[-1] if out else None
    counted = isinstance(prev, Amount) or (isinstance(prev, Token) and prev.norm in _vocab().counts)
    if token.kind != "word" or not counted:
        return None
    if (size := _said_as_a_size(token, out)) is not None:
        return size
    plural = token.norm in _vocab().plurals
    return Amount(value, token.start, token.end, token.text, True, plural, denomination=True)


def _said_as_a_size(token: Token, out: Sequence[Item]) -> Amount | None:
    """ "bet a dime", "raises a nickel": chip slang said as the size of a bet, after its verb and "a", is a
    number of the table's units (ten, five), as unclear as "bet ten" (57: 1,000 or 10,000), not one chip."""
    said = _vocab().spoken_sizes.get(token.norm)
    verb = out[-2] if len(out) > 1 else None
    if said is None or not (isinstance(verb, Token) and verb.norm in _vocab().size_verbs):
        return None
    return Amount(said, token.start, token.end, token.text, False)


def thousands_written(amount: Amount) -> bool:
    """Whether the amount's own words or digits say thousands or more ("125k", "ciento veinte mil", "1.2M",
    "125.000"), not merely hundreds ("125", "three hundred")."""
    said = fold(amount.text).split()
    big = _thousands_words()
    return any(word in big or (word[-1:] in big and word[:1].isdigit()) or _grouped(word) for word in said)


@cache
def _thousands_words() -> frozenset[str]:
    """The scale words of a thousand or more ("mil", "k", "thousand"): gathered once per process, not at
    each amount asked."""
    return frozenset(word for word, scale in _vocab().scales.items() if scale >= 1000)


_GROUPED_RE = compiled(r"\d{1,3}(?:[.,]\d{3})+")


def _grouped(word: str) -> bool:
    """ "125.000", "1,500": digits with a group of thousands."""
    return _GROUPED_RE.fullmatch(word) is not None


def _amount(tokens: Sequence[Token], value: int) -> Amount:
    words = {t.norm for t in tokens}
    scaled = bool(words & _vocab().scales.keys()) or value >= 100
    plural = tokens[-1].norm in _vocab().plurals
    return Amount(value, tokens[0].start, tokens[-1].end, _span(tokens), scaled, plural)


def _span(tokens: Sequence[Token]) -> str:
    return " ".join([t.text for t in tokens])


def _glue(tokens: Sequence[Token]) -> list[Token]:
    """Digits written against letters and digits: "2k5" is one number (2,500); anything else ("1e400",
    "9h8h") is no amount, but one word nobody knows, reported rather than misread as 1 and 400."""
    out: list[Token] = []
    i, count = 0, len(tokens)
    while i < count:
        token = tokens[i]
        # Only digits with the next token written against them start a glued run (most tokens: neither).
        if token.kind == "num" and i + 1 < count and tokens[i + 1].start == token.end:
            j = _glued_end(tokens, i)
            if j - i >= 3:
                out.append(_glued_token(tokens[i:j]))
                i = j
                continue
        out.append(token)
        i += 1
    return out


def _glued_end(tokens: Sequence[Token], i: int) -> int:
    """End of digits written together with letters then digits from i ("2k5", "1e400", "1e+5"); i + 1 when
    there are none ("250-500", "100bb", and "5x100", a chip count)."""
    if tokens[i].kind != "num":
        return i + 1
    j = i + 1
    while j < len(tokens) and tokens[j].start == tokens[j - 1].end and _gluable(tokens, j):
        j += 1
    kinds = [t.kind for t in tokens[i:j]]
    letters_then_digits = "word" in kinds and kinds.index("word") < len(kinds) - 1 - kinds[::-1].index("num")
    if not letters_then_digits or any(t.norm in _TIMES for t in tokens[i:j]):
        return i + 1
    return j


def _gluable(tokens: Sequence[Token], j: int) -> bool:
    """Digits and letters; a sign only after a letter ("1e+400"), never between numbers ("250-500")."""
    token = tokens[j]
    return token.kind in {"num", "word"} or (token.text in {"+", "-"} and tokens[j - 1].kind == "word")


def _glued_token(tokens: Sequence[Token]) -> Token:
    """ "2k5" as one number token; any other glued run as one word token."""
    text = "".join(t.text for t in tokens)
    norm = "".join(t.norm for t in tokens)
    is_k = len(tokens) == 3 and tokens[1].norm == "k" and digits_value(text) is not None
    return Token(text, norm, tokens[0].start, tokens[-1].end, "num" if is_k else "word")


def _one_said(items: Sequence[Item], i: int) -> Item:
    """ "one" before "and a half million" is the number one, not a count left to the chip reader."""
    item, en = items[i], _en()
    if not isinstance(item, Token) or item.norm not in en.articles:
        return item
    words = tuple(fold(it.text) for it in items[i + 1 : i + 5])
    if words[:3] == en.and_a_half and len(words) == 4 and words[3] in en.half_scales:
        return Amount(1, item.start, item.end, item.text, False)
    return item


def _half_restated(items: Sequence[Item], i: int, out: list[Item]) -> int | None:
    """ "dos mil quinientos, dos y medio", "two thousand five hundred two and a half": the number said again
    short, in thousands and a half, as voice notes do: 2,500 once, never 2,502 (the unit read into the full
    number) nor a bare 25 left unread. The amount goes into `out`; the index after the half is returned."""
    item = items[i]
    if not isinstance(item, Amount) or item.value is None or item.text[:1].isdigit():
        return None
    if i + 1 >= len(items) or fold(items[i + 1].text) not in _connectors():
        return None
    said = _bare_half([fold(it.text) for it in items[i + 1 : i + 5]])
    if not said:
        return None
    end, unit = items[i + said], item.value % 1000 - 500  # 2,502: 2,500 and the "dos" of "dos y medio"
    if 0 < unit < 100 and item.value - unit == unit * 1000 + 500:
        out.append(Amount(item.value - unit, item.start, end.end, f"{item.text} ... {end.text}", True))
        return i + said + 1
    k = len(out) - 1 - (bool(out) and isinstance(out[-1], Token) and out[-1].norm == ",")
    before = out[k] if k >= 0 else None
    if isinstance(before, Amount) and 0 < item.value < 100 and before.value == item.value * 1000 + 500:
        del out[k + 1 :]  # the comma between goes with the number said again
        out[k] = Amount(before.value, before.start, end.end, f"{before.text} ... {end.text}", before.scaled)
        return i + said + 1
    return None


def _and_a_half(items: list[Item]) -> list[Item]:
    """ "seven and a half k", "7 and a half thousand": the half of the scale word said last."""
    en = _en()
    out: list[Item] = []
    i = 0
    while i < len(items):
        item = _one_said(items, i)
        if (restated := _half_restated(items, i, out)) is not None:
            i = restated
            continue
        if (
            isinstance(item, Amount)
            and item.value is not None
            and item.value < 1000
            and i + 1 < len(items)
            and fold(items[i + 1].text) in _connectors()  # most amounts are followed by no "and"/"y"
        ):
            words = [fold(it.text) for it in items[i + 1 : i + 5]]
            if tuple(words[:3]) == en.and_a_half and len(words) == 4 and words[3] in en.half_scales:
                end, scale = items[i + 4], _vocab().scales[words[3]]
                value = item.value * scale + scale // 2  # "seven and a half k", "one and a half million"
                out.append(Amount(value, item.start, end.end, f"{item.text} ... {end.text}", True))
                i += 5
                continue
            if (said := _bare_half(words)) and not item.scaled and 0 < item.value < 100:
                # No scale said: "dos y medio", "two and a half" is a bare number in tenths (57), 2,500 or
                # 25,000 as the pot allows; "fourteen and a half" can only be thousands: 14,500, and so is a
                # size the dealer tells in a report counting in thousands ("bets 4,000... all in for
                # around seven and a half"): no player's word for 57 to read.
                end, text = items[i + said], f"{item.text} ... {items[i + said].text}"
                told = isinstance(out[-1] if out else None, Token) and out[-1].norm in _vocab().size_links
                thousands = item.value >= 10 or (
                    told and any(isinstance(o, Amount) and o.scaled and (o.value or 0) >= 1000 for o in out)
                )
                value = item.value * 1000 + 500 if thousands else item.value * 10 + 5
                out.append(Amount(value, item.start, end.end, text, thousands))
                i += said + 1
                continue
        out.append(items[i])
        i += 1
    return out


def _bare_half(words: Sequence[str]) -> int:
    """How many words "and a half" / "y medio" takes at the start of ``words`` when no scale follows it
    (0 when it is not there)."""
    half, connectors, en = _vocab().half, _connectors(), _en()
    for size in (2, 3):
        said = words[:size]
        if len(said) < size or said[0] not in connectors or said[-1] not in half:
            continue
        if size == 3 and said[1] not in en.articles:
            continue
        if len(words) > size and words[size] in _vocab().scales:
            return 0  # "two and a half thousand": the scale's half, read elsewhere
        return size
    return 0


def _mark_unclear_pairs(items: list[Item]) -> list[Item]:
    """ "12 five", "twelve five": two adjacent numbers where the second is a single digit read as 1250, 12,500
    or two numbers; they become one unclear amount for the engine to ask about."""
    out: list[Item] = []
    for item in items:
        prev = out[-1] if out else None
        if (
            isinstance(item, Amount)
            and isinstance(prev, Amount)
            and prev.value is not None
            and item.value is not None
            and 10 <= prev.value < 100
            and 1 <= item.value < 10
            and not prev.plural
        ):
            readings = (prev.value * 100 + item.value * 10, prev.value * 1000 + item.value * 100)
            out[-1] = Amount(None, prev.start, item.end, f"{prev.text} {item.text}", False, False, readings)
            continue
        out.append(item)
    return out


def _corrected(items: list[Item]) -> list[Item]:
    """ "dos mil... no perdón, dos mil quinientos", "2k, I mean 2.5k": the amount after a correction marker
    replaces the one before it; the first amount and the marker leave the stream, so no later reader takes
    the amount withdrawn (or the "no" for a negation)."""
    out: list[Item] = []
    items = list(items)
    i = 0
    while i < len(items):
        if (denied := _denied_after(items, i)) is not None:
            out.append(items[i])  # "resubió a 1800 no a 1600", "to 1800 not 1600": the second is denied
            i = denied + 1
            continue
        if (chips := _chips_corrected(out, items, i) or _sum_corrected(out, items, i)) is not None:
            del out[chips[0] :]  # "dos de mil, no espera, tres de mil": the chips told again replace them
            i = chips[1]
            continue
        replacement = _correction(items, i) if isinstance(items[i], Amount) else None
        if replacement is not None:
            if _pair_before(out, items, i) and _is_amount(items, replacement + 1):
                out.pop()  # "mil dos mil, perdón, mil quinientos tres mil": a pair said again as a pair
            items[replacement] = _in_scale_of(items[replacement], items[i])
            _drop_guess(out)  # "creo que ocho mil... no, nueve mil": the amount told again is no guess
            i = replacement  # the new amount is read in its turn: it may be corrected again
            continue
        out.append(items[i])
        i += 1
    return out


def _drop_guess(out: list[Item]) -> None:
    """The words of a guess ("creo que", "I think") that end `out`, taken out: they were said of the amount
    a correction took back, and the speaker states the new one."""
    for guess in _vocab().guesses:
        if len(out) >= len(guess) and all(
            _word(o) == g for o, g in zip(out[-len(guess) :], guess, strict=True)
        ):
            del out[-len(guess) :]
            return


def _chips_corrected(out: Sequence[Item], items: Sequence[Item], i: int) -> tuple[int, int] | None:
    """Correction markers at i between two counted chip groups ("two 1k chips, no wait, three 1k chips",
    "dos negras de mil no espérate tres negras de mil"): where the first group starts in `out` and where
    the second starts in `items`; None when either side is no chip group."""
    if _word(items[i]) not in _vocab().correction_starts:
        return None
    end = _markers_end(items, i)
    k = _skip_punct(items, end, {",", ":"}, 2)
    if end == i or not _opens_chip_group(items, k):
        return None
    start = _chip_group_start(out)
    if start is None and (cut := _before_its_sum(out)) < len(out):
        start = _chip_group_start(out[:cut])  # "una de mil y dos de quinientos, o sea dos mil... no, espera"
    if start is not None and _lists_groups(items, k):
        # "una de mil y dos de quinientos... no espera, una de mil y tres de quinientos": a list told again
        # replaces the whole list before it, not only its last group
        while start >= 2 and _word(out[start - 1]) in _connectors():
            earlier = _chip_group_start(out[: start - 1], listed=True)
            if earlier is None:
                break
            start = earlier
    return None if start is None else (start, k)


def _sum_corrected(out: list[Item], items: Sequence[Item], i: int) -> tuple[int, int] | None:
    """A chip list's sum at i right before a correction ("una de mil y dos de quinientos, o sea *dos mil*...
    no, espera, una de dos mil..."): the list, its sum with it, gives way to the list told again, as in
    `_chips_corrected`; None where the amount at i is no such sum."""
    if not isinstance(items[i], Amount):
        return None
    marker = _skip_punct(items, i + 1, None, _PAUSE_MARKS)
    if marker >= len(items) or _word(items[marker]) not in _vocab().correction_starts:
        return None
    return _chips_corrected([*out, items[i]], items, marker)


_PAUSE_MARKS = 3  # "dos mil... no": the marks of a pause before a correction


def _lists_groups(items: Sequence[Item], k: int) -> bool:
    """A chip group at k followed by another after a connector ("una de mil y tres de quinientos")."""
    value = next(
        (n for n in range(k + 1, min(len(items), k + 1 + _CHIP_GROUP_WORDS)) if isinstance(items[n], Amount)),
        None,
    )
    if value is None:
        return False
    after = value + 1
    while after < len(items) and _word(items[after]) in _vocab().chip_nouns | _vocab().plurals:
        after += 1
    return after < len(items) and _word(items[after]) in _connectors() and _opens_chip_group(items, after + 1)


def _is_count(item: Item | None) -> bool:
    """A number of chips: a small number said alone, or "a"/"una"/"un"."""
    if isinstance(item, Amount):
        return not item.scaled and item.value is not None and 1 <= item.value <= _MOST_COUNTED
    return _word(item) in _vocab().articles.keys() | _vocab().counts


def _opens_chip_group(items: Sequence[Item], k: int) -> bool:
    """A count, then a chip's value within a few words ("tres negras de mil", "three 1k chips")."""
    if k >= len(items) or not _is_count(items[k]):
        return False
    return any(isinstance(items[n], Amount) for n in range(k + 1, min(len(items), k + 1 + _CHIP_GROUP_WORDS)))


def _chip_group_start(out: Sequence[Item], listed: bool = False) -> int | None:
    """Where the counted chip group that ends `out` starts: a count, its value and the words between them
    (a chip noun, a colour, "de"/"of"), punctuation after it left out. A group `listed` before another
    ("*a 1000* and two 500s") is a chip by its place, so "a" before its bare value counts one."""
    end = len(out)
    while end and _mark(out[end - 1]) is not None:
        end -= 1
    named = end
    while end and _word(out[end - 1]) in _vocab().chip_nouns:
        end -= 1  # "two 1000 chips"
    if not end or not isinstance(out[end - 1], Amount):
        return None
    for start in range(end - 2, max(-1, end - 2 - _CHIP_GROUP_WORDS), -1):
        if _is_count(out[start]):  # "two 1k chips", or the value after "de"/"of": "dos negras de mil"
            between = out[start + 1 : end - 1]
            # "a dos mil" is no count ("a" is "to"); "one 5k chip" is
            direct = not between and (isinstance(out[start], Amount) or end < named or listed)
            return start if direct or (between and _word(between[-1]) in _chip_of()) else None
        if _word(out[start]) is None:  # only words between a count and its value
            return None
    return None


_CHIP_GROUP_WORDS = 3  # "dos fichas negras de mil": the words between a count and the chip's value


@cache
def _list_sum_words() -> tuple[tuple[str, ...], ...]:
    """ "o sea", "so", "in all": words that tie a chip list to its sum, longest first."""
    phrases = {tuple(p.split()) for lang in LANGS for p in grammar(lang)["list_sum_words"]}
    return tuple(sorted(phrases, key=len, reverse=True))


def _phrase_before(out: Sequence[Item], end: int) -> int:
    """Where a phrase of `_list_sum_words` ending at `end` (marks before `end` passed) starts; `end` when
    none does."""
    k = end
    while k and _mark(out[k - 1]) is not None:
        k -= 1
    for phrase in _list_sum_words():
        start = k - len(phrase)
        if start >= 0 and all(_word(o) == w for o, w in zip(out[start:k], phrase, strict=True)):
            return start
    return end


def _before_its_sum(out: Sequence[Item]) -> int:
    """Where the sum a speaker adds to a chip list starts ("una de mil y dos de quinientos, *o sea dos mil*",
    "a 1k and two 500s, *so 2000*"): a correction of the list takes its sum back with it; len(out) when
    `out` ends with no amount tied to what came before by such words."""
    end = _phrase_before(out, len(out))  # "2000 *in all*"
    k = end
    while k and _mark(out[k - 1]) is not None:
        k -= 1
    if not k or not isinstance(out[k - 1], Amount):
        return len(out)
    start = _phrase_before(out, k - 1)
    return start if start < k - 1 or end < len(out) else len(out)


def _denied_after(items: Sequence[Item], i: int) -> int | None:
    """Index of an amount denied right after the amount at i, with no pause after the "no": "a 1800 no a
    1600", "to 1800 not to 1600", or an amount told before ("bet 3000, not 2000" after "2000" was told): the
    first stands ("dos mil, no, dos mil quinientos" is a correction, with its pause)."""
    if not isinstance(items[i], Amount) or i + 2 >= len(items):
        return None
    k = i + 1 + (_mark(items[i + 1]) == ",")  # "3000, no 2000"
    if k + 1 >= len(items) or _word(items[k]) not in _contrast_negations():
        return None
    if _word(items[k + 1]) in _amount_prepositions():
        return k + 2 if k + 2 < len(items) and isinstance(items[k + 2], Amount) else None
    linked = _word(items[k + 1]) in _chip_of() and k + 2 < len(items)  # "era de seis mil no *de* siete"
    denied = items[k + 1 + linked]
    # "el bote era 6000 no 5000", "bet 3000 not 2000": the amount denied is one told before, now taken back
    told_before = (
        isinstance(denied, Amount)
        and any(  # "24k... 30k, no 24": told in thousands, denied short
            isinstance(item, Amount)
            and denied.value
            and item.value in (denied.value, denied.value * THOUSAND)
            for item in items[:i]
        )
    )
    return k + 1 + linked if told_before else None


@cache
def _contrast_negations() -> frozenset[str]:
    return frozenset(w for lang in LANGS for w in grammar(lang)["contrast_negations"])


def _in_scale_of(new: Item, old: Item) -> Item:
    """ "six thousand, sorry, six", "cinco mil, no, seis": a bare number correcting one in thousands keeps
    its thousands."""
    if not (isinstance(new, Amount) and isinstance(old, Amount)) or new.scaled or not old.scaled:
        return new
    if new.value is None or old.value is None or not 0 < new.value < 1000 or old.value < 1000:
        return new
    return Amount(new.value * 1000, new.start, new.end, new.text, scaled=True)


def _pair_before(out: Sequence[Item], items: Sequence[Item], i: int) -> bool:
    """The amount at i closes a pair ("seiscientos mil doscientos"): the one before it is an amount kept."""
    return bool(out) and i >= 1 and out[-1] is items[i - 1] and isinstance(out[-1], Amount)


def _is_amount(items: Sequence[Item], k: int) -> bool:
    return k < len(items) and isinstance(items[k], Amount)


_COPULAS = words("copulas")  # "it's", "son": said between a correction's markers and its amount
_IT = words("impersonal_subjects")  # "it", "that": a copula's subject ("no, it was 2500")


def _copula_len(items: Sequence[Item], k: int) -> int:
    """Words of a copula at k, with its impersonal subject ("it was", "its", "son"); 0 for none."""
    first, second = (_word(items[n]) if n < len(items) else None for n in (k, k + 1))
    if first in _IT and second in _COPULAS:
        return 2
    return int(first in _COPULAS)


def _correction(items: Sequence[Item], i: int) -> int | None:
    """Index of the amount that corrects the one at i: punctuation, then markers, then (after a comma at
    most) the amount. A "no" with no amount right after it is a word of its own ("mil, no voy")."""
    if not _correctable(items, i):
        return None
    j = _skip_punct(items, i + 1, None, 3)
    if _cut_scale(items, j):
        j = _skip_punct(items, j + 1, None, 3)  # "five thou- no six thousand": the scale word cut off
    end = _markers_end(items, j)
    if end == j:
        return None
    k = _skip_punct(items, end, {",", ":"}, 2)
    k += _copula_len(items, k)  # "no wait its five hundred", "no, it was 2500", "no, son 500"
    said_before = {_word(items[p]) for p in range(max(0, i - 2), i)} - {None}
    while k < min(len(items), end + 2) and _word(items[k]) in said_before:
        k += 1  # "raise four thou, no sorry, raise five thousand": the words before the amount said again
    if _word(items[k] if k < len(items) else None) in _amount_prepositions():
        k += 1  # "all in por cuatro mil, no perdón, por cinco mil", "for 4k, no, for 5k"
    if _word(items[k] if k < len(items) else None) in _vocab().articles.keys() | _chip_of():
        k += 1  # "twenty five k, no sorry, a five k chip", "cinco mil, no, una de mil"
        k += _word(items[k] if k < len(items) else None) in _chip_of()
    if k >= len(items) or not isinstance(new := items[k], Amount):
        return None
    # chips on one side at least: "el 4 no, 5 tira" names seats, it corrects nothing
    return k if new.scaled or (isinstance(old := items[i], Amount) and old.scaled) else None


def _cut_scale(items: Sequence[Item], j: int) -> bool:
    """A scale word begun and dropped ("thou-", "mi-"): the start of one, then a dash."""
    word = _word(items[j] if j < len(items) else None)
    nxt = items[j + 1] if j + 1 < len(items) else None
    return isinstance(nxt, Token) and nxt.text in _PAUSES and word in _scale_starts()


@cache
def _scale_starts() -> frozenset[str]:
    """What a scale word cut off may leave: each scale word's beginnings of two letters or more, short of
    the whole word ("mil" is one: it begins "millón")."""
    return frozenset(scale[:n] for scale in _vocab().scales for n in range(2, len(scale)))


@cache
def _chip_of() -> frozenset[str]:
    """ "de", "of": the word between a count and a chip's value ("una de mil", "two of the 500s")."""
    return frozenset(word for lang in LANGS for word in grammar(lang)["chip_of"])


def _correctable(items: Sequence[Item], i: int) -> bool:
    """An amount a dealer may take back; not a chip in a list ("dos de quinientos, o sea mil")."""
    item = items[i]
    if not isinstance(item, Amount) or item.plural or item.denomination:
        return False
    return _chip_group_start(items[: i + 1]) is None


def _mark(item: Item | None) -> str | None:
    return item.text if isinstance(item, Token) and item.kind == "punct" else None


def _word(item: Item | None) -> str | None:
    return item.norm if isinstance(item, Token) and item.kind == "word" else None


def _skip_punct(items: Sequence[Item], j: int, marks: set[str] | None, limit: int) -> int:
    """Past up to `limit` punctuation marks (of `marks`, or any)."""
    stop = j + limit
    while j < min(stop, len(items)):
        item = items[j]
        if not (isinstance(item, Token) and item.kind == "punct" and (marks is None or item.text in marks)):
            break
        j += 1
    return j


def _markers_end(items: Sequence[Item], j: int) -> int:
    """End of the correction markers from j ("no, perdón", "no sorry", "I mean"); j when there are none."""
    end, words = j, 0
    while True:
        k = _skip_punct(items, end, {","}, 1) if end > j else end
        size = _marker_at(items, k)
        if not size or words + size > _MAX_MARKER_WORDS:
            return end
        words += size
        end = k + size


def _marker_at(items: Sequence[Item], k: int) -> int:
    if k >= len(items) or _word(items[k]) not in _vocab().correction_starts:
        return 0  # most amounts are followed by no correction marker at all
    for marker in _vocab().corrections:
        if all(k + n < len(items) and _word(items[k + n]) == m for n, m in enumerate(marker)):
            return len(marker)
    return 0
