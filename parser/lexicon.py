"""Poker vocabulary lookup over the item stream, from the data in locales/<lang>/lexicon.json.

Order of matching, at each position: the longest exact phrase (so negations such as "no voy" and phrases such
as "voy a subir" or "tira las cartas" win over their single words), then an exact single word, then, only for
words of five letters or more, a fuzzy match (rapidfuzz `fuzz.ratio`) that must pass a high cutoff and beat
the runner-up by a clear margin. Short words and the confusable sets ({paso, pago, pasa, paga}, {veo, voy, ve,
va}) are never matched fuzzily: one letter there changes the action.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from functools import cache, lru_cache, partial
from typing import Any

from locales.languages import LANGS
from parser.amounts import Amount, Item
from parser.compiled import kept
from parser.grammar import grammar, words
from parser.inflection import BETTING_KINDS, MIN_STEM, stem
from parser.language import FUNCTION_WORDS
from parser.memo import WordMemo
from parser.normalize import Token, fold, match_keys, tokenize
from parser.paths import LOCALES
from parser.phrase_tree import PhraseTree
from parser.terms import TermKind
from rules_engine.record import field, record

FUZZY_MIN_LENGTH = 5
FUZZY_CUTOFF = 84.0
FUZZY_MARGIN = 6.0
STEM = 5
SHORT_MIN_LENGTH = 3
# Kinds a short typo may be corrected to ("sat 3", "blnd", "fiha"): nouns whose misreading cannot turn one
# action into another. Action words stay exact below five letters (paso/pago, veo/voy).
SHORT_FUZZY_KINDS = frozenset(
    {TermKind.SEAT_NOUN, TermKind.BLINDS, TermKind.CHIP, TermKind.STREET, TermKind.POSITION}
)


_APOSTROPHES = frozenset({"'", "’"})
# "the first limper", "el raiser": one player named by what he did is no action, so never read as its verb
# ("two callers" still counts calls: the plural is in the lexicon)
_ROLE_NOUNS = words("role_nouns")


@record
class Entry:
    kind: TermKind
    value: str  # the code: "raise", "BB", "red", "options", ...
    lang: str
    region: str = "all"
    note: str = ""
    tense: str = "present"  # "future" for announced intentions ("voy a subir")
    then_push: bool = False  # "pushes 500" is a chip push although "pushes" alone is all-in
    case_sensitive: bool = False  # "THE" (Texas Hold'em) is not "the"
    alone: str | None = None  # the action meant when nothing is pushed: "el 3 tira" folds
    # A non-standard word that may mean more than one action ("voy", "I'm in": call or all-in): with chips
    # that say otherwise it is an unclear declaration the TD decides (40-A).
    unclear: bool = False
    # Even said alone, with no chips, the word reads either way ("I'm in" facing a bet): the TD decides
    # (57: unofficial terms are used at the player's risk; 40-A).
    unclear_alone: bool = False
    # A regional declaration ("resto", "me la juego"): an official term where it is said, cited with 3.
    regional: bool = False
    # A gesture, no words ("knocks the table", "golpea la mesa"): tapping the table is a check, cited with 3.
    gesture: bool = False


@record
class Term:
    """A lexicon match over items [start, end) of the stream."""

    entry: Entry
    start: int
    end: int
    text: str  # as written
    char_start: int
    char_end: int
    fuzzy: bool = False
    # The entry's kind and value and the folded text: the grammar tests them at almost every piece, so they
    # are stored once here rather than looked up (or folded) per test.
    kind: TermKind = field(init=False, repr=False, compare=False)
    value: str = field(init=False, repr=False, compare=False)
    norm: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # A record is a plain slotted class at run time (rules_engine/record.py): its derived fields are set
        # as attributes, where `object.__setattr__` costs some twenty times as much, at every term tagged.
        unfrozen: Any = self
        unfrozen.kind, unfrozen.value, unfrozen.norm = self.entry.kind, self.entry.value, fold(self.text)


def item_key(item: Item) -> str:
    """The folded text an item is matched by (numbers by their digits, so "3 bet" is a phrase)."""
    return fold(item.text).replace(" ", "") if isinstance(item, Amount) else item.norm


@record
class Lexicon:
    phrases: dict[tuple[str, ...], Entry]
    exact_case: dict[tuple[str, ...], Entry]
    longest: int
    words: frozenset[str]  # every word of every term
    fuzzy_words: tuple[str, ...]  # the words a typo may be corrected to
    confusables: frozenset[str]
    short_words: tuple[str, ...] = ()  # the nouns a short typo may be corrected to (SHORT_FUZZY_KINDS)
    inflections: Mapping[str, str] = field(default_factory=dict)  # stem -> the one betting word it forms
    # The phrases (and the case-sensitive ones) as trees of their words: a match grows word by word only
    # while what it has read so far still opens some phrase, one look-up per word (parser/phrase_tree.py).
    tree: PhraseTree[Entry] = field(default_factory=PhraseTree, compare=False, repr=False)
    case_tree: PhraseTree[Entry] = field(default_factory=PhraseTree, compare=False, repr=False)
    # The words that open some phrase: most items open none, and are turned away by one look-up.
    first_keys: AbstractSet[str] = field(init=False, compare=False, repr=False)
    case_first: AbstractSet[str] = field(init=False, compare=False, repr=False)
    word_key: WordMemo[tuple[str, bool]] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "first_keys", self.tree.firsts)
        object.__setattr__(self, "case_first", self.case_tree.firsts)
        object.__setattr__(self, "word_key", WordMemo(self._word_key))

    def keys(self, items: Sequence[Item]) -> list[tuple[str, bool]]:
        """Each item's matching key and whether it is a typo correction ("siguinte" -> "siguiente")."""
        word_key, known = self.word_key, self.word_key.known
        return [
            (known.get(item.norm) or word_key(item.norm))
            if isinstance(item, Token) and item.kind == "word"
            else (item_key(item), False)
            for item in items
        ]

    def _word_key(self, word: str) -> tuple[str, bool]:
        """The key of a folded word and whether it is a typo correction (`word_key` remembers it)."""
        corrected = self.correction(word)
        return (corrected, True) if corrected else (word, False)

    def correction(self, word: str) -> str | None:
        """The lexicon word that the folded ``word`` is a typo or mis-hearing of, or None. Known words, short
        words, confusables and function words are never corrected: one letter there changes the meaning."""
        if word in self.words or word in self.confusables or word in FUNCTION_WORDS or word in _ROLE_NOUNS:
            return None
        if (base := self.inflections.get(stem(word))) is not None and stem(word) != word:
            return base  # "checaron", "botan", "shoving": a form of a listed betting verb
        if len(word) < FUZZY_MIN_LENGTH:
            return one_edit(word, self.short_words) if len(word) >= SHORT_MIN_LENGTH else None
        return closest(word, self.fuzzy_words) or swapped(word, self.fuzzy_words)

    def match_at(
        self,
        items: Sequence[Item],
        i: int,
        keys: Sequence[tuple[str, bool]] | None = None,
        before: int | None = None,
    ) -> Term | None:
        """The longest lexicon match starting at item i (ending before item ``before`` when given), or None
        (a phrase never spans punctuation)."""
        keys = keys if keys is not None else self.keys(items)
        key, text = keys[i][0], items[i].text
        node = self.tree[key] if key in self.first_keys else None  # a branch is grown when first read
        case = self.case_tree[text] if text in self.case_first else None
        best: tuple[int, Entry] | None = None
        end = min(i + self.longest, len(items), before if before is not None else len(items))
        j = i
        while node is not None or case is not None:  # what was read so far opens a phrase
            item = items[j]
            if isinstance(item, Token) and item.kind == "punct" and item.text not in _APOSTROPHES:
                break  # an apostrophe stays inside a phrase: "action's on", "nobody's sure"
            entry = (case.entry if case is not None else None) or (node.entry if node is not None else None)
            if entry is not None:
                best = (j + 1, entry)
            j += 1
            if j == end:
                break
            case = case.get(items[j].text) if case is not None else None
            node = node.get(keys[j][0]) if node is not None else None
        if best is None:
            return None
        end, entry = best
        if end == i + 1:  # most terms are one word: no window to join
            item = items[i]
            return Term(entry, i, end, item.text, item.start, item.end, keys[i][1])
        return _term(entry, items[i:end], i, fuzzy=any([f for _, f in keys[i:end]]))

    def scan(self, items: Sequence[Item]) -> list[Term]:
        """All non-overlapping matches, left to right, longest first at each position."""
        keys = self.keys(items)
        terms: list[Term] = []
        i = 0
        while i < len(items):
            term = self.match_at(items, i, keys)
            if term is None:
                i += 1
                continue
            terms.append(term)
            i = term.end
        return terms


