"""``floorcall bot`` and ``floorcall audit``, and the configuration they read (TOML file, environment)."""

from __future__ import annotations

import csv
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.cli import main
from bot.config import BotConfig, ConfigError, load_config
from bot.storage import NewAuditEntry, open_store

REPO = Path(__file__).resolve().parents[2]


def _write_toml(path: Path, **values: object) -> Path:
    path.write_text("".join(f"{k} = {json.dumps(v)}\n" for k, v in values.items()), encoding="utf-8")
    return path


@pytest.fixture
def clean_env(monkeypatch):
    for name in list(os.environ):
        if name.startswith("FLOORCALL_"):
            monkeypatch.delenv(name)
    return monkeypatch


def test_config_defaults_then_file_then_environment(tmp_path, clean_env):
    toml = _write_toml(tmp_path / "bot.toml", token="from-file", repage_seconds=30, languages=["es"])
    env = {
        "FLOORCALL_TOKEN": "from-env",
        "FLOORCALL_DATABASE_URL": "postgresql://db/fc",
        "FLOORCALL_FLOOD_BURST": "4",
    }
    config = load_config(toml, env)
    assert config == BotConfig(
        token="from-env", database="postgresql://db/fc", repage_seconds=30.0, languages=("es",), flood_burst=4
    )
    assert load_config(None, {}) == BotConfig()
    assert load_config(None, {"FLOORCALL_LANGUAGES": "en, es"}).languages == ("en", "es")


@pytest.mark.parametrize(
    "values, message",
    [
        ({"repage_seconds": "soon"}, "repage_seconds: 'soon' is not a valid float"),
        ({"repage_seconds": 0}, "repage_seconds must be positive"),
        ({"languages": ["fr"]}, "languages: fr"),
        ({"colour": "red"}, "unknown keys"),
        ({"flood_burst": 2.5}, "flood_burst"),
    ],
)
def test_bad_configuration_is_refused_with_the_key_named(tmp_path, values, message):
    with pytest.raises(ConfigError, match=message):
        load_config(_write_toml(tmp_path / "bad.toml", **values), {})


def test_bot_without_a_token_exits_2_with_a_clear_message(clean_env, capsys):
    assert main(["bot"]) == 2
    assert "FLOORCALL_TOKEN" in capsys.readouterr().err


def test_bot_command_runs_polling_against_the_bot_api_and_stops_cleanly(fake_bot_api, tmp_path, clean_env):
    config = _write_toml(
        tmp_path / "bot.toml",
        token=fake_bot_api.token,
        database=str(tmp_path / "fc.sqlite3"),
        admin_code="CLI-INSTALL-CODE-0001",
        base_url=fake_bot_api.base_url,
        base_file_url=fake_bot_api.base_file_url,
    )
    process = _bot_process(config)
    try:
        fake_bot_api.wait_for("setMyCommands", count=3, timeout=30)
        fake_bot_api.inject_message(11, "/start CLI-INSTALL-CODE-0001")
        (reply,) = fake_bot_api.wait_for("sendMessage", chat_id=11, timeout=15)
        assert reply.params["text"].startswith("Es usted administrador de FloorCall.")
    finally:
        process.send_signal(signal.SIGINT)
        _, stderr = process.communicate(timeout=20)
    assert process.returncode == 0, stderr
    store = open_store(tmp_path / "fc.sqlite3")
    assert store.find_chat(11).role == "admin"
    store.close()


@pytest.fixture
def audit_config(tmp_path, clean_env) -> Path:
    store = open_store(tmp_path / "fc.sqlite3")
    for day, text in ((1, "Ciegas 250-500, UTG sube a 1.100"), (3, "Blinds 250/500; UTG raises to 1100")):
        store.append_audit(
            NewAuditEntry(
                input_text=text,
                chat_id=101,
                ruling={"intent": "ruling", "rules": ["tda-2024:45-A"]},
                edition="tda-2024",
                venue="tda",
                timings={"total": 1.5},
                created_at=datetime(2025, 6, day, 20, 0, tzinfo=UTC),
            )
        )
    store.close()
    return _write_toml(tmp_path / "bot.toml", database=str(tmp_path / "fc.sqlite3"))


