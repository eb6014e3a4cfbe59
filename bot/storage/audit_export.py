"""The audit log as flat rows for the card room's records: CSV or JSON (``floorcall audit``)."""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable
from typing import Any, TextIO

from bot.storage.rows import AuditEntry

COLUMNS = (
    "id",
    "created_at",
    "chat_id",
    "input_text",
    "transcript",
    "edition",
    "venue",
    "parse",
    "ruling",
    "timings",
)
_JSON_COLUMNS = ("parse", "ruling", "timings")


def export_row(entry: AuditEntry) -> dict[str, Any]:
    """One entry as plain values: ISO-8601 UTC time, nested JSON kept as objects."""
    return {
        "id": entry.id,
        "created_at": entry.created_at.isoformat(),
        "chat_id": entry.chat_id,
        "input_text": entry.input_text,
        "transcript": entry.transcript,
        "edition": entry.edition,
        "venue": entry.venue,
        "parse": entry.parse,
        "ruling": entry.ruling,
        "timings": entry.timings,
    }


def write_json(entries: Iterable[AuditEntry], out: TextIO) -> int:
    rows = [export_row(e) for e in entries]
    json.dump(rows, out, ensure_ascii=False, indent=1)
    out.write("\n")
    return len(rows)


def write_csv(entries: Iterable[AuditEntry], out: TextIO) -> int:
    """CSV with a header; nested objects as compact JSON text in their cell, empty cells for nulls."""
    writer = csv.DictWriter(out, fieldnames=COLUMNS)
    writer.writeheader()
    count = 0
    for entry in entries:
        row = export_row(entry)
        for key in _JSON_COLUMNS:
            if row[key] is not None:
                row[key] = json.dumps(row[key], ensure_ascii=False, separators=(",", ":"))
        writer.writerow(row)
        count += 1
    return count