@lru_cache(maxsize=8192)
def closest(word: str, vocabulary: tuple[str, ...]) -> str | None:
    """The word of ``vocabulary`` a typo stands for: above the cutoff and clearly ahead of the runner-up."""
    from rapidfuzz import fuzz, process  # here, not at start-up: most reports have no typo to correct

    best = process.extract(word, vocabulary, scorer=fuzz.ratio, limit=2)
    if not best or best[0][1] < FUZZY_CUTOFF:
        return None
    top, runner_up = best[0][0], best[1][0] if len(best) > 1 else ""
    same_stem = top[:STEM] == runner_up[:STEM]  # "apuesta" / "apuestas": either reading is the same word
    if len(best) > 1 and best[0][1] - best[1][1] < FUZZY_MARGIN and not same_stem:
        return None  # two different words about as close: do not guess
    return top


@lru_cache(maxsize=8192)
def one_edit(word: str, vocabulary: tuple[str, ...]) -> str | None:
    """The only word of ``vocabulary`` one edit (or one swap of neighbours) away: "sat" -> "seat"."""
    from rapidfuzz import process
    from rapidfuzz.distance import OSA

    # every word within one edit, scored in one call (the order they come in does not matter: one or none)
    near = process.extract(word, vocabulary, scorer=OSA.distance, score_cutoff=1, limit=None)
    return near[0][0] if len(near) == 1 else None


