"""One report answered as a ruling, for the tests of the families each round of issue 13 fixed."""

from __future__ import annotations

from typing import Any

from bot.ask import answer


def ruled(text: str, venue: str | None = None) -> dict[str, Any]:
    """The JSON contract of `floorcall ask` for the report, which must be read as a situation to rule on."""
    result = answer(text, venue=venue).result
    assert result["intent"] == "ruling", (text, result["intent"])
    return result
