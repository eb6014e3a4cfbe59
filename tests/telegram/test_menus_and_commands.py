"""Point 10: menus per role and language, /calls, /cancel, answer buttons, edited reports."""

from __future__ import annotations

import json

import pytest

from bot.storage import CallState
from tests.telegram.conftest import ADMIN_CODE, FLOOR_REPORT, button_data, buttons

GROUP = -100321
# The engine asks whether UTG+1's chips were the last ones; the report does not say.
LAST_CHIPS = {
    "es": "Ciegas 250-500. UTG sube a 1100 y UTG+1 pone en silencio una de mil y cinco de cien.",
    "en": "Blinds 250/500. UTG raises to 1100; UTG+1 silently puts out one 1000 and five 100s.",
}


def _menu(api, chat_id: int, user_id: int | None = None) -> list[str]:
    scope = {"type": "chat", "chat_id": chat_id}
    if user_id is not None:
        scope = {"type": "chat_member", "chat_id": chat_id, "user_id": user_id}
    return [c["command"] for c in api.commands.get((json.dumps(scope, sort_keys=True), ""), [])]


def _texts(api, chat_id: int, count: int) -> list[str]:
    return [c.params["text"] for c in api.wait_for("sendMessage", count=count, chat_id=chat_id)]


def test_menus_follow_each_persons_role_and_language(bot, fake_bot_api):
    fake_bot_api.inject_message(11, f"/start {ADMIN_CODE}", language_code="en")
    fake_bot_api.inject_message(11, "/room Casino Norte")
    fake_bot_api.inject_message(11, "/invite td")
    code = _texts(fake_bot_api, 11, 3)[2].split("<code>")[1].split("</code>")[0]
    fake_bot_api.inject_message(GROUP, f"/start {code}", user_id=12, chat_type="supergroup")
    _texts(fake_bot_api, GROUP, 1)
    fake_bot_api.wait_for("setMyCommands", count=5)  # 3 defaults, the admin's, the group TD's
    assert _menu(fake_bot_api, 11) == ["room", "venue", "invite", "users", "revoke", "help", "lang"]
    admin_menu = fake_bot_api.calls_to("setMyCommands", scope={"type": "chat", "chat_id": 11})[0]
    assert admin_menu.params["commands"][3]["description"] == "Who holds which role"
    assert _menu(fake_bot_api, GROUP, 12) == ["calls", "rule", "help", "lang"]
    assert _menu(fake_bot_api, GROUP) == []  # the group's other members keep the default menu

    fake_bot_api.inject_message(11, "/revoke 12")
    _texts(fake_bot_api, 11, 4)
    fake_bot_api.wait_for("deleteMyCommands")
    assert _menu(fake_bot_api, GROUP, 12) == []
    fake_bot_api.inject_message(11, "/lang es")
    _texts(fake_bot_api, 11, 5)
    fake_bot_api.wait_for("setMyCommands", count=6)
    spanish = fake_bot_api.calls_to("setMyCommands", scope={"type": "chat", "chat_id": 11})[-1]
    assert spanish.params["commands"][3]["description"] == "Quién tiene cada rol"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_calls_lists_a_tds_open_calls(bot, card, fake_bot_api, lang):
    bot.store.set_chat_lang(card.td, lang)
    fake_bot_api.inject_message(card.dealer, FLOOR_REPORT)
    fake_bot_api.inject_message(card.dealer, "/floor discusión en el bote")
    fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.td)
    fake_bot_api.inject_message(card.td, "/calls")
    listing = _texts(fake_bot_api, card.td, 3)[2]
    assert listing == (
        "Tiene 2 llamadas abiertas:\n• #1 · mesa 12: sin respuesta\n• #2 · mesa 12: sin respuesta"
        if lang == "es"
        else "You have 2 open calls:\n• #1 · table 12: not answered\n• #2 · table 12: not answered"
    )
    fake_bot_api.inject_message(card.player, "/calls")
    assert _texts(fake_bot_api, card.player, 1) == ["Solo un floor tiene llamadas que atender."]


def test_cancel_lets_the_dealer_withdraw_a_call_and_the_pages_say_so(bot, card, fake_bot_api):
    fake_bot_api.inject_message(card.dealer, FLOOR_REPORT)
    page = fake_bot_api.wait_for("sendMessage", chat_id=card.td)[0].result
    fake_bot_api.inject_message(card.player, "/cancel")  # not a dealer
    fake_bot_api.inject_message(card.dealer, "/cancel")
    assert (
        _texts(fake_bot_api, card.dealer, 2)[1]
        == "Llamada #1 · mesa 12 retirada; el floor lo verá en el aviso."
    )
    edited = fake_bot_api.wait_for("editMessageText", chat_id=card.td)[0].params["text"]
    assert edited.endswith("<b>🏁 Resuelta por Dealer Marta: Retirada por el dealer.</b>")
    assert buttons(fake_bot_api.message(card.td, page["message_id"])) == []
    call = bot.store.get_floor_call(1)
    assert (call.state, call.final_decision, call.next_page_at) == (
        CallState.RESOLVED,
        "Retirada por el dealer.",
        None,
    )
    assert _texts(fake_bot_api, card.player, 1)[0].startswith("Solo un dealer con sala puede llamar")
    fake_bot_api.inject_message(card.dealer, "/cancel")
    assert _texts(fake_bot_api, card.dealer, 3)[2] == "No tiene ninguna llamada abierta que retirar."


@pytest.mark.parametrize("lang, yes", [("es", "Sí"), ("en", "Yes")])
def test_a_question_comes_with_answer_buttons_that_rule_again_at_once(bot, card, fake_bot_api, lang, yes):
    fake_bot_api.inject_message(card.dealer, LAST_CHIPS[lang])
    asked = fake_bot_api.wait_for("sendMessage", chat_id=card.dealer)[0].result
    assert [label for label, _ in buttons(asked)][:2] == [yes, "No"]
    fake_bot_api.inject_callback(card.dealer, asked["message_id"], button_data(asked, yes))
    again = fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.dealer)[1]
    assert again.params["reply_parameters"]["message_id"] == asked["message_id"]
    before, after = bot.store.list_audit()
    assert before.ruling["questions"] == ["last_chips:seat=UTG+1"]
    assert (after.ruling["ruling"]["action"], after.ruling["ruling"]["total"]) == ("all_in", 1500)
    assert after.ruling["questions"] == [] and after.input_text.startswith(LAST_CHIPS[lang] + "\n")
    assert after.user_id == card.dealer  # the person who pressed, not the bot whose message it was
    assert yes not in [label for label, _ in buttons(again.result)]  # nothing left to ask


def test_an_edited_report_is_ruled_again(bot, card, fake_bot_api):
    sent = fake_bot_api.inject_message(card.player, "Ciegas 250-500. UTG sube a 1.100.")["message"]
    fake_bot_api.wait_for("sendMessage", chat_id=card.player)
    edited = "Ciegas 250-500. UTG sube a 1.100 y el siguiente pone 1.500 sin hablar."
    fake_bot_api.inject_edit(card.player, sent["message_id"], edited)
    again = fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.player)[1]
    assert again.params["reply_parameters"]["message_id"] == sent["message_id"]
    assert [e.input_text for e in bot.store.list_audit()][1] == edited
