"""Retention: the raw words of old reports are pruned after ``audit_retention_days`` (privacy), while
rulings, cited rules, times and the TD's decisions stay for the card room's records."""

from __future__ import annotations

import logging
from datetime import timedelta

from telegram.ext import Application, ContextTypes

from bot.clock import utc_now
from bot.telegram.late_jobs import RUN_HOWEVER_LATE
from bot.telegram.services import services

log = logging.getLogger(__name__)
PRUNE_EVERY_SECONDS = 3600.0
PRUNE_JOB = "prune-raw-texts"


async def prune_job(context: ContextTypes.DEFAULT_TYPE) -> None:
    svc = services(context)
    before = utc_now() - timedelta(days=svc.config.audit_retention_days)
    pruned = await svc.db(svc.store.prune_raw_texts, before)
    if pruned:
        log.info("retention: pruned the texts of %d audit entries older than %s", pruned, before)


def schedule_retention(app: Application, retention_days: float | None) -> None:
    if retention_days is not None:  # once at start (a repeating job's first run at once can misfire)
        app.job_queue.run_once(prune_job, 0.0, name=PRUNE_JOB, job_kwargs=RUN_HOWEVER_LATE)
        app.job_queue.run_repeating(prune_job, PRUNE_EVERY_SECONDS, first=PRUNE_EVERY_SECONDS, name=PRUNE_JOB)
