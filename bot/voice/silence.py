"""Two guards against whisper's habit of inventing text: an energy check that keeps silence and steady noise
away from the model, and a filter of the captions it is known to hallucinate (YouTube subtitle credits)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from bot.voice.config import SilenceParams
from bot.voice.decode import SAMPLE_RATE
from locales.corpus import LANGS, LOCALES_DIR
from parser.normalize import fold

HALLUCINATIONS_FILE = "whisper_hallucinations.txt"
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+")
_NOT_WORD = re.compile(r"[^\w]+")


@dataclass(frozen=True)
class SpeechCheck:
    has_speech: bool
    loud_seconds: float  # time above the noise floor
    modulation_db: float  # spread of the loud frames' levels (10th to 90th percentile)


def frame_levels_db(samples: np.ndarray, frame_seconds: float) -> np.ndarray:
    """RMS level of each whole frame in dB relative to full scale (digital silence is about -200)."""
    n = max(1, round(frame_seconds * SAMPLE_RATE))
    frames = samples[: len(samples) // n * n].reshape(-1, n).astype(np.float64)
    return 20 * np.log10(np.sqrt((frames**2).mean(axis=1)) + 1e-10)


def check_speech(samples: np.ndarray, params: SilenceParams) -> SpeechCheck:
    levels = frame_levels_db(samples, params.frame_seconds)
    loud = levels[levels > params.floor_dbfs]
    loud_seconds = len(loud) * params.frame_seconds
    modulation = float(np.percentile(loud, 90) - np.percentile(loud, 10)) if len(loud) else 0.0
    has_speech = loud_seconds >= params.min_speech_seconds and modulation >= params.min_modulation_db
    return SpeechCheck(has_speech, loud_seconds, modulation)


def normalize_phrase(text: str) -> str:
    """Case, accents and punctuation folded away: "¡Thanks for watching!" == "thanks for watching"."""
    return _NOT_WORD.sub(" ", fold(text)).replace("_", " ").strip()


class HallucinationFilter:
    """Drops the sentences of a transcript that are known hallucinations.

    A sentence goes if it is exactly a listed phrase ("Gracias.", "you"), or contains a listed phrase of three
    words or more ("... Subtítulos realizados por la comunidad de Amara.org"); a sentence made only of
    punctuation or music signs goes too.
    """

    def __init__(self, phrases: Iterable[str]) -> None:
        normalized = {normalize_phrase(p) for p in phrases} - {""}
        self._exact = frozenset(normalized)
        self._contained = tuple(sorted(p for p in normalized if len(p.split()) >= 3))

    @classmethod
    def from_locales(cls, root: Path = LOCALES_DIR) -> HallucinationFilter:
        return cls(_read_phrases(root))

    def clean(self, text: str) -> str:
        kept = [s for s in _SENTENCE_END.split(text.strip()) if not self.is_hallucination(s)]
        return " ".join(kept).strip()

    def is_hallucination(self, sentence: str) -> bool:
        norm = normalize_phrase(sentence)
        padded = f" {norm} "
        return not norm or norm in self._exact or any(f" {p} " in padded for p in self._contained)


@cache
def _read_phrases(root: Path) -> tuple[str, ...]:
    phrases: list[str] = []
    for lang in LANGS:
        path = root / lang / HALLUCINATIONS_FILE
        for line in path.read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                phrases.append(line)
    return tuple(phrases)
