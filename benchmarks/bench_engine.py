"""Latency of `rules_engine.rule()` on a 10-event street (one core, in-process).

Run: python benchmarks/bench_engine.py [--iterations N]
Target: median < 50 microseconds. Prints median and p99 in microseconds.
The street: NLHE 250-500 pre-flop, ten events mixing declarations, calls, folds, an out-of-turn-free
re-raise and a final silent multi-chip push that needs the 45-B / 43-A reading.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_engine import Game, Street, rule  # noqa: E402
from rules_engine.shorthand import call, fold, preflop_seats, raise_to, silent, street  # noqa: E402

TARGET_US = 50.0


def ten_event_street():
    seated = preflop_seats(
        "UTG", "UTG+1", "MP", "LJ", "HJ", "CO", "BTN", "SB", "BB", sb=250, bb=500, stacks={"MP": 30000}
    )
    return street(
        Game.NLHE,
        (250, 500),
        Street.PREFLOP,
        seated,
        raise_to("UTG", 1100),
        call("UTG+1"),
        fold("MP"),
        fold("LJ"),
        raise_to("HJ", 3000),
        fold("CO"),
        call("BTN"),
        fold("SB"),
        fold("BB"),
        silent("UTG", 1000, 1000, 500, 100, 100),
    )


def measure(iterations: int) -> list[float]:
    situation = ten_event_street()
    for _ in range(200):  # warm-up
        rule(situation)
    samples = []
    clock = time.perf_counter_ns
    for _ in range(iterations):
        start = clock()
        rule(situation)
        samples.append((clock() - start) / 1000)
    return samples


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("--iterations", type=int, default=20000)
    n = args.parse_args(argv).iterations
    ruling = rule(ten_event_street())
    samples = sorted(measure(n))
    median = statistics.median(samples)
    p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
    print(f"ruling: {ruling.action} total={ruling.total} rules={list(ruling.rules)}")
    print(f"rule() on a 10-event street, {n} iterations: median {median:.1f} us, p99 {p99:.1f} us")
    print(f"target median < {TARGET_US:.0f} us: {'met' if median < TARGET_US else 'NOT met'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
