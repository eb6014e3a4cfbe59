"""Rule search over the labelled questions: top-1 / top-3 accuracy (overall and per language) and latency.

Run: python benchmarks/bench_rule_search.py [QUESTIONS.jsonl] [--misses]
QUESTIONS defaults to tests/data/rule_questions.jsonl (the author's set);
tests/data/rule_questions_unseen.jsonl holds 100 questions written before the search was read;
tests/search/data/rule_questions_holdout*.jsonl hold questions written before a lexicon pass (measure once).
A row is {"q", "lang", "expected": [ids], "venue"?}: with a venue (san-roque, garrido) the search ranks
that venue's house rules first, as `floorcall search --venue` does.
Targets: top-1 >= 85 %, top-3 >= 97 %, median latency < 5 ms in-process after the index is built.
A hit counts when its id is an expected id or a part or example of an expected rule (tda-2024:29-B, 29/ex-1).
Rows may say "text" for "q". Rows with "intent" (e.g. "chatter": "gracias", "¿alguien me oye?") are not
searched: with the questions they measure the intent `floorcall ask` gives (a rule question must come out
"question", never a ruling of made-up actions; chatter "chatter").
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.venues import load_venues  # noqa: E402
from locales.corpus import load_corpus  # noqa: E402
from parser.rule_search import SearchHit, build_index, get_index, search  # noqa: E402

QUESTIONS = ROOT / "tests" / "data" / "rule_questions.jsonl"
UNSEEN = ROOT / "tests" / "data" / "rule_questions_unseen.jsonl"


def load_questions(path: Path = QUESTIONS) -> list[dict]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    for row in rows:
        row.setdefault("q", row.get("text", ""))
    return rows


def searched(rows: list[dict]) -> list[dict]:
    """The rule questions (rows with expected rule ids)."""
    return [r for r in rows if r.get("expected")]


def intent_misses(rows: list[dict]) -> tuple[int, list[tuple[str, str, str]]]:
    """How many rows `ask` gives the expected intent ("question" for a rule question), and the misses."""
    from bot.ask import answer

    right, misses = 0, []
    for row in rows:
        expected = row.get("intent") or "question"
        venue = row.get("venue")
        got = answer(row["q"], venue=venue).result["intent"]
        right += got == expected
        if got != expected:
            misses.append((row["q"], expected, got))
    return right, misses


def ask(row: dict, limit: int = 3) -> list[SearchHit]:
    """The search for one labelled row, with its venue's house rulebook when it names a venue."""
    venue = row.get("venue")
    house = load_venues()[venue].house_edition if venue else None
    return search(row["q"], house_edition=house, limit=limit)


def answers(hit_id: str, expected: list[str]) -> bool:
    """True when the hit is an expected id or a part/example of one: ``29-B`` or ``29/ex-1`` for ``29``,
    Garrido's ``7.i`` for ``7``."""
    return any(hit_id == e or hit_id.startswith((f"{e}-", f"{e}/", f"{e}.")) for e in expected)


@dataclass
class Score:
    total: int = 0
    top1: int = 0
    top3: int = 0
    misses: list[tuple[str, list[str], list[str]]] = field(default_factory=list)

    def add(self, question: str, expected: list[str], ids: list[str]) -> None:
        self.total += 1
        self.top1 += bool(ids) and answers(ids[0], expected)
        found = any(answers(i, expected) for i in ids[:3])
        self.top3 += found
        if not (ids and answers(ids[0], expected)):
            self.misses.append((question, expected, ids[:3]))

    def rate(self, n: int) -> float:
        return n / self.total if self.total else 0.0


def evaluate(rows: list[dict]) -> dict[str, Score]:
    """Scores per language and overall ("all")."""
    scores: dict[str, Score] = {"all": Score()}
    for row in rows:
        ids = [h.id for h in ask(row)]
        for key in ("all", row["lang"]):
            scores.setdefault(key, Score()).add(row["q"], row["expected"], ids)
    return scores


def latencies_ms(rows: list[dict], rounds: int = 5) -> list[float]:
    times = []
    for _ in range(rounds):
        for row in rows:
            start = time.perf_counter()
            ask(row, limit=5)
            times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    files = [a for a in sys.argv[1:] if not a.startswith("--")]
    rows = load_questions(Path(files[0]) if files else QUESTIONS)
    start = time.perf_counter()
    index = get_index()
    load_ms = (time.perf_counter() - start) * 1000
    built = build_index(load_corpus())  # built anew: `get_index` reads back the one a process kept
    print(f"index: {len(index.texts)} documents, built in {built.build_ms:.0f} ms", end="")
    print(f" (this process's, read back from its kept file or built and kept: {load_ms:.0f} ms)")
    if any("intent" in r for r in rows):
        right, misses = intent_misses(rows)
        print(f"intent: {right}/{len(rows)} = {right / len(rows):.1%} (question vs chatter vs ruling)")
        for text, expected, got in misses if "--misses" in sys.argv else []:
            print(f"INTENT {text!r}: expected {expected}, got {got}")
    rows = searched(rows)
    scores = evaluate(rows)
    for key in ("all", "es", "en"):
        s = scores.get(key)
        if s:
            print(f"{key:3s}  n={s.total:3d}  top-1 {s.rate(s.top1):6.1%}  top-3 {s.rate(s.top3):6.1%}")
    times = sorted(latencies_ms(rows))
    p95 = times[int(len(times) * 0.95) - 1]
    print(f"latency: median {statistics.median(times):.2f} ms, p95 {p95:.2f} ms ({len(times)} searches)")
    if "--misses" in sys.argv:
        for question, expected, ids in scores["all"].misses:
            print(f"MISS {question!r}: expected {expected}, got {ids}")


if __name__ == "__main__":
    main()
