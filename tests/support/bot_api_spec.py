"""Checks Bot API calls and objects against the machine-readable spec (tests/support/data/bot-api-10.1.json).

Everything comes from the spec: methods, parameters, required flags, types (unions, arrays, object
types and their subtypes) and the length limits written in field descriptions ("1-4096 characters",
"1-64 bytes"). A few rules the spec states only in prose are added by name below.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from tests.support.telegram_html import check_html

SPEC_PATH = Path(__file__).with_name("data") / "bot-api-10.1.json"  # origin: data/README.md
PRIMITIVES = {"Integer", "Float", "Boolean", "String"}
PARSE_MODES = {"HTML", "MarkdownV2", "Markdown"}
_LIMIT = re.compile(r"\b(\d+)-(\d+) (characters|bytes)\b")
_MUST_BE = re.compile(r"\bmust be (?:“|\")?([a-z_]+)")
_INT64 = 2**63
# Rules given in prose only.
_BOT_COMMAND = re.compile(r"[a-z0-9_]{1,32}")
_BUTTON_FREE_FIELDS = {"text", "icon_custom_emoji_id", "style"}  # the one other field is the button's action


@dataclass(frozen=True)
class UploadedFile:
    """A multipart file part, as the server received it."""

    filename: str
    content: bytes


@dataclass(frozen=True)
class Field:
    name: str
    types: tuple[str, ...]
    required: bool
    description: str

    @cached_property
    def limit(self) -> tuple[int, int, str] | None:
        found = _LIMIT.search(self.description)
        return (int(found[1]), int(found[2]), found[3]) if found and "String" in self.types else None

    @property
    def counts_parsed_text(self) -> bool:
        return "entities parsing" in self.description or "entity parsing" in self.description

    @cached_property
    def constant(self) -> str | None:
        """The fixed value of a subtype's discriminator (``type``: "must be chat")."""
        found = _MUST_BE.search(self.description) if self.name in ("type", "source", "status") else None
        return found[1] if found else None


class BotApiSpec:
    def __init__(self, path: Path = SPEC_PATH) -> None:
        raw = json.loads(path.read_text(encoding="utf-8"))
        self.version: str = raw["version"]
        self.methods = {name: _fields(m) for name, m in raw["methods"].items()}
        self.returns = {name: tuple(m["returns"]) for name, m in raw["methods"].items()}
        self.types = {name: _fields(t) for name, t in raw["types"].items() if "fields" in t}
        self.subtypes = {name: tuple(t["subtypes"]) for name, t in raw["types"].items() if "subtypes" in t}

    # ---- decoding form values (application/x-www-form-urlencoded and multipart send strings)

    def decode_form(self, method: str, raw: dict[str, Any]) -> dict[str, Any]:
        fields = {f.name: f for f in self.methods.get(method, [])}
        return {k: _decode(fields[k].types, v) if k in fields else v for k, v in raw.items()}

    # ---- checking

    def check_call(self, method: str, params: dict[str, Any]) -> list[str]:
        if method not in self.methods:
            return [f"unknown method {method!r}"]
        return self._check_fields(self.methods[method], params, method)

    def check_object(self, type_name: str, value: Any, path: str = "") -> list[str]:
        path = path or type_name
        if type_name in self.subtypes:
            return self._check_union_of_subtypes(type_name, value, path)
        if type_name not in self.types:
            return [f"{path}: unknown type {type_name}"]
        if not isinstance(value, dict):
            return [f"{path}: expected a {type_name} object, got {type(value).__name__}"]
        problems = self._check_fields(self.types[type_name], value, path)
        if type_name == "InlineKeyboardButton":
            actions = set(value) - _BUTTON_FREE_FIELDS
            if len(actions) != 1:
                problems.append(f"{path}: exactly one action field needed, got {sorted(actions) or 'none'}")
        if type_name == "BotCommand" and isinstance(value.get("command"), str):
            if not _BOT_COMMAND.fullmatch(value["command"]):
                problems.append(f"{path}.command: only lowercase letters, digits and _ (1-32)")
        return problems

    def _check_fields(self, fields: list[Field], values: dict[str, Any], path: str) -> list[str]:
        known = {f.name: f for f in fields}
        problems = [f"{path}: unknown parameter {k!r}" for k in values if k not in known]
        for f in fields:
            if f.name not in values or values[f.name] is None:
                if f.required:
                    problems.append(f"{path}: missing required {f.name!r}")
                continue
            value = values[f.name]
            where = f"{path}.{f.name}"
            problems += self.check_value(f.types, value, where)
            if f.constant is not None and value != f.constant:
                problems.append(f"{where}: must be {f.constant!r}, got {value!r}")
            if isinstance(value, str):
                problems += _check_text(f, value, values, where)
        return problems

    def check_value(self, types: tuple[str, ...], value: Any, path: str) -> list[str]:
        attempts = [self._check_one(t, value, path) for t in types]
        if any(not a for a in attempts):
            return []
        if len(types) == 1:
            return attempts[0]
        best = min(attempts, key=len)  # the alternative the value came closest to
        return [f"{path}: matches none of {' or '.join(types)}", *best]

    def _check_one(self, type_name: str, value: Any, path: str) -> list[str]:
        if type_name.startswith("Array of "):
            if not isinstance(value, list):
                return [f"{path}: expected an array, got {type(value).__name__}"]
            inner = type_name.removeprefix("Array of ")
            return [p for i, item in enumerate(value) for p in self._check_one(inner, item, f"{path}[{i}]")]
        if type_name in PRIMITIVES:
            return [] if _is_primitive(type_name, value) else [f"{path}: expected {type_name}, got {value!r}"]
        if type_name == "InputFile":
            return [] if isinstance(value, UploadedFile) else [f"{path}: expected an uploaded file"]
        return self.check_object(type_name, value, path)

    def _check_union_of_subtypes(self, type_name: str, value: Any, path: str) -> list[str]:
        attempts = {sub: self.check_object(sub, value, path) for sub in self.subtypes[type_name]}
        if any(not a for a in attempts.values()):
            return []
        best = min(attempts.values(), key=len)
        return [f"{path}: not a valid {type_name} (any of {len(attempts)} kinds)", *best]


