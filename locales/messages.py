"""User-facing message templates, one JSON file per language (``locales/<lang>/messages.json``)."""

from __future__ import annotations

import json
from functools import cache

from locales.corpus import LANGS, LOCALES_DIR

DEFAULT_LANG = "es"


@cache
def _catalog(lang: str) -> dict[str, str]:
    return json.loads((LOCALES_DIR / lang / "messages.json").read_text(encoding="utf-8"))


def message(lang: str | None, key: str, **values: object) -> str:
    """The template ``key`` in ``lang`` (falling back to Spanish), filled with ``values``."""
    lang = lang if lang in LANGS else DEFAULT_LANG
    template = _catalog(lang).get(key) or _catalog(DEFAULT_LANG)[key]
    return template.format(**values)
