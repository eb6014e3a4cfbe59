"""Reports and questions in, rulings out: HTML, rule buttons, the audit log, re-ruling on a reply."""

from __future__ import annotations

from tests.support.telegram_html import check_html
from tests.telegram.conftest import PLAIN_REPORT, button_data, buttons


def test_dealer_report_gets_the_ruling_with_rules_and_buttons(bot, card, fake_bot_api):
    sent = fake_bot_api.inject_message(card.dealer, PLAIN_REPORT)["message"]
    (call,) = fake_bot_api.wait_for("sendMessage", chat_id=card.dealer)
    html = call.params["text"]
    assert call.params["parse_mode"] == "HTML"
    assert call.params["reply_parameters"]["message_id"] == sent["message_id"]
    assert html.startswith(
        "<i>Entendido: ciegas 250/500 · preflop (supuesto) · UTG sube a 1.100 · "
        "UTG+1 pone en silencio 1.000 + 500</i>\n"
        "<b>Jugador UTG+1: Es call de 1.100: se le devuelven 400.</b>\n"
    )
    assert "<i>Quitando una de las fichas más pequeñas no llega al call" in html
    assert (
        "<b>tda-2024:45-A · Apostar con múltiples fichas</b>\n<blockquote expandable>Al enfrentarse" in html
    )
    assert check_html(html)[0] == []
    labels = [label for label, _ in buttons(call.result)]
    assert labels == ["Ver regla 45-A", "Ver regla 41", "Llamar al floor"]

    (entry,) = bot.store.list_audit()
    assert entry.chat_id == card.dealer and entry.input_text == PLAIN_REPORT
    assert entry.ruling["ruling"]["action"] == "call"
    assert entry.ruling["rules"] == ["tda-2024:45-A", "tda-2024:41"]  # 41-D: chips each needed are a call
    assert entry.parse["situation"]["big_blind"] == 500
    assert (entry.venue, entry.edition) == ("tda", "tda-2024") and entry.timings["total"] > 0

    fake_bot_api.inject_callback(
        card.dealer, call.result["message_id"], button_data(call.result, "Ver regla 45-A")
    )
    shown = fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.dealer)[1]
    assert shown.params["text"].startswith(
        "<b>tda-2024:45-A · Apostar con múltiples fichas</b>\n<blockquote>"
    )
    assert shown.params["reply_parameters"]["message_id"] == call.result["message_id"]
    assert fake_bot_api.wait_for("answerCallbackQuery")[0].status == 200


def test_player_gets_no_floor_button_and_english_report_gets_english(bot, card, fake_bot_api):
    fake_bot_api.inject_message(
        card.player, "Blinds 250/500. UTG raises to 1100; UTG+1 silently puts out one 1000 and one 500 chip."
    )
    (call,) = fake_bot_api.wait_for("sendMessage", chat_id=card.player)
    assert call.params["text"].startswith("<i>Understood: blinds 250/500")
    assert "\n<b>Player UTG+1: " in call.params["text"]
    assert [label for label, _ in buttons(call.result)] == ["See rule 45-A", "See rule 41"]


def test_a_rules_question_cites_rules(bot, card, fake_bot_api):
    fake_bot_api.inject_message(card.player, "¿cuánto tiempo hay con el reloj?")
    (call,) = fake_bot_api.wait_for("sendMessage", chat_id=card.player)
    assert call.params["text"].startswith(
        "<i>Entendido: una pregunta sobre las reglas</i>\n<b>Reglas que responden a su pregunta:</b>"
    )
    assert "tda-2024:29 · Pedir tiempo" in call.params["text"]
    assert buttons(call.result)[0][0] == "Ver regla 29"


def test_replying_to_the_question_rules_again_with_the_answer_as_a_fact(bot, card, fake_bot_api):
    report = "Ciegas 250-500. UTG sube a 1100 y UTG+1 pone en silencio una de mil y cinco de cien."
    fake_bot_api.inject_message(card.dealer, report)
    (first,) = fake_bot_api.wait_for("sendMessage", chat_id=card.dealer)
    assert "Pregunta: ¿eran sus últimas fichas?" in first.params["text"]
    fake_bot_api.inject_message(
        card.dealer, "Sí, eran sus últimas fichas", reply_to=first.result["message_id"]
    )
    second = fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.dealer)[1]
    # The answer becomes the fact the question asked about (45-B-2: last chips are all-in).
    assert "\n<b>Jugador UTG+1: Va all-in" in second.params["text"]
    entries = bot.store.list_audit()
    assert [e.input_text for e in entries] == [report, report + "\nUTG+1: eran sus últimas fichas."]


def test_group_messages_count_only_with_a_mention_or_a_reply(bot, card, fake_bot_api):
    group = -100777
    bot.store.register_chat(group, "es", "dealer", card.room.id, 7, "Mesa 7")
    bot.store.add_member(group, 55, "dealer")  # the dealer who redeemed the code in the group
    fake_bot_api.inject_message(group, "hola a todos", user_id=55, chat_type="supergroup")
    fake_bot_api.inject_message(
        group, f"@floorcall_test_bot {PLAIN_REPORT}", user_id=55, chat_type="supergroup"
    )
    (call,) = fake_bot_api.wait_for("sendMessage", chat_id=group)
    assert "Es call de 1.100" in call.params["text"]
    assert [e.input_text for e in bot.store.list_audit()] == [PLAIN_REPORT]
