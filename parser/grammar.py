"""The grammar's word lists, read from ``locales/<lang>/grammar.json``: code names roles, data lists words.

Each list names the role words play in a report ("articles", "modals", "continuers"...). Dealers mix
languages ("el seat 5 hace call", "UTG paga"), so a role's words are those of every language.
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

from locales.languages import LANGS
from parser.kept_patterns import compiled
from parser.paths import LOCALES


@cache
def grammar(lang: str) -> dict[str, Any]:
    """One language's lists (keys starting with "_" are notes)."""
    data: dict[str, Any] = json.loads((LOCALES / lang / "grammar.json").read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if not k.startswith("_")}


@cache
def abbreviations() -> dict[str, str]:
    """Chat shorthand and the word it stands for ("q" -> "que", "b4" -> "before"), every language."""
    return {short: full for lang in LANGS for short, full in grammar(lang).get("abbreviations", {}).items()}


@cache
def words(role: str) -> frozenset[str]:
    """The words of ``role`` in every language; a role no language lists is a programming error."""
    found = [grammar(lang)[role] for lang in LANGS if role in grammar(lang)]
    if not found:
        raise KeyError(f"no grammar list {role!r} in locales/*/grammar.json")
    return frozenset(w for listed in found for w in listed)


@cache
def role_phrases(role: str) -> re.Pattern[str]:
    """Both languages' phrases of a role as one pattern of whole words, longest first, built once (and kept
    between processes)."""
    listed = sorted(words(role), key=len, reverse=True)
    return compiled(r"\b(?:" + "|".join(re.escape(p) for p in listed) + r")\b")
