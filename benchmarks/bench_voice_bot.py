"""A 5-second voice note end to end through the bot: update queued at the fake Bot API -> the bot's reply
("🎙️ «…»" and the ruling) arriving there. Real Application, getFile download, ffprobe + ffmpeg, whisper of the
real size with random weights (the same compute as the published checkpoints), correction, ruling, audit row.

Random weights never emit end-of-text, so each note would decode whisper's maximum of 224 tokens: the decoder
is capped (``max_tokens_per_window``) at a realistic count instead. A 5 s Spanish report is 15-25 tokens; the
run uses 20, and once more with 10 to split the decoder's time into a fixed part (prompt, first step) and a
cost per token. Stage times come from the audit row the bot wrote (what production logs too).

Run: python benchmarks/bench_voice_bot.py [--size base] [--threads 2] [--notes 5] [--prompt-tokens 64]
     [--int8]
Target (issue 7): the reply to a 5 s note in under 2.5 s with ``base``.

Measured (2 cores, torch 2.13.0+cpu, load average ~1.2 from other work; medians of 5 notes, ms):

    base, threads  decode  encoder  decoder (20 tokens)  correct+rule  rest  update -> reply
    2              135     573      641                  1             10    1.36 s   <- target met
    2, prompt<=24  137     570      588                  1             10    1.32 s
    2, int8        140     395      544                  1             9     1.09 s
    1              136     1047     748                  1             14    1.97 s

The decoder's split (fixed vs per token, from the 10- and 20-token runs) is noisy from run to run: about
85-300 ms fixed (the vocabulary prompt, the cross-attention keys of 1,500 audio frames, the first step)
and 18-26 ms per token. A text report from another chat sent during a transcription was answered in 8-15 ms:
whisper's thread does not hold the event loop. Where the time goes: the encoder (always a full 30 s window)
~42%, the decoder ~47% (per-token cost dominated by the 51,865-word output projection), ffprobe+ffmpeg ~10%,
everything the bot does around it (download, audit, reply) under 1%. What would cut it: int8 (-20%; check
accuracy on real weights first), both cores for torch (1 -> 2 threads: -30%), a shorter prompt (~-50 ms),
skipping ffprobe when Telegram states the duration (~60 ms), a shorter encoder window (accuracy risk).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.config import BotConfig  # noqa: E402
from bot.storage import Role, open_store  # noqa: E402
from bot.telegram.app import ALLOWED_UPDATES, build_application  # noqa: E402
from bot.telegram.voice import VoiceHandler  # noqa: E402
from bot.voice import synthetic  # noqa: E402
from bot.voice.config import VoiceConfig  # noqa: E402
from tests.support.fake_bot_api import FakeBotApi  # noqa: E402

NOTE_TEXT = "Ciegas doscientos cincuenta quinientos. El de UTG sube a mil cien. ¿Es call o raise?"
TEXT_REPORT = (
    "Ciegas 250-500. El de UTG sube a 1.100 y el siguiente tira callado una de mil y una de quinientos."
)
NOTE_SECONDS = 5.0
TARGET_SECONDS = 2.5
STAGES = ("voice_decode", "voice_encoder", "voice_decoder", "voice_correct", "total", "voice_total")


async def run_notes(
    api: FakeBotApi, config: BotConfig, voice: VoiceHandler, note: bytes, notes: int
) -> tuple[float, list[float], list[dict[str, float]], list[float]]:
    """Start-up load time, end-to-end times and the audit timings of ``notes`` notes (after one warm-up), and
    how long a text report from another chat, sent while each note is transcribed, waited for its reply."""
    store = open_store(config.database)
    room = store.create_room("Bench")
    app = build_application(config, store, voice)
    async with app:
        started = time.perf_counter()
        await app.post_init(app)
        await voice.worker()  # the model loaded and warmed in a thread at start-up
        load_s = time.perf_counter() - started
        await app.start()
        await app.updater.start_polling(poll_interval=0, timeout=5, allowed_updates=ALLOWED_UPDATES)
        totals, texts = [], []
        for i in range(notes + 1):
            dealer = 40_000 + i
            store.register_chat(dealer, "es", Role.DEALER, room.id, 1)
            file_id = api.add_file(note, "voice/file.oga")
            voice_json = {"file_id": file_id, "file_unique_id": f"u{file_id}", "duration": int(NOTE_SECONDS)}
            queued = time.monotonic()
            api.inject_message(dealer, voice=voice_json | {"mime_type": "audio/ogg", "file_size": len(note)})
            await asyncio.sleep(0.4)  # the note is in whisper now
            player = 50_000 + i
            store.register_chat(player, "es", Role.PLAYER, room.id)
            sent_text = time.monotonic()
            api.inject_message(player, TEXT_REPORT)
            # A report may get more than one message (the ruling, then a question): the first counts.
            answered = (await api.wait_for_async("sendMessage", chat_id=player, timeout=120))[0]
            reply = (await api.wait_for_async("sendMessage", chat_id=dealer, timeout=120))[0]
            assert answered.at < reply.at, "the text report waited for the voice note"
            assert reply.params["text"].startswith("🎙️ «"), reply.params["text"][:200]
            if i:  # the first note after start-up is reported apart by bench_voice.py; here it warms caches
                totals.append(reply.at - queued)
                texts.append(answered.at - sent_text)
        await app.updater.stop()
        await app.stop()
    audit = [e.timings for e in store.list_audit() if e.transcript][1:]
    store.close()
    voice.close()
    return load_s, totals, audit, texts


def bench_config(api: FakeBotApi, database: Path, **voice: object) -> BotConfig:
    """The bot's settings for a benchmark run against ``api``, voice on, with the ``voice_*`` fields given."""
    return BotConfig(
        token=api.token,
        database=str(database),
        base_url=api.base_url,
        base_file_url=api.base_file_url,
        voice_enabled=True,
        **voice,
    )


