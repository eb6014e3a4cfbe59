"""Whisper transcripts corrected against the poker vocabulary before they are parsed.

Whisper hears the table's jargon as ordinary words: "envido" comes out as "en vido", "callea" as "call ea",
"UTG" as "utege" or "U.T.G.", and hesitations ("ehh, este, ...") are written down. Each correction is kept
(what was heard, what it became, why) so that the reply can show it and the dealer can catch a wrong one.

The cautions are the parser's own (``parser.lexicon``): exact words first; a fuzzy match only for unknown
words of five letters or more, above a high cutoff and clearly ahead of the runner-up; never inside the
confusable sets ({paso, pago, pasa, paga}, {veo, voy, ve, va}), where one letter changes the action; and two
words are joined only when one of them means nothing on its own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache

from locales.languages import LANGS
from parser import phonetic
from parser.amounts import Amount, read_amounts
from parser.language import FUNCTION_WORDS
from parser.lexicon import FUZZY_MIN_LENGTH, Lexicon, closest, lexicon_terms, load
from parser.normalize import Token, fold, tokenize
from parser.paths import LOCALES
from parser.terms import TermKind

WHISPER_EXAMPLE_FILE = "whisper_prompt.txt"
MAX_JOIN = 3  # words whisper may split one term into ("u te ge")
# How each language names the letters, for abbreviations spelled out loud ("u te ge" -> UTG).
_ALPHABET = "abcdefghijklmnopqrstuvwxyz"
_LETTER_NAMES = {
    "es": "a be ce de e efe ge hache i jota ka ele eme ene o pe cu erre ese te u uve uvedoble equis ye zeta",
    "en": "ay bee see dee ee eff gee aitch eye jay kay el em en oh pee cue ar ess tee you vee doubleyou ex "
    "why zee",
}
# Letters written one by one, with dots or hyphens between them ("U.T.G.", "B-B").
_DOTTED_LETTERS = re.compile(r"\b[A-Za-z](?:[.\-] ?[A-Za-z]){1,3}\b\.?")
# Hesitation sounds ("ehh", "emm", "uh", "hmm") are never words; filler *words* ("este", "bueno", "like")
# are dropped only where whisper sets them off with a comma or dots, since "este jugador" is not a filler.
_SOUND = re.compile(r"^(?:[eu]+[hmr]+|a+h+|h*m{2,}|h+m+)$")
_SET_OFF = {",", ".", "…", ";"}
# Spanish verbs made from English poker words: "callea", "raiseo", "foldear" (not "calle", "limpio").
_LOAN_ENDINGS = {"a", "o", "ea", "eo", "ear", "ean", "eas", "eando", "eado"}
_ONE_LETTER_WORDS = {"a", "e", "i", "o", "u", "y"}  # any other lone letter is a piece of a word ("call s")
# Kinds whose words whisper should expect, most useful first (the prompt keeps only what fits its budget).
_PROMPT_KINDS = (
    TermKind.ACTION, TermKind.POSITION, TermKind.BLINDS, TermKind.STREET, TermKind.PUSH, TermKind.SILENT,
    TermKind.DECLARE, TermKind.CHIP, TermKind.COLOUR,
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Correction:
    heard: str  # as whisper wrote it
    corrected: str  # "" when a filler was dropped
    kind: str  # "phonetic", "pause", "join", "split", "spelling", "letters", "fuzzy", "number" or "filler"


@dataclass(frozen=True)
class CorrectedTranscript:
    text: str  # what is parsed and shown to the dealer
    heard: str  # whisper's text, unchanged
    corrections: tuple[Correction, ...]


@dataclass(frozen=True)
class _Forms:
    """The written forms a transcript is corrected to, keyed by their compact spelling (folded, no spaces)."""

    lexicon: Lexicon
    written: dict[str, str]  # "envido" -> "envido", "allin" -> "all-in", "hacecall" -> "hace call"
    hyphenated: frozenset[str]  # compact forms whose preferred spelling has a hyphen ("allin")
    letters: dict[str, str]  # "utege" / "utg" -> "UTG"
    letter_words: tuple[str, ...]  # spelled-out abbreviations a mis-hearing may be corrected to
    numbers: tuple[str, ...]  # number words long enough for a fuzzy match
    fillers: frozenset[tuple[str, ...]]
    known: frozenset[str]  # words that mean something on their own


@dataclass(frozen=True, slots=True)
class _Edit:
    start: int
    end: int
    replacement: str
    kind: str


def correct_transcript(text: str, lang: str) -> CorrectedTranscript:
    """``text`` as whisper wrote it, in ``lang`` ("es"/"en"), corrected for the parser and the dealer: first
    the words it mis-heard as others (``parser.phonetic``), then spelling, joins and fillers."""
    repaired, repairs = phonetic.repair(text, lang)
    spelled = _correct_spelling(repaired, lang)
    heard = tuple(Correction(r.heard, r.corrected, r.kind) for r in repairs)
    return CorrectedTranscript(spelled.text, text, heard + spelled.corrections)


def _correct_spelling(text: str, lang: str) -> CorrectedTranscript:
    forms = _forms(lang)
    edits = list(_letter_edits(text, forms))
    taken = [(e.start, e.end) for e in edits]
    tokens = [t for t in tokenize(text) if not any(s <= t.start < e for s, e in taken)]
    edits += _word_edits(text, tokens, forms)
    edits.sort(key=lambda e: e.start)
    corrections = tuple(Correction(text[e.start : e.end], e.replacement, e.kind) for e in edits)
    return CorrectedTranscript(_apply(text, edits), text, corrections)


def whisper_vocabulary(lang: str) -> list[str]:
    """The poker words whisper should expect in ``lang``, as the lexicon writes them, the least ordinary
    first (the prompt builder keeps what fits its token budget): position codes ("UTG", "BB"), hyphenated
    terms ("all-in"), loan words and their local forms ("call", "callea", "checkea" in Spanish), then each
    entry's first term ("sube", "paso"), then the other one-word terms."""
    forms = _forms(lang)
    terms = sorted(
        ((term, entry) for term, entry in lexicon_terms(lang) if entry.kind in _PROMPT_KINDS),
        key=lambda pair: _PROMPT_KINDS.index(pair[1].kind),
    )
    firsts: dict[int, str] = {}  # entry -> its first term
    for term, entry in terms:
        if entry.tense == "present":
            firsts.setdefault(id(entry), term)
    codes = [e.value for _, e in terms if e.kind == TermKind.POSITION and e.value.isalpha()]
    hyphenated = [term for term, _ in terms if "-" in term]
    words = [t.text for term, _ in terms for t in tokenize(term) if t.kind == "word"]  # "call" of "hace call"
    stems = {w: _loan_stem(fold(w), lang) for w in words}
    plain = [w for w, stem in stems.items() if stem == fold(w)]
    derived = {stem: w for w, stem in reversed(stems.items()) if stem and stem != fold(w)}  # one per stem
    loans = [*plain, *reversed(derived.values())]
    singles = [term for term, _ in terms if " " not in term]
    unique: dict[str, str] = {}
    for term in [*codes, *hyphenated, *loans, *firsts.values(), *singles]:
        shown = _display(term, forms)
        unique.setdefault(fold(shown), shown)
    return list(unique.values())


