"""How a room's own voice notes survive speech recognition: ``python -m bot.voice.room_check FOLDER``.

Each recording in FOLDER (a voice note, audio or video file) sits beside a ``.txt`` file of the same name with
the words spoken. Each text is ruled as typed; each recording goes through the whole voice path (the model of
``FLOORCALL_VOICE_MODEL`` or ``--model``) and is ruled too. Printed: per note, whether the ruling was kept and
the word error rate (words substituted, dropped or added over the words spoken) as heard and after correction;
then the retention (rulings kept from voice / rulings given as text) and the overall word error rates. This is
how a room measures a language or a model we cannot measure here (no real Spanish weights on our machines).
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
from dataclasses import dataclass, replace
from pathlib import Path

from rapidfuzz.distance import Levenshtein

from bot.ask import answer
from bot.voice.config import VoiceConfig
from bot.voice.pipeline import VoiceAnswer, answer_voice, start_worker
from locales.messages import DEFAULT_LANG, message
from parser.normalize import fold

AUDIO_SUFFIXES = frozenset({".ogg", ".oga", ".opus", ".mp3", ".m4a", ".wav", ".mp4", ".webm"})
_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class NoteCheck:
    name: str
    ruled_as_text: bool  # the text gives a ruling (else the note does not count for retention)
    kept: bool  # the voice gives the same ruling
    words: int  # words spoken
    errors_heard: int  # word edits from what was spoken to the raw transcript
    errors_corrected: int  # ... to the corrected text
    transcript: str


@dataclass(frozen=True)
class RoomCheck:
    notes: tuple[NoteCheck, ...]

    @property
    def retention(self) -> float:
        ruled = [n for n in self.notes if n.ruled_as_text]
        return sum(n.kept for n in ruled) / len(ruled) if ruled else 0.0

    def word_error_rate(self, corrected: bool) -> float:
        words = sum(n.words for n in self.notes) or 1
        return sum(n.errors_corrected if corrected else n.errors_heard for n in self.notes) / words


def word_edits(spoken: str, heard: str) -> int:
    """Words substituted, dropped or added (case, accents and punctuation aside)."""
    return Levenshtein.distance(_words(spoken), _words(heard))


def check_note(text: str, done: VoiceAnswer, lang: str, name: str) -> NoteCheck:
    as_text = answer(text, lang=lang).result
    ruled = as_text.get("intent") == "ruling" and as_text.get("ruling") is not None
    heard = done.heard
    transcript = heard.transcript.text if heard.transcript else ""
    kept = ruled and done.answer is not None and done.answer.result.get("ruling") == as_text["ruling"]
    return NoteCheck(
        name,
        ruled,
        kept,
        len(_words(text)),
        word_edits(text, transcript),
        word_edits(text, heard.text),
        transcript,
    )


def pairs(folder: Path) -> list[tuple[Path, str]]:
    """(recording, words spoken) for every recording with its text beside it, by name."""
    found = []
    for audio in sorted(folder.iterdir()):
        text = audio.with_suffix(".txt")
        if audio.suffix.lower() in AUDIO_SUFFIXES and text.is_file():
            found.append((audio, text.read_text(encoding="utf-8").strip()))
    return found


async def check_folder(folder: Path, config: VoiceConfig, lang: str) -> RoomCheck:
    worker = start_worker(config)
    try:
        checks = []
        for audio, text in pairs(folder):
            done = await answer_voice(worker, audio, chat_lang=lang)
            checks.append(check_note(text, done, lang, audio.name))
        return RoomCheck(tuple(checks))
    finally:
        worker.close()


def report(check: RoomCheck, lang: str) -> list[str]:
    lines = []
    for note in check.notes:
        verdict_key = "kept" if note.kept else ("lost" if note.ruled_as_text else "no_ruling")
        lines.append(
            message(
                lang,
                "voice.check.note",
                note=note.name,
                verdict=message(lang, f"voice.check.{verdict_key}"),
                wer=_percent(note.errors_heard / max(note.words, 1)),
                wer_corrected=_percent(note.errors_corrected / max(note.words, 1)),
                transcript=note.transcript,
            )
        )
    ruled = [n for n in check.notes if n.ruled_as_text]
    lines.append(
        message(
            lang,
            "voice.check.summary",
            notes=len(check.notes),
            kept=sum(n.kept for n in ruled),
            ruled=len(ruled),
            retention=_percent(check.retention),
            wer=_percent(check.word_error_rate(corrected=False)),
            wer_corrected=_percent(check.word_error_rate(corrected=True)),
        )
    )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot.voice.room_check", description=__doc__.splitlines()[0]
    )
    parser.add_argument("folder", type=Path)
    parser.add_argument("--lang", choices=("es", "en"), default=DEFAULT_LANG, help="the notes' language")
    parser.add_argument("--model", default=None, help="as in floorcall transcribe --model")
    args = parser.parse_args(argv)
    if not args.folder.is_dir() or not pairs(args.folder):
        print(message(args.lang, "voice.check.no_notes", folder=args.folder), file=sys.stderr)
        return 2
    config = VoiceConfig.from_env()
    if args.model:
        config = replace(config, model=args.model)
    check = asyncio.run(check_folder(args.folder, config, args.lang))
    print("\n".join(report(check, args.lang)))
    return 0


def _words(text: str) -> list[str]:
    return _WORD.findall(fold(text))


def _percent(share: float) -> str:
    return f"{share * 100:.0f}"


if __name__ == "__main__":
    sys.exit(main())