def median_ms(rows: list[dict[str, float]], key: str) -> float:
    return statistics.median(r[key] for r in rows)


async def run(size: str, threads: int, notes: int, prompt_tokens: int, int8: bool) -> None:
    with tempfile.TemporaryDirectory() as tmp, FakeBotApi() as api:
        folder = Path(tmp)
        checkpoint = synthetic.write_random_checkpoint(size, folder / f"{size}.pt")
        note = synthetic.write_spoken_note(NOTE_TEXT, "es", folder / "note.ogg", NOTE_SECONDS).read_bytes()
        results = {}
        for tokens in (20, 10):
            config = bench_config(
                api,
                folder / f"bench-{tokens}.sqlite3",
                voice_model=str(checkpoint),
                voice_threads=threads,
                voice_int8=int8,
            )
            voice_config = replace(
                config.voice_config(), max_tokens_per_window=tokens, prompt_max_tokens=prompt_tokens
            )
            voice = VoiceHandler(voice_config)
            results[tokens] = await run_notes(api, config, voice, note, notes)
        assert api.violations == [], api.violations
    load_s, totals, audit, texts = results[20]
    per_token = (median_ms(audit, "voice_decoder") - median_ms(results[10][2], "voice_decoder")) / 10
    fixed = median_ms(audit, "voice_decoder") - 20 * per_token
    end_to_end = statistics.median(totals)
    print(
        f"whisper {size} (random weights), {threads} torch threads, {notes} notes of {NOTE_SECONDS:g} s, "
        f"vocabulary prompt <= {prompt_tokens} tokens{', int8 linear layers' if int8 else ''}"
    )
    print(f"model load + warm-up at start-up: {load_s:.2f} s (off the event loop)")
    m = {key: median_ms(audit, key) for key in STAGES}
    print(
        f"decode (ffprobe+ffmpeg) {m['voice_decode']:.0f} ms | encoder {m['voice_encoder']:.0f} ms | "
        f"decoder {m['voice_decoder']:.0f} ms = {fixed:.0f} ms fixed + 20 x {per_token:.1f} ms | "
        f"correct {m['voice_correct']:.1f} ms | parse+rule {m['total']:.1f} ms"
    )
    rest = end_to_end * 1000 - m["voice_total"] - m["total"]
    print(f"download, chat action, audit, reply and polling: {rest:.0f} ms")
    print(
        "a text report from another chat during a transcription: "
        f"median {statistics.median(texts) * 1000:.0f} ms, max {max(texts) * 1000:.0f} ms"
    )
    verdict = "met" if end_to_end < TARGET_SECONDS else "MISSED"
    print(
        f"update to reply: median {end_to_end:.2f} s, max {max(totals):.2f} s "
        f"(target < {TARGET_SECONDS} s: {verdict})"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", default="base", choices=["tiny", "base", "small"])
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--notes", type=int, default=5)
    parser.add_argument("--prompt-tokens", type=int, default=VoiceConfig.prompt_max_tokens)
    parser.add_argument("--int8", action="store_true", help="int8 dynamic quantisation (VoiceConfig.int8)")
    args = parser.parse_args()
    asyncio.run(run(args.size, args.threads, args.notes, args.prompt_tokens, args.int8))


if __name__ == "__main__":
    main()
