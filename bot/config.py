"""The bot's configuration: defaults, then a TOML file, then ``FLOORCALL_*`` environment variables.

Every field is read from a flat TOML key of the same name (``repage_seconds = 30``) and from the
variable ``FLOORCALL_<FIELD>`` (``FLOORCALL_REPAGE_SECONDS=30``); two variables keep their documented
names: ``FLOORCALL_TOKEN`` and ``FLOORCALL_DATABASE_URL`` (a ``postgresql://`` DSN or an SQLite path).
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from bot.voice.config import VoiceConfig
from locales.languages import LANGS

ENV_PREFIX = "FLOORCALL_"
MIN_ADMIN_CODE_LENGTH = 16  # the install code makes an admin: long enough that guessing it is hopeless
ENV_NAMES = {"token": "FLOORCALL_TOKEN", "database": "FLOORCALL_DATABASE_URL"}
_TRUE, _FALSE = ("1", "true", "yes", "on"), ("0", "false", "no", "off")
_BOOLS = {**dict.fromkeys(_TRUE, True), **dict.fromkeys(_FALSE, False)}
VOICE_QUEUES = ("inline", "celery")


class ConfigError(ValueError):
    """A configuration value that cannot be used; the message names the key."""


@dataclass(frozen=True)
class BotConfig:
    token: str | None = None
    database: str = "floorcall.sqlite3"  # SQLite file path, or a postgresql:// DSN
    admin_code: str | None = None  # install code: works once, makes the user who sends it an admin
    invite_days: float = 7.0  # invite codes expire after this
    failed_codes_per_hour: int = 30  # wrong codes, all users together, before /start CODE is locked out
    code_lockout_minutes: float = 60.0  # ... for this long
    audit_retention_days: float | None = None  # raw report texts older than this are pruned; None keeps all
    repage_cap: int = 5  # pages of an unanswered call before the dealer is told nobody answered
    languages: tuple[str, ...] = LANGS  # the command menu is set in each
    default_lang: str = "es"
    repage_seconds: float = 60.0  # an unacknowledged floor call is paged again after this
    backup_after_misses: int = 2  # unanswered pages before the backup TD is paged too
    page_poll_seconds: float = 1.0  # how often the database is asked for due pages
    flood_burst: int = 6  # messages a chat may send at once ...
    flood_per_minute: float = 20.0  # ... and the steady rate after that
    send_retries: int = 3  # retries after Telegram answers 429 (flood control)
    chat_send_interval_seconds: float = 1.05  # Telegram: about one message a second per chat
    base_url: str | None = None  # another Bot API server (tests, a local telegram-bot-api)
    base_file_url: str | None = None
    webhook_url: str | None = None  # the public URL Telegram posts to (--webhook)
    webhook_listen: str = "127.0.0.1"  # behind a proxy on the same host; set 0.0.0.0 deliberately
    webhook_port: int = 8443
    webhook_path: str = "telegram"
    webhook_secret: str | None = None
    # Voice notes (issue 7): off unless the server has ffmpeg, torch, whisper and the model's weights.
    voice_enabled: bool = False
    voice_model: str = "base"  # a whisper name, an openai-whisper checkpoint or a CTranslate2 model directory
    voice_backend: str | None = None  # "openai-whisper" or "ctranslate2"; None: what voice_model implies
    voice_beam_size: int | None = None  # 1: greedy; None: the backend's default (VoiceConfig.beam_size)
    voice_threads: int | None = None  # torch threads for whisper; None: one per core
    voice_max_seconds: float = 60.0  # longer notes are refused before they are downloaded
    voice_int8: bool = False  # int8 linear layers: faster on CPU, accuracy to check on real notes
    # Past one machine (bot/scale): "celery" sends voice notes to `floorcall worker` processes via broker_url.
    voice_queue: str = "inline"
    broker_url: str | None = None  # redis://host:6379/0
    voice_redeliver_seconds: float = 300.0  # a job whose worker vanished is handed out again after this
    voice_transcriber: str | None = None  # "module:factory" of a stand-in (tests); default whisper

    def __post_init__(self) -> None:
        unknown = [lang for lang in self.languages if lang not in LANGS]
        if unknown or not self.languages:
            raise ConfigError(f"languages: {', '.join(unknown) or '(none)'}; supported: {', '.join(LANGS)}")
        if self.default_lang not in LANGS:
            raise ConfigError(f"default_lang: {self.default_lang!r}; supported: {', '.join(LANGS)}")
        for name in (
            "repage_seconds",
            "page_poll_seconds",
            "flood_per_minute",
            "chat_send_interval_seconds",
            "voice_redeliver_seconds",
        ):
            if getattr(self, name) <= 0:
                raise ConfigError(f"{name} must be positive")
        if self.voice_queue not in VOICE_QUEUES:
            raise ConfigError(f"voice_queue: {self.voice_queue!r}; one of: {', '.join(VOICE_QUEUES)}")
        if self.voice_queue == "celery" and not self.broker_url:
            raise ConfigError("voice_queue = 'celery' needs broker_url (redis://host:port/db)")
        if self.flood_burst < 1 or self.backup_after_misses < 1:
            raise ConfigError("flood_burst and backup_after_misses must be at least 1")
        if self.admin_code is not None and len(self.admin_code) < MIN_ADMIN_CODE_LENGTH:
            raise ConfigError(f"admin_code must be at least {MIN_ADMIN_CODE_LENGTH} characters")
        for name in ("invite_days", "code_lockout_minutes", "audit_retention_days"):
            value = getattr(self, name)
            if value is not None and value <= 0:
                raise ConfigError(f"{name} must be positive")
        if self.failed_codes_per_hour < 1 or self.repage_cap < 1:
            raise ConfigError("failed_codes_per_hour and repage_cap must be at least 1")
        if self.voice_beam_size is not None and self.voice_beam_size < 1:
            raise ConfigError("voice_beam_size must be at least 1")
        if self.voice_threads is not None and self.voice_threads < 1:
            raise ConfigError("voice_threads must be at least 1")
        if self.voice_max_seconds <= 0:
            raise ConfigError("voice_max_seconds must be positive")

    def webhook_problem(self) -> str | None:
        """The setting webhook mode lacks, or None: without a secret anyone could POST forged updates."""
        for name in ("webhook_url", "webhook_secret"):
            if not getattr(self, name):
                return name
        return None

    def voice_config(self) -> VoiceConfig:
        """The voice pipeline's settings: these fields over its defaults (Telegram's 20 MB download limit)."""
        return replace(
            VoiceConfig(),
            model=self.voice_model,
            threads=self.voice_threads,
            max_seconds=self.voice_max_seconds,
            int8=self.voice_int8,
            backend=self.voice_backend,
            beam_size=self.voice_beam_size,
        )


def load_config(path: str | Path | None = None, env: Mapping[str, str] = os.environ) -> BotConfig:
    """Defaults, overridden by the TOML file at ``path`` (if given), overridden by the environment."""
    values: dict[str, Any] = {}
    if path is not None:
        try:
            values.update(tomllib.loads(Path(path).read_text(encoding="utf-8")))
        except (OSError, tomllib.TOMLDecodeError) as exc:
            raise ConfigError(f"{path}: {exc}") from None
    known = {f.name: f for f in fields(BotConfig)}
    unknown = sorted(set(values) - set(known))
    if unknown:
        raise ConfigError(f"unknown keys in {path}: {', '.join(unknown)}")
    for name in known:
        raw = env.get(ENV_NAMES.get(name, ENV_PREFIX + name.upper()))
        if raw is not None and raw != "":
            values[name] = raw
    converted = {name: _convert(name, str(known[name].type), value) for name, value in values.items()}
    return replace(BotConfig(), **converted)


def _convert(name: str, type_name: str, value: Any) -> Any:
    """A TOML value or an environment string, as the field's type (annotations are strings here)."""
    try:
        if type_name.startswith("tuple"):
            items = value.split(",") if isinstance(value, str) else list(value)
            return tuple(str(item).strip() for item in items if str(item).strip())
        if type_name.startswith("bool"):
            return value if isinstance(value, bool) else _BOOLS[str(value).strip().lower()]
        if type_name.startswith("float"):
            return float(value)
        if type_name.startswith("int"):
            if isinstance(value, float) or isinstance(value, bool):
                raise ValueError(value)
            return int(value)
        if not isinstance(value, str):
            raise ValueError(value)
        return value
    except (TypeError, ValueError, KeyError):
        raise ConfigError(f"{name}: {value!r} is not a valid {type_name.split(' ')[0]}") from None
