"""Phrases written with slots ("le tocaron {cards}", "{phone_verb} el {phone}"), as the incident and conduct
files of ``locales/<lang>/`` write them: each phrase once for every combination of its slots' fillers."""

from __future__ import annotations

import itertools

from parser.kept_patterns import compiled

SLOT = compiled(r"\{(\w+)\}")


def filled(phrase: str, slots: dict[str, list[str]]) -> list[str]:
    """The phrase once for each combination of its slots' fillers, the leftmost slot varying slowest (as
    filling one slot after another, left to right, orders them). The words between the slots (braces doubled)
    around a field per slot make one `format` template: one call per combination."""
    parts = SLOT.split(phrase)
    if len(parts) == 1:
        return [phrase]
    template = "{}".join(words.replace("{", "{{").replace("}", "}}") for words in parts[::2])
    return [template.format(*values) for values in itertools.product(*(slots[name] for name in parts[1::2]))]
