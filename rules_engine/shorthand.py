"""Compact constructors for situations (tests, benchmarks, and anyone building events by hand)."""

from __future__ import annotations

from typing import Any

from .situation import Declaration, Event, Game, Question, Seat, Situation, Street, Verbal


def say(seat: str, kind: Verbal, declared: int | None = None, *chips: int, **event: Any) -> Event:
    """A declaration, optionally with chips: say("B", Verbal.RAISE, 8000), say("C", Verbal.CALL, None, 500).

    Other keywords go to the `Declaration` (by, bare_number, clear, conditional) or to the `Event`.
    """
    keys = {k: event.pop(k) for k in ("by", "bare_number", "clear", "conditional") if k in event}
    return Event(seat, Declaration(kind, declared, **keys), chips=tuple(chips), **event)


def bet(seat: str, amount: int, **event: Any) -> Event:
    return say(seat, Verbal.BET, amount, **event)


def raise_to(seat: str, amount: int, **event: Any) -> Event:
    return say(seat, Verbal.RAISE, amount, **event)


def call(seat: str, **event: Any) -> Event:
    return say(seat, Verbal.CALL, **event)


def check(seat: str, **event: Any) -> Event:
    return say(seat, Verbal.CHECK, **event)


def fold(seat: str, **event: Any) -> Event:
    return say(seat, Verbal.FOLD, **event)


def all_in(seat: str, total: int | None = None, **event: Any) -> Event:
    """An all-in for `total` on the street (the seat's stack must then hold exactly that)."""
    return (
        say(seat, Verbal.ALL_IN, None, **event) if total is None else say(seat, Verbal.ALL_IN, total, **event)
    )


def silent(seat: str, *chips: int, **event: Any) -> Event:
    """Chips pushed without a word: silent("C", 500, 1000)."""
    return Event(seat, None, chips=tuple(chips), **event)


def seats(*names: str, stacks: dict[str, int] | None = None) -> tuple[Seat, ...]:
    stacks = stacks or {}
    return tuple(Seat(n, stack=stacks.get(n)) for n in names)


def preflop_seats(
    *names: str,
    sb: int,
    bb: int,
    stacks: dict[str, int] | None = None,
    posted_chips: dict[str, tuple[int, ...]] | None = None,
) -> tuple[Seat, ...]:
    """Seats in pre-flop order; the last two are the small and big blind (posting `sb` and `bb`)."""
    stacks, chips = stacks or {}, posted_chips or {}
    blinds = {names[-2]: sb, names[-1]: bb} if len(names) > 2 else {names[0]: sb, names[1]: bb}
    return tuple(
        Seat(n, stack=stacks.get(n), posted=blinds.get(n, 0), posted_chips=chips.get(n, ())) for n in names
    )


def street(
    game: Game,
    blinds: tuple[int, int],
    at: Street,
    seated: tuple[Seat, ...],
    *events: Event,
    question: Question | None = None,
    **situation: object,
) -> Situation:
    sb, bb = blinds
    return Situation(
        game=game,
        big_blind=bb,
        small_blind=sb,
        street=at,
        seats=seated,
        events=events,
        question=question or Question(),
        **situation,  # type: ignore[arg-type]
    )
