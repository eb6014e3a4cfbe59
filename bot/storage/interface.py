"""The store as the bot sees it. Synchronous on purpose, see ``bot/storage/__init__.py``."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any, Protocol

from bot.storage.idempotency import ReplyClaimResult
from bot.storage.people import Person
from bot.storage.rows import (
    AuditEntry,
    AuditFilter,
    CallState,
    Chat,
    FloorCall,
    Invite,
    NewAuditEntry,
    Role,
    Room,
    StateChange,
    Table,
)


class Store(Protocol):
    def schema_version(self) -> int: ...
    def close(self) -> None: ...

    # rooms, venues and tables
    def create_room(self, name: str, venue_id: str = "tda", now: datetime | None = None) -> Room: ...
    def find_room(self, room_id: int) -> Room | None: ...
    def room_by_name(self, name: str) -> Room | None: ...
    def list_rooms(self) -> list[Room]: ...
    def set_room_venue(self, room_id: int, venue_id: str) -> Room: ...
    def add_table(self, room_id: int, number: int, label: str | None = None) -> Table: ...
    def tables_of_room(self, room_id: int) -> list[Table]: ...

    # chats
    def register_chat(
        self,
        chat_id: int,
        lang: str,
        role: Role,
        room_id: int | None = None,
        table_number: int | None = None,
        display_name: str | None = None,
        td_backup: bool = False,
        now: datetime | None = None,
    ) -> Chat: ...
    def find_chat(self, chat_id: int) -> Chat | None: ...
    def set_chat_lang(self, chat_id: int, lang: str) -> Chat: ...
    def set_chat_table(self, chat_id: int, table_number: int | None) -> Chat: ...
    def set_chat_room(self, chat_id: int, room_id: int) -> Chat: ...
    def tds_of_room(self, room_id: int, backup: bool | None = None) -> list[Chat]: ...

    # people: roles per user, offboarding, the install code, wrong codes (bot/storage/people.py)
    def acting_chat(self, chat_id: int, user_id: int | None) -> Chat | None: ...
    def add_member(
        self,
        chat_id: int,
        user_id: int,
        role: Role,
        td_backup: bool = False,
        display_name: str | None = None,
        now: datetime | None = None,
    ) -> None: ...
    def room_people(self, room_id: int) -> list[Person]: ...
    def revoke_person(self, room_id: int, user_id: int) -> bool: ...
    def open_invites(self, room_id: int, now: datetime) -> list[Invite]: ...
    def revoke_invite(self, room_id: int, code: str) -> bool: ...
    def claim_install(self, user_id: int, now: datetime) -> bool: ...
    def record_code_failure(self, user_id: int | None, chat_id: int | None, now: datetime) -> None: ...
    def code_failures_since(self, since: datetime) -> int: ...

    # invite codes
    def create_invite(
        self,
        code: str,
        role: Role,
        room_id: int | None,
        uses: int = 1,
        expires_at: datetime | None = None,
        now: datetime | None = None,
        td_backup: bool = False,
    ) -> Invite: ...
    def find_invite(self, code: str) -> Invite | None: ...
    def redeem_invite(
        self,
        code: str,
        chat_id: int,
        lang: str,
        display_name: str | None = None,
        now: datetime | None = None,
        user_id: int | None = None,
        user_name: str | None = None,
    ) -> Chat: ...

    # floor calls
    def create_floor_call(
        self,
        room_id: int,
        table_number: int | None,
        dealer_chat: int,
        report_text: str,
        transcript: str | None = None,
        proposed_ruling: dict[str, Any] | None = None,
        now: datetime | None = None,
        first_page_at: datetime | None = None,
        audit_id: int | None = None,
    ) -> FloorCall: ...
    def get_floor_call(self, call_id: int) -> FloorCall | None: ...
    def open_floor_calls(self, room_id: int | None = None) -> list[FloorCall]: ...
    def td_can_act(self, chat_id: int, call_id: int) -> bool: ...
    def transition(
        self,
        call_id: int,
        to_state: CallState,
        by_chat: int,
        now: datetime | None = None,
        final_decision: str | None = None,
        by_user: int | None = None,
    ) -> FloorCall: ...
    def history(self, call_id: int) -> list[StateChange]: ...
    def claim_due_pages(
        self,
        now: datetime,
        worker_id: str,
        limit: int = 10,
        repage_after: timedelta = ...,
        backup_after_misses: int = 2,
    ) -> list[FloorCall]: ...

    # audit log
    def append_audit(self, entry: NewAuditEntry) -> AuditEntry: ...
    def get_audit(self, entry_id: int) -> AuditEntry | None: ...
    def prune_raw_texts(self, before: datetime) -> int: ...
    def list_audit(self, filters: AuditFilter | None = None) -> list[AuditEntry]: ...

    # exactly-once keys for work handed to several processes (bot/storage/idempotency.py)
    def claim_update(self, update_id: int, worker_id: str, now: datetime) -> bool: ...
    def update_worker(self, update_id: int) -> str | None: ...
    def forget_updates(self, before: datetime) -> int: ...
    def claim_voice_reply(
        self, chat_id: int, message_id: int, worker_id: str, now: datetime, lease: timedelta
    ) -> ReplyClaimResult: ...
    def finish_voice_reply(
        self, chat_id: int, message_id: int, reply_message_id: int | None, now: datetime
    ) -> None: ...
    def voice_reply_state(self, chat_id: int, message_id: int) -> str | None: ...
