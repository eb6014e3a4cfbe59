"""Phonetic repair of a transcript: the words speech recognition mishears in this domain, put back where the
sentence leaves room for one kind of word only.

Whisper hears "blinds" as "lines", "bets" as "met", "the button" as "the mud", "seat three" as "seat free",
"folds" as "foals", "the pot is" as "the part is": real words, so spelling correction cannot see them. Here a
word is compared by how it sounds (its metaphone code, with close consonants -- b/m/p, t/d/th, f/v/th,
k/g/sh, l/r -- costing half a change) with the few lexicon terms its place allows:

- after a seat ("seat three", "the button", "the next player"): an action ("bets", "goes all-in", "says");
- after a seat noun: a seat number ("seat free" -> "seat three");
- before an amount, opening a sentence: the blinds word ("Lines 200 and 400" -> "Blinds");
- between an article and an action: a position ("the mud raises" -> "the button raises");
- between an article and "is"/"was": the pot ("the part is 3000" -> "the pot is").

A word the lexicon knows is never changed (except a function word where only a seat number fits: "seat for"),
nor a word of a confusable set (call/fold, paso/pago, veo/voy), nor into a term whose nearest rival is less
than a clear margin behind. Whisper's pauses are undone where they split one phrase ("seat, three",
"Blinds, 200, and 400") and its run-together words split ("gun-calls", "3mets", "blindfolds" after "big").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import Enum
from functools import cache

import jellyfish
from rapidfuzz.distance import Indel

from parser.amounts import number_lexicon, number_words
from parser.grammar import grammar
from parser.grammar import words as all_words
from parser.language import FUNCTION_WORDS
from parser.lexicon import TermKind, lexicon_terms, load
from parser.normalize import fold

MAX_DISTANCE = 0.55
MARGIN = 0.04  # the runner-up must be at least this much further
_WEIGHTS = (0.6, 0.2, 0.2)  # consonants, vowels, letters
MAX_WINDOW = 3  # heard words one term may span ("go more in" -> "goes all-in")
# Consonant classes of the metaphone alphabet (0 is "th", X is "sh"): a change inside one costs half.
_CLOSE = ("BMPFV", "TDN0", "F0V", "KGXJ", "SZX", "LR")
_WEAK = "TDSH"  # sounds a quick voice drops: adding or losing one costs half
_TOKEN = re.compile(r"\d+(?:[.,/-]\d+)*[a-zA-Z]*|[^\W\d_]+(?:['’][^\W\d_]+)*(?:-[^\W\d_]+)*|\S")
_GLUED_NUMBER = re.compile(r"^(\d+)([a-z]{3,})$", re.IGNORECASE)  # "3mets"; "5k", "3bet" are words
_ACTION_KINDS = (TermKind.ACTION, TermKind.PUSH, TermKind.DECLARE)
_FITS_AFTER_SEAT = (*_ACTION_KINDS, TermKind.SILENT, TermKind.OUT_OF_TURN)
_NO_AMOUNT = ("fold", "check", "call", "all_in")  # what a seat can do with no amount after it
MIN_LETTERS = 3  # shorter heard words ("B", "I") are letters and pronouns, not mis-heard terms


class Slot(Enum):
    ACTION = "action"
    SEAT_NUMBER = "seat_number"
    BLINDS = "blinds"
    POSITION = "position"
    POT = "pot"


@dataclass(frozen=True)
class Repair:
    heard: str
    corrected: str
    kind: str  # "phonetic", "split" or "pause"


@dataclass
class _Tokens:
    """Words, numbers and marks with the spaces before each, so that the text is rebuilt as it was."""

    items: list[str]
    spaces: list[str]
    repairs: list[Repair] = field(default_factory=list)

    @classmethod
    def read(cls, text: str) -> _Tokens:
        matches = list(_TOKEN.finditer(text))
        ends = [0, *(m.end() for m in matches)]
        return cls([m.group() for m in matches], [text[ends[k] : m.start()] for k, m in enumerate(matches)])

    def text(self) -> str:
        return "".join(space + item for space, item in zip(self.spaces, self.items, strict=True))

    def replace(self, i: int, width: int, parts: list[str]) -> None:
        """Tokens i..i+width become ``parts``: the first keeps the space before, the others get one."""
        self.items[i : i + width] = parts
        self.spaces[i : i + width] = [self.spaces[i], *[" "] * (len(parts) - 1)] if parts else []


@dataclass(frozen=True)
class _Vocabulary:
    slots: dict[Slot, tuple[str, ...]]  # the terms each slot allows, as written
    known: frozenset[str]  # words the lexicon or the grammar knows: never repaired
    phrases: frozenset[str]  # every lexicon term, folded
    lexicon_words: frozenset[str]
    confusable: frozenset[str]
    seat_nouns: frozenset[str]
    player_nouns: frozenset[str]
    articles: frozenset[str]
    copulas: frozenset[str]
    positions: tuple[tuple[str, ...], ...]  # position terms as word tuples, longest first
    action_words: frozenset[str]  # first words of the terms that may follow a seat
    verbs: frozenset[str]  # first words of the betting and saying verbs
    joiners: frozenset[str]  # "and" between two amounts
    blinds_words: frozenset[str]
    no_amount: tuple[str, ...]  # actions complete without an amount ("folds", "checks", "calls")
    declare: tuple[str, ...]  # verbs of saying ("says")
    numbers: frozenset[str]


def repair(text: str, lang: str) -> tuple[str, tuple[Repair, ...]]:
    """``text`` with its mis-heard words put back, and each change made (heard, corrected, kind)."""
    vocab = _vocabulary(lang)
    if vocab is None:
        return text, ()
    tokens = _Tokens.read(text)
    for step in (_split_glued, _drop_pauses, _repair_slots):
        step(tokens, vocab)
    return (tokens.text(), tuple(tokens.repairs)) if tokens.repairs else (text, ())


def distance(heard: str, term: str) -> float:
    """How far ``heard`` sounds from ``term`` (0 alike, about 1 unrelated): mostly their consonants (metaphone
    codes), then their vowels (metaphone drops them: "free" and "four" are both FR) and their letters."""
    consonants = _weighted_distance(_code(heard), _code(term))
    vowels = _indel_share(_vowels(heard), _vowels(term))
    letters = _indel_share(_letters(heard), _letters(term))
    return _WEIGHTS[0] * consonants + _WEIGHTS[1] * vowels + _WEIGHTS[2] * letters


def _weighted_distance(a: str, b: str) -> float:
    """Edit distance of two metaphone codes with the costs above, per sound of the longer one."""
    if not a or not b:
        return 1.0
    first = [0.0]
    for y in b:
        first.append(first[-1] + _indel(y))
    rows = [first]
    for x in a:
        row = [rows[-1][0] + _indel(x)]
        for j, y in enumerate(b, 1):
            row.append(min(rows[-1][j] + _indel(x), row[j - 1] + _indel(y), rows[-1][j - 1] + _change(x, y)))
        rows.append(row)
    return rows[-1][-1] / max(len(a), len(b))


def _compact(words: str) -> str:
    return re.sub(r"[^a-z0-9]", "", fold(words))


def _letters(words: str) -> str:
    return re.sub(r"[^a-z]", "", fold(words))


def _code(words: str) -> str:
    return jellyfish.metaphone(_letters(words))


def _vowels(words: str) -> str:
    """The vowel sounds in order, a run of vowels counting once ("three" -> "e", "foals" -> "oa")."""
    return "".join(
        run[0] + run[-1] if len(run) > 1 else run for run in re.findall(r"[aeiouy]+", _letters(words))
    )


def _indel_share(a: str, b: str) -> float:
    return Indel.normalized_distance(a, b) if a or b else 0.0


def _indel(sound: str) -> float:
    return 0.5 if sound in _WEAK else 1.0


def _change(x: str, y: str) -> float:
    if x == y:
        return 0.0
    return 0.5 if any(x in group and y in group for group in _CLOSE) else 1.0


# ---- the steps


def _split_glued(tokens: _Tokens, vocab: _Vocabulary) -> None:
    """Words whisper ran together: "gun-calls" / "seat-free-checks" (unknown hyphenated words), "3mets",
    "blindfolds" after "big"/"small" (a position's last word and an action)."""
    i = 0
    while i < len(tokens.items):
        token = tokens.items[i]
        parts = _split_one(token, tokens.items[i - 1] if i else "", vocab)
        if parts != [token]:
            tokens.repairs.append(Repair(token, " ".join(parts), "split"))
            tokens.replace(i, 1, parts)
        i += len(parts)


def _split_one(token: str, previous: str, vocab: _Vocabulary) -> list[str]:
    folded = fold(token)
    parts = folded.split("-")
    if len(parts) > 1 and token[0].isalpha() and folded.replace("-", " ") not in vocab.phrases:
        poker = any(p in vocab.lexicon_words and p not in vocab.numbers for p in parts)
        if poker and folded.replace("-", "") not in vocab.phrases:
            return token.split("-")  # "gun-calls", "seat-free-checks"; "post-flop", "all-in" stay
    glued = _GLUED_NUMBER.match(token)
    if glued and fold(glued[2]) not in vocab.known:
        return [glued[1], glued[2]]
    for position in vocab.positions:
        head = position[-1]
        if len(position) > 1 and fold(previous) == position[-2] and folded.startswith(head):
            rest = folded[len(head) :]
            if rest in vocab.action_words or _best(rest, vocab.slots[Slot.ACTION]) is not None:
                return [token[: len(head)], token[len(head) :]]
    return [token]


def _drop_pauses(tokens: _Tokens, vocab: _Vocabulary) -> None:
    """A comma whisper wrote at a pause inside one phrase: after a seat noun, a seat or the blinds word, or
    an amount, when an action, an amount or "and"/"to" + amount follows."""
    items = tokens.items
    i = 1
    while i < len(items) - 1:
        if items[i] == "," and _pause_inside_phrase(items, i, vocab):
            tokens.repairs.append(
                Repair(f"{items[i - 1]}, {items[i + 1]}", f"{items[i - 1]} {items[i + 1]}", "pause")
            )
            tokens.replace(i, 1, [])
            continue
        i += 1


def _pause_inside_phrase(items: list[str], i: int, vocab: _Vocabulary) -> bool:
    left, right = fold(items[i - 1]), fold(items[i + 1])
    after = fold(items[i + 2]) if i + 2 < len(items) else ""
    if _is_number(left, vocab):  # "Blinds 200, and 400"
        return right in vocab.joiners and _is_number(after, vocab)
    opens = left in vocab.seat_nouns or left in vocab.blinds_words or _seat_ends_at(items, i - 1, vocab)
    return opens and (_is_number(right, vocab) or right in vocab.verbs)


def _repair_slots(tokens: _Tokens, vocab: _Vocabulary) -> None:
    items = tokens.items
    i = 0
    while i < len(items):
        slot = _slot_at(items, i, vocab)
        fix = _fit(items, i, slot, vocab) if slot is not None else None
        if fix is None:
            i += 1
            continue
        width, term = fix
        heard = " ".join(items[i : i + width])
        written = term[0].upper() + term[1:] if items[i][:1].isupper() else term
        tokens.repairs.append(Repair(heard, written, "phonetic"))
        tokens.replace(i, width, [written])
        i += 1


def _slot_at(items: list[str], i: int, vocab: _Vocabulary) -> Slot | None:
    """The one kind of word the sentence leaves room for at ``i``, if its context says so."""
    prev = fold(items[i - 1]) if i else ""
    nxt = fold(items[i + 1]) if i + 1 < len(items) else ""
    if prev in vocab.seat_nouns:
        return Slot.SEAT_NUMBER
    if _seat_ends_at(items, i - 1, vocab):
        return Slot.ACTION
    if (i == 0 or prev in ".!?") and _is_number(nxt, vocab):
        return Slot.BLINDS
    if prev in vocab.articles and nxt in vocab.copulas:
        return Slot.POT
    if prev in vocab.articles and (nxt in vocab.action_words or _word_after_is_action(items, i, vocab)):
        return Slot.POSITION
    return None


def _word_after_is_action(items: list[str], i: int, vocab: _Vocabulary) -> bool:
    """ "the high cap raises": a two-word position is followed by an action one word later."""
    return i + 2 < len(items) and fold(items[i + 2]) in vocab.action_words and items[i + 1].isalpha()


def _fit(items: list[str], i: int, slot: Slot, vocab: _Vocabulary) -> tuple[int, str] | None:
    """(words replaced, term) for the heard words at ``i`` in ``slot``, or None when they fit already or
    nothing fits clearly. Only words the lexicon and the grammar do not know are replaced, with any known
    words between them ("go mall in" -> "goes all in"); in a seat number's place, a function word too
    ("seat for" -> "seat four")."""
    first = fold(items[i])
    if not items[i][:1].isalpha() or first in vocab.confusable:
        return None
    terms = _terms_for(slot, items, i, vocab)
    fitting = first in vocab.action_words or any(fold(t).split()[0] == first for t in terms)
    if not fitting and first in vocab.lexicon_words and slot is not Slot.SEAT_NUMBER:
        return None  # a poker word in an unexpected place is the parser's to read, not a mishearing
    best: tuple[float, int, str] | None = None
    for width in range(2 if fitting else 1, MAX_WINDOW + 1):  # a word of the slot stays, unless its run
        window = items[i : i + width]  # is a mis-heard longer term ("go mall in")
        if len(window) < width or not all(w.isalpha() and fold(w) not in vocab.numbers for w in window):
            break
        words = [fold(w) for w in window]
        if width > 1 and words[-1] in vocab.action_words:
            break  # a window never swallows the verb that follows ("mud raises")
        unknown = [w for w in words if w not in vocab.known and len(w) >= MIN_LETTERS]
        if not unknown and not (slot is Slot.SEAT_NUMBER and width == 1):
            continue
        if _compact(" ".join(window)) in {_compact(t) for t in terms}:
            return None  # a term written together or apart ("ciegagrande"): spelling's job, not sound's
        candidates = tuple(t for t in terms if abs(len(re.split(r"[ -]", t)) - width) <= 1)
        term = _best(" ".join(window), candidates)
        if term is not None:
            score = distance(" ".join(window), term)
            if best is None or score < best[0]:
                best = (score, width, term)
    return (best[1], best[2]) if best else None


def _terms_for(slot: Slot, items: list[str], i: int, vocab: _Vocabulary) -> tuple[str, ...]:
    """The slot's terms, narrowed by what follows: after a seat comes an amount (any betting verb), another
    action (a verb of saying: "seat three cents call"), or the end of the clause (an action with no
    amount: "the big blind foals."); anything else leaves no room for a repair."""
    if slot is not Slot.ACTION:
        return vocab.slots[slot]
    for j in range(i + 1, min(i + 1 + MAX_WINDOW, len(items)) + 1):
        nxt = fold(items[j]) if j < len(items) else "."
        if _is_number(nxt, vocab):
            return vocab.slots[slot]
        if nxt in vocab.verbs:
            return vocab.declare
        if nxt in ".,;!?" or nxt in vocab.joiners:
            return vocab.no_amount
    return ()


def _best(heard: str, terms: Iterable[str]) -> str | None:
    """The term ``heard`` sounds like, when it is close and clearly closer than every other."""
    scored = sorted((distance(heard, t), t) for t in terms)
    if not scored or scored[0][0] > MAX_DISTANCE:
        return None
    if (
        len(scored) > 1
        and scored[1][0] - scored[0][0] < MARGIN
        and _code(scored[1][1]) != _code(scored[0][1])
    ):
        return None
    return scored[0][1]


def _seat_ends_at(items: list[str], j: int, vocab: _Vocabulary) -> bool:
    """Whether a seat reference ends at ``j``: "seat three", "the button", "the next player", "UTG"."""
    if j < 0:
        return False
    word = fold(items[j])
    if j >= 1 and fold(items[j - 1]) in vocab.seat_nouns and (_is_number(word, vocab)):
        return True
    if word in vocab.player_nouns:
        return True
    for position in vocab.positions:
        n = len(position)
        if j + 1 >= n and tuple(fold(w) for w in items[j + 1 - n : j + 1]) == position:
            return True
    return False


def _is_number(word: str, vocab: _Vocabulary) -> bool:
    return bool(word) and (word[0].isdigit() or word in vocab.numbers)


def _spoken(terms: tuple[str, ...], lang: str) -> tuple[str, ...]:
    """Of ``terms``, those the language's example report for whisper uses: the words dealers speak (a
    mishearing is far likelier of "folds" than of "flats")."""
    from parser.transcript import whisper_example  # transcript imports this module

    example = f" {' '.join(_letters(w) for w in re.split(r'[ -]', whisper_example(lang) or ''))} "
    return tuple(t for t in terms if f" {' '.join(_letters(w) for w in re.split(r'[ -]', t))} " in example)


@cache
def _vocabulary(lang: str) -> _Vocabulary | None:
    """The language's slots and word lists; None for a language with no example report for whisper: its
    spoken words are unknown, and the whole lexicon offers too many near sounds to repair safely."""
    from parser.transcript import whisper_example  # transcript imports this module

    if whisper_example(lang) is None:
        return None
    terms = list(lexicon_terms(lang))

    def of(*kinds: TermKind, keep: Callable[[str], bool] = lambda t: True) -> tuple[str, ...]:
        return tuple(sorted({t for t, e in terms if e.kind in kinds and keep(t) and e.tense == "present"}))

    plain = re.compile(r"^[^\W\d_]+(?:[ -][^\W\d_]+)*$")
    positions = of(TermKind.POSITION, keep=lambda t: bool(plain.match(t)) and len(t) > 3)
    openers = (
        all_words("articles") | all_words("clause_openers") | all_words("continuers") | all_words("pronouns")
    )
    numbers = number_lexicon(lang)
    lexicon = load(lang)
    articles = frozenset(grammar(lang)["articles"])
    action = of(*_ACTION_KINDS, keep=lambda t: bool(plain.match(t)) and t.count(" ") < MAX_WINDOW)
    return _Vocabulary(
        slots={
            Slot.ACTION: _spoken(action, lang),
            Slot.SEAT_NUMBER: tuple(sorted(numbers.units)),
            Slot.BLINDS: _spoken(of(TermKind.BLINDS), lang),
            Slot.POSITION: tuple(p for p in positions if fold(p).split()[0] not in all_words("articles")),
            Slot.POT: _spoken(
                tuple(t for t, e in terms if e.kind is TermKind.ACTION and e.value == "pot" and " " not in t),
                lang,
            ),
        },
        known=frozenset(lexicon.words | FUNCTION_WORDS | number_words(lang)),
        phrases=frozenset(fold(t) for t, _ in terms) | frozenset(fold(t).replace(" ", "") for t, _ in terms),
        lexicon_words=frozenset(lexicon.words) | number_words(lang),
        confusable=frozenset(lexicon.confusables),
        seat_nouns=frozenset(fold(t) for t, e in terms if e.kind is TermKind.SEAT_NOUN),
        player_nouns=frozenset(fold(t) for t, e in terms if e.kind is TermKind.PLAYER_NOUN),
        articles=articles,
        copulas=frozenset(grammar(lang)["sits"]),  # "the pot is"
        positions=tuple(sorted({tuple(fold(p).split()) for p in positions}, key=len, reverse=True)),
        action_words=frozenset(fold(t).split()[0] for t, e in terms if e.kind in _FITS_AFTER_SEAT) - openers,
        verbs=frozenset(fold(t).split()[0] for t, e in terms if e.kind in _ACTION_KINDS) - openers,
        joiners=frozenset(grammar(lang)["pair_joiners"]) - frozenset(grammar(lang)["indefinite"]),
        blinds_words=frozenset(fold(t) for t, e in terms if e.kind is TermKind.BLINDS),
        no_amount=_spoken(
            tuple(
                t for t, e in terms if e.kind is TermKind.ACTION and e.value in _NO_AMOUNT and plain.match(t)
            ),
            lang,
        ),
        declare=_spoken(of(TermKind.DECLARE, keep=lambda t: " " not in t), lang),
        numbers=number_words(lang),
    )
