"""Transcription of a decoded voice note by a ``SpeechEngine`` (openai-whisper or CTranslate2), and a worker
that runs it off the asyncio event loop.

Each 30-second window of audio is encoded once; the same encoder output serves the es/en language choice and
the text decoding (``whisper.transcribe`` would encode the first window twice when the language is detected,
and could not tell encoder time from decoder time). The options are those of issue 7: temperature 0 with
no fallback (greedy, or a beam when ``beam_size`` > 1), and no conditioning on previous text: every window
gets the vocabulary prompt and nothing else; the text is capped by the window's length.
"""

from __future__ import annotations

import asyncio
import math
import os
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import numpy as np

from bot.voice.config import VoiceConfig
from bot.voice.decode import SAMPLE_RATE, DecodedAudio, decode_audio
from bot.voice.engine import DecodeRequest, SpeechEngine
from bot.voice.prompt import build_example_prompt, build_initial_prompt
from bot.voice.silence import HallucinationFilter, check_speech, frame_levels_db
from parser.transcript import whisper_example

LANGUAGES = ("es", "en")
WINDOW_SECONDS = 30  # whisper's fixed input length
CUT_SEARCH_SECONDS = 5  # a longer note is cut at its quietest frame within the last 5 s of a window
_SPARE_TOKENS = 8  # above the per-second cap: a very short note still gets a few tokens


@dataclass(frozen=True)
class Timings:
    decode_seconds: float  # ffprobe + ffmpeg
    speech_check_seconds: float
    encoder_seconds: float
    decoder_seconds: float  # language choice + text tokens (prompt included)
    total_seconds: float  # from the start of decoding to the text (time queued for the worker excluded)


@dataclass(frozen=True)
class Transcript:
    text: str  # after the hallucination filter; "" when nothing was said
    language: str | None  # "es" or "en"; None only when skipped before whisper without a forced language
    audio_seconds: float
    skipped: str | None  # why the text is empty: "silence" (no whisper call), "no_speech", "hallucination"
    no_speech_probs: tuple[float, ...]  # whisper's per window
    tokens: int  # text tokens decoded, all windows
    timings: Timings
    raw_text: str = ""  # what whisper said before the filter (for the audit log)
    language_probs: Mapping[str, float] = field(default_factory=dict)  # es/en renormalised, when detected


