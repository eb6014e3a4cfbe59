"""The source rulebooks the corpus is built from, as carried in the repository (scripts/corpus/sources/)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
RULEBOOKS = REPO / "scripts" / "corpus" / "sources"


def rulebook_text(name: str) -> str:
    return (RULEBOOKS / name).read_text(encoding="utf-8")


def run_builder(script_name: str, out: Path) -> None:
    """Run one corpus builder with its default sources (the repository's copy) into `out`."""
    script = REPO / "scripts" / "corpus" / script_name
    subprocess.run([sys.executable, str(script), "--out", str(out)], check=True, capture_output=True)
