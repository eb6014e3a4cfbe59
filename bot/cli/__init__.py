"""The ``floorcall`` command line. Sub-commands import their heavy parts only when they run."""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence
from types import ModuleType

from bot.cli.arguments import build_parser
from bot.cli.collector import paused
from bot.cli.errors import EXIT_FAULT, EXIT_OK, EXIT_USAGE, UsageError

__all__ = ["EXIT_FAULT", "EXIT_OK", "EXIT_USAGE", "UsageError", "main"]

# command -> (module, function) run with the parsed arguments; imported only for the command that runs.
HANDLERS: dict[str, tuple[str, str]] = {
    "ask": ("bot.cli.ask", "run_ask"),
    "rule": ("bot.cli.rules", "run_rule"),
    "search": ("bot.cli.rules", "run_search"),
    "eval": ("bot.cli.eval", "run_eval"),
    "icm": ("bot.cli.td", "run_icm"),
    "penalty": ("bot.cli.td", "run_penalty"),
    "bubble": ("bot.cli.td", "run_bubble"),
    "transcribe": ("bot.cli.voice", "run_transcribe"),
    "bot": ("bot.cli.serve", "run_bot"),
    "audit": ("bot.cli.audit", "run_audit"),
    "worker": ("bot.cli.worker", "run_worker"),
}

# Commands whose process answers reports, and so builds records and cites rules: their `__init__` code and
# the corpus files they read are kept between processes (parser/kept_code.py, parser/kept_corpus.py), handed
# to the engine and the corpus before the command's imports build the first.
ANSWERING = frozenset({"ask", "eval", "bot", "worker"})


def _import(module: str) -> ModuleType:
    """The command's module, imported with the collector paused (classes, functions, compiled patterns:
    none of them garbage), so a one-report process starts some 15 ms sooner."""
    if module in sys.modules:
        return sys.modules[module]
    with paused():
        return importlib.import_module(module)


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = build_parser(argv).parse_args(argv)
    try:
        module, function = HANDLERS[args.command]
        if args.command in ANSWERING:
            _import("parser.kept_code").keep_record_code()
            _import("parser.kept_corpus").keep_corpus_files()
        return getattr(_import(module), function)(args)
    except UsageError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (`floorcall eval ... | head`): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except Exception as exc:  # an internal fault: a clear line, never a traceback (unless debugging)
        if os.environ.get("FLOORCALL_DEBUG"):
            raise
        from locales.messages import message

        print(
            message(getattr(args, "lang", None), "cli.internal_error", kind=type(exc).__name__),
            file=sys.stderr,
        )
        return EXIT_FAULT
