"""Real servers on loopback for the scale tests: PostgreSQL (scripts/ci/postgres.sh) and Redis (redis.sh)."""

from __future__ import annotations

import pytest

from tests.support.postgres_server import Unavailable, postgres_url


@pytest.fixture(scope="session")
def postgres_base_url():
    try:
        with postgres_url() as url:
            yield url
    except Unavailable as exc:
        pytest.skip(str(exc))
