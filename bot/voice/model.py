"""Loading the whisper model once per process and keeping it warm.

The loading is whisper's own (``whisper.load_model``): an official name ("base") resolves to the cached
weights under ``download_root`` (downloaded if the machine may), anything else must be a checkpoint file
{"dims": ..., "model_state_dict": ...}. Torch and whisper are imported here, not at package import.
"""

from __future__ import annotations

import pickle
import threading
from typing import TYPE_CHECKING
from urllib.error import URLError

from bot.voice.config import VoiceConfig
from bot.voice.errors import ModelUnavailable

if TYPE_CHECKING:
    from whisper.model import Whisper

_lock = threading.Lock()
_loaded: dict[tuple[str, str | None], Whisper] = {}


def get_model(config: VoiceConfig) -> Whisper:
    """The model named by ``config``, loaded on first use and then shared (it is read-only once loaded)."""
    key = (config.model, config.download_root)
    with _lock:  # two first calls at once must not load (and hold) the weights twice
        if key not in _loaded:
            _loaded[key] = load_model(config)
        return _loaded[key]


def load_model(config: VoiceConfig) -> Whisper:
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
    warm_up(model)
    return model


def quantize_int8(model: Whisper) -> Whisper:
    """A copy with every linear layer quantised to int8 dynamically (int8 weights, activations quantised on
    the fly): on 2 cores it cut ``base``'s encoder by ~40% and its per-token time by ~20%
    (benchmarks/bench_voice.py). The accuracy cost is unmeasured here (random weights): opt in after
    checking real notes. whisper's Linear subclass only adds a dtype cast, so it becomes nn.Linear first."""
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
        warnings.simplefilter(
            "ignore"
        )  # torch.ao.quantization's deprecation notices (torchao is its successor)
        return quantize_dynamic(model, {torch.nn.Linear}, dtype=torch.qint8)


def warm_up(model: Whisper) -> None:
    """One encoder pass on silence and the tokenizer built: the first real note should not pay for either
    (torch sizes its thread pool and allocator, tiktoken parses its vocabulary)."""
    import torch
    import whisper
    from whisper.audio import N_SAMPLES

    mel = whisper.log_mel_spectrogram(torch.zeros(N_SAMPLES), model.dims.n_mels)
    with torch.inference_mode():
        model.encoder(mel.unsqueeze(0))
    whisper.tokenizer.get_tokenizer(model.is_multilingual, num_languages=model.num_languages)


def clear_cache() -> None:
    """Forget loaded models (tests; a configuration reload)."""
    with _lock:
        _loaded.clear()
