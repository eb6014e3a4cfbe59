"""Issue 6: a dealer's reply to the bot's question re-rules with the fact it states, and is audited."""

from __future__ import annotations

import pytest

from bot.telegram.callback_data import AuditRef
from bot.telegram.reports import audit_ref, find_audit
from tests.telegram.conftest import buttons

LAST_CHIPS = {
    "es": "Ciegas 250-500. UTG sube a 1100 y UTG+1 pone en silencio una de mil y cinco de cien.",
    "en": "Blinds 250/500. UTG raises to 1100; UTG+1 silently puts out one 1000 and five 100s.",
}
ASKED = {"es": "¿eran sus últimas fichas?", "en": "were these the player's last chips?"}


def _ask_and_answer(fake_bot_api, chat, report, reply):
    """The report's ruling, then the ruling that answers the dealer's reply to it."""
    fake_bot_api.inject_message(chat, report)
    (first,) = fake_bot_api.wait_for("sendMessage", chat_id=chat)
    fake_bot_api.inject_message(chat, reply, reply_to=first.result["message_id"])
    second = fake_bot_api.wait_for("sendMessage", count=2, chat_id=chat)[1]
    return first, second


@pytest.mark.parametrize(
    ("lang", "reply"), [("es", "sí"), ("es", "Sí, eran sus últimas fichas"), ("en", "yep")]
)
def test_yes_to_last_chips_turns_the_raise_into_an_all_in(bot, card, fake_bot_api, lang, reply):
    first, second = _ask_and_answer(fake_bot_api, card.dealer, LAST_CHIPS[lang], reply)
    assert ASKED[lang] in first.params["text"]
    assert ASKED[lang] not in second.params["text"]
    assert second.params["reply_parameters"]["message_id"] != first.result["message_id"]
    before, after = bot.store.list_audit()
    assert (before.ruling["ruling"]["action"], before.ruling["ruling"]["total"]) == ("raise", 1700)
    assert before.ruling["questions"] == ["last_chips:seat=UTG+1"]
    assert (after.ruling["ruling"]["action"], after.ruling["ruling"]["total"]) == ("all_in", 1500)
    assert after.ruling["questions"] == []
    assert after.chat_id == card.dealer and after.input_text.startswith(LAST_CHIPS[lang] + "\n")
    assert "1.500" in second.params["text"] or "1,500" in second.params["text"]
    assert buttons(second.result)  # the new ruling carries its own buttons (a later reply finds it)


def test_no_to_last_chips_keeps_the_raise_without_the_question(bot, card, fake_bot_api):
    _, second = _ask_and_answer(fake_bot_api, card.dealer, LAST_CHIPS["es"], "no, le quedan fichas")
    after = bot.store.list_audit()[-1]
    assert (after.ruling["ruling"]["action"], after.ruling["ruling"]["total"]) == ("raise", 1700)
    assert after.ruling["questions"] == [] and ASKED["es"] not in second.params["text"]


def test_an_amount_answer_settles_an_unclear_bet(bot, card, fake_bot_api):
    report = "Blinds 1k/2k, river, pot 40k, seat 2 says 'bet twelve five'."
    _ask_and_answer(fake_bot_api, card.player, report, "12,500")
    before, after = bot.store.list_audit()
    assert before.ruling["floor"] is True and before.ruling["questions"] == ["amount:seat=2"]
    assert (after.ruling["ruling"]["action"], after.ruling["ruling"]["total"]) == ("bet", 12500)
    assert after.ruling["floor"] is False


def test_an_answer_not_understood_is_appended_as_said(bot, card, fake_bot_api):
    _ask_and_answer(fake_bot_api, card.dealer, LAST_CHIPS["es"], "pregúntale al floor")
    after = bot.store.list_audit()[-1]
    assert after.input_text == LAST_CHIPS["es"] + "\npregúntale al floor"
    assert after.ruling["questions"] == ["last_chips:seat=UTG+1"]


def test_a_button_of_another_chat_or_second_finds_no_entry(bot, card, fake_bot_api):
    fake_bot_api.inject_message(card.dealer, LAST_CHIPS["es"])
    fake_bot_api.wait_for("sendMessage", chat_id=card.dealer)
    (entry,) = bot.store.list_audit()
    ref = audit_ref(entry)
    assert find_audit(bot.store, card.dealer, ref) == entry
    assert find_audit(bot.store, card.player, ref) is None  # written for another chat
    assert find_audit(bot.store, card.dealer, AuditRef(entry.id, ref.second + 1)) is None  # forged second
    assert find_audit(bot.store, card.dealer, AuditRef(entry.id + 99, ref.second)) is None
