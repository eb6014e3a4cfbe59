"""Any audio or video file -> 16 kHz mono float32 samples, through ffprobe and ffmpeg subprocesses.

The length is checked from the container before decoding (a two-hour file is refused in milliseconds), and the
decoder is capped just past the limit anyway, so a file whose header lies cannot make us decode hours.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from bot.voice.config import VoiceConfig
from bot.voice.errors import (
    AudioTooLarge,
    AudioTooLong,
    DecodeTimeout,
    EmptyAudio,
    FfmpegMissing,
    UnreadableAudio,
)

SAMPLE_RATE = 16_000  # what whisper's encoder expects


@dataclass(frozen=True)
class DecodedAudio:
    samples: np.ndarray  # float32 in [-1, 1], mono, SAMPLE_RATE
    seconds: float
    decode_seconds: float  # wall time spent in ffprobe + ffmpeg


def decode_audio(
    path: str | os.PathLike[str], config: VoiceConfig, stated_seconds: float | None = None
) -> DecodedAudio:
    """Decode ``path`` or raise a ``VoiceError`` subclass saying why not. ``stated_seconds``: the length the
    sender already stated (Telegram does, and the bot refuses a long note on it before downloading): ffprobe's
    start-up (~60 ms) is then saved; the capped decode still guards against a length that lies."""
    start = time.perf_counter()
    path = Path(path)
    _check_size(path, config.max_bytes)
    container_seconds = stated_seconds
    if container_seconds is None:
        container_seconds = probe_audio_seconds(path, config.ffmpeg_timeout_seconds)
    if container_seconds is not None and container_seconds > config.max_seconds:
        raise AudioTooLong(container_seconds, config.max_seconds)
    samples = _run_ffmpeg(path, config)
    seconds = len(samples) / SAMPLE_RATE
    if seconds > config.max_seconds:
        if stated_seconds is not None:  # the sender's length lied: say the real one (a rare, slow path)
            seconds = probe_audio_seconds(path, config.ffmpeg_timeout_seconds) or seconds
        raise AudioTooLong(seconds, config.max_seconds)
    return DecodedAudio(samples, seconds, time.perf_counter() - start)


def probe_audio_seconds(path: Path, timeout: float) -> float | None:
    """Duration of the first audio stream from the container (None if it does not say); raises if no audio."""
    out = _run(
        [
            _tool("ffprobe"),
            "-v",
            "error",
            "-select_streams",
            "a:0",
            "-show_entries",
            "stream=codec_type,duration:format=duration",
            "-of",
            "json",
            str(path),
        ],
        timeout,
    )
    info = json.loads(out.stdout or b"{}")
    if not info.get("streams"):
        raise UnreadableAudio(f"{path.name}: no audio stream")
    for value in (info["streams"][0].get("duration"), info.get("format", {}).get("duration")):
        try:
            return float(value)
        except (TypeError, ValueError):  # "N/A" or absent: fall back to the capped decode
            continue
    return None


def _check_size(path: Path, limit: int) -> None:
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise UnreadableAudio(f"{path.name}: {exc.strerror}") from exc
    if size == 0:
        raise EmptyAudio(f"{path.name}: 0 bytes")
    if size > limit:
        raise AudioTooLarge(size, limit)


def _run_ffmpeg(path: Path, config: VoiceConfig) -> np.ndarray:
    # -t caps the output just past the limit: enough to prove "too long" without decoding the rest.
    out = _run(
        [
            _tool("ffmpeg"),
            "-nostdin",
            "-v",
            "error",
            "-i",
            str(path),
            "-map",
            "0:a:0",
            "-t",
            f"{config.max_seconds + 1:.3f}",
            "-ac",
            "1",
            "-ar",
            str(SAMPLE_RATE),
            "-f",
            "f32le",
            "-acodec",
            "pcm_f32le",
            "-",
        ],
        config.ffmpeg_timeout_seconds,
    )
    samples = np.frombuffer(out.stdout, dtype=np.float32)
    if samples.size == 0:
        if out.stderr.strip():
            raise UnreadableAudio(f"{path.name}: {_first_line(out.stderr)}")
        raise EmptyAudio(f"{path.name}: no samples")
    return samples


def _run(cmd: list[str], timeout: float) -> subprocess.CompletedProcess[bytes]:
    try:
        out = subprocess.run(cmd, capture_output=True, timeout=timeout, check=False, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as exc:  # run() has already killed the child
        raise DecodeTimeout(f"{Path(cmd[0]).name} took more than {timeout:.0f} s") from exc
    except FileNotFoundError as exc:  # removed between which() and exec
        raise FfmpegMissing(str(exc)) from exc
    if out.returncode != 0:
        raise UnreadableAudio(f"{Path(cmd[0]).name} exit {out.returncode}: {_first_line(out.stderr)}")
    return out


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise FfmpegMissing(f"{name} not found on PATH")
    return found


def _first_line(stderr: bytes) -> str:
    text = stderr.decode("utf-8", "replace").strip()
    return text.splitlines()[0] if text else "no message"
