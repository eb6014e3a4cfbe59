"""The floor-call lifecycle a TD meets in the first hour (issue 14, points 6-9): only a decision resolves,
every page follows the call, re-paging stops at a cap, late presses still count, notices name the call."""

from __future__ import annotations

import time

import pytest

from bot.storage import CallState, Role
from tests.telegram.conftest import FLOOR_REPORT, PLAIN_REPORT, button_data, buttons, seed_room

SECOND_TD = 203  # a second floor on duty, in English


def _sent(api, chat_id: int, count: int = 1, timeout: float = 5.0):
    return api.wait_for("sendMessage", count=count, chat_id=chat_id, timeout=timeout)[count - 1]


def _paged(bot, api):
    card = seed_room(bot.store, api)
    bot.store.register_chat(SECOND_TD, "en", Role.TD, card.room.id, display_name="Carl")
    api.add_chat(SECOND_TD)
    report = api.inject_message(card.dealer, FLOOR_REPORT)["message"]
    pages = _sent(api, card.td).result, _sent(api, SECOND_TD).result
    # The bot records a page once Telegram has answered its send: a TD's reply is a reply to a page only then.
    deadline = time.monotonic() + 5.0
    chats = (card.td, SECOND_TD)
    while not all(bot.store.floor_message(c, p["message_id"]) for c, p in zip(chats, pages, strict=True)):
        assert time.monotonic() < deadline, "the pages were never recorded"
        time.sleep(0.01)
    return card, report, *pages


def test_a_reply_to_a_page_is_a_note_for_the_dealer_and_resolves_nothing(bot, fake_bot_api):
    card, report, page, english_page = _paged(bot, fake_bot_api)
    fake_bot_api.inject_message(card.td, "voy en 2 minutos", reply_to=page["message_id"])
    fake_bot_api.inject_message(SECOND_TD, "coming, 1 minute", reply_to=english_page["message_id"])
    notes = [_sent(fake_bot_api, card.dealer, n) for n in (2, 3)]
    texts = sorted(n.params["text"] for n in notes)
    assert texts == [
        "<i>#1 · mesa 12</i>\n<b>💬 Nota del floor (Ana):</b>\n<blockquote>voy en 2 minutos</blockquote>",
        "<i>#1 · mesa 12</i>\n<b>💬 Nota del floor (Carl):</b>\n<blockquote>coming, 1 minute</blockquote>",
    ]
    assert {n.params["reply_parameters"]["message_id"] for n in notes} == {report["message_id"]}
    assert (
        _sent(fake_bot_api, card.td, 2).params["text"] == "Nota enviada al dealer; la llamada sigue abierta."
    )
    assert _sent(fake_bot_api, SECOND_TD, 2).params["text"] == "Note sent to the dealer; the call stays open."
    call = bot.store.get_floor_call(1)
    assert (call.state, call.final_decision) == (CallState.PENDING, None)
    assert len(bot.store.list_audit()) == 1  # the notes were not ruled as reports


def test_a_decision_typed_without_replying_goes_to_the_single_open_call(bot, fake_bot_api):
    card, _report, _page, _ = _paged(bot, fake_bot_api)
    fake_bot_api.inject_message(card.td, "Call de 2.000, las fichas de C cuentan como call")
    told = _sent(fake_bot_api, card.dealer, 2)
    assert "Call de 2.000, las fichas de C cuentan como call" in told.params["text"]
    call = bot.store.get_floor_call(1)
    assert (call.state, call.final_decision) == (
        CallState.RESOLVED,
        "Call de 2.000, las fichas de C cuentan como call",
    )
    assert len(bot.store.list_audit()) == 1  # never ruled as a report


@pytest.mark.parametrize(
    "lang, asked",
    [
        ("es", "Tiene 2 llamadas abiertas (#1 · mesa 12, #2 · mesa 12)"),
        ("en", "You have 2 open calls (#1 · table 12, #2 · table 12)"),
    ],
)
def test_with_two_open_calls_a_typed_decision_asks_which(bot, fake_bot_api, lang, asked):
    card, _report, _page, _ = _paged(bot, fake_bot_api)
    bot.store.set_chat_lang(card.td, lang)
    fake_bot_api.inject_message(card.dealer, "/floor discusión en el bote")
    _sent(fake_bot_api, card.td, 2)
    fake_bot_api.inject_message(card.td, "call de 2.000")
    assert _sent(fake_bot_api, card.td, 3).params["text"].startswith(asked)
    assert [c.state for c in bot.store.open_floor_calls()] == [CallState.PENDING] * 2


