"""CTranslate2 (through faster-whisper) as a ``SpeechEngine``: a converted Whisper model directory (model.bin,
config.json, tokenizer.json, vocabulary), int8 on the CPU by default. Only faster-whisper's feature extractor,
tokenizer and the CTranslate2 model are used: the windows, the prompt and the filters stay the pipeline's."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from bot.voice.config import VoiceConfig
from bot.voice.engine import CT2_WEIGHTS, Backend, DecodeRequest, WindowText

if TYPE_CHECKING:
    from faster_whisper import WhisperModel

TOKENIZER = "tokenizer.json"
MAX_LENGTH = 448  # Whisper's text context: prompt and text together


class CTranslate2Engine:
    backend = Backend.CTRANSLATE2
    default_beam_size = 5  # +8 points of retention on the spoken set for +0.14 s a note (README)

    def __init__(self, model: WhisperModel) -> None:
        from faster_whisper.tokenizer import Tokenizer

        self.model = model
        self.is_multilingual = model.model.is_multilingual
        self._hf = model.hf_tokenizer
        self._tokenizer = Tokenizer(self._hf, self.is_multilingual, task="transcribe", language="en")

    def count_tokens(self, text: str) -> int:
        return len(self._tokenizer.encode(text))

    def encode(self, window: np.ndarray) -> object:
        from faster_whisper.audio import pad_or_trim

        features = pad_or_trim(self.model.feature_extractor(window))
        return self.model.encode(features)

    def language_probs(self, features: object) -> dict[str, float]:
        return {token[2:-2]: prob for token, prob in self.model.model.detect_language(features)[0]}

    def decode(self, features: object, request: DecodeRequest) -> WindowText:
        from faster_whisper.tokenizer import Tokenizer

        language = request.language if self.is_multilingual else None
        tokenizer = Tokenizer(self._hf, self.is_multilingual, task="transcribe", language=language)
        prompt = self._prompt_tokens(tokenizer, request.prompt)
        budget = MAX_LENGTH - len(prompt)
        max_length = min(len(prompt) + (request.max_tokens or budget // 2), MAX_LENGTH)
        result = self.model.model.generate(
            features,
            [prompt],
            beam_size=request.beam_size,
            max_length=max_length,
            return_scores=True,
            return_no_speech_prob=True,
            suppress_blank=True,
            suppress_tokens=_suppressed(tokenizer),
        )[0]
        tokens = result.sequences_ids[0]
        avg_logprob = result.scores[0] * len(tokens) / (len(tokens) + 1)  # as openai-whisper averages it
        return WindowText(tokenizer.decode(tokens).strip(), len(tokens), result.no_speech_prob, avg_logprob)

    @staticmethod
    def _prompt_tokens(tokenizer: object, prompt: str | None) -> list[int]:
        """<|startofprev|> prompt <|startoftranscript|><|lang|><|transcribe|><|notimestamps|>."""
        head = [tokenizer.sot_prev, *tokenizer.encode(" " + prompt.strip())] if prompt else []
        return [*head, *tokenizer.sot_sequence, tokenizer.no_timestamps]


def _suppressed(tokenizer: object) -> list[int]:
    """Whisper's non-speech symbols and the task tokens: only text and end-of-text may come out."""
    specials = [tokenizer.transcribe, tokenizer.translate, tokenizer.sot, tokenizer.sot_prev]
    return sorted({*tokenizer.non_speech_tokens, *specials, tokenizer.sot_lm, tokenizer.no_speech})


def load_ctranslate2(config: VoiceConfig) -> CTranslate2Engine:
    """The model directory ``config.model`` on the CPU (int8 unless ``compute_type`` says otherwise), warm."""
    from bot.voice.errors import ModelUnavailable

    path = Path(config.model)
    missing = [name for name in (CT2_WEIGHTS, TOKENIZER) if not (path / name).is_file()]
    if missing:
        # faster-whisper would fetch a named model or a tokenizer from the Hugging Face hub: not here.
        raise ModelUnavailable(f"CTranslate2 model {config.model!r}: no {', '.join(missing)} there")
    try:
        from faster_whisper import WhisperModel

        threads = config.threads or os.cpu_count() or 1
        model = WhisperModel(str(path), device="cpu", compute_type=config.compute_type, cpu_threads=threads)
    except (ImportError, RuntimeError, OSError, ValueError) as exc:
        raise ModelUnavailable(f"CTranslate2 model {config.model!r}: {exc}") from exc
    engine = CTranslate2Engine(model)
    engine.encode(np.zeros(16_000, dtype=np.float32))  # the first real note should not pay the allocations
    return engine
