"""A deterministic stand-in for whisper in transcription workers (``voice_transcriber`` in the config).

The "voice note" is the report's UTF-8 text; hearing it takes ``FLOORCALL_TEST_NOTE_DELAY`` seconds (time
for a test to kill the worker mid-job). Each load appends this process's pid to ``FLOORCALL_TEST_LOAD_LOG``,
so a test can see the model is loaded once per worker process.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

from bot.config import BotConfig
from bot.scale.voice_jobs import HeardNote, NoteTranscriber


def slow_echo(config: BotConfig) -> NoteTranscriber:
    delay = float(os.environ.get("FLOORCALL_TEST_NOTE_DELAY", "0"))
    load_log = os.environ.get("FLOORCALL_TEST_LOAD_LOG")
    if load_log:
        with open(load_log, "a", encoding="utf-8") as log:
            log.write(f"{os.getpid()}\n")

    async def transcribe(path: Path, lang: str) -> HeardNote:
        text = path.read_bytes().decode("utf-8")
        await asyncio.sleep(delay)
        return HeardNote(text, f"Heard: {text}")

    return transcribe