class Transcriber:
    """Synchronous pipeline around a loaded model. One instance per model; not for concurrent use (whisper
    hangs its kv-cache hooks on the shared model while it decodes): ``VoiceWorker`` serialises the calls."""

    def __init__(
        self,
        engine: SpeechEngine,
        config: VoiceConfig,
        vocabulary: Mapping[str, Sequence[str]] | None = None,
        hallucinations: HallucinationFilter | None = None,
    ) -> None:
        self.engine = engine
        self.config = config
        self._prompts = {
            lang: self._initial_prompt(lang, words)
            for lang, words in (vocabulary or {}).items()
            if lang in LANGUAGES
        }
        self._hallucinations = hallucinations or HallucinationFilter.from_locales()

    def prompt_for(self, language: str) -> str | None:
        """The initial prompt used for ``language`` (the vocabulary cut to the token budget)."""
        return self._prompts.get(language)

    def transcribe_file(
        self, path: str | os.PathLike[str], language: str | None = None, stated_seconds: float | None = None
    ) -> Transcript:
        return self.transcribe_audio(decode_audio(path, self.config, stated_seconds), language)

    def transcribe_audio(self, audio: DecodedAudio, language: str | None = None) -> Transcript:
        """``language`` is the chat's ("es"/"en") to force it, or None to choose between es and en."""
        if language is not None and language not in LANGUAGES:
            raise ValueError(f"language must be one of {LANGUAGES} or None, not {language!r}")
        start = time.perf_counter()
        speech = check_speech(audio.samples, self.config.silence)
        check_seconds = time.perf_counter() - start
        if not speech.has_speech:
            timings = Timings(
                audio.decode_seconds, check_seconds, 0.0, 0.0, audio.decode_seconds + check_seconds
            )
            return Transcript("", language, audio.seconds, "silence", (), 0, timings)
        return self._run_model(audio, language, start, check_seconds)

    def _run_model(self, audio: DecodedAudio, forced: str | None, start: float, check_s: float) -> Transcript:
        encoder_s = decoder_s = 0.0
        texts: list[str] = []
        no_speech: list[float] = []
        tokens = 0
        language, probs = (forced if self.engine.is_multilingual else "en"), {}
        for lo, hi in window_bounds(audio.samples, self.config.silence.frame_seconds):
            t0 = time.perf_counter()
            features = self.engine.encode(audio.samples[lo:hi])
            t1 = time.perf_counter()
            if language is None:  # chosen on the first window, kept for the others
                language, probs = self._choose_language(features)
            result = self.engine.decode(features, self._request(language, (hi - lo) / SAMPLE_RATE))
            encoder_s, decoder_s = encoder_s + t1 - t0, decoder_s + time.perf_counter() - t1
            no_speech.append(result.no_speech_prob)
            tokens += result.tokens
            if not self._is_silent_window(result.no_speech_prob, result.avg_logprob):
                texts.append(result.text)
        raw = " ".join(t for t in texts if t)
        text = self._hallucinations.clean(raw)
        skipped = None if text else ("hallucination" if raw else "no_speech")  # no_speech: nothing kept
        total = audio.decode_seconds + time.perf_counter() - start
        timings = Timings(audio.decode_seconds, check_s, encoder_s, decoder_s, total)
        return Transcript(
            text, language, audio.seconds, skipped, tuple(no_speech), tokens, timings, raw, probs
        )

    def _choose_language(self, features: object) -> tuple[str, dict[str, float]]:
        """The likelier of es/en by the model's own language probabilities (never a third language)."""
        all_probs = self.engine.language_probs(features)
        es, en = all_probs.get("es", 0.0), all_probs.get("en", 0.0)
        total = (es + en) or 1.0
        return ("es" if es >= en else "en"), {"es": es / total, "en": en / total}

    def _request(self, language: str, seconds: float) -> DecodeRequest:
        cap = math.ceil(seconds * self.config.max_tokens_per_second) + _SPARE_TOKENS
        if self.config.max_tokens_per_window is not None:
            cap = min(cap, self.config.max_tokens_per_window)
        beam = self.config.beam_size or self.engine.default_beam_size
        return DecodeRequest(language, self.prompt_for(language), cap, beam)

    def _is_silent_window(self, no_speech_prob: float, avg_logprob: float) -> bool:
        """whisper's own rule: likely no speech, unless the text it found is confident anyway."""
        return (
            no_speech_prob > self.config.no_speech_threshold and avg_logprob <= self.config.logprob_threshold
        )

    def _initial_prompt(self, lang: str, words: Sequence[str]) -> str | None:
        hotwords = (self.config.hotwords or "").split(",")
        budget, count = self.config.prompt_max_tokens, self.engine.count_tokens
        example = whisper_example(lang) if self.config.example_prompt else None
        if example:
            return build_example_prompt(hotwords, example, count, budget)
        return build_initial_prompt([*hotwords, *words], count, budget)


def window_bounds(samples: np.ndarray, frame_seconds: float) -> list[tuple[int, int]]:
    """Sample ranges of at most 30 s covering ``samples``; a cut falls on the quietest frame of the last
    five seconds of a window, so that it rarely splits a word."""
    window = WINDOW_SECONDS * SAMPLE_RATE
    frame = max(1, round(frame_seconds * SAMPLE_RATE))
    bounds, start = [], 0
    while len(samples) - start > window:
        search_lo = start + window - CUT_SEARCH_SECONDS * SAMPLE_RATE
        levels = frame_levels_db(samples[search_lo : start + window], frame_seconds)
        cut = search_lo + int(np.argmin(levels)) * frame
        bounds.append((start, cut))
        start = cut
    bounds.append((start, len(samples)))
    return bounds


class VoiceWorker:
    """Runs a ``Transcriber`` on one dedicated thread so that the bot's event loop never waits for whisper.

    Why a thread and not a process: the model (about 290 MB for ``base``) is loaded once and stays warm in
    this process, with no copy, no second warm-up and no audio pickled across; torch releases the GIL inside
    its kernels and does its own multi-core work, so the loop keeps serving other chats while a note is
    transcribed. Exactly one thread, because whisper's decoder hooks its kv-cache onto the shared model: two
    decodes at once would corrupt each other, and a one-thread pool is the queue that prevents it.
    ffmpeg runs outside that queue (``asyncio.to_thread``), so a bad or too-long file is refused at once even
    while another note is being transcribed. Past one machine, the same ``Transcriber`` runs in the design's
    job-queue workers instead.
    """

    def __init__(self, transcriber: Transcriber) -> None:
        self.transcriber = transcriber
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="whisper")

    async def transcribe_file(
        self, path: str | os.PathLike[str], language: str | None = None, stated_seconds: float | None = None
    ) -> Transcript:
        audio = await asyncio.to_thread(decode_audio, path, self.transcriber.config, stated_seconds)
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, self.transcriber.transcribe_audio, audio, language)

    def close(self) -> None:
        self._executor.shutdown(wait=True, cancel_futures=True)
