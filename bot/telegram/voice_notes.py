"""Voice notes, audio files and video notes: checked, downloaded, transcribed off the loop, ruled as text.

Telegram states a note's duration and size, so a note too long or too large is refused before a byte is
downloaded. The file goes to a temporary directory through getFile; ``bot.voice.pipeline.hear`` decodes it
with ffmpeg (in a thread) and transcribes it on the one whisper thread of a ``VoiceWorker``, so the event
loop keeps serving other chats meanwhile. The transcript, corrected against the lexicon, follows the text
path (audit log, floor call, the TD's page); the reply starts with what was understood and carries a button
to correct it.

Correcting: the button sends a prompt whose own button (Cancel) names the audit entry; the dealer's reply to
the prompt is ruled as text in a new audit entry that keeps the original transcript and the id of the entry
it corrects. A failure (corrupt, silent, too long, ffmpeg or the model missing) gets a reply in the chat's
language and stores nothing.
"""

from __future__ import annotations

import asyncio
import logging
import re
import shutil
import tempfile
import warnings
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from telegram import (
    Audio,
    CallbackQuery,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
    Update,
    VideoNote,
    Voice,
)
from telegram.constants import ChatAction
from telegram.error import TelegramError
from telegram.ext import ContextTypes, filters
from telegram.warnings import PTBDeprecationWarning

from bot.telegram.callback_data import AuditRef
from bot.telegram.formatting import plain
from bot.telegram.reports import (
    Extras,
    addressed_text,
    find_audit,
    on_text,
    replied_to_bot,
    reply_to_report,
)
from bot.telegram.services import room_and_chat, services
from bot.telegram.texts import t
from bot.telegram.voice import VoiceHandler
from bot.voice.config import VoiceConfig
from bot.voice.errors import AudioTooLarge, AudioTooLong, ModelUnavailable, VoiceError
from bot.voice.pipeline import Heard, error_text, hear

if TYPE_CHECKING:
    from bot.voice.transcriber import VoiceWorker

log = logging.getLogger(__name__)
VOICE_MEDIA = filters.VOICE | filters.AUDIO | filters.VIDEO_NOTE
_FIX = re.compile(r"v:(\d{1,18}):(\d{1,18})(:x)?")  # "v:<entry>:<second>" fix, "...:x" cancel the prompt


@dataclass(frozen=True)
class FixButton:
    """A button naming a voice note's audit entry: fix its transcript, or (``cancel``) drop the prompt."""

    ref: AuditRef
    cancel: bool = False

    def data(self) -> str:
        return f"v:{self.ref.entry_id}:{self.ref.second}" + (":x" if self.cancel else "")

    @classmethod
    def parse(cls, data: object) -> FixButton | None:
        match = _FIX.fullmatch(data) if isinstance(data, str) else None
        if match is None:
            return None
        return cls(AuditRef(int(match[1]), int(match[2])), match[3] is not None)

    @classmethod
    def on(cls, markup: InlineKeyboardMarkup | None, cancel: bool) -> FixButton | None:
        """The button of that kind on a message's keyboard, if any."""
        for row in markup.inline_keyboard if markup is not None else ():
            for button in row:
                parsed = cls.parse(button.callback_data)
                if parsed is not None and parsed.cancel == cancel:
                    return parsed
        return None


class _RepliesToFixPrompt(filters.MessageFilter):
    def filter(self, message: Message) -> bool:
        replied = message.reply_to_message
        return replied is not None and FixButton.on(replied.reply_markup, cancel=True) is not None


CORRECTION_REPLY = filters.UpdateType.MESSAGE & filters.TEXT & ~filters.COMMAND & _RepliesToFixPrompt()
FIX_CALLBACK = _FIX.pattern


