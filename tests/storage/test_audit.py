"""The audit log: every ruling appended, listed with filters, exported as CSV and JSON."""

from __future__ import annotations

import csv
import io
import json
from datetime import UTC, datetime, timedelta

from bot.storage import AuditFilter, NewAuditEntry
from bot.storage.audit_export import COLUMNS, write_csv, write_json

T0 = datetime(2026, 3, 1, 20, 0, tzinfo=UTC)
PARSE = {"lang": "es", "intent": "ruling", "seat": "5"}
RULING = {"action": "call", "total": 1100, "returned": 400, "rules": ["tda-2024:45-A"]}


def seed(store):
    entries = [
        NewAuditEntry(
            "El de UTG sube a 1.100, el siguiente tira una de mil y una de quinientos",
            chat_id=-500,
            transcript="el de u t g sube a mil cien",
            parse=PARSE,
            ruling=RULING,
            edition="tda-2024",
            venue="san-roque",
            timings={"parse_ms": 2.5, "rule_ms": 0.4},
            created_at=T0,
        ),
        NewAuditEntry(
            "clock?", chat_id=42, edition="tda-2024", venue="tda", created_at=T0 + timedelta(minutes=5)
        ),
        NewAuditEntry("cli question", edition="tda-2019", venue="tda", created_at=T0 + timedelta(hours=2)),
    ]
    return [store.append_audit(e) for e in entries]


def test_append_round_trips_every_field(store):
    first = seed(store)[0]
    (stored,) = store.list_audit(AuditFilter(chat_id=-500))
    assert stored == first
    assert (stored.parse, stored.ruling, stored.timings) == (PARSE, RULING, {"parse_ms": 2.5, "rule_ms": 0.4})
    assert stored.transcript == "el de u t g sube a mil cien" and stored.created_at == T0


def test_filters_combine_and_order_by_time(store):
    seed(store)
    texts = lambda f: [e.input_text for e in store.list_audit(f)]  # noqa: E731
    assert len(texts(None)) == 3
    assert texts(AuditFilter(since=T0 + timedelta(minutes=1))) == ["clock?", "cli question"]
    assert texts(AuditFilter(until=T0 + timedelta(minutes=5))) == [texts(None)[0]]  # until is exclusive
    assert texts(AuditFilter(venue="tda", edition="tda-2024")) == ["clock?"]
    assert texts(AuditFilter(edition="tda-2024", limit=1)) == [texts(None)[0]]
    assert texts(AuditFilter(chat_id=7)) == []


def test_json_export(store):
    seed(store)
    out = io.StringIO()
    assert write_json(store.list_audit(), out) == 3
    rows = json.loads(out.getvalue())
    assert [tuple(r) for r in rows] == [COLUMNS] * 3
    assert rows[0]["ruling"] == RULING and rows[0]["created_at"] == "2026-03-01T20:00:00+00:00"
    assert rows[2]["chat_id"] is None and rows[2]["parse"] is None
    assert "quinientos" in out.getvalue()  # readable Spanish, not \\u escapes


def test_csv_export(store):
    seed(store)
    out = io.StringIO()
    assert write_csv(store.list_audit(AuditFilter(edition="tda-2024")), out) == 2
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert [tuple(r) for r in rows] == [COLUMNS] * 2
    assert json.loads(rows[0]["ruling"]) == RULING and rows[0]["chat_id"] == "-500"
    assert rows[1]["parse"] == "" and rows[1]["input_text"] == "clock?"


def test_prune_raw_texts_blanks_old_words_and_keeps_the_ruling(store):
    from bot.storage import CallState, Role

    now = datetime(2026, 5, 1, tzinfo=UTC)
    old = store.append_audit(
        NewAuditEntry(
            input_text="viejo", transcript="viejo", ruling={"r": 1}, created_at=now - timedelta(days=9)
        )
    )
    new = store.append_audit(NewAuditEntry(input_text="nuevo", created_at=now))
    room = store.create_room("Sala")
    store.register_chat(5, "es", Role.TD, room.id)
    call = store.create_floor_call(room.id, None, 5, "viejo", now=now - timedelta(days=9))
    store.transition(call.id, CallState.RESOLVED, 5, now=now - timedelta(days=9), final_decision="ok")
    assert store.prune_raw_texts(now - timedelta(days=7)) == 1
    assert store.prune_raw_texts(now - timedelta(days=7)) == 0
    pruned = store.get_audit(old.id)
    assert (pruned.input_text, pruned.transcript, pruned.ruling) == ("", None, {"r": 1})
    assert store.get_audit(new.id).input_text == "nuevo"
    assert (
        store.get_floor_call(call.id).report_text == ""
        and store.get_floor_call(call.id).final_decision == "ok"
    )
