"""What every ``floorcall`` sub-command shares: exit codes and the usage error (kept light: no imports)."""

from __future__ import annotations

EXIT_OK, EXIT_FAULT, EXIT_USAGE = 0, 1, 2
SHOWN_CHARS = 40  # how much of a user's value a message echoes back


class UsageError(Exception):
    """Bad input from the user: the message is shown as is and the exit code is 2."""


def shown(value: object) -> str:
    """A user's value as a message repeats it: never more than SHOWN_CHARS characters."""
    text = str(value)
    return text if len(text) <= SHOWN_CHARS else text[: SHOWN_CHARS - 1] + "…"
