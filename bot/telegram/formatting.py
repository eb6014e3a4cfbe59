"""Telegram HTML: a reply as blocks (a bold line, a plain line, a quote), escaped and split to fit.

Telegram refuses a message over 4,096 characters (counted after the HTML is parsed), so a long reply is
cut between blocks, and a block too long on its own is cut at a line break, else at a space: every
message stays well-formed HTML with its tags closed.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bot.render import CitedRule, Reply
from locales.messages import message

MAX_MESSAGE_CHARS = 4096
MIN_PIECE = 200  # a long block starts in the current message only if this much room is left there


@dataclass(frozen=True)
class Block:
    text: str  # plain text, escaped when rendered
    tag: str | None = None  # b, i or blockquote
    expandable: bool = False  # a blockquote the reader opens with a tap

    def html(self) -> str:
        body = html.escape(self.text, quote=False)
        if self.tag is None:
            return body
        opening = f"<{self.tag} expandable>" if self.expandable else f"<{self.tag}>"
        return f"{opening}{body}</{self.tag}>"

    def size(self) -> int:
        return visible_size(self.text)


def visible_size(text: str) -> int:
    """Telegram counts UTF-16 code units: an emoji is two."""
    return len(text.encode("utf-16-le")) // 2


def bold(text: str) -> Block:
    return Block(text, "b")


def italic(text: str) -> Block:
    return Block(text, "i")


def plain(text: str) -> Block:
    return Block(text)


def quote(text: str, expandable: bool = False) -> Block:
    return Block(text, "blockquote", expandable)


def rule_blocks(rule: CitedRule, lang: str, expandable: bool = True) -> list[Block]:
    """A cited rule: its id and title in bold, its text in a quote (collapsed in a ruling)."""
    blocks = [bold(f"{rule.id} · {rule.title}"), quote(rule.text, expandable)]
    if rule.origin == "floorcall-translation":
        blocks.append(italic(message(lang, "rule.unofficial")))
    return blocks


def reply_blocks(reply: Reply, extra: Sequence[Block] = ()) -> list[Block]:
    """The ruling first in bold, details, a line of reasoning, the floor line, notes, ``extra`` (the bot's
    own lines, such as a floor call raised), then the cited rules."""
    blocks = [italic(reply.understood)] if reply.understood else []
    blocks.append(bold(reply.headline))
    # A rules answer repeats the best rule's text in its details: the quote below already shows it.
    blocks += [plain(d) for d in reply.details if not any(r.text and r.text in d for r in reply.rules)]
    if reply.reasoning:
        blocks.append(italic(reply.reasoning))
    if reply.floor:
        blocks.append(bold(reply.floor))
    blocks += [plain(n) for n in reply.notes]
    blocks += extra
    for rule in reply.rules:
        blocks += rule_blocks(rule, reply.lang)
    return blocks


def split_messages(blocks: Iterable[Block], limit: int = MAX_MESSAGE_CHARS) -> list[str]:
    """Pack blocks, one per line, into as few messages as fit ``limit`` visible characters each.

    A block that fits a message is never cut; one that fits none is cut to fill the current message
    first, at a line break or a space, and goes on in the next ones.
    """
    messages: list[str] = []
    current: list[Block] = []
    size = 0
    pending = [Block(b.text.strip(), b.tag, b.expandable) for b in blocks if b.text.strip()]
    pending.reverse()  # a stack: the next block is at the end
    while pending:
        block = pending.pop()
        room = limit - size - (1 if current else 0)  # a line break joins it to the previous block
        if block.size() <= room:
            current.append(block)
            size += block.size() + (1 if len(current) > 1 else 0)
            continue
        if block.size() > limit and room >= min(MIN_PIECE, limit):
            head, rest = _cut(block.text, room)
            current.append(Block(head, block.tag, block.expandable))
            if rest:
                pending.append(Block(rest, block.tag, block.expandable))
            room = 0
        if current:
            messages.append(_join(current))
            current, size = [], 0
        if room:  # not cut into the message just closed: try it again on a fresh one
            pending.append(block)
    if current:
        messages.append(_join(current))
    return messages


def _join(blocks: list[Block]) -> str:
    return "\n".join(b.html() for b in blocks)


def _cut(text: str, limit: int) -> tuple[str, str]:
    """A head of at most ``limit`` UTF-16 units, cut at a line break, else a space, else anywhere."""
    head = _prefix_within(text, limit)
    cut = head.rfind("\n")
    if cut <= 0:
        cut = head.rfind(" ")
    if cut <= 0:
        cut = len(head)
    return text[:cut].rstrip(), text[cut:].strip()


def _prefix_within(text: str, limit: int) -> str:
    """The longest prefix of ``text`` of at most ``limit`` UTF-16 units."""
    units = 0
    for i, ch in enumerate(text):
        units += 2 if ord(ch) > 0xFFFF else 1
        if units > limit:
            return text[:i]
    return text
