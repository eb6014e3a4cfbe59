"""``floorcall transcribe FILE`` and ``floorcall ask --audio FILE``: a recording through the voice pipeline
(``bot.voice.pipeline``), the same one the Telegram bot uses.

Exit codes: 0 when the note was heard (a silent note included: the reply says so), 2 for what the user can
fix (a missing, empty, corrupt or too long file; a model that cannot load; ffmpeg missing), 1 when decoding
timed out.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.cli import EXIT_FAULT, EXIT_OK, EXIT_USAGE, UsageError
from bot.voice.config import VoiceConfig
from bot.voice.errors import DecodeTimeout, ModelUnavailable, VoiceError
from locales.messages import DEFAULT_LANG, message

if TYPE_CHECKING:
    from bot.voice.pipeline import Heard, VoiceAnswer


def run_transcribe(args: argparse.Namespace) -> int:
    from bot.voice.pipeline import hear

    heard: Heard = _run(args, lambda worker: hear(worker, args.file, args.lang))
    if heard.error is None and heard.corrected is not None and not args.json:
        print(heard.text)
    return _finish(args, heard, heard.to_json())


def run_ask_audio(args: argparse.Namespace) -> int:
    from bot.cli.bad_arguments import bad_argument_message
    from bot.venues import UnknownVenue
    from bot.voice.pipeline import answer_voice
    from locales.corpus import UnknownEdition

    try:
        done: VoiceAnswer = _run(
            args,
            lambda worker: answer_voice(
                worker, args.audio, chat_lang=args.lang, venue=args.venue, edition=args.edition
            ),
        )
    except (UnknownVenue, UnknownEdition) as exc:
        raise UsageError(bad_argument_message(args.lang, exc)) from None
    if done.heard.error is None and not args.json:
        print(done.reply)
    return _finish(args, done.heard, done.to_json())


def _run(args: argparse.Namespace, job: Any) -> Any:
    """``job(worker)`` on a freshly started worker; the worker thread is always shut down."""
    from bot.voice.pipeline import start_worker

    path = Path(args.audio if args.command == "ask" else args.file)
    if not path.is_file():
        raise UsageError(message(args.lang or DEFAULT_LANG, "voice.no_file", file=path))
    config = VoiceConfig.from_env()
    if getattr(args, "model", None):
        config = replace(config, model=args.model)
    try:
        worker = start_worker(config)
    except ModelUnavailable:
        raise UsageError(message(args.lang or DEFAULT_LANG, "voice.model_unavailable")) from None
    try:
        return asyncio.run(job(worker))
    finally:
        worker.close()


def _finish(args: argparse.Namespace, heard: Heard, result: dict[str, Any]) -> int:
    """Print the JSON result or the failure/skip text, and choose the exit code."""
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    if heard.error is not None:
        if not args.json:
            print(heard.notice(), file=sys.stderr)
        return _exit_code(heard.error)
    if heard.corrected is None and not args.json and args.command == "transcribe":
        print(heard.notice())  # silence: say so (ask prints it as its reply)
    return EXIT_OK


def _exit_code(error: VoiceError) -> int:
    return EXIT_FAULT if isinstance(error, DecodeTimeout) else EXIT_USAGE
