"""Amounts: digits in any common format and Spanish/English number words, as `Amount` items.

text2num converts a run of number words to an integer; our own passes decide which words form one number
(text2num, fed raw, merges chip lists: "una de mil y una de quinientos" would give 1001), and handle what it
does not know: a "k" suffix, "mil"/"thousand" after digits, "y medio", and unaccented spellings.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from text_to_num import text2num

from parser.normalize import Token, fold

_ES_UNITS = {
    "uno", "una", "un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve",
}  # fmt: skip
_ES_TENS = {"treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"}
_ES_WORDS = (
    _ES_UNITS
    | _ES_TENS
    | {"cero", "diez", "once", "doce", "trece", "catorce", "quince", "dieciseis", "diecisiete", "dieciocho"}
    | {"diecinueve", "veinte", "veintiuno", "veintiun", "veintiuna", "veintidos", "veintitres"}
    | {"veinticuatro"}
    | {"veinticinco", "veintiseis", "veintisiete", "veintiocho", "veintinueve", "cien", "ciento"}
    | {f"{p}cient{g}s" for p in ("dos", "tres", "cuatro", "seis", "sete", "ocho", "nove") for g in "oa"}
    | {"quinientos", "quinientas", "mil", "millon", "millones"}
)
_EN_UNITS = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}
_EN_TENS = {"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
_EN_WORDS = (
    _EN_UNITS
    | {"zero", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"}
    | {"eighteen", "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
    | {"hundred", "thousand", "million", "hundreds", "thousands", "millions"}
)
# Words that fix the magnitude of what precedes them, and their factor after digits ("42 mil", "5 grand").
_SCALES = {
    "mil": 1000, "thousand": 1000, "thousands": 1000, "grand": 1000, "k": 1000, "lucas": 1000, "luca": 1000,
    "millon": 1_000_000, "millones": 1_000_000, "million": 1_000_000, "millions": 1_000_000,
    "hundred": 100, "hundreds": 100,
}  # fmt: skip
_ES_SCALES = {"mil", "millon", "millones"}
_EN_SCALES = {"hundred", "thousand", "million", "grand"}
_ARTICLES = {"un", "una", "uno", "a", "one"}  # "one" of a count, or the "a" of "a thousand"
_HALF = {"medio", "media", "half"}
# text2num wants the accents back on these (it rejects "veintidos"); "veintiún mil" reads as "veintiuno mil".
_TEXT2NUM_SPELLING = {"veintidos": "veintidós", "veintitres": "veintitrés", "veintiun": "veintiuno"}
_MAX_RUN = 12  # a longer run of number words is not one amount; cap the work on hostile input

_DIGITS_RE = re.compile(r"(?P<body>\d+(?:[.,]\d+)*)\s?(?P<k>[kK])?(?P<plural>'?s)?$")


@dataclass(frozen=True, slots=True)
class Amount:
    """A number found in the text. `value` is None when the words admit several readings ("12 five")."""

    value: int | None
    start: int  # character span in the original text
    end: int
    text: str
    scaled: bool  # magnitude fixed by the writing: a scale word, "k", or three or more digits
    plural: bool = False  # "500s", "two thousands": a chip denomination in a list
    candidates: tuple[int, ...] = ()  # readings of an unclear amount

    @property
    def unclear(self) -> bool:
        return self.value is None

    @property
    def norm(self) -> str:
        return "#num"


Item = Token | Amount


def digits_value(text: str) -> tuple[float, bool] | None:
    """Value of a digit token and whether it is plural: "1.500" and "1,500" are 1500 (a separator followed by
    exactly three digits groups thousands), "1.5k" is 1500, "2,5" is 2.5."""
    match = _DIGITS_RE.match(text.replace(" ", ""))
    if match is None:
        return None
    body = match["body"]
    groups = re.split(r"[.,]", body)
    if len(groups) > 1 and all(len(g) == 3 for g in groups[1:]):
        value: float = int("".join(groups))
    elif len(groups) == 2:
        value = float(f"{groups[0]}.{groups[1]}")
    elif len(groups) == 1:
        value = int(body)
    else:
        return None
    if match["k"]:
        value *= 1000
    return value, bool(match["plural"])


# Words that are numbers in one language and common words in the other ("once the flop", "ten cuidado").
_FALSE_FRIENDS = {"es": {"one"}, "en": {"once", "ten"}}


def number_words(lang: str | None) -> frozenset[str]:
    """Both languages' number words (Spanglish: "el 3 tira two 500s"), minus the other's false friends."""
    return frozenset((_ES_WORDS | _EN_WORDS) - _FALSE_FRIENDS.get(lang or "", set()))


@lru_cache(maxsize=4096)
def _words_value(words: tuple[str, ...]) -> int | None:
    """text2num on one candidate number, trying Spanish then English; None when it is not one number."""
    spelled = [_TEXT2NUM_SPELLING.get(w, w) for w in words]
    if spelled and spelled[0] == "a":
        spelled[0] = "one"
    text = " ".join(spelled)
    for lang in ("es", "en"):
        try:
            return text2num(text, lang)
        except ValueError:
            continue
    return None


def _joins(words: Sequence[str], i: int, vocab: frozenset[str]) -> bool:
    """Whether a connector at i ("y", "and") belongs inside a number rather than separating two."""
    if i == 0 or i + 1 >= len(words):
        return False
    before, after = words[i - 1], words[i + 1]
    if words[i] == "y":
        # "treinta y cinco", "un millón y medio"; never "mil y una de quinientos" (a chip list)
        return (before in _ES_TENS and after in _ES_UNITS) or (before in _SCALES and after in _HALF)
    if words[i] == "and":
        # "one thousand and fifty" but not "one thousand and two five hundreds"
        follows = words[i + 2] if i + 2 < len(words) else ""
        return (
            before in _SCALES
            and after in vocab
            and after not in _EN_UNITS | {"a"}
            or (before in _SCALES and after in _EN_UNITS and follows not in vocab)
        )
    return False


def _split_run(words: list[str]) -> list[tuple[int, int, int]]:
    """Cut a run of number words into numbers, longest valid prefix first: "doscientos cincuenta quinientos"
    is 250 then 500, "mil cien" is 1100. Returns (start, end, value) in word indices."""
    parts: list[tuple[int, int, int]] = []
    i = 0
    while i < len(words):
        if (spoken := _hundreds_unsaid(words, i)) is not None:
            parts.append(spoken)
            i = spoken[1]
            continue
        for j in range(min(len(words), i + _MAX_RUN), i, -1):
            chunk = words[i:j]
            if _repeats_scale(chunk):
                continue  # "one thousand two thousand" is two numbers (1000, 2000), not 1002 and 1000
            if j < len(words) and words[j] in _SCALES and chunk[-1] not in _SCALES and j - i > 1:
                continue  # "one hundred | two hundred": the "two" belongs to the scale after it
            if chunk[-1] in _HALF and len(chunk) >= 3 and chunk[-2] in {"y", "and"} and chunk[-3] in _SCALES:
                base = _words_value(tuple(chunk[:-2]))
                value = None if base is None else base + _SCALES[chunk[-3]] // 2
            else:
                value = _words_value(tuple(chunk))
            if value is not None and not (j - i == 1 and chunk[0] in _ARTICLES):
                parts.append((i, j, value))
                i = j
                break
        else:
            i += 1  # a stray connector or half: not a number on its own
    return parts


def _repeats_scale(chunk: Sequence[str]) -> bool:
    """A number says each scale once, largest first: "mil ... mil", "thousand ... thousand" or "one hundred
    two hundred" is two ("two hundred thousand" is one: the thousand multiplies the hundreds)."""
    seen: list[int] = []
    hundred = False
    for word in chunk:
        scale = _SCALES.get(word, 0)
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


