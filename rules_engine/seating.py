"""Seats around the table and cards by rank and suit: the order questions of procedures (who is first left
of the button, nearest the button, highest card by suit)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

MAX_SEATS = 10
# Post-flop order of positions: first left of the button first, the button last.
POSITIONS = ("SB", "BB", "UTG", "UTG+1", "UTG+2", "MP", "LJ", "HJ", "CO", "BTN")
RANKS = "23456789TJQKA"
SUITS = "cdhs"  # clubs < diamonds < hearts < spades (Garrido 8.c; the usual tie-break by suit)


def _place(name: str) -> int | None:
    """A seat's place around the table: its number, or its position's index counted from the button."""
    if name.isdigit():
        return int(name)
    if name in POSITIONS:
        return POSITIONS.index(name) + 1  # BTN = 10 = the button's own place
    return None


def nearest_button(names: Iterable[str], button: str | None) -> list[str] | None:
    """`names` by their distance from the button either way round (the button itself first; on a tie, the
    seat on its left first). None when the seats cannot be placed."""
    order = clockwise(names, button, button_first=True)
    if order is None or button is None or _place(button) is None:
        return order
    size = max(MAX_SEATS, *(p for n in order if (p := _place(n)) is not None))
    origin = _place(button)
    assert origin is not None

    def away(name: str) -> int:
        offset = ((_place(name) or 0) - origin) % size
        return min(offset, size - offset)

    return sorted(order, key=away)  # stable: clockwise order breaks ties


def clockwise(names: Iterable[str], button: str | None, *, button_first: bool = False) -> list[str] | None:
    """`names` in clockwise order starting left of the button (the button last), or starting at the button
    itself when `button_first`. None when the seats cannot be placed (unknown names, or numbers with no
    button: positions carry the button in their names)."""
    names = list(names)
    places = [_place(n) for n in names]
    if any(p is None for p in places):
        return None
    numeric = all(n.isdigit() for n in names)
    if numeric:
        if button is None or _place(button) is None:
            return None
        origin = _place(button)
    else:
        origin = MAX_SEATS  # positions: the button is place 10
    assert origin is not None
    size = max(MAX_SEATS, *(p for p in places if p is not None))
    shift = 0 if button_first else 1

    def distance(place: int | None) -> int:
        assert place is not None
        return (place - origin - shift) % size

    return [n for _, n in sorted(zip(map(distance, places), names, strict=True))]


def card_key(card: str) -> tuple[int, int] | None:
    """("Kh") -> (rank, suit) for comparison; "10s" is accepted; None when not a card."""
    text = card.strip().replace("10", "T")
    if len(text) != 2:
        return None
    rank, suit = text[0].upper(), text[1].lower()
    if rank not in RANKS or suit not in SUITS:
        return None
    return RANKS.index(rank), SUITS.index(suit)


def highest_card(cards: Sequence[tuple[str, str]]) -> str | None:
    """The seat of the highest card by rank then suit among (seat, card) pairs; None when none reads."""
    keyed = [(card_key(card), seat) for seat, card in cards]
    valid = [(key, seat) for key, seat in keyed if key is not None]
    return max(valid)[1] if valid else None