@cache
def whisper_example(lang: str) -> str | None:
    """The language's example report for whisper's prompt (``locales/<lang>/whisper_prompt.txt``, lines
    starting with # are notes), or None: the words and the style dealers speak."""
    path = LOCALES / lang / WHISPER_EXAMPLE_FILE
    if not path.is_file():
        return None
    lines = [line.strip() for line in path.read_text(encoding="utf-8").splitlines()]
    return " ".join(line for line in lines if line and not line.startswith("#")) or None


def _loan_stem(word: str, lang: str) -> str | None:
    """The other language's word that ``word`` is ("call") or is made from ("callea", "raiseo"), if any."""
    if word in FUNCTION_WORDS:
        return None
    for other in _one_word_terms(_other(lang)):
        if word == other or (word.startswith(other) and word[len(other) :] in _LOAN_ENDINGS):
            return other
    return None


@cache
def _one_word_terms(lang: str) -> frozenset[str]:
    return frozenset(fold(term) for term, _ in lexicon_terms(lang) if term.isalpha() and len(term) >= 3)


def _other(lang: str) -> str:
    return next(code for code in LANGS if code != lang)


def _display(term: str, forms: _Forms) -> str:
    compact = _compact(term)
    return forms.letters.get(compact) or (forms.written[compact] if compact in forms.hyphenated else term)


