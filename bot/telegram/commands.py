"""Commands: /start CODE, /help, /lang, /table, /venue, /rule, /floor, and the admin's /room and /invite.

Onboarding: the install code from the configuration makes a chat an admin; the admin picks a room
(``/room Casino Norte``), sets its venue (``/venue san-roque``) and makes invite codes
(``/invite dealer 5``); dealers, players and TDs join with ``/start CODE`` (a group joins the same way).
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Awaitable, Callable

from telegram import Update
from telegram.ext import ContextTypes

from bot.render import CitedRule
from bot.storage import Chat, InviteRefused, Role, Room, Store
from bot.telegram.floor import page_due, raise_call, raised_notice
from bot.telegram.formatting import rule_blocks
from bot.telegram.sending import send_blocks
from bot.telegram.services import Services, room_and_chat, services
from bot.telegram.texts import t
from bot.venues import UnknownVenue, get_venue
from locales.corpus import UnknownEdition, UnknownRule, load_corpus
from locales.languages import LANGS

BACKUP_PREFIX = "bk-"  # invite codes that make a backup TD (the store's invites carry the role only)
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: codes are read aloud and retyped
CODE_LENGTH = 10
MAX_TABLE = 9999
MAX_USES = 1000
INVITE_ROLES = {"dealer": Role.DEALER, "player": Role.PLAYER, "td": Role.TD, "backup": Role.TD}
MAX_RULE_QUERY = 64

Handler = Callable[[Update, ContextTypes.DEFAULT_TYPE], Awaitable[None]]


async def _context_of(
    update: Update, context: ContextTypes.DEFAULT_TYPE
) -> tuple[Services, Chat | None, Room | None, str]:
    svc = services(context)
    chat, room = await svc.db(room_and_chat, svc.store, update.effective_chat.id)
    return svc, chat, room, svc.lang_of(update, chat)


async def _say(update: Update, text: str) -> None:
    await update.effective_message.reply_text(text)


def _display_name(update: Update) -> str | None:
    chat = update.effective_chat
    if chat.type != "private":
        return chat.title
    user = update.effective_user
    return user.full_name if user else None


# ---- everyone


async def start(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    svc, chat, room, lang = await _context_of(update, context)
    code = context.args[0].strip() if context.args else ""
    if not code:
        await _say(update, _welcome(chat, room, lang) if chat else t(lang, "start.stranger"))
        return
    admin_code = svc.config.admin_code
    if admin_code and hmac.compare_digest(code.encode(), admin_code.encode()):
        room_id = chat.room_id if chat is not None and chat.role is Role.ADMIN else None
        chat = await svc.db(
            svc.store.register_chat,
            update.effective_chat.id,
            lang,
            Role.ADMIN,
            room_id,
            None,
            _display_name(update),
        )
        await _say(update, t(lang, "start.admin"))
        return
    try:
        chat, room = await svc.db(
            _redeem, svc.store, code, update.effective_chat.id, lang, _display_name(update)
        )
    except InviteRefused as refused:
        await _say(update, t(lang, f"start.refused.{refused.reason}"))
        return
    await _say(update, _welcome(chat, room, lang))


def _redeem(store: Store, code: str, chat_id: int, lang: str, name: str | None) -> tuple[Chat, Room | None]:
    chat = store.redeem_invite(code, chat_id, lang, name)
    if code.startswith(BACKUP_PREFIX) and chat.role is Role.TD:
        chat = store.register_chat(chat_id, lang, Role.TD, chat.room_id, None, name, td_backup=True)
    return chat, store.find_room(chat.room_id) if chat.room_id is not None else None


def _welcome(chat: Chat, room: Room | None, lang: str) -> str:
    role = t(lang, "role.backup" if chat.td_backup else f"role.{chat.role.value}")
    lines = [t(lang, "start.welcome", role=role, room=room.name if room else t(lang, "room.none"))]
    if chat.role is Role.DEALER and chat.table_number is None:
        lines.append(t(lang, "start.dealer_table"))
    if chat.table_number is not None:
        lines.append(t(lang, "table.current", table=chat.table_number))
    lines.append(t(lang, "start.help"))
    return "\n".join(lines)


async def help_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    _svc, chat, _room, lang = await _context_of(update, context)
    parts = [t(lang, "help.intro"), t(lang, "help.commands")]
    if chat is None:
        parts.append(t(lang, "help.stranger"))
    elif chat.role is Role.ADMIN:
        parts.append(t(lang, "help.admin"))
    elif chat.role is Role.TD:
        parts.append(t(lang, "help.td"))
    elif chat.role is Role.DEALER:
        parts.append(t(lang, "help.dealer"))
    await _say(update, "\n\n".join(parts))


async def lang_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    svc, chat, _room, lang = await _context_of(update, context)
    wanted = context.args[0].strip().lower() if context.args else ""
    if wanted not in LANGS:
        await _say(update, t(lang, "lang.usage"))
        return
    if chat is None:
        await _say(update, t(wanted, "stranger"))
        return
    await svc.db(svc.store.set_chat_lang, chat.chat_id, wanted)
    await _say(update, t(wanted, "lang.set"))


async def table_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    svc, chat, room, lang = await _context_of(update, context)
    if chat is None or room is None:
        await _say(update, t(lang, "stranger" if chat is None else "room.missing"))
        return
    if not context.args:
        current = chat.table_number
        await _say(update, t(lang, "table.current", table=current) if current else t(lang, "table.usage"))
        return
    raw = context.args[0].strip()
    if not raw.isdigit() or not 1 <= int(raw) <= MAX_TABLE:
        await _say(update, t(lang, "table.usage"))
        return
    await svc.db(svc.store.set_chat_table, chat.chat_id, int(raw))
    await _say(update, t(lang, "table.set", table=int(raw), room=room.name))


async def venue_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    svc, chat, room, lang = await _context_of(update, context)
    if chat is None or room is None:
        await _say(update, t(lang, "stranger" if chat is None else "room.missing"))
        return
    if context.args:
        if chat.role is not Role.ADMIN:
            await _say(update, t(lang, "admin_only"))
            return
        try:
            venue = get_venue(context.args[0])
        except UnknownVenue as exc:
            await _say(update, t(lang, "venue.unknown", venue=exc.venue, known=", ".join(exc.known)))
            return
        room = await svc.db(svc.store.set_room_venue, room.id, venue.id)
    await _say(update, _venue_text(room, lang))


def _venue_text(room: Room, lang: str) -> str:
    venue = get_venue(room.venue_id)
    house = t(lang, "venue.house", edition=venue.house_edition) if venue.house_edition else ""
    return t(lang, "venue.show", room=room.name, venue=venue.name, edition=venue.base_edition) + house


async def rule_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    svc, _chat, room, lang = await _context_of(update, context)
    query = " ".join(context.args).strip()
    if not query or len(query) > MAX_RULE_QUERY:
        await _say(update, t(lang, "rule.usage"))
        return
    edition = get_venue(room.venue_id if room else None).base_edition
    corpus = load_corpus()
    try:
        rule_id = corpus.resolve(query, edition)
    except (UnknownRule, UnknownEdition) as exc:
        nearest = ", ".join(getattr(exc, "suggestions", [])[:5])
        key = "rule.unknown_nearest" if nearest else "rule.unknown"
        await _say(update, t(lang, key, query=query, edition=exc.edition, nearest=nearest))
        return
    found = corpus.get(rule_id, lang)
    cited = CitedRule(found.id, found.title, found.text, found.origin)
    await send_blocks(
        context.bot,
        update.effective_chat.id,
        rule_blocks(cited, lang, expandable=False),
        reply_to=update.effective_message.message_id,
    )


async def floor_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    svc, chat, _room, lang = await _context_of(update, context)
    if chat is None:
        await _say(update, t(lang, "stranger"))
        return
    if chat.role is not Role.DEALER or chat.room_id is None:
        await _say(update, t(lang, "floor.dealers_only"))
        return
    text = " ".join(context.args).strip() or t(lang, "floor.manual")
    call, has_td = await svc.db(raise_call, svc.store, chat, text)
    await page_due(context.bot, svc)
    await send_blocks(
        context.bot,
        chat.chat_id,
        [raised_notice(call, has_td, lang)],
        reply_to=update.effective_message.message_id,
    )


# ---- admin


async def _admin(
    update: Update, context: ContextTypes.DEFAULT_TYPE
) -> tuple[Services, Chat, Room | None, str] | None:
    svc, chat, room, lang = await _context_of(update, context)
    if chat is None or chat.role is not Role.ADMIN:
        await _say(update, t(lang, "admin_only"))
        return None
    return svc, chat, room, lang


async def room_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    admin = await _admin(update, context)
    if admin is None:
        return
    svc, chat, room, lang = admin
    name = " ".join(context.args).strip()
    if not name:
        rooms = await svc.db(svc.store.list_rooms)
        listed = ", ".join(r.name for r in rooms) or t(lang, "room.none")
        await _say(
            update, t(lang, "room.list", rooms=listed, current=room.name if room else t(lang, "room.none"))
        )
        return
    room, created = await svc.db(_select_room, svc.store, chat, name[:100])
    await _say(
        update,
        t(lang, "room.created" if created else "room.selected", room=room.name)
        + "\n"
        + _venue_text(room, lang),
    )


def _select_room(store: Store, admin: Chat, name: str) -> tuple[Room, bool]:
    room = store.room_by_name(name)
    created = room is None
    if room is None:
        room = store.create_room(name)
    store.register_chat(admin.chat_id, admin.lang, Role.ADMIN, room.id, None, admin.display_name)
    return room, created


async def invite_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    admin = await _admin(update, context)
    if admin is None:
        return
    svc, _chat, room, lang = admin
    if room is None:
        await _say(update, t(lang, "room.missing"))
        return
    args = [a.lower() for a in context.args]
    uses = int(args[1]) if len(args) > 1 and args[1].isdigit() else 1
    if not args or args[0] not in INVITE_ROLES or not 1 <= uses <= MAX_USES or len(args) > 2:
        await _say(update, t(lang, "invite.usage"))
        return
    kind = args[0]
    code = (BACKUP_PREFIX if kind == "backup" else "") + "".join(
        secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH)
    )
    await svc.db(svc.store.create_invite, code, INVITE_ROLES[kind], room.id, uses)
    link = f"https://t.me/{context.bot.username}?start={code}"
    await _say(
        update,
        t(
            lang,
            "invite.created",
            role=t(lang, f"role.{kind}"),
            room=room.name,
            code=code,
            uses=uses,
            link=link,
        ),
    )


COMMANDS: dict[str, Handler] = {
    "start": start,
    "help": help_command,
    "lang": lang_command,
    "table": table_command,
    "venue": venue_command,
    "rule": rule_command,
    "floor": floor_command,
    "room": room_command,
    "invite": invite_command,
}
MENU = ("start", "help", "lang", "table", "venue", "rule", "floor")  # the admin's commands stay in /help
