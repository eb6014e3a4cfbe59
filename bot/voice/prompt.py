"""The initial prompt that tells whisper which words to expect: an example report in the dealers' words
where the language has one (``parser.transcript.whisper_example``), else the lexicon's words ("ciega grande,
all-in, ...")."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def build_initial_prompt(
    words: Sequence[str], count_tokens: Callable[[str], int], max_tokens: int
) -> str | None:
    """Comma-separated ``words`` (first ones first, duplicates dropped) cut to ``max_tokens`` whole words.

    Whisper keeps only the *last* tokens of an over-long prompt; cutting here keeps the first words instead,
    which the lexicon lists by importance. Every prompt token costs decoder time once per window.
    """
    seen: set[str] = set()
    kept: list[str] = []
    for word in words:
        word = " ".join(word.split())
        if not word or word.casefold() in seen:
            continue
        candidate = ", ".join([*kept, word]) + "."
        if count_tokens(" " + candidate) > max_tokens:  # whisper encodes the prompt with a leading space
            break
        seen.add(word.casefold())
        kept.append(word)
    return ", ".join(kept) + "." if kept else None


def build_example_prompt(
    hotwords: Sequence[str], example: str, count_tokens: Callable[[str], int], max_tokens: int
) -> str | None:
    """The room's ``hotwords`` (if any) as one sentence, then the example's sentences while they fit."""
    words = [w for w in (" ".join(w.split()) for w in hotwords) if w]
    kept = [", ".join(words) + "."] if words else []
    for sentence in _SENTENCE_END.split(example.strip()):
        if count_tokens(" " + " ".join([*kept, sentence])) > max_tokens:
            break
        kept.append(sentence)
    return " ".join(kept) or None
