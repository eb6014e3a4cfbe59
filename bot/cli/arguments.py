"""The ``floorcall`` argument parser: each sub-command declares its arguments in its own function."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

from locales.languages import LANGS


def _add_ask(sub: argparse._SubParsersAction) -> None:
    a = sub.add_parser("ask", help="rule on a dealer's report, or answer a rules question (es/en)")
    a.add_argument(
        "text", metavar="TEXT", nargs="?", help="the report, e.g. 'Ciegas 250-500. UTG sube a 1.100...'"
    )
    a.add_argument("--json", action="store_true", help="print the contract result as one JSON object")
    a.add_argument(
        "--jsonl", action="store_true", help='read {"text", "venue"?, "edition"?, "lang"?} lines from stdin'
    )
    a.add_argument("--venue", default=None, help="tda (default), san-roque, garrido")
    a.add_argument("--edition", default=None)
    a.add_argument("--lang", choices=LANGS, default=None, help="reply language (default: the report's)")
    a.add_argument(
        "--audio", metavar="FILE", default=None, help="rule on a recording (voice note, audio or video file)"
    )
    a.add_argument("--model", metavar="NAME_OR_PATH", default=None, help="with --audio: as in transcribe")


def _add_rule(sub: argparse._SubParsersAction) -> None:
    r = sub.add_parser(
        "rule", help="show a rule's title and text (45, 45-B, RP-8, tda-2019:45, san-roque:34)"
    )
    r.add_argument("rule_id", metavar="ID")
    r.add_argument("--lang", choices=LANGS, default=None)
    r.add_argument(
        "--edition", default=None, help="tda-2024 (default), tda-2022, tda-2019, garrido-2010, san-roque"
    )
    r.add_argument("--json", action="store_true", help="machine-readable output")


def _add_search(sub: argparse._SubParsersAction) -> None:
    s = sub.add_parser("search", help="find the rules that answer a question, in Spanish or English")
    s.add_argument("question", metavar="QUESTION")
    s.add_argument("--lang", choices=LANGS, default=None)
    s.add_argument("--venue", default=None, help="tda (default), san-roque, garrido: house rules rank first")
    s.add_argument("--edition", default=None)
    s.add_argument("--limit", type=int, default=5)
    s.add_argument("--json", action="store_true", help='print [{"id", "title", "score"}], best first')


def _add_eval(sub: argparse._SubParsersAction) -> None:
    e = sub.add_parser(
        "eval", help="accuracy of ask on a JSONL file of labelled reports, per field and group"
    )
    e.add_argument("file", metavar="FILE")
    e.add_argument("--json", action="store_true")
    e.add_argument("--failures", type=int, default=20, help="how many failing reports to list (default 20)")
    e.add_argument("--lang", choices=LANGS, default=None)


def _add_icm(sub: argparse._SubParsersAction) -> None:
    i = sub.add_parser("icm", help="ICM deal (Malmuth-Harville): --stacks 5000,3000,2000 --payouts 50,30,20")
    i.add_argument("--stacks", required=True, help="chips per player, '5000,3000,2000' or 'A:5k,B:3k'")
    i.add_argument("--payouts", required=True, help="prizes from first place down, one per place to decide")
    i.add_argument(
        "--keep", default=None, help="amount left to play for (Garrido annex 3: M - C*chips/total)"
    )
    i.add_argument("--json", action="store_true", help="machine-readable output")
    i.add_argument("--lang", choices=LANGS, default=None)


def _add_penalty(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("penalty", help="hands missed for a round penalty (TDA 71): --players 9 --rounds 2")
    p.add_argument(
        "--players", type=int, required=True, help="at the table when it is given, offender included"
    )
    p.add_argument("--rounds", type=int, required=True)
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--lang", choices=LANGS, default=None)


def _add_bubble(sub: argparse._SubParsersAction) -> None:
    b = sub.add_parser("bubble", help="prizes of players busting in the same hand (TDA RP-8, Garrido 10)")
    b.add_argument("--payouts", required=True, help="prizes from first place down; '150x10' repeats a prize")
    b.add_argument("--remaining", type=int, required=True, help="players left when the hand began")
    b.add_argument("--busted", required=True, help="NAME:CHIPS at the start of the hand, e.g. A:12000,B:8000")
    b.add_argument("--venue", default=None, help="tda (default), san-roque, garrido")
    b.add_argument("--tables", choices=("same", "different"), default="same", help="where they busted")
    b.add_argument(
        "--hand-for-hand", action=argparse.BooleanOptionalAction, default=True, help="hand-for-hand play"
    )
    b.add_argument("--json", action="store_true", help="machine-readable output")
    b.add_argument("--lang", choices=LANGS, default=None)


def _add_transcribe(sub: argparse._SubParsersAction) -> None:
    t = sub.add_parser("transcribe", help="transcribe a voice note and correct it for the parser")
    t.add_argument("file", metavar="FILE", help="a voice note, audio or video file")
    t.add_argument("--lang", choices=LANGS, default=None, help="the note's language (default: detect es/en)")
    t.add_argument(
        "--model",
        metavar="NAME_OR_PATH",
        default=None,
        help="whisper name, openai-whisper checkpoint or CTranslate2 model directory "
        "(default: FLOORCALL_VOICE_MODEL, else base)",
    )
    t.add_argument("--json", action="store_true", help="print text, corrections and timings as JSON")


def _add_bot(sub: argparse._SubParsersAction) -> None:
    b = sub.add_parser("bot", help="run the Telegram bot (settings: --config FILE or FLOORCALL_* variables)")
    b.add_argument("--config", metavar="FILE", default=None, help="a TOML file (see bot/config.py)")
    b.add_argument("--webhook", action="store_true", help="receive updates by webhook instead of polling")


def _add_audit(sub: argparse._SubParsersAction) -> None:
    a = sub.add_parser("audit", help="export the audit log of every ruling (CSV or JSON)")
    a.add_argument("--since", metavar="ISO", default=None, help="from this date or time (UTC unless given)")
    a.add_argument("--format", choices=("csv", "json"), default="csv")
    a.add_argument("--out", metavar="FILE", default=None, help="write here instead of standard output")
    a.add_argument("--config", metavar="FILE", default=None, help="where the database is (TOML file)")


def _add_worker(sub: argparse._SubParsersAction) -> None:
    w = sub.add_parser("worker", help="run a voice transcription worker (Celery; needs broker_url)")
    w.add_argument("--config", metavar="FILE", default=None, help="a TOML file (see bot/config.py)")
    w.add_argument("--concurrency", type=int, default=1, help="pool processes, each with its own model")
    w.add_argument("--loglevel", default="INFO")


# Each sub-command declares its arguments in its own function (one per command, in help order).
PARSERS: dict[str, Callable[[argparse._SubParsersAction], None]] = {
    "ask": _add_ask,
    "rule": _add_rule,
    "search": _add_search,
    "eval": _add_eval,
    "icm": _add_icm,
    "penalty": _add_penalty,
    "bubble": _add_bubble,
    "transcribe": _add_transcribe,
    "bot": _add_bot,
    "audit": _add_audit,
    "worker": _add_worker,
}


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The command line's parser. Given the arguments, and they open with a command, only that command's
    arguments are declared (eleven commands' cost a one-report process some 2% of its start-up); the
    whole parser otherwise (help, a mistyped command)."""
    p = argparse.ArgumentParser(
        prog="floorcall", description="Poker tournament floor calls: rulings and rules."
    )
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    command = argv[0] if argv else None
    for add in [PARSERS[command]] if command in PARSERS else PARSERS.values():
        add(sub)
    return p
