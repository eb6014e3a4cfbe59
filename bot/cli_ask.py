"""``floorcall ask``: one report from the command line, or JSON lines from standard input (--jsonl)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from bot.ask import answer
from bot.cli import EXIT_OK, UsageError
from bot.usage_messages import bad_argument_message
from bot.venues import UnknownVenue
from locales.corpus import UnknownEdition
from locales.messages import DEFAULT_LANG, message


def run_ask(args: argparse.Namespace) -> int:
    if args.jsonl:
        return run_jsonl(sys.stdin, sys.stdout, args)
    if args.audio is not None:
        if args.text is not None:
            raise UsageError(message(args.lang or DEFAULT_LANG, "voice.audio_with_text"))
        from bot.cli_voice import run_ask_audio  # torch and whisper only for recordings

        return run_ask_audio(args)
    if args.text is None:
        raise UsageError(message(args.lang or DEFAULT_LANG, "cli.ask_needs_text"))
    try:
        done = answer(args.text, venue=args.venue, edition=args.edition, lang=args.lang)
    except (UnknownVenue, UnknownEdition) as exc:
        raise UsageError(bad_argument_message(args.lang, exc)) from None
    if args.json:
        print(json.dumps(done.result, ensure_ascii=False))
    else:
        print(done.result["reply"])
    return EXIT_OK


def _line_result(line: str, defaults: argparse.Namespace) -> dict[str, Any]:
    """One JSONL line -> one result; a malformed line gets an error object, never stops the stream."""
    try:
        request = json.loads(line)
        if not isinstance(request, dict) or not isinstance(request.get("text"), str):
            raise ValueError("expected an object with a string 'text'")
    except ValueError as exc:
        return {"intent": "unclear", "error": "bad_request", "detail": str(exc)[:200]}
    lang = request.get("lang") if request.get("lang") in ("es", "en") else defaults.lang
    try:
        return answer(
            request["text"],
            venue=request.get("venue") or defaults.venue,
            edition=request.get("edition") or defaults.edition,
            lang=lang,
        ).result
    except (UnknownVenue, UnknownEdition) as exc:
        return {"intent": "unclear", "error": "bad_argument", "detail": bad_argument_message(lang, exc)}


def run_jsonl(source: TextIO, sink: TextIO, defaults: argparse.Namespace) -> int:
    for line in source:
        if line.strip():
            sink.write(json.dumps(_line_result(line, defaults), ensure_ascii=False) + "\n")
    sink.flush()
    return EXIT_OK