@lru_cache(maxsize=8192)
def swapped(word: str, vocabulary: tuple[str, ...]) -> str | None:
    """The only word of ``vocabulary`` that ``word`` spells with two neighbouring letters swapped
    ("cieags" -> "ciegas"), which the ratio of `closest` scores too low for short words."""
    from rapidfuzz import process
    from rapidfuzz.distance import OSA, Levenshtein

    same_length = _by_length(vocabulary).get(len(word), ())
    # the words one edit away, scored in one call (in any order: a swap is taken only where it is the one)
    found = process.extract(word, same_length, scorer=OSA.distance, score_cutoff=1, limit=None)
    near = [w for w, distance, _ in found if distance == 1 and Levenshtein.distance(word, w) == 2]
    return near[0] if len(near) == 1 else None


@cache
def _by_length(vocabulary: tuple[str, ...]) -> dict[int, tuple[str, ...]]:
    """The words of ``vocabulary`` by their length, in its order: a typo's swap is looked for among the words
    as long as it, not by testing the length of every word for every new typo."""
    out: dict[int, list[str]] = {}
    for word in vocabulary:
        out.setdefault(len(word), []).append(word)
    return {length: tuple(words) for length, words in out.items()}


def _term(entry: Entry, window: Sequence[Item], i: int, fuzzy: bool = False) -> Term:
    text = " ".join([it.text for it in window])
    return Term(entry, i, i + len(window), text, window[0].start, window[-1].end, fuzzy)


def _kind(name: str, lang: str) -> TermKind:
    try:
        return TermKind(name)
    except ValueError:
        where = f"locales/{lang}/lexicon.json"
        raise ValueError(f"{where}: unknown kind {name!r} (see parser/terms.py)") from None


@cache
def _load_entries(lang: str) -> tuple[tuple[tuple[str, Entry], ...], tuple[str, ...]]:
    """One language's terms with their entries, and its confusable words: read once for the lexicon, the
    language detector and the doubts."""
    data = json.loads((LOCALES / lang / "lexicon.json").read_text(encoding="utf-8"))
    out: list[tuple[str, Entry]] = []
    for raw in data["entries"]:
        entry = Entry(
            kind=_kind(raw["kind"], lang),
            value=raw["value"],
            lang=lang,
            region=raw.get("region", "all"),
            note=raw.get("note", ""),
            tense=raw.get("tense", "present"),
            then_push=raw.get("then_push", False),
            case_sensitive=raw.get("case_sensitive", False),
            alone=raw.get("alone"),
            unclear=raw.get("unclear", False),
            unclear_alone=raw.get("unclear_alone", False),
            regional=raw.get("regional", False),
            gesture=raw.get("gesture", False),
        )
        out.extend((form, entry) for term in raw["terms"] for form in _forms(term, lang))
    confusable = tuple(fold(w) for group in data.get("confusables", []) for w in group)
    return tuple(out), confusable


# Slots a term may hold, each filled with every word of a grammar list: the same phrase said of him, of me,
# of us ("esperando que {dat} den vuelto": le, me, nos...; "{pos} últimas fichas": sus, mis...), in a
# compound tense ("se {perf} tirado": se había tirado, se ha tirado...).
_SLOTS = {"{dat}": "term_datives", "{pos}": "term_possessives", "{perf}": "term_perfects"}


