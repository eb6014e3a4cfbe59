"""Figures of `floorcall ask` (issue 4): in-process parse + rule + render latency over the labelled reports,
the whole `floorcall ask` process, and `--jsonl` throughput.

Run: python benchmarks/bench_ask.py
Targets: median < 2 ms and p99 < 10 ms in-process; the process < 0.3 s; --jsonl >= 1,000 reports/s (one core).
"""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bot.ask import answer

REPORTS = Path(__file__).resolve().parents[1] / "tests" / "data" / "reports.jsonl"


def texts() -> list[str]:
    return [
        json.loads(line)["text"] for line in REPORTS.read_text(encoding="utf-8").splitlines() if line.strip()
    ]


def in_process(reports: list[str], rounds: int = 5) -> list[float]:
    for text in reports:  # warm: corpus, lexicon, search index
        answer(text)
    times = []
    for _ in range(rounds):
        for text in reports:
            start = time.perf_counter_ns()
            answer(text)
            times.append((time.perf_counter_ns() - start) / 1e6)
    return times


def command() -> list[str]:
    exe = shutil.which("floorcall")
    return [exe] if exe else [sys.executable, "-m", "bot.cli"]


def process_time(text: str, runs: int = 10) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([*command(), "ask", "--json", text], check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return times


def jsonl_throughput(reports: list[str], count: int = 3000) -> tuple[int, float]:
    lines = [json.dumps({"text": reports[i % len(reports)]}) for i in range(count)]
    pin = ["taskset", "-c", "0"] if shutil.which("taskset") else []  # one core
    start = time.perf_counter()
    done = subprocess.run(
        [*pin, *command(), "ask", "--jsonl"],
        input="\n".join(lines) + "\n",
        check=True,
        capture_output=True,
        text=True,
    )
    elapsed = time.perf_counter() - start
    return len(done.stdout.splitlines()), elapsed


def gate_share(reports: list[str], rounds: int = 3) -> float:
    """The confidence gate's share of `ask` (issue 12: at most 10%): the same reports with the gate's other
    readings turned off, side by side in one run."""
    import bot.ask as ask
    from bot.gate import Confidence, Verdict

    def total() -> float:
        start = time.perf_counter()
        for _ in range(rounds):
            for text in reports:
                answer(text)
        return time.perf_counter() - start

    real = ask.assess
    off = lambda *args: Verdict(Confidence.CERTAIN)  # noqa: E731
    with_gate, without = [], []
    for _ in range(3):  # interleaved, the best of each: the machine's noise is larger than the gate
        with_gate.append(total())
        ask.assess = off  # type: ignore[assignment]
        try:
            without.append(total())
        finally:
            ask.assess = real
    return (min(with_gate) - min(without)) / min(with_gate)


def parse_scaling() -> list[tuple[int, float]]:
    """Parse time against the report's length (issue 12: linear): one report repeated to 2,000 characters."""
    from parser.report import parse

    base = "el 3 apuesta 1.000, el 4 paga, el 5 sube a 3.000, el 6 no va, "
    out = []
    for n in (2, 4, 8, 16, 31):
        text = (base * n)[:1990]
        best = min(_timed(parse, text) for _ in range(5))
        out.append((len(text), best * 1000))
    return out


def _timed(fn, arg) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    fn(arg)
    return time.perf_counter() - start


def pct(values: list[float], q: float) -> float:
    return sorted(values)[min(len(values) - 1, int(q * len(values)))]


def main() -> None:
    reports = texts()
    lat = in_process(reports)
    print(f"in-process parse+rule+render  n={len(lat)}  median {statistics.median(lat):.2f} ms  "
          f"p99 {pct(lat, 0.99):.2f} ms  max {max(lat):.2f} ms")  # fmt: skip
    print(f"confidence gate share of ask: {gate_share(reports):.1%}")
    scaling = parse_scaling()
    print("parse time by length: " + ", ".join(f"{n} chars {ms:.1f} ms" for n, ms in scaling))
    proc = process_time(reports[0])
    median_ms, max_ms = statistics.median(proc) * 1000, max(proc) * 1000
    print(f"floorcall ask --json (process) median {median_ms:.0f} ms  max {max_ms:.0f} ms")
    answered, elapsed = jsonl_throughput(reports)
    rate = answered / elapsed
    print(f"floorcall ask --jsonl (one core) {answered} reports in {elapsed:.2f} s = {rate:.0f} reports/s")


if __name__ == "__main__":
    main()
