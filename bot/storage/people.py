"""People and their roles (issue 14): a role belongs to the Telegram user who redeemed a code.

In a private chat the chat is the person (chat id = user id) and its ``chats`` row holds the role. In a
group only the members who redeemed a code there hold a role (``chat_members``); someone with a role
in the group's room (from their private chat) keeps it in the group. Everyone else is a stranger.
Also here: the install code's single use, wrong-code counting for the lock-out, and offboarding.
"""

from __future__ import annotations

from abc import abstractmethod
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from bot.clock import utc_now
from bot.storage.decode import as_chat, as_invite
from bot.storage.rows import Chat, Invite, Role

if TYPE_CHECKING:
    from bot.storage.sql_store import Tx

ACTIVE_CHAT = "SELECT * FROM chats WHERE chat_id = ? AND active"


@dataclass(frozen=True)
class Person:
    """Someone holding a role in a room, and the chat where it was given (their own, or a group)."""

    user_id: int
    chat_id: int
    role: Role
    td_backup: bool
    display_name: str | None


class People:
    """Mixed into ``SqlStore``: the same SQL on both engines."""

    @abstractmethod
    def _transaction(self, write: bool) -> AbstractContextManager[Tx]: ...

    def acting_chat(self, chat_id: int, user_id: int | None) -> Chat | None:
        """The chat as ``user_id`` acts in it: in a group, the group's row with the user's own role (None
        for a member without one); ``user_id`` None or equal to the chat: the chat's row."""
        with self._transaction(write=False) as tx:
            rows = tx.execute(ACTIVE_CHAT, (chat_id,))
            if not rows:
                return None
            chat = as_chat(rows[0])
            if user_id is None or user_id == chat_id:
                return chat
            member = tx.execute(
                "SELECT * FROM chat_members WHERE chat_id = ? AND user_id = ?", (chat_id, user_id)
            )
            if member:
                return _as_member(chat, member[0])
            own = tx.execute(ACTIVE_CHAT, (user_id,))
            if own and chat.room_id is not None and own[0]["room_id"] == chat.room_id:
                return _as_member(chat, own[0])
        return None

    @staticmethod
    def _add_member(
        tx: Tx,
        chat_id: int,
        user_id: int,
        role: Role,
        td_backup: bool,
        display_name: str | None,
        now: datetime,
    ) -> None:
        tx.execute(
            "INSERT INTO chat_members (chat_id, user_id, role, td_backup, display_name, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (chat_id, user_id) DO UPDATE SET role = excluded.role,"
            " td_backup = excluded.td_backup, display_name = excluded.display_name",
            (chat_id, user_id, Role(role).value, td_backup, display_name, now),
        )

    def add_member(
        self,
        chat_id: int,
        user_id: int,
        role: Role,
        td_backup: bool = False,
        display_name: str | None = None,
        now: datetime | None = None,
    ) -> None:
        """Give ``user_id`` a role in group ``chat_id`` (registered already)."""
        with self._transaction(write=True) as tx:
            self._add_member(tx, chat_id, user_id, role, td_backup, display_name, now or utc_now())

    def room_people(self, room_id: int) -> list[Person]:
        """Everyone holding a role in the room: private chats, then members of the room's groups."""
        with self._transaction(write=False) as tx:
            own = tx.execute(
                "SELECT chat_id AS user_id, chat_id, role, td_backup, display_name FROM chats"
                " WHERE room_id = ? AND active AND chat_id > 0 ORDER BY chat_id",
                (room_id,),
            )
            grouped = tx.execute(
                "SELECT m.user_id, m.chat_id, m.role, m.td_backup, m.display_name FROM chat_members m"
                " JOIN chats g ON g.chat_id = m.chat_id WHERE g.room_id = ? AND g.active"
                " ORDER BY m.chat_id, m.user_id",
                (room_id,),
            )
        return [_person(r) for r in [*own, *grouped]]

    def revoke_person(self, room_id: int, user_id: int) -> bool:
        """Take every role ``user_id`` holds in the room (their chat, their group memberships)."""
        with self._transaction(write=True) as tx:
            own = tx.execute(
                "UPDATE chats SET active = FALSE WHERE chat_id = ? AND room_id = ? AND active"
                " RETURNING chat_id",
                (user_id, room_id),
            )
            grouped = tx.execute(
                "DELETE FROM chat_members WHERE user_id = ? AND chat_id IN"
                " (SELECT chat_id FROM chats WHERE room_id = ?) RETURNING chat_id",
                (user_id, room_id),
            )
        return bool(own or grouped)

    def open_invites(self, room_id: int, now: datetime) -> list[Invite]:
        with self._transaction(write=False) as tx:
            rows = tx.execute(
                "SELECT * FROM invite_codes WHERE room_id = ? AND uses_left > 0"
                " AND (expires_at IS NULL OR expires_at > ?) ORDER BY created_at, code",
                (room_id, now),
            )
        return [as_invite(r) for r in rows]

    def revoke_invite(self, room_id: int, code: str) -> bool:
        with self._transaction(write=True) as tx:
            rows = tx.execute(
                "DELETE FROM invite_codes WHERE room_id = ? AND code = ? RETURNING code", (room_id, code)
            )
        return bool(rows)

    def claim_install(self, user_id: int, now: datetime) -> bool:
        """True for the one user whose install code is the first ever redeemed."""
        with self._transaction(write=True) as tx:
            rows = tx.execute(
                "INSERT INTO install_claim (id, user_id, claimed_at) VALUES (1, ?, ?)"
                " ON CONFLICT (id) DO NOTHING RETURNING user_id",
                (user_id, now),
            )
        return bool(rows)

    def record_code_failure(self, user_id: int | None, chat_id: int | None, now: datetime) -> None:
        with self._transaction(write=True) as tx:
            tx.execute(
                "INSERT INTO code_failures (user_id, chat_id, at) VALUES (?, ?, ?)", (user_id, chat_id, now)
            )

    def code_failures_since(self, since: datetime) -> int:
        with self._transaction(write=False) as tx:
            return tx.execute("SELECT COUNT(*) AS n FROM code_failures WHERE at >= ?", (since,))[0]["n"]


def _as_member(chat: Chat, row: dict[str, Any]) -> Chat:
    return replace(
        chat,
        role=Role(row["role"]),
        td_backup=bool(row["td_backup"]),
        display_name=row["display_name"] or chat.display_name,
    )


def _person(r: dict[str, Any]) -> Person:
    return Person(r["user_id"], r["chat_id"], Role(r["role"]), bool(r["td_backup"]), r["display_name"])
