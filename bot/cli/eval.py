"""``floorcall eval FILE``: accuracy of the ask pipeline on labelled reports, per field and per group."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from bot.cli.errors import EXIT_OK, UsageError
from bot.evaluate import Scores, evaluate, read_rows
from locales.messages import message


def _pct(right: int, total: int) -> str:
    return f"{100 * right / total:5.1f}% ({right}/{total})" if total else "  n/a"


def _render(scores: Scores, lang: str, failures: int) -> str:
    total = len(scores.outcomes)
    right = sum(not o.wrong for o in scores.outcomes)
    lines = [
        message(lang, "eval.fully_right", score=_pct(right, total)),
        message(lang, "eval.confident_wrong", score=_pct(scores.confident_wrong, total)),
        "",
        message(lang, "eval.by_group"),
    ]
    lines += [f"  {group:16s} {_pct(r, t)}" for group, (r, t) in scores.by_group().items()]
    lines += ["", message(lang, "eval.by_field")]
    lines += [f"  {name:20s} {_pct(r, t)}" for name, (r, t) in scores.by_field().items()]
    wrong = [o for o in scores.outcomes if o.wrong][:failures]
    if wrong:
        lines += ["", message(lang, "eval.failures")]
        for o in wrong:
            diffs = "; ".join(f"{k}: {exp!r} ≠ {got!r}" for k, (exp, got) in o.wrong.items())
            mark = " (!)" if o.confident else ""
            lines.append(f"  {o.id} [{o.group}]{mark} {diffs}")
    return "\n".join(lines)


def run_eval(args: argparse.Namespace) -> int:
    lang = args.lang or "es"
    path = Path(args.file)
    try:
        rows = read_rows(path.read_text(encoding="utf-8").splitlines())
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(message(lang, "eval.unreadable", file=args.file, error=type(exc).__name__)) from None
    except ValueError as exc:
        raise UsageError(message(lang, "eval.bad_file", file=args.file, error=str(exc)[:200])) from None
    if not rows:
        raise UsageError(message(lang, "eval.bad_file", file=args.file, error="no rows"))
    scores = evaluate(rows)
    if args.json:
        out = {
            "fully_right": scores.fully_right,
            "confident_wrong": scores.confident_wrong,
            "groups": {g: {"right": r, "total": t} for g, (r, t) in scores.by_group().items()},
            "fields": {f: {"right": r, "total": t} for f, (r, t) in scores.by_field().items()},
            "failures": [
                {"id": o.id, "group": o.group, "wrong": {k: list(v) for k, v in o.wrong.items()}}
                for o in scores.outcomes
                if o.wrong
            ],
        }
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(_render(scores, lang, args.failures))
    return EXIT_OK
