"""Reading a number said without its magnitude ("five" -> 5, 500, 5000 ...), rule 57."""

from __future__ import annotations

from .policy import AmountReading

# What a bare spoken number can stand for: itself, "... hundred", "... thousand", "... million", and at
# levels counted in thousands "... hundred thousand" (at 40k/80k "four" is 400k, as at 200/400 it is 400).
# ("five" is never 50 nor 50,000: those are "fifty" and "fifty thousand"; TDA 57's own example.)
_MAGNITUDES = (1, 100, 1000, 1_000_000)
_HUNDRED_THOUSANDS = 100_000
THOUSANDS_LEVEL = 10_000  # a big blind from which the table counts in thousands ("forty-eighty" is 40k/80k)
# A reading over this many pots is no reasonable reading of a bet: a slip of magnitude, not an overbet.
_BEYOND_REASON = 10


def bare_number_readings(number: int, minimum: int, big_blind: int | None = None) -> list[int]:
    """The legal readings of `number` (at least `minimum`), smallest first; "hundreds of thousands" only
    at a level counted in thousands, or when the level is not known."""
    if number <= 0:
        return []
    counted_in_thousands = big_blind is None or big_blind >= THOUSANDS_LEVEL
    magnitudes = sorted({*_MAGNITUDES, _HUNDRED_THOUSANDS}) if counted_in_thousands else _MAGNITUDES
    return [number * m for m in magnitudes if number * m >= minimum]


def read_bare_number(
    number: int, minimum: int, pot: int, reading: AmountReading, pot_told: bool = True, big_blind: int = 0
) -> int | None:
    """57: the highest reasonable reading <= the pot (or, by house rule, the lowest legal reading).

    When no legal reading fits in the pot the smallest legal reading is the only reasonable one, unless it
    is over ten times a pot that was told ("three" facing a 4,000 minimum and a 66,000 pot is not
    3,000,000): then None, no reading is reasonable and the TD reads it.
    """
    readings = bare_number_readings(number, minimum, big_blind)
    if not readings:
        return None
    if reading is AmountReading.LOWEST:
        return readings[0]
    within_pot = [r for r in readings if r <= pot]
    if within_pot:
        return within_pot[-1]
    return readings[0] if readings[0] <= pot * _BEYOND_REASON or not pot_told else None
