"""A one-report `floorcall ask` process imports only what its answer needs (issue 16: start-up <= 0.15 s): no
dataclass module (with `inspect`, some 60 M machine instructions of a 480 M process), and no number-word
reader for a report told in digits; and it rules as before."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

# The process answers, then says which of these modules it imported, on its error stream.
_PROBE = """
import sys
from bot.cli import main
code = main(["ask", "--json", sys.argv[1]])
print([m for m in ("dataclasses", "inspect", "text_to_num") if m in sys.modules], file=sys.stderr)
sys.exit(code)
"""


@pytest.mark.parametrize(
    ("report", "lang", "seat", "returned"),
    [
        # a raise to 1,100 met by two chips put out in silence: a call, the 400 over it given back (45-A)
        (
            "Blinds 250/500. UTG raises to 1,100 and the next player silently puts out one 1,000 chip "
            "and one 500 chip.",
            "en",
            "UTG+1",
            400,
        ),
        (
            "Ciegas 300/600. El 2 sube a 1.200 y el 4 mete sin decir nada una ficha de 1.000 y otra de 500.",
            "es",
            "4",
            300,
        ),
    ],
)
def test_a_one_report_process_rules_without_the_dataclass_module(
    report: str, lang: str, seat: str, returned: int
) -> None:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, report], capture_output=True, text=True, timeout=120, check=True
    )
    result = json.loads(done.stdout)
    assert result["lang"] == lang
    assert (result["ruling"]["seat"], result["ruling"]["action"]) == (seat, "call")
    assert result["ruling"]["returned"] == returned
    assert result["rules"][0] == "tda-2024:45-A"
    assert done.stderr.strip().splitlines()[-1] == "[]"  # none of them imported
