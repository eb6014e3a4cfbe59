"""Choosing the transcription queue by configuration; the single-machine default needs no Redis."""

from __future__ import annotations

import pytest

from bot.config import BotConfig, ConfigError, load_config


def test_the_default_is_inline_with_no_broker():
    config = load_config(None, env={})
    assert config.voice_queue == "inline" and config.broker_url is None


def test_celery_is_chosen_from_the_environment():
    env = {"FLOORCALL_VOICE_QUEUE": "celery", "FLOORCALL_BROKER_URL": "redis://10.0.0.2:6379/0"}
    config = load_config(None, env=env)
    assert (config.voice_queue, config.broker_url) == ("celery", "redis://10.0.0.2:6379/0")


@pytest.mark.parametrize(
    "values, problem",
    [({"voice_queue": "rabbit"}, "voice_queue"), ({"voice_queue": "celery"}, "broker_url")],
)
def test_a_queue_that_cannot_work_is_refused(values, problem):
    with pytest.raises(ConfigError, match=problem):
        BotConfig(**values)
