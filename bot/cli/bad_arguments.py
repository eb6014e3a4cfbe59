"""How an unknown venue or edition is told, by ``ask``, ``rule``, ``search`` and the voice commands alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.cli.errors import UsageError, shown
from locales.corpus import UnknownEdition
from locales.messages import message

if TYPE_CHECKING:  # bot.venues loads the engine: `floorcall rule` must not pay for it
    from bot.venues import UnknownVenue


def bad_argument_message(lang: str | None, exc: UnknownVenue | UnknownEdition) -> str:
    if isinstance(exc, UnknownEdition):
        return message(lang, "cli.unknown_edition", edition=shown(exc.edition), known=", ".join(exc.known))
    return message(lang, "cli.unknown_venue", venue=shown(exc.venue), known=", ".join(exc.known))


def bad_argument(lang: str | None, exc: UnknownVenue | UnknownEdition) -> UsageError:
    return UsageError(bad_argument_message(lang, exc))
