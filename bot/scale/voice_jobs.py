"""One voice note answered by a transcription worker: download, transcribe, rule, reply, exactly once.

A job may run more than once (its worker died and the broker handed it out again, or the load balancer's
bot workers both queued it): the store's reply claim decides which run answers. The claim is taken after
the slow part (download and transcription, safe to repeat) and before anything the user or the audit
log would see twice (the ruling, a floor call, the reply).
"""

from __future__ import annotations

import logging
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

from telegram import Bot

from bot.clock import utc_now
from bot.storage import Store
from bot.storage.idempotency import ReplyClaim
from bot.telegram.formatting import italic
from bot.telegram.reports import rule_and_record, ruling_message
from bot.telegram.sending import send_blocks
from bot.telegram.services import room_and_chat

log = logging.getLogger(__name__)
# Between the claim and the recorded reply there is only the ruling and one send (with its 429 retries):
# a claim this old belongs to a worker that died in between.
REPLY_LEASE = timedelta(seconds=120)


@dataclass(frozen=True)
class NoteJob:
    chat_id: int
    message_id: int  # the voice note's; the reply answers it
    file_id: str
    lang: str  # the chat's language, forced on the transcriber

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class HeardNote:
    text: str  # the corrected transcript; "" when nothing usable was heard
    notice: str  # what the user is told first: what was heard, or why nothing was


# (the note as a file, the chat's language) -> what was heard
NoteTranscriber = Callable[[Path, str], Awaitable[HeardNote]]


class ClaimBusy(Exception):
    """Another run of this job claimed the reply and may still send it: try again after ``retry_after``."""

    def __init__(self, retry_after: timedelta) -> None:
        super().__init__(f"reply claimed by another run; retry in {retry_after.total_seconds():.0f}s")
        self.retry_after = retry_after


@dataclass
class NoteContext:
    """What a worker process keeps for all its jobs."""

    store: Store
    bot: Bot
    transcribe: NoteTranscriber
    worker_id: str


async def answer_note(ctx: NoteContext, job: NoteJob) -> str:
    """Answer ``job``'s note unless another run did; the outcome: answered, duplicate or stranger."""
    if ctx.store.voice_reply_state(job.chat_id, job.message_id) == "answered":
        return "duplicate"  # redelivered after the reply was sent: not even a download
    chat, room = room_and_chat(ctx.store, job.chat_id)
    if chat is None:
        return "stranger"  # the bot checked before queueing; the chat was removed since
    heard = await _transcribe(ctx, job)
    claim = ctx.store.claim_voice_reply(job.chat_id, job.message_id, ctx.worker_id, utc_now(), REPLY_LEASE)
    if claim.outcome is ReplyClaim.ANSWERED:
        return "duplicate"
    if claim.outcome is ReplyClaim.BUSY:
        raise ClaimBusy(claim.retry_after)
    blocks, markup = [italic(heard.notice)], None
    if heard.text.strip():
        ruled = rule_and_record(ctx.store, chat, room, heard.text, transcript=heard.text)
        ruling, markup = ruling_message(ruled, chat)
        blocks += ruling
        # A floor call raised here is paged by the bot workers' paging job (claimed from the database).
    sent = await send_blocks(ctx.bot, job.chat_id, blocks, reply_to=job.message_id, markup=markup)
    ctx.store.finish_voice_reply(job.chat_id, job.message_id, sent[0].message_id if sent else None, utc_now())
    return "answered"


async def _transcribe(ctx: NoteContext, job: NoteJob) -> HeardNote:
    file = await ctx.bot.get_file(job.file_id)
    with tempfile.TemporaryDirectory(prefix="floorcall-note-") as tmp:
        path = Path(tmp) / "note.oga"
        await file.download_to_drive(path)
        return await ctx.transcribe(path, job.lang)
