"""Every labelled text of the test data (reports, unseen sets, incidents, questions): what the parser's short
cuts and cued passes are held to."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
LABELLED = ("data/*.jsonl", "data/unseen/*.jsonl", "parser/*.jsonl", "procedures/data/*.jsonl")


@cache
def labelled_texts() -> tuple[str, ...]:
    texts: list[str] = []
    for pattern in LABELLED:
        for path in sorted(TESTS.glob(pattern)):
            lines = path.read_text(encoding="utf-8").splitlines()
            rows = [json.loads(line) for line in lines if line.strip()]
            texts += [text for row in rows if isinstance(text := row.get("text", row.get("q")), str)]
    return tuple(texts)
