"""The initial prompt that tells whisper which words to expect ("ciega grande, all-in, resubida, ...")."""

from __future__ import annotations

from collections.abc import Callable, Sequence


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
