"""Start-up refusals an attacker would exploit: webhook mode without a secret, a short install code, a
token Telegram rejects (no traceback, never the token), and a forged webhook POST."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from bot.cli import main
from bot.config import BotConfig, ConfigError, load_config

REPO = Path(__file__).resolve().parents[2]
WRONG_TOKEN = "999:WRONG-secret-token-value"


@pytest.fixture
def clean_env(monkeypatch):
    for name in list(os.environ):
        if name.startswith("FLOORCALL_"):
            monkeypatch.delenv(name)
    return monkeypatch


def _toml(path: Path, **values: object) -> Path:
    path.write_text("".join(f"{k} = {json.dumps(v)}\n" for k, v in values.items()), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "lang, expected",
    [("es", "necesita el ajuste webhook_secret"), ("en", "needs the setting webhook_secret")],
)
def test_webhook_mode_without_a_secret_exits_2_naming_the_setting(
    tmp_path, clean_env, capsys, lang, expected
):
    config = _toml(
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


def _run_cli(config: Path, *extra: str, timeout: float = 60) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FLOORCALL_")}
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", "bot", "--config", str(config), *extra],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_a_wrong_token_is_one_line_without_traceback_or_token(fake_bot_api, tmp_path):
    base_url = fake_bot_api.base_url  # answers 404 to any other token, as Telegram does
    config = _toml(
        tmp_path / "bot.toml", token=WRONG_TOKEN, database=str(tmp_path / "fc.sqlite3"), base_url=base_url
    )
    done = _run_cli(config)
    assert done.returncode == 2
    assert done.stderr == "Telegram rechaza el token del bot: compruebe FLOORCALL_TOKEN.\n"
    assert WRONG_TOKEN not in done.stdout + done.stderr and "Traceback" not in done.stderr


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _post(port: int, update: dict, secret: str | None) -> int:
    headers = {"Content-Type": "application/json"}
    if secret is not None:
        headers["X-Telegram-Bot-Api-Secret-Token"] = secret
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/telegram", data=json.dumps(update).encode(), headers=headers
    )
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status
    except urllib.error.HTTPError as exc:
        return exc.code


def _start_update(update_id: int, code: str) -> dict:
    return {
        "update_id": update_id,
        "message": {
            "message_id": update_id,
            "date": 0,
            "chat": {"id": 11, "type": "private", "first_name": "Eve"},
            "from": {"id": 11, "is_bot": False, "first_name": "Eve", "language_code": "en"},
            "text": f"/start {code}",
            "entities": [{"type": "bot_command", "offset": 0, "length": 6}],
        },
    }


def test_a_forged_webhook_post_without_the_secret_is_refused(fake_bot_api, tmp_path):
    port, code = _free_port(), "INSTALL-CODE-FOR-WEBHOOK"
    config = _toml(
        tmp_path / "bot.toml",
        token=fake_bot_api.token,
        database=str(tmp_path / "fc.sqlite3"),
        admin_code=code,
        base_url=fake_bot_api.base_url,
        base_file_url=fake_bot_api.base_file_url,
        webhook_url="https://bot.example.org/telegram",
        webhook_port=port,
        webhook_secret="the-real-secret",
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("FLOORCALL_")}
    process = subprocess.Popen(
        [sys.executable, "-m", "bot.cli", "bot", "--config", str(config), "--webhook"],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        fake_bot_api.wait_for("setWebhook", timeout=30)
        assert fake_bot_api.calls_to("setWebhook")[0].params["secret_token"] == "the-real-secret"
        deadline = time.monotonic() + 10
        while True:
            try:
                status = _post(port, _start_update(1, code), None)
                break
            except urllib.error.URLError:
                assert time.monotonic() < deadline
                time.sleep(0.1)
        assert status == 403
        assert _post(port, _start_update(2, code), "a-guess") == 403
        time.sleep(0.5)
        assert fake_bot_api.calls_to("sendMessage") == []  # nothing was handled
    finally:
        process.terminate()
        process.communicate(timeout=20)
