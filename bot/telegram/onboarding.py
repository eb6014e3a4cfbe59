"""Joining and leaving: /start CODE, the install code, invites (/invite), /users and /revoke.

A role belongs to the person who redeemed the code (see ``bot/storage/people.py``). Codes are guessed
against: the install code works once, invite codes expire, every wrong code is logged and counted, and
past ``failed_codes_per_hour`` wrong codes (everyone together) /start CODE is locked for the hour.
A refusal never says whether a code was unknown, used or expired. Redeeming a code for a lower role
than the one held asks first.
"""

from __future__ import annotations

import hmac
import logging
import secrets
from dataclasses import dataclass
from datetime import timedelta
from html import escape

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.constants import ParseMode
from telegram.error import BadRequest
from telegram.ext import ContextTypes

from bot.clock import utc_now
from bot.storage import Chat, Invite, InviteRefused, Role, Room, Store
from bot.telegram.callback_data import JoinButton
from bot.telegram.menus import set_role_menu
from bot.telegram.services import Refused, Services, room_and_chat, services
from bot.telegram.texts import plural, t

log = logging.getLogger(__name__)

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: codes are read aloud and retyped
CODE_LENGTH = 10
MAX_USES = 1000
INVITE_KINDS = {
    "dealer": (Role.DEALER, False),
    "player": (Role.PLAYER, False),
    "td": (Role.TD, False),
    "backup": (Role.TD, True),
}
RANK = {Role.PLAYER: 0, Role.DEALER: 1, Role.TD: 2, Role.ADMIN: 3}
FAILURE_WINDOW = timedelta(hours=1)


@dataclass(frozen=True)
class Asker:
    """Who sent a command, where: the chat as this person acts in it (None: no role there)."""

    svc: Services
    chat_id: int
    user_id: int
    chat: Chat | None
    room: Room | None
    lang: str
    group: bool
    chat_name: str | None  # a group's title, or the person's name
    user_name: str | None


async def asker_of(update: Update, context: ContextTypes.DEFAULT_TYPE) -> Asker:
    svc = services(context)
    chat, user = update.effective_chat, update.effective_user
    acting, room = await svc.db(room_and_chat, svc.store, chat.id, user.id)
    group = chat.type != "private"
    return Asker(
        svc,
        chat.id,
        user.id,
        acting,
        room,
        svc.lang_of(update, acting),
        group,
        chat.title if group else user.full_name,
        user.full_name,
    )


async def say(
    update: Update, text: str, html: bool = False, markup: InlineKeyboardMarkup | None = None
) -> None:
    await update.effective_message.reply_text(
        text, parse_mode=ParseMode.HTML if html else None, reply_markup=markup
    )


def normalise_code(code: str) -> str:
    """Invite codes are case-insensitive: they are stored and compared in capitals."""
    return code.strip().upper()


# ---- /start CODE


