"""Answer buttons under a ruling that asks the dealer something ("¿eran sus últimas fichas?"): Sí / No, or
the street. A press answers exactly as a typed reply would and the report is ruled again at once.

A button is offered only when its label, read as a typed answer, states a fact for that question
(``parser.answers.fact_from_answer``), so no button leads nowhere.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from telegram import InlineKeyboardButton, Message, Update
from telegram.ext import ContextTypes

from bot.telegram.callback_data import AnswerButton, AuditRef
from bot.telegram.services import Refused, room_and_chat, services
from bot.telegram.texts import t
from parser.answers import fact_for_question

CHOICES = {"y": "yes", "n": "no", "p": "preflop", "f": "flop", "t": "turn", "r": "river"}


def _first_question(ruling: Mapping[str, Any]) -> str | None:
    questions = ruling.get("questions") or []
    return str(questions[0]) if questions else None


def answer_buttons(ref: AuditRef, ruling: Mapping[str, Any], lang: str) -> list[InlineKeyboardButton]:
    asked = _first_question(ruling)
    if asked is None:
        return []
    return [
        InlineKeyboardButton(label, callback_data=AnswerButton(ref, letter).data())
        for letter, choice in CHOICES.items()
        if fact_for_question(asked, label := t(lang, f"answer.{choice}"), lang) is not None
    ]


async def on_answer_button(
    update: Update, context: ContextTypes.DEFAULT_TYPE, message: Message, button: AnswerButton
) -> None:
    from bot.telegram.reports import (
        answered_fact,
        find_audit,
        reply_to_report,
    )  # reports offers these buttons

    query = update.callback_query
    svc = services(context)
    chat, room = await svc.db(room_and_chat, svc.store, message.chat_id, query.from_user.id)
    entry = await svc.db(find_audit, svc.store, message.chat_id, button.ref) if chat is not None else None
    if entry is None:
        raise Refused("button.invalid")
    lang = (entry.ruling or {}).get("lang") or chat.lang
    fact = answered_fact(entry, t(lang, f"answer.{CHOICES[button.choice]}"))
    if fact is None:
        raise Refused("button.invalid")
    await query.answer()
    text = f"{entry.input_text}\n{fact}"
    await reply_to_report(message, context, chat, room, text, user_id=query.from_user.id)
