"""Wall time of whole `floorcall` processes (start-up included): `floorcall rule 45` must stay under 0.5 s.

Run: python benchmarks/bench_cli_startup.py [runs]
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import time

COMMANDS = {
    "floorcall rule 45": ["rule", "45"],
    "floorcall search": ["search", "¿cuánto tiempo hay con el reloj?"],
}


def time_command(argv: list[str], runs: int) -> list[float]:
    exe = shutil.which("floorcall")
    cmd = [exe, *argv] if exe else [sys.executable, "-m", "bot.cli", *argv]
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    for name, argv in COMMANDS.items():
        times = time_command(argv, runs)
        print(
            f"{name:28s} median {statistics.median(times) * 1000:7.1f} ms   max {max(times) * 1000:7.1f} ms"
            f"   ({runs} runs)"
        )


if __name__ == "__main__":
    main()
