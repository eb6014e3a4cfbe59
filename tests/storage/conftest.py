"""Every storage test runs once on SQLite and once on PostgreSQL (skipped, with the reason, if none)."""

from __future__ import annotations

import pytest

from bot.storage import Store, open_store
from tests.support.postgres_server import Unavailable, fresh_schema, postgres_url


@pytest.fixture(scope="session")
def postgres_base_url():
    try:
        with postgres_url() as url:
            yield url
    except Unavailable as exc:
        pytest.skip(str(exc))


@pytest.fixture(params=["sqlite", "postgresql"])
def store_target(request, tmp_path):
    """What ``open_store`` takes: a fresh SQLite file, or a DSN on a fresh PostgreSQL schema."""
    if request.param == "sqlite":
        yield str(tmp_path / "floorcall.sqlite3")
        return
    with fresh_schema(request.getfixturevalue("postgres_base_url")) as url:
        yield url


@pytest.fixture
def store(store_target) -> Store:
    s = open_store(store_target)
    yield s
    s.close()
