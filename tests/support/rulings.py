"""One report answered as a ruling, for the tests of the families each round of issue 13 fixed."""

from __future__ import annotations

from typing import Any

from bot.ask import answer


def ruled(text: str, venue: str | None = None) -> dict[str, Any]:
    """The JSON contract of `floorcall ask` for the report, which must be read as a situation to rule on."""
    result = answer(text, venue=venue).result
    assert result["intent"] == "ruling", (text, result["intent"])
    return result


def house_decides(text: str, venue: str, rule: str, decision: str, seat: str | None = None) -> dict[str, Any]:
    """The report ruled at the venue: the house rule first, its decision stated with no floor flag (and the
    seat, when given); the TDA reading of the same report is returned for the test to compare."""
    house = ruled(text, venue)
    assert (house["ruling"]["decision"], house["rules"][0]) == (decision, rule)
    assert seat is None or house["ruling"]["seat"] == seat
    assert not house["floor"] and house["confidence"] == "certain"
    return ruled(text)


def certain(text: str) -> dict[str, Any]:
    """The answer to the report, which must be stated as certain: nothing left to ask (the needless-questions
    rounds)."""
    result = answer(text).result
    assert result["confidence"] == "certain", result["questions"]
    return result