def _compact(term: str) -> str:
    return "".join(t.norm for t in tokenize(term) if t.kind != "punct")


def _is_abbreviation(term: str, kind: TermKind) -> bool:
    return kind == TermKind.POSITION and term.isalpha() and term.isascii() and 2 <= len(term) <= 3


@cache
def _forms(lang: str) -> _Forms:
    lexicon = load(lang)
    written: dict[str, str] = {}
    hyphenated: set[str] = set()
    letters: dict[str, str] = {}
    fillers: set[tuple[str, ...]] = set()
    for code in sorted(LANGS, key=lambda c: c != lang):  # the transcript's language wins a conflict
        for term, entry in lexicon_terms(code):
            compact = _compact(term)
            if entry.kind == TermKind.FILLER:
                fillers.add(tuple(t.norm for t in tokenize(term)))
                continue
            if "-" in term and compact not in hyphenated:
                written[compact] = term
                hyphenated.add(compact)
            else:
                written.setdefault(compact, _accented(term, written.get(compact)))
            if _is_abbreviation(term, entry.kind):
                letters[fold(term)] = term.upper()
                for names in _LETTER_NAMES.values():
                    name = dict(zip(_ALPHABET, names.split(), strict=True))
                    spelled = "".join(name[ch] for ch in fold(term))
                    if len(spelled) >= FUZZY_MIN_LENGTH:  # "be be" is also "bebe": only distinctive ones
                        letters.setdefault(spelled, term.upper())
    numbers = _number_words()
    known = frozenset(lexicon.words | FUNCTION_WORDS | set(numbers))
    return _Forms(
        lexicon,
        written,
        frozenset(hyphenated),
        letters,
        tuple(sorted(w for w in letters if len(w) >= FUZZY_MIN_LENGTH)),
        tuple(sorted(w for w in numbers if len(w) >= FUZZY_MIN_LENGTH)),
        frozenset(fillers),
        known,
    )


def _accented(term: str, current: str | None) -> str:
    """Of two spellings of a word ("boton", "botón"), the accented one, for display."""
    if current is None or (current == fold(current) and term != fold(term) and " " not in term):
        return term
    return current


def _number_words() -> list[str]:
    """Number words as the amount reader knows them: those it reads as an amount on their own."""
    from parser import amounts  # the reader's vocabulary is the reference; no second list here

    return sorted(w for w in amounts.number_words(None) if w.isalpha())


def _letter_edits(text: str, forms: _Forms) -> Iterator[_Edit]:
    """Letters written one by one ("U.T.G.", "B-B") that spell a position abbreviation."""
    for match in _DOTTED_LETTERS.finditer(text):
        letters = re.sub(r"[^A-Za-z]", "", match.group())
        abbreviation = forms.letters.get(letters.lower())
        if abbreviation:
            yield _Edit(match.start(), match.end(), abbreviation, "letters")


def _word_edits(text: str, tokens: list[Token], forms: _Forms) -> Iterator[_Edit]:
    spans = [(a.start, a.end) for a in read_amounts(tokens) if isinstance(a, Amount)]
    numbers = {id(t) for t in tokens if any(s <= t.start < e for s, e in spans)}
    i = 0
    while i < len(tokens):
        if tokens[i].kind != "word" or id(tokens[i]) in numbers:
            i += 1
            continue
        run = _word_run(tokens, i, numbers)
        edit, used = _filler(text, tokens, i, run, forms)
        if edit is None:
            edit, used = _window_edit(text, run, forms)
        if edit is not None:
            yield edit
        i += max(used, 1)


