"""A voice note to a reply: transcription (``bot.voice``), correction (``parser.transcript``), then the same
``answer`` as typed text. Shared by ``floorcall transcribe``, ``floorcall ask --audio`` and the Telegram bot.

Failures a user can cause (a corrupt or too long file, silence) come back as values with their code, never
as exceptions, so one bad note gets a clear reply in the chat's language and the caller keeps serving others.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.ask import Answer, answer
from bot.voice.config import VoiceConfig
from bot.voice.errors import AudioTooLarge, AudioTooLong, VoiceError
from locales.languages import LANGS
from locales.messages import DEFAULT_LANG, message
from parser.transcript import CorrectedTranscript, correct_transcript, whisper_vocabulary

if TYPE_CHECKING:
    from bot.voice.transcriber import Transcript, VoiceWorker

QUIET_CORRECTIONS = frozenset({"pause"})  # kept in the JSON, not shown in the reply


@dataclass(frozen=True)
class Heard:
    """What a note said, corrected for the parser, or why there is nothing to parse."""

    lang: str  # the reply's language: the chat's, else the one whisper chose
    transcript: Transcript | None = None  # None when the file failed before whisper
    corrected: CorrectedTranscript | None = None  # None when skipped or failed
    error: VoiceError | None = None
    timings_ms: dict[str, float] = field(default_factory=dict)

    @property
    def skipped(self) -> str | None:
        """Why whisper's text is empty: "silence", "no_speech" or "hallucination"; None when it is not."""
        return self.transcript.skipped if self.transcript is not None else None

    @property
    def text(self) -> str:
        return self.corrected.text if self.corrected is not None else ""

    def notice(self) -> str:
        """The first lines of every reply: what was understood (and corrected), or why nothing was."""
        if self.error is not None:
            return error_text(self.error, self.lang)
        if self.corrected is None:
            return message(self.lang, f"voice.skipped.{self.skipped}")
        lines = [message(self.lang, "voice.heard", text=self.corrected.text)]
        # Dropped fillers and pauses are not news.
        shown = [c for c in self.corrected.corrections if c.corrected and c.kind not in QUIET_CORRECTIONS]
        if shown:
            items = ", ".join(
                message(self.lang, "voice.correction", heard=c.heard, corrected=c.corrected) for c in shown
            )
            lines.append(message(self.lang, "voice.corrections", items=items))
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        t = self.transcript
        return {
            "lang": self.lang,
            "text": self.text,
            "transcript": t.text if t else None,
            "corrections": [
                {"heard": c.heard, "corrected": c.corrected, "kind": c.kind}
                for c in (self.corrected.corrections if self.corrected else ())
            ],
            "skipped": self.skipped,
            "error": {"code": self.error.code, "message": error_text(self.error, self.lang)}
            if self.error
            else None,
            "audio_seconds": round(t.audio_seconds, 3) if t else None,
            "language_probs": dict(t.language_probs) if t else {},
            "timings_ms": _rounded(self.timings_ms),
        }


@dataclass(frozen=True)
class VoiceAnswer:
    heard: Heard
    answer: Answer | None  # None when the note failed; for a skip, the answer to an empty report
    reply: str  # the notice, then the ruling
    timings_ms: dict[str, float]

    def to_json(self) -> dict[str, Any]:
        """The ask contract result (design.md) with the reply shown to the user and a "voice" object."""
        result = dict(self.answer.result) if self.answer else {"lang": self.heard.lang, "intent": "unclear"}
        result["reply"] = self.reply
        result["voice"] = {**self.heard.to_json(), "timings_ms": _rounded(self.timings_ms)}
        return result


def start_worker(config: VoiceConfig) -> VoiceWorker:
    """The model loaded (once per process) and kept warm behind a worker thread, with the lexicon's
    vocabulary as whisper's prompt. Raises ``ModelUnavailable`` when the configured model cannot load."""
    from bot.voice.model import get_model
    from bot.voice.transcriber import Transcriber, VoiceWorker

    vocabulary = {lang: whisper_vocabulary(lang) for lang in LANGS}
    return VoiceWorker(Transcriber(get_model(config), config, vocabulary))


async def hear(
    worker: VoiceWorker,
    path: str | os.PathLike[str],
    chat_lang: str | None = None,
    stated_seconds: float | None = None,
) -> Heard:
    """Transcribe and correct one note; ``chat_lang`` forces whisper's language, None lets it choose es/en;
    ``stated_seconds`` is the length Telegram stated (ffprobe is then skipped)."""
    start = time.perf_counter()
    try:
        transcript = await worker.transcribe_file(path, chat_lang, stated_seconds)
    except VoiceError as exc:
        timings = {"total": (time.perf_counter() - start) * 1000}
        return Heard(chat_lang or DEFAULT_LANG, error=exc, timings_ms=timings)
    lang = chat_lang or transcript.language or DEFAULT_LANG
    corrected_at = time.perf_counter()
    corrected = correct_transcript(transcript.text, lang) if transcript.text else None
    done = time.perf_counter()
    t = transcript.timings
    timings = {
        "decode": t.decode_seconds * 1000,
        "transcribe": (t.speech_check_seconds + t.encoder_seconds + t.decoder_seconds) * 1000,
        "encoder": t.encoder_seconds * 1000,
        "decoder": t.decoder_seconds * 1000,
        "correct": (done - corrected_at) * 1000,
        "total": (done - start) * 1000,
    }
    return Heard(lang, transcript, corrected, timings_ms=timings)


async def answer_voice(
    worker: VoiceWorker,
    path: str | os.PathLike[str],
    *,
    chat_lang: str | None = None,
    venue: str | None = None,
    edition: str | None = None,
) -> VoiceAnswer:
    """Rule on a voice note as on typed text. Unknown venue or edition raise, as in ``answer``."""
    start = time.perf_counter()
    heard = await hear(worker, path, chat_lang)
    if heard.error is not None:
        return VoiceAnswer(heard, None, heard.notice(), dict(heard.timings_ms))
    done = answer(heard.text, venue=venue, edition=edition, lang=heard.lang)
    timings = {
        **heard.timings_ms,
        "parse": done.timings_ms["parse"],
        "answer": done.timings_ms["total"],
        "total": (time.perf_counter() - start) * 1000,
    }
    reply = heard.notice() if heard.corrected is None else f"{heard.notice()}\n\n{done.result['reply']}"
    return VoiceAnswer(heard, done, reply, timings)


def error_text(error: VoiceError, lang: str | None) -> str:
    """The user's message for a voice failure, with its numbers (``voice.<code>`` in locales)."""
    values: dict[str, object] = {}
    if isinstance(error, AudioTooLong):
        values = {"seconds": round(error.seconds), "limit_seconds": round(error.limit_seconds)}
    elif isinstance(error, AudioTooLarge):
        values = {
            "size_mb": f"{error.size_bytes / 2**20:.1f}",
            "limit_mb": f"{error.limit_bytes / 2**20:.0f}",
        }
    return message(lang, error.code, **values)


def _rounded(timings: dict[str, float]) -> dict[str, float]:
    return {k: round(v, 1) for k, v in timings.items()}
