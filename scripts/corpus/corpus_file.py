"""One corpus record and the corpus file writer, shared by the build scripts in this folder.

The format is the one ``locales/corpus.py`` reads: ``locales/<lang>/rules/<edition>.json``.
Scripts here run as files (``python scripts/corpus/<script>.py``), so they import this as ``corpus_file``.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

# The source rulebooks, carried in the repository (origin: sources/README.md); every builder's default input.
SOURCES = Path(__file__).resolve().parent / "sources"


@dataclass
class Record:
    """One corpus entry, fields in the order of the shared format."""

    id: str
    kind: str
    number: str
    part: str | None
    parent: str | None
    title: str
    text: str
    refs: list[str] = field(default_factory=list)
    tda_topics: list[str] = field(default_factory=list)
    origin: str = "official"


@dataclass(frozen=True)
class EditionHeader:
    edition: str
    lang: str
    name: str
    source: str  # the rulebook file name under SOURCES
    house: bool = False


def write_corpus_file(path: Path, header: EditionHeader, records: list[Record]) -> None:
    data = {
        "edition": header.edition,
        "lang": header.lang,
        "name": header.name,
        "source": f"rulebooks/{header.source}",
        "house": header.house,
        "rules": [asdict(r) for r in records],
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
