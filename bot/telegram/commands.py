"""Commands: /start CODE, /help, /lang, /table, /venue, /rule, /floor, and the admin's /room and /invite.

Onboarding: the install code from the configuration makes a chat an admin; the admin picks a room
(``/room Casino Norte``), sets its venue (``/venue san-roque``) and makes invite codes
(``/invite dealer 5``); dealers, players and TDs join with ``/start CODE`` (a group joins the same way).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace

from telegram import Update
from telegram.ext import ContextTypes

from bot.render import CitedRule
from bot.storage import Chat, Role, Room, Store
from bot.telegram.call_commands import calls_command, cancel_command
from bot.telegram.floor import page_due, raise_call, raised_notice
from bot.telegram.formatting import rule_blocks
from bot.telegram.menus import set_role_menu
from bot.telegram.onboarding import (
    admin_of,
    asker_of,
    invite_command,
    revoke_command,
    say,
    start,
    users_command,
)
from bot.telegram.sending import send_blocks
from bot.telegram.services import Services
from bot.telegram.texts import t
from bot.venues import UnknownVenue, get_venue
from locales.corpus import UnknownEdition, UnknownRule, load_corpus
from locales.languages import LANGS

MAX_TABLE = 9999
MAX_RULE_QUERY = 64

Handler = Callable[[Update, ContextTypes.DEFAULT_TYPE], Awaitable[None]]


async def _context_of(
    update: Update, context: ContextTypes.DEFAULT_TYPE
) -> tuple[Services, Chat | None, Room | None, str]:
    """The chat as the sender acts in it (their own role, in a group too), its room and language."""
    who = await asker_of(update, context)
    return who.svc, who.chat, who.room, who.lang


async def _say(update: Update, text: str) -> None:
    await say(update, text)


# ---- everyone


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
    await set_role_menu(
        context.bot, replace(chat, lang=wanted), update.effective_chat.id, update.effective_user.id
    )


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
    message_id = update.effective_message.message_id  # the dealer's notices about the call reply to it
    call, has_td = await svc.db(raise_call, svc.store, chat, text, None, None, None, message_id)
    await page_due(context.bot, svc)
    await send_blocks(
        context.bot,
        chat.chat_id,
        [raised_notice(call, has_td, lang)],
        reply_to=update.effective_message.message_id,
    )


# ---- admin


async def room_command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    admin = await admin_of(update, context, need_room=False)
    if admin is None:
        return
    svc, chat, room, lang = admin.svc, admin.chat, admin.room, admin.lang
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
    """The admin's chat (their own, or the group they are admin in) moves to the room."""
    room = store.room_by_name(name)
    created = room is None
    if room is None:
        room = store.create_room(name)
    store.set_chat_room(admin.chat_id, room.id)
    return room, created


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
    "users": users_command,
    "revoke": revoke_command,
    "calls": calls_command,
    "cancel": cancel_command,
}
