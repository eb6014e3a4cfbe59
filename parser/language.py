"""Spanish or English, per message.

Dealers mix languages ("el de UTG hace call", "seat 4 paga"), and the poker loan words (call, raise, fold,
check, all-in, flop) say nothing about the language, so they are not counted. What decides is the grammar:
articles, prepositions, pronouns, common verbs. Ties go to Spanish when the text has Spanish-only letters or
marks (ñ, ¿, ¡, accents); then, for short texts with no function word ("Four-card flop.", "string bet",
"ficha impar"), to the language in which their words are much more frequent (locales/<lang>/common_words.txt,
ordered by frequency); else to the caller's default.
"""

from __future__ import annotations

from functools import cache, partial
from itertools import islice

from locales.languages import LANGS
from parser.common_words import frequency_ranks, rank_of  # read only when the function words tie
from parser.compiled import kept
from parser.grammar import grammar
from parser.normalize import Token, tokenize

_SPANISH = frozenset(grammar("es")["function_words"])
_ENGLISH = frozenset(grammar("en")["function_words"])
_SPANISH_MARKS = frozenset("ñ¿¡áéíóú")
FUNCTION_WORDS = _SPANISH | _ENGLISH
# A word votes for a language when it is this many times more frequent there (by rank) than in the other:
# "four" or "card" are in the Spanish list too, far down; "call" or "flop" are common in both and say nothing.
RANK_RATIO = 4
_UNRANKED = 10**9


@cache
def _shared_terms() -> frozenset[str]:
    """Words both betting lexicons hold, built once and kept between processes (parser/compiled.py)."""
    return kept("language.shared_terms", built_shared_terms)


def built_shared_terms() -> frozenset[str]:
    """Words both betting lexicons hold (raise, call, flop, all-in): dealers of either language use them."""
    from parser.lexicon import lexicon_terms  # the lexicon imports this module's function words

    # Each language's terms split at once, as one text: every word of every term.
    per_lang = [" ".join([term for term, _ in lexicon_terms(lang)]).split() for lang in LANGS]
    return frozenset.intersection(*map(frozenset, per_lang))


def _by_frequency(words: list[str]) -> str | None:
    votes = dict.fromkeys(LANGS, 0)
    for word in words:
        if word in _shared_terms():
            continue
        rank = {lang: rank_of(lang, word, _UNRANKED) for lang in LANGS}
        if all(r == _UNRANKED for r in rank.values()) and (lang := _misspelt_in(word)) is not None:
            votes[lang] += 1  # "silenly", "tossd", "singel": a typo of a word of one language
            continue
        for lang, other in zip(LANGS, reversed(LANGS), strict=True):
            if rank[lang] * RANK_RATIO < rank[other]:
                votes[lang] += 1
    best = max(LANGS, key=votes.__getitem__)
    return best if votes[best] > min(votes.values()) else None


# A word no list knows is a typo of a common word when this close to it (rapidfuzz ratio, 0-100), and
# closer than to any word of the other language by the margin.
_TYPO_SCORE, _TYPO_MARGIN, _TYPO_MIN_LENGTH = 85, 5, 4
_TYPO_VOCABULARY = 5000  # the most frequent words of each language, where typos of table talk fall


@cache
def _frequent(lang: str) -> tuple[str, ...]:
    """`built_frequent`, kept between processes (parser/compiled.py): read through the whole table of ranks,
    a message no list could place cost its process some 32 M machine instructions a language for the 5,000
    words it looks at."""
    return kept(f"language.frequent.{lang}", partial(built_frequent, lang))


def built_frequent(lang: str) -> tuple[str, ...]:
    """The language's most frequent words, most frequent first (the ranks are read in that order)."""
    return tuple(islice(frequency_ranks(lang), _TYPO_VOCABULARY))


def _misspelt_in(word: str) -> str | None:
    """The language whose frequent words one is a typo of ("opend" -> "opened"), if only one."""
    if len(word) < _TYPO_MIN_LENGTH or not word.isalpha():
        return None
    from rapidfuzz import fuzz, process  # only for a message no list can place: kept out of start-up

    scores = {}
    for lang in LANGS:
        found = process.extractOne(word, _frequent(lang), scorer=fuzz.ratio)
        scores[lang] = found[1] if found else 0
    best = max(LANGS, key=scores.__getitem__)
    clear = all(scores[best] >= v + _TYPO_MARGIN for lang, v in scores.items() if lang != best)
    return best if scores[best] >= _TYPO_SCORE and clear else None


def detect(text: str, default: str = "es", tokens: list[Token] | None = None) -> str:
    """ "es" or "en" for one message."""
    words = [t.norm for t in (tokens if tokens is not None else tokenize(text)) if t.kind == "word"]
    # Each word once, and not the table jargon both lexicons hold: "seat 2... seat 4... seat 6", "all in",
    # "big blind... out of turn" would outweigh the Spanish around them ("¿puede resubir?").
    distinct = set(words) - _shared_terms()
    spanish, english = len(distinct & _SPANISH), len(distinct & _ENGLISH)
    if spanish != english:
        return "es" if spanish > english else "en"
    if any(ch in _SPANISH_MARKS for ch in text.lower()):
        return "es"
    return _by_frequency(words) or default