def _word_run(tokens: list[Token], i: int, numbers: set[int]) -> list[Token]:
    """Up to MAX_JOIN consecutive words from i (a punctuation mark or a number ends the run)."""
    run: list[Token] = []
    for token in tokens[i : i + MAX_JOIN]:
        if token.kind != "word" or id(token) in numbers:
            break
        run.append(token)
    return run


def _filler(
    text: str, tokens: list[Token], i: int, run: list[Token], forms: _Forms
) -> tuple[_Edit | None, int]:
    for length in range(len(run), 0, -1):
        key = tuple(t.norm for t in run[:length])
        if key not in forms.fillers:
            continue
        nxt = tokens[i + length] if i + length < len(tokens) else None
        set_off = nxt is not None and nxt.text in _SET_OFF
        if length == 1 and not _SOUND.match(key[0]) and not set_off:
            return None, length  # a word that is a filler only when set off: "este jugador" stays
        end = nxt.end if set_off and nxt is not None and nxt.text == "," else run[length - 1].end
        return _Edit(run[0].start, end, "", "filler"), length
    return None, 0


def _window_edit(text: str, run: list[Token], forms: _Forms) -> tuple[_Edit | None, int]:
    """The correction of the longest window of ``run`` that has one, and the words it covers."""
    for length in range(len(run), 0, -1):
        window = run[:length]
        key = tuple(t.norm for t in window)
        compact = "".join(key)
        original = text[window[0].start : window[-1].end]
        if length > 1 and key in forms.lexicon.phrases:
            # A known phrase is at most respelt ("all in" -> "all-in"); its words are looked at one by one
            # after it, so that "va all in" still meets "all in".
            respelt = _spelling(original, compact, window, forms)
            return (respelt, length) if respelt else (None, 1)
        fix = _fix(key, compact, forms)
        if fix is not None and fix[0] != original:
            return _Edit(window[0].start, window[-1].end, fix[0], fix[1]), length
    return None, 1


def _fix(key: tuple[str, ...], compact: str, forms: _Forms) -> tuple[str, str] | None:
    """(replacement, kind) for the words ``key``, or None."""
    unknown = [w for w in key if w not in forms.known or (len(w) == 1 and w not in _ONE_LETTER_WORDS)]
    if compact in forms.letters and (len(key) > 1 or unknown):
        return forms.letters[compact], "letters"
    if len(key) > 1:
        # Joined only when a part means nothing alone ("en vido"); "lo ve" is two words, not "love".
        return (forms.written[compact], "join") if compact in forms.written and unknown else None
    word = key[0]
    if word in forms.written and " " in forms.written[word] and unknown:
        return forms.written[word], "split"  # "hacecall" -> "hace call"
    if word in forms.hyphenated:
        return forms.written[word], "spelling"  # "allin" -> "all-in"
    if not unknown:
        return None
    for vocabulary, kind in ((None, "fuzzy"), (forms.letter_words, "letters"), (forms.numbers, "number")):
        target = forms.lexicon.correction(word) if vocabulary is None else _closest(word, vocabulary)
        if target:
            return (forms.letters[target] if kind == "letters" else forms.written.get(target, target)), kind
    return None


def _closest(word: str, vocabulary: tuple[str, ...]) -> str | None:
    return closest(word, vocabulary) if len(word) >= FUZZY_MIN_LENGTH and vocabulary else None


def _spelling(original: str, compact: str, window: list[Token], forms: _Forms) -> _Edit | None:
    """A known phrase written the lexicon's hyphenated way ("all in" -> "all-in"), else unchanged."""
    if compact in forms.hyphenated and forms.written[compact].lower() != original.lower():
        return _Edit(window[0].start, window[-1].end, forms.written[compact], "spelling")
    return None


def _apply(text: str, edits: Iterable[_Edit]) -> str:
    out, pos = [], 0
    for edit in edits:
        out += [text[pos : edit.start], edit.replacement]
        pos = edit.end
    out.append(text[pos:])
    joined = re.sub(r"\s{2,}", " ", "".join(out)).strip()
    joined = re.sub(r"^[,;.…\s]+", "", joined)
    if joined and text[:1].isupper():
        joined = joined[0].upper() + joined[1:]
    return joined
