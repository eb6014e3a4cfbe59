"""Text normalisation and tokenisation shared by every parser pass.

Matching works on a folded form (lower case, accents removed, "ñ" kept as "n") so that "subió", "subio" and
"SUBIO" meet the same lexicon entry; each token keeps its original text and character span for display and for
reporting the fragments nobody understood.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Set as AbstractSet
from functools import lru_cache, partial
from typing import Any

from parser.grammar import abbreviations
from parser.kept_patterns import compiled
from parser.memo import WordMemo
from rules_engine.record import record

# A number (digits with "." or "," groups, an optional "k"/"m" suffix), a word (letters, optionally "+1" as in
# "UTG+1" or an apostrophe as in "1000's"; "it's", "what's": a contraction, not a possessive, stays one word),
# or a single punctuation mark.
# No token starts at a space: the look-ahead turns every space away at once instead of after each alternative.
# The rare alternatives open with a look-ahead of their first letters too ("it's" opens with one of "ihstwp"
# and has its "'s" within five letters, "12 000" opens with digits, a space and three more), so most words and
# numbers are not tried against them.
_TOKEN_RE = compiled(  # kept between processes (parser/kept_patterns.py): the dearest at start-up
    r"(?=\S)(?:(?P<word>\d-?bet(?:s|ting|ted|e(?:ar|a|an|o|ó|ando))?\b"
    r"|(?=[ihstwpIHSTWP][^\W\d_]{1,4}['’]s\b)(?i:it|he|she|that|what|there|who|where|how|here|pot)[\'’]s\b"
    r"|[^\W\d_]+(?:\s?\+\s?\d)?(?:['’](?!s\b)[^\W\d_]+)?)"
    r"|(?P<num>(?=\d{1,3} \d{3})\d{1,3}(?: \d{3})*(?: 000)(?!\d|[.,]\d)"  # "12 000", "1 500 000."
    r"|\d+(?:[.,]\d+)*(?:\s?[kK](?:'?s)?\b)?(?:'?s\b)?)"
    r"|(?P<punct>[^\w\s]))"
)
# Hyphens joining two words ("all-in", "min-raise", "check-raises") are spaces for matching; hyphens between
# numbers ("250-500", "2k-4k") stay, because they separate blinds; "3-bet" is one word (see _TOKEN_RE). The
# pattern opens with the hyphen itself, so the search goes from hyphen to hyphen (a look-behind first would be
# tried at every character of the text).
_WORD_HYPHEN_RE = compiled(r"-(?<=[^\W\d_]{2}-)(?=[^\W_])")


@lru_cache(maxsize=1 << 16)
def fold(text: str) -> str:
    """Lower case without diacritics: the form every lexicon lookup uses. Cached: a report folds the same
    words many times over (each lexicon lookup, each grammar word test). A whole message: `fold_message`."""
    return fold_uncached(text)


_last_text: list[tuple[str, str]] = [("", "")]  # the last message folded, itself (not an equal one)


def fold_message(text: str) -> str:
    """`fold` of a whole message, kept only while the readers of that report ask for it (the incident,
    conduct, chatter and topic readers), never for the next report: a benchmark repeating its reports
    measures no cache of whole texts."""
    kept = _last_text[0]
    if kept[0] is text:
        return kept[1]
    folded = fold_uncached(text)
    _last_text[0] = (text, folded)
    return folded


_MESSAGE_WORD = compiled(r"\w+")
_last_words: list[tuple[str, list[str]]] = [("", [])]  # the last folded message split (itself, no equal one)


def message_words(folded: str) -> list[str]:
    """The words (runs of word characters) of a folded message, in order: split once for the readers of that
    report that look for phrases in it (the incident phrases, the accounts disputed), kept as `fold_message`
    keeps its fold, never for the next report. The list is shared: read it, never change it."""
    kept = _last_words[0]
    if kept[0] is folded:
        return kept[1]
    found = _MESSAGE_WORD.findall(folded)
    _last_words[0] = (folded, found)
    return found


def fold_uncached(text: str) -> str:
    """`fold` for text folded once, as data is built (phrase lists, rule texts): a cache would only cost."""
    if text.isascii():
        return text.lower()  # nothing to decompose, and casefold is lower on ASCII
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    if decomposed.isascii():
        return decomposed
    return decomposed.translate(_WITHOUT_MARKS) if len(decomposed) < _LONG else _without_marks(decomposed)


# From about this length (measured), removing each distinct mark in a pass of its own beats the table.
_LONG = 64


# The marks NFKD splits off Spanish and English letters (acute, tilde, diaeresis, grave, circumflex, cedilla).
_USUAL_MARKS = ("\u0301", "\u0303", "\u0308", "\u0300", "\u0302", "\u0327")
_NON_ASCII = compiled(r"[^\x00-\x7f]")


def _without_marks(text: str) -> str:
    """`text` without its combining marks (the accents NFKD splits off). A long text holds few distinct
    marks: each usual one is removed in one pass over the whole text (the translation table is looked up at
    every character), then any other among the few characters left outside ASCII (the set of a whole text's
    characters made one object per accent: most of a rule text's folding)."""
    for mark in _USUAL_MARKS:
        if mark in text:
            text = text.replace(mark, "")
    if not text.isascii():
        for char in set(_NON_ASCII.findall(text)):
            if unicodedata.combining(char):
                text = text.replace(char, "")
    return text


class _Marks(dict[int, int | None]):
    """A `str.translate` table that drops combining marks (the accents NFKD splits off) and keeps every
    other character, filled in as characters are met: one dictionary look-up per character (the quicker way
    for a word or a short text)."""

    def __missing__(self, code: int) -> int | None:
        kept = None if unicodedata.combining(chr(code)) else code
        self[code] = kept
        return kept


_WITHOUT_MARKS = _Marks()


@record
class Token:
    text: str  # as written, for display
    norm: str  # folded, for matching
    start: int  # character span in the original text
    end: int
    kind: str  # "word", "num" or "punct"

    @property
    def is_upper_letter(self) -> bool:
        """A single capital letter such as "A" or "B": how rulebooks and dealers name players."""
        return len(self.text) == 1 and self.text.isalpha() and self.text.isupper()


_SLASH_OR = "or"  # a role word of grammar.json ("or": "o", "or"), read by every language's grammar
_SHORTHAND = abbreviations()  # chat shorthand: "q" -> "que", "b4" -> "before" (locales/*/grammar.json)


def match_keys(text: str) -> tuple[str, ...]:
    """Each token's matching form: its folded form, numbers without spaces ("5 k" -> "5k"). Words of letters
    alone, one space apart (most lexicon terms), are each one word token: they skip the tokenizer, which the
    start-up of a one-report process feels."""
    words = text.split(" ")
    if all(map(str.isalpha, words)):
        if text.isascii() and text.islower():
            return tuple(map(_SHORTHAND.get, words, words))  # folded already: only shorthand to expand
        return tuple(_matching_form(word, "word") for word in words)
    return tuple(fold(t.text).replace(" ", "") if t.kind == "num" else t.norm for t in tokenize(text))


def tokenize(text: str) -> list[Token]:
    """Split text into words, numbers and punctuation, keeping spans into the original string."""
    spaced = _WORD_HYPHEN_RE.sub(" ", text) if "-" in text else text  # same length: spans stay valid
    tokens: list[Token] = []
    for match in _TOKEN_RE.finditer(spaced):
        start, end = match.span()
        kind = match.lastgroup or "punct"
        raw = text[start:end]
        norm = _KNOWN_FORMS[kind].get(raw)  # a word said before: one look-up, no call
        # `Token(...)` with its fields set here: a class's `__init__` is a call of its own (a third of what a
        # token costs), and a token has nothing to work out as it is made
        token: Any = _new(Token)
        token.text, token.start, token.end, token.kind = raw, start, end, kind
        token.norm = _FORMS[kind](raw) if norm is None else norm
        if raw == "/" and _joins_words(text, start, end, tokens):
            token.norm = _SLASH_OR  # "call/fold", "pagar/tirar": a choice offered ("1k/2k" stays blinds)
        tokens.append(token)
    return tokens


_new = object.__new__


def _joins_words(text: str, start: int, end: int, tokens: list[Token]) -> bool:
    """A mark at [start, end) between two words with no space: the word before it is the last token, a
    letter follows it."""
    before = tokens[-1] if tokens else None
    joined = before is not None and before.kind == "word" and before.end == start
    return joined and text[end : end + 1].isalpha()


@lru_cache(maxsize=1 << 16)
def _matching_form(raw: str, kind: str) -> str:
    """A token's folded form. Cached per word: a report's words are mostly ones said before (the tokenizer
    reads it from `_FORMS`, a plain look-up by the word, where this cache hashes the word and its kind)."""
    norm = fold(raw).replace(" ", "")
    if kind == "word":
        norm = norm.replace("'", "").replace("’", "").replace("-", "")  # "3-bet" -> "3bet"
        norm = _SHORTHAND.get(norm, norm)  # "dice q es" reads as "dice que es"
    return norm


# Each kind of token's forms, worked out once per process per word (bounded: parser/memo.py).
_FORMS = {kind: WordMemo(partial(_matching_form, kind=kind)) for kind in ("word", "num", "punct")}
_KNOWN_FORMS = {kind: memo.known for kind, memo in _FORMS.items()}


def without_stutters(
    tokens: list[Token], restarted: AbstractSet[str] = frozenset(), words: AbstractSet[str] = frozenset()
) -> list[Token]:
    """ "el s-seis", "the b-button", "lo- the lojack": a word begun and broken off with a dash, said whole
    right after, is the whole word once. Without the dash a transcript does the same before the words of
    ``restarted`` (number words: "catorce mil qui quinientos"), unless what was begun is itself a word
    (``words``: "se seis" keeps its "se"). A quoted word broken off with an ellipsis ("dice 'rai...' mientras
    empuja", "says 'cal…' and pushes") keeps its sentence going: the marks inside the quote end nothing."""
    out: list[Token] = []
    for k, token in enumerate(tokens):
        if token.kind == "punct" and (cut := _cut_off_in_quotes(out, token.text)):
            del out[-cut:]  # the ellipsis, not the word: "'rai...'" is "'rai'"
            if out[-2].text in _INVERTED:
                del out[-2]  # "'¡voy!'" is "'voy'": a word shouted, no sentence of its own
        if token.text == "-" and out and k + 1 < len(tokens):
            begun, whole = fold(out[-1].text), fold(tokens[k + 1].text)  # as written: "n-" is no "and"
            if begun and whole.startswith(begun) and len(begun) < len(whole) and out[-1].kind == "word":
                out.pop()
                continue
        if (
            out
            and out[-1].kind == "word"
            and token.norm in restarted
            and _begun(out[-1].norm, token.norm, restarted, words)
        ):
            out.pop()
        out.append(token)
    return out


_ELLIPSIS = frozenset({".", "…", "!"})  # "'rai...'", "'call!'": marks inside a quote that end nothing
_INVERTED = frozenset({"¡"})  # "'¡voy!'": the shout's opening mark
_QUOTES = frozenset({"'", '"', "’", "”", "»"})
_OPENING_QUOTES = {"'": "'", '"': '"', "’": "‘’'", "”": '“"', "»": "«"}


def _cut_off_in_quotes(out: list[Token], closing: str) -> int:
    """How many ellipsis marks end `out` between an opening quote and its closing mark, right after one word
    ("'rai..." before "'"); 0 when the marks are not so."""
    if closing not in _QUOTES:
        return 0
    n = 0
    while n < len(out) and out[-1 - n].kind == "punct" and out[-1 - n].text in _ELLIPSIS:
        n += 1
    if n == 0 or (n == 1 and out[-1].text == ".") or len(out) < n + 2:
        return 0  # one full stop closes a quoted sentence: "dice 'pago.'"
    word, opening = out[-1 - n], out[-2 - n]
    if opening.text in _INVERTED and len(out) >= n + 3:
        opening = out[-3 - n]  # "'¡voy!'": the quote opens before the inverted mark
    return n if word.kind == "word" and opening.text in _OPENING_QUOTES[closing] else 0


def _begun(begun: str, whole: str, restarted: AbstractSet[str], words: AbstractSet[str]) -> bool:
    """ "qui" before "quinientos": a number word's start, itself no word ("se seis" keeps its "se")."""
    short = 2 <= len(begun) < len(whole) and whole.startswith(begun)
    return short and begun not in restarted and begun not in words
