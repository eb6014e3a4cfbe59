"""Real servers on loopback for the scale tests.

PostgreSQL: a private cluster started by scripts/ci/postgres.sh (the restart test restarts it, so it is
never the shared one); Redis: scripts/ci/redis.sh, or FLOORCALL_TEST_REDIS_URL. A server that cannot be
started skips the tests that need it, with the reason.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
import uuid
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from unittest import mock

import psycopg
import pytest

from bot.storage import Store, open_store
from tests.scale.servers import REPO, BotWorker, Process, TranscriptionWorker, free_port
from tests.support.fake_bot_api import FakeBotApi
from tests.support.postgres_server import ENV_URL, Unavailable, fresh_schema, postgres_url

REDIS_ENV_URL = "FLOORCALL_TEST_REDIS_URL"
REDIS_SCRIPT = REPO / "scripts" / "ci" / "redis.sh"


@dataclass(frozen=True)
class Postgres:
    url: str
    data_dir: str
    bin_dir: str

    def restart(self) -> None:
        """Crash the server (immediate mode: no clean shutdown) and start it again; wait until it accepts."""
        log = str(Path(self.data_dir).parent / "server.log")  # else the server holds our stdout pipe open
        command = [
            f"{self.bin_dir}/pg_ctl",
            "-D",
            self.data_dir,
            "-l",
            log,
            "-m",
            "immediate",
            "-w",
            "restart",
        ]
        if os.geteuid() == 0:  # the server refuses to run as root: Debian's postgres account owns it
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=60)


@pytest.fixture(scope="session")
def postgres_base_url(scale_postgres: Postgres) -> str:
    return scale_postgres.url


@pytest.fixture(scope="session")
def scale_postgres() -> Iterator[Postgres]:
    with ExitStack() as stack:
        with mock.patch.dict(os.environ):
            os.environ.pop(ENV_URL, None)  # always a private cluster: one test restarts it
            try:
                url = stack.enter_context(postgres_url())
            except Unavailable as exc:
                pytest.skip(str(exc))
        with psycopg.connect(url) as conn:
            data_dir = conn.execute("SHOW data_directory").fetchone()[0]
            bin_dir = conn.execute("SELECT setting FROM pg_config WHERE name = 'BINDIR'").fetchone()[0]
        yield Postgres(url, data_dir, bin_dir)


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    if os.environ.get(REDIS_ENV_URL):
        yield os.environ[REDIS_ENV_URL]
        return
    env = dict(
        os.environ,
        FLOORCALL_REDIS_NO_INSTALL="1",
        FLOORCALL_REDIS_DIR=str(Path(tempfile.gettempdir()) / f"floorcall-redis-{uuid.uuid4().hex[:8]}"),
        FLOORCALL_REDIS_PORT=str(free_port()),
    )
    started = subprocess.run(
        ["bash", str(REDIS_SCRIPT)], env=env, capture_output=True, text=True, timeout=120
    )
    if started.returncode != 0:
        pytest.skip(f"{REDIS_ENV_URL} is not set and no local Redis could start: {started.stderr.strip()}")
    try:
        yield started.stdout.strip().rpartition("=")[2]
    finally:
        subprocess.run(["bash", str(REDIS_SCRIPT), "stop"], env=env, capture_output=True, timeout=60)


@pytest.fixture
def broker_url(redis_url: str) -> str:
    import redis

    redis.Redis.from_url(redis_url).flushdb()  # no job of an earlier test
    return redis_url


@pytest.fixture
def database(scale_postgres: Postgres) -> Iterator[str]:
    """A DSN on a fresh schema of the private cluster."""
    with fresh_schema(scale_postgres.url) as url:
        yield url


@pytest.fixture
def store(database: str) -> Iterator[Store]:
    s = open_store(database)
    yield s
    s.close()


@pytest.fixture
def settings(fake_bot_api: FakeBotApi, database: str) -> dict[str, Any]:
    """What every worker of a test shares: the fake Bot API and the database."""
    return dict(
        token=fake_bot_api.token,
        database=database,
        base_url=fake_bot_api.base_url,
        base_file_url=fake_bot_api.base_file_url,
        chat_send_interval_seconds=0.05,
        page_poll_seconds=0.1,
    )


@pytest.fixture
def processes(tmp_path: Path) -> Iterator[Callable[..., Process]]:
    """Start bot workers (``kind="bot"``) and transcription workers (``kind="worker"``); all stopped after."""
    started: list[Process] = []

    def start(kind: str, name: str, settings: dict[str, Any], env: dict[str, str] | None = None) -> Process:
        process = (
            BotWorker(tmp_path, name, settings)
            if kind == "bot"
            else TranscriptionWorker(tmp_path, name, settings, env or {})
        )
        started.append(process)
        return process

    yield start
    for process in started:
        process.stop()
