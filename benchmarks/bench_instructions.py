"""Machine instructions per answered report (`bot.ask.answer` over the labelled reports), counted by valgrind:
a figure the machine's load does not move, for comparing two trees on a shared machine where the wall-clock
medians of `bench_ask.py` swing by more than a speed change.

Run: python benchmarks/bench_instructions.py                 this tree alone
     python benchmarks/bench_instructions.py --against REV   side by side with commit REV

Each tree is counted twice: answering the reports once (loading and warming everything) and then `ROUNDS`
times more; the difference over the extra answers is the instructions of one answer, start-up left out.
With --startup: the instructions of one whole `floorcall ask --json` process instead (bytecode compiled
first, as an installed package keeps it), the start-up the wall clock of `bench_ask.py` measures. With
--stages: that process in stages (the interpreter alone, the command's imports, the rest). With
--jsonl: of one whole `floorcall ask --jsonl` process answering each report once (start-up included), per
line, the stream `bench_ask.py` times (there with the reports repeated). With --parse: of the parser alone
(`parser.report.parse`) and of its betting reader alone (the parse less the incident and chatter readers).
With --after-parse: of everything an answer does after its parse (the rule, the gate, the reply, the topic
and conduct readings, the rule search), each report's parse made beforehand.
Needs valgrind (cachegrind). About half a minute per tree.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_ask import export, texts, tree_env

ROUNDS = 2
# The child: answer every report once (warm), then `rounds` more times.
CHILD = """
import sys
sys.path.insert(0, {bench!r})
from bench_ask import texts
import bot.ask
from bot.ask import answer
from parser.report import _parse_betting, parse
reports = texts()
for text in reports:
    answer(text)
if sys.argv[2] == "after":  # each report's parse made beforehand (as `answer` asks it): the answer less it
    chips = bot.ask.get_venue(None).chip_set
    parsed = {{text: parse(text, lang=None, chip_set=chips) for text in reports}}
    bot.ask.parse = lambda text, **_: parsed[text]
betting = lambda text: _parse_betting(text, lang=None, chip_set=None)
asked = {{"answer": answer, "parse": parse, "betting": betting, "after": answer}}
for _ in range(int(sys.argv[1])):
    for text in reports:
        asked[sys.argv[2]](text)
