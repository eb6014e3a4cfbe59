"""``floorcall ask``: one report from the command line, or JSON lines from standard input (--jsonl)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from bot.ask import answer
from bot.cli.bad_arguments import bad_argument_message
from bot.cli.collector import paused_once
from bot.cli.errors import EXIT_OK, EXIT_USAGE, UsageError
from bot.venues import UnknownVenue
from locales.corpus import UnknownEdition
from locales.languages import LANGS
from locales.messages import DEFAULT_LANG, message


def run_ask(args: argparse.Namespace) -> int:
    if args.jsonl:
        return run_jsonl(sys.stdin, sys.stdout, args)
    if args.audio is not None:
        if args.text is not None:
            raise UsageError(message(args.lang or DEFAULT_LANG, "voice.audio_with_text"))
        from bot.cli.voice import run_ask_audio  # torch and whisper only for recordings

        return run_ask_audio(args)
    if args.text is None:
        raise UsageError(message(args.lang or DEFAULT_LANG, "cli.ask_needs_text"))
    try:
        with paused_once("report"):
            done = answer(args.text, venue=args.venue, edition=args.edition, lang=args.lang)
    except (UnknownVenue, UnknownEdition) as exc:
        raise UsageError(bad_argument_message(args.lang, exc)) from None
    if args.json:
        print(json.dumps(done.result, ensure_ascii=False))
    elif done.refused:
        raise UsageError(done.result["reply"])
    else:
        print(done.result["reply"])
    return EXIT_USAGE if done.refused else EXIT_OK


def _error(code: str, detail: str) -> dict[str, Any]:
    return {"intent": "unclear", "error": code, "detail": detail[:200]}


def _request(line: str) -> dict[str, Any]:
    """One JSONL line as a request, or ValueError saying what is wrong with it."""
    if not line.strip():
        raise ValueError("empty line")
    try:
        request = json.loads(line)
    except RecursionError:  # nesting deeper than the decoder goes
        raise ValueError("nested too deeply") from None
    if not isinstance(request, dict) or not isinstance(request.get("text"), str):
        raise ValueError("expected an object with a string 'text'")
    for key in ("venue", "edition"):
        if not isinstance(request.get(key) or "", str):
            raise ValueError(f"'{key}' must be a string")
    if request.get("lang") is not None and request["lang"] not in LANGS:
        raise ValueError(f"'lang' must be one of {', '.join(LANGS)}")
    return request


def _or_default(value: str | None, default: str | None) -> str | None:
    """A field the line leaves out (or sets to null) takes the command line's value; "" is a value."""
    return default if value is None else value


def _line_result(line: str, defaults: argparse.Namespace) -> dict[str, Any]:
    """One JSONL line -> one result; a bad line gets an error object and never stops the stream."""
    try:
        request = _request(line)
    except ValueError as exc:
        return _error("bad_request", str(exc))
    lang, venue, edition = (
        _or_default(request.get(key), getattr(defaults, key)) for key in ("lang", "venue", "edition")
    )
    try:
        return answer(request["text"], venue=venue, edition=edition, lang=lang).result
    except (UnknownVenue, UnknownEdition) as exc:
        return _error("bad_argument", bad_argument_message(lang, exc))
    except Exception as exc:  # an internal fault on one line: said on that line, the stream goes on
        return _error("internal_error", type(exc).__name__)


# `json.dumps(..., ensure_ascii=False)` builds this encoder anew for every line it writes. A result is a tree
# of fresh dicts and lists, never a cycle: the encoder's check for one (an id kept per container) costs each
# line about a third of its encoding.
_LINE_ENCODER = json.JSONEncoder(ensure_ascii=False, check_circular=False)


def run_jsonl(source: TextIO, sink: TextIO, defaults: argparse.Namespace) -> int:
    for line in source:
        with paused_once("report"):
            result = _line_result(line, defaults)
        sink.write(_LINE_ENCODER.encode(result) + "\n")
    sink.flush()
    return EXIT_OK
