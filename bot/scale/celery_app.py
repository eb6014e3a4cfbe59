"""The Celery application shared by the bot (which only sends jobs) and `floorcall worker` (which runs them).

Late acknowledgement: a job is acknowledged when it has finished, so a job whose worker dies is handed out
again: at once when a pool process dies under a living worker (``task_reject_on_worker_lost``), and after
``voice_redeliver_seconds`` (Redis's visibility timeout) when the whole worker or its machine is gone.
Prefetch 1: a worker holds no job it is not running, so a busy worker never sits on another's work.
"""

from __future__ import annotations

from celery import Celery

from bot.config import BotConfig

ANSWER_NOTE = "floorcall.answer_voice_note"


def make_celery(config: BotConfig) -> Celery:
    if not config.broker_url:
        raise ValueError("no broker_url configured")
    app = Celery("floorcall", broker=config.broker_url)
    app.conf.update(
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        worker_prefetch_multiplier=1,
        task_ignore_result=True,  # the answer goes to Telegram, not back to the bot
        task_serializer="json",
        accept_content=["json"],
        broker_transport_options={
            "visibility_timeout": config.voice_redeliver_seconds,
            # How often a worker looks for jobs past that timeout (kombu's default: every 100 s).
            "unacked_restore_interval": max(1, min(10, round(config.voice_redeliver_seconds / 5))),
            "unacked_restore_throttle": 1,
        },
        broker_connection_retry_on_startup=True,
        worker_hijack_root_logger=False,
    )
    return app