async def on_voice(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    svc = services(context)
    message = update.effective_message
    chat, room = await svc.db(
        room_and_chat, svc.store, message.chat_id, message.from_user.id if message.from_user else None
    )
    lang = svc.lang_of(update, chat)
    voice: VoiceHandler | None = svc.voice_handler
    if voice is None:
        await message.reply_text(t(lang, "voice.disabled"))
        return
    if chat is None:
        await message.reply_text(t(lang, "stranger"))
        return
    media = message.voice or message.audio or message.video_note
    refused = too_big(media, voice.config)
    if refused is not None:
        await message.reply_text(error_text(refused, lang))
        return
    try:
        worker = await voice.worker()
    except ModelUnavailable:
        await message.reply_text(t(lang, "voice.unavailable"))
        return
    await context.bot.send_chat_action(message.chat_id, ChatAction.TYPING)
    heard = await _download_and_hear(context, worker, media, chat.lang)
    if heard is None:
        await message.reply_text(t(lang, "voice.download_failed"))
        return
    if heard.corrected is None:  # a failure or nothing said: the reason, and nothing stored
        await message.reply_text(heard.notice())
        return
    extras = Extras(
        lead=[plain(heard.notice())],
        timings={f"voice_{name}": ms for name, ms in heard.timings_ms.items()},
        annotations={"voice": heard.to_json()},
        buttons=lambda ref: [fix_button(ref, heard.lang)],
    )
    await reply_to_report(message, context, chat, room, heard.text, heard.transcript.text, extras)


def too_big(media: Voice | Audio | VideoNote, config: VoiceConfig) -> VoiceError | None:
    """What Telegram says of the file, checked before downloading it (it may not state the size)."""
    seconds = _duration_seconds(media)
    if seconds > config.max_seconds:
        return AudioTooLong(seconds, config.max_seconds)
    if media.file_size is not None and media.file_size > config.max_bytes:
        return AudioTooLarge(media.file_size, config.max_bytes)
    return None


def _duration_seconds(media: Voice | Audio | VideoNote) -> float:
    """PTB 22 warns that ``duration`` will become a timedelta: accept both, without the warning."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PTBDeprecationWarning)
        duration = media.duration
    return duration.total_seconds() if isinstance(duration, timedelta) else float(duration)


async def _download_and_hear(
    context: ContextTypes.DEFAULT_TYPE, worker: VoiceWorker, media: Voice | Audio | VideoNote, lang: str
) -> Heard | None:
    """The note through getFile into a temporary directory (removed after), then heard; None if the
    download failed. The chat's language is forced on whisper: a dealer speaks the chat's language."""
    folder = Path(await asyncio.to_thread(tempfile.mkdtemp, prefix="floorcall-voice-"))
    try:
        try:
            file = await media.get_file()
            path = folder / ("note" + Path(file.file_path or "").suffix)
            await file.download_to_drive(path)
        except TelegramError as exc:
            log.warning("voice note %s: download failed: %s", media.file_unique_id, exc)
            return None
        return await hear(worker, path, lang, _duration_seconds(media) or None)  # 0: not stated
    finally:
        await asyncio.to_thread(shutil.rmtree, folder, True)


def fix_button(ref: AuditRef, lang: str) -> InlineKeyboardButton:
    return InlineKeyboardButton(t(lang, "button.fix_transcript"), callback_data=FixButton(ref).data())


async def on_fix_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """ "Correct": prompt for the text (replying to the ruling); "Cancel" on the prompt: drop its button."""
    svc = services(context)
    query = update.callback_query
    button = FixButton.parse(query.data)
    message = query.message if isinstance(query.message, Message) else None
    entry = await svc.db(find_audit, svc.store, message.chat_id, button.ref) if message else None
    chat = await svc.db(svc.store.find_chat, message.chat_id) if message else None
    if entry is None or entry.transcript is None or chat is None:
        await query.answer(t(svc.lang_of(update, chat), "button.invalid"), show_alert=True)
        return
    lang = (entry.ruling or {}).get("voice", {}).get("lang") or chat.lang
    if button.cancel:
        await _cancel_prompt(query, message, lang)
        return
    await query.answer()
    cancel = InlineKeyboardButton(
        t(lang, "button.fix_cancel"), callback_data=FixButton(button.ref, cancel=True).data()
    )
    await message.reply_text(
        t(lang, "voice.fix_prompt", text=entry.input_text),
        reply_markup=InlineKeyboardMarkup([[cancel]]),
        do_quote=True,
    )


async def _cancel_prompt(query: CallbackQuery, message: Message, lang: str) -> None:
    await query.answer(t(lang, "voice.fix_cancelled"))
    await message.edit_reply_markup(None)


async def on_correction(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """The dealer's text replying to the prompt: ruled as text, linked to the voice note's audit entry."""
    message = update.effective_message
    svc = services(context)
    button = FixButton.on(message.reply_to_message.reply_markup, cancel=True)
    text = addressed_text(message, context.bot.username, context.bot.id)
    chat, room = await svc.db(
        room_and_chat, svc.store, message.chat_id, message.from_user.id if message.from_user else None
    )
    entry = await svc.db(find_audit, svc.store, message.chat_id, button.ref) if chat else None
    if replied_to_bot(message, context.bot.id) is None or entry is None or not text:
        await on_text(update, context)  # not our prompt after all: an ordinary report
        return
    corrects: dict[str, Any] = {"corrects_entry": entry.id, "heard": entry.input_text}
    await reply_to_report(
        message, context, chat, room, text, entry.transcript, Extras(annotations={"voice": corrects})
    )
