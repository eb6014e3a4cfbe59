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


# (language as asked, catalog) -> each key's template, the Spanish ones the language lacks included, and the
# keys whose template has nothing to fill (given back as it is): built once a process per pair asked
# (`_table`), then one look-up per text a reply says.
_TABLES: dict[tuple[str | None, str], tuple[dict[str, str], frozenset[str]]] = {}


def _table(lang: str | None, name: str) -> tuple[dict[str, str], frozenset[str]]:
    """A language's catalog with Spanish for what it lacks, and the keys whose template fills nothing."""
    shown = lang if lang in LANGS else DEFAULT_LANG
    own = {key: template for key, template in catalog(shown, name).items() if template is not None}
    merged = {**catalog(DEFAULT_LANG, name), **own}
    plain = frozenset(key for key, template in merged.items() if "{" not in template and "}" not in template)
    if shown != lang and lang is not None:
        return merged, plain  # a language we do not have (Spanish is given): not kept under its name
    return _TABLES.setdefault((lang, name), (merged, plain))


def text(lang: str | None, name: str, key: str, **values: object) -> str:
    """Template ``key`` of catalog ``name`` in ``lang`` (falling back to Spanish), filled with ``values``."""
    templates, plain = _TABLES.get((lang, name)) or _table(lang, name)
    template = templates[key]
    return template if key in plain else template.format(**values)  # nothing to fill: the text as it is


def lookup(lang: str | None, name: str, key: str) -> str | None:
    """Template ``key`` if the catalog has it, else None (for optional texts such as reasons)."""
    lang = lang if lang in LANGS else DEFAULT_LANG
    return catalog(lang, name).get(key)