def _fields(raw: dict[str, Any]) -> list[Field]:
    return [
        Field(f["name"], tuple(f["types"]), f["required"], f["description"]) for f in raw.get("fields", [])
    ]


def _is_primitive(type_name: str, value: Any) -> bool:
    if type_name == "String":
        return isinstance(value, str)
    if type_name == "Boolean":
        return isinstance(value, bool)
    if type_name == "Integer":
        return isinstance(value, int) and not isinstance(value, bool) and -_INT64 <= value < _INT64
    return isinstance(value, int | float) and not isinstance(value, bool)  # Float


def _decode(types: tuple[str, ...], raw: Any) -> Any:
    """A form value (always text) as the JSON value it stands for, guided by the declared types."""
    if not isinstance(raw, str):
        return raw  # an uploaded file
    if "Integer" in types and re.fullmatch(r"-?\d+", raw):
        return int(raw)
    if "Float" in types and re.fullmatch(r"-?\d+(\.\d+)?([eE][-+]?\d+)?", raw):
        return float(raw)
    if "Boolean" in types and raw in ("true", "false"):
        return raw == "true"
    if any(t not in PRIMITIVES and t != "InputFile" for t in types) and raw[:1] in ("[", "{"):
        try:
            return json.loads(raw)
        except json.JSONDecodeError:
            return raw
    return raw


def _check_text(field: Field, value: str, siblings: dict[str, Any], where: str) -> list[str]:
    problems: list[str] = []
    measured = value
    if field.name == "chat_id" and not value.startswith("@"):
        problems.append(f"{where}: a chat id is an Integer or an @username, got {value!r}")
    if field.name.endswith("parse_mode") and value not in PARSE_MODES:
        problems.append(f"{where}: unknown parse mode {value!r}")
    if field.counts_parsed_text:
        mode = siblings.get(f"{field.name}_parse_mode", siblings.get("parse_mode"))
        if mode == "HTML":
            html_problems, measured = check_html(value)
            problems += [f"{where}: HTML {p}" for p in html_problems]
        if field.limit and field.limit[0] > 0 and measured and not measured.strip():
            problems.append(f"{where}: empty after entity parsing")
    if field.limit:
        low, high, unit = field.limit
        size = len(measured.encode("utf-8")) if unit == "bytes" else len(measured)
        if not low <= size <= high:
            problems.append(f"{where}: {size} {unit}, allowed {low}-{high}")
    return problems
