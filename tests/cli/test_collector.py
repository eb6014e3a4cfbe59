"""The cycle collector waits while a process builds what it keeps (its first import, its first report)."""

from __future__ import annotations

import gc

from bot.cli.collector import paused_once


def test_the_collector_waits_for_the_first_report_only() -> None:
    frozen = gc.get_freeze_count()
    try:
        with paused_once("test: first report"):
            assert not gc.isenabled()
            kept = [[] for _ in range(100)]
        assert gc.isenabled() and gc.get_freeze_count() >= frozen + len(kept)
        with paused_once("test: first report"):
            assert gc.isenabled()  # a later report runs with the collector as usual
    finally:
        gc.unfreeze()
