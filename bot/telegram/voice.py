"""The bot's voice service: the seam between the Telegram handlers (``voice_notes.py``) and ``bot/voice``.

``build_application`` gets a ``VoiceHandler`` (tests pass one around a stand-in transcriber) or makes one from
the configuration when voice notes are enabled; without one, a voice note gets "not enabled here".
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from bot.voice.config import VoiceConfig
from bot.voice.errors import ModelUnavailable

if TYPE_CHECKING:
    from bot.voice.transcriber import VoiceWorker

log = logging.getLogger(__name__)


class VoiceHandler:
    """The bot's voice service: one ``VoiceWorker`` whose model loads once, off the event loop, at start-up.

    ``worker`` is given by tests (a real ``VoiceWorker`` around a stand-in transcriber); otherwise ``start``
    loads the configured model in a thread while the bot already serves text, and the first note waits for
    it. A model that cannot load makes every note answer "voice unavailable"; text is unaffected.
    """

    def __init__(self, config: VoiceConfig, worker: VoiceWorker | None = None) -> None:
        self.config = config
        self._worker = worker
        self._loading: asyncio.Future[VoiceWorker] | None = None

    def start(self) -> None:
        """Begin loading the model in a thread (call from the running loop); does nothing if already begun."""
        if self._worker is None and self._loading is None:
            self._loading = asyncio.ensure_future(asyncio.to_thread(_start_worker, self.config))
            self._loading.add_done_callback(self._loaded)

    async def worker(self) -> VoiceWorker:
        """The warm worker; raises ``ModelUnavailable`` when the model could not be loaded."""
        if self._worker is None:
            self.start()
            return await asyncio.shield(self._loading)
        return self._worker

    def close(self) -> None:
        """Stop the whisper thread (a note being transcribed finishes first)."""
        if self._worker is not None:
            self._worker.close()

    def _loaded(self, loading: asyncio.Future[VoiceWorker]) -> None:
        if loading.cancelled():
            return
        if loading.exception() is not None:
            log.error("voice notes unavailable: %s", loading.exception())
        else:
            self._worker = loading.result()
            log.info("voice model %s loaded and warm", self.config.model)


def _start_worker(config: VoiceConfig) -> VoiceWorker:
    try:
        from bot.voice.pipeline import start_worker

        return start_worker(config)
    except ImportError as exc:  # torch or whisper not installed on this server
        raise ModelUnavailable(f"voice dependencies missing: {exc}") from exc
