"""Sending HTML blocks: split to Telegram's size, buttons on the last part, the first part as a reply."""

from __future__ import annotations

from collections.abc import Iterable

from telegram import Bot, InlineKeyboardMarkup, Message, ReplyParameters
from telegram.constants import ParseMode

from bot.telegram.formatting import Block, split_messages


async def send_blocks(
    bot: Bot,
    chat_id: int,
    blocks: Iterable[Block],
    *,
    reply_to: int | None = None,
    markup: InlineKeyboardMarkup | None = None,
) -> list[Message]:
    parts = split_messages(blocks)
    sent = []
    for i, part in enumerate(parts):
        replying = (
            ReplyParameters(reply_to, allow_sending_without_reply=True) if reply_to and i == 0 else None
        )
        sent.append(
            await bot.send_message(
                chat_id,
                part,
                parse_mode=ParseMode.HTML,
                reply_parameters=replying,
                reply_markup=markup if i == len(parts) - 1 else None,
            )
        )
    return sent
