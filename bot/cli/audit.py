"""``floorcall audit``: the audit log of every ruling, as CSV or JSON, for the card room's records."""

from __future__ import annotations

import argparse
import sys
from contextlib import nullcontext
from datetime import UTC, datetime
from typing import TextIO

from bot.cli.errors import EXIT_OK, UsageError
from bot.cli.serve import load_cli_config
from bot.storage import AuditFilter, open_store
from bot.storage.audit_export import write_csv, write_json
from bot.telegram.texts import t

WRITERS = {"csv": write_csv, "json": write_json}


def parse_since(value: str | None, lang: str) -> datetime | None:
    """An ISO 8601 date or time; without a zone it is UTC."""
    if value is None:
        return None
    try:
        since = datetime.fromisoformat(value.strip())
    except ValueError:
        raise UsageError(t(lang, "cli.bad_since", value=value)) from None
    return since.replace(tzinfo=UTC) if since.tzinfo is None else since


def run_audit(args: argparse.Namespace) -> int:
    config = load_cli_config(args.config)
    since = parse_since(args.since, config.default_lang)
    store = open_store(config.database)
    try:
        entries = store.list_audit(AuditFilter(since=since))
    finally:
        store.close()
    target = open(args.out, "w", encoding="utf-8", newline="") if args.out else nullcontext(sys.stdout)
    with target as out:
        count = _write(args.format, entries, out)
    if args.out:
        print(t(config.default_lang, "cli.audit_written", count=count, out=args.out), file=sys.stderr)
    return EXIT_OK


def _write(fmt: str, entries: list, out: TextIO) -> int:
    return WRITERS[fmt](entries, out)
