"""Load and limits: a hundred chats at once, a chat that floods, and replies too long for one message."""

from __future__ import annotations

import time

import pytest

from bot.storage import Role
from tests.support.telegram_html import check_html
from tests.telegram.conftest import PLAIN_REPORT, REAL_CHAT_INTERVAL, buttons, seed_room

QUESTION = "¿cuánto tiempo hay con el reloj?"


def test_a_hundred_chats_sending_bursts_lose_nothing_and_keep_telegrams_limits(start_bot, fake_bot_api):
    bot = start_bot(chat_send_interval_seconds=REAL_CHAT_INTERVAL)
    card = seed_room(bot.store, fake_bot_api)
    chats = range(5000, 5100)
    for chat_id in chats:
        bot.store.register_chat(chat_id, "es", Role.PLAYER, card.room.id)
    sent = {}
    for chat_id in chats:  # two messages from each chat, back to back
        for text in (PLAIN_REPORT, QUESTION):
            message = fake_bot_api.inject_message(chat_id, text)["message"]
            sent[(chat_id, message["message_id"])] = text

    replies = fake_bot_api.wait_for(
        "sendMessage", count=len(sent), timeout=40, where=lambda c: c.params["chat_id"] in chats
    )
    answered = {(c.params["chat_id"], c.params["reply_parameters"]["message_id"]): c for c in replies}
    assert set(answered) == set(sent) and all(c.status == 200 for c in replies)
    for (chat_id, message_id), text in sent.items():
        expected = "Es call de 1.100" if text == PLAIN_REPORT else "Reglas que responden a su pregunta"
        assert expected in answered[(chat_id, message_id)].params["text"]
    assert len(bot.store.list_audit()) == len(sent)
    assert fake_bot_api.limit_breaches() == []  # overall 30/s, 1/s per chat, over any window


def test_a_flooding_chat_is_told_once_and_then_ignored(start_bot, fake_bot_api):
    bot = start_bot(flood_burst=2, flood_per_minute=1)
    card = seed_room(bot.store, fake_bot_api)
    for _ in range(9):
        fake_bot_api.inject_message(card.player, PLAIN_REPORT)
    texts = [c.params["text"] for c in fake_bot_api.wait_for("sendMessage", count=3, chat_id=card.player)]
    time.sleep(0.5)  # anything else would have been sent by now
    assert len(fake_bot_api.calls_to("sendMessage", chat_id=card.player)) == 3
    assert ["Es call de 1.100" in text for text in texts] == [True, True, False]
    assert texts[2] == "Demasiados mensajes seguidos. Espere unos segundos y vuelva a enviar la jugada."
    assert len(bot.store.list_audit()) == 2


def test_a_page_longer_than_a_message_is_split_cleanly(bot, card, fake_bot_api):
    words = "el jugador del asiento tres discute el tamaño del bote con el dealer "
    report = (words * 80)[:4080].strip()
    fake_bot_api.inject_message(card.dealer, f"/floor {report}")
    first, second = fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.td)
    for part in (first, second):
        problems, visible = check_html(part.params["text"])
        assert problems == [] and len(visible) <= 4096
    assert first.params["text"].startswith("<b>🔔 Floor: mesa 12 · Casino Norte</b>")
    assert second.params["text"] == f"<blockquote>{report}</blockquote>"
    assert "reply_markup" not in first.params  # the buttons go on the last part
    assert [label for label, _ in buttons(second.result)] == ["Recibido", "Voy", "Resuelta"]


# PTB's own retry path reads RetryAfter.retry_after, which PTB 22.2+ flags as changing type in v23.
@pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")
def test_flood_control_answers_are_waited_out_and_retried(bot, card, fake_bot_api):
    fake_bot_api.flood("sendMessage", times=1, retry_after=1)
    fake_bot_api.inject_message(card.player, PLAIN_REPORT)
    statuses = [c.status for c in fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.player)]
    assert statuses == [429, 200]  # Telegram said "retry after 1 s": the reply still arrives
    assert len(bot.store.list_audit()) == 1
