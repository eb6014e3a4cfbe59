"""Processes for the scale tests: webhook bot workers, transcription workers, and their configuration.

Each runs the real command line (``python -m bot.cli bot --webhook`` / ``worker``) in a subprocess, so a
test can kill one with SIGKILL like a machine that died.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
SECRET = "scale-secret"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def write_toml(path: Path, **values: Any) -> Path:
    lines = [f"{key} = {json.dumps(value)}" for key, value in values.items() if value is not None]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


class Process:
    """A ``floorcall`` sub-command in its own process; its output goes to a log file in ``tmp``."""

    launcher = ["-m", "bot.cli"]  # python arguments before the sub-command's

    def __init__(self, args: list[str], log: Path, env: dict[str, str] | None = None) -> None:
        clean = {k: v for k, v in os.environ.items() if not k.startswith("FLOORCALL_")}
        self.log = log
        with log.open("wb") as out:
            self.popen = subprocess.Popen(
                [sys.executable, *self.launcher, *args],
                cwd=REPO,
                env={**clean, **(env or {})},
                stdout=out,
                stderr=subprocess.STDOUT,
            )

    @property
    def pid(self) -> int:
        return self.popen.pid

    def worker_id(self) -> str:
        """How the bot names this process in the database (``Services.worker_id``)."""
        return f"{socket.gethostname()}:{self.pid}"

    def kill(self) -> None:
        """SIGKILL: no clean-up, like a machine that died."""
        if self.popen.poll() is None:
            self.popen.send_signal(signal.SIGKILL)
        self.popen.wait(10)

    def stop(self) -> None:
        if self.popen.poll() is None:
            self.popen.send_signal(signal.SIGINT)
            try:
                self.popen.wait(20)
            except subprocess.TimeoutExpired:
                self.kill()

    def children(self) -> list[int]:
        path = Path(f"/proc/{self.pid}/task/{self.pid}/children")
        return [int(p) for p in path.read_text().split()] if path.exists() else []

    def output(self) -> str:
        return self.log.read_text(errors="replace")


class BotWorker(Process):
    """``floorcall bot --webhook`` on its own port."""

    def __init__(self, tmp: Path, name: str, settings: dict[str, Any]) -> None:
        self.port = free_port()
        config = write_toml(
            tmp / f"{name}.toml",
            **settings,
            webhook_url=f"https://bots.example.org/{name}",
            webhook_listen="127.0.0.1",
            webhook_port=self.port,
            webhook_secret=SECRET,
        )
        super().__init__(["bot", "--webhook", "--config", str(config)], tmp / f"{name}.log")

    def wait_listening(self, timeout: float = 40) -> BotWorker:
        deadline = time.monotonic() + timeout
        while True:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return self
            except OSError:
                if self.popen.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"bot worker did not listen:\n{self.output()}") from None
                time.sleep(0.1)

    def post(self, update: dict[str, Any]) -> int:
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}/telegram",
            data=json.dumps(update).encode(),
            headers={"Content-Type": "application/json", "X-Telegram-Bot-Api-Secret-Token": SECRET},
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status


class TranscriptionWorker(Process):
    """``floorcall worker`` with one pool process."""

    def __init__(self, tmp: Path, name: str, settings: dict[str, Any], env: dict[str, str]) -> None:
        config = write_toml(tmp / f"{name}.toml", **settings)
        super().__init__(["worker", "--config", str(config)], tmp / f"{name}.log", env)
