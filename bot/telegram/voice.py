"""The seam for voice notes: the bot downloads the note and hands the bytes to a ``VoiceHandler``.

Transcription lives in ``bot/voice`` (another change plugs it in through ``build_application``'s
``voice_handler``). Without one, a voice note gets a polite "not enabled here" in the user's language.
With one, the transcript goes down the same path as a typed report, and the audit log and the TD's
page carry it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class VoiceText:
    text: str  # what was said; empty when nothing usable was heard
    lang: str | None = None  # "es" or "en" when the transcriber knows


# (audio bytes as Telegram sent them, the chat's language) -> the transcript
VoiceHandler = Callable[[bytes, str], Awaitable[VoiceText]]
