"""The schema, versioned in code: migration N runs once, recorded in ``schema_version``.

The same statements serve both engines; only two column types differ, written as ``{id}`` (an
auto-numbered primary key) and ``{ts}`` (a UTC timestamp: ISO-8601 text in SQLite, TIMESTAMPTZ in
PostgreSQL). Add a migration by appending to ``MIGRATIONS``; never edit one that has shipped.
"""

from __future__ import annotations

ROLES_CHECK = "('dealer', 'player', 'td', 'admin')"
STATES_CHECK = "('pending', 'acknowledged', 'on_the_way', 'resolved')"

SCHEMA_VERSION_TABLE = """
CREATE TABLE IF NOT EXISTS schema_version (
    version INTEGER PRIMARY KEY,
    applied_at {ts} NOT NULL
)"""

_V1 = [
    """
    CREATE TABLE rooms (
        id {id},
        name TEXT NOT NULL UNIQUE,
        venue_id TEXT NOT NULL DEFAULT 'tda',
        created_at {ts} NOT NULL
    )""",
    # "tables" is too close to SQL keywords; room_tables says what it is.
    """
    CREATE TABLE room_tables (
        room_id BIGINT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
        number INTEGER NOT NULL CHECK (number > 0),
        label TEXT,
        PRIMARY KEY (room_id, number)
    )""",
    f"""
    CREATE TABLE chats (
        chat_id BIGINT PRIMARY KEY,
        lang TEXT NOT NULL CHECK (lang IN ('es', 'en')),
        role TEXT NOT NULL CHECK (role IN {ROLES_CHECK}),
        room_id BIGINT REFERENCES rooms (id),
        table_number INTEGER,
        display_name TEXT,
        td_backup BOOLEAN NOT NULL DEFAULT FALSE,
        created_at {{ts}} NOT NULL,
        updated_at {{ts}} NOT NULL,
        FOREIGN KEY (room_id, table_number) REFERENCES room_tables (room_id, number)
    )""",
    "CREATE INDEX chats_room_role ON chats (room_id, role)",
    f"""
    CREATE TABLE invite_codes (
        code TEXT PRIMARY KEY,
        role TEXT NOT NULL CHECK (role IN {ROLES_CHECK}),
        room_id BIGINT REFERENCES rooms (id),
        uses_left INTEGER NOT NULL CHECK (uses_left >= 0),
        expires_at {{ts}},
        created_at {{ts}} NOT NULL
    )""",
    f"""
    CREATE TABLE floor_calls (
        id {{id}},
        room_id BIGINT NOT NULL REFERENCES rooms (id),
        table_number INTEGER,
        dealer_chat BIGINT NOT NULL REFERENCES chats (chat_id),
        report_text TEXT NOT NULL,
        transcript TEXT,
        proposed_ruling TEXT,
        state TEXT NOT NULL CHECK (state IN {STATES_CHECK}),
        assigned_td BIGINT REFERENCES chats (chat_id),
        backup_paged BOOLEAN NOT NULL DEFAULT FALSE,
        next_page_at {{ts}},
        attempts INTEGER NOT NULL DEFAULT 0,
        final_decision TEXT,
        claimed_by TEXT,
        created_at {{ts}} NOT NULL,
        updated_at {{ts}} NOT NULL,
        FOREIGN KEY (room_id, table_number) REFERENCES room_tables (room_id, number)
    )""",
    "CREATE INDEX floor_calls_due ON floor_calls (state, next_page_at)",
    f"""
    CREATE TABLE floor_call_history (
        id {{id}},
        call_id BIGINT NOT NULL REFERENCES floor_calls (id) ON DELETE CASCADE,
        by_chat BIGINT REFERENCES chats (chat_id),
        from_state TEXT CHECK (from_state IN {STATES_CHECK}),
        to_state TEXT NOT NULL CHECK (to_state IN {STATES_CHECK}),
        at {{ts}} NOT NULL
    )""",
    "CREATE INDEX floor_call_history_call ON floor_call_history (call_id)",
    # No foreign key on chat_id: the log must never refuse a ruling (CLI rulings have no chat).
    """
    CREATE TABLE audit_log (
        id {id},
        created_at {ts} NOT NULL,
        chat_id BIGINT,
        input_text TEXT NOT NULL,
        transcript TEXT,
        parse_json TEXT,
        ruling_json TEXT,
        edition TEXT,
        venue TEXT,
        timings_json TEXT
    )""",
    "CREATE INDEX audit_log_created ON audit_log (created_at)",
]