def _hundreds_unsaid(words: Sequence[str], i: int) -> tuple[int, int, int] | None:
    """Spoken English drops "hundred": "two fifty" is 250, "one twenty five" 125 ("blinds two fifty five
    hundred" is 250 and 500). A unit then a tens word, and a unit after them unless a scale follows it."""
    if words[i] not in _EN_UNITS or i + 1 >= len(words) or words[i + 1] not in _EN_TENS:
        return None
    end = i + 2
    if (
        end < len(words)
        and words[end] in _EN_UNITS
        and (end + 1 >= len(words) or words[end + 1] not in _SCALES)
    ):
        end += 1
    tail = _words_value(tuple(words[i + 1 : end]))
    head = _words_value((words[i],))
    if tail is None or head is None:
        return None
    return i, end, head * 100 + tail


def split_pair(amount: Amount) -> tuple[int, int] | None:
    """Read a number-word amount as two ("quinientos mil" after "ciegas" is 500 and 1000, not 500,000):
    the first split where both halves are numbers."""
    words = [w for w in fold(amount.text).split() if w]
    for cut in range(1, len(words)):
        first, second = _words_value(tuple(words[:cut])), _words_value(tuple(words[cut:]))
        if first is not None and second is not None:
            return first, second
    return None


def _is_number_word(words: list[str], i: int, vocab: frozenset[str]) -> bool:
    word = words[i]
    nxt = words[i + 1] if i + 1 < len(words) else ""
    if word in _ARTICLES:
        # "un millón", "a thousand", "una de mil" (count, left to the chip reader), "dos" is a number
        return nxt in (_EN_SCALES if word in {"a", "one"} else _ES_SCALES)
    if word in {"y", "and"}:
        return _joins(words, i, vocab)
    if word in _HALF:
        return i >= 2 and words[i - 1] in {"y", "and"} and words[i - 2] in _SCALES
    return word in vocab


