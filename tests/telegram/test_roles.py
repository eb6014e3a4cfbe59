"""Roles belong to people (issue 14, points 2-4), attacked: group members who never redeemed a code, the
install code reused, revoked people, expired and guessed codes, a TD offered a dealer code, button floods."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest

from bot.clock import utc_now
from bot.storage import CallState, Role
from tests.telegram.conftest import ADMIN_CODE, FLOOR_REPORT, button_data, seed_room

GROUP = -100555
REFUSED = {
    "es": "Ese código no es válido. Compruébelo o pida otro al administrador de la sala.",
    "en": "That code is not valid. Check it or ask the card room's admin for another.",
}


def _texts(api, chat_id: int, count: int) -> list[str]:
    return [c.params["text"] for c in api.wait_for("sendMessage", count=count, chat_id=chat_id)]


def _in_group(api, user: int, text: str, **kw) -> None:
    api.inject_message(GROUP, text, user_id=user, chat_type="supergroup", **kw)


def _code(text: str) -> str:
    return re.search(r"<code>(\w+)</code>", text).group(1)


def test_the_install_code_in_a_group_makes_that_member_alone_admin(bot, fake_bot_api):
    admin, member = 41, 42
    _in_group(fake_bot_api, admin, f"/start {ADMIN_CODE}")
    _in_group(fake_bot_api, admin, "/room Casino Norte")
    _in_group(fake_bot_api, member, "/invite td")  # another member tries to mint a TD invite
    _in_group(fake_bot_api, member, "/users")
    _in_group(fake_bot_api, member, "/venue san-roque")
    texts = _texts(fake_bot_api, GROUP, 5)
    assert texts[0].startswith("Es usted administrador de FloorCall.")
    assert texts[1].startswith("Sala «Casino Norte» creada y elegida.")
    assert texts[2:4] == ["Solo el administrador de la sala puede hacer eso."] * 2
    assert texts[4].startswith("Este chat no está dado de alta en FloorCall.")
    assert bot.store.acting_chat(GROUP, admin).role is Role.ADMIN
    assert bot.store.acting_chat(GROUP, member) is None
    assert bot.store.list_rooms()[0].venue_id == "tda"  # unchanged
    assert bot.store.open_invites(bot.store.list_rooms()[0].id, utc_now()) == []


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_install_code_works_once(bot, fake_bot_api, lang):
    fake_bot_api.inject_message(51, f"/start {ADMIN_CODE}")
    _texts(fake_bot_api, 51, 1)
    fake_bot_api.inject_message(52, f"/start {ADMIN_CODE}", language_code=lang)  # leaked, replayed
    assert _texts(fake_bot_api, 52, 1) == [REFUSED[lang]]
    assert bot.store.find_chat(52) is None and bot.store.find_chat(51).role is Role.ADMIN


def test_a_td_group_is_paged_and_only_its_td_members_can_press(bot, fake_bot_api):
    card = seed_room(bot.store, fake_bot_api)
    td_member, bystander = 61, 62
    invite = bot.store.create_invite("TDGROUP123", Role.TD, card.room.id)
    _in_group(fake_bot_api, td_member, f"/start {invite.code.lower()}")  # codes are case-insensitive
    (welcome,) = _texts(fake_bot_api, GROUP, 1)
    assert welcome.startswith(
        "Bienvenido a FloorCall: está dado de alta como floor (TD) en la sala Casino Norte."
    )
    fake_bot_api.inject_message(card.dealer, FLOOR_REPORT)
    page = fake_bot_api.wait_for("sendMessage", count=2, chat_id=GROUP)[1].result
    assert page["text"].startswith("🔔 Floor: mesa 12 · Casino Norte")

    fake_bot_api.inject_callback(GROUP, page["message_id"], button_data(page, "Recibido"), user_id=bystander)
    refusal = fake_bot_api.wait_for("answerCallbackQuery")[0].params
    assert refusal["text"].startswith("Solo un floor de la sala de esta llamada puede hacer eso.")
    assert bot.store.get_floor_call(1).state is CallState.PENDING

    fake_bot_api.inject_callback(GROUP, page["message_id"], button_data(page, "Recibido"), user_id=td_member)
    told = fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.dealer)[1]
    assert told.params["text"] == "<i>#1 · mesa 12</i>\n<b>✅ User 61 ha recibido la llamada.</b>"
    assert bot.store.get_floor_call(1).state is CallState.ACKNOWLEDGED


def test_a_group_member_without_a_role_cannot_call_the_floor_from_a_ruling(bot, fake_bot_api):
    card = seed_room(bot.store, fake_bot_api)
    bot.store.register_chat(GROUP, "es", Role.DEALER, card.room.id, 7, "Mesa 7")
    bot.store.add_member(GROUP, 71, Role.DEALER)
    _in_group(fake_bot_api, 71, "@floorcall_test_bot Ciegas 250-500. UTG sube a 1.100.")
    reply = fake_bot_api.wait_for("sendMessage", chat_id=GROUP)[0].result
    data = button_data(reply, "Llamar al floor")
    fake_bot_api.inject_callback(GROUP, reply["message_id"], data, user_id=72)  # not the dealer
    assert (
        fake_bot_api.wait_for("answerCallbackQuery")[0]
        .params["text"]
        .startswith("Este botón ya no es válido.")
    )
    assert bot.store.open_floor_calls() == []
    assert bot.store.list_audit()[0].user_id == 71  # the log names the person, not only the group


@pytest.mark.parametrize("lang", ["es", "en"])
def test_users_lists_roles_and_revoke_takes_them_away(bot, fake_bot_api, lang):
    card = seed_room(bot.store, fake_bot_api)
    admin = 81
    bot.store.register_chat(admin, lang, Role.ADMIN, card.room.id, display_name="Admin")
    fake_bot_api.inject_message(admin, "/invite dealer 3")
    invite_text = _texts(fake_bot_api, admin, 1)[0]
    code = _code(invite_text)
    expires = (utc_now() + timedelta(days=7)).strftime("%Y-%m-%d")
    assert (f"(3 usos, caduca el {expires}" if lang == "es" else f"(3 uses, expires {expires}") in invite_text
    fake_bot_api.inject_message(admin, "/users")
    listing = _texts(fake_bot_api, admin, 2)[1]
    role = "floor (TD)"
    assert f"• Ana: {role} (id <code>{card.td}</code>)" in listing
    assert f"<code>{code}</code>: dealer, 3 {'usos' if lang == 'es' else 'uses'}" in listing

    fake_bot_api.inject_message(card.dealer, FLOOR_REPORT)
    page = fake_bot_api.wait_for("sendMessage", chat_id=card.td)[0].result
    fake_bot_api.inject_message(admin, f"/revoke {card.td}")
    fake_bot_api.inject_message(admin, f"/revoke {code.lower()}")
    done = _texts(fake_bot_api, admin, 4)[2:]
    assert done == (
        [
            f"Hecho: {card.td} ya no tiene ningún rol en la sala.",
            f"Hecho: la invitación {code.lower()} queda anulada.",
        ]
        if lang == "es"
        else [
            f"Done: {card.td} no longer holds any role in the room.",
            f"Done: invite {code.lower()} is cancelled.",
        ]
    )
    # The revoked TD presses an old page; the revoked invite is tried.
    fake_bot_api.inject_callback(card.td, page["message_id"], button_data(page, "Recibido"))
    assert fake_bot_api.wait_for("answerCallbackQuery")[0].params["text"].startswith("Solo un floor")
    fake_bot_api.inject_message(91, f"/start {code}")
    assert _texts(fake_bot_api, 91, 1) == [REFUSED["es"]]
    assert bot.store.get_floor_call(1).state is CallState.PENDING
    assert bot.store.find_chat(card.td) is None and bot.store.tds_of_room(card.room.id, backup=False) == []


def test_an_expired_invite_is_refused_like_an_unknown_one(bot, fake_bot_api):
    card = seed_room(bot.store, fake_bot_api)
    old = utc_now() - timedelta(days=8)
    bot.store.create_invite("OLDCODE234", Role.DEALER, card.room.id, 1, old + timedelta(days=7), old)
    bot.store.create_invite("USEDCODE56", Role.DEALER, card.room.id, 1)
    bot.store.redeem_invite("USEDCODE56", 93, "es")
    for user, code in ((92, "OLDCODE234"), (94, "USEDCODE56"), (95, "NOSUCHCODE")):
        fake_bot_api.inject_message(user, f"/start {code}")
        assert _texts(fake_bot_api, user, 1) == [REFUSED["es"]]  # nothing tells the three apart


@pytest.mark.parametrize(
    "lang, yes, no", [("es", "Sí, cambiar", "No, seguir igual"), ("en", "Yes, switch", "No, keep it")]
)
def test_a_lower_code_asks_before_demoting_a_td(bot, fake_bot_api, lang, yes, no):
    card = seed_room(bot.store, fake_bot_api)
    bot.store.set_chat_lang(card.td, lang)
    bot.store.create_invite("DEALERCODE", Role.DEALER, card.room.id, 2)
    fake_bot_api.inject_message(card.td, "/start DEALERCODE")
    asked = fake_bot_api.wait_for("sendMessage", chat_id=card.td)[0].result
    assert asked["text"].startswith("Ahora es floor (TD)." if lang == "es" else "You are floor (TD) now.")
    assert bot.store.find_chat(card.td).role is Role.TD  # nothing changed yet
    # Someone else pressing "yes" on the prompt (a forwarded message, a shared screen) changes nothing.
    fake_bot_api.inject_callback(card.td, asked["message_id"], button_data(asked, yes), user_id=card.player)
    assert fake_bot_api.wait_for("answerCallbackQuery")[0].params["text"] == (
        "Este botón ya no es válido. No se ha cambiado nada."
    )
    fake_bot_api.inject_callback(card.td, asked["message_id"], button_data(asked, no))
    kept = fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.td)[1].params["text"]
    assert kept == (
        "De acuerdo: sigue siendo floor (TD)." if lang == "es" else "All right: you are still floor (TD)."
    )
    assert bot.store.find_chat(card.td).role is Role.TD
    fake_bot_api.inject_callback(card.td, asked["message_id"], button_data(asked, yes), forged=True)
    fake_bot_api.wait_for("sendMessage", count=3, chat_id=card.td)
    assert bot.store.find_chat(card.td).role is Role.DEALER


def test_wrong_codes_lock_everyone_out_for_the_hour(start_bot, fake_bot_api, caplog):
    bot = start_bot(failed_codes_per_hour=3)
    card = seed_room(bot.store, fake_bot_api)
    bot.store.create_invite("GOODCODE22", Role.DEALER, card.room.id)
    for attacker, guess in enumerate(("AAAA", "BBBB", "CCCC"), start=500):  # many accounts, one cap
        fake_bot_api.inject_message(attacker, f"/start {guess}")
        assert _texts(fake_bot_api, attacker, 1) == [REFUSED["es"]]
    fake_bot_api.inject_message(600, "/start GOODCODE22")  # even the right code waits out the lock
    assert _texts(fake_bot_api, 600, 1)[0].startswith("Demasiados códigos erróneos en la última hora")
    assert bot.store.find_chat(600) is None and bot.store.find_invite("GOODCODE22").uses_left == 1
    assert bot.store.code_failures_since(utc_now() - timedelta(hours=1)) == 3
    failures = [r for r in caplog.records if r.getMessage().startswith("wrong code from user")]
    assert len(failures) == 3 and all("AAAA" not in r.getMessage() for r in failures)


def test_button_presses_are_flood_limited(start_bot, fake_bot_api):
    bot = start_bot(flood_burst=2, flood_per_minute=1)
    card = seed_room(bot.store, fake_bot_api)
    fake_bot_api.inject_message(card.dealer, FLOOR_REPORT)
    page = fake_bot_api.wait_for("sendMessage", chat_id=card.td)[0].result
    for _ in range(6):
        fake_bot_api.inject_callback(card.td, page["message_id"], "t:999:a", forged=True)
    answers = fake_bot_api.wait_for("answerCallbackQuery", count=6)
    texts = [a.params.get("text") for a in answers]
    assert (
        texts[:2] == ["Solo un floor de la sala de esta llamada puede hacer eso. No se ha cambiado nada."] * 2
    )
    assert texts[2] == "Demasiados mensajes seguidos. Espere unos segundos y vuelva a enviar la jugada."
    assert texts[3:] == [None, None, None]  # answered (the client stops spinning), nothing else done
