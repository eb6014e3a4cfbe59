"""Template catalogs of ``locales/<lang>/*.json`` (messages, rulings, reasons), loaded once per process."""

from __future__ import annotations

import json
from functools import cache

from locales.corpus import LOCALES_DIR
from locales.languages import LANGS

DEFAULT_LANG = "es"


@cache
def catalog(lang: str, name: str) -> dict[str, str]:
    return json.loads((LOCALES_DIR / lang / f"{name}.json").read_text(encoding="utf-8"))


def text(lang: str | None, name: str, key: str, **values: object) -> str:
    """Template ``key`` of catalog ``name`` in ``lang`` (falling back to Spanish), filled with ``values``."""
    lang = lang if lang in LANGS else DEFAULT_LANG
    template = catalog(lang, name).get(key)
    if template is None:
        template = catalog(DEFAULT_LANG, name)[key]
    if "{" not in template and "}" not in template:
        return template  # nothing to fill: `format` would give the same text back
    return template.format(**values)


def lookup(lang: str | None, name: str, key: str) -> str | None:
    """Template ``key`` if the catalog has it, else None (for optional texts such as reasons)."""
    lang = lang if lang in LANGS else DEFAULT_LANG
    return catalog(lang, name).get(key)
