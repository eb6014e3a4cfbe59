"""Floor calls end to end: paged with buttons, acknowledged, re-paged, backup TD, resolved, restart."""

from __future__ import annotations

import time

import pytest

from bot.storage import CallState
from tests.support.telegram_html import check_html
from tests.telegram.conftest import FLOOR_REPORT, PLAIN_REPORT, button_data, buttons, seed_room

TD_BUTTONS = ["Recibido", "Voy", "Resuelta"]


def _page(api, td: int, count: int = 1, timeout: float = 5.0):
    return api.wait_for("sendMessage", count=count, chat_id=td, timeout=timeout)[count - 1]


def test_a_floor_case_is_stored_then_pages_the_td_with_buttons(bot, card, fake_bot_api):
    fake_bot_api.inject_message(card.dealer, FLOOR_REPORT)
    page = _page(fake_bot_api, card.td)
    (reply,) = fake_bot_api.wait_for("sendMessage", chat_id=card.dealer)

    (call,) = bot.store.open_floor_calls(card.room.id)
    assert (call.state, call.table_number, call.dealer_chat, call.attempts) == (
        CallState.PENDING,
        12,
        card.dealer,
        1,
    )
    assert call.report_text == FLOOR_REPORT and call.proposed_ruling["floor_reason"] == "undercall"

    html = page.params["text"]
    assert html.startswith("<b>🔔 Floor: mesa 12 · Casino Norte</b>\n<i>Llamada n.º 1 · aviso 1</i>\n")
    assert f"<blockquote>{FLOOR_REPORT}</blockquote>" in html
    assert "Propuesta de FloorCall:" in html and "tda-2024:51-B" in html and check_html(html)[0] == []
    assert [label for label, _ in buttons(page.result)] == TD_BUTTONS
    assert "📣 Floor llamado: mesa 12 (llamada n.º 1)." in reply.params["text"]
    assert "Llamar al floor" not in [label for label, _ in buttons(reply.result)]  # already called
    assert fake_bot_api.calls_to("sendMessage", chat_id=card.backup) == []  # the backup waits for two misses


def test_acknowledge_and_on_my_way_tell_the_dealer_and_stop_the_pages(start_bot, fake_bot_api):
    bot = start_bot(repage_seconds=0.4)
    card = seed_room(bot.store, fake_bot_api)
    fake_bot_api.inject_message(card.dealer, FLOOR_REPORT)
    page = _page(fake_bot_api, card.td)
    fake_bot_api.inject_callback(card.td, page.result["message_id"], button_data(page.result, "Recibido"))

    told = fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.dealer)[1]
    assert told.params["text"] == "<i>#1 · mesa 12</i>\n<b>✅ Ana ha recibido la llamada.</b>"
    assert told.params["reply_parameters"]["message_id"] == 1  # the dealer's report
    edit = fake_bot_api.wait_for("editMessageReplyMarkup", chat_id=card.td)[0]
    assert [b["text"] for b in edit.params["reply_markup"]["inline_keyboard"][0]] == ["Voy", "Resuelta"]
    (call,) = bot.store.open_floor_calls()
    assert (call.state, call.assigned_td, call.next_page_at) == (CallState.ACKNOWLEDGED, card.td, None)

    fake_bot_api.inject_callback(card.td, page.result["message_id"], button_data(page.result, "Voy"))
    told = fake_bot_api.wait_for("sendMessage", count=3, chat_id=card.dealer)[2]
    assert told.params["text"] == "<i>#1 · mesa 12</i>\n<b>🚶 Ana va de camino a la mesa.</b>"
    time.sleep(0.6)  # past the re-page time: an acknowledged call is not paged again
    assert len(fake_bot_api.calls_to("sendMessage", chat_id=card.td)) == 1


def test_unacknowledged_call_is_paged_again_then_the_backup_td_too(start_bot, fake_bot_api):
    bot = start_bot(repage_seconds=0.4)
    card = seed_room(bot.store, fake_bot_api)
    fake_bot_api.inject_message(card.dealer, FLOOR_REPORT)
    second = _page(fake_bot_api, card.td, count=2)
    assert "<i>Llamada n.º 1 · aviso 2</i>" in second.params["text"]
    assert fake_bot_api.calls_to("sendMessage", chat_id=card.backup) == []
    backup_page = _page(fake_bot_api, card.backup)
    third = _page(fake_bot_api, card.td, count=3)
    assert backup_page.params["text"].startswith(
        "<b>🔔 Floor: table 12 · Casino Norte</b>\n<i>Call #1 · page 3 · as backup floor</i>"
    )
    assert [label for label, _ in buttons(backup_page.result)] == ["Acknowledge", "On my way", "Resolved"]
    assert "aviso 3" in third.params["text"]
    (call,) = bot.store.open_floor_calls()
    assert call.attempts >= 3 and call.backup_paged

    # The backup TD takes it: the paging stops, the dealer hears it (in Spanish, the dealer's language).
    fake_bot_api.inject_callback(
        card.backup, backup_page.result["message_id"], button_data(backup_page.result, "Acknowledge")
    )
    told = fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.dealer)[1]
    assert told.params["text"] == "<i>#1 · mesa 12</i>\n<b>✅ Bob ha recibido la llamada.</b>"
    assert bot.store.get_floor_call(call.id).state is CallState.ACKNOWLEDGED


