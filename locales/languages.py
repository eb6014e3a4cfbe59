"""The languages FloorCall speaks. Every module that lists them imports this one tuple."""

from __future__ import annotations

LANGS: tuple[str, ...] = ("es", "en")
