"""The table's unit: at a level counted in thousands, a number said without its scale is in thousands.

Dealers at 25,000/50,000 say "cutoff raises to one twenty five", "opens two forty", "sube a trescientos":
125,000, 240,000 and 300,000, as nobody bets 125 chips there. Rule 57 reads the bare numbers that admit
several readings ("five": 500, 5,000...); this reads the ones that admit only one: a number from twenty up,
below the small blind, written without "k", "mil" or "thousand".
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace

from parser.amounts import Amount, scale_written
from parser.grammar import words
from parser.header import Header
from parser.tagging import Piece, at, is_word_in

THOUSANDS_LEVEL = 10_000  # a big blind from which the table counts in thousands
_THOUSAND = 1000
_LEAST = 20  # under it a number is a count, a seat or a bare number left to rule 57 ("tres", "five")
_UNITS = words("blind_units")  # "120 bigs": a stack in big blinds, no chips


def in_the_tables_thousands(pieces: Sequence[Piece], header: Header, taken: Collection[int]) -> list[Piece]:
    """The pieces, with the amounts said short at a level counted in thousands read in thousands."""
    big = header.big_blind
    if big is None or big < THOUSANDS_LEVEL:
        return list(pieces)  # most reports: a level in units, or none told
    small = header.small_blind or big // 2
    out = list(pieces)
    for i, piece in enumerate(pieces):
        if i in taken or not isinstance(piece, Amount) or piece.value is None or piece.denomination:
            continue
        short = _LEAST <= piece.value < min(small, _THOUSAND)  # "25.000" is said whole
        if not short or piece.value * _THOUSAND < small or scale_written(piece):
            continue
        if is_word_in(at(pieces, i + 1), _UNITS):
            continue
        out[i] = replace(piece, value=piece.value * _THOUSAND, scaled=True)
    return out
