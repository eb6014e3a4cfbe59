"""``python -m bot.cli``: the same entry point as the ``floorcall`` script."""

import sys

from bot.cli import main

sys.exit(main())
