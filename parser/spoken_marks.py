"""A question spoken without its mark, closed where the speaker says it ends.

A voice note has no "?": "can UTG raise here is the question um fifteen hundred three thousand UTG limped...".
Sentences are bounded by their marks, so an unmarked question opening a transcript would run over the whole
story told after it, and nothing told would be read as a fact. When the speaker closes the question in words
("is the question", "esa es la pregunta"), the mark he did not write is put there.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from parser.grammar import words
from parser.normalize import Token

_MARK = "?"


@cache
def _closers() -> tuple[tuple[str, ...], ...]:
    """The closing phrases as folded words ("is the question", "esa es la pregunta")."""
    return tuple(tuple(p.split()) for p in words("question_closers"))


@cache
def _last_words() -> frozenset[str]:
    return frozenset(phrase[-1] for phrase in _closers())


def with_spoken_question_marks(tokens: Sequence[Token]) -> list[Token]:
    """The tokens, with a "?" after each closing phrase that no mark follows already."""
    if _last_words().isdisjoint(t.norm for t in tokens):
        return list(tokens)  # no closing phrase (nearly every report)
    out: list[Token] = []
    for i, token in enumerate(tokens):
        out.append(token)
        if token.norm in _last_words() and _closes_here(tokens, i):
            out.append(Token(_MARK, _MARK, token.end, token.end, "punct"))
    return out


def _closes_here(tokens: Sequence[Token], i: int) -> bool:
    """A closing phrase ends at token i, and the next token is no punctuation of the speaker's own."""
    if i + 1 < len(tokens) and tokens[i + 1].kind == "punct":
        return False
    return any(
        len(phrase) <= i + 1 and tuple(t.norm for t in tokens[i + 1 - len(phrase) : i + 1]) == phrase
        for phrase in _closers()
    )
