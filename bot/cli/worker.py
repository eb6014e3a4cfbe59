"""``floorcall worker``: a transcription worker (Celery, Redis broker) that answers voice notes itself."""

from __future__ import annotations

import argparse
import logging
import os

from bot.cli.errors import EXIT_OK, UsageError
from bot.cli.serve import load_cli_config
from bot.telegram.texts import t


def run_worker(args: argparse.Namespace) -> int:
    config = load_cli_config(args.config)
    if not config.token:
        raise UsageError(t(config.default_lang, "cli.no_token"))
    if not config.broker_url:
        raise UsageError(t(None, "cli.bad_config", problem="broker_url is not set (redis://host:port/db)"))
    from bot.scale.worker_runtime import build_worker_app

    logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.INFO)
    logging.getLogger("httpx").setLevel(logging.WARNING)
    app = build_worker_app(config)
    app.worker_main(
        [
            "worker",
            "--pool=prefork",  # worker_process_init: the model is loaded once per pool process
            f"--concurrency={args.concurrency}",
            f"--loglevel={args.loglevel}",
            f"--hostname=floorcall-{os.getpid()}@%h",
            "--without-gossip",
            "--without-mingle",
        ]
    )
    return EXIT_OK
