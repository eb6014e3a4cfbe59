"""The bot's words: ``locales/<lang>/bot.json``, plain text (the HTML layer escapes it)."""

from __future__ import annotations

from locales.languages import LANGS
from locales.templates import text


def t(lang: str | None, key: str, **values: object) -> str:
    return text(lang, "bot", key, **values)


def user_lang(language_code: str | None, default: str = "es") -> str:
    """A Telegram user's language (``en-GB`` -> ``en``), or ``default`` when we do not speak it."""
    code = (language_code or "").split("-")[0].lower()
    return code if code in LANGS else default


def plural(lang: str | None, key: str, count: int) -> str:
    """``count`` with the right form of ``plural.<key>.one`` or ``.other`` (1 use, 2 uses)."""
    return t(lang, f"plural.{key}.{'one' if count == 1 else 'other'}", count=count)