# Past one machine (issue 8): which worker took each Telegram update, and which voice notes were answered.
_V2 = [
    """
    CREATE TABLE processed_updates (
        update_id BIGINT PRIMARY KEY,
        worker TEXT NOT NULL,
        claimed_at {ts} NOT NULL
    )""",
    "CREATE INDEX processed_updates_claimed ON processed_updates (claimed_at)",
    """
    CREATE TABLE voice_replies (
        chat_id BIGINT NOT NULL,
        message_id BIGINT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('answering', 'answered')),
        worker TEXT NOT NULL,
        claimed_at {ts} NOT NULL,
        answered_at {ts},
        reply_message_id BIGINT,
        PRIMARY KEY (chat_id, message_id)
    )""",
]

# Issue 14: roles belong to people. A group's row in ``chats`` says where the group sits (room, table) and
# what it receives (a TD group is paged); ``chat_members`` says who in the group holds which role.
# ``active`` is cleared by /revoke (the row stays: floor calls and their history point at it).
_V3 = [
    "ALTER TABLE chats ADD COLUMN active BOOLEAN NOT NULL DEFAULT TRUE",
    f"""
    CREATE TABLE chat_members (
        chat_id BIGINT NOT NULL REFERENCES chats (chat_id),
        user_id BIGINT NOT NULL,
        role TEXT NOT NULL CHECK (role IN {ROLES_CHECK}),
        td_backup BOOLEAN NOT NULL DEFAULT FALSE,
        display_name TEXT,
        created_at {{ts}} NOT NULL,
        PRIMARY KEY (chat_id, user_id)
    )""",
    "CREATE INDEX chat_members_user ON chat_members (user_id)",
    # One row at most: the install code works once.
    """
    CREATE TABLE install_claim (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        user_id BIGINT NOT NULL,
        claimed_at {ts} NOT NULL
    )""",
    # Wrong codes from anyone: counted per hour for the lock-out, kept for the record.
    """
    CREATE TABLE code_failures (
        id {id},
        user_id BIGINT,
        chat_id BIGINT,
        at {ts} NOT NULL
    )""",
    "CREATE INDEX code_failures_at ON code_failures (at)",
    "ALTER TABLE audit_log ADD COLUMN user_id BIGINT",
    "ALTER TABLE audit_log ADD COLUMN final_decision TEXT",
    "ALTER TABLE floor_calls ADD COLUMN audit_id BIGINT",
    "ALTER TABLE invite_codes ADD COLUMN td_backup BOOLEAN NOT NULL DEFAULT FALSE",
    # Every message the bot sent about a call (pages, decision prompts): edited when the call moves on,
    # and a reply to one of them is known for what it answers.
    """
    CREATE TABLE floor_messages (
        chat_id BIGINT NOT NULL,
        message_id BIGINT NOT NULL,
        call_id BIGINT NOT NULL REFERENCES floor_calls (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('page', 'prompt')),
        PRIMARY KEY (chat_id, message_id)
    )""",
    "CREATE INDEX floor_messages_call ON floor_messages (call_id)",
    "ALTER TABLE floor_calls ADD COLUMN dealer_message_id BIGINT",  # the report the dealer's notices answer
]

# (version, statements), in order.
MIGRATIONS: list[tuple[int, list[str]]] = [(1, _V1), (2, _V2), (3, _V3)]
LATEST_VERSION = MIGRATIONS[-1][0]
