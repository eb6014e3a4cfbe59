"""The bot's one clock: aware UTC datetimes, as the store keeps them."""

from __future__ import annotations

from datetime import UTC, datetime


def utc_now() -> datetime:
    return datetime.now(UTC)
