"""The energy check that keeps silence and steady noise from whisper, and the hallucination filter."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from bot.voice import synthetic
from bot.voice.config import SilenceParams, VoiceConfig
from bot.voice.decode import SAMPLE_RATE, decode_audio
from bot.voice.silence import HALLUCINATIONS_FILE, HallucinationFilter, check_speech, normalize_phrase
from locales.corpus import LOCALES_DIR
from locales.languages import LANGS

PARAMS = SilenceParams()


def test_spoken_notes_have_speech(spanish_note: Path, english_note: Path) -> None:
    for note in (spanish_note, english_note):
        check = check_speech(decode_audio(note, VoiceConfig()).samples, PARAMS)
        assert check.has_speech and check.loud_seconds > 1.0 and check.modulation_db > 10


@pytest.mark.parametrize(
    "source",
    [
        "anullsrc=r=48000:cl=mono",  # digital silence
        "anoisesrc=a=0.002:c=pink:r=48000",  # a quiet room, below the floor
        "anoisesrc=a=0.2:c=white:r=48000",  # loud steady hiss: loud but flat
        "sine=f=220:r=48000",  # a hum
    ],
)
def test_silence_and_steady_noise_have_none(source: str, voice_dir: Path) -> None:
    note = synthetic.write_lavfi_note(
        source, 3.0, voice_dir / f"{source.split('=')[0]}-{abs(hash(source))}.ogg"
    )
    assert not check_speech(decode_audio(note, VoiceConfig()).samples, PARAMS).has_speech


def test_a_click_is_too_short_to_be_speech() -> None:
    samples = np.zeros(3 * SAMPLE_RATE, dtype=np.float32)
    samples[SAMPLE_RATE : SAMPLE_RATE + 800] = 0.5 * np.sin(np.arange(800, dtype=np.float32))  # 50 ms burst
    check = check_speech(samples, PARAMS)
    assert not check.has_speech and check.loud_seconds < PARAMS.min_speech_seconds


def test_shorter_than_one_frame_is_silence() -> None:
    assert not check_speech(np.zeros(10, dtype=np.float32), PARAMS).has_speech


FILTER = HallucinationFilter.from_locales()


@pytest.mark.parametrize(
    ("heard", "kept"),
    [
        ("Subtítulos realizados por la comunidad de Amara.org", ""),
        ("subtitulos realizados por la comunidad de amara org", ""),
        ("Sube a mil cien. Subtítulos realizados por la comunidad de Amara.org", "Sube a mil cien."),
        ("El de UTG sube a mil cien. ¡Gracias por ver el video!", "El de UTG sube a mil cien."),
        ("Thanks for watching!", ""),
        ("Seat three calls. Thank you.", "Seat three calls."),
        ("Gracias.", ""),
        ("you", ""),
        ("♪ ♪", ""),
        # short phrases go only as whole sentences; real words around them stay
        ("Call de mil, gracias.", "Call de mil, gracias."),
        ("Thank you for the chips, seat four raises.", "Thank you for the chips, seat four raises."),
        ("Sube a 1.500, ¿es válido?", "Sube a 1.500, ¿es válido?"),
    ],
)
def test_hallucination_filter(heard: str, kept: str) -> None:
    assert FILTER.clean(heard) == kept


def test_phrase_files_are_loaded_and_sane() -> None:
    for lang in LANGS:
        lines = (LOCALES_DIR / lang / HALLUCINATIONS_FILE).read_text(encoding="utf-8").splitlines()
        phrases = [line for line in lines if line.strip() and not line.startswith("#")]
        assert len(phrases) >= 10
        assert all(normalize_phrase(p) for p in phrases)
        assert all(FILTER.is_hallucination(p) for p in phrases)


def test_normalize_phrase_folds_case_accents_and_punctuation() -> None:
    assert normalize_phrase("¡Suscríbete al CANAL!") == "suscribete al canal"
    assert normalize_phrase("Amara.org") == "amara org"