def _forms(term: str, lang: str) -> list[str]:
    """A term as written, or one form per word of each slot it holds."""
    forms = [term]
    for slot, role in _SLOTS.items():
        if slot in term:
            forms = [form.replace(slot, word) for form in forms for word in grammar(lang)[role]]
    return forms


def lexicon_terms(lang: str) -> tuple[tuple[str, Entry], ...]:
    """Every term of one language's lexicon as written ("all-in", "ciega grande"), with its entry."""
    return _load_entries(lang)[0]


@cache
def _keyed_terms(lang: str) -> tuple[dict[tuple[str, ...], Entry], dict[tuple[str, ...], Entry]]:
    """One language's phrases and case-sensitive phrases, each term keyed by the words it is matched by (as
    written where the entry is case-sensitive), its first entry kept: both lexicons (`load` per message
    language) hold both languages' terms, keyed once per process."""
    phrases: dict[tuple[str, ...], Entry] = {}
    exact_case: dict[tuple[str, ...], Entry] = {}
    for term, entry in _load_entries(lang)[0]:
        if entry.case_sensitive:
            exact_case.setdefault(tuple(t.text for t in tokenize(term)), entry)
        else:
            phrases.setdefault(match_keys(term), entry)
    return phrases, exact_case


def _merged(*ordered: dict[tuple[str, ...], Entry]) -> dict[tuple[str, ...], Entry]:
    """The phrases of the first, then those of each next one that the ones before lack: as if all were
    keyed one after the other."""
    merged = dict(ordered[0])
    for phrases in ordered[1:]:
        for key, entry in phrases.items():
            merged.setdefault(key, entry)
    return merged


@cache
def load(lang: str = "es") -> Lexicon:
    """Both languages' vocabulary (dealers mix them), the message's language winning any conflict: built
    once, then read from its kept build (parser/compiled.py)."""
    return kept(f"lexicon.{lang}", partial(build, lang))


@cache
def entry_of_kind(lang: str, kind: TermKind) -> Entry | None:
    """An entry of the kind, to re-tag a piece as it ("4 raises max": filler; "dice que subió": opinion)."""
    return next((e for e in load(lang).phrases.values() if e.kind is kind), None)


def build(lang: str) -> Lexicon:
    """The lexicon `load` gives, built from the data files."""
    ordered = sorted(LANGS, key=lambda c: c != lang)  # message language first
    confusables = {word for code in ordered for word in _load_entries(code)[1]}
    keyed = [_keyed_terms(code) for code in ordered]
    phrases, exact_case = _merged(*(k[0] for k in keyed)), _merged(*(k[1] for k in keyed))
    words = frozenset(w for key in phrases for w in key)
    # A typo of five letters or more may be corrected to a four-letter word ("subee" -> "sube").
    fuzzy_words = tuple(sorted(w for w in words if len(w) >= FUZZY_MIN_LENGTH - 1 and w not in confusables))
    short_words = tuple(
        sorted(
            {
                k[0]
                for k, e in phrases.items()
                if len(k) == 1 and e.kind in SHORT_FUZZY_KINDS and len(k[0]) > 3
            }
        )
    )
    longest = max(len(k) for k in [*phrases, *exact_case])
    return Lexicon(
        phrases,
        exact_case,
        longest,
        words,
        fuzzy_words,
        frozenset(confusables),
        short_words,
        inflections=_inflections(phrases, confusables),
        tree=PhraseTree(phrases),
        case_tree=PhraseTree(exact_case),
    )


def _inflections(phrases: Mapping[tuple[str, ...], Entry], confusables: set[str]) -> dict[str, str]:
    """Each stem of a one-word betting term whose words all mean one thing ("paga", "pagan", "pagó" ->
    call), mapped to one of those words; a stem shared by two meanings, or a confusable, maps to nothing."""
    meanings: dict[str, set[tuple[TermKind, str]]] = {}
    word_of: dict[str, str] = {}
    for key, entry in phrases.items():
        if len(key) != 1 or entry.kind not in BETTING_KINDS or key[0] in confusables:
            continue
        base = stem(key[0])
        if len(base) >= MIN_STEM and base != key[0]:
            meanings.setdefault(base, set()).add((entry.kind, entry.alone or entry.value))
            word_of.setdefault(base, key[0])
    return {base: word_of[base] for base, seen in meanings.items() if len(seen) == 1}
