"""Reading a number said without its magnitude ("five" -> 5, 500, 5000 ...), rule 57."""

from __future__ import annotations

from .policy import AmountReading

# What a bare spoken number can stand for: itself, "... hundred", "... thousand", "... million".
# ("five" is never 50 nor 50,000: those are "fifty" and "fifty thousand".)
_MAGNITUDES = (1, 100, 1000, 1_000_000)


def bare_number_readings(number: int, minimum: int) -> list[int]:
    """The legal readings of `number` (at least `minimum`), smallest first."""
    if number <= 0:
        return []
    return [number * m for m in _MAGNITUDES if number * m >= minimum]


def read_bare_number(number: int, minimum: int, pot: int, reading: AmountReading) -> int | None:
    """57: the highest reasonable reading <= the pot (or, by house rule, the lowest legal reading).

    When no legal reading fits in the pot the smallest legal reading is the only reasonable one.
    """
    readings = bare_number_readings(number, minimum)
    if not readings:
        return None
    if reading is AmountReading.LOWEST:
        return readings[0]
    within_pot = [r for r in readings if r <= pot]
    return within_pot[-1] if within_pot else readings[0]
