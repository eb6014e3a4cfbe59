"""Loading the speech engine a configuration names once per process, and keeping it warm."""

from __future__ import annotations

import threading
from collections.abc import Callable

from bot.voice.config import VoiceConfig
from bot.voice.engine import Backend, SpeechEngine, backend_for

_lock = threading.Lock()
_loaded: dict[tuple[Backend, str, str | None, str, bool], SpeechEngine] = {}


def _loaders() -> dict[Backend, Callable[[VoiceConfig], SpeechEngine]]:
    # Imported when used: each engine module imports its own heavy library only when it loads a model.
    from bot.voice.ct2_engine import load_ctranslate2
    from bot.voice.whisper_engine import load_whisper

    return {Backend.OPENAI_WHISPER: load_whisper, Backend.CTRANSLATE2: load_ctranslate2}


def get_model(config: VoiceConfig) -> SpeechEngine:
    """The engine named by ``config``, loaded on first use and then shared (read-only once loaded)."""
    key = (backend_for(config), config.model, config.download_root, config.compute_type, config.int8)
    with _lock:  # two first calls at once must not load (and hold) the weights twice
        if key not in _loaded:
            _loaded[key] = load_model(config)
        return _loaded[key]


def load_model(config: VoiceConfig) -> SpeechEngine:
    """A fresh engine from ``config`` (raises ``ModelUnavailable``), warmed up; no caching."""
    return _loaders()[backend_for(config)](config)


def clear_cache() -> None:
    """Forget loaded models (tests; a configuration reload)."""
    with _lock:
        _loaded.clear()
