"""The user's message for a venue or rule edition the command line named but nobody knows; shared by the text
and the voice commands (so that neither imports the other)."""

from __future__ import annotations

from bot.venues import UnknownVenue
from locales.corpus import UnknownEdition
from locales.messages import message


def bad_argument_message(lang: str | None, exc: UnknownVenue | UnknownEdition) -> str:
    if isinstance(exc, UnknownVenue):
        return message(lang, "cli.unknown_venue", venue=exc.venue, known=", ".join(exc.known))
    return message(lang, "cli.unknown_edition", edition=exc.edition, known=", ".join(exc.known))
