"""get_audit(id): one audit entry by its id, on both engines."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.storage import NewAuditEntry


def test_get_audit_finds_the_entry_by_id(store):
    made = [
        store.append_audit(
            NewAuditEntry(
                text,
                chat_id=7,
                ruling={"questions": []},
                edition="tda-2024",
                venue="tda",
                created_at=datetime(2026, 3, 1, 20, n, tzinfo=UTC),
            )
        )
        for n, text in enumerate(["first", "second"])
    ]
    assert [store.get_audit(e.id) for e in made] == made
    assert store.get_audit(max(e.id for e in made) + 1) is None
