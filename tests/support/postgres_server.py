"""A PostgreSQL for tests: the one named by FLOORCALL_TEST_DATABASE_URL, or a throw-away local cluster.

The local cluster is started by scripts/ci/postgres.sh (told not to install anything) on a free port in
a temporary directory, and stopped again at the end of the session.
"""

from __future__ import annotations

import os
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

ENV_URL = "FLOORCALL_TEST_DATABASE_URL"
SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "ci" / "postgres.sh"


class Unavailable(Exception):
    """No PostgreSQL for this run; the message is the skip reason."""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def postgres_url() -> Iterator[str]:
    """The DSN of a database the tests may use, or Unavailable."""
    if os.environ.get(ENV_URL):
        yield os.environ[ENV_URL]
        return
    env = dict(
        os.environ,
        FLOORCALL_PG_NO_INSTALL="1",
        # Directly under /tmp: the server's account must reach it, and pytest's tmp dirs are private.
        FLOORCALL_PG_DIR=str(Path(tempfile.gettempdir()) / f"floorcall-pg-{uuid.uuid4().hex[:8]}"),
        FLOORCALL_PG_PORT=str(_free_port()),
    )
    started = subprocess.run(["bash", str(SCRIPT)], env=env, capture_output=True, text=True, timeout=120)
    if started.returncode != 0:
        raise Unavailable(
            f"{ENV_URL} is not set and no local PostgreSQL could start: {_last_line(started.stderr)}"
        )
    try:
        yield started.stdout.strip().rpartition("=")[2]
    finally:
        subprocess.run(["bash", str(SCRIPT), "stop"], env=env, capture_output=True, timeout=60)


def _last_line(text: str) -> str:
    lines = text.strip().splitlines()
    return lines[-1] if lines else "no output"


def with_search_path(url: str, schema: str) -> str:
    """The same DSN with every connection working in ``schema`` (isolates one test from another)."""
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query) if k != "options"]
    query.append(("options", f"-csearch_path={schema}"))
    return urlunsplit(parts._replace(query=urlencode(query)))


@contextmanager
def fresh_schema(url: str) -> Iterator[str]:
    """A DSN pointing at a new empty schema, dropped afterwards."""
    import psycopg

    schema = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    try:
        yield with_search_path(url, schema)
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA "{schema}" CASCADE')
