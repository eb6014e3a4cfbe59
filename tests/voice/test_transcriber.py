"""The whole path with a real whisper architecture (random weights, so the text is noise): decode, silence
check, language choice, transcription, filter, timings, the worker thread, and model loading."""

from __future__ import annotations

import asyncio
import math
import time
import urllib.request
from dataclasses import replace
from pathlib import Path
from urllib.error import URLError

import numpy as np
import pytest
import torch

from bot.voice.config import VoiceConfig
from bot.voice.decode import SAMPLE_RATE, DecodedAudio
from bot.voice.engine import Backend
from bot.voice.errors import AudioTooLong, ModelUnavailable, UnreadableAudio
from bot.voice.model import get_model, load_model
from bot.voice.silence import HallucinationFilter
from bot.voice.transcriber import Transcriber, Transcript, VoiceWorker, window_bounds

VOCABULARY = {"es": ["ciega grande", "resubida", "all-in", "call"], "en": ["big blind", "re-raise", "all-in"]}


@pytest.fixture(scope="module")
def transcriber(toy_model, toy_config: VoiceConfig) -> Transcriber:
    return Transcriber(toy_model, toy_config, VOCABULARY)


class EncoderCalls:
    """Counts the encoder's forward passes: proof of whether whisper ran."""

    def __init__(self, model) -> None:
        self.count = 0
        self._handle = model.encoder.register_forward_hook(self._hook)

    def _hook(self, *_: object) -> None:
        self.count += 1

    def remove(self) -> None:
        self._handle.remove()


def assert_well_formed(result: Transcript) -> None:
    assert isinstance(result.text, str) and isinstance(result.raw_text, str)
    assert result.language in {"es", "en"}
    assert result.tokens > 0
    assert len(result.no_speech_probs) == 1 and all(0.0 <= p <= 1.0 for p in result.no_speech_probs)
    t = result.timings
    assert min(t.decode_seconds, t.encoder_seconds, t.decoder_seconds) > 0
    assert (
        t.total_seconds >= t.decode_seconds + t.speech_check_seconds + t.encoder_seconds + t.decoder_seconds
    )


def test_spanish_note_language_detected_between_es_and_en(
    transcriber: Transcriber, spanish_note: Path
) -> None:
    calls = EncoderCalls(transcriber.engine.model)
    try:
        result = transcriber.transcribe_file(spanish_note)
    finally:
        calls.remove()
    assert_well_formed(result)
    assert set(result.language_probs) == {"es", "en"}
    assert math.isclose(sum(result.language_probs.values()), 1.0, rel_tol=1e-6)
    assert result.language == max(result.language_probs, key=result.language_probs.get)
    assert calls.count == 1  # language choice and text share one encoder pass
    assert 2.0 < result.audio_seconds < 15.0


@pytest.mark.parametrize("language", ["es", "en"])
def test_chat_language_is_forced(transcriber: Transcriber, english_note: Path, language: str) -> None:
    result = transcriber.transcribe_file(english_note, language)
    assert_well_formed(result)
    assert result.language == language and result.language_probs == {}


def test_text_is_only_text(transcriber: Transcriber, spanish_note: Path) -> None:
    """A random model favours special tokens; none may reach the transcript."""
    result = transcriber.transcribe_file(spanish_note, "es")
    assert result.text and "<|" not in result.text


def test_silence_is_skipped_without_calling_whisper(transcriber: Transcriber, silent_note: Path) -> None:
    calls = EncoderCalls(transcriber.engine.model)
    try:
        result = transcriber.transcribe_file(silent_note, "es")
    finally:
        calls.remove()
    assert calls.count == 0
    assert (result.text, result.skipped, result.tokens, result.no_speech_probs) == ("", "silence", 0, ())
    assert result.language == "es" and result.timings.encoder_seconds == 0.0


def test_whispers_no_speech_rule_drops_windows(
    toy_model, toy_config: VoiceConfig, spanish_note: Path
) -> None:
    """Thresholds that call every window silent: whatever the model said is not kept."""
    config = replace(toy_config, no_speech_threshold=-1.0, logprob_threshold=math.inf)
    result = Transcriber(toy_model, config, VOCABULARY).transcribe_file(spanish_note, "es")
    assert (result.text, result.raw_text, result.skipped) == ("", "", "no_speech")
    assert result.tokens > 0  # whisper did run


def test_known_hallucination_is_filtered(
    transcriber: Transcriber, toy_model, toy_config, spanish_note
) -> None:
    """Whatever the random model says, listed as a hallucination, is removed from the transcript."""
    heard = transcriber.transcribe_file(spanish_note, "es").raw_text
    listing_it = HallucinationFilter([heard])
    result = Transcriber(toy_model, toy_config, VOCABULARY, listing_it).transcribe_file(spanish_note, "es")
    assert (result.text, result.raw_text, result.skipped) == ("", heard, "hallucination")


def test_long_note_is_cut_into_windows(transcriber: Transcriber, spanish_note: Path) -> None:
    speech = transcriber.transcribe_file(spanish_note, "es")  # reuse its samples: 45 s of repeated speech
    from bot.voice.decode import decode_audio

    samples = decode_audio(spanish_note, transcriber.config).samples
    long = np.tile(samples, math.ceil(45 * SAMPLE_RATE / len(samples)))[: 45 * SAMPLE_RATE]
    result = transcriber.transcribe_audio(DecodedAudio(long, 45.0, 0.01), "es")
    assert len(result.no_speech_probs) == 2 and result.tokens > speech.tokens


