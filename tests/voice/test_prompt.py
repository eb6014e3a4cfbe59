"""The vocabulary prompt: the lexicon's words, first ones first, within a token budget."""

from __future__ import annotations

from bot.voice.prompt import build_initial_prompt


def words_as_tokens(text: str) -> int:
    return len(text.replace(",", " ").split())


def test_words_in_order_without_duplicates() -> None:
    prompt = build_initial_prompt(
        ["ciega grande", "call", "Call", "  all-in ", "", "resubida"], words_as_tokens, 50
    )
    assert prompt == "ciega grande, call, all-in, resubida."


def test_budget_keeps_the_first_words_whole() -> None:
    prompt = build_initial_prompt(["ciega grande", "call", "all-in", "resubida"], words_as_tokens, 2)
    assert prompt == "ciega grande."  # ", call" would make 3


def test_no_words_no_prompt() -> None:
    assert build_initial_prompt([], words_as_tokens, 64) is None
    assert build_initial_prompt(["una palabra demasiado larga"], words_as_tokens, 2) is None


def test_budget_with_whisper_tokenizer() -> None:
    from whisper.tokenizer import get_tokenizer

    tokenizer = get_tokenizer(True, num_languages=99)
    words = [f"palabra{i}" for i in range(200)]
    prompt = build_initial_prompt(words, lambda s: len(tokenizer.encode(s)), 64)
    assert prompt is not None and prompt.startswith("palabra0, palabra1,")
    assert 50 < len(tokenizer.encode(" " + prompt)) <= 64
