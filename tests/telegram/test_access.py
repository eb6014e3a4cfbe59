"""Who may do what: onboarding by invite, strangers, and buttons that are foreign, forged or stale."""

from __future__ import annotations

import re

import pytest

from bot.storage import CallState, Role
from tests.telegram.conftest import ADMIN_CODE, FLOOR_REPORT, PLAIN_REPORT, button_data, buttons


def _texts(api, chat_id: int, count: int) -> list[str]:
    return [c.params["text"] for c in api.wait_for("sendMessage", count=count, chat_id=chat_id)]


def test_onboarding_admin_room_venue_invites_and_table(bot, fake_bot_api):
    admin, dealer, td = 11, 12, 13
    fake_bot_api.inject_message(admin, f"/start {ADMIN_CODE}")
    fake_bot_api.inject_message(admin, "/room Casino Norte")
    fake_bot_api.inject_message(admin, "/venue san-roque")
    fake_bot_api.inject_message(admin, "/invite dealer 2")
    fake_bot_api.inject_message(admin, "/invite backup")
    texts = _texts(fake_bot_api, admin, 5)
    assert texts[0].startswith("Es usted administrador de FloorCall.")
    assert (
        texts[1] == "Sala «Casino Norte» creada y elegida.\nSala Casino Norte: TDA 2024, reglamento tda-2024."
    )
    assert texts[2].startswith("Sala Casino Norte: ") and "Reglas de la casa: san-roque." in texts[2]
    dealer_code = re.search(r"<code>(\w+)</code>", texts[3]).group(1)
    backup_code = re.search(r"<code>(\w+)</code>", texts[4]).group(1)
    assert f"https://t.me/floorcall_test_bot?start={dealer_code}" in texts[3]

    fake_bot_api.inject_message(dealer, f"/start {dealer_code}")
    fake_bot_api.inject_message(dealer, "/table 12")
    welcome, table = _texts(fake_bot_api, dealer, 2)
    assert welcome.startswith(
        "Bienvenido a FloorCall: está dado de alta como dealer en la sala Casino Norte."
    )
    assert table.startswith("Hecho: mesa 12 de la sala Casino Norte.")
    fake_bot_api.inject_message(td, f"/start {backup_code}", language_code="en")
    (welcome,) = _texts(fake_bot_api, td, 1)
    assert welcome.startswith(
        "Welcome to FloorCall: you are registered as backup floor (TD) in room Casino Norte."
    )

    dealer_chat, td_chat = bot.store.find_chat(dealer), bot.store.find_chat(td)
    assert (dealer_chat.role, dealer_chat.table_number) == (Role.DEALER, 12)
    assert (td_chat.role, td_chat.td_backup, td_chat.lang) == (Role.TD, True, "en")
    assert bot.store.find_room(dealer_chat.room_id).venue_id == "san-roque"

    fake_bot_api.inject_message(99, f"/start {backup_code}")  # used up
    fake_bot_api.inject_message(98, "/invite dealer")  # not an admin
    assert _texts(fake_bot_api, 99, 1) == [
        "Ese código no es válido. Compruébelo o pida otro al administrador de la sala."
    ]
    assert _texts(fake_bot_api, 98, 1) == ["Solo el administrador de la sala puede hacer eso."]


def test_a_stranger_is_told_how_to_join_and_nothing_is_ruled(bot, fake_bot_api):
    fake_bot_api.inject_message(555, PLAIN_REPORT)
    fake_bot_api.inject_message(556, "/start NOPE", language_code="en")
    fake_bot_api.inject_message(557, "/start")
    (told,) = _texts(fake_bot_api, 555, 1)
    assert told.startswith("Este chat no está dado de alta en FloorCall. Pida un código de invitación")
    assert _texts(fake_bot_api, 556, 1) == [
        "That code is not valid. Check it or ask the card room's admin for another."
    ]
    assert _texts(fake_bot_api, 557, 1)[0].startswith("Hola, soy FloorCall")
    assert bot.store.list_audit() == [] and bot.store.find_chat(555) is None


