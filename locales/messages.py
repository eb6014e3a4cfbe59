"""User-facing messages of the CLI and the bot (``locales/<lang>/messages.json``)."""

from __future__ import annotations

from locales.templates import DEFAULT_LANG, text

__all__ = ["DEFAULT_LANG", "message"]


def message(lang: str | None, key: str, **values: object) -> str:
    return text(lang, "messages", key, **values)
