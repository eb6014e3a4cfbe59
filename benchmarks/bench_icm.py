"""ICM (Malmuth-Harville) time for 2..10 players, every place paid (the worst case), in-process.

Run: python benchmarks/bench_icm.py [--repeats N] [--exact]
Target: median < 50 ms at 10 players (floats). Prints the median and the worst run per table size, in ms;
--exact times the Fraction path too (used by the tests, not by the CLI).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_engine.td_tools import icm_equities  # noqa: E402

TARGET_MS = 50.0


def table(players: int, rng: random.Random) -> tuple[list[int], list[int]]:
    """Uneven stacks in the millions (big integers for the exact path) and a typical top-heavy payout."""
    stacks = [rng.randint(100_000, 5_000_000) for _ in range(players)]
    payouts = sorted((rng.randint(1_000, 100_000) for _ in range(players)), reverse=True)
    return stacks, payouts


def measure(players: int, repeats: int, exact: bool) -> list[float]:
    rng = random.Random(players)
    samples = []
    for _ in range(repeats):
        stacks, payouts = table(players, rng)
        start = time.perf_counter()
        icm_equities(stacks, payouts, exact=exact)
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=50)
    parser.add_argument("--exact", action="store_true", help="also time exact (Fraction) arithmetic")
    args = parser.parse_args(argv)
    modes = [False, True] if args.exact else [False]
    ten = 0.0
    for exact in modes:
        print("exact (Fraction)" if exact else "floats")
        for players in range(2, 11):
            samples = measure(players, args.repeats if not exact or players <= 8 else 3, exact)
            median = statistics.median(samples)
            print(f"  {players:2d} players: median {median:8.3f} ms, worst {max(samples):8.3f} ms")
            if not exact and players == 10:
                ten = median
    verdict = "met" if ten < TARGET_MS else "NOT met"
    print(f"target median < {TARGET_MS:.0f} ms at 10 players (floats): {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
