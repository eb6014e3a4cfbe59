"""Button data: short strings (Telegram allows 64 bytes) that only point at rows in the store.

Nothing in a button is trusted: a rule button names an audit entry of the chat it was pressed in and
an index into that entry's cited rules; a floor button names the audit entry to escalate; a TD button
names a floor call and an action. Every handler looks the row up again and checks who pressed.
An audit entry is named by its id and the second it was written, so the store is searched by time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from telegram import InlineKeyboardMarkup


@dataclass(frozen=True)
class AuditRef:
    entry_id: int
    second: int  # the entry's created_at, in whole seconds since the epoch


class TdAction(StrEnum):
    ACKNOWLEDGE = "a"
    ON_MY_WAY = "w"
    RESOLVE = "r"  # asks the TD for the decision
    AS_PROPOSED = "p"  # resolves with the proposed ruling (or "resolved at the table" without one)
    OTHER = "o"  # asks again for a decision written in reply


@dataclass(frozen=True)
class RuleButton:
    ref: AuditRef
    index: int

    def data(self) -> str:
        return f"r:{self.ref.entry_id}:{self.ref.second}:{self.index}"


@dataclass(frozen=True)
class FloorButton:
    ref: AuditRef
    again: bool = False  # the ruling's earlier call was resolved and the dealer asked for a new one

    def data(self) -> str:
        return f"f:{self.ref.entry_id}:{self.ref.second}" + (":a" if self.again else "")


@dataclass(frozen=True)
class TdButton:
    call_id: int
    action: TdAction

    def data(self) -> str:
        return f"t:{self.call_id}:{self.action.value}"


@dataclass(frozen=True)
class JoinButton:
    """The answer to "this code gives you a lower role: switch?", for the person asked only."""

    code: str
    user_id: int
    accept: bool

    def data(self) -> str:
        return f"j:{self.code}:{self.user_id}:{'y' if self.accept else 'n'}"


@dataclass(frozen=True)
class AnswerButton:
    """A ready answer to the ruling's question (a letter of ``answer_buttons.CHOICES``)."""

    ref: AuditRef
    choice: str

    def data(self) -> str:
        return f"q:{self.ref.entry_id}:{self.ref.second}:{self.choice}"


Button = RuleButton | FloorButton | TdButton | JoinButton | AnswerButton

_NUMBER = r"(\d{1,18})"
_PATTERNS = {
    "r": re.compile(rf"r:{_NUMBER}:{_NUMBER}:(\d{{1,2}})"),
    "f": re.compile(rf"f:{_NUMBER}:{_NUMBER}(:a)?"),
    "t": re.compile(rf"t:{_NUMBER}:([awrpo])"),
    "q": re.compile(rf"q:{_NUMBER}:{_NUMBER}:([ynpftr])"),
    "j": re.compile(rf"j:([A-Z0-9-]{{1,32}}):{_NUMBER}:([yn])"),
}


def parse(data: str | None) -> Button | None:
    """The button a press names, or None for anything we never sent in that shape."""
    if not data:
        return None
    pattern = _PATTERNS.get(data[:1])
    match = pattern.fullmatch(data) if pattern else None
    if match is None:
        return None
    groups = match.groups()
    if data[0] == "r":
        return RuleButton(AuditRef(int(groups[0]), int(groups[1])), int(groups[2]))
    if data[0] == "f":
        return FloorButton(AuditRef(int(groups[0]), int(groups[1])), groups[2] is not None)
    if data[0] == "q":
        return AnswerButton(AuditRef(int(groups[0]), int(groups[1])), groups[2])
    if data[0] == "j":
        return JoinButton(groups[0], int(groups[1]), groups[2] == "y")
    return TdButton(int(groups[0]), TdAction(groups[1]))


def buttons_of(markup: InlineKeyboardMarkup | None) -> list[Button]:
    """The parsed buttons of a message's inline keyboard."""
    rows = markup.inline_keyboard if markup is not None else ()
    found = []
    for row in rows:
        for button in row:
            parsed = parse(button.callback_data if isinstance(button.callback_data, str) else None)
            if parsed is not None:
                found.append(parsed)
    return found
