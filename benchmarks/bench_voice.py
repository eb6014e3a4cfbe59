"""Where the time of a 5-second voice note goes, with whisper models of the real sizes (random weights: the
same compute as the published ones). Target: under 2.5 s from file to text with ``base`` on 2 cores.

Per size and torch thread count it reports: ffprobe+ffmpeg decoding, one encoder pass (whisper always encodes
a 30 s window), the decoder's fixed cost (prompt, language, first step) and its cost per text token, and the
end-to-end time of the real pipeline (``Transcriber``) for a typical 12-token transcript, with the language
forced (the chat's) and chosen between es/en. Then what would cut it: int8 dynamic quantisation of the linear
layers, and a shorter encoder window (10 s of audio context instead of 30 s).

Run: python benchmarks/bench_voice.py [--sizes tiny,base,small] [--threads 1,2] [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import torch
import whisper

from bot.voice import synthetic
from bot.voice.config import VoiceConfig
from bot.voice.decode import decode_audio
from bot.voice.model import load_model, quantize_int8
from bot.voice.transcriber import Transcriber

NOTE_TEXT = "Ciegas doscientos cincuenta quinientos. El de UTG sube a mil cien. ¿Es call o raise?"
VOCABULARY = {
    "es": [
        "ciega grande",
        "ciega pequeña",
        "resubida",
        "all-in",
        "call",
        "raise",
        "check",
        "fold",
        "bote",
        "ficha",
        "apuesta",
        "mil",
        "quinientos",
        "UTG",
        "botón",
        "floor",
    ],
}  # fmt: skip  (about 40 prompt tokens, like the lexicon's will be)
TYPICAL_TOKENS = 12


def best_seconds(fn: Callable[[], object], runs: int) -> float:
    """The fastest of ``runs``: other work on a shared machine only ever adds time."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def spread(times: list[float]) -> str:
    return f"{min(times):4.2f}/{statistics.median(times):4.2f}s"


def decoder_costs(model, mel: torch.Tensor, runs: int) -> tuple[float, float]:
    """(fixed, per token) seconds of greedy decoding, from two lengths: random weights never stop early."""
    features = model.encoder(mel.unsqueeze(0))
    prompt = Transcriber(model, VoiceConfig(), VOCABULARY).prompt_for("es")

    def decode(n: int) -> float:
        opts = whisper.DecodingOptions(
            language="es", fp16=False, without_timestamps=True, prompt=prompt, sample_len=n
        )
        result = whisper.decode(model, features, opts)[0]
        assert len(result.tokens) == n, "the random model stopped early"
        return best_seconds(lambda: whisper.decode(model, features, opts), runs)

    short, long = 4, 36
    t_short, t_long = decode(short), decode(long)
    per_token = (t_long - t_short) / (long - short)
    return t_short - short * per_token, per_token


def bench_size(size: str, threads: int, note: Path, workdir: Path, runs: int) -> None:
    torch.set_num_threads(threads)
    checkpoint = synthetic.write_random_checkpoint(size, workdir / f"{size}.pt")
    config = VoiceConfig(model=str(checkpoint), threads=threads, max_tokens_per_window=TYPICAL_TOKENS)
    start = time.perf_counter()
    model = load_model(config)  # whisper.load_model + warm-up
    load_s = time.perf_counter() - start
    audio = decode_audio(note, config)
    decode_s = best_seconds(lambda: decode_audio(note, config), runs)
    mel = whisper.log_mel_spectrogram(whisper.pad_or_trim(torch.from_numpy(audio.samples.copy())))
    with torch.inference_mode():
        encoder_s = best_seconds(lambda: model.encoder(mel.unsqueeze(0)), runs)
        fixed_s, per_token_s = decoder_costs(model, mel, runs)
    transcriber = Transcriber(model, config, VOCABULARY)
    forced = [transcriber.transcribe_file(note, "es") for _ in range(runs)]
    detected = [transcriber.transcribe_file(note) for _ in range(runs)]
    assert all(r.tokens == TYPICAL_TOKENS for r in forced + detected)
    e2e_forced = [r.timings.total_seconds for r in forced]
    e2e_detected = [r.timings.total_seconds for r in detected]
    print(
        f"{size:6s} thr={threads} load {load_s:5.2f}s | decode {decode_s * 1000:4.0f}ms"
        f"  encoder {encoder_s:5.2f}s"
        f"  decoder {fixed_s * 1000:4.0f}ms + {per_token_s * 1000:5.1f}ms/token"
        f" | 12 tokens end to end (best/median): forced {spread(e2e_forced)}  detected {spread(e2e_detected)}"
    )
    with torch.inference_mode():
        q = quantize_int8(model)
        q_encoder_s = best_seconds(lambda: q.encoder(mel.unsqueeze(0)), runs)
        q_fixed_s, q_per_token_s = decoder_costs(q, mel, runs)
        short = synthetic.random_model(synthetic.dimensions(size, n_audio_ctx=500))  # 10 s of audio context
        short_mel = mel[:, :1000]
        short_encoder_s = best_seconds(lambda: short.encoder(short_mel.unsqueeze(0)), runs)
    q_total = decode_s + q_encoder_s + q_fixed_s + TYPICAL_TOKENS * q_per_token_s
    print(
        f"{'':6s}       int8: encoder {q_encoder_s:5.2f}s  decoder {q_fixed_s * 1000:4.0f}ms"
        f" + {q_per_token_s * 1000:5.1f}ms/token -> ~{q_total:4.2f}s forced"
        f" | 10 s window: encoder {short_encoder_s:5.2f}s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="tiny,base,small")
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        note = synthetic.write_spoken_note(NOTE_TEXT, "es", workdir / "note.ogg", seconds=5.0)
        print(
            f"5 s OGG/Opus note; torch {torch.__version__}, {torch.get_num_threads()} threads by default;"
            f" load average {os.getloadavg()[0]:.2f} (other processes share these cores)"
        )
        for size in args.sizes.split(","):
            for threads in (int(t) for t in args.threads.split(",")):
                bench_size(size, threads, note, workdir, args.runs)
        print(f"load average at the end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
