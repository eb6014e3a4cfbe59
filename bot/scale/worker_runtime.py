"""``floorcall worker``: the Celery app with the voice-note task, and what each pool process keeps.

Each pool process loads the transcriber (the whisper model) once, at ``worker_process_init``, with its own
store connections, Bot and event loop (none of them survive a fork), and keeps them for every job it runs.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
from dataclasses import dataclass
from typing import Any

from celery import Celery, Task
from celery.signals import worker_process_init, worker_process_shutdown
from telegram.ext import ExtBot

from bot.config import BotConfig
from bot.scale.celery_app import ANSWER_NOTE, make_celery
from bot.scale.transcribers import load_transcriber
from bot.scale.voice_jobs import ClaimBusy, NoteContext, NoteJob, answer_note
from bot.storage import open_store
from bot.telegram.throttling import TelegramRateLimiter

log = logging.getLogger(__name__)


@dataclass
class Runtime:
    loop: asyncio.AbstractEventLoop
    ctx: NoteContext

    @classmethod
    def start(cls, config: BotConfig) -> Runtime:
        loop = asyncio.new_event_loop()
        urls: dict[str, Any] = {}
        if config.base_url:
            urls = {"base_url": config.base_url, "base_file_url": config.base_file_url or config.base_url}
        bot = ExtBot(
            config.token,
            rate_limiter=TelegramRateLimiter(config.send_retries, config.chat_send_interval_seconds),
            **urls,
        )
        loop.run_until_complete(bot.initialize())
        worker_id = f"{socket.gethostname()}:{os.getpid()}"
        ctx = NoteContext(open_store(config.database), bot, load_transcriber(config), worker_id)
        log.info("transcription worker %s ready", worker_id)
        return cls(loop, ctx)

    def close(self) -> None:
        self.loop.run_until_complete(self.ctx.bot.shutdown())
        self.loop.close()
        self.ctx.store.close()


class _Process:
    """The configuration (set before the pool forks) and this process's runtime (made after)."""

    config: BotConfig | None = None
    runtime: Runtime | None = None

    @classmethod
    def get(cls) -> Runtime:
        if cls.runtime is None:  # a pool without worker_process_init (solo, threads): start on first job
            assert cls.config is not None, "build_worker_app() was not called"
            cls.runtime = Runtime.start(cls.config)
        return cls.runtime


def build_worker_app(config: BotConfig) -> Celery:
    _Process.config = config
    app = make_celery(config)
    app.task(name=ANSWER_NOTE, bind=True, max_retries=None)(run_note_job)
    worker_process_init.connect(_start_process, weak=False)
    worker_process_shutdown.connect(_close_process, weak=False)
    return app


def run_note_job(task: Task, job: dict[str, Any]) -> str:
    runtime = _Process.get()
    note = NoteJob(**job)
    try:
        outcome = runtime.loop.run_until_complete(answer_note(runtime.ctx, note))
    except ClaimBusy as exc:
        raise task.retry(countdown=max(1.0, exc.retry_after.total_seconds())) from exc
    log.info("note %s/%s: %s", note.chat_id, note.message_id, outcome)
    return outcome


def _start_process(**_: Any) -> None:
    _Process.get()


def _close_process(**_: Any) -> None:
    if _Process.runtime is not None:
        _Process.runtime.close()
        _Process.runtime = None
