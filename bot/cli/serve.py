"""``floorcall bot``: run the Telegram bot, polling (default) or behind a webhook (``--webhook``)."""

from __future__ import annotations

import argparse
import logging

from bot.cli.errors import EXIT_OK, UsageError
from bot.config import BotConfig, ConfigError, load_config
from bot.telegram.texts import t


def load_cli_config(path: str | None) -> BotConfig:
    """The configuration from ``--config`` and the environment; a bad value is a usage error."""
    try:
        return load_config(path)
    except ConfigError as exc:
        raise UsageError(t(None, "cli.bad_config", problem=exc)) from None


def run_bot(args: argparse.Namespace) -> int:
    config = load_cli_config(args.config)
    lang = config.default_lang
    if not config.token:
        raise UsageError(t(lang, "cli.no_token"))
    missing = config.webhook_problem() if args.webhook else None
    if missing:
        raise UsageError(t(lang, "cli.webhook_needs", setting=missing))
    from bot.storage import open_store
    from bot.telegram.app import ALLOWED_UPDATES, build_application, token_problem

    if token_problem(config):
        raise UsageError(t(lang, "cli.bad_token"))

    logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.INFO)
    logging.getLogger("httpx").setLevel(logging.WARNING)  # one line per Bot API request otherwise
    store = open_store(config.database)
    try:
        app = build_application(config, store)
        if args.webhook:
            from bot.telegram.webhook import share_updates

            share_updates(app)  # several webhook workers may be fed the same updates
            app.run_webhook(
                listen=config.webhook_listen,
                port=config.webhook_port,
                url_path=config.webhook_path,
                webhook_url=config.webhook_url,
                secret_token=config.webhook_secret,
                allowed_updates=ALLOWED_UPDATES,
            )
        else:
            app.run_polling(allowed_updates=ALLOWED_UPDATES)
    finally:
        store.close()
    return EXIT_OK
