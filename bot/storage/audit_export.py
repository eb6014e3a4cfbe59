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
    "user_id",
    "input_text",
    "transcript",
    "edition",
    "venue",
    "parse",
    "ruling",
    "timings",
    "final_decision",
)
_JSON_COLUMNS = ("parse", "ruling", "timings")
# A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): such a text
# cell gets a leading apostrophe, which spreadsheets show as text and do not evaluate.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def export_row(entry: AuditEntry) -> dict[str, Any]:
    """One entry as plain values: ISO-8601 UTC time, nested JSON kept as objects."""
    return {
        "id": entry.id,
        "created_at": entry.created_at.isoformat(),
        "chat_id": entry.chat_id,
        "user_id": entry.user_id,
        "input_text": entry.input_text,
        "transcript": entry.transcript,
        "edition": entry.edition,
        "venue": entry.venue,
        "parse": entry.parse,
        "ruling": entry.ruling,
        "timings": entry.timings,
        "final_decision": entry.final_decision,
    }


def write_json(entries: Iterable[AuditEntry], out: TextIO) -> int:
    rows = [export_row(e) for e in entries]
    json.dump(rows, out, ensure_ascii=False, indent=1)
    out.write("\n")
    return len(rows)


def write_csv(entries: Iterable[AuditEntry], out: TextIO) -> int:
    """CSV with a header; nested objects as compact JSON text in their cell, empty cells for nulls, and
    no cell a spreadsheet would run as a formula."""
    writer = csv.DictWriter(out, fieldnames=COLUMNS)
    writer.writeheader()
    count = 0
    for entry in entries:
        row = export_row(entry)
        for key in _JSON_COLUMNS:
            if row[key] is not None:
                row[key] = json.dumps(row[key], ensure_ascii=False, separators=(",", ":"))
        writer.writerow({key: neutralise(value) for key, value in row.items()})
        count += 1
    return count


def neutralise(value: Any) -> Any:
    """A text cell a spreadsheet would evaluate, made inert; numbers (a group's negative id) stay."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value
