"""Several webhook workers behind a load balancer: each update is handled by exactly one of them.

Before any other handler, a worker inserts the update's id into ``processed_updates``; the insert that
loses (the load balancer or Telegram handed the same update to another worker too) stops the update
here. Nothing else about updates lives in a worker's memory: roles, floor calls and their timers are in
the database, and the paging job of every worker claims due pages there (``Store.claim_due_pages``).
"""

from __future__ import annotations

from datetime import timedelta

from telegram import Update
from telegram.ext import Application, ApplicationHandlerStop, ContextTypes, TypeHandler

from bot.clock import utc_now
from bot.telegram.services import services

CLAIM_GROUP = -2  # before the flood check (group -1): a duplicate must not spend the chat's allowance
KEEP_KEYS = timedelta(days=2)  # Telegram stops redelivering an update after a day
FORGET_EVERY_SECONDS = 3600.0


async def claim_update(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    svc = services(context)
    if not await svc.db(svc.store.claim_update, update.update_id, svc.worker_id, utc_now()):
        raise ApplicationHandlerStop


async def forget_old_updates(context: ContextTypes.DEFAULT_TYPE) -> None:
    svc = services(context)
    await svc.db(svc.store.forget_updates, utc_now() - KEEP_KEYS)


def share_updates(app: Application) -> None:
    """Make ``app`` one of several workers fed the same stream of updates."""
    app.add_handler(TypeHandler(Update, claim_update), group=CLAIM_GROUP)
    app.job_queue.run_repeating(forget_old_updates, FORGET_EVERY_SECONDS, first=60.0, name="forget-updates")
