"""Every labelled report through `floorcall ask --jsonl`, in-process: outputs a speed change must not alter.

Run: python benchmarks/ask_outputs.py write FILE     this tree's outputs, one JSON line per request
     python benchmarks/ask_outputs.py compare FILE   this tree's outputs against FILE; exit 1 on any change

Each labelled row is asked twice: its text alone (the language and venue found by the bot) and with the row's
own lang/venue/edition, as a `--jsonl` line carries them.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LABELLED = (
    "tests/data/*.jsonl",
    "tests/data/unseen/*.jsonl",
    "tests/parser/*.jsonl",
    "tests/procedures/data/*.jsonl",
)
TEXT_KEYS = ("text", "q")
REQUEST_KEYS = ("lang", "venue", "edition")


def labelled_rows() -> Iterator[dict[str, object]]:
    for pattern in LABELLED:
        for path in sorted(ROOT.glob(pattern)):
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    yield json.loads(line)


def requests() -> list[str]:
    """The --jsonl input lines: per row, the text alone, then the text with the row's request fields."""
    lines = []
    for row in labelled_rows():
        text = next((row[key] for key in TEXT_KEYS if isinstance(row.get(key), str)), None)
        if text is None:
            continue
        lines.append(json.dumps({"text": text}, ensure_ascii=False))
        fields = {key: row[key] for key in REQUEST_KEYS if isinstance(row.get(key), str)}
        lines.append(json.dumps({"text": text, **fields}, ensure_ascii=False))
    return lines


def outputs(lines: list[str]) -> list[str]:
    from bot.cli.ask import run_jsonl

    defaults = argparse.Namespace(lang=None, venue=None, edition=None)
    sink = io.StringIO()
    run_jsonl(io.StringIO("\n".join(lines) + "\n"), sink, defaults)
    return sink.getvalue().splitlines()


def changed(expected: list[str], got: list[str], lines: list[str]) -> list[str]:
    """The requests whose output differs, each with the first differing field."""
    if len(expected) != len(got):
        return [f"{len(got)} outputs, expected {len(expected)}"]
    out = []
    for request, old, new in zip(lines, expected, got, strict=True):
        if old != new:
            before, after = json.loads(old), json.loads(new)
            keys = [k for k in sorted(set(before) | set(after)) if before.get(k) != after.get(k)]
            out.append(f"{request}\n  fields changed: {', '.join(keys)}")
    return out


def main() -> int:
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("action", choices=("write", "compare"))
    cli.add_argument("file", type=Path)
    opts = cli.parse_args()
    lines = requests()
    got = outputs(lines)
    if opts.action == "write":
        opts.file.parent.mkdir(parents=True, exist_ok=True)
        opts.file.write_text("\n".join(got) + "\n", encoding="utf-8")
        print(f"{len(got)} outputs written to {opts.file}")
        return 0
    diffs = changed(opts.file.read_text(encoding="utf-8").splitlines(), got, lines)
    for diff in diffs[:20]:
        print(diff)
    print(f"{len(got)} outputs, {len(diffs)} changed")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
