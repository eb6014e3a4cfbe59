"""Configuration of the voice pipeline, with the defaults of issue 7 and overrides from the environment."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace


@dataclass(frozen=True)
class SilenceParams:
    """Energy check run before whisper, on 30 ms frames of the 16 kHz signal."""

    frame_seconds: float = 0.03
    floor_dbfs: float = -45.0  # quieter frames are room noise, whatever their shape
    min_speech_seconds: float = 0.25  # total loud time below which there is nothing to transcribe
    # Speech rises and falls with syllables (10+ dB between frames); a fan, hiss or hum stays flat.
    min_modulation_db: float = 6.0


@dataclass(frozen=True)
class VoiceConfig:
    # An official whisper name ("tiny", "base", ...), an openai-whisper checkpoint file, or a CTranslate2
    # model directory (with model.bin); the backend follows from it unless ``backend`` names one.
    model: str = "base"
    backend: str | None = None  # "openai-whisper" or "ctranslate2" (bot.voice.engine.Backend)
    compute_type: str = "int8"  # CTranslate2's weights and arithmetic on the CPU ("int8", "float32", ...)
    # 1: greedy; more: beam search (fewer mis-hearings, slower decoding); None: the backend's own default
    # (5 on CTranslate2, where it cost 0.14 s a note; 1 on openai-whisper, where it cost 2-5 s; README).
    beam_size: int | None = None
    hotwords: str | None = None  # a room's own words ("Casino Gran Vía, mesa final"), prompted first
    # A cap on text tokens per second of audio (plus a few): speech is 3-5 tokens a second, a model stuck
    # repeating itself ("100 100 100 ...") would otherwise decode 224 tokens, seconds on a CPU.
    max_tokens_per_second: float = 8.0
    download_root: str | None = None  # where named weights are cached (whisper's default: ~/.cache/whisper)
    threads: int | None = None  # intra-op threads; None: one per core
    int8: bool = False  # openai-whisper only: int8 dynamic quantisation of the linear layers
    max_seconds: float = 60.0
    max_bytes: int = 20 * 1024 * 1024  # the Telegram Bot API download limit
    ffmpeg_timeout_seconds: float = 20.0
    prompt_max_tokens: int = 80  # every prompt token is fed through the decoder once per window
    example_prompt: bool = True  # a language's example report (locales) as the prompt, not its word list
    max_tokens_per_window: int | None = None  # None: whisper's default (half the text context, 224)
    # whisper's own rule (transcribe.py): a window is silence if both hold.
    no_speech_threshold: float = 0.6
    logprob_threshold: float = -1.0
    silence: SilenceParams = field(default_factory=SilenceParams)

    @classmethod
    def from_env(cls, env: Mapping[str, str] = os.environ) -> VoiceConfig:
        """Defaults overridden by ``FLOORCALL_VOICE_<FIELD>`` variables (FLOORCALL_VOICE_MODEL=/m/base.pt)."""
        overrides: dict[str, object] = {}
        for f in fields(cls):
            raw = env.get(f"FLOORCALL_VOICE_{f.name.upper()}")
            if raw is None or f.name == "silence":
                continue
            overrides[f.name] = _parse(f.type, raw)
        return replace(cls(), **overrides)


def _parse(type_name: object, raw: str) -> object:
    """Convert an environment string to the field's type (annotations are strings here)."""
    kind = str(type_name)
    if raw == "" and "None" in kind:
        return None
    if kind.startswith("bool"):
        return raw.strip().lower() in ("1", "true", "yes", "on")
    if kind.startswith("int"):
        return int(raw)
    if kind.startswith("float"):
        return float(raw)
    return raw
