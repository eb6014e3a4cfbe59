"""Figures of `floorcall ask` (issue 4): in-process parse + rule + render latency over the labelled reports,
the whole `floorcall ask` process, and `--jsonl` throughput.

Run: python benchmarks/bench_ask.py                 this tree alone
     python benchmarks/bench_ask.py --against REV   side by side with commit REV (e.g. HEAD~1), in one run:
                                                    each figure is measured on both trees in turn, round
                                                    after round, so the machine's load falls on both alike.
Targets (issue 16): median <= 0.4 ms in-process; `floorcall ask` process <= 0.15 s; --jsonl >= 2,000 reports/s
on one core; parse time linear in the report's length.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPORTS = Path(__file__).resolve().parents[1] / "tests" / "data" / "reports.jsonl"


def texts() -> list[str]:
    return [
        json.loads(line)["text"] for line in REPORTS.read_text(encoding="utf-8").splitlines() if line.strip()
    ]


def in_process(reports: list[str], rounds: int = 5, cpu: list[float] | None = None) -> list[float]:
    """Wall ms of each answer; with `cpu`, each answer's CPU ms (this thread's) appended to it too: on a
    shared machine the wall time also holds the waits for a core, the CPU time does not."""
    from bot.ask import answer

    for text in reports:  # warm: corpus, lexicon, search index
        answer(text)
    times = []
    for _ in range(rounds):
        for text in reports:
            start, start_cpu = time.perf_counter_ns(), time.thread_time_ns()
            answer(text)
            times.append((time.perf_counter_ns() - start) / 1e6)
            if cpu is not None:
                cpu.append((time.thread_time_ns() - start_cpu) / 1e6)
    return times


# Compiled bytecode is kept (as an installed package keeps it) even where the shell says not to write it.
PYCACHE = Path(tempfile.gettempdir()) / "floorcall-bench-pycache"


def command() -> list[str]:
    """The console script beside this interpreter (a version manager's shim would add its own start-up)."""
    beside = Path(sys.executable).with_name("floorcall")
    exe = str(beside) if beside.exists() else shutil.which("floorcall")
    return [exe] if exe else [sys.executable, "-m", "bot.cli"]


def tree_env(tree: Path | None) -> dict[str, str]:
    """The environment in which `floorcall` and `python` run the code of `tree` (default: as installed)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(PYCACHE)
    if tree is not None:
        env["PYTHONPATH"] = str(tree)
    return env


def process_time(text: str, runs: int = 10, tree: Path | None = None) -> tuple[list[float], list[float]]:
    """Wall and CPU (user + system) seconds of whole `floorcall ask --json` processes. On a shared machine
    the CPU time is the steadier figure: the wall time also holds the waits for a core."""
    walls, cpus = [], []
    argv = [*command(), "ask", "--json", text]
    subprocess.run(argv, check=True, capture_output=True, env=tree_env(tree))  # leaves the bytecode compiled
    for _ in range(runs):
        before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
        subprocess.run(argv, check=True, capture_output=True, env=tree_env(tree))
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return walls, cpus


def jsonl_throughput(
    reports: list[str], count: int = 3000, tree: Path | None = None, cpu: list[float] | None = None
) -> tuple[int, float]:
    """(lines answered, wall seconds) of one `--jsonl` process; with `cpu`, its CPU seconds appended to it."""
    lines = [json.dumps({"text": reports[i % len(reports)]}) for i in range(count)]
    pin = ["taskset", "-c", "0"] if shutil.which("taskset") else []  # one core
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [*pin, *command(), "ask", "--jsonl"],
        input="\n".join(lines) + "\n",
        check=True,
        capture_output=True,
        text=True,
        env=tree_env(tree),
    )
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if cpu is not None:
        cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return len(done.stdout.splitlines()), elapsed


def loop_cost(reports: list[str], count: int = 3000, rounds: int = 5) -> float:
    """Microseconds one `--jsonl` line costs outside `ask` (reading, checking, encoding and writing it): the
    loop run with each answer taken from a table made beforehand (the fastest of `rounds`)."""
    import bot.cli.ask as cli
    from bot.ask import answer

    made = {text: answer(text) for text in reports}
    source = "\n".join(json.dumps({"text": reports[i % len(reports)]}) for i in range(count)) + "\n"
    defaults = argparse.Namespace(lang=None, venue=None, edition=None)
    real = cli.answer
    cli.answer = lambda text, **_: made[text]  # type: ignore[assignment]
    try:
        best = min(_timed(lambda _: cli.run_jsonl(io.StringIO(source), io.StringIO(), defaults), None)
                   for _ in range(rounds))  # fmt: skip
    finally:
        cli.answer = real
    return best / count * 1e6


def gate_share(reports: list[str], rounds: int = 3) -> float:
    """The confidence gate's share of `ask` (issue 12: at most 10%): the same reports with the gate's other
    readings turned off, side by side in one run."""
    import bot.ask as ask
    from bot.ask import answer
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


def child_figures() -> dict[str, object]:
    """The in-process figures of the tree this process imports (run with PYTHONPATH set to the tree)."""
    cpu: list[float] = []
    lat = in_process(texts(), rounds=3, cpu=cpu)
    return {
        "median_ms": statistics.median(lat),
        "median_cpu_ms": statistics.median(cpu),
        "p99_ms": pct(lat, 0.99),
        "scaling": parse_scaling(),
        "loop_us": loop_cost(texts()),
    }


def _tree_figures(tree: Path) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, __file__, "--child"], check=True, capture_output=True, text=True, env=tree_env(tree)
    )
    return json.loads(done.stdout)


def export(rev: str) -> Path:
    """The files of commit `rev`, written to a temporary folder (git archive: no checkout is touched)."""
    repo = Path(__file__).resolve().parents[1]
    folder = Path(tempfile.mkdtemp(prefix="floorcall-bench-"))
    archive = subprocess.run(["git", "-C", str(repo), "archive", rev], check=True, capture_output=True).stdout
    tar_path = folder / "tree.tar"
    tar_path.write_bytes(archive)
    with tarfile.open(tar_path) as tar:
        tar.extractall(folder / "tree", filter="data")
    return folder / "tree"


def side_by_side(rev: str, rounds: int = 3) -> None:
    old = export(rev)
    try:
        _side_by_side(rev, old, rounds)
    finally:
        shutil.rmtree(old.parent)  # the exported files of `rev`


def _side_by_side(rev: str, old: Path, rounds: int) -> None:
    here = Path(__file__).resolve().parents[1]
    trees = {rev: old, "this tree": here}
    reports = texts()
    runs: dict[str, dict[str, list]] = {name: {} for name in trees}

    def record(name: str, key: str, value: object) -> None:
        runs[name].setdefault(key, []).append(value)

    def in_process_figures(name: str, tree: Path) -> None:
        for key, value in _tree_figures(tree).items():
            record(name, key, value)

    def process(name: str, tree: Path) -> None:
        walls, cpus = process_time(reports[0], 5, tree)
        record(name, "process_ms", statistics.median(walls) * 1e3)
        record(name, "process_cpu_ms", statistics.median(cpus) * 1e3)

    def jsonl(name: str, tree: Path) -> None:
        cpu: list[float] = []
        answered, elapsed = jsonl_throughput(reports, 3000, tree, cpu)
        record(name, "jsonl_rate", answered / elapsed)
        record(name, "jsonl_cpu_rate", answered / cpu[0])

    measures: list[Callable[[str, Path], None]] = [in_process_figures, process, jsonl]
    for _ in range(rounds):  # interleaved: each round measures both trees, one after the other
        for measure in measures:
            for name, tree in trees.items():
                measure(name, tree)
    print(f"{'figure':44s} " + " ".join(f"{name:>14s}" for name in trees))
    rows = [
        ("in-process ask, median (ms)", "median_ms", statistics.median),
        ("in-process ask, median CPU (ms)", "median_cpu_ms", statistics.median),
        ("in-process ask, p99 (ms)", "p99_ms", statistics.median),
        ("floorcall ask --json process, median wall (ms)", "process_ms", statistics.median),
        ("floorcall ask --json process, median CPU (ms)", "process_cpu_ms", statistics.median),
        ("floorcall ask --jsonl, one core (reports/s)", "jsonl_rate", statistics.median),
        ("floorcall ask --jsonl, per CPU second (reports/s)", "jsonl_cpu_rate", statistics.median),
        ("--jsonl line outside ask (µs)", "loop_us", statistics.median),
    ]
    for label, key, pick in rows:
        print(f"{label:44s} " + " ".join(f"{pick(runs[name][key]):14.2f}" for name in trees))
    for name in trees:
        lengths = [n for n, _ in runs[name]["scaling"][0]]
        fastest = [min(scaling[k][1] for scaling in runs[name]["scaling"]) for k in range(len(lengths))]
        print(f"parse time by length, {name}: " + ", ".join(
            f"{n} chars {ms:.1f} ms" for n, ms in zip(lengths, fastest, strict=True)
        ))  # fmt: skip


def main() -> None:
    reports = texts()
    lat = in_process(reports)
    print(f"in-process parse+rule+render  n={len(lat)}  median {statistics.median(lat):.2f} ms  "
          f"p99 {pct(lat, 0.99):.2f} ms  max {max(lat):.2f} ms")  # fmt: skip
    print(f"confidence gate share of ask: {gate_share(reports):.1%}")
    scaling = parse_scaling()
    print("parse time by length: " + ", ".join(f"{n} chars {ms:.1f} ms" for n, ms in scaling))
    walls, cpus = process_time(reports[0])
    median_ms, cpu_ms = statistics.median(walls) * 1000, statistics.median(cpus) * 1000
    print(f"floorcall ask --json (process) median {median_ms:.0f} ms wall, {cpu_ms:.0f} ms CPU")
    answered, elapsed = jsonl_throughput(reports)
    rate = answered / elapsed
    print(f"floorcall ask --jsonl (one core) {answered} reports in {elapsed:.2f} s = {rate:.0f} reports/s")
    print(f"--jsonl line outside ask: {loop_cost(reports):.1f} µs")


if __name__ == "__main__":
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--against", metavar="REV", help="measure side by side with this commit")
    cli.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    opts = cli.parse_args()
    if opts.child:
        print(json.dumps(child_figures()))
    elif opts.against:
        side_by_side(opts.against)
    else:
        main()