def test_window_bounds_cut_at_the_quietest_point() -> None:
    rng = np.random.default_rng(0)
    samples = (0.3 * rng.standard_normal(70 * SAMPLE_RATE)).astype(np.float32)
    samples[int(27.0 * SAMPLE_RATE) : int(27.5 * SAMPLE_RATE)] = 0.0  # a pause before the 30 s mark
    bounds = window_bounds(samples, 0.03)
    assert bounds[0][0] == 0 and bounds[-1][1] == len(samples)
    assert all(a[1] == b[0] for a, b in zip(bounds, bounds[1:], strict=False))
    assert all(hi - lo <= 30 * SAMPLE_RATE for lo, hi in bounds)
    assert 27.0 <= bounds[0][1] / SAMPLE_RATE <= 27.5
    assert window_bounds(samples[: 30 * SAMPLE_RATE], 0.03) == [(0, 30 * SAMPLE_RATE)]


def test_unknown_language_is_a_programming_error(transcriber: Transcriber, spanish_note: Path) -> None:
    with pytest.raises(ValueError, match="fr"):
        transcriber.transcribe_file(spanish_note, "fr")


def test_worker_keeps_the_event_loop_free(transcriber: Transcriber, spanish_note, two_hour_note) -> None:
    """While whisper works on its thread, the loop keeps ticking and refuses a two-hour file at once."""

    async def scenario() -> tuple[list[Transcript], int, float]:
        worker = VoiceWorker(transcriber)
        ticks = 0

        async def ticker() -> None:
            nonlocal ticks
            while True:
                await asyncio.sleep(0.01)
                ticks += 1

        tick_task = asyncio.create_task(ticker())
        try:
            jobs = [asyncio.create_task(worker.transcribe_file(spanish_note, lang)) for lang in ("es", "en")]
            await asyncio.sleep(0.05)
            start = time.perf_counter()
            with pytest.raises(AudioTooLong):
                await worker.transcribe_file(two_hour_note, "es")
            refused_in = time.perf_counter() - start
            results = await asyncio.gather(*jobs)
        finally:
            tick_task.cancel()
            worker.close()
        return results, ticks, refused_in

    started = time.perf_counter()
    results, ticks, refused_in = asyncio.run(scenario())
    elapsed = time.perf_counter() - started
    assert [r.language for r in results] == ["es", "en"]
    for r in results:
        assert_well_formed(r)
    assert refused_in < 0.5 * elapsed  # not queued behind the two transcriptions
    assert ticks >= 0.2 * elapsed / 0.01  # blocked, it would tick only before and after the work


def test_worker_reports_bad_files_as_typed_errors(transcriber: Transcriber, text_note: Path) -> None:
    async def scenario() -> None:
        worker = VoiceWorker(transcriber)
        try:
            await worker.transcribe_file(text_note, "es")
        finally:
            worker.close()

    with pytest.raises(UnreadableAudio):
        asyncio.run(scenario())


def test_model_loaded_once_and_shared(toy_config: VoiceConfig) -> None:
    from bot.voice import model as model_module

    model_module.clear_cache()
    try:
        first, second = get_model(toy_config), get_model(toy_config)
        assert first is second and first.backend is Backend.OPENAI_WHISPER and not first.model.training
        assert first.is_multilingual and first.model.dims.n_audio_state == 64
    finally:
        model_module.clear_cache()


def test_thread_count_is_configurable(toy_config: VoiceConfig) -> None:
    before = torch.get_num_threads()
    wanted = 2 if before == 1 else 1
    try:
        load_model(replace(toy_config, threads=wanted))
        assert torch.get_num_threads() == wanted
    finally:
        torch.set_num_threads(before)


def test_int8_model_runs_the_whole_path(toy_config: VoiceConfig, spanish_note: Path) -> None:
    from torch.ao.nn.quantized.dynamic import Linear as DynamicLinear

    engine = load_model(replace(toy_config, int8=True))
    kinds = {type(m) for m in engine.model.modules()}  # whisper.model.Linear is an nn.Linear too
    assert DynamicLinear in kinds and not any(isinstance(m, torch.nn.Linear) for m in engine.model.modules())
    assert_well_formed(Transcriber(engine, toy_config, VOCABULARY).transcribe_file(spanish_note, "es"))


@pytest.mark.parametrize("name", ["no-such-model", "text"])
def test_unloadable_model_is_a_typed_error(name: str, text_note: Path) -> None:
    model = str(text_note) if name == "text" else name
    with pytest.raises(ModelUnavailable) as err:
        load_model(VoiceConfig(model=model))
    assert err.value.code == "voice.model_unavailable"


def test_named_model_without_network_or_cache_is_a_typed_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "base" by name, nothing cached and no way to download it (these machines): a clear error."""

    def offline(*_: object, **__: object) -> None:
        raise URLError("offline")

    monkeypatch.setattr(urllib.request, "urlopen", offline)  # hermetic even where a network exists
    with pytest.raises(ModelUnavailable, match="base"):
        load_model(VoiceConfig(model="base", download_root=str(tmp_path)))


def test_config_from_environment() -> None:
    env = {
        "FLOORCALL_VOICE_MODEL": "/models/base.pt",
        "FLOORCALL_VOICE_THREADS": "2",
        "FLOORCALL_VOICE_MAX_SECONDS": "45",
        "FLOORCALL_VOICE_MAX_TOKENS_PER_WINDOW": "",
        "FLOORCALL_VOICE_INT8": "true",
    }
    config = VoiceConfig.from_env(env)
    assert (config.model, config.threads, config.max_seconds) == ("/models/base.pt", 2, 45.0)
    assert config.max_tokens_per_window is None and config.max_bytes == 20 * 1024 * 1024 and config.int8
