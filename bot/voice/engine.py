"""The two speech-recognition engines the pipeline can run, and which one a configuration names.

``Transcriber`` (bot/voice/transcriber.py) does everything around the model (decoding, the speech check,
windows, the language choice between es/en, the prompt, the hallucination filter, timings); an engine only
encodes a window, scores languages and decodes text. openai-whisper runs on PyTorch; CTranslate2 (through
faster-whisper) runs the same Whisper architecture in int8 on the CPU, about twice as fast.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import numpy as np

from bot.voice.errors import ModelUnavailable

if TYPE_CHECKING:
    from bot.voice.config import VoiceConfig

CT2_WEIGHTS = "model.bin"  # what makes a directory a CTranslate2 model


class Backend(Enum):
    OPENAI_WHISPER = "openai-whisper"
    CTRANSLATE2 = "ctranslate2"


def backend_for(config: VoiceConfig) -> Backend:
    """The backend ``config.backend`` names, else the one its model implies: a directory holding ``model.bin``
    is a CTranslate2 model; a checkpoint file or a Whisper name ("base") is openai-whisper's."""
    if config.backend:
        try:
            return Backend(config.backend.strip().lower())
        except ValueError:
            known = ", ".join(b.value for b in Backend)
            raise ModelUnavailable(f"voice backend {config.backend!r}: one of {known}") from None
    return Backend.CTRANSLATE2 if (Path(config.model) / CT2_WEIGHTS).is_file() else Backend.OPENAI_WHISPER


@dataclass(frozen=True)
class WindowText:
    """One window decoded: the text, and whisper's numbers for its own no-speech rule."""

    text: str
    tokens: int
    no_speech_prob: float
    avg_logprob: float


@dataclass(frozen=True)
class DecodeRequest:
    """What every window is decoded with: the language forced, the prompt, and the search."""

    language: str
    prompt: str | None
    max_tokens: int | None  # None: the engine's default (half the text context)
    beam_size: int


class SpeechEngine(Protocol):
    backend: Backend
    is_multilingual: bool
    default_beam_size: int  # when the configuration names none

    def count_tokens(self, text: str) -> int: ...

    def encode(self, window: np.ndarray) -> object:
        """The encoder's output for at most 30 s of 16 kHz samples (padded to 30 s)."""
        ...

    def language_probs(self, features: object) -> dict[str, float]:
        """Every language's probability for the encoded window."""
        ...

    def decode(self, features: object, request: DecodeRequest) -> WindowText: ...
