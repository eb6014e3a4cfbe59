"""Commands and everything that is not a text report: menus, /lang, /rule, /table, /venue, odd input."""

from __future__ import annotations

from bot.storage import Role
from tests.telegram.conftest import FLOOR_REPORT


def _reply(api, chat_id: int, count: int = 1) -> str:
    return api.wait_for("sendMessage", count=count, chat_id=chat_id)[count - 1].params["text"]


def test_the_command_menu_is_set_in_both_languages(bot, fake_bot_api):
    default = '{"type": "default"}'
    es, en = fake_bot_api.commands[(default, "es")], fake_bot_api.commands[(default, "en")]
    assert [c["command"] for c in es] == ["start", "help", "lang", "rule"]
    assert es[3]["description"] == "Texto de una regla: /rule 45"
    assert en[3]["description"] == "The text of a rule: /rule 45"
    assert fake_bot_api.commands[(default, "")] == es  # everyone else: the default language


def test_lang_switches_the_bot_language(bot, card, fake_bot_api):
    fake_bot_api.inject_message(card.player, "/lang en")
    fake_bot_api.inject_message(card.player, "/table")
    fake_bot_api.inject_message(card.player, "/lang fr")
    assert _reply(fake_bot_api, card.player, 1) == "Done: I will speak English."
    assert _reply(fake_bot_api, card.player, 2) == "Give the table number, for example: /table 12"
    assert _reply(fake_bot_api, card.player, 3) == "Use /lang es or /lang en."
    assert bot.store.find_chat(card.player).lang == "en"


def test_rule_command_shows_the_rule_of_the_rooms_edition(bot, card, fake_bot_api):
    fake_bot_api.inject_message(card.player, "/rule 45")
    fake_bot_api.inject_message(card.dealer, "/rule 4999")
    text = _reply(fake_bot_api, card.player)
    assert text.startswith("<b>tda-2024:45 · ") and "<blockquote>" in text and "expandable" not in text
    assert _reply(fake_bot_api, card.dealer).startswith("No existe la regla «4999» en tda-2024.")


def test_table_and_venue(bot, card, fake_bot_api):
    fake_bot_api.inject_message(card.dealer, "/table 7")
    fake_bot_api.inject_message(card.dealer, "/venue")
    fake_bot_api.inject_message(card.dealer, "/venue garrido")  # only the admin sets it
    assert _reply(fake_bot_api, card.dealer, 1).startswith("Hecho: mesa 7 de la sala Casino Norte.")
    assert _reply(fake_bot_api, card.dealer, 2) == "Sala Casino Norte: TDA 2024, reglamento tda-2024."
    assert _reply(fake_bot_api, card.dealer, 3) == "Solo el administrador de la sala puede hacer eso."
    assert bot.store.find_chat(card.dealer).table_number == 7
    fake_bot_api.inject_message(card.dealer, FLOOR_REPORT)
    page = _reply(fake_bot_api, card.td)
    assert page.startswith("<b>🔔 Floor: mesa 7 · Casino Norte</b>")


def test_help_depends_on_the_role(bot, card, fake_bot_api):
    admin = 31
    bot.store.register_chat(admin, "en", Role.ADMIN, card.room.id)
    fake_bot_api.inject_message(admin, "/help")
    fake_bot_api.inject_message(card.td, "/help")
    assert "/invite dealer|player|td|backup [uses]" in _reply(fake_bot_api, admin)
    td_help = _reply(fake_bot_api, card.td)
    assert "Como floor:" in td_help and "/invite" not in td_help


def test_stickers_photos_unknown_commands_and_voice_get_a_clear_reply(bot, card, fake_bot_api):
    sticker = {
        "file_id": "s1",
        "file_unique_id": "us1",
        "type": "regular",
        "width": 512,
        "height": 512,
        "is_animated": False,
        "is_video": False,
    }
    fake_bot_api.inject_message(card.player, sticker=sticker)
    fake_bot_api.inject_message(
        card.dealer, photo=[{"file_id": "p", "file_unique_id": "up", "width": 9, "height": 9}]
    )
    fake_bot_api.inject_message(card.td, "/whatever")
    fake_bot_api.inject_voice(card.backup, b"OggS not really audio", language_code="en")
    assert _reply(fake_bot_api, card.player).startswith("Solo leo texto (y notas de voz")
    assert _reply(fake_bot_api, card.dealer).startswith("Solo leo texto")
    assert _reply(fake_bot_api, card.td) == "No conozco ese comando. /help para ver los comandos."
    assert _reply(fake_bot_api, card.backup) == "Voice notes are not enabled here. Please type the situation."
    assert bot.store.list_audit() == []


def test_a_huge_message_is_answered_not_lost(bot, card, fake_bot_api):
    fake_bot_api.inject_message(card.player, "UTG sube a 1.100. " * 220)  # ~4,000 characters
    text = _reply(fake_bot_api, card.player)
    assert text == "<b>El mensaje es demasiado largo (máximo 2000 caracteres). Describa solo la jugada.</b>"
    (entry,) = bot.store.list_audit()
    assert entry.ruling["intent"] == "unclear"