def read_amounts(tokens: Sequence[Token], lang: str | None = None) -> list[Item]:
    """Replace every number in the token stream by an `Amount`; other tokens pass through unchanged."""
    vocab = number_words(lang)
    norms = [t.norm for t in tokens]
    out: list[Item] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token.kind == "num":
            i = _read_digits(tokens, norms, i, vocab, out)
            continue
        if token.kind == "word" and _is_number_word(norms, i, vocab):
            j = i
            while j < len(tokens) and tokens[j].kind == "word" and _is_number_word(norms, j, vocab):
                j += 1
            for a, b, value in _split_run(norms[i:j]):
                out.append(_amount(tokens[i + a : i + b], value))
            i = j
            continue
        out.append(token)
        i += 1
    return _mark_unclear_pairs(_and_a_half(out))


def _read_digits(
    tokens: Sequence[Token], norms: list[str], i: int, vocab: frozenset[str], out: list[Item]
) -> int:
    """Digits, with an optional scale word after them ("42 mil", "1,5 millones", "5 grand") and, after "mil",
    the words of the remainder ("42 mil quinientos")."""
    parsed = digits_value(tokens[i].text)
    if parsed is None:
        out.append(tokens[i])
        return i + 1
    value, plural = parsed
    j = i + 1
    scaled = value >= 100 or "k" in tokens[i].norm
    if j < len(tokens) and norms[j] in _SCALES:
        value *= _SCALES[norms[j]]
        scaled = True
        j += 1
        rest_end = j
        while rest_end < len(tokens) and _is_number_word(norms, rest_end, vocab):
            rest_end += 1
        rest = _split_run(norms[j:rest_end])
        if rest and rest[0][0] == 0 and rest[0][2] < 1000:
            value += rest[0][2]
            j += rest[0][1]
    if value != int(value):
        out.extend(tokens[i:j])  # "2.5" with no scale is not a chip amount
        return j
    out.append(Amount(int(value), tokens[i].start, tokens[j - 1].end, _span(tokens[i:j]), scaled, plural))
    return j


def _amount(tokens: Sequence[Token], value: int) -> Amount:
    words = {t.norm for t in tokens}
    scaled = bool(words & set(_SCALES)) or value >= 100
    plural = tokens[-1].norm in {"hundreds", "thousands"}
    return Amount(value, tokens[0].start, tokens[-1].end, _span(tokens), scaled, plural)


def _span(tokens: Sequence[Token]) -> str:
    return " ".join(t.text for t in tokens)


_HALF_SCALES = {"k", "grand", "thousand"}


def _and_a_half(items: list[Item]) -> list[Item]:
    """ "seven and a half k", "7 and a half thousand": the half of the scale word said last."""
    out: list[Item] = []
    i = 0
    while i < len(items):
        item = items[i]
        words = [fold(it.text) for it in items[i + 1 : i + 5]]
        if (
            isinstance(item, Amount)
            and item.value is not None
            and item.value < 1000
            and words[:3] == ["and", "a", "half"]
            and len(words) == 4
            and words[3] in _HALF_SCALES
        ):
            end = items[i + 4]
            out.append(
                Amount(item.value * 1000 + 500, item.start, end.end, f"{item.text} ... {end.text}", True)
            )
            i += 5
            continue
        out.append(item)
        i += 1
    return out


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
