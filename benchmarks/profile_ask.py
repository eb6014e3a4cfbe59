"""Where an answer's time goes (issue 16): a sampling profile of `floorcall ask --jsonl` over every labelled
report and question, each sample given to the innermost stage on its stack.

Run: python benchmarks/profile_ask.py [--seconds 20]             every labelled text (questions included)
     python benchmarks/profile_ask.py --reports [--seconds 20]   the reports `bench_ask.py` times
     python benchmarks/profile_ask.py --after-parse              what follows the parse (`bot.ask.answer`
                                                                 with each report's parse made beforehand),
                                                                 over the reports `bench_ask.py` times
     python benchmarks/profile_ask.py --functions 60 [...]       the 60 functions of the tree with the
                                                                 largest share, each with all it calls: the
                                                                 readers to cue (parser/cues.py) first

The process's CPU clock interrupts it every 0.2 ms (ITIMER_PROF) and the stack is read there: no stage is
slowed, as a tracing profiler slows the small functions it counts. Python runs a signal handler between
bytecodes only, at places a loop or a call makes, so a share is good to a percent or so, not to a tenth.
"""

from __future__ import annotations

import argparse
import io
import json
import signal
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import FrameType

from ask_outputs import requests
from bench_ask import texts

# (file, function) -> stage, innermost on the stack first: a stage inside another counts as itself.
STAGES = {
    ("parser/normalize.py", "tokenize"): "tokenising",
    ("parser/amounts.py", "read_amounts"): "amounts",
    ("parser/tagging.py", "tag"): "lexicon tagging",
    ("parser/header.py", "read_header"): "header",
    ("parser/events.py", "segment"): "segmenting",
    ("parser/events.py", "build_event"): "events",
    ("parser/report.py", "_resolve"): "players resolved",
    ("parser/asking.py", "question_asked"): "the question",
    ("parser/doubts.py", "find_doubts"): "doubts",
    ("parser/report.py", "_parse_betting"): "other grammar passes",
    ("parser/incidents.py", "attach_incident"): "incidents",
    ("parser/chatter.py", "with_chatter"): "chatter",
    ("parser/conduct.py", "conduct_topic"): "conduct topic",
    ("parser/conduct.py", "plain_words"): "conduct readers' words",
    ("parser/conduct.py", "penalty_rounds_asked"): "penalty length asked",
    ("parser/rule_search.py", "search"): "rule search",
    ("rules_engine/engine.py", "rule"): "engine (the gate's other readings included)",
    ("bot/gate.py", "assess"): "gate",
    ("bot/render.py", "compose_reply"): "reply",
    ("bot/understood.py", "understood_line"): "understood line and facts",
    ("bot/understood.py", "facts"): "understood line and facts",
    ("bot/ask.py", "answer"): "the JSON contract (the rest of ask)",
    ("bot/cli/ask.py", "run_jsonl"): "--jsonl loop: reading, checking and writing lines",
}
ROOT = Path(__file__).resolve().parents[1]
HERE = ROOT / "benchmarks"


def functions_of(frame: FrameType | None) -> set[str]:
    """Every function of the tree on the stack, each once: its share is its own time and its callees'."""
    found = set()
    while frame is not None:
        code = frame.f_code
        path = Path(code.co_filename)
        if path.is_relative_to(ROOT) and not path.is_relative_to(HERE):  # this script's own frames: all
            found.add(f"{path.relative_to(ROOT).as_posix()}:{code.co_firstlineno} {code.co_name}")
        frame = frame.f_back
    return found


def stage_of(frame: FrameType | None) -> str | None:
    while frame is not None:
        code = frame.f_code
        path = Path(code.co_filename)
        if path.is_relative_to(ROOT):
            found = STAGES.get((path.relative_to(ROOT).as_posix(), code.co_name))
            if found is not None:
                return found
        frame = frame.f_back
    return None


def profile(lines: list[str], seconds: float, functions: bool = False) -> Counter[str]:
    from bot.cli.ask import run_jsonl

    defaults = argparse.Namespace(lang=None, venue=None, edition=None)
    source = "\n".join(lines) + "\n"
    return sampled(lambda: run_jsonl(io.StringIO(source), io.StringIO(), defaults), seconds, functions)


def after_parse(reports: list[str], seconds: float, functions: bool = False) -> Counter[str]:
    """What follows the parse: `answer` given each report's parse made beforehand (as `bench_instructions.py
    --after-parse` counts it)."""
    import bot.ask
    from parser.report import parse

    chips = bot.ask.get_venue(None).chip_set
    parsed = {text: parse(text, lang=None, chip_set=chips) for text in reports}
    bot.ask.parse = lambda text, **_: parsed[text]  # type: ignore[assignment]
    return sampled(lambda: [bot.ask.answer(text) for text in reports], seconds, functions)


SAMPLES = ""  # the key of `sampled`'s count of every sample


def sampled(work: Callable[[], object], seconds: float, functions: bool = False) -> Counter[str]:
    """Samples of `work()` run over and over for `seconds` (after once, to warm vocabularies, rule texts and
    the search index), by stage (with `functions`: by each function on the stack), counted under SAMPLES."""
    work()
    samples: Counter[str] = Counter()

    def take(_signal: int, frame: FrameType | None) -> None:
        samples[SAMPLES] += 1
        if functions:
            samples.update(functions_of(frame))
        else:
            samples[stage_of(frame) or "outside any stage"] += 1

    signal.signal(signal.SIGPROF, take)
    signal.setitimer(signal.ITIMER_PROF, 0.0002, 0.0002)
    try:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            work()
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
    return samples


def main() -> None:
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--seconds", type=float, default=20.0)
    cli.add_argument("--reports", action="store_true", help="only the reports bench_ask.py times")
    cli.add_argument("--after-parse", action="store_true", help="what follows the parse, over those reports")
    cli.add_argument("--functions", type=int, metavar="N", help="the N functions with the largest share")
    opts = cli.parse_args()
    by_function = opts.functions is not None
    if opts.after_parse:
        count, samples = len(texts()), after_parse(texts(), opts.seconds, by_function)
    else:
        reports = [json.dumps({"text": text}) for text in texts()]
        lines = reports if opts.reports else requests()[::2]  # each labelled text once, alone
        count, samples = len(lines), profile(lines, opts.seconds, by_function)
    total = samples.pop(SAMPLES, 0)
    print(f"{count} texts, {total} samples")
    for stage, count in samples.most_common(opts.functions):
        print(f"{100 * count / max(total, 1):5.1f}%  {stage}")


if __name__ == "__main__":
    main()
