"""Where the parser's language data lives, and which languages it reads."""

from __future__ import annotations

from pathlib import Path

LOCALES = Path(__file__).resolve().parent.parent / "locales"
