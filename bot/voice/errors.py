"""Typed failures of the voice pipeline. Each carries a stable ``code`` that the bot renders in the user's
language (the texts live in ``locales/``); the exception message is for logs only."""

from __future__ import annotations


class VoiceError(Exception):
    """Base of every failure a user can cause or see: the bot replies and keeps serving others."""

    code = "voice.error"


class FfmpegMissing(VoiceError):
    """ffmpeg or ffprobe is not installed (or not on PATH): a deployment fault, not the user's."""

    code = "voice.ffmpeg_missing"


class EmptyAudio(VoiceError):
    """The file has no bytes, or decodes to no samples."""

    code = "voice.empty"


class UnreadableAudio(VoiceError):
    """Corrupt, truncated, or not audio at all (a text file renamed .ogg, a picture, no audio stream)."""

    code = "voice.unreadable"


class AudioTooLarge(VoiceError):
    """More bytes than the configured limit (Telegram lets bots download 20 MB)."""

    code = "voice.too_large"

    def __init__(self, size_bytes: int, limit_bytes: int) -> None:
        super().__init__(f"{size_bytes} bytes > limit {limit_bytes}")
        self.size_bytes, self.limit_bytes = size_bytes, limit_bytes


class AudioTooLong(VoiceError):
    """Longer than the configured limit; ``seconds`` is what the container says (or a lower bound)."""

    code = "voice.too_long"

    def __init__(self, seconds: float, limit_seconds: float) -> None:
        super().__init__(f"{seconds:.1f} s > limit {limit_seconds:.1f} s")
        self.seconds, self.limit_seconds = seconds, limit_seconds


class DecodeTimeout(VoiceError):
    """ffprobe or ffmpeg did not finish in time (a pathological file, or an overloaded machine)."""

    code = "voice.timeout"


class ModelUnavailable(VoiceError):
    """The configured whisper model cannot be loaded (unknown name, weights not cached and no download)."""

    code = "voice.model_unavailable"
