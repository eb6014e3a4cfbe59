"""How an unknown venue or edition is told, by ``ask`` and by the voice commands alike."""

from __future__ import annotations

from bot.cli.errors import shown
from bot.venues import UnknownVenue
from locales.corpus import UnknownEdition
from locales.messages import message


def bad_argument_message(lang: str | None, exc: UnknownVenue | UnknownEdition) -> str:
    if isinstance(exc, UnknownVenue):
        return message(lang, "cli.unknown_venue", venue=shown(exc.venue), known=", ".join(exc.known))
    return message(lang, "cli.unknown_edition", edition=shown(exc.edition), known=", ".join(exc.known))
