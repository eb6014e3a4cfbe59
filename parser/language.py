"""Spanish or English, per message.

Dealers mix languages ("el de UTG hace call", "seat 4 paga"), and the poker loan words (call, raise, fold,
check, all-in, flop) say nothing about the language, so they are not counted. What decides is the grammar:
articles, prepositions, pronouns, common verbs. Ties go to Spanish when the text has Spanish-only letters or
marks (ñ, ¿, ¡, accents), else to the caller's default.
"""

from __future__ import annotations

from parser.grammar import grammar
from parser.normalize import Token, tokenize

_SPANISH = grammar("es")["function_words"]
_ENGLISH = grammar("en")["function_words"]
_SPANISH_MARKS = set("ñ¿¡áéíóú")
FUNCTION_WORDS = frozenset(_SPANISH) | frozenset(_ENGLISH)


def detect(text: str, default: str = "es", tokens: list[Token] | None = None) -> str:
    """ "es" or "en" for one message."""
    words = [t.norm for t in (tokens if tokens is not None else tokenize(text)) if t.kind == "word"]
    spanish = sum(w in _SPANISH for w in words)
    english = sum(w in _ENGLISH for w in words)
    if spanish != english:
        return "es" if spanish > english else "en"
    if any(ch in _SPANISH_MARKS for ch in text.lower()):
        return "es"
    return default