"""
# What a child may answer each report with: the whole answer, the parser alone, its betting reader alone
# (`parse` less the incident and chatter readers that ride on it), the answer after its parse.
ASKED = ("answer", "parse", "betting", "after")
_REFS = re.compile(r"I\s+refs:\s+([\d,]+)")


# Not a version manager's shim: its shell would be counted too.
INTERPRETER = os.path.realpath(sys.executable)


def instructions(tree: Path, rounds: int, asked: str = "answer") -> int:
    """Instructions valgrind counts for a child under `tree` answering the reports once, then `rounds` more
    times with `asked` (one of `ASKED`)."""
    return counted(_child(tree, rounds, asked), _child_env(tree))


def _child_env(tree: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}  # the same sets, the same order


def _child(tree: Path, rounds: int, asked: str) -> list[str]:
    return [INTERPRETER, "-c", CHILD.format(bench=str(Path(__file__).resolve().parent)), str(rounds), asked]


def compiled(tree: Path, asked: str = "answer") -> None:
    """The child run once uncounted first: where Python may write bytecode, the counted runs all read it
    (else the first would compile the tree and the next not, and their difference would hold compiling)."""
    subprocess.run(_child(tree, 0, asked), env=_child_env(tree), cwd=tempfile.gettempdir(), check=True)


def startup(tree: Path) -> int:
    """Instructions of one whole `floorcall ask --json` process under `tree`, its bytecode compiled."""
    env = {**tree_env(tree), "PYTHONHASHSEED": "0"}
    argv = [INTERPRETER, "-m", "bot.cli", "ask", "--json", texts()[0]]
    subprocess.run(argv, env=env, cwd=tempfile.gettempdir(), check=True, capture_output=True)  # compiles
    return counted(argv, env)


def counted(argv: list[str], env: dict[str, str], stdin: str | None = None) -> int:
    done = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", *argv],
        env=env,
        input=stdin,
        cwd=tempfile.gettempdir(),  # `-c` and `-m` put the working folder first on the path: not a tree's
        capture_output=True,
        text=True,
        check=True,
    )
    found = _REFS.search(done.stderr)
    if found is None:
        raise RuntimeError("valgrind printed no instruction count")
    return int(found.group(1).replace(",", ""))


def startup_stages(tree: Path) -> dict[str, int]:
    """A one-report process in stages: the interpreter alone (with its site packages), the `ask` command's
    imports (as the command line imports them), and the rest (parsing the arguments, the first report)."""
    whole = startup(tree)  # first: it compiles the tree's bytecode
    env = {**tree_env(tree), "PYTHONHASHSEED": "0"}
    bare = counted([INTERPRETER, "-c", "pass"], env)
    imports = counted([INTERPRETER, "-c", "from bot.cli import _import; _import('bot.cli.ask')"], env)
    return {"interpreter": bare, "imports": imports - bare, "arguments and first report": whole - imports}


def jsonl_per_line(tree: Path) -> float:
    """Instructions of one `floorcall ask --jsonl` process over the reports (each once), per line."""
    env = {**tree_env(tree), "PYTHONHASHSEED": "0"}
    argv = [INTERPRETER, "-m", "bot.cli", "ask", "--jsonl"]
    lines = "".join(json.dumps({"text": text}) + "\n" for text in texts())
    subprocess.run(
        argv, env=env, input=lines, text=True, cwd=tempfile.gettempdir(), check=True, capture_output=True
    )
    return counted(argv, env, lines) / len(texts())


def per_report(tree: Path, asked: str = "answer") -> float:
    compiled(tree, asked)
    extra = instructions(tree, ROUNDS, asked) - instructions(tree, 0, asked)
    return extra / (ROUNDS * len(texts()))


def main() -> None:
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--against", metavar="REV", help="count side by side with this commit")
    cli.add_argument("--startup", action="store_true", help="count one whole `floorcall ask --json` process")
    cli.add_argument("--stages", action="store_true", help="--startup in stages: interpreter, imports, rest")
    cli.add_argument(
        "--jsonl", action="store_true", help="count one `floorcall ask --jsonl` process, per line"
    )
    cli.add_argument(
        "--parse", action="store_true", help="count the parser alone, and its betting reader alone"
    )
    cli.add_argument(
        "--after-parse", action="store_true", help="count the answer after its parse (parse made beforehand)"
    )
    opts = cli.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is needed (apt-get install valgrind)")
    here = Path(__file__).resolve().parents[1]
    trees = {"this tree": here}
    old = None
    if opts.against:
        old = export(opts.against)
        trees = {opts.against: old, **trees}
    try:
        for name, tree in trees.items():
            if opts.stages:
                shown = ", ".join(
                    f"{stage} {count / 1e6:.1f} M" for stage, count in startup_stages(tree).items()
                )
                print(f"{name:12s} {shown}")
            elif opts.startup:
                print(f"{name:12s} {startup(tree) / 1e6:.1f} M instructions for one `floorcall ask --json`")
            elif opts.jsonl:
                per_line = jsonl_per_line(tree) / 1e6
                print(f"{name:12s} {per_line:.2f} M instructions per `--jsonl` line, start-up included")
            elif opts.parse:
                parsed, betting = per_report(tree, "parse") / 1e6, per_report(tree, "betting") / 1e6
                shown = f"{parsed:.2f} M instructions per parsed report, {betting:.2f} M its betting reader"
                print(f"{name:12s} {shown}")
            elif opts.after_parse:
                after = per_report(tree, "after") / 1e6
                print(f"{name:12s} {after:.3f} M instructions per answer after its parse")
            else:
                print(f"{name:12s} {per_report(tree) / 1e6:.2f} M instructions per answered report")
    finally:
        if old is not None:
            shutil.rmtree(old.parent)


if __name__ == "__main__":
    main()
