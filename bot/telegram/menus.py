"""Command menus: a default one per language for everyone, and one per role for each person who holds a
role (``BotCommandScopeChat`` for a private chat, ``BotCommandScopeChatMember`` for a member of a group),
in that chat's language. A person whose role is revoked falls back to the default menu."""

from __future__ import annotations

import logging

from telegram import Bot, BotCommand, BotCommandScopeChat, BotCommandScopeChatMember
from telegram.error import TelegramError

from bot.config import BotConfig
from bot.storage import Chat, Role
from bot.telegram.texts import t

log = logging.getLogger(__name__)

DEFAULT_MENU = ("start", "help", "lang", "rule")
ROLE_MENUS = {
    Role.PLAYER: ("rule", "help", "lang"),
    Role.DEALER: ("table", "floor", "rule", "cancel", "help", "lang"),
    Role.TD: ("calls", "rule", "help", "lang"),
    Role.ADMIN: ("room", "venue", "invite", "users", "revoke", "help", "lang"),
}


def menu(names: tuple[str, ...], lang: str) -> list[BotCommand]:
    return [BotCommand(name, t(lang, f"menu.{name}")) for name in names]


async def set_default_menus(bot: Bot, config: BotConfig) -> None:
    """The default menu in each language, and the default language's for everyone else."""
    for lang in (None, *config.languages):
        await bot.set_my_commands(menu(DEFAULT_MENU, lang or config.default_lang), language_code=lang)


def _scope(chat_id: int, user_id: int) -> BotCommandScopeChat | BotCommandScopeChatMember:
    return BotCommandScopeChat(chat_id) if chat_id == user_id else BotCommandScopeChatMember(chat_id, user_id)


async def set_role_menu(bot: Bot, chat: Chat | None, chat_id: int, user_id: int) -> None:
    """The menu of the role ``user_id`` now holds in ``chat_id`` (``chat``: as they act there), or the
    default one when they hold none. A menu that cannot be set is not worth failing the command for."""
    try:
        if chat is None:
            await bot.delete_my_commands(scope=_scope(chat_id, user_id))
        else:
            await bot.set_my_commands(menu(ROLE_MENUS[chat.role], chat.lang), scope=_scope(chat_id, user_id))
    except TelegramError as exc:
        log.warning("command menu for user %s in chat %s not set: %s", user_id, chat_id, exc)
