"""Where a transcription worker's ``NoteTranscriber`` comes from: whisper as configured (the default), or a
stand-in named by ``voice_transcriber = "module:factory"`` (tests; the factory takes the BotConfig)."""

from __future__ import annotations

import importlib
from dataclasses import replace
from pathlib import Path

from bot.config import BotConfig
from bot.scale.voice_jobs import HeardNote, NoteTranscriber


def load_transcriber(config: BotConfig) -> NoteTranscriber:
    """Built once per worker process: the whisper model is loaded here and kept."""
    if config.voice_transcriber:
        module, _, factory = config.voice_transcriber.partition(":")
        return getattr(importlib.import_module(module), factory)(config)
    return whisper_transcriber(config)


def whisper_transcriber(config: BotConfig, max_tokens_per_window: int | None = None) -> NoteTranscriber:
    """The bot's own voice pipeline (``bot.voice.pipeline``) on a model loaded now, in this process."""
    from bot.voice.pipeline import hear, start_worker

    voice = config.voice_config()
    if max_tokens_per_window is not None:
        voice = replace(voice, max_tokens_per_window=max_tokens_per_window)
    worker = start_worker(voice)

    async def transcribe(path: Path, lang: str) -> HeardNote:
        heard = await hear(worker, path, lang)
        return HeardNote(heard.text, heard.notice())

    return transcribe
