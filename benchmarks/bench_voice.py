"""Where the time of a 5-second voice note goes, with whisper models of the real sizes (random weights: the
same compute as the published ones). Target: under 2.5 s from file to text with ``base`` on 2 cores.

Per size and torch thread count it reports: ffprobe+ffmpeg decoding, one encoder pass (whisper always encodes
a 30 s window), the decoder's fixed cost (prompt, language, first step) and its cost per text token, and the
end-to-end time of the real pipeline (``Transcriber``) for a typical 12-token transcript, with the language
forced (the chat's) and chosen between es/en. Then what would cut it: int8 dynamic quantisation of the linear
layers, and a shorter encoder window (10 s of audio context instead of 30 s).

Run: python benchmarks/bench_voice.py [--sizes tiny,base,small] [--threads 1,2] [--runs 5]

Measured (2 cores with AVX-512, torch 2.13.0+cpu, whisper 20250625; other test suites were running on the same
cores, load average ~2, so these are best-of-5 and medians can be much worse):

    size   threads  decode  encoder  decoder fixed + per token   12 tokens, forced / detected
    tiny   1        127 ms  0.43 s   110 ms + 15.3 ms            0.85 s / 0.90 s
    tiny   2        128 ms  0.23 s    51 ms + 15.1 ms            0.61 s / 0.64 s
    base   1        135 ms  0.98 s   181 ms + 24.7 ms            1.63 s / 1.66 s
    base   2        123 ms  0.51 s    89 ms + 23.0 ms            1.01 s / 1.05 s   <- target 2.5 s: met
    small  1        126 ms  3.80 s   649 ms + 58.8 ms            5.30 s / 5.85 s
    small  2        129 ms  1.94 s   344 ms + 55.9 ms            3.10 s / 3.43 s

Where the time goes with ``base`` on 2 threads: the encoder (always a full 30 s window) is half of it; each
text token costs ~23 ms, of which ~11 ms is the output projection over the 51,865-token vocabulary (a
memory-bound 512x51865 fp32 matmul); ffprobe + ffmpeg are ~125 ms (two process start-ups); choosing es/en
costs ~40 ms because it reuses the encoder pass. A realistic Spanish note of 5 s is 15-25 tokens: ~1.1-1.3 s.
What would cut it:
- both cores for torch (1 -> 2 threads: 1.63 -> 1.01 s); keep other CPU work off the worker meanwhile;
- int8 dynamic quantisation of the linear layers (``VoiceConfig.int8``): base encoder 0.51 -> 0.29 s,
  per token 23 -> 17.8 ms, ~0.68 s in all; small 3.1 -> ~1.75 s. Check accuracy on real weights first;
- the output projection is not an nn.Linear in whisper (it multiplies by the token embedding), so int8 leaves
  it alone; in isolation it takes 10.9 ms fp32, 3.6 ms bf16, 0.4 ms int8 per token on this CPU: quantising it
  too would save another ~10 ms per token (a patch of whisper's TextDecoder, not done);
- a shorter encoder window (10 s of audio context): base encoder 0.51 -> 0.14 s, but the real model was
  trained on 30 s windows and degrades with a truncated one: only with an accuracy check on real notes;
- Telegram states a voice note's duration: checking it before download saves the ffprobe start-up (~60 ms);
- forcing the chat's language saves the ~40 ms of detection.
The first note after start-up also pays nothing extra: ``load_model`` warms the encoder and tokenizer (base:
0.8-1.7 s at start-up, from a local checkpoint).
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
from bot.voice.model import load_model
from bot.voice.transcriber import Transcriber
from bot.voice.whisper_engine import WhisperEngine, quantize_int8

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
    prompt = Transcriber(WhisperEngine(model), VoiceConfig(), VOCABULARY).prompt_for("es")

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
    engine = load_model(config)  # whisper.load_model + warm-up
    model = engine.model
    load_s = time.perf_counter() - start
    audio = decode_audio(note, config)
    decode_s = best_seconds(lambda: decode_audio(note, config), runs)
    mel = whisper.log_mel_spectrogram(whisper.pad_or_trim(torch.from_numpy(audio.samples.copy())))
    with torch.inference_mode():
        encoder_s = best_seconds(lambda: model.encoder(mel.unsqueeze(0)), runs)
        fixed_s, per_token_s = decoder_costs(model, mel, runs)
    transcriber = Transcriber(engine, config, VOCABULARY)
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