@pytest.fixture
def paged(bot, card, fake_bot_api):
    fake_bot_api.inject_message(card.dealer, FLOOR_REPORT)
    return fake_bot_api.wait_for("sendMessage", chat_id=card.td)[0].result


def _refusal(api, count: int = 1) -> dict:
    return api.wait_for("answerCallbackQuery", count=count)[count - 1].params


def test_a_player_pressing_a_td_button_is_refused_and_nothing_changes(bot, card, paged, fake_bot_api):
    fake_bot_api.inject_callback(
        card.td, paged["message_id"], button_data(paged, "Recibido"), user_id=card.player
    )
    refusal = _refusal(fake_bot_api)
    assert refusal["show_alert"] is True
    assert (
        refusal["text"] == "Solo un floor de la sala de esta llamada puede hacer eso. No se ha cambiado nada."
    )
    call = bot.store.get_floor_call(1)
    assert (call.state, call.assigned_td) == (CallState.PENDING, None)
    assert len(bot.store.history(1)) == 1
    assert fake_bot_api.calls_to("editMessageReplyMarkup") == []
    assert len(fake_bot_api.calls_to("sendMessage", chat_id=card.dealer)) == 1  # no notice to the dealer


def test_a_td_of_another_room_cannot_act(bot, card, paged, fake_bot_api):
    other = bot.store.create_room("Otra sala")
    bot.store.register_chat(777, "es", Role.TD, other.id)
    fake_bot_api.inject_callback(card.td, paged["message_id"], "t:1:p", user_id=777, forged=True)
    assert _refusal(fake_bot_api)["text"].startswith("Solo un floor de la sala de esta llamada")
    assert bot.store.get_floor_call(1).state is CallState.PENDING


@pytest.mark.parametrize(
    "data",
    ["t:999:a", "t:1:x", "r:1:0:0", "f:1:0", "x" * 64, "r:1:99999999999999:0", "t:1:a; DROP TABLE"],
)
def test_forged_buttons_get_a_polite_refusal(bot, card, paged, fake_bot_api, data):
    fake_bot_api.inject_callback(card.dealer, 1, data, user_id=card.dealer, forged=True)
    refusal = _refusal(fake_bot_api)
    assert refusal["show_alert"] is True and "No se ha cambiado nada." in refusal["text"]
    assert bot.store.get_floor_call(1).state is CallState.PENDING and len(bot.store.open_floor_calls()) == 1


def test_a_rule_button_of_another_chat_is_refused(bot, card, fake_bot_api):
    fake_bot_api.inject_message(card.dealer, PLAIN_REPORT)
    reply = fake_bot_api.wait_for("sendMessage", chat_id=card.dealer)[0].result
    fake_bot_api.inject_message(card.player, "/help")
    help_message = fake_bot_api.wait_for("sendMessage", chat_id=card.player)[0].result
    data = button_data(reply, "Ver regla 45-A")  # the dealer's audit entry, pressed in the player's chat
    fake_bot_api.inject_callback(card.player, help_message["message_id"], data, forged=True)
    assert _refusal(fake_bot_api)["text"] == "Este botón ya no es válido. No se ha cambiado nada."
    assert len(fake_bot_api.calls_to("sendMessage", chat_id=card.player)) == 1


def test_a_stale_td_button_after_resolution_is_refused(bot, card, paged, fake_bot_api):
    fake_bot_api.inject_callback(card.td, paged["message_id"], "t:1:p", forged=True)
    fake_bot_api.wait_for("editMessageText", chat_id=card.td)
    assert buttons(fake_bot_api.message(card.td, paged["message_id"])) == []  # buttons gone
    # An old copy of the page (another device that has not refreshed) still shows "Recibido".
    fake_bot_api.inject_callback(card.td, paged["message_id"], button_data(paged, "Recibido"), forged=True)
    assert _refusal(fake_bot_api, 2)["text"].startswith("Esta llamada ya ha avanzado")
    assert bot.store.get_floor_call(1).state is CallState.RESOLVED