def test_one_td_taking_the_call_edits_every_other_page_then_all_show_the_decision(bot, fake_bot_api):
    card, _report, page, english_page = _paged(bot, fake_bot_api)
    fake_bot_api.inject_callback(card.td, page["message_id"], button_data(page, "Recibido"))
    edited = fake_bot_api.wait_for("editMessageText", chat_id=SECOND_TD)[0]
    assert edited.params["message_id"] == english_page["message_id"]
    assert edited.params["text"].endswith("\n<b>✅ Taken by Ana.</b>") and "reply_markup" not in edited.params
    assert buttons(fake_bot_api.message(SECOND_TD, english_page["message_id"])) == []
    mine = fake_bot_api.wait_for("editMessageReplyMarkup", chat_id=card.td)[0]
    assert [b["text"] for b in mine.params["reply_markup"]["inline_keyboard"][0]] == ["Voy", "Resuelta"]
    # Carl presses his old page anyway: refused, nothing changes.
    fake_bot_api.inject_callback(SECOND_TD, english_page["message_id"], "t:1:a", forged=True)
    assert (
        fake_bot_api.wait_for("answerCallbackQuery", count=2)[1]
        .params["text"]
        .startswith("This call has moved on")
    )

    fake_bot_api.inject_callback(card.td, page["message_id"], "t:1:r", forged=True)
    prompt = _sent(fake_bot_api, card.td, 2).result
    fake_bot_api.inject_message(card.td, "Call de 2.000.", reply_to=prompt["message_id"])
    finals = fake_bot_api.wait_for("editMessageText", count=3, timeout=5)
    ends = sorted(c.params["text"].rsplit("\n", 1)[1] for c in finals[1:])
    assert ends == ["<b>🏁 Resolved by Ana: Call de 2.000.</b>", "<b>🏁 Resuelta por Ana: Call de 2.000.</b>"]
    assert buttons(fake_bot_api.message(card.td, page["message_id"])) == []


def test_re_paging_stops_at_the_cap_then_the_dealer_is_told_and_every_td_paged_once_more(
    start_bot, fake_bot_api
):
    bot = start_bot(repage_seconds=0.3, repage_cap=2, backup_after_misses=5)
    card = seed_room(bot.store, fake_bot_api)
    fake_bot_api.inject_message(card.dealer, FLOOR_REPORT)
    last = _sent(fake_bot_api, card.td, 3)
    assert "<b>⚠️ Último aviso: nadie ha respondido todavía.</b>" in last.params["text"]
    backup_last = _sent(fake_bot_api, card.backup)  # the backup, never paged before, gets the last one
    assert "<b>⚠️ Last page: nobody has answered yet.</b>" in backup_last.params["text"]
    told = _sent(fake_bot_api, card.dealer, 2).params["text"]
    assert told.startswith("<i>#1 · mesa 12</i>\n<b>⚠️ Nadie ha respondido tras 2 avisos.")
    time.sleep(1.0)  # three more re-page intervals: nothing more is sent
    assert len(fake_bot_api.calls_to("sendMessage", chat_id=card.td)) == 3
    call = bot.store.get_floor_call(1)
    assert (call.state, call.attempts, call.next_page_at) == (CallState.PENDING, 3, None)
    fake_bot_api.inject_callback(card.backup, backup_last.result["message_id"], "t:1:a", forged=True)
    assert "Bob" in _sent(fake_bot_api, card.dealer, 3).params["text"]  # still answerable


def test_a_press_made_while_the_bot_was_down_still_takes_effect(start_bot, fake_bot_api):
    first = start_bot()
    card = seed_room(first.store, fake_bot_api)
    fake_bot_api.inject_message(card.dealer, FLOOR_REPORT)
    page = _sent(fake_bot_api, card.td).result
    first.stop()
    fake_bot_api.inject_callback(card.td, page["message_id"], button_data(page, "Recibido"), expired=True)
    second = start_bot()
    told = _sent(fake_bot_api, card.dealer, 2)
    assert told.params["text"] == "<i>#1 · mesa 12</i>\n<b>✅ Ana ha recibido la llamada.</b>"
    assert second.store.get_floor_call(1).state is CallState.ACKNOWLEDGED
    answered = fake_bot_api.wait_for("answerCallbackQuery")[0]
    assert answered.status == 400 and "query is too old" in answered.error
    time.sleep(0.3)
    assert [m["text"] for m in fake_bot_api.sent_messages(card.td)][1:] == []  # no "something failed"


