"""Builders for procedure tests: a situation carrying an incident, ruled under a venue's policy."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from bot.venues import get_venue
from rules_engine import Event, Game, Ruling, Seat, Situation, Street, rule
from rules_engine.incident import Incident


def incident_situation(
    incident: Incident,
    *,
    seats: Sequence[str | Seat] = (),
    events: Sequence[Event] = (),
    street: Street = Street.PREFLOP,
    game: Game = Game.NLHE,
    big_blind: int = 100,
) -> Situation:
    return Situation(
        game=game,
        big_blind=big_blind,
        small_blind=big_blind // 2,
        street=street,
        seats=tuple(s if isinstance(s, Seat) else Seat(s) for s in seats),
        events=tuple(events),
        incident=incident,
    )


def _ruled(incident: Incident, venue: str = "tda", **situation: object) -> Ruling:
    return rule(incident_situation(incident, **situation), policy=get_venue(venue).policy)  # type: ignore[arg-type]


@pytest.fixture
def ruled() -> Callable[..., Ruling]:
    """ruled(incident, venue="tda", seats=..., events=..., street=...) -> the ruling under that venue."""
    return _ruled
