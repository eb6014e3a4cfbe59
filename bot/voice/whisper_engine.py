"""openai-whisper on PyTorch as a ``SpeechEngine``: ``whisper.load_model`` from an official name ("base",
the cached weights under ``download_root``) or a checkpoint file {"dims": ..., "model_state_dict": ...}; CPU
float32, optionally int8 dynamic quantisation of the linear layers. Torch and whisper are imported here."""

from __future__ import annotations

import pickle
from typing import TYPE_CHECKING
from urllib.error import URLError

import numpy as np

from bot.voice.config import VoiceConfig
from bot.voice.engine import Backend, DecodeRequest, WindowText
from bot.voice.errors import ModelUnavailable

if TYPE_CHECKING:
    from whisper.model import Whisper


class WhisperEngine:
    backend = Backend.OPENAI_WHISPER
    default_beam_size = 1  # a beam of 5 took 2-5 s more a note on 2 cores (README)

    def __init__(self, model: Whisper, threads: int | None = None) -> None:
        from whisper.tokenizer import get_tokenizer

        self.model = model
        self.threads = threads
        self.is_multilingual = model.is_multilingual
        self._tokenizer = get_tokenizer(model.is_multilingual, num_languages=model.num_languages)

    def count_tokens(self, text: str) -> int:
        return len(self._tokenizer.encode(text))

    def encode(self, window: np.ndarray) -> object:
        import torch
        import whisper

        if self.threads:
            torch.set_num_threads(self.threads)  # cheap, and sure to hold in the worker thread
        padded = whisper.pad_or_trim(torch.from_numpy(window.copy()))
        mel = whisper.log_mel_spectrogram(padded, self.model.dims.n_mels)
        with torch.inference_mode():
            return self.model.encoder(mel.unsqueeze(0))

    def language_probs(self, features: object) -> dict[str, float]:
        _, probs = self.model.detect_language(features)
        return dict(probs[0])

    def decode(self, features: object, request: DecodeRequest) -> WindowText:
        import whisper

        # Without timestamps only text and end-of-text make sense; whisper's default list ("-1") leaves
        # <|notimestamps|>, the timestamps and the language tokens open, so they are closed here too.
        specials = range(self._tokenizer.eot + 1, self.model.dims.n_vocab)
        options = whisper.DecodingOptions(
            task="transcribe",
            language=request.language,  # always "en" for an English-only checkpoint (tiny.en, base.en, ...)
            temperature=0.0,
            fp16=False,
            without_timestamps=True,  # one text per window; the timestamps would cost tokens
            prompt=request.prompt,
            sample_len=request.max_tokens,
            beam_size=request.beam_size if request.beam_size > 1 else None,
            suppress_tokens=[-1, *specials],
        )
        result = whisper.decode(self.model, features, options)[0]
        return WindowText(
            result.text.strip(), len(result.tokens), float(result.no_speech_prob), float(result.avg_logprob)
        )


def load_whisper(config: VoiceConfig) -> WhisperEngine:
    """A fresh CPU model from ``config`` with torch's thread count applied, warmed up; no caching."""
    import torch
    import whisper

    if config.threads:
        torch.set_num_threads(config.threads)  # process-wide: the transcriber is the only torch user
    try:
        model = whisper.load_model(config.model, device="cpu", download_root=config.download_root)
    except (
        RuntimeError,
        OSError,
        URLError,
        KeyError,
        TypeError,
        ValueError,
        EOFError,
        pickle.UnpicklingError,
    ) as exc:
        # RuntimeError: unknown name or wrong state dict; URLError/OSError: no network for a named model or an
        # unreadable file; the others: a file that is not a whisper checkpoint.
        raise ModelUnavailable(f"whisper model {config.model!r}: {exc}") from exc
    model.eval()
    if config.int8:
        model = quantize_int8(model)
    engine = WhisperEngine(model, config.threads)
    engine.encode(np.zeros(16_000, dtype=np.float32))  # torch sizes its thread pool and allocator now
    return engine


def quantize_int8(model: Whisper) -> Whisper:
    """A copy with every linear layer quantised to int8 dynamically (int8 weights, activations quantised on
    the fly): on 2 cores it cut ``base``'s encoder by ~40% and its per-token time by ~20%
    (benchmarks/bench_voice.py). whisper's Linear subclass only adds a dtype cast, so it becomes nn.Linear
    first."""
    import copy
    import warnings

    import torch
    import whisper.model
    from torch.ao.quantization import quantize_dynamic

    model = copy.deepcopy(model)
    for parent in list(model.modules()):
        for name, child in list(parent.named_children()):
            if isinstance(child, whisper.model.Linear):
                plain = torch.nn.Linear(child.in_features, child.out_features, bias=child.bias is not None)
                plain.load_state_dict(child.state_dict())
                setattr(parent, name, plain)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # torch.ao.quantization's deprecation notices (torchao succeeds it)
        return quantize_dynamic(model, {torch.nn.Linear}, dtype=torch.qint8)
