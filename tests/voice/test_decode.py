"""ffprobe/ffmpeg decoding: the samples whisper gets, and a typed error for every bad input."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import numpy as np
import pytest

from bot.voice import decode, synthetic
from bot.voice.config import VoiceConfig
from bot.voice.decode import SAMPLE_RATE, decode_audio, probe_audio_seconds
from bot.voice.errors import (
    AudioTooLarge,
    AudioTooLong,
    DecodeTimeout,
    EmptyAudio,
    FfmpegMissing,
    UnreadableAudio,
    VoiceError,
)

CONFIG = VoiceConfig()


def test_opus_note_decodes_to_16k_mono_float32(spanish_note: Path) -> None:
    audio = decode_audio(spanish_note, CONFIG)
    assert audio.samples.dtype == np.float32 and audio.samples.ndim == 1
    assert audio.seconds == pytest.approx(len(audio.samples) / SAMPLE_RATE)
    assert audio.seconds == pytest.approx(probe_audio_seconds(spanish_note, 10), abs=0.05)
    assert 2.0 < audio.seconds < 15.0  # espeak's sentence, not a stub
    assert 0.05 < float(np.abs(audio.samples).max()) <= 1.0
    assert audio.decode_seconds > 0


def test_video_note_audio_track_is_used(voice_dir: Path) -> None:
    """Telegram video notes are MP4 with picture and sound: the sound is what we decode."""
    path = voice_dir / "video-note.mp4"
    subprocess.run(
        ["ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=64x64:rate=5",
         "-f", "lavfi", "-i", "sine=f=300:r=48000", "-t", "2", "-c:v", "mpeg4", "-c:a", "aac", str(path)],
        check=True,
    )  # fmt: skip
    audio = decode_audio(path, CONFIG)
    assert audio.seconds == pytest.approx(2.0, abs=0.1)


def test_video_without_sound_is_unreadable(voice_dir: Path) -> None:
    path = voice_dir / "silent-film.mp4"
    subprocess.run(
        ["ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=64x64:rate=5",
         "-t", "1", "-c:v", "mpeg4", str(path)],
        check=True,
    )  # fmt: skip
    with pytest.raises(UnreadableAudio, match="no audio stream"):
        decode_audio(path, CONFIG)


def test_empty_file(empty_note: Path) -> None:
    with pytest.raises(EmptyAudio) as err:
        decode_audio(empty_note, CONFIG)
    assert err.value.code == "voice.empty"


@pytest.mark.parametrize("fixture", ["corrupt_note", "text_note"])
def test_corrupt_and_non_audio_files(fixture: str, request: pytest.FixtureRequest) -> None:
    with pytest.raises(UnreadableAudio) as err:
        decode_audio(request.getfixturevalue(fixture), CONFIG)
    assert err.value.code == "voice.unreadable"


def test_missing_file(voice_dir: Path) -> None:
    with pytest.raises(UnreadableAudio):
        decode_audio(voice_dir / "never-written.ogg", CONFIG)


def test_truncated_note_keeps_what_it_can(spanish_note: Path, voice_dir: Path) -> None:
    """A download cut short still holds the start of the note: decoded, shorter, no error."""
    data = spanish_note.read_bytes()
    path = voice_dir / "truncated.ogg"
    path.write_bytes(data[: len(data) // 2])
    full, half = decode_audio(spanish_note, CONFIG), decode_audio(path, CONFIG)
    assert 0.2 * full.seconds < half.seconds < 0.8 * full.seconds


def test_two_hours_refused_from_the_header_without_decoding(
    two_hour_note: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[list[str]] = []
    real_run = subprocess.run

    def spy(cmd, *args, **kwargs):
        calls.append(cmd)
        return real_run(cmd, *args, **kwargs)

    monkeypatch.setattr(decode.subprocess, "run", spy)
    start = time.perf_counter()
    with pytest.raises(AudioTooLong) as err:
        decode_audio(two_hour_note, CONFIG)
    assert time.perf_counter() - start < 2.0
    assert err.value.seconds == pytest.approx(7200, abs=1) and err.value.limit_seconds == 60
    assert [Path(c[0]).name for c in calls] == ["ffprobe"]  # ffmpeg never ran
    assert err.value.code == "voice.too_long"


def test_decoding_is_capped_when_the_container_has_no_duration(
    two_hour_note: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A stream without a duration (or a header that lies) is decoded only just past the limit."""
    monkeypatch.setattr(decode, "probe_audio_seconds", lambda path, timeout: None)
    config = VoiceConfig(max_seconds=5.0)
    start = time.perf_counter()
    with pytest.raises(AudioTooLong) as err:
        decode_audio(two_hour_note, config)
    assert time.perf_counter() - start < 2.0
    assert err.value.seconds == pytest.approx(6.0, abs=0.05)  # max_seconds + 1, not 7200


def test_note_over_a_short_limit(spanish_note: Path) -> None:
    with pytest.raises(AudioTooLong):
        decode_audio(spanish_note, VoiceConfig(max_seconds=1.0))


def test_file_over_the_size_limit(spanish_note: Path) -> None:
    with pytest.raises(AudioTooLarge) as err:
        decode_audio(spanish_note, VoiceConfig(max_bytes=100))
    assert err.value.size_bytes == spanish_note.stat().st_size and err.value.limit_bytes == 100


def test_ffmpeg_missing_from_path(
    spanish_note: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # an empty directory: no ffprobe, no ffmpeg
    with pytest.raises(FfmpegMissing) as err:
        decode_audio(spanish_note, CONFIG)
    assert err.value.code == "voice.ffmpeg_missing"


def test_ffmpeg_without_ffprobe(spanish_note: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A partial install is a missing tool too, not a crash."""
    (tmp_path / "ffmpeg").symlink_to(synthetic.shutil.which("ffmpeg"))
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(FfmpegMissing, match="ffprobe"):
        decode_audio(spanish_note, CONFIG)


def test_slow_decoder_times_out(spanish_note: Path) -> None:
    with pytest.raises(DecodeTimeout):
        decode_audio(spanish_note, VoiceConfig(ffmpeg_timeout_seconds=0.001))


def test_every_error_is_a_voice_error_with_its_own_code() -> None:
    kinds = [FfmpegMissing, EmptyAudio, UnreadableAudio, AudioTooLarge, AudioTooLong, DecodeTimeout]
    assert all(issubclass(k, VoiceError) for k in kinds)
    assert len({k.code for k in kinds}) == len(kinds)


def test_a_stated_length_skips_ffprobe(monkeypatch: pytest.MonkeyPatch, spanish_note: Path) -> None:
    """Telegram states a note's length: no ffprobe start-up; a stated length over the limit is refused."""

    def no_probe(*_: object) -> None:
        raise AssertionError("ffprobe ran")

    monkeypatch.setattr(decode, "probe_audio_seconds", no_probe)
    config = VoiceConfig(max_seconds=30.0)
    audio = decode.decode_audio(spanish_note, config, stated_seconds=6.0)
    assert 4.0 < audio.seconds < 8.0
    with pytest.raises(AudioTooLong) as err:
        decode.decode_audio(spanish_note, config, stated_seconds=45.0)
    assert err.value.seconds == 45.0
