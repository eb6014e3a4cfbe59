"""Is the per-process memo of number-word runs (`parser.amounts._run_parts`, 4,096 spans) honest? A benchmark
that repeats its reports must not measure a cache: the memo is kept only if it is keyed on short spans that
recur across distinct texts, not on whole reports.

Run: python benchmarks/bench_memo.py

Each labelled text is asked once (no text twice), with the memo and without it, in fresh processes taken in
turn; the memo's hits over those distinct texts are counted, and `bench_ask.py`'s in-process median is taken
both ways too.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time

from ask_outputs import TEXT_KEYS, labelled_rows
from bench_ask import in_process, texts, tree_env


def distinct_texts() -> list[str]:
    found = [next((row[k] for k in TEXT_KEYS if isinstance(row.get(k), str)), "") for row in labelled_rows()]
    return list(dict.fromkeys(text for text in found if text))


def child(memo: bool) -> dict[str, float]:
    import parser.amounts as amounts
    from bot.ask import answer

    answer("el 3 apuesta mil quinientos y el 4 paga")  # loads the vocabularies, the rule texts, the index
    if memo:
        amounts._run_parts.cache_clear()
    else:
        amounts._run_parts = amounts._run_parts.__wrapped__  # type: ignore[assignment]
    spent = []
    for text in distinct_texts():
        start = time.thread_time_ns()
        answer(text)
        spent.append((time.thread_time_ns() - start) / 1e6)
    out = {"distinct_median_ms": statistics.median(spent), "distinct_mean_ms": statistics.mean(spent)}
    if memo:
        info = amounts._run_parts.cache_info()
        out |= {"hits": info.hits, "misses": info.misses}
    out["bench_median_ms"] = statistics.median(in_process(texts(), rounds=3))
    return out


def main() -> None:
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--child", choices=("on", "off"), help=argparse.SUPPRESS)
    opts = cli.parse_args()
    if opts.child:
        print(json.dumps(child(opts.child == "on")))
        return
    runs: dict[str, list[dict[str, float]]] = {"on": [], "off": []}
    for _ in range(2):
        for mode in runs:
            done = subprocess.run(
                [sys.executable, __file__, "--child", mode],
                env=tree_env(None),
                check=True,
                capture_output=True,
                text=True,
            )
            runs[mode].append(json.loads(done.stdout))
    hits, misses = runs["on"][0]["hits"], runs["on"][0]["misses"]
    share = hits / (hits + misses)
    print(f"{len(distinct_texts())} distinct texts, each asked once: the memo answered {hits:.0f} of "
          f"{hits + misses:.0f} look-ups ({share:.1%}) from {misses:.0f} distinct runs")  # fmt: skip
    for mode, found in runs.items():
        distinct = ", ".join(f"{r['distinct_median_ms']:.3f}" for r in found)
        repeated = ", ".join(f"{r['bench_median_ms']:.3f}" for r in found)
        print(f"memo {mode:3s}: distinct texts median {distinct} ms; bench_ask median {repeated} ms")


if __name__ == "__main__":
    main()