def test_audit_exports_json_since_a_date(audit_config, capsys):
    assert main(["audit", "--config", str(audit_config), "--format", "json", "--since", "2025-06-02"]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["input_text"] == "Blinds 250/500; UTG raises to 1100"
    assert row["created_at"] == "2025-06-03T20:00:00+00:00" and row["ruling"]["rules"] == ["tda-2024:45-A"]


def test_audit_exports_csv_to_a_file(audit_config, tmp_path, capsys):
    out = tmp_path / "audit.csv"
    assert main(["audit", "--config", str(audit_config), "--out", str(out)]) == 0
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert [r["input_text"] for r in rows] == [
        "Ciegas 250-500, UTG sube a 1.100",
        "Blinds 250/500; UTG raises to 1100",
    ]
    assert json.loads(rows[0]["timings"]) == {"total": 1.5}
    assert "2 entradas del registro escritas" in capsys.readouterr().err


def test_audit_refuses_a_bad_date(audit_config, capsys):
    assert main(["audit", "--config", str(audit_config), "--since", "ayer"]) == 2
    assert "--since: fecha no válida «ayer»" in capsys.readouterr().err


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _bot_process(config: Path, *extra: str) -> subprocess.Popen:
    """``floorcall bot`` in its own process, with no FLOORCALL_* variable of ours leaking in."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("FLOORCALL_")}
    return subprocess.Popen(
        [sys.executable, "-m", "bot.cli", "bot", "--config", str(config), *extra],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


WEBHOOK_SECRET = "the-real-secret"
WEBHOOK_CODE = "CLI-INSTALL-CODE-0001"


@pytest.fixture
def webhook_port(fake_bot_api, tmp_path, clean_env):
    """``floorcall bot --webhook`` listening (on the default address: loopback); its port."""
    port = _free_port()
    config = _write_toml(
        tmp_path / "bot.toml",
        token=fake_bot_api.token,
        database=str(tmp_path / "fc.sqlite3"),
        admin_code=WEBHOOK_CODE,
        base_url=fake_bot_api.base_url,
        base_file_url=fake_bot_api.base_file_url,
        webhook_url="https://bot.example.org/telegram",
        webhook_port=port,
        webhook_secret=WEBHOOK_SECRET,
    )
    process = _bot_process(config, "--webhook")
    try:
        fake_bot_api.wait_for("setWebhook", timeout=30)
        assert fake_bot_api.webhook == "https://bot.example.org/telegram"
        assert fake_bot_api.calls_to("setWebhook")[0].params["secret_token"] == WEBHOOK_SECRET
        yield port
    finally:
        process.send_signal(signal.SIGINT)
        _, stderr = process.communicate(timeout=20)
    assert process.returncode == 0, stderr


def _post(port: int, update: dict, secret: str | None, seconds: float = 10) -> int:
    """POST an update to the webhook (waiting for it to listen); the HTTP status."""
    headers = {"Content-Type": "application/json"}
    if secret is not None:
        headers["X-Telegram-Bot-Api-Secret-Token"] = secret
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/telegram", data=json.dumps(update).encode(), headers=headers
    )
    deadline = time.monotonic() + seconds
    while True:
        try:
            with urllib.request.urlopen(request, timeout=5) as response:
                return response.status
        except urllib.error.HTTPError as exc:
            return exc.code
        except urllib.error.URLError:  # connection refused: the webhook server is not up yet
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


def _start_update(update_id: int, code: str) -> dict:
    return {
        "update_id": update_id,
        "message": {
            "message_id": update_id,
            "date": 0,
            "chat": {"id": 11, "type": "private", "first_name": "Ana"},
            "from": {"id": 11, "is_bot": False, "first_name": "Ana", "language_code": "en"},
            "text": f"/start {code}",
            "entities": [{"type": "bot_command", "offset": 0, "length": 6}],
        },
    }


def test_bot_command_in_webhook_mode_receives_posted_updates(fake_bot_api, webhook_port):
    fake_bot_api.add_chat(11)
    assert _post(webhook_port, _start_update(1, WEBHOOK_CODE), WEBHOOK_SECRET) == 200
    (reply,) = fake_bot_api.wait_for("sendMessage", chat_id=11, timeout=15)
    assert reply.params["text"].startswith("You are a FloorCall admin.")


def test_a_forged_webhook_post_without_the_secret_is_refused(fake_bot_api, webhook_port):
    fake_bot_api.add_chat(11)
    assert _post(webhook_port, _start_update(1, WEBHOOK_CODE), None) == 403
    assert _post(webhook_port, _start_update(2, WEBHOOK_CODE), "a-guess") == 403
    time.sleep(0.5)
    assert fake_bot_api.calls_to("sendMessage") == []  # nothing was handled, the install code unspent


# ---- start-up refusals an attacker would exploit (issue 14, point 1)

WRONG_TOKEN = "999:WRONG-secret-token-value"


@pytest.mark.parametrize(
    "lang, expected",
    [("es", "necesita el ajuste webhook_secret"), ("en", "needs the setting webhook_secret")],
)
def test_webhook_mode_without_a_secret_exits_2_naming_the_setting(
    tmp_path, clean_env, capsys, lang, expected
):
    config = _write_toml(
        tmp_path / "bot.toml",
        token="1:x",
        default_lang=lang,
        webhook_url="https://bot.example.org/telegram",
        database=str(tmp_path / "fc.sqlite3"),
    )
    assert main(["bot", "--config", str(config), "--webhook"]) == 2
    err = capsys.readouterr().err
    assert expected in err and err.count("\n") == 1
    assert not (tmp_path / "fc.sqlite3").exists()  # refused before anything was opened


def test_webhook_listens_on_loopback_unless_told_otherwise():
    assert BotConfig().webhook_listen == "127.0.0.1"
    assert load_config(None, {"FLOORCALL_WEBHOOK_LISTEN": "0.0.0.0"}).webhook_listen == "0.0.0.0"


def test_a_short_install_code_is_refused_at_start_up(clean_env, capsys):
    with pytest.raises(ConfigError, match="admin_code must be at least 16"):
        load_config(None, {"FLOORCALL_ADMIN_CODE": "letmein"})
    clean_env.setenv("FLOORCALL_TOKEN", "1:x")
    clean_env.setenv("FLOORCALL_ADMIN_CODE", "letmein")
    assert main(["bot"]) == 2
    assert "admin_code" in capsys.readouterr().err


def test_a_wrong_token_is_one_line_without_traceback_or_token(fake_bot_api, tmp_path):
    base_url = fake_bot_api.base_url  # answers 404 to any other token, as Telegram does
    config = _write_toml(
        tmp_path / "bot.toml", token=WRONG_TOKEN, database=str(tmp_path / "fc.sqlite3"), base_url=base_url
    )
    process = _bot_process(config)
    stdout, stderr = process.communicate(timeout=60)
    assert process.returncode == 2
    assert stderr == "Telegram rechaza el token del bot: compruebe FLOORCALL_TOKEN.\n"
    assert WRONG_TOKEN not in stdout + stderr and "Traceback" not in stderr