async def start(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    who = await asker_of(update, context)
    code = context.args[0].strip() if context.args else ""
    if not code:
        await say(
            update, welcome(who.chat, who.room, who.lang) if who.chat else t(who.lang, "start.stranger")
        )
        return
    if await who.svc.db(_locked_out, who.svc):
        await say(update, t(who.lang, "start.locked"))
        return
    admin_code = who.svc.config.admin_code
    if admin_code and hmac.compare_digest(code.encode(), admin_code.encode()):
        if await who.svc.db(_install, who):
            await say(update, t(who.lang, "start.admin"))
            await _refresh_menu(context, who)
            return
        await _refuse(update, who)  # used once already: the same answer as any wrong code
        return
    code = normalise_code(code)
    invite = await who.svc.db(who.svc.store.find_invite, code)
    if invite is not None and _would_demote(who.chat, invite):
        await _ask_before_demoting(update, who, invite)
        return
    await redeem(update, context, who, code)


async def _refresh_menu(context: ContextTypes.DEFAULT_TYPE, who: Asker) -> None:
    """The menu of the role the asker holds now (after the install code, /lang...)."""
    chat = await who.svc.db(who.svc.store.acting_chat, who.chat_id, who.user_id)
    await set_role_menu(context.bot, chat, who.chat_id, who.user_id)


def _locked_out(svc: Services) -> bool:
    since = utc_now() - FAILURE_WINDOW
    return svc.store.code_failures_since(since) >= svc.config.failed_codes_per_hour


def _install(who: Asker) -> bool:
    """The install code's one use: the person who sends it becomes admin (in a group, that member only)."""
    store = who.svc.store
    if not store.claim_install(who.user_id, utc_now()):
        return False
    room_id = who.chat.room_id if who.chat is not None else None
    if not who.group:
        store.register_chat(who.chat_id, who.lang, Role.ADMIN, room_id, None, who.user_name)
        return True
    group = store.find_chat(who.chat_id)
    if group is None:
        store.register_chat(who.chat_id, who.lang, Role.ADMIN, None, None, who.chat_name)
    store.add_member(who.chat_id, who.user_id, Role.ADMIN, display_name=who.user_name)
    return True


async def _refuse(update: Update, who: Asker) -> None:
    await who.svc.db(who.svc.store.record_code_failure, who.user_id, who.chat_id, utc_now())
    log.warning("wrong code from user %s in chat %s", who.user_id, who.chat_id)  # never the code itself
    await say(update, t(who.lang, "start.refused"))


def _would_demote(chat: Chat | None, invite: Invite) -> bool:
    return chat is not None and RANK[chat.role] > RANK[invite.role]


async def _ask_before_demoting(update: Update, who: Asker, invite: Invite) -> None:
    lang = who.lang
    buttons = [
        InlineKeyboardButton(
            t(lang, f"join.{answer}"),
            callback_data=JoinButton(invite.code, who.user_id, answer == "yes").data(),
        )
        for answer in ("yes", "no")
    ]
    await say(
        update,
        t(lang, "join.confirm", held=_role_name(who.chat, lang), offered=_invite_role_name(invite, lang)),
        markup=InlineKeyboardMarkup([buttons]),
    )


async def redeem(update: Update, context: ContextTypes.DEFAULT_TYPE, who: Asker, code: str) -> None:
    try:
        chat, room = await who.svc.db(_redeem, who, code)
    except InviteRefused:
        await _refuse(update, who)
        return
    await say(update, welcome(chat, room, who.lang))
    await set_role_menu(context.bot, chat, who.chat_id, who.user_id)


def _redeem(who: Asker, code: str) -> tuple[Chat, Room | None]:
    store = who.svc.store
    chat = store.redeem_invite(
        code, who.chat_id, who.lang, who.chat_name, utc_now(), who.user_id, who.user_name
    )
    return chat, store.find_room(chat.room_id) if chat.room_id is not None else None


async def on_join_button(update: Update, context: ContextTypes.DEFAULT_TYPE, button: JoinButton) -> None:
    """The answer to "this code gives a lower role: switch?"; only the person asked may answer."""
    query = update.callback_query
    who = await asker_of(update, context)
    if query.from_user.id != button.user_id:
        raise Refused("button.invalid")
    await query.answer()
    try:
        await query.edit_message_reply_markup(None)
    except BadRequest:  # answered before on another device: the buttons are gone already
        pass
    if not button.accept:
        await say(update, t(who.lang, "join.kept", role=_role_name(who.chat, who.lang)))
        return
    await redeem(update, context, who, button.code)


def welcome(chat: Chat, room: Room | None, lang: str) -> str:
    lines = [
        t(
            lang,
            "start.welcome",
            role=_role_name(chat, lang),
            room=room.name if room else t(lang, "room.none"),
        )
    ]
    if chat.role is Role.DEALER and chat.table_number is None:
        lines.append(t(lang, "start.dealer_table"))
    if chat.table_number is not None:
        lines.append(t(lang, "table.current", table=chat.table_number))
    lines.append(t(lang, "start.help"))
    return "\n".join(lines)


def _role_name(chat: Chat | None, lang: str) -> str:
    if chat is None:
        return t(lang, "role.none")
    return t(lang, "role.backup" if chat.td_backup else f"role.{chat.role.value}")


def _invite_role_name(invite: Invite, lang: str) -> str:
    return t(lang, "role.backup" if invite.td_backup else f"role.{invite.role.value}")


# ---- the admin's /invite, /users, /revoke


async def admin_of(
    update: Update, context: ContextTypes.DEFAULT_TYPE, need_room: bool = True
) -> Asker | None:
    """The asker if they are an admin (with a room, when ``need_room``); otherwise says why not."""
    who = await asker_of(update, context)
    if who.chat is None or who.chat.role is not Role.ADMIN:
        await say(update, t(who.lang, "admin_only"))
        return None
    if need_room and who.room is None:
        await say(update, t(who.lang, "room.missing"))
        return None
    return who


async def invite_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    who = await admin_of(update, context)
    if who is None:
        return
    args = [a.lower() for a in context.args]
    uses = int(args[1]) if len(args) > 1 and args[1].isdigit() else 1
    if not args or args[0] not in INVITE_KINDS or not 1 <= uses <= MAX_USES or len(args) > 2:
        await say(update, t(who.lang, "invite.usage"))
        return
    role, backup = INVITE_KINDS[args[0]]
    code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    now = utc_now()
    invite = await who.svc.db(
        who.svc.store.create_invite,
        code,
        role,
        who.room.id,
        uses,
        now + timedelta(days=who.svc.config.invite_days),
        now,
        backup,
    )
    link = f"https://t.me/{context.bot.username}?start={code}"
    await say(update, invite_text(invite, who.room, who.lang, link), html=True)


def invite_text(invite: Invite, room: Room, lang: str, link: str) -> str:
    return t(
        lang,
        "invite.created",
        role=escape(_invite_role_name(invite, lang)),
        room=escape(room.name),
        code=invite.code,
        uses=plural(lang, "uses", invite.uses_left),
        expires=_when(invite),
        link=escape(link),
    )


def _when(invite: Invite) -> str:
    return invite.expires_at.strftime("%Y-%m-%d %H:%M UTC") if invite.expires_at else "-"


async def users_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    who = await admin_of(update, context)
    if who is None:
        return
    people, invites = await who.svc.db(_room_listing, who.svc.store, who.room.id)
    lang = who.lang
    lines = [t(lang, "users.title", room=escape(who.room.name))]
    for person in people:
        role = t(lang, "role.backup" if person.td_backup else f"role.{person.role.value}")
        where = "" if person.chat_id == person.user_id else t(lang, "users.in_group", chat=person.chat_id)
        name = escape(person.display_name or str(person.user_id))
        lines.append(t(lang, "users.person", person=name, role=escape(role), user=person.user_id) + where)
    lines.append(t(lang, "users.invites") if invites else t(lang, "users.no_invites"))
    for invite in invites:
        lines.append(
            t(
                lang,
                "users.invite",
                code=invite.code,
                role=escape(_invite_role_name(invite, lang)),
                uses=plural(lang, "uses", invite.uses_left),
                expires=_when(invite),
            )
        )
    lines.append(t(lang, "users.revoke_hint"))
    await say(update, "\n".join(lines), html=True)


def _room_listing(store: Store, room_id: int):
    return store.room_people(room_id), store.open_invites(room_id, utc_now())


async def revoke_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    who = await admin_of(update, context)
    if who is None:
        return
    target = context.args[0].strip() if len(context.args) == 1 else ""
    if not target:
        await say(update, t(who.lang, "revoke.usage"))
        return
    store, room_id = who.svc.store, who.room.id
    if target.lstrip("-").isdigit():
        if int(target) == who.user_id:
            await say(update, t(who.lang, "revoke.self"))
            return
        held = [p for p in await who.svc.db(store.room_people, room_id) if p.user_id == int(target)]
        done = await who.svc.db(store.revoke_person, room_id, int(target))
        key = "revoke.person" if done else "revoke.no_person"
        for person in held:  # back to the default menu wherever they held the role
            await set_role_menu(context.bot, None, person.chat_id, person.user_id)
    else:
        done = await who.svc.db(store.revoke_invite, room_id, normalise_code(target))
        key = "revoke.invite" if done else "revoke.no_invite"
    await say(update, t(who.lang, key, target=target))
