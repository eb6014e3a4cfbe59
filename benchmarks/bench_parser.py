"""Latency of `parser.parse()` and of parse + `rules_engine.rule()` on the labelled reports (one core,
in-process), plus the cold import and first-parse cost (lexicons loaded once per process).

Run: python benchmarks/bench_parser.py [--rounds N]
Targets (issue 4, parse + rule + render): median < 2 ms, p99 < 10 ms; the parser's share should be well under.
Also prints reports per second for the parse + rule path (the `--jsonl` target is 1,000/s on one core).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

REPORTS = ROOT / "tests" / "data" / "reports.jsonl"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    args = argparse.ArgumentParser()
    args.add_argument("--rounds", type=int, default=20)
    rounds = args.parse_args().rounds

    start = time.perf_counter()
    from parser.report import parse
    from rules_engine import rule

    parse("Ciegas 250-500. UTG sube a 1.100 y el siguiente paga.")
    cold = time.perf_counter() - start

    texts = [json.loads(line)["text"] for line in REPORTS.read_text(encoding="utf-8").splitlines() if line]
    parse_times: list[float] = []
    full_times: list[float] = []
    for _ in range(rounds):
        for text in texts:
            t0 = time.perf_counter()
            report = parse(text)
            t1 = time.perf_counter()
            if report.situation is not None:
                rule(report.situation)
            t2 = time.perf_counter()
            parse_times.append(t1 - t0)
            full_times.append(t2 - t0)
    for name, times in (("parse", parse_times), ("parse+rule", full_times)):
        median, p99 = statistics.median(times) * 1e3, percentile(times, 0.99) * 1e3
        print(f"{name:11s} median {median:6.3f} ms   p99 {p99:6.3f} ms   max {max(times) * 1e3:6.3f} ms")
    print(f"parse+rule  {len(full_times) / sum(full_times):,.0f} reports/s on one core")
    print(f"cold import + first parse {cold * 1e3:.0f} ms")


if __name__ == "__main__":
    main()
