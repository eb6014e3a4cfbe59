"""Shared fixtures: the fake Telegram Bot API (any test that talks to Telegram uses it)."""

from __future__ import annotations

import pytest

from tests.support.fake_bot_api import FakeBotApi


@pytest.fixture
def fake_bot_api():
    """A running fake Bot API; the test fails if any request broke the Bot API spec."""
    api = FakeBotApi().start()
    yield api
    api.stop()
    assert api.violations == [], "requests that break the Bot API spec:\n" + "\n".join(api.violations)
