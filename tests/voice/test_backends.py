"""The CTranslate2 backend beside openai-whisper: which one a configuration names, and the whole path (CLI,
Celery worker's transcriber) on real Whisper tiny.en weights in CTranslate2 layout."""

from __future__ import annotations

import asyncio
import json
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from bot.cli import EXIT_OK, EXIT_USAGE, main
from bot.config import BotConfig, load_config
from bot.voice.config import VoiceConfig
from bot.voice.engine import Backend, backend_for
from bot.voice.errors import ModelUnavailable
from bot.voice.model import load_model
from bot.voice.transcriber import Transcriber


def test_the_backend_follows_from_the_model_named(tmp_path: Path, toy_checkpoint: Path) -> None:
    (tmp_path / "model.bin").write_bytes(b"")
    assert backend_for(VoiceConfig(model=str(tmp_path))) is Backend.CTRANSLATE2
    assert backend_for(VoiceConfig(model=str(toy_checkpoint))) is Backend.OPENAI_WHISPER
    assert backend_for(VoiceConfig(model="base")) is Backend.OPENAI_WHISPER
    assert backend_for(VoiceConfig(model="base", backend="CTranslate2")) is Backend.CTRANSLATE2
    with pytest.raises(ModelUnavailable, match="onnx"):
        backend_for(VoiceConfig(model="base", backend="onnx"))


def test_the_backend_and_beam_come_from_the_environment() -> None:
    env = {"FLOORCALL_VOICE_BACKEND": "ctranslate2", "FLOORCALL_VOICE_BEAM_SIZE": "5"}
    voice = VoiceConfig.from_env(env)
    assert (voice.backend, voice.beam_size, voice.compute_type) == ("ctranslate2", 5, "int8")
    bot = load_config(env={**env, "FLOORCALL_VOICE_MODEL": "/models/base-ct2"}).voice_config()
    assert (bot.model, bot.backend, bot.beam_size) == ("/models/base-ct2", "ctranslate2", 5)


def test_a_ctranslate2_directory_without_its_tokenizer_is_a_typed_error(
    tmp_path: Path, tiny_en_model: Path
) -> None:
    shutil.copy(tiny_en_model / "model.bin", tmp_path / "model.bin")
    with pytest.raises(ModelUnavailable, match="tokenizer.json"):
        load_model(VoiceConfig(model=str(tmp_path)))
    with pytest.raises(ModelUnavailable):  # a name would need the Hugging Face hub
        load_model(VoiceConfig(model="tiny.en", backend="ctranslate2"))


@pytest.fixture(scope="module")
def tiny_en(tiny_en_model: Path) -> VoiceConfig:
    return VoiceConfig(model=str(tiny_en_model), threads=2)


def test_real_weights_hear_an_english_note_through_the_same_pipeline(
    tiny_en: VoiceConfig, english_note: Path
) -> None:
    engine = load_model(tiny_en)
    assert engine.backend is Backend.CTRANSLATE2 and not engine.is_multilingual
    transcriber = Transcriber(engine, tiny_en, {"en": ["blinds", "under the gun", "raises", "calls"]})
    result = transcriber.transcribe_file(english_note)
    assert result.language == "en" and result.language_probs == {}  # an English-only model
    words = result.text.lower()
    assert "under the gun" in words and "raises" in words and result.skipped is None
    assert 0 < result.tokens <= 8 + 8 * result.audio_seconds  # capped by the note's length
    t = result.timings
    assert min(t.decode_seconds, t.encoder_seconds, t.decoder_seconds) > 0


def test_a_beam_search_decodes_the_same_note(tiny_en: VoiceConfig, english_note: Path) -> None:
    result = Transcriber(load_model(replace(tiny_en, beam_size=5)), tiny_en).transcribe_file(english_note)
    assert "under the gun" in result.text.lower()


def test_cli_ask_audio_with_a_ctranslate2_model_gives_transcript_corrections_and_ruling(
    capsys: pytest.CaptureFixture[str], tiny_en_model: Path, english_note: Path
) -> None:
    argv = ["ask", "--audio", str(english_note), "--lang", "en", "--model", str(tiny_en_model), "--json"]
    code = main(argv)
    result = json.loads(capsys.readouterr().out)
    assert code == EXIT_OK and result["lang"] == "en"
    voice = result["voice"]
    assert "under the gun" in voice["transcript"].lower() and isinstance(voice["corrections"], list)
    first = result["facts"]["actions"][0]
    assert (first["seat"], first["declaration"]) == ("UTG", "raise")
    assert result["reply"].startswith("🎙️")


def test_cli_transcribe_names_a_missing_ctranslate2_model(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, english_note: Path
) -> None:
    code = main(["transcribe", str(english_note), "--model", str(tmp_path), "--lang", "en"])
    assert code == EXIT_USAGE and "Traceback" not in capsys.readouterr().err


def test_the_celery_workers_transcriber_runs_the_ctranslate2_backend(
    tiny_en_model: Path, english_note: Path
) -> None:
    from bot.scale.transcribers import load_transcriber

    transcribe = load_transcriber(BotConfig(voice_model=str(tiny_en_model), voice_threads=2))
    heard = asyncio.run(transcribe(english_note, "en"))
    assert "under the gun" in heard.text.lower() and heard.notice.startswith("🎙️")
