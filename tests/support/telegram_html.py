"""Telegram's HTML parse mode, checked strictly: only its tags, well nested, every <, > and & escaped.

``check_html`` returns the problems found and the visible text (what Telegram's length limits count).
"""

from __future__ import annotations

import html
import re

# tag -> attributes it may carry (Bot API "HTML style" formatting options).
ALLOWED_TAGS: dict[str, frozenset[str]] = {
    "b": frozenset(),
    "strong": frozenset(),
    "i": frozenset(),
    "em": frozenset(),
    "u": frozenset(),
    "ins": frozenset(),
    "s": frozenset(),
    "strike": frozenset(),
    "del": frozenset(),
    "tg-spoiler": frozenset(),
    "span": frozenset({"class"}),
    "a": frozenset({"href"}),
    "tg-emoji": frozenset({"emoji-id"}),
    "code": frozenset({"class"}),
    "pre": frozenset(),
    "blockquote": frozenset({"expandable"}),
}
REQUIRED_ATTRS = {"a": "href", "tg-emoji": "emoji-id", "span": "class"}
# Inside these, Telegram allows no other formatting (except code directly inside pre).
VERBATIM = {"pre", "code"}

_TAG = re.compile(
    r"<(/?)([A-Za-z][A-Za-z0-9-]*)((?:\s+[A-Za-z][A-Za-z-]*(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|[^\s\"'=<>`]+))?)*)\s*(/?)>"
)
_ATTR = re.compile(r"([A-Za-z][A-Za-z-]*)(?:\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s\"'=<>`]+)))?")
_ENTITY = re.compile(r"&(?:lt|gt|amp|quot|#\d+|#[xX][0-9a-fA-F]+);")


def check_html(text: str) -> tuple[list[str], str]:
    problems: list[str] = []
    visible: list[str] = []
    stack: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "<":
            tag = _TAG.match(text, i)
            if tag is None:
                problems.append(f"unescaped '<' at {i} (write &lt;)")
                i += 1
                continue
            problems.extend(_check_tag(tag, stack, i))
            i = tag.end()
        elif ch == "&":
            entity = _ENTITY.match(text, i)
            if entity is None:
                problems.append(f"unescaped '&' at {i} (write &amp;; named entities: lt, gt, amp, quot)")
                i += 1
                continue
            visible.append(html.unescape(entity.group()))
            i = entity.end()
        elif ch == ">":
            problems.append(f"unescaped '>' at {i} (write &gt;)")
            i += 1
        else:
            visible.append(ch)
            i += 1
    if stack:
        problems.append(f"unclosed tags: {', '.join('<' + t + '>' for t in stack)}")
    return problems, "".join(visible)


def _check_tag(tag: re.Match[str], stack: list[str], at: int) -> list[str]:
    closing, name, attr_text, self_closing = tag.group(1) == "/", tag.group(2), tag.group(3), tag.group(4)
    if name not in ALLOWED_TAGS:
        return [f"tag <{name}> at {at} is not supported by Telegram"]
    if self_closing:
        return [f"self-closing <{name}/> at {at}"]
    if closing:
        if attr_text.strip():
            return [f"closing tag </{name}> at {at} has attributes"]
        if not stack or stack[-1] != name:
            open_tag = f"<{stack[-1]}>" if stack else "(none)"
            return [f"</{name}> at {at} does not close the open tag {open_tag}"]
        stack.pop()
        return []
    problems = _check_open_context(name, stack, at)
    attrs = {
        m.group(1): next((g for g in m.groups()[1:] if g is not None), None)
        for m in _ATTR.finditer(attr_text)
    }
    problems += [
        f"<{name}> at {at}: attribute {a!r} not allowed" for a in attrs if a not in ALLOWED_TAGS[name]
    ]
    required = REQUIRED_ATTRS.get(name)
    if required and not attrs.get(required):
        problems.append(f"<{name}> at {at} needs a {required}")
    if name == "span" and attrs.get("class") not in (None, "tg-spoiler"):
        problems.append(f'<span> at {at}: only class="tg-spoiler" is supported')
    if name == "code" and "class" in attrs and not (attrs["class"] or "").startswith("language-"):
        problems.append(f'<code> at {at}: class must be "language-..."')
    if name == "blockquote" and attrs.get("expandable") is not None:
        problems.append(f"<blockquote> at {at}: expandable takes no value")
    stack.append(name)
    return problems


def _check_open_context(name: str, stack: list[str], at: int) -> list[str]:
    if stack and stack[-1] in VERBATIM and not (stack[-1] == "pre" and name == "code"):
        return [f"<{name}> at {at} inside <{stack[-1]}>: no formatting allowed there"]
    if name == "blockquote" and "blockquote" in stack:
        return [f"<blockquote> at {at} nested in another blockquote"]
    return []