def test_call_the_floor_on_a_ruling_whose_call_was_resolved_offers_a_new_call(bot, card, fake_bot_api):
    fake_bot_api.inject_message(card.dealer, PLAIN_REPORT)
    ruling = _sent(fake_bot_api, card.dealer).result
    data = button_data(ruling, "Llamar al floor")
    fake_bot_api.inject_callback(card.dealer, ruling["message_id"], data)
    page = _sent(fake_bot_api, card.td).result
    fake_bot_api.inject_callback(card.td, page["message_id"], "t:1:p", forged=True)
    fake_bot_api.wait_for("editMessageText", chat_id=card.td)
    count = 3  # the ruling, "floor called", the decision
    so_far = fake_bot_api.wait_for("sendMessage", count=count, chat_id=card.dealer)
    assert any("Según lo propuesto" in c.params["text"] for c in so_far)

    fake_bot_api.inject_callback(card.dealer, ruling["message_id"], data, forged=True)  # an old copy
    offer = _sent(fake_bot_api, card.dealer, count + 1).result
    assert offer["text"].startswith(
        "La llamada #1 · mesa 12 de esta jugada ya se resolvió: Según lo propuesto"
    )
    assert len(fake_bot_api.calls_to("sendMessage", chat_id=card.td)) == 1  # nobody paged silently
    fake_bot_api.inject_callback(card.dealer, offer["message_id"], button_data(offer, "Llamar de nuevo"))
    again = _sent(fake_bot_api, card.td, 2)
    assert "<i>Llamada n.º 2 · aviso 1</i>" in again.params["text"]
    assert [c.id for c in bot.store.open_floor_calls()] == [2]
    assert all(c.status == 200 for c in fake_bot_api.calls_to("editMessageReplyMarkup"))


@pytest.mark.parametrize("text", ["asdf qwerty zxcv", "."])
def test_error_replies_carry_no_call_the_floor_button(bot, card, fake_bot_api, text):
    fake_bot_api.inject_message(card.dealer, text)
    reply = _sent(fake_bot_api, card.dealer).result
    assert "Llamar al floor" not in [label for label, _ in buttons(reply)]


def test_in_a_td_group_only_a_td_member_can_decide_by_replying_to_the_prompt(bot, fake_bot_api):
    card = seed_room(bot.store, fake_bot_api)
    group, td_member, bystander = -100888, 61, 62
    bot.store.register_chat(group, "en", Role.TD, card.room.id, display_name="Floors")
    bot.store.add_member(group, td_member, Role.TD, display_name="Dana")
    fake_bot_api.add_chat(group)
    fake_bot_api.inject_message(card.dealer, FLOOR_REPORT)
    page = _sent(fake_bot_api, group).result
    fake_bot_api.inject_callback(group, page["message_id"], "t:1:r", user_id=bystander, forged=True)
    refusal = fake_bot_api.wait_for("answerCallbackQuery")[0].params["text"]
    assert refusal.startswith("Solo un floor")  # in the presser's own Telegram language
    fake_bot_api.inject_callback(group, page["message_id"], "t:1:r", user_id=td_member, forged=True)
    prompt = _sent(fake_bot_api, group, 2).result
    assert prompt["text"].startswith("Call #1 · table 12: reply to this message with the final decision")
    for user, words in ((bystander, "no call, fold"), (td_member, "Call of 2,000.")):
        fake_bot_api.inject_message(
            group,
            words,
            user_id=user,
            chat_type="supergroup",
            reply_to=prompt["message_id"],
            language_code="en",
        )
    replies = [c.params["text"] for c in fake_bot_api.wait_for("sendMessage", count=4, chat_id=group)[2:]]
    assert replies[0].startswith("This chat is not registered with FloorCall.")  # no role: a stranger
    assert replies[1] == "Call resolved; the decision has reached the dealer."
    call = bot.store.get_floor_call(1)
    assert (call.state, call.final_decision, call.assigned_td) == (
        CallState.RESOLVED,
        "Call of 2,000.",
        group,
    )
    told = _sent(fake_bot_api, card.dealer, 2).params["text"]
    assert "🏁 Decisión del floor (Dana):" in told