@pytest.mark.parametrize("written", [True, False], ids=["written-decision", "as-proposed"])
def test_resolving_asks_for_the_decision_which_reaches_the_dealer(bot, card, fake_bot_api, written):
    fake_bot_api.inject_message(card.dealer, FLOOR_REPORT)
    page = _page(fake_bot_api, card.td)
    fake_bot_api.inject_callback(card.td, page.result["message_id"], button_data(page.result, "Resuelta"))
    prompt = _page(fake_bot_api, card.td, count=2)
    assert prompt.params["text"].startswith("Llamada #1 · mesa 12: responda a este mensaje con la decisión")
    assert prompt.params["reply_markup"] == {"force_reply": True, "input_field_placeholder": "Decisión final"}
    assert bot.store.get_floor_call(1).state is CallState.PENDING  # asking changes nothing yet
    choices = fake_bot_api.wait_for("editMessageReplyMarkup", chat_id=card.td)[0].params["reply_markup"]
    assert [b["text"] for b in choices["inline_keyboard"][0]] == ["Según lo propuesto", "Otra decisión"]

    if written:
        decision = "Call de 2.000; las fichas de C cuentan como call."
        fake_bot_api.inject_message(card.td, decision, reply_to=prompt.result["message_id"])
    else:
        on_page = fake_bot_api.message(card.td, page.result["message_id"])  # its buttons now
        fake_bot_api.inject_callback(
            card.td, page.result["message_id"], button_data(on_page, "Según lo propuesto")
        )
        decision = (
            "Según lo propuesto: " + bot.store.get_floor_call(1).proposed_ruling["reply"].splitlines()[0]
        )

    told = fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.dealer)[1]
    assert told.params["text"] == (
        f"<i>#1 · mesa 12</i>\n<b>🏁 Decisión del floor (Ana):</b>\n<blockquote>{decision}</blockquote>"
    )
    call = bot.store.get_floor_call(1)
    assert (call.state, call.final_decision) == (CallState.RESOLVED, decision)
    assert [h.to_state for h in bot.store.history(1)] == [CallState.PENDING, CallState.RESOLVED]
    assert bot.store.open_floor_calls() == []


def test_dealer_calls_the_floor_from_a_ruling_once(bot, card, fake_bot_api):
    fake_bot_api.inject_message(card.dealer, PLAIN_REPORT)
    (reply,) = fake_bot_api.wait_for("sendMessage", chat_id=card.dealer)
    data = button_data(reply.result, "Llamar al floor")
    fake_bot_api.inject_callback(card.dealer, reply.result["message_id"], data)
    page = _page(fake_bot_api, card.td)
    assert f"<blockquote>{PLAIN_REPORT}</blockquote>" in page.params["text"]
    notice = fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.dealer)[1]
    assert notice.params["text"] == "<b>📣 Floor llamado: mesa 12 (llamada n.º 1).</b>"
    edit = fake_bot_api.wait_for("editMessageReplyMarkup", chat_id=card.dealer)[0]
    assert [b["text"] for row in edit.params["reply_markup"]["inline_keyboard"] for b in row] == [
        "Ver regla 45-A",
        "Ver regla 41",
    ]

    # Pressing the old button again (a second client, a replay) does not call the floor twice.
    fake_bot_api.inject_callback(card.dealer, reply.result["message_id"], data, forged=True)
    refusal = fake_bot_api.wait_for("answerCallbackQuery", count=2)[1]
    assert refusal.params == {
        "callback_query_id": refusal.params["callback_query_id"],
        "text": "El floor ya está avisado de esta jugada.",
        "show_alert": True,
    }
    assert len(bot.store.open_floor_calls()) == 1


def test_manual_floor_command_with_text(bot, card, fake_bot_api):
    fake_bot_api.inject_message(card.dealer, "/floor jugador discute el bote")
    page = _page(fake_bot_api, card.td)
    assert "<blockquote>jugador discute el bote</blockquote>" in page.params["text"]
    assert "Propuesta" not in page.params["text"]
    fake_bot_api.inject_message(card.player, "/floor")
    (refused,) = fake_bot_api.wait_for("sendMessage", chat_id=card.player)
    assert refused.params["text"].startswith("Solo un dealer con sala puede llamar al floor")
    assert len(bot.store.open_floor_calls()) == 1


def test_a_pending_call_survives_a_restart(start_bot, fake_bot_api):
    first = start_bot(repage_seconds=0.5)
    card = seed_room(first.store, fake_bot_api)
    fake_bot_api.inject_message(card.dealer, FLOOR_REPORT)
    _page(fake_bot_api, card.td)
    first.stop()  # nothing about the call lives in the process
    pages_before = len(fake_bot_api.calls_to("sendMessage", chat_id=card.td))

    second = start_bot(repage_seconds=0.5)
    repage = _page(fake_bot_api, card.td, count=pages_before + 1)
    assert f"aviso {pages_before + 1}" in repage.params["text"]
    fake_bot_api.inject_callback(card.td, repage.result["message_id"], button_data(repage.result, "Recibido"))
    fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.dealer)
    assert second.store.get_floor_call(1).state is CallState.ACKNOWLEDGED
